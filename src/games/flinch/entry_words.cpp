#include "games/flinch/entry_words.hpp"

#include "games/flinch/cards.hpp"
#include "games/flinch/game.hpp"
#include "games/flinch/script_codec.hpp"

namespace flipside::flinch {
namespace {

std::string describe_event(const Wording& w, const Engine& engine, const Event& e) {
  const std::string& who = engine.name(e.player);
  const std::string card = w.card(card_arg(e.card).text);
  switch (e.kind) {
    case Event::Kind::kReveal: return w.f("ui.flinch.entry.reveal", who, card);
    // A reserve card ends the turn, except for the opening reserves laid
    // before the first pile (RULINGS Flinch 7).
    case Event::Kind::kReserve:
      return w.f(engine.started() ? "ui.flinch.entry.reserve" : "ui.flinch.entry.reserve_opening", who, card, e.slot);
    case Event::Kind::kCall: return w.f("ui.flinch.entry.call", who, engine.name(e.on));
    case Event::Kind::kPass: return w.f("ui.flinch.entry.pass", who);
    case Event::Kind::kPlay: break;
  }
  const std::string to = e.pile == kNew ? w("ui.flinch.entry.to_new") : w.f("ui.flinch.entry.to_pile", e.pile);
  const int mate = engine.partner(e.player);
  const std::string mate_name = mate >= 0 ? engine.name(mate) : std::string();
  switch (e.from) {
    case Source::kFlinch: return w.f("ui.flinch.entry.play_flinch", who, card, to);
    case Source::kHand: return w.f("ui.flinch.entry.play_hand", who, card, to);
    case Source::kReserve: return w.f("ui.flinch.entry.play_reserve", who, card, to, e.slot);
    case Source::kPartnerFlinch: return w.f("ui.flinch.entry.play_partner_flinch", who, card, to, mate_name);
    case Source::kPartnerReserve:
      return w.f("ui.flinch.entry.play_partner_reserve", who, card, to, mate_name, e.slot);
  }
  return {};
}

}  // namespace

std::string describe_line(const Game& before, const nlohmann::json& line, Lang lang, const CardLabel& label) {
  const auto* game = dynamic_cast<const FlinchGame*>(&before);
  Message error;
  const auto e = game ? parse_event(line, game->header(), &error) : std::nullopt;
  if (!e) return line.dump();
  return describe_event(Wording{lang, label}, game->engine(), *e);
}

}  // namespace flipside::flinch
