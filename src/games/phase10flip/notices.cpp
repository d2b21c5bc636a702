#include "games/phase10flip/notices.hpp"

#include "games/phase10flip/grouping.hpp"

namespace flipside::phase10flip {
namespace {

Arg side_arg(Side s) { return nested_arg(msg(std::string("phase10flip.side.") + std::string(side_key(s)))); }

// g.cards are in display order already (the engine arranges them).
Message group_description(const LaidGroup& g) {
  return notice_msg(g.kind == GroupKind::kRun ? "phase10flip.desc.run" : "phase10flip.desc.set", cards_arg(g.cards));
}

Arg tied_names(const Engine& engine, unsigned seats) {
  std::vector<Message> names;
  for (int p = 0; p < engine.player_count(); ++p)
    if (seats & (1u << p)) names.push_back(msg("phase10flip.name", engine.name(p)));
  return Arg::list_arg(std::move(names));
}

}  // namespace

Message notice_message(const Engine& engine, const Notice& n) {
  switch (n.kind) {
    case Notice::Kind::kFlip: return notice_msg("phase10flip.notice.flip", side_arg(n.side));
    case Notice::Kind::kPhase: {
      const std::vector<LaidGroup>& groups = engine.player(n.player).groups;
      std::vector<Message> described;
      described.reserve(groups.size());
      for (const LaidGroup& g : groups) described.push_back(group_description(g));
      Message m = notice_msg("phase10flip.notice.phase", engine.name(n.player), n.number);
      m.args.push_back(Arg::list_arg(std::move(described)));
      return m;
    }
    case Notice::Kind::kHit:
      return notice_msg("phase10flip.notice.hit", engine.name(n.player), card_arg(n.card), engine.name(n.onto), n.group);
    case Notice::Kind::kRunTakesColour:
      return notice_msg("phase10flip.notice.run_takes_colour", engine.name(n.onto), n.group,
                        nested_arg(msg("phase10flip.run_colour." + std::string(colour_key(n.colour)))));
    case Notice::Kind::kHandEnd: return notice_msg("phase10flip.notice.hand_end", n.number, engine.name(n.player));
    case Notice::Kind::kAdvance: return notice_msg("phase10flip.notice.advance", engine.name(n.player), n.number);
    case Notice::Kind::kStays: return notice_msg("phase10flip.notice.stays", engine.name(n.player), n.number);
    case Notice::Kind::kNextPhase: return notice_msg("phase10flip.notice.next_phase", n.number);
    case Notice::Kind::kTieBreak: {
      Message m = notice_msg("phase10flip.notice.tie_break", n.number);
      m.args.push_back(tied_names(engine, n.tied));
      m.args.push_back(Arg::number_arg(engine.options().phases));
      return m;
    }
    case Notice::Kind::kGameEnd: return notice_msg("phase10flip.notice.game_end", engine.name(n.player), n.number);
  }
  return Message{};
}

}  // namespace flipside::phase10flip
