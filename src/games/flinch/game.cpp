#include "games/flinch/game.hpp"

#include "core/i18n/lang.hpp"
#include "core/stats.hpp"
#include "games/flinch/script_codec.hpp"

namespace flipside::flinch {
namespace {

nlohmann::json or_null(int v) { return v > 0 ? nlohmann::json(v) : nlohmann::json(nullptr); }

nlohmann::json player_json(const Engine& engine, int p) {
  const PlayerState& s = engine.player(p);
  nlohmann::json reserves = nlohmann::json::array();
  for (int k = 0; k < kReserveSlots; ++k) reserves.push_back(or_null(s.reserve_top(k)));
  nlohmann::json j = {{"name", engine.name(p)},         {"total", s.flinch_left}, {"flinch_left", s.flinch_left},
                      {"flinch_top", or_null(s.flinch_top)}, {"reserves", std::move(reserves)}, {"hand", s.hand}};
  // Partnerships only (a contract extension): standard states stay as they were.
  if (engine.options().partners) j["partner"] = engine.name(engine.partner(p));
  return j;
}

// Where a Flinch top could go: "pile 2" or "a new pile".
Arg where(int pile) {
  return Arg{Arg::Kind::kList, {}, 0,
             {pile == kNew ? msg("flinch.where_new") : msg("flinch.where_pile", pile)}};
}

}  // namespace

FlinchGame::FlinchGame(ScriptHeader header, Options options)
    : EngineGame(std::move(header), options),
      calls_made_(header_.players.size()),
      times_flinched_(header_.players.size()),
      breaches_(header_.players.size()),
      passed_over_(header_.players.size()) {}

std::unique_ptr<Game> make_flinch(const ScriptHeader& header, Message* error) {
  auto options = parse_options(header.options, error);
  if (!options) return nullptr;
  const int n = static_cast<int>(header.players.size());
  if (n < kMinPlayers || n > kMaxPlayers) {
    *error = msg("flinch.player_count", kMinPlayers, kMaxPlayers);
    return nullptr;
  }
  if (options->partners && n != 4 && n != 6) {
    *error = msg("flinch.partners_count", n);
    return nullptr;
  }
  return std::make_unique<FlinchGame>(header, *options);
}

Verdict FlinchGame::apply(const nlohmann::json& line) {
  Message error;
  auto event = parse_event(line, header_, &error);
  if (!event) return Verdict::reject(std::move(error));
  return apply_event(*event);
}

Verdict FlinchGame::apply_event(const Event& event) {
  Outcome out = engine_.apply(event);
  if (!out.accepted) return Verdict::reject(std::move(out.rejection));
  return accepted_verdict(out, [this](const Notice& n) {
    if (n.kind == NoticeKind::kBreach) {
      ++breaches_[n.player];
      if (const auto& b = engine_.breach(); b && passes_over_flinch_card(*b)) ++passed_over_[n.player];
    }
    if (n.kind == NoticeKind::kFlinched) {
      ++calls_made_[n.player];
      ++times_flinched_[n.other];
    }
  });
}

// With partners each seat counts the pair's Flinch cards: partners share a
// place, and the winning pair is first together.
std::vector<Standing> FlinchGame::standings() const {
  std::vector<int> totals;
  for (int p = 0; p < engine_.player_count(); ++p) {
    int left = engine_.player(p).flinch_left;
    if (engine_.options().partners) left += engine_.player(engine_.partner(p)).flinch_left;
    totals.push_back(left);
  }
  return rank_by_total(totals, false);
}

std::vector<SeatCounter> FlinchGame::seat_counters() const {
  return {{"calls_made", calls_made_},
          {"times_flinched", times_flinched_},
          {"breaches", breaches_},
          {"passed_over_flinch", passed_over_}};
}

bool passes_over_flinch_card(const Breach& b) {
  // A 1 put on a reserve breaks rule 3 whatever the Flinch top is; it passes
  // over a Flinch card only when that top could have been played then.
  return b.kind != Breach::Kind::kStartOnReserve || b.also_flinch_first;
}

std::vector<Message> counter_lines(const std::map<std::string, long long>& counters) {
  auto get = [&](const char* name) { return stats::value_of(counters, name); };
  return {msg("flinch.stats.calls_made", get("calls_made")), msg("flinch.stats.times_flinched", get("times_flinched")),
          msg("flinch.stats.passed_over", get("passed_over_flinch")), msg("flinch.stats.breaches", get("breaches"))};
}

std::optional<std::string> FlinchGame::winner() const {
  if (engine_.winner() < 0) return std::nullopt;
  return engine_.name(engine_.winner());
}

Message FlinchGame::expecting() const {
  if (engine_.finished()) {
    if (engine_.options().partners)
      return msg("flinch.expect_nothing_pair", engine_.name(engine_.winner()), engine_.name(engine_.partner(engine_.winner())));
    return msg("flinch.expect_nothing", engine_.name(engine_.winner()));
  }
  if (int p = engine_.pending_reveal(); p >= 0) return msg("flinch.expect_reveal", engine_.name(p));
  Message m = !engine_.started()   ? msg("flinch.expect_opening")
              : engine_.must_pass() ? msg("flinch.expect_pass", engine_.name(engine_.turn()))
                                    : msg("flinch.expect_turn", engine_.name(engine_.turn()));
  if (const auto& b = engine_.breach()) {
    Message with = msg("flinch.expect_or_call", engine_.name(b->offender));
    with.args.insert(with.args.begin(), Arg::list_arg({m}));
    return with;
  }
  return m;
}

nlohmann::json FlinchGame::state() const {
  nlohmann::json players = nlohmann::json::array();
  for (int p = 0; p < engine_.player_count(); ++p) players.push_back(player_json(engine_, p));
  nlohmann::json piles = nlohmann::json::array();
  for (const Pile& pile : engine_.piles()) {
    std::array<int, 2> next{};
    const int n = pile.next(next);
    piles.push_back({{"id", pile.id}, {"next", std::vector<int>(next.begin(), next.begin() + n)}});
  }
  nlohmann::json flinchable = nlohmann::json::array();
  if (const auto& b = engine_.breach())
    flinchable.push_back({{"on", engine_.name(b->offender)}, {"reason", render(breach_message(*b, engine_))}});
  const Options& o = engine_.options();
  nlohmann::json options = {{"decks", o.decks}, {"variant", variant_key(o.variant)}};
  if (!o.hints) options["hints"] = false;
  nlohmann::json winners = nlohmann::json::array();
  if (o.partners) {
    options["partners"] = true;
    for (int p = 0; p < engine_.player_count(); ++p)
      if (engine_.won(p)) winners.push_back(engine_.name(p));
  }
  nlohmann::json state = {{"game", "flinch"},
          {"options", std::move(options)},
          {"finished", engine_.finished()},
          {"winner", winner() ? nlohmann::json(*winner()) : nlohmann::json(nullptr)},
          {"round", 1},
          {"dealer", engine_.name(engine_.dealer())},
          {"turn", engine_.started() ? nlohmann::json(engine_.name(engine_.turn())) : nlohmann::json(nullptr)},
          {"piles", std::move(piles)},
          {"players", std::move(players)},
          {"stock", engine_.stock()},
          {"flinchable", std::move(flinchable)},
          {"expecting", render(expecting())}};
  if (o.partners) state["winners"] = std::move(winners);  // both partners of the winning pair
  return state;
}

// Partnerships: the sentence names whose Flinch top was owed and where a
// partner's card came from ("…_partner" keys take the partner's name as the
// last argument).
Message breach_message(const Breach& b, const Engine& engine) {
  const std::string& who = engine.name(b.offender);
  const Event& e = b.move;
  const std::string mate = engine.options().partners ? engine.name(engine.partner(b.offender)) : std::string();
  const std::string top_suffix = b.partner_top ? "_partner" : "";
  Message m;
  auto with_mate = [&](Message&& x) {
    if (b.partner_top || e.from == Source::kPartnerReserve || b.kind == Breach::Kind::kOwnBeforePartner)
      x.args.push_back(Arg::text_arg(mate));
    return std::move(x);
  };
  switch (b.kind) {
    case Breach::Kind::kOwnBeforePartner:
      m = msg("flinch.breach.partner_before_own", who);
      m.args.push_back(card_arg(e.card));
      m.args.push_back(Arg::number_arg(0));
      m.args.push_back(card_arg(b.flinch_top));
      m.args.push_back(where(b.flinch_pile));
      return with_mate(std::move(m));
    case Breach::Kind::kStartOnReserve:
      if (b.also_flinch_first) {
        m = msg("flinch.breach.start_on_reserve_and_flinch" + top_suffix, who);
      } else {
        m = msg("flinch.breach.start_on_reserve", who);
      }
      m.args.push_back(card_arg(e.card));
      m.args.push_back(Arg::number_arg(e.slot));
      m.args.push_back(card_arg(b.flinch_top));
      m.args.push_back(where(b.flinch_pile));
      return with_mate(std::move(m));
    case Breach::Kind::kStartFromHand:
      m = msg("flinch.breach.start_from_hand" + top_suffix, who);
      m.args.push_back(card_arg(e.card));
      return with_mate(std::move(m));
    case Breach::Kind::kFlinchFirst: break;
  }
  if (e.kind == Event::Kind::kReserve) {
    m = msg("flinch.breach.reserve_before_flinch" + top_suffix, who);
    m.args.push_back(card_arg(e.card));
    m.args.push_back(Arg::number_arg(e.slot));
  } else if (e.from == Source::kHand) {
    m = msg("flinch.breach.hand_before_flinch" + top_suffix, who);
    m.args.push_back(card_arg(e.card));
    m.args.push_back(Arg::number_arg(0));
  } else {
    const std::string key = e.from == Source::kPartnerReserve ? "flinch.breach.partner_reserve_card_before_flinch"
                                                              : "flinch.breach.reserve_card_before_flinch";
    m = msg(key + top_suffix, who);
    m.args.push_back(card_arg(e.card));
    m.args.push_back(Arg::number_arg(e.slot));
  }
  m.args.push_back(card_arg(b.flinch_top));
  m.args.push_back(where(b.flinch_pile));
  return with_mate(std::move(m));
}

Message notice_message(const Notice& n, const Engine& engine) {
  auto name = [&](int p) { return p >= 0 ? engine.name(p) : std::string(); };
  switch (n.kind) {
    case NoticeKind::kBegins: return msg("flinch.notice.begins", name(n.player));
    case NoticeKind::kPileStarted: {
      Message m = msg("flinch.notice.pile_started", name(n.player), n.value);
      m.args.push_back(card_arg(n.card));
      return m;
    }
    case NoticeKind::kPileComplete: return msg("flinch.notice.pile_complete", n.value);
    case NoticeKind::kNewHand: return msg("flinch.notice.new_hand", name(n.player), n.value);
    case NoticeKind::kReshuffle: return msg("flinch.notice.reshuffle", n.value);
    case NoticeKind::kTurn: return msg("flinch.notice.turn", name(n.player));
    case NoticeKind::kBreach: {
      if (!engine.breach()) return msg("flinch.notice.turn", name(n.player));
      Message m = msg("flinch.notice.breach");
      m.args.push_back(Arg::list_arg({breach_message(*engine.breach(), engine)}));
      return m;
    }
    case NoticeKind::kFlinched: {
      // Partnerships: a caller whose Flinch pile is empty has no card to give.
      if (n.card == 0) return msg("flinch.notice.flinched_no_card", name(n.player), name(n.other));
      Message m = msg("flinch.notice.flinched", name(n.player), name(n.other));
      m.args.push_back(card_arg(n.card));
      return m;
    }
    case NoticeKind::kPassed: return msg("flinch.notice.passed", name(n.player));
    case NoticeKind::kWinner:
      if (engine.options().partners)
        return msg("flinch.notice.winner_pair", name(n.player), name(engine.partner(n.player)));
      return msg("flinch.notice.winner", name(n.player));
  }
  return msg("flinch.notice.turn", name(n.player));
}

}  // namespace flipside::flinch
