// `flipside demo-data`'s seeded games as a test's file: every kind of game,
// finished, with lengths, dated up to a fixed day so that every run writes
// the same games.
#pragma once

#include <catch2/catch.hpp>

#include <ctime>
#include <sstream>
#include <string>

#include "cli/commands.hpp"

namespace flipside::store_test {

inline constexpr std::time_t kDemoToday = 1774000000;  // 2026-03-20

inline void write_demo_file(const std::string& path, int games) {
  cli::DemoDataRequest request;
  request.games = games;
  request.today = kDemoToday;
  std::ostringstream out, err;
  INFO(err.str());
  REQUIRE(cli::run_demo_data(path, request, out, err) == 0);
}

}  // namespace flipside::store_test
