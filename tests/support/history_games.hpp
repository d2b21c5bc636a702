// Many games as History lists them (store::GameSummary), generated from
// their number: eight players, two games, dates over 2025 and 2026. For the History
// filter's test (an oracle on these fields) and its benchmark.
#pragma once

#include <string>
#include <vector>

#include "store/store.hpp"

namespace flipside::testkit {

inline std::vector<store::GameSummary> history_games(int count) {
  static const char* const kNames[] = {"Ana", "Ben", "Cleo", "Dani", "Mar\xC3\xAD" "a", "Eva", "Hugo", "Irene"};
  std::vector<store::GameSummary> games;
  for (int i = count; i >= 1; --i) {  // newest first, as the store gives them
    store::GameSummary g;
    g.id = i;
    g.game = i % 3 ? "flip7" : "unoflip";
    g.players = {kNames[i % 8], kNames[(i + 3) % 8], kNames[(i + 5) % 8]};
    g.started_at = std::string(i % 7 ? "2026-" : "2025-") + std::string(i % 12 < 9 ? "0" : "") + std::to_string(i % 12 + 1) + "-1" +
                   std::to_string(i % 10) + "T19:30:00+01:00";
    games.push_back(std::move(g));
  }
  return games;
}

}  // namespace flipside::testkit
