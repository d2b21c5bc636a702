// What store_crash_writer promised ("ack GAME SEQ LINE" lines) and the check
// that the database holds every promised entry.
#pragma once

#include <map>
#include <sstream>
#include <string>
#include <utility>
#include <vector>

#include "store_test_util.hpp"

namespace flipside::store_test {

using Acks = std::map<std::pair<std::int64_t, std::int64_t>, std::string>;  // (game, seq) -> line

inline void collect_acks(const std::vector<std::string>& output, Acks& acks) {
  for (const auto& text : output) {
    std::istringstream in(text);
    std::string word, line;
    std::int64_t game = 0, seq = 0;
    in >> word >> game >> seq;
    std::getline(in >> std::ws, line);
    REQUIRE(word == "ack");
    acks[{game, seq}] = line;
  }
}

// Every acknowledged entry is in the file, active, with the same text.
inline void require_acks_present(const std::string& path, const Acks& acks) {
  store::Database raw(path, store::Database::Mode::kReadOnly);
  for (const auto& [key, line] : acks) {
    auto q = raw.query("SELECT line, undone FROM events WHERE game_id = ?1 AND seq = ?2");
    q->bind(1, key.first).bind(2, key.second);
    INFO("game " << key.first << " entry " << key.second);
    REQUIRE(q->step());
    CHECK(q->text(0) == line);
    CHECK(q->int64(1) == 0);
  }
}

inline std::string integrity(const std::string& path) {
  store::Database raw(path, store::Database::Mode::kReadOnly);
  return raw.pragma_text("PRAGMA integrity_check");
}

// Every stored game rebuilds from its log.
inline void require_all_games_replay(store::Store& db) {
  for (const auto& summary : db.games().value()) {
    auto game = open_game_or_fail(db, summary.id);
    CHECK(static_cast<int>(game->session().lines().size()) == summary.events);
    CHECK(game->game().finished() == (summary.status == "finished"));
  }
}

}  // namespace flipside::store_test
