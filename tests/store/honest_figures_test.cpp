// Honest figures (issue 21 item 4): each figure read from a small fixed
// database, as the statistics pages and `flipside stats` read it, against
// numbers worked out by hand from the scripts below.
#include <map>
#include <string>

#include "core/game_info.hpp"
#include "store/migrations.hpp"
#include "store_test_util.hpp"

using namespace flipside;
using namespace flipside::store_test;

namespace {

stats::Report report(store::Store& db, const stats::Filter& filter) {
  auto input = db.stats_input(filter);
  REQUIRE(input.ok());
  return stats::compute(*input, filter);
}

// The game's sentences (GameInfo::counter_lines) over the summed counters.
std::vector<std::string> lines_of(const std::string& game, const std::map<std::string, long long>& counters,
                                  Lang lang = Lang::kEnglish) {
  const GameInfo* info = find_game(game);
  REQUIRE(info);
  REQUIRE(info->counter_lines);
  std::vector<std::string> out;
  for (const Message& m : info->counter_lines(counters)) out.push_back(render(m, lang));
  return out;
}

bool has_line(const std::vector<std::string>& lines, const std::string& line) {
  for (const auto& l : lines)
    if (l == line) return true;
  return false;
}

std::string repeat(int n, const std::string& card) {
  std::string out;
  for (int i = 0; i < n; ++i) out.append(i ? ",\"" : "\"").append(card).append("\"");
  return out;
}

// Phase 10 Flip, the first two phases (1: two runs of 2; 2: a run of 2 and
// a set of 2), Ana, Ben and Cy.
//   Hand 1: Ana lays phase 1 and hits red 3 on her OWN run; Ben lays phase
//     1 and hits blue 7 on Ana's run; Ana hits green 3 on Ben's run; Ana
//     goes out. Ben 30 (four 4s and a 10), Cy 50 (no phase).
//   Hand 2: Ana and Ben lay phase 2, Cy phase 1 (and hits his own run);
//     Ben goes out. Ana 30, Cy 25. Ana and Ben have both phases, 30 each:
//   Hand 3, the tie-break (Cy sits out): Ben lays phase 2 again and goes
//     out; Ana did not lay it down (50). Ben wins.
// By hand: hits on others' phases: Ana 1 (green 3 on Ben), Ben 1 (blue 7
// on Ana), Cy 0 (his hit was on his own run): 2. Hands played: Ana 3, Ben
// 3, Cy 2 = 8; phases completed in them: Ana 2 (hands 1, 2), Ben 3 (hands
// 1, 2 and the tie-break), Cy 1 (hand 2) = 6: 6 in 8 hands, 75 %. Phase 2
// failed once (Ana, tie-break), phase 1 once (Cy, hand 1).
std::string phase10flip_script() {
  const std::string tail = "]}}\n";
  return std::string(
             "{\"game\":\"phase10flip\",\"players\":[\"Ana\",\"Ben\",\"Cy\"],\"dealer\":\"Cy\","
             "\"options\":{\"phases\":2},\"started\":\"2026-06-01T20:00:00+02:00\"}\n"
             "{\"phase\":\"Ana\",\"cards\":[\"red 1\",\"red 2\",\"blue 5\",\"blue 6\"]}\n"
             "{\"hit\":\"Ana\",\"card\":\"red 3\",\"onto\":\"Ana\",\"group\":1}\n"
             "{\"phase\":\"Ben\",\"cards\":[\"green 1\",\"green 2\",\"yellow 11\",\"yellow 12\"]}\n"
             "{\"hit\":\"Ben\",\"card\":\"blue 7\",\"onto\":\"Ana\",\"group\":2}\n"
             "{\"hit\":\"Ana\",\"card\":\"green 3\",\"onto\":\"Ben\",\"group\":1}\n"
             "{\"out\":\"Ana\",\"remaining\":{\"Ben\":[") +
         repeat(4, "red 4") + ",\"red 10\"],\"Cy\":[" + repeat(10, "red 1") + tail +
         "{\"phase\":\"Ana\",\"cards\":[\"red 1\",\"red 2\",\"blue 5\",\"green 5\"]}\n"
         "{\"phase\":\"Ben\",\"cards\":[\"red 1\",\"red 2\",\"blue 5\",\"green 5\"]}\n"
         "{\"phase\":\"Cy\",\"cards\":[\"yellow 3\",\"yellow 4\",\"green 8\",\"green 9\"]}\n"
         "{\"hit\":\"Cy\",\"card\":\"yellow 5\",\"onto\":\"Cy\",\"group\":1}\n"
         "{\"out\":\"Ben\",\"remaining\":{\"Ana\":[" +
         repeat(6, "red 1") + "],\"Cy\":[" + repeat(5, "red 1") + tail +
         "{\"phase\":\"Ben\",\"cards\":[\"red 1\",\"red 2\",\"blue 5\",\"green 5\"]}\n"
         "{\"out\":\"Ben\",\"remaining\":{\"Ana\":[" +
         repeat(10, "red 1") + tail;
}

// Flinch, Ana and Ben (Ben deals). Ana's Flinch top 3, Ben's 12.
//   Ben puts a 1 on a reserve before the first pile: a breach (a 1 never
//     goes on a reserve), but his Flinch top 12 could not be played: NOT a
//     Flinch card passed over.
//   Ana starts pile 1 with a 1 and plays a 2 from hand: her top 3 could go
//     now, and she starts a new pile with another 1 from hand: passed over
//     (1). She plays the 3, reveals 4, and puts a 1 on a reserve while the 4
//     could go on pile 1: passed over (2).
//   Ben ends his turn with 13 on a reserve (his 12 fits nowhere).
//   Ana plays her Flinch pile 4 to 12 onto pile 1 and wins.
// By hand: breaches Ana 2, Ben 1 = 3; playable Flinch cards passed over
// Ana 2, Ben 0 = 2.
std::string flinch_script() {
  std::string s =
      "{\"game\":\"flinch\",\"players\":[\"Ana\",\"Ben\"],\"dealer\":\"Ben\",\"started\":\"2026-06-02T20:00:00+02:00\"}\n"
      "{\"reveal\":\"Ana\",\"card\":3}\n"
      "{\"reveal\":\"Ben\",\"card\":12}\n"
      "{\"reserve\":\"Ben\",\"card\":1,\"pile\":1}\n"
      "{\"play\":\"Ana\",\"card\":1,\"from\":\"hand\",\"to\":\"new\"}\n"
      "{\"play\":\"Ana\",\"card\":2,\"from\":\"hand\",\"to\":\"pile:1\"}\n"
      "{\"play\":\"Ana\",\"card\":1,\"from\":\"hand\",\"to\":\"new\"}\n"
      "{\"play\":\"Ana\",\"card\":3,\"from\":\"flinch\",\"to\":\"pile:1\"}\n"
      "{\"reveal\":\"Ana\",\"card\":4}\n"
      "{\"reserve\":\"Ana\",\"card\":1,\"pile\":1}\n"
      "{\"reserve\":\"Ben\",\"card\":13,\"pile\":2}\n";
  for (int v = 4; v <= 12; ++v) {
    if (v > 4) s += "{\"reveal\":\"Ana\",\"card\":" + std::to_string(v) + "}\n";
    s += "{\"play\":\"Ana\",\"card\":" + std::to_string(v) + ",\"from\":\"flinch\",\"to\":\"pile:1\"}\n";
  }
  return s;
}

}  // namespace

