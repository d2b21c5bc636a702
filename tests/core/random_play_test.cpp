// One random-play harness for every game of the registry, as open_spiel's
// RandomSimTest is one for every game: it checks INVARIANTS ONLY. Nothing
// here knows a game's rules, so nothing here says whether a score is right:
// that stays with each game's own oracle tests (below).
//
// Every game with a simulated table (GameInfo::random_game) is played with
// several seeds, at each seat count from its fewest up to six and at its
// most, with its default options and with each option changed on its own
// (core/game_info.hpp's OptionSpec: every choice, the other boolean, an
// optional number switched on, a number's minimum, and its maximum when the
// range is a small count, such as decks). A header the game refuses (Flinch's
// partnerships at 5 players) is skipped: the descriptor does not allow it.
// Each game goes line by line through Session::apply, as the app enters it
// (core/session.hpp), and must keep:
//   - every line the simulated table wrote is accepted;
//   - the accepted lines, replayed from scratch as a script (replay_script,
//     the path of `flipside replay` and import, with a game's fast path),
//     give the live game's view: its state, what it expects, finished,
//     winner, round, dealer, standings, rounds, seat counters and target;
//   - at some lines of each game: undo (Session::undo: the last line dropped,
//     the others replayed) gives the view from before that line, and redo the
//     one after it; the line changed the view (so the comparison can fail);
//     a clone equals the game; a line no game takes is refused with a reason
//     and changes nothing;
//   - the standings: every seat once, places from 1 where ties share one,
//     and (when no standing carries a note that also decides) the totals in
//     the game's ScoreOrder, equal totals sharing a place; a winner is placed
//     first; each finished round gives points to every seat, in seating order.
// Bounds on totals: a descriptor gives none, so none are checked here.
// Card conservation: Game shows no cards, so it stays in each game's own
// tests, which keep a physical table or the deck themselves.
//
// Each game's own random and oracle tests remain (tests/games/<id>/):
//   flip7: random_play_test.cpp (a deck the test keeps: cards conserved,
//     odds in [0, 1]), score_mode_random_test.cpp (totals, end and winner
//     against an independent count);
//   unoflip: random_play_test.cpp (a physical table: hand sizes, piles and
//     known faces as an oracle; score mode against an independent count);
//   phase10flip: random_play_test.cpp (the phase validator against a
//     brute-force oracle; whole games' invariants);
//   flinch: random_play_test.cpp (a physical table: hands, stock, piles and
//     `flinchable` as an oracle, with partnerships and eight players).
#include <catch2/catch.hpp>

#include <algorithm>
#include <sstream>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "core/game_info.hpp"
#include "core/replay.hpp"
#include "core/session.hpp"

