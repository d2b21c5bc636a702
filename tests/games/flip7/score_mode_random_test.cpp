// Seeded random play in score mode (RULINGS.md Flip 7, rule 12, with rules
// 9 and 10). Not only invariants: the test keeps its own oracle. It sums every
// player's total itself and decides by itself, from the rules, when the game
// ends and who wins, then compares with the engine's state. Now and then it
// sends a line that must be refused (out of range, a player missing, a card
// line) and checks nothing changed. At the end the log replays to the same
// state and a clone equals the original.
#include <random>

#include "core/session.hpp"
#include "games/flip7/game.hpp"
#include "table.hpp"

using namespace flipside;
using namespace flipside::flip7;

TEST_CASE("Random play in score mode: totals, end and winner agree with an independent count",
          "[flip7][rule12][rule9][rule10][random]") {
  constexpr int kGames = 500;
  int winners = 0, no_winner = 0, tie_rounds = 0, rejections = 0;
  for (int game_index = 0; game_index < kGames; ++game_index) {
    std::mt19937 rng(static_cast<unsigned>(game_index) * 104729u + 3u);
    auto pick = [&](int lo, int hi) { return std::uniform_int_distribution<int>(lo, hi)(rng); };
    const int players = pick(1, 6);
    const int decks = pick(1, 3);
    const int target = pick(0, 2) == 0 ? 200 : pick(1, 400);
    const int limit = pick(0, 2) == 0 ? pick(1, 8) : 0;
    const int most = 141 + 30 * decks;  // rule 12, worked out apart from the engine

    ScriptHeader h;
    h.game = "flip7";
    for (int p = 0; p < players; ++p) h.players.push_back("P" + std::to_string(p));
    h.dealer = h.players[pick(0, players - 1)];
    h.options = {{"mode", "score"}, {"decks", decks}, {"target", target}};
    if (limit > 0) h.options["round_limit"] = limit;
    Message error;
    auto session = Session::start(h, &error);
    REQUIRE(session);

    std::vector<long long> totals(players, 0);
    int rounds = 0;
    bool over = false;
    int expected_winner = -1;
    while (!over) {
      REQUIRE(rounds < 10000);
      // A round's points: mostly small, sometimes the edges 0 and the most.
      nlohmann::json points = nlohmann::json::object();
      std::vector<int> pts(players);
      for (int p = 0; p < players; ++p) {
        const int kind = pick(0, 9);
        pts[p] = kind == 0 ? 0 : kind == 1 ? most : pick(0, 60);
        points[h.players[p]] = pts[p];
      }
      // Sometimes a tie on top is forced, so that rule 9's extra rounds happen.
      if (players >= 2 && pick(0, 3) == 0) {
        const long long top = std::max(totals[0], totals[1]);
        pts[0] = static_cast<int>(top - totals[0]) + 40;
        pts[1] = static_cast<int>(top - totals[1]) + 40;
        if (pts[0] > most || pts[1] > most) pts[0] = pts[1] = 0;
        points[h.players[0]] = pts[0];
        points[h.players[1]] = pts[1];
      }

      // A line that must be refused, now and then.
      if (pick(0, 9) == 0) {
        nlohmann::json bad = points;
        const int who = pick(0, players - 1);
        switch (pick(0, 3)) {
          case 0: bad[h.players[who]] = most + pick(1, 1000); break;
          case 1: bad[h.players[who]] = -pick(1, 50); break;
          case 2: bad.erase(h.players[who]); break;
          default: bad = nullptr;
        }
        const nlohmann::json line = bad.is_null() ? nlohmann::json{{"card", "7"}} : nlohmann::json{{"round", {{"points", bad}}}};
        const nlohmann::json before = session->game().state();
        Verdict v = session->apply(line);
        REQUIRE_FALSE(v.accepted);
        REQUIRE_FALSE(render(v.rejection).empty());
        REQUIRE(session->game().state() == before);
        ++rejections;
      }

      Verdict v = session->apply({{"round", {{"points", points}}}});
      if (!v.accepted) FAIL("refused: " << render(v.rejection));
      ++rounds;
      for (int p = 0; p < players; ++p) totals[p] += pts[p];

      // Rules 9 and 10, by hand.
      long long top = -1;
      int leaders = 0, leader = -1;
      for (int p = 0; p < players; ++p) {
        if (totals[p] > top) top = totals[p], leaders = 1, leader = p;
        else if (totals[p] == top) ++leaders;
      }
      if (top >= target && leaders == 1) {
        over = true;
        expected_winner = leader;
      } else if (limit > 0 && rounds >= limit) {
        over = true;
      }
      if (top >= target && leaders > 1) ++tie_rounds;

      const nlohmann::json s = session->game().state();
      REQUIRE(s["finished"] == over);
      REQUIRE(s["round"] == (over ? rounds : rounds + 1));
      REQUIRE(s["rounds"].size() == static_cast<std::size_t>(rounds));
      REQUIRE(s["draw_pile"].is_null());
      for (int p = 0; p < players; ++p) {
        REQUIRE(s["players"][p]["total"] == totals[p]);
        REQUIRE(s["players"][p]["status"] == "active");
        REQUIRE(s["rounds"][rounds - 1]["points"][h.players[p]] == pts[p]);
      }
    }
    const nlohmann::json final_state = session->game().state();
    if (expected_winner >= 0) {
      ++winners;
      CHECK(final_state["winner"] == h.players[expected_winner]);
    } else {
      ++no_winner;
      CHECK(final_state["winner"].is_null());
    }
    for (const auto& counter : session->game().seat_counters())
      for (int n : counter.per_seat) CHECK(n == 0);

    // The log replays to the same state; a clone is the same game.
    Message replay_error;
    auto replayed = make_game(h, &replay_error);
    REQUIRE(replayed);
    for (const auto& line : session->lines()) REQUIRE(replayed->apply(line).accepted);
    CHECK(replayed->state() == final_state);
    CHECK(session->game().clone()->state() == final_state);
  }
  // The random games really went through every ending.
  CHECK(winners > 0);
  CHECK(no_winner > 0);
  CHECK(tie_rounds > 0);
  CHECK(rejections > 0);
}