TEST_CASE("Phase 10 Flip figures: hits on others' phases only, the tie-break hand counted",
          "[store][stats][issue21]") {
  auto db = store::Store::open_in_memory();
  import_or_fail(*db, phase10flip_script());
  stats::Filter filter;
  filter.game = "phase10flip";
  const stats::Report r = report(*db, filter);
  REQUIRE(r.games == 1);
  const auto& g = r.by_game.at("phase10flip");
  CHECK(g.rounds == 3);  // the tie-break is a hand played
  CHECK(g.counters.at("hits_on_others") == 2);
  CHECK(g.counters.at("phases_completed") == 6);
  CHECK(g.counters.at("hands_without_phase") == 2);
  CHECK(g.counters.at("failed_phase_1") == 1);
  CHECK(g.counters.at("failed_phase_2") == 1);
  const auto lines = lines_of("phase10flip", g.counters);
  CHECK(has_line(lines, "2 cards hit on others' phases"));
  CHECK(has_line(lines, "6 phases completed in 8 hands (75 %)"));
  CHECK(has_line(lines_of("phase10flip", g.counters, Lang::kSpanish), "2 cartas a\xC3\xB1" "adidas a fases ajenas"));

  // Each player's own page.
  for (const auto& [name, hits, made, hands, percent] :
       {std::tuple{"Ana", 1, 2, 3, 67}, std::tuple{"Ben", 1, 3, 3, 100}, std::tuple{"Cy", 0, 1, 2, 50}}) {
    INFO(name);
    filter.player = name;
    filter.counters = stats::Counters::kPlayer;
    const auto mine = report(*db, filter).by_game.at("phase10flip").counters;
    const auto own = lines_of("phase10flip", mine);
    CHECK(has_line(own, std::to_string(hits) + (hits == 1 ? " card" : " cards") + " hit on others' phases"));
    CHECK(has_line(own, std::to_string(made) + (made == 1 ? " phase" : " phases") + " completed in " +
                            std::to_string(hands) + " hands (" + std::to_string(percent) + " %)"));
  }
}

