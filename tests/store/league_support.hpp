// What the league tests share (league_test.cpp, league_players_test.cpp):
// a device (its own database and the folder), what its statistics show,
// its games' scripts, and a file aged as if synced long ago.
#pragma once

#include <cctype>
#include <chrono>
#include <filesystem>
#include <map>

#include "store/league.hpp"
#include "store_test_util.hpp"
#include "temp_dir.hpp"

namespace flipside::league_test {
namespace fs = std::filesystem;
using namespace flipside::store_test;

struct Device {
  std::unique_ptr<store::Store> db;
  std::string folder;

  store::LeagueReport sync() {
    store::LeagueReport report;
    auto done = store::sync_league(*db, folder, &report);
    INFO((done.ok() ? std::string() : render(done.error())));
    REQUIRE(done.ok());
    return report;
  }
  std::string id() { return store::league_device(*db).value(); }
  std::int64_t finish_game(const std::vector<std::string>& players, unsigned seed) {
    auto header = flip7_header(players, 80);
    auto game = create_or_fail(*db, header);
    enter(*game, play_to_end(header, seed));
    REQUIRE(game->game().finished());
    return game->id();
  }
};

// Two devices of one league, each its own database, and the folder between
// them (as a sync engine keeps it): the tests' usual start
// (TEST_CASE_METHOD(HomeAndClub, ...)).
struct HomeAndClub {
  store_test::TempDir dir;
  const std::string folder = dir.file("league");
  Device home{open_or_fail(dir.file("home.db")), folder};
  Device club{open_or_fail(dir.file("club.db")), folder};

  // The one game script home has written in the folder (its path).
  std::string home_script() {
    std::string found;
    for (const auto& e : fs::directory_iterator(fs::path(folder) / home.id()))
      if (e.path().extension() == ".jsonl") found = e.path().string();
    REQUIRE_FALSE(found.empty());
    return found;
  }
};

// What statistics show: each player's games and wins, by name as names
// compare (each device shows a player under the spelling it met first:
// "Ana" here, "ana" there, one player on both).
inline std::map<std::string, std::pair<int, int>> standings(store::Store& db) {
  auto input = db.stats_input({});
  REQUIRE(input.ok());
  std::map<std::string, std::pair<int, int>> out;
  for (const auto& p : stats::compute(*input, {}).players) {
    std::string folded = p.name;
    for (char& c : folded) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    CHECK(out.count(folded) == 0);
    out[folded] = {p.games, p.wins};
  }
  return out;
}

// Each stored game's script by its id (the header's "id"), as export writes it.
inline std::map<std::string, std::string> scripts(store::Store& db) {
  std::map<std::string, std::string> out;
  for (const auto& g : db.games().value()) {
    auto script = db.export_script(g.id);
    REQUIRE(script.ok());
    const auto header = nlohmann::json::parse(script->substr(0, script->find('\n')));
    out[header.at("id").get<std::string>()] = *script;
  }
  return out;
}

// A file or folder's change time put back an hour, as if the sync engine
// had brought it long ago.
inline void age(const fs::path& path) {
  fs::last_write_time(path, fs::last_write_time(path) - std::chrono::hours(1));
}

inline bool mentions(const store::LeagueReport& report, const std::string& text) {
  for (const Message& m : report.skipped)
    if (render(m).find(text) != std::string::npos) return true;
  return false;
}


}  // namespace flipside::league_test
