// The tests' name for the random Flip 7 table, which moved to
// src/games/flip7/random_table.hpp so that `flipside demo-data` plays it too.
#pragma once

#include "games/flip7/random_table.hpp"

namespace flipside::testkit {
using namespace flipside::sim;
}  // namespace flipside::testkit