TEST_CASE("Flinch figures: a 1 put on a reserve passes over no Flinch card unless the top could go",
          "[store][stats][issue21]") {
  auto db = store::Store::open_in_memory();
  import_or_fail(*db, flinch_script());
  stats::Filter filter;
  filter.game = "flinch";
  const stats::Report r = report(*db, filter);
  REQUIRE(r.games == 1);
  const auto& g = r.by_game.at("flinch");
  CHECK(g.counters.at("passed_over_flinch") == 2);
  CHECK(g.counters.at("breaches") == 3);
  const auto lines = lines_of("flinch", g.counters);
  CHECK(has_line(lines, "passed over a playable Flinch card 2 times"));
  CHECK(has_line(lines, "broke an obligation 3 times in all (what a Flinch call catches)"));
  CHECK(has_line(lines_of("flinch", g.counters, Lang::kSpanish), "no jug\xC3\xB3 una carta de Flinch jugable 2 veces"));

  filter.player = "Ben";
  filter.counters = stats::Counters::kPlayer;
  const auto ben = lines_of("flinch", report(*db, filter).by_game.at("flinch").counters);
  CHECK(has_line(ben, "passed over a playable Flinch card 0 times"));
  CHECK(has_line(ben, "broke an obligation 1 time in all (what a Flinch call catches)"));
}

