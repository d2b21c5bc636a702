// A small club's games, written into a database file, whose statistics were
// worked out BY HAND from the lines below (issue 21 item 3): the store and
// the statistics tests, the Statistics screens' tests and their screenshots
// read it. Starts and ends are written with their offset (+01:00); a game's
// month and day are the ones written ("2026-03-02T20:00" is March). Ends are
// set afterwards in SQL, as if the games had been played in the app (an
// imported game keeps none).
//
//      started      game               players: final totals (place)       rounds / hands
//  G1  2025-11-10   Flip 7 score, 50   Ana 55 (1), Ben 15 (2)               [30,10] [25,5]
//  G2  2025-12-20   Flip 7 score, 50   Ana 55 (1), Ben 45 (2), Cleo 25 (3)  [0,40,10] [20,0,10] [35,5,5]
//  G3  2026-01-15   Flip 7 score, 50   Ben 55 (1), Cleo 30 (2)              [10,20] [45,10]
//  G4  2026-03-02   Flip 7 cards, 40   Ana 49 (1), Ben 21 (2)               Ana: 1,3,4,5,6,7,8 = a Flip 7
//  G5  2026-03-20   Flip 7 cards, 80   Ana 91 (1), Ben 32 (2)               [49,21] [42,11], two Flip 7s by Ana
//  G6  2026-06-01   Flip 7 score, 50   Cleo 55 (1), Ana 15 (2), Ben 0 (3)   [10,0,30] [5,0,25]
//  G7  2026-04-05   UNO Flip score,100 Cleo 110 (1), Ben 70 (2), Ana 0 (3)  hands: Ben 70; Cleo 50; Cleo 60
//  G8  2026-05-05   Flip 7 score, 50   Ana 150, Ben 0: DELETED (in the bin): counts nowhere
//
// (G7 is stored after G6 but started before it: start order is G1..G5, G7, G6.)
//
// Ends kept: G1 20:40 (40 min), G2 20:25 (25 min), G4 21:10 (70 min), G6
// 20:30 (30 min), G7 20:50 (50 min); G3 none (imported); G5 the next day at
// 21:00 (25 h: not a game's length).
#pragma once

#include <sstream>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "core/i18n/lang.hpp"
#include "store/sqlite_handle.hpp"
#include "store/store.hpp"