namespace flipside {
namespace {

using Json = nlohmann::json;

constexpr int kSeedsEach = 3;           // seeds per option set and seat count
constexpr int kMostSeatsInOrder = 6;    // seat counts played one by one up to here, then the game's most
constexpr int kSmallRange = 10;         // an OptionSpec::kInt this narrow is a count (decks): its maximum is played too
constexpr std::size_t kUndoPoints = 6;  // lines of each game where undo, redo and clone are checked

// A message as data, its arguments included, for comparing views.
Json message_json(const Message& m) {
  Json args = Json::array();
  for (const Arg& a : m.args) {
    Json list = Json::array();
    for (const Message& item : a.list) list.push_back(message_json(item));
    args.push_back({static_cast<int>(a.kind), a.text, a.number, list});
  }
  return {{"key", m.key}, {"args", args}};
}

// Everything the generic Game interface shows of a game.
Json view_of(const Game& g) {
  Json v;
  v["state"] = g.state();
  v["expecting"] = message_json(g.expecting());
  v["finished"] = g.finished();
  v["winner"] = g.winner() ? Json(*g.winner()) : Json(nullptr);
  v["round"] = g.round();
  v["dealer"] = g.dealer_seat();
  v["target"] = g.score_target() ? Json(*g.score_target()) : Json(nullptr);
  for (const Standing& s : g.standings()) v["standings"].push_back({s.seat, s.total, s.place, message_json(s.note)});
  for (const RoundSummary& r : g.rounds()) {
    Json why = Json::array();
    for (const Message& m : r.why) why.push_back(message_json(m));
    v["rounds"].push_back({r.round, r.points, why});
  }
  for (const SeatCounter& c : g.seat_counters()) v["counters"][c.name] = c.per_seat;
  return v;
}

// The defaults, then each option changed on its own.
std::vector<Json> option_sets(const GameInfo& game) {
  std::vector<Json> sets = {Json::object()};
  auto with = [&](const OptionSpec& spec, Json value) { sets.push_back({{std::string(spec.key), std::move(value)}}); };
  for (const OptionSpec& spec : game.options) {
    switch (spec.kind) {
      case OptionSpec::Kind::kInt:
        if (spec.min != spec.default_int) with(spec, spec.min);
        if (spec.max - spec.min <= kSmallRange && spec.max != spec.default_int) with(spec, spec.max);
        break;
      case OptionSpec::Kind::kOptionalInt: with(spec, spec.default_int); break;
      case OptionSpec::Kind::kChoice:
        for (std::size_t i = 1; i < spec.choices.size(); ++i) with(spec, std::string(spec.choices[i]));
        break;
      case OptionSpec::Kind::kBool: with(spec, !spec.default_bool); break;
    }
  }
  return sets;
}

std::vector<int> seat_counts(const GameInfo& game) {
  std::vector<int> counts;
  for (int n = game.min_players; n <= std::min(game.max_players, kMostSeatsInOrder); ++n) counts.push_back(n);
  if (game.max_players > kMostSeatsInOrder) counts.push_back(game.max_players);
  return counts;
}

ScriptHeader header_for(const GameInfo& game, int seats, const Json& options, unsigned seed) {
  ScriptHeader h;
  h.game = std::string(game.id);
  for (int p = 0; p < seats; ++p) h.players.push_back(std::string("P").append(std::to_string(p + 1)));  // not "P" + ...: GCC 12 -Wrestrict
  h.dealer = h.players[seed % static_cast<unsigned>(seats)];
  h.options = options;
  return h;
}

// The standings and rounds as any game must give them.
void check_ranking(const GameInfo& game, const Game& g) {
  const int n = static_cast<int>(g.header().players.size());
  const std::vector<Standing> st = g.standings();
  REQUIRE(static_cast<int>(st.size()) == n);
  std::vector<bool> seen(n, false);
  bool noted = false;
  for (std::size_t i = 0; i < st.size(); ++i) {
    REQUIRE(st[i].seat >= 0);
    REQUIRE(st[i].seat < n);
    REQUIRE_FALSE(seen[st[i].seat]);
    seen[st[i].seat] = true;
    noted = noted || !st[i].note.empty();
    const int own_place = static_cast<int>(i) + 1;
    REQUIRE(st[i].place == (i == 0 || st[i].place != st[i - 1].place ? own_place : st[i - 1].place));
  }
  for (std::size_t i = 1; i < st.size() && !noted; ++i) {
    const bool shared = st[i].place == st[i - 1].place;
    if (game.order == ScoreOrder::kHighestWins) REQUIRE(st[i].total <= st[i - 1].total);
    else REQUIRE(st[i].total >= st[i - 1].total);
    if (!g.finished()) REQUIRE(shared == (st[i].total == st[i - 1].total));  // a tie-break may part equal totals at the end
  }
  if (const auto winner = g.winner()) {
    const int seat = g.header().seat_of(*winner);
    REQUIRE(seat >= 0);
    REQUIRE(std::find_if(st.begin(), st.end(), [&](const Standing& s) { return s.seat == seat; })->place == 1);
  }
  int last_round = 0;
  for (const RoundSummary& r : g.rounds()) {
    REQUIRE(r.round > last_round);
    last_round = r.round;
    REQUIRE(static_cast<int>(r.points.size()) == n);
    for (int p = 0; p < n; ++p) REQUIRE(r.points[p].first == g.header().players[p]);
  }
}

// Plays one seeded game through a Session; counts what it did.
struct Played {
  int games = 0;
  int finished = 0;
  long lines = 0;
};

void play_one(const GameInfo& game, const ScriptHeader& header, unsigned seed, Played& played) {
  Message error;
  auto session = Session::start(header, &error);
  if (!session) return;  // a header this game refuses: not one it allows
  ++played.games;
  const std::vector<Json> lines = game.random_game(header, seed);
  std::vector<std::size_t> undo_at;  // after which lines (0-based) undo is tried
  for (std::size_t k = 1; k <= kUndoPoints && !lines.empty(); ++k) undo_at.push_back(lines.size() * k / kUndoPoints - 1);

  for (std::size_t i = 0; i < lines.size(); ++i) {
    INFO("line " << i + 1 << ": " << lines[i].dump());
    const bool probe = std::binary_search(undo_at.begin(), undo_at.end(), i);
    const Json before = probe ? view_of(session->game()) : Json();
    const Verdict verdict = session->apply(lines[i]);
    INFO("refused: " << verdict.rejection.key);
    REQUIRE(verdict.accepted);
    check_ranking(game, session->game());
    if (!probe) continue;
    const Json after = view_of(session->game());
    REQUIRE(after != before);
    REQUIRE(view_of(*session->game().clone()) == after);
    // A line no game takes: refused with a reason, nothing changed.
    std::unique_ptr<Game> judged = session->game().clone();
    const Verdict refused = judged->apply({{"flipside_test_no_such_line", true}});
    REQUIRE_FALSE(refused.accepted);
    REQUIRE_FALSE(refused.rejection.empty());
    REQUIRE(view_of(*judged) == after);
    REQUIRE(session->undo());
    REQUIRE(view_of(session->game()) == before);
    REQUIRE(session->redo());
    REQUIRE(view_of(session->game()) == after);
  }
  REQUIRE(session->lines() == lines);

  std::stringstream script;
  script << header.to_json().dump() << "\n";
  for (const Json& line : lines) script << line.dump() << "\n";
  const ReplayResult replayed = replay_script(script);
  INFO("replay stopped at line " << replayed.line << ": " << replayed.error.key);
  REQUIRE(replayed.status == ReplayResult::Status::kAccepted);
  REQUIRE(replayed.events == static_cast<int>(lines.size()));
  REQUIRE(view_of(*replayed.game) == view_of(session->game()));

  played.lines += static_cast<long>(lines.size());
  if (session->game().finished()) ++played.finished;
}

}  // namespace

TEST_CASE("Every game of the registry: seeded random games are accepted, replay, undo and rank alike (invariants only)",
          "[core][random]") {
  int games_with_tables = 0;
  for (const GameInfo& game : all_games()) {
    if (!game.make || !game.random_game) continue;
    ++games_with_tables;
    DYNAMIC_SECTION(game.id) {
      Played played;
      unsigned seed = 1;
      for (const Json& options : option_sets(game))
        for (int seats : seat_counts(game))
          for (int s = 0; s < kSeedsEach; ++s, ++seed) {
            const ScriptHeader header = header_for(game, seats, options, seed);
            INFO(game.id << ", " << seats << " seats, options " << options.dump() << ", seed " << seed);
            play_one(game, header, seed, played);
          }
      INFO(game.id << ": " << played.games << " games, " << played.finished << " finished, " << played.lines
                   << " lines");
      // Not vacuous: the tables played real games, and most of them to the end.
      CHECK(played.lines > 100L * played.games / 4);
      CHECK(played.finished * 2 > played.games);
    }
  }
  CHECK(games_with_tables >= 1);
}

}  // namespace flipside