TEST_CASE("Rival and nemesis say in words who beats whom, with the games behind it", "[store][stats][issue21]") {
  // Three finished games in score mode (to 50):
  //   Ana 60, Ben 10, Cleo 20 · Ana 10, Ben 55 · Ana 70, Ben 65, Cleo 0.
  // Ana met Ben 3 times and Cleo twice: her rival is Ben. Ben finished
  // ahead of Ana once (game 2), Cleo never: Ana's nemesis is Ben, 1 of 3.
  // Ana finished ahead of Ben twice (games 1, 3), Cleo once (game 1): Ben's
  // nemesis is Ana, 2 of 3. Cleo's: Ana, ahead of her in both their games.
  auto db = store::Store::open_in_memory();
  import_or_fail(*db, score_mode_script({"Ana", "Ben", "Cleo"}, "2026-01-05", {{60, 10, 20}}));
  import_or_fail(*db, score_mode_script({"Ana", "Ben"}, "2026-02-10", {{10, 55}}));
  import_or_fail(*db, score_mode_script({"Ana", "Ben", "Cleo"}, "2026-03-15", {{70, 65, 0}}));
  const stats::Report r = report(*db, {});
  auto find = [&](const std::string& name) -> const stats::PlayerStats& {
    for (const auto& p : r.players)
      if (p.name == name) return p;
    FAIL("no " << name);
    return r.players.front();
  };
  const auto& ana = find("Ana");
  REQUIRE(stats::rival_message(ana));
  REQUIRE(stats::nemesis_message(ana));
  CHECK(render(*stats::rival_message(ana)) == "Rival: Ben, the opponent Ana met most (3 games together)");
  CHECK(render(*stats::nemesis_message(ana)) == "Nemesis: Ben, who finished ahead of Ana in 1 of their 3 games together");
  CHECK(render(*stats::nemesis_message(find("Ben"))) ==
        "Nemesis: Ana, who finished ahead of Ben in 2 of their 3 games together");
  CHECK(render(*stats::nemesis_message(find("Cleo")), Lang::kSpanish) ==
        "N\xC3\xA9mesis: Ana, que qued\xC3\xB3 por delante de Cleo en 2 de sus 2 partidas juntos");
  CHECK(render(*stats::rival_message(find("Cleo")), Lang::kSpanish) ==
        "Rival: Ana, con quien m\xC3\xA1s ha jugado Cleo (2 partidas juntos)");
}

TEST_CASE("A player nobody ever finished ahead of has no nemesis sentence", "[store][stats][issue21]") {
  auto db = store::Store::open_in_memory();
  import_or_fail(*db, score_mode_script({"Ana", "Ben"}, "2026-01-05", {{60, 10}}));
  const stats::Report r = report(*db, {});
  for (const auto& p : r.players) {
    INFO(p.name);
    CHECK(stats::rival_message(p).has_value());
    CHECK(stats::nemesis_message(p).has_value() == (p.name == "Ben"));
  }
}

TEST_CASE("A file written before the honest figures gets them counted again when it opens",
          "[store][stats][issue21][migration]") {
  TempDir dir;
  const std::string path = dir.file("flipside.db");
  {
    auto db = open_or_fail(path);
    import_or_fail(*db, phase10flip_script());
  }
  {
    // As an older FlipSide left it (schema 8): every hit counted as "hits",
    // the tie-break hand not counted (Ben: 2 phases in 2 hands, Ana: 2 in 2).
    // Rows deleted and inserted, so that the sums (db/006's triggers) follow.
    store::Database raw(path, store::Database::Mode::kReadWrite);
    raw.exec("DELETE FROM seat_counters WHERE counter IN "
             "('hits_on_others', 'phases_completed', 'hands_without_phase', 'failed_phase_2')");
    raw.exec("INSERT INTO seat_counters (game_id, seat, counter, value) SELECT id, seat, counter, value FROM games, "
             "(SELECT 0 AS seat, 'hits' AS counter, 2 AS value UNION ALL SELECT 1, 'hits', 1 UNION ALL "
             "SELECT 2, 'hits', 1 UNION ALL SELECT 0, 'phases_completed', 2 UNION ALL "
             "SELECT 1, 'phases_completed', 2 UNION ALL SELECT 2, 'phases_completed', 1 UNION ALL "
             "SELECT 0, 'hands_without_phase', 0 UNION ALL SELECT 1, 'hands_without_phase', 0 UNION ALL "
             "SELECT 2, 'hands_without_phase', 1)");
  }
  as_schema(path, 8);
  REQUIRE(scalar(path, "SELECT COUNT(*) FROM seat_counters WHERE counter = 'hits_on_others'") == 0);
  REQUIRE(scalar(path, "SELECT SUM(value) FROM counter_totals WHERE counter = 'hits'") == 4);
  auto db = open_or_fail(path);
  CHECK(scalar(path, "PRAGMA user_version") == store::current_schema_version());
  stats::Filter filter;
  filter.game = "phase10flip";
  const auto counters = report(*db, filter).by_game.at("phase10flip").counters;
  CHECK(counters.count("hits") == 0);
  CHECK(counters.at("hits_on_others") == 2);
  CHECK(counters.at("phases_completed") == 6);
  CHECK(counters.at("hands_without_phase") == 2);
  CHECK(counters.at("failed_phase_2") == 1);
}

