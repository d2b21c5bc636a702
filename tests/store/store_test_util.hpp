// Small helpers shared by the store's tests: raw looks at the database file
// (what is really on disk, not what the store says) and feeding lines.
#pragma once

#include <catch2/catch.hpp>

#include <fstream>
#include <iterator>
#include <sstream>
#include <string>
#include <vector>

#include "core/i18n/lang.hpp"
#include "flip7_play.hpp"
#include "store/sqlite_handle.hpp"
#include "store/store.hpp"
#include "temp_dir.hpp"

namespace flipside::store_test {

// One integer from a fresh read-only connection to the file.
inline std::int64_t scalar(const std::string& path, const char* sql) {
  store::Database db(path, store::Database::Mode::kReadOnly);
  auto q = db.query(sql);
  return q->step() ? q->int64(0) : -1;
}

inline std::string file_bytes(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

inline void write_file(const std::string& path, const std::string& bytes) {
  std::ofstream out(path, std::ios::binary | std::ios::trunc);
  out << bytes;
}

// Why a Result failed; an empty Message when it succeeded (as a Message
// out-parameter stayed): CHECK(error_of(r).key == ...) checks the key
// without stopping the test when the call succeeded instead.
template <typename T>
Message error_of(const store::Result<T>& result) {
  return result.ok() ? Message{} : result.error();
}

inline std::unique_ptr<store::Store> open_or_fail(const std::string& path) {
  auto opened = store::Store::open(path);
  INFO((opened.ok() ? std::string() : render(opened.error())));
  REQUIRE(opened.ok());
  REQUIRE(opened->store);
  INFO((opened->warning ? render(*opened->warning) : std::string()));
  REQUIRE_FALSE(opened->warning);
  return std::move(opened->store);
}

// A new game of `header`, requiring the store to make it.
inline std::unique_ptr<store::OpenGame> create_or_fail(store::Store& db, const ScriptHeader& header) {
  auto created = db.create_game(header);
  INFO((created.ok() ? std::string() : render(created.error())));
  REQUIRE(created.ok());
  REQUIRE(*created);
  return std::move(created).value();
}

// Stored game `id` opened, requiring the store to open it.
inline std::unique_ptr<store::OpenGame> open_game_or_fail(store::Store& db, std::int64_t id) {
  auto opened = db.open_game(id);
  INFO("game " << id << ": " << (opened.ok() ? std::string() : render(opened.error())));
  REQUIRE(opened.ok());
  REQUIRE(*opened);
  return std::move(opened).value();
}

// Applies lines, requiring each to be accepted.
inline void enter(store::OpenGame& game, const std::vector<nlohmann::json>& lines, std::size_t from = 0,
                  std::size_t to = SIZE_MAX) {
  for (std::size_t i = from; i < lines.size() && i < to; ++i) {
    Verdict v = game.apply(lines[i]);
    INFO("line " << i << ": " << lines[i].dump() << ": " << render(v.rejection));
    REQUIRE(v.accepted);
  }
}

// Takes a file back to what an older FlipSide wrote: drops what each later
// schema version (db/) added, then stamps `version`; rows of the tables
// that stay are kept. For the migration tests.
inline void as_schema(const std::string& path, int version) {
  store::Database raw(path, store::Database::Mode::kReadWrite);
  if (version < 13)
    raw.exec("DROP TRIGGER stats_games_result_in; DROP TRIGGER stats_games_result_out; "
             "DROP TRIGGER stats_games_result_change; DROP TRIGGER stats_games_seat_change; "
             "DROP TRIGGER stats_games_game_change; DROP TABLE stats_games; DROP VIEW stats_game_rows; "
             "ALTER TABLE results DROP COLUMN behind; ALTER TABLE results DROP COLUMN records");
  if (version < 12)
    raw.exec("DROP TABLE league_devices; DROP TABLE player_changes; DROP TABLE league_changes_in; "
             "ALTER TABLE players DROP COLUMN named_at; ALTER TABLE players DROP COLUMN named_by; "
             "ALTER TABLE device DROP COLUMN name");
  if (version < 11)
    raw.exec("DROP TABLE league_in; DROP TABLE league_out; DROP TABLE device; ALTER TABLE games DROP COLUMN origin");
  if (version < 10) raw.exec("DROP INDEX games_by_uuid; ALTER TABLE games DROP COLUMN uuid");
  if (version < 8) raw.exec("DROP TABLE drafts");
  if (version < 6)
    raw.exec("DROP TRIGGER counter_totals_add; DROP TRIGGER counter_totals_remove; DROP TRIGGER counter_totals_move; "
             "DROP TRIGGER counter_totals_hide; DROP TRIGGER counter_totals_show; DROP TABLE counter_totals");
  if (version < 5) raw.exec("ALTER TABLE games DROP COLUMN deleted_at");
  if (version < 4) raw.exec("DROP TABLE edits; DROP INDEX games_by_start");
  if (version < 3) raw.exec("DROP TABLE results; DROP TABLE seat_counters");
  raw.exec(("PRAGMA user_version = " + std::to_string(version)).c_str());
}

// A Flip 7 game in score mode to 50, started on `day` ("YYYY-MM-DD"), each
// round's points by seat: the small hand-worked games of the statistics and
// History tests.
inline std::string score_mode_script(const std::vector<std::string>& players, const std::string& day,
                                     const std::vector<std::vector<int>>& rounds) {
  nlohmann::json header = {{"game", "flip7"},
                           {"players", players},
                           {"dealer", players.front()},
                           {"options", {{"mode", "score"}, {"target", 50}}},
                           {"started", day + "T20:00:00+01:00"}};
  std::string script = header.dump() + "\n";
  for (const auto& points : rounds) {
    nlohmann::json by_name = nlohmann::json::object();
    for (std::size_t i = 0; i < players.size(); ++i) by_name[players[i]] = points[i];
    script += nlohmann::json{{"round", {{"points", by_name}}}}.dump() + "\n";
  }
  return script;
}

// Imports a game script, requiring it to be stored.
inline void import_or_fail(store::Store& db, const std::string& script) {
  std::istringstream in(script);
  auto imported = db.import_script(in);
  INFO((imported.ok() ? std::string() : render(imported.error())));
  REQUIRE(imported.ok());
  INFO("refused at line " << imported->refused_line << ": " << render(imported->refusal));
  REQUIRE(imported->refused_line == 0);
}

// A database file with one unfinished game of `events` entries, closed again.
inline std::int64_t make_database(const std::string& path, int events) {
  auto db = open_or_fail(path);
  auto header = flip7_header();
  auto game = create_or_fail(*db, header);
  enter(*game, play_to_end(header, 9), 0, static_cast<std::size_t>(events));
  return game->id();
}

// Index of the line that finishes the first round of a played game.
inline std::size_t first_round_end(const ScriptHeader& header, const std::vector<nlohmann::json>& lines) {
  Message error;
  auto game = make_game(header, &error);
  for (std::size_t i = 0; i < lines.size(); ++i)
    if (!game->apply(lines[i]).rounds_finished.empty()) return i;
  return lines.size();
}

}  // namespace flipside::store_test
