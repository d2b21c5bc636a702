#include "games/unoflip/game.hpp"

#include "core/i18n/lang.hpp"
#include "core/stats.hpp"
#include "games/unoflip/script_codec.hpp"

namespace flipside::unoflip {
namespace {

nlohmann::json name_or_null(const Engine& e, int p) {
  return p >= 0 ? nlohmann::json(e.name(p)) : nlohmann::json(nullptr);
}

}  // namespace

UnoFlipGame::UnoFlipGame(ScriptHeader header, Options options)
    : EngineGame(std::move(header), options) {}

std::unique_ptr<Game> make_unoflip(const ScriptHeader& header, Message* error) {
  auto options = parse_options(header.options, error);
  if (!options) return nullptr;
  const int n = static_cast<int>(header.players.size());
  if (n < kMinPlayers || n > kMaxPlayers) {
    *error = msg("unoflip.player_count", kMinPlayers, kMaxPlayers);
    return nullptr;
  }
  return std::make_unique<UnoFlipGame>(header, *options);
}

Verdict UnoFlipGame::apply(const nlohmann::json& line) {
  Message error;
  auto event = parse_event(line, header_, &error);
  if (!event) return Verdict::reject(std::move(error));
  return apply_event(*event);
}

Verdict UnoFlipGame::apply_event(const Event& event) {
  const std::size_t before = engine_.hands().size();
  Outcome out = engine_.apply(event);
  if (!out.accepted) return Verdict::reject(std::move(out.rejection));
  Verdict v;
  v.accepted = true;
  v.notices = std::move(out.notices);
  for (std::size_t r = before; r < engine_.hands().size(); ++r) v.rounds_finished.push_back(round_summary(r));
  return v;
}

// The hand in progress, or the last one once the game is over.
int UnoFlipGame::round() const { return engine_.round(); }

RoundSummary UnoFlipGame::round_summary(std::size_t index) const {
  RoundSummary s;
  s.round = static_cast<int>(index) + 1;
  const HandResult& hand = engine_.hands()[index];
  for (int p = 0; p < engine_.player_count(); ++p) s.points.emplace_back(engine_.name(p), hand.points[p]);
  // As UNO's paper sheet: the winner went out (on which side, when the cards
  // were entered), each other player held so many points (issue 20 item 8).
  for (int p = 0; p < engine_.player_count(); ++p) {
    if (p != hand.winner)
      s.why.push_back(msg("unoflip.summary.held", p < static_cast<int>(hand.held.size()) ? hand.held[p] : 0));
    else if (hand.side)
      s.why.push_back(msg(hand.side == Side::kDark ? "unoflip.summary.out_dark" : "unoflip.summary.out_light"));
    else
      s.why.push_back(msg("unoflip.summary.out"));
  }
  return s;
}

std::vector<RoundSummary> UnoFlipGame::rounds() const {
  std::vector<RoundSummary> out;
  for (std::size_t r = 0; r < engine_.hands().size(); ++r) out.push_back(round_summary(r));
  return out;
}

std::vector<Standing> UnoFlipGame::standings() const {
  std::vector<int> totals;
  for (int p = 0; p < engine_.player_count(); ++p) totals.push_back(engine_.total(p));
  return rank_by_total(totals, true);
}

std::vector<SeatCounter> UnoFlipGame::seat_counters() const {
  const std::vector<int> played(engine_.player_count(), static_cast<int>(engine_.hands().size()));
  return {{"hands_played", played},
          {"hands_won", engine_.hands_won()},
          {"points_left", engine_.points_left()},
          {"uno_caught", engine_.uno_caught()},
          {"challenges_won", engine_.challenges_won()},
          {"duels_won", engine_.duels_won()}};
}

std::optional<std::string> UnoFlipGame::winner() const {
  if (engine_.winner() < 0) return std::nullopt;
  return engine_.name(engine_.winner());
}

Message UnoFlipGame::expecting() const {
  const Engine& e = engine_;
  const bool tf = e.transformers();
  switch (e.phase()) {
    case Phase::kStart:
      return msg("unoflip.expect_start", e.round(), e.name(e.dealer()), e.name(e.turn()));
    case Phase::kTurn:
      // With nothing left to draw, a pass is the other choice (engine.hpp).
      return msg(e.drew() || e.drawable() == 0 ? "unoflip.expect_play_or_pass" : "unoflip.expect_play_or_draw",
                 e.name(e.turn()));
    case Phase::kFlipTop: {
      Message m = msg("unoflip.expect_flip_top", e.name(e.pending_player()));
      m.args.push_back(Arg::list_arg({msg(std::string("unoflip.side.") + std::string(side_key(e.side())))}));
      return m;
    }
    case Phase::kAnswer:
      return msg("unoflip.expect_answer", e.name(e.answerer()), e.name(e.pending_player()), card_arg(e.pending_card(), tf));
    case Phase::kDuel:
      return msg("unoflip.expect_duel", e.name(e.pending_player()), card_arg(e.pending_card(), tf));
    case Phase::kRemaining: {
      Message m = msg("unoflip.expect_remaining", e.name(e.turn()));
      m.args.push_back(Arg::list_arg({msg(std::string("unoflip.side.") + std::string(side_key(e.side())))}));
      return m;
    }
    case Phase::kScoreHand: return msg("unoflip.expect_hand", e.round());
    case Phase::kFinished: break;
  }
  return e.winner() >= 0 ? msg("unoflip.expect_nothing_winner", e.name(e.winner())) : msg("unoflip.expect_nothing");
}

nlohmann::json UnoFlipGame::state() const {
  const Engine& e = engine_;
  const bool play = e.options().mode == Mode::kPlay;
  nlohmann::json players = nlohmann::json::array();
  for (int p = 0; p < e.player_count(); ++p) {
    players.push_back({{"name", e.name(p)},
                       {"total", e.total(p)},
                       {"cards", play ? nlohmann::json(e.hand_size(p)) : nlohmann::json(nullptr)},
                       {"uno", play && e.uno_called(p) && e.hand_size(p) <= 2}});
  }
  nlohmann::json hands = nlohmann::json::array();
  for (const HandResult& r : e.hands()) {
    nlohmann::json points = nlohmann::json::object();
    for (int p = 0; p < e.player_count(); ++p) points[e.name(p)] = r.points[p];
    hands.push_back({{"winner", e.name(r.winner)},
                     {"side", r.side ? nlohmann::json(side_key(*r.side)) : nlohmann::json(nullptr)},
                     {"points", std::move(points)}});
  }
  const Options& o = e.options();
  auto top = e.top();
  nlohmann::json j = {
      {"game", "unoflip"},
      {"options",
       {{"edition", o.edition == Edition::kTransformers ? "transformers" : "classic"},
        {"target", o.target},
        {"mode", o.mode == Mode::kScore ? "score" : "play"}}},
      {"finished", e.finished()},
      {"winner", name_or_null(e, e.winner())},
      {"round", e.round()},
      {"dealer", e.name(e.dealer())},
      {"side", side_key(e.side())},
      {"color", e.color() >= 0 ? nlohmann::json(color_key(e.color())) : nlohmann::json(nullptr)},
      {"direction", e.direction() > 0 ? "clockwise" : "counterclockwise"},
      {"turn", name_or_null(e, e.turn())},
      {"top", play && top ? nlohmann::json(card_key(*top)) : nlohmann::json(nullptr)},
      {"catchable", name_or_null(e, e.catchable())},
      {"players", std::move(players)},
      {"hands", std::move(hands)},
      {"draw_pile", play ? nlohmann::json(e.draw_pile_size()) : nlohmann::json(nullptr)},
      {"discard_pile", play ? nlohmann::json(e.discard_pile_size()) : nlohmann::json(nullptr)},
      {"expecting", render(expecting())},
  };
  return j;
}

std::vector<Message> counter_lines(const std::map<std::string, long long>& counters) {
  auto get = [&](const char* name) { return stats::value_of(counters, name); };
  std::vector<Message> out;
  const long long played = get("hands_played"), won = get("hands_won");
  if (played > 0) out.push_back(msg("unoflip.stats.hands_won", won, played, stats::percent(won, played)));
  if (played > won) out.push_back(msg("unoflip.stats.points_left", Arg::decimal_arg(stats::one_decimal(get("points_left"), played - won))));
  out.push_back(msg("unoflip.stats.uno_caught", get("uno_caught")));
  out.push_back(msg("unoflip.stats.challenges_won", get("challenges_won")));
  if (get("duels_won") > 0) out.push_back(msg("unoflip.stats.duels_won", get("duels_won")));
  return out;
}

}  // namespace flipside::unoflip
