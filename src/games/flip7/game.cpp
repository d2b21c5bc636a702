#include "games/flip7/game.hpp"

#include <algorithm>

#include "core/i18n/lang.hpp"
#include "core/stats.hpp"
#include "games/flip7/script_codec.hpp"

namespace flipside::flip7 {
namespace {

nlohmann::json player_json(const Engine& engine, int p) {
  const PlayerState& s = engine.player(p);
  nlohmann::json numbers = nlohmann::json::array();
  for (int v = 0; v < kNumberKinds; ++v)
    if (s.holds(v)) numbers.push_back(v);
  nlohmann::json modifiers = nlohmann::json::array();
  for (int i = 0; i < 6; ++i)
    for (int k = 0; k < s.modifiers[i]; ++k) modifiers.push_back(card_key(card_at(index(Card::kPlus2) + i)));
  return {{"name", engine.name(p)},        {"total", s.total},
          {"status", status_key(s.status)}, {"numbers", std::move(numbers)},
          {"modifiers", std::move(modifiers)}, {"second_chance", s.second_chance},
          {"round_points", engine.round_score(p)}};
}

Message reason_message(const Engine& engine, const Guidance& g) {
  const std::string& who = engine.name(g.recipient);
  switch (g.reason) {
    case Reason::kDeal: return msg("flip7.expect_card_deal", who);
    case Reason::kFlipThree: return msg("flip7.expect_card_flip_three", who, g.flip_three_card);
    case Reason::kTurn: break;
  }
  return msg(g.may_stay >= 0 ? "flip7.expect_card_or_stay" : "flip7.expect_card_turn", who);
}

// Each card kind's number for the shuffle check's "one apart" (5 then 6);
// modifiers and actions are no number.
std::vector<int> kind_values() {
  std::vector<int> values;
  for (int i = 0; i < kCardKinds; ++i) values.push_back(is_number(card_at(i)) ? number_value(card_at(i)) : shuffle::kNoValue);
  return values;
}

}  // namespace

Flip7Game::Flip7Game(ScriptHeader header, Options options)
    : EngineGame(std::move(header), options),
      in_round_(header_.players.size(), Status::kActive),
      busts_(header_.players.size()),
      flip7s_(header_.players.size()),
      second_chances_used_(header_.players.size()),
      second_chances_unused_(header_.players.size()),
      hits_(header_.players.size()),
      hit_risk_permille_(header_.players.size()),
      risky_hits_(header_.players.size()),
      risky_busts_(header_.players.size()),
      cards_(header_.players.size(), std::array<int, kCardKinds>{}),
      order_(kind_values()) {}

std::unique_ptr<Game> make_flip7(const ScriptHeader& header, Message* error) {
  auto options = parse_options(header.options, error);
  if (!options) return nullptr;
  if (static_cast<int>(header.players.size()) > kMaxPlayers) {
    *error = msg("flip7.too_many_players", kMaxPlayers);
    return nullptr;
  }
  return std::make_unique<Flip7Game>(header, *options);
}

Verdict Flip7Game::apply(const nlohmann::json& line) {
  Message error;
  // Rule 12: each mode takes its own lines. Said before the line is read, so
  // a card line in score mode is refused for its kind, not for its card.
  if (!engine_.finished()) {
    const bool round_line = is_round_line(line);
    if (engine_.options().score_mode && !round_line) return Verdict::reject(msg("flip7.score_mode_only_rounds"));
    if (!engine_.options().score_mode && round_line) return Verdict::reject(msg("flip7.round_in_cards_mode"));
  }
  if (is_round_line(line)) {
    auto entry = parse_round(line, header_, &error);
    if (!entry) return Verdict::reject(std::move(error));
    return apply_round(*entry);
  }
  auto event = parse_event(line, header_, &error);
  if (!event) return Verdict::reject(std::move(error));
  return apply_event(*event);
}

Verdict Flip7Game::apply_event(const Event& event) {
  const std::size_t rounds_before = engine_.round_points().size();
  // Read before the card changes the table: who receives it, whether it is
  // a voluntary hit (a turn's card to a player who already holds a number:
  // not a deal card, not a Flip Three card) and the coach's odds then.
  const bool card = event.kind == Event::Kind::kCard;
  const int recipient = card ? engine_.next_recipient() : -1;
  const bool hit = card && recipient >= 0 && engine_.next_reason() == Reason::kTurn &&
                   engine_.player(recipient).number_count() > 0;
  const double risk = hit ? engine_.bust_probability(recipient) : 0.0;
  std::vector<bool> holding(header_.players.size());
  for (int p = 0; p < engine_.player_count(); ++p) holding[p] = engine_.player(p).second_chance;
  // The pile this card comes off, and who shuffled it (the dealer now).
  const CardCounts source = card ? engine_.next_draw_source() : CardCounts{};
  const int shuffler = engine_.dealer();

  Outcome out = engine_.apply(event);
  if (out.accepted) {
    if (recipient >= 0) ++cards_[recipient][index(event.card)];
    if (card) {
      if (!drawn_any_ || source != left_) order_.start(source, shuffler);
      order_.seen(index(event.card));
      left_ = source;
      --left_[index(event.card)];
      drawn_any_ = true;
    }
    bool busted = false;
    for (int i = 0; i < out.notice_count; ++i) {
      const Notice& n = out.notices[i];
      if (n.player < 0) continue;
      if (n.kind == NoticeKind::kBust && n.player == recipient) busted = true;
      if (n.kind == NoticeKind::kSecondChanceKept || n.kind == NoticeKind::kSecondChanceGiven) holding[n.player] = true;
      if (n.kind == NoticeKind::kSecondChanceUsed) holding[n.player] = false;
    }
    // Rule 6: a Second Chance still held when the round ends is discarded unused.
    if (engine_.round_points().size() > rounds_before)
      for (std::size_t p = 0; p < holding.size(); ++p) second_chances_unused_[p] += holding[p];
    if (hit) {
      ++hits_[recipient];
      hit_risk_permille_[recipient] += static_cast<int>(risk * 1000.0 + 0.5);
      if (risk * 100.0 >= kHighRiskPercent - 1e-9) {
        ++risky_hits_[recipient];
        risky_busts_[recipient] += busted;
      }
    }
  }
  return verdict(std::move(out), rounds_before);
}

Verdict Flip7Game::apply_round(const Engine::RoundEntry& points) {
  const std::size_t rounds_before = engine_.round_points().size();
  return verdict(engine_.apply_round(points), rounds_before);
}

Verdict Flip7Game::verdict(Outcome out, std::size_t rounds_before) {
  if (!out.accepted) return Verdict::reject(std::move(out.rejection));
  Verdict v = accepted_verdict(out, [this](const Notice& n) {
    if (n.player < 0) return;
    if (n.kind == NoticeKind::kBust) ++busts_[n.player];
    if (n.kind == NoticeKind::kFlip7) ++flip7s_[n.player];
    if (n.kind == NoticeKind::kSecondChanceUsed) ++second_chances_used_[n.player];
    if (n.kind == NoticeKind::kBust) in_round_[n.player] = Status::kBusted;
    if (n.kind == NoticeKind::kFlip7) in_round_[n.player] = Status::kFlip7;
    if (n.kind == NoticeKind::kFrozen) in_round_[n.player] = Status::kFrozen;
    if (n.kind == NoticeKind::kStayed) in_round_[n.player] = Status::kStayed;
  });
  for (std::size_t r = rounds_before; r < engine_.round_points().size(); ++r) {
    round_status_.push_back(in_round_);
    std::fill(in_round_.begin(), in_round_.end(), Status::kActive);
  }
  for (std::size_t r = rounds_before; r < engine_.round_points().size(); ++r) v.rounds_finished.push_back(round_summary(r));
  return v;
}

// Rounds are numbered from 1 in the order they finished, tie-breaks included.
RoundSummary Flip7Game::round_summary(std::size_t index) const {
  RoundSummary summary;
  summary.round = static_cast<int>(index) + 1;
  for (int p = 0; p < engine_.player_count(); ++p)
    summary.points.emplace_back(engine_.name(p), engine_.round_points()[index][p]);
  // Card mode only: in score mode the table gives points, not how they came.
  if (!engine_.options().score_mode && index < round_status_.size())
    for (Status s : round_status_[index]) summary.why.push_back(msg("flip7.why." + std::string(status_key(s))));
  return summary;
}

std::vector<RoundSummary> Flip7Game::rounds() const {
  std::vector<RoundSummary> out;
  for (std::size_t r = 0; r < engine_.round_points().size(); ++r) out.push_back(round_summary(r));
  return out;
}

std::vector<Standing> Flip7Game::standings() const {
  std::vector<int> totals;
  for (int p = 0; p < engine_.player_count(); ++p) totals.push_back(engine_.player(p).total);
  return rank_by_total(totals, true);
}

// Statistics (issue "Past games and statistics"): busts and Flip 7s per
// seat, Second Chances used, and what a bust rate and the average points of
// a round not busted need: rounds entered card by card, and of those the
// rounds not busted and their points (score mode enters no cards: none).
std::vector<SeatCounter> Flip7Game::seat_counters() const {
  const auto seats = static_cast<std::size_t>(engine_.player_count());
  SeatCounter played{"rounds_in_cards", std::vector<int>(seats, 0)};
  SeatCounter kept{"rounds_not_busted", std::vector<int>(seats, 0)};
  SeatCounter points{"points_not_busted", std::vector<int>(seats, 0)};
  const std::size_t rounds = engine_.options().score_mode ? 0 : engine_.round_points().size();
  for (std::size_t r = 0; r < round_status_.size() && r < rounds; ++r)
    for (std::size_t p = 0; p < seats && p < round_status_[r].size(); ++p) {
      ++played.per_seat[p];
      if (round_status_[r][p] == Status::kBusted) continue;
      ++kept.per_seat[p];
      points.per_seat[p] += engine_.round_points()[r][p];
    }
  std::vector<SeatCounter> out = {{"busts", busts_},
                                   {"flip7s", flip7s_},
                                   {"second_chances_used", second_chances_used_},
                                   played,
                                   kept,
                                   points,
                                   {"second_chances_unused", second_chances_unused_},
                                   {"hits", hits_},
                                   {"hit_risk_permille", hit_risk_permille_},
                                   {"risky_hits", risky_hits_},
                                   {"risky_hit_busts", risky_busts_}};
  for (int i = 0; i < kCardKinds; ++i) {
    SeatCounter dealt{card_counter(card_at(i)), std::vector<int>(seats, 0)};
    for (std::size_t p = 0; p < seats; ++p) dealt.per_seat[p] = cards_[p][i];
    out.push_back(std::move(dealt));
  }
  const std::vector<shuffle::Totals> order = order_.by_shuffler(static_cast<int>(seats));
  // Rule 11: each round's deck is shuffled whole and only its top dealt;
  // the deck check then tests the deal, not the deck alone (deck_check.hpp).
  if (engine_.options().every_round) {
    SeatCounter partial{std::string(deck::kPartialDeals), std::vector<int>(seats, 0)};
    for (std::size_t p = 0; p < seats; ++p) partial.per_seat[p] = static_cast<int>(order[p].cycles);
    out.push_back(std::move(partial));
  }
  for (std::size_t p = 0; p < seats; ++p) {
    const auto counters = shuffle::to_counters(order[p]);
    if (p == 0)
      for (const auto& [name, value] : counters) out.push_back({name, std::vector<int>(seats, 0)});
    for (std::size_t c = 0; c < counters.size(); ++c)
      out[out.size() - counters.size() + c].per_seat[p] = static_cast<int>(counters[c].second);
  }
  return out;
}

std::string card_counter(Card c) {
  std::string name = "card_";
  name.append(card_key(c));
  return name;
}

std::vector<DeckCard> deck_makeup(const nlohmann::json& options) {
  int decks = 1;
  if (options.is_object() && options.contains("decks") && options["decks"].is_number_integer())
    decks = std::clamp(options["decks"].get<int>(), 1, kMaxDecks);
  std::vector<DeckCard> out;
  for (int i = 0; i < kCardKinds; ++i)
    out.push_back({card_counter(card_at(i)), std::string(card_key(card_at(i))), copies_per_deck(card_at(i)) * decks});
  return out;
}

std::optional<std::string> Flip7Game::winner() const {
  if (engine_.winner() < 0) return std::nullopt;
  return engine_.name(engine_.winner());
}

Message Flip7Game::expecting() const {
  if (engine_.finished()) {
    return engine_.winner() >= 0 ? msg("flip7.expect_nothing_winner", engine_.name(engine_.winner()))
                                 : msg("flip7.expect_nothing");
  }
  Guidance g = engine_.guidance();
  if (g.awaiting == Guidance::Awaiting::kRoundPoints) return msg("flip7.expect_round_points", engine_.round());
  if (g.awaiting == Guidance::Awaiting::kTarget) {
    Message m = msg("flip7.expect_target", engine_.name(g.chooser));
    m.args.push_back(card_arg(g.pending_card));
    return m;
  }
  return reason_message(engine_, g);
}

nlohmann::json Flip7Game::state() const {
  nlohmann::json players = nlohmann::json::array();
  for (int p = 0; p < engine_.player_count(); ++p) players.push_back(player_json(engine_, p));
  nlohmann::json rounds = nlohmann::json::array();
  for (const auto& pts : engine_.round_points()) {
    nlohmann::json points = nlohmann::json::object();
    for (int p = 0; p < engine_.player_count(); ++p) points[engine_.name(p)] = pts[p];
    rounds.push_back({{"points", std::move(points)}});
  }
  const Options& o = engine_.options();
  nlohmann::json options = {{"target", o.target}, {"decks", o.decks}};
  options["round_limit"] = o.round_limit > 0 ? nlohmann::json(o.round_limit) : nlohmann::json(nullptr);
  options["deck_cycle"] = o.every_round ? "every_round" : "rulebook";
  options["mode"] = o.score_mode ? "score" : "cards";
  // Score mode tracks no cards: the piles are unknown (rule 12).
  const auto pile = [&](int size) { return o.score_mode ? nlohmann::json(nullptr) : nlohmann::json(size); };
  nlohmann::json j = {{"game", "flip7"},
                      {"options", std::move(options)},
                      {"finished", engine_.finished()},
                      {"winner", winner() ? nlohmann::json(*winner()) : nlohmann::json(nullptr)},
                      {"round", engine_.round()},
                      {"dealer", engine_.name(engine_.dealer())},
                      {"turn", engine_.turn() >= 0 ? nlohmann::json(engine_.name(engine_.turn())) : nlohmann::json(nullptr)},
                      {"players", std::move(players)},
                      {"rounds", std::move(rounds)},
                      {"draw_pile", pile(engine_.draw_pile_size())},
                      {"discard_pile", pile(engine_.discard_pile_size())},
                      {"expecting", render(expecting())}};
  return j;
}

std::string_view notice_key(NoticeKind kind) {
  switch (kind) {
    case NoticeKind::kReshuffle: return "flip7.notice.reshuffle";
    case NoticeKind::kBust: return "flip7.notice.bust";
    case NoticeKind::kSecondChanceUsed: return "flip7.notice.second_chance_used";
    case NoticeKind::kSecondChanceKept: return "flip7.notice.second_chance_kept";
    case NoticeKind::kSecondChanceGiven: return "flip7.notice.second_chance_given";
    case NoticeKind::kSecondChanceDiscarded: return "flip7.notice.second_chance_discarded";
    case NoticeKind::kFrozen: return "flip7.notice.frozen";
    case NoticeKind::kFlipThree: return "flip7.notice.flip_three";
    case NoticeKind::kActionWaits: return "flip7.notice.action_waits";
    case NoticeKind::kWaitingDiscarded: return "flip7.notice.waiting_discarded";
    case NoticeKind::kFlip7: return "flip7.notice.flip7";
    case NoticeKind::kStayed: return "flip7.notice.stayed";
    case NoticeKind::kRoundEnd: return "flip7.notice.round_end";
    case NoticeKind::kTieBreak: return "flip7.notice.tie_break";
    case NoticeKind::kGameEnd: return "flip7.notice.game_end";
  }
  return "flip7.notice.round_end";
}

Message notice_message(const Notice& n, const Engine& engine) {
  auto name = [&](int p) { return p >= 0 ? engine.name(p) : std::string(); };
  Message m = msg(std::string(notice_key(n.kind)));
  switch (n.kind) {
    case NoticeKind::kReshuffle:
    case NoticeKind::kWaitingDiscarded:
    case NoticeKind::kRoundEnd:
    case NoticeKind::kTieBreak:
      m.args.push_back(Arg::number_arg(n.value));
      break;
    case NoticeKind::kBust:
    case NoticeKind::kSecondChanceUsed:
    case NoticeKind::kActionWaits:
      m.args.push_back(Arg::text_arg(name(n.player)));
      m.args.push_back(card_arg(n.card));
      break;
    case NoticeKind::kSecondChanceKept:
    case NoticeKind::kSecondChanceDiscarded:
    case NoticeKind::kFlip7:
      m.args.push_back(Arg::text_arg(name(n.player)));
      break;
    case NoticeKind::kSecondChanceGiven:
    case NoticeKind::kFrozen:
    case NoticeKind::kFlipThree:
      m.args.push_back(Arg::text_arg(name(n.player)));
      m.args.push_back(Arg::text_arg(name(n.other)));
      break;
    case NoticeKind::kStayed:
      m.args.push_back(Arg::text_arg(name(n.player)));
      m.args.push_back(Arg::number_arg(n.value));
      break;
    case NoticeKind::kGameEnd:
      if (n.player < 0) m.key = "flip7.notice.game_end_no_winner";
      m.args.push_back(Arg::text_arg(name(n.player)));
      break;
  }
  return m;
}

std::vector<Message> counter_lines(const std::map<std::string, long long>& counters) {
  auto get = [&](const char* key) { return stats::value_of(counters, key); };
  std::vector<Message> out;
  const long long rounds = get("rounds_in_cards");
  const long long busts = get("busts");
  const long long kept = get("rounds_not_busted");
  if (rounds > 0) out.push_back(msg("flip7.stats.bust_rate", stats::percent(busts, rounds), busts, rounds));
  if (kept > 0) out.push_back(msg("flip7.stats.unbusted_average", Arg::decimal_arg(stats::one_decimal(get("points_not_busted"), kept)), kept));
  out.push_back(msg("flip7.stats.flip7s", get("flip7s")));
  out.push_back(msg("flip7.stats.second_chances", get("second_chances_used"), get("second_chances_unused")));
  // The coach's odds at each voluntary hit: the average bust chance taken
  // (tenths of a percent summed, so one decimal in integers) and the risky
  // hits (kHighRiskPercent) with how they turned out.
  if (const long long hits = get("hits"); hits > 0) {
    const long long tenths = (get("hit_risk_permille") + hits / 2) / hits;
    std::string average = std::to_string(tenths / 10);
    average.append(".").append(std::to_string(tenths % 10));
    out.push_back(msg("flip7.stats.hits", hits, Arg::decimal_arg(average)));
    out.push_back(msg("flip7.stats.risky_hits", kHighRiskPercent, get("risky_hits"), get("risky_hit_busts")));
  }
  return out;
}

}  // namespace flipside::flip7
