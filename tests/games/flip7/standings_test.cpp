// What the app shell and the store read from a Flip 7 game without knowing
// Flip 7 (core/game.hpp): standings, finished rounds, the dealer's seat and
// the per-seat counters. Checked over seeded random games against an oracle
// that only reads the contract's state JSON line by line (checks invariants
// and these counts; the engine's scoring has its own scenario tests).
#include <catch2/catch.hpp>

#include <map>

#include "core/i18n/lang.hpp"
#include "games/flip7/game.hpp"
#include "support/random_flip7.hpp"

using namespace flipside;

TEST_CASE("Standings: best first, equal totals share a place", "[core][standings]") {
  auto high = rank_by_total({40, 120, 40, 200, 120}, true);
  std::vector<std::pair<int, int>> seat_place;
  for (const auto& s : high) seat_place.emplace_back(s.seat, s.place);
  CHECK(seat_place == std::vector<std::pair<int, int>>{{3, 1}, {1, 2}, {4, 2}, {0, 4}, {2, 4}});
  auto low = rank_by_total({40, 120, 40}, false);
  CHECK(low[0].seat == 0);
  CHECK(low[0].place == 1);
  CHECK(low[1].seat == 2);
  CHECK(low[1].place == 1);
  CHECK(low[2].place == 3);
}