namespace flipside::test_support {

// "Today" for the date presets over the club: this year is 2026, last year
// 2025, the last 30 days 2026-05-17 to 2026-06-15.
inline constexpr const char* kClubToday = "2026-06-15";

inline std::string club_score_game(const std::string& game, const std::vector<std::string>& players, int target,
                                   const std::string& day, const std::vector<nlohmann::json>& lines) {
  nlohmann::json header = {{"game", game},
                           {"players", players},
                           {"dealer", players.front()},
                           {"options", {{"mode", "score"}, {"target", target}}},
                           {"started", day + "T20:00:00+01:00"}};
  std::string script = header.dump() + "\n";
  for (const auto& line : lines) script += line.dump() + "\n";
  return script;
}

inline nlohmann::json club_round(const std::vector<std::string>& players, const std::vector<int>& points) {
  nlohmann::json by_name = nlohmann::json::object();
  for (std::size_t i = 0; i < players.size(); ++i) by_name[players[i]] = points[i];
  return {{"round", {{"points", by_name}}}};
}

// Writes the club into a new database at `path`; empty, or what went wrong
// (a script refused, in words).
inline std::string write_stats_club(const std::string& path) {
  const std::vector<std::string> ab = {"Ana", "Ben"}, abc = {"Ana", "Ben", "Cleo"}, bc = {"Ben", "Cleo"};
  // Flip 7 card by card, Ben dealing: Ana is dealt first. 1, 2 dealt; Ana
  // 3, Ben 9, Ana 4, Ben 10, Ana 5, Ben stays (21), Ana 6, 7, 8: seven
  // numbers, a Flip 7: 1+3+4+5+6+7+8 = 34 + 15 = 49.
  const std::string round_one = R"({"card":"1"}
{"card":"2"}
{"card":"3"}
{"card":"9"}
{"card":"4"}
{"card":"10"}
{"card":"5"}
{"stay":"Ben"}
{"card":"6"}
{"card":"7"}
{"card":"8"}
)";
  // G5's second round, Ana dealing: Ben 11, Ana 0; Ben stays (11); Ana 2,
  // 3, 4, 5, 6, 7: a Flip 7 again, 0+2+3+4+5+6+7 = 27 + 15 = 42.
  const std::string round_two = R"({"card":"11"}
{"card":"0"}
{"stay":"Ben"}
{"card":"2"}
{"card":"3"}
{"card":"4"}
{"card":"5"}
{"card":"6"}
{"card":"7"}
)";
  const std::vector<std::string> scripts = {
      club_score_game("flip7", ab, 50, "2025-11-10", {club_round(ab, {30, 10}), club_round(ab, {25, 5})}),
      club_score_game("flip7", abc, 50, "2025-12-20",
                      {club_round(abc, {0, 40, 10}), club_round(abc, {20, 0, 10}), club_round(abc, {35, 5, 5})}),
      club_score_game("flip7", bc, 50, "2026-01-15", {club_round(bc, {10, 20}), club_round(bc, {45, 10})}),
      R"({"game":"flip7","players":["Ana","Ben"],"dealer":"Ben","options":{"target":40},"started":"2026-03-02T20:00:00+01:00"})"
      "\n" + round_one,
      R"({"game":"flip7","players":["Ana","Ben"],"dealer":"Ben","options":{"target":80},"started":"2026-03-20T20:00:00+01:00"})"
      "\n" + round_one + round_two,
      club_score_game("flip7", abc, 50, "2026-06-01", {club_round(abc, {10, 0, 30}), club_round(abc, {5, 0, 25})}),
      club_score_game("unoflip", abc, 100, "2026-04-05",
                      {{{"hand", {{"winner", "Ben"}, {"points", {{"Ana", 30}, {"Cleo", 40}}}}}},
                       {{"hand", {{"winner", "Cleo"}, {"points", {{"Ana", 20}, {"Ben", 30}}}}}},
                       {{"hand", {{"winner", "Cleo"}, {"points", {{"Ana", 30}, {"Ben", 30}}}}}}}),
      club_score_game("flip7", ab, 50, "2026-05-05", {club_round(ab, {150, 0})}),
  };
  {
    auto opened = store::Store::open(path);
    if (!opened.ok()) return render(opened.error());
    store::Store& db = *opened->store;
    for (std::size_t i = 0; i < scripts.size(); ++i) {
      std::istringstream in(scripts[i]);
      auto imported = db.import_script(in);
      if (!imported.ok() || imported->refused_line > 0) {
        const int failed = imported.ok() ? imported->refused_line : 0;
        const Message& error = imported.ok() ? imported->refusal : imported.error();
        return std::to_string(i + 1).insert(0, 1, 'G').append(": line ").append(std::to_string(failed)).append(": ").append(render(error));
      }
    }
    if (auto deleted = db.delete_game(8); !deleted.ok()) return render(deleted.error());  // G8 goes to the bin
  }
  store::Database raw(path, store::Database::Mode::kReadWrite);
  const char* ends[][2] = {{"1", "2025-11-10T20:40:00+01:00"}, {"2", "2025-12-20T20:25:00+01:00"},
                           {"4", "2026-03-02T21:10:00+01:00"}, {"5", "2026-03-21T21:00:00+01:00"},
                           {"6", "2026-06-01T20:30:00+01:00"}, {"7", "2026-04-05T20:50:00+01:00"}};
  for (const auto& [id, end] : ends) raw.query("UPDATE games SET ended_at = ?2 WHERE id = ?1")->bind(1, std::stoi(id)).bind(2, end).run();
  return {};
}

}  // namespace flipside::test_support
