// A controller over a real in-memory store (renames and merges are the
// store's own), holding one finished Flip 7 game to 40 per table, played by
// the seeded simulator with seeds counting up from `first_seed`.
#pragma once

#include <catch2/catch.hpp>

#include <memory>
#include <string>
#include <vector>

#include "support/fixtures.hpp"

namespace flipside::ui::test {

inline std::unique_ptr<Controller> controller_over_finished_games(const std::vector<std::vector<std::string>>& tables,
                                                                  unsigned first_seed, const Settings& settings = {}) {
  store::OpenResult opened = store::Opened{store::Store::open_in_memory(), std::nullopt};
  REQUIRE(opened->store);
  unsigned seed = first_seed;
  for (const auto& players : tables) {
    const ScriptHeader header = flip7_header(players, 40);
    auto created = opened->store->create_game(header);
    REQUIRE(created.ok());
    auto game = std::move(created).value();
    REQUIRE(game);
    for (const auto& line : lines_until(header, Moment::kFinished, seed++)) REQUIRE(game->apply(line).accepted);
    REQUIRE(game->game().finished());
  }
  auto c = std::make_unique<Controller>(std::move(opened), StoreAccess{}, settings);
  c->start();
  return c;
}

}  // namespace flipside::ui::test