TEST_CASE("Flip 7's shuffle figures from the order cards came out, each shuffle on its own",
          "[store][stats][issue21][shuffle]") {
  // Every round from a full deck (deck_cycle every_round), to 10 points.
  //   Round 1, Ben deals: Ana 7, Ben 7 (the same card twice in a row); both
  //     stay: 7 each, nobody alone on top.
  //   Round 2, Ana deals a freshly shuffled deck: Ben 7, Ana 8 (one apart);
  //     both stay: Ana 15, Ben 14. Ana wins.
  // By hand: 2 shuffles, 4 cards; the same card twice in a row once (the 7
  // ending round 1 and the 7 opening round 2 are a shuffle apart); numbers
  // one apart once. A fair shuffle gives, per pair of cards from a full
  // deck, 590 / (94 · 93) for the same card and 1146 / (94 · 93) for one
  // apart: 2 pairs, about 0.13 and 0.26. Far too few to tell.
  auto db = store::Store::open_in_memory();
  import_or_fail(*db,
                 "{\"game\":\"flip7\",\"players\":[\"Ana\",\"Ben\"],\"dealer\":\"Ben\","
                 "\"options\":{\"target\":10,\"deck_cycle\":\"every_round\"},\"started\":\"2026-06-03T20:00:00+02:00\"}\n"
                 "{\"card\":\"7\"}\n{\"card\":\"7\"}\n{\"stay\":\"Ana\"}\n{\"stay\":\"Ben\"}\n"
                 "{\"card\":\"7\"}\n{\"card\":\"8\"}\n{\"stay\":\"Ben\"}\n{\"stay\":\"Ana\"}\n");
  stats::Filter filter;
  filter.game = "flip7";
  const auto r = report(*db, filter);
  REQUIRE(r.games == 1);
  const auto& g = r.by_game.at("flip7");
  const auto check = stats::shuffle_check(g);
  REQUIRE(check);
  CHECK(check->cards == 4);
  CHECK(check->cycles == 2);
  CHECK(check->same.observed == 1);
  CHECK(check->steps.observed == 1);
  CHECK(check->same.expected == Approx(2 * 590.0 / (94.0 * 93.0)).epsilon(1e-5));
  CHECK(check->steps.expected == Approx(2 * 1146.0 / (94.0 * 93.0)).epsilon(1e-5));
  CHECK(check->verdict == shuffle::Verdict::kTooFew);
  CHECK(render(shuffle::verdict_message(*check)) ==
        "Too few cards seen to tell: 4 cards in the order they came out, and the check needs about a whole deck's worth.");
  CHECK(render(shuffle::same_message(check->same)) ==
        "The same card twice in a row: 1 time; a fair shuffle gives about 0.1, usually 0 to 1");
  // Each shuffle on the seat of the dealer who shuffled it: Ana's page
  // holds round 2's (one apart), Ben's round 1's (the same card).
  filter.player = "Ana";
  filter.counters = stats::Counters::kPlayer;
  const auto ana = shuffle::from_counters(report(*db, filter).by_game.at("flip7").counters);
  CHECK(ana.cards == 2);
  CHECK(ana.same.observed == 0);
  CHECK(ana.steps.observed == 1);
}