TEST_CASE("Flip 7: standings, rounds, dealer and counters agree with the state, game after game",
          "[flip7][standings][random]") {
  int all_busts = 0, all_flip7s = 0;
  for (unsigned seed = 1; seed <= 60; ++seed) {
    const auto header = testkit::flip7_header({"Ana", "Ben", "Cleo", "Dani", "Eva"}, 120);
    // Every other game the table pushes on: Flip 7s happen.
    const auto lines = testkit::play(header, seed, {}, seed % 2 ? testkit::kDefaultStayAt : 60);
    Message error;
    auto game = make_game(header, &error);
    REQUIRE(game);
    std::vector<int> busts(5), flip7s(5), maybe_flip7s(5);
    nlohmann::json before = game->state();
    for (const auto& line : lines) {
      REQUIRE(game->apply(line).accepted);
      nlohmann::json after = game->state();
      const bool round_closed = after["rounds"].size() > before["rounds"].size();
      for (int p = 0; p < 5; ++p) {  // a status that becomes busted / flip7 is one more
        const auto& was = before["players"][p]["status"];
        const auto& now = after["players"][p]["status"];
        if (now == "busted" && was != "busted") ++busts[p];
        if (now == "flip7" && was != "flip7") ++flip7s[p];
        // Statuses are all "active" again once a round closes: a player who was
        // still in it holding a number above 0 and scored 0 busted on that line.
        // A Flip 7 closes the round too: one still in it with six numbers
        // who scored the bonus on top of them made it on that line.
        if (round_closed && was == "active") {
          bool nonzero = false;
          int sum = 0;
          for (int n : before["players"][p]["numbers"]) nonzero = nonzero || n > 0, sum += n;
          const int points = after["rounds"].back()["points"][header.players[p]];
          if (nonzero && points == 0) ++busts[p];
          // (Modifiers could make up the 15 too: then the state cannot tell.)
          if (before["players"][p]["numbers"].size() == 6 && points >= sum + 15) {
            if (before["players"][p]["modifiers"].empty()) ++flip7s[p];
            else ++maybe_flip7s[p];
          }
        }
      }
      before = std::move(after);
    }
    INFO("seed " << seed);
    const nlohmann::json state = game->state();
    REQUIRE(state["finished"] == true);

    auto standings = game->standings();
    REQUIRE(standings.size() == 5);
    for (std::size_t i = 0; i < standings.size(); ++i) {
      CHECK(standings[i].total == state["players"][standings[i].seat]["total"]);
      if (i > 0) CHECK(standings[i - 1].total >= standings[i].total);
    }
    CHECK(header.players[standings.front().seat] == state["winner"]);  // the winner stands alone at the top
    CHECK(standings[1].place == 2);

    auto rounds = game->rounds();
    REQUIRE(rounds.size() == state["rounds"].size());
    for (std::size_t r = 0; r < rounds.size(); ++r) {
      CHECK(rounds[r].round == static_cast<int>(r) + 1);
      for (const auto& [name, points] : rounds[r].points) CHECK(state["rounds"][r]["points"][name] == points);
    }
    CHECK(header.players[game->dealer_seat()] == state["dealer"]);

    auto counters = game->seat_counters();
    // Six, the odds and Second Chances, each card kind, and the shuffle
    // check's eight (core/shuffle_check.hpp), which saw every card entered,
    // in at least one deck cycle.
    REQUIRE(counters.size() == 11 + flip7::kCardKinds + 8);
    long long in_order = 0, cycles = 0, cards_entered = 0;
    for (const auto& c : counters)
      for (int v : c.per_seat) {
        if (c.name == "order_cards") in_order += v;
        if (c.name == "order_cycles") cycles += v;
      }
    for (const auto& line : lines) cards_entered += line.contains("card");
    CHECK(in_order == cards_entered);
    CHECK(cycles >= 1);
    // Every round was entered card by card; a round not busted is one of
    // them less the busts (one bust a round at most).
    CHECK(counters[3].name == "rounds_in_cards");
    CHECK(counters[4].name == "rounds_not_busted");
    CHECK(counters[5].name == "points_not_busted");
    for (int p = 0; p < 5; ++p) {
      CHECK(counters[3].per_seat[p] == static_cast<int>(rounds.size()));
      CHECK(counters[4].per_seat[p] == static_cast<int>(rounds.size()) - busts[p]);
      int unbusted_points = 0;
      for (const auto& r : rounds)
        if (r.why[p].key != "flip7.why.busted") unbusted_points += r.points[p].second;
      CHECK(counters[5].per_seat[p] == unbusted_points);
    }
    CHECK(counters[0].name == "busts");
    CHECK(counters[0].per_seat == busts);
    CHECK(counters[1].name == "flip7s");
    for (int p = 0; p < 5; ++p) {
      CHECK(counters[1].per_seat[p] >= flip7s[p]);
      CHECK(counters[1].per_seat[p] <= flip7s[p] + maybe_flip7s[p]);
    }
    // Every card line dealt one card to one seat; the risky hits that busted
    // are among the risky hits, which are among the hits.
    std::map<std::string, std::vector<int>> named;
    for (const auto& c : counters) named[c.name] = c.per_seat;
    long long card_lines = 0, dealt = 0;
    for (const auto& line : lines) card_lines += line.contains("card");
    for (const auto& [name, per_seat] : named)
      if (name.rfind("card_", 0) == 0)
        for (int v : per_seat) dealt += v;
    CHECK(dealt == card_lines);
    for (int p = 0; p < 5; ++p) {
      CHECK(named["risky_hit_busts"][p] <= named["risky_hits"][p]);
      CHECK(named["risky_hits"][p] <= named["hits"][p]);
      CHECK(named["hit_risk_permille"][p] <= 1000 * named["hits"][p]);
    }
    // A Second Chance dealt is used, discarded unused at the round's end, or
    // discarded at once (nobody could take it): never counted twice.
    int sc_dealt = 0, sc_ended = 0;
    for (int p = 0; p < 5; ++p) {
      sc_dealt += named["card_second_chance"][p];
      sc_ended += named["second_chances_used"][p] + named["second_chances_unused"][p];
    }
    CHECK(sc_ended <= sc_dealt);
    for (int p = 0; p < 5; ++p) all_busts += busts[p], all_flip7s += flip7s[p];
    // A replay counts the same: counters live in the log, not in the session.
    auto replayed = make_game(header, &error);
    for (const auto& line : lines) replayed->apply(line);
    for (std::size_t c = 0; c < counters.size(); ++c) CHECK(replayed->seat_counters()[c].per_seat == counters[c].per_seat);
  }
  CHECK(all_busts > 60);  // the games really had busts and Flip 7s to count
  CHECK(all_flip7s > 0);
}

TEST_CASE("Statistics in words: bust rate and the average round not busted, from summed counters",
          "[flip7][stats]") {
  // 39 busts in 317 rounds, 5497 points in the 278 rounds not busted.
  const std::map<std::string, long long> counters = {{"busts", 39},          {"rounds_in_cards", 317},
                                                     {"rounds_not_busted", 278}, {"points_not_busted", 5497},
                                                     {"flip7s", 2},          {"second_chances_used", 5}};
  const auto lines = flipside::flip7::counter_lines(counters);
  REQUIRE(lines.size() == 4);
  CHECK(render(lines[0]) == "busted in 12 % of rounds (39 of 317)");         // 12.3 %
  CHECK(render(lines[1]) == "19.8 points a round when not busted (278 rounds)");  // 19.77
  CHECK(render(lines[3]) == "Second Chances: 5 saved a bust, 0 discarded unused");
  CHECK(render(lines[0], Lang::kSpanish) == "falla en el 12 % de las rondas (39 de 317)");
  // Score mode enters no cards: no rate to give.
  CHECK(flipside::flip7::counter_lines({{"busts", 0}}).size() == 2);
}
