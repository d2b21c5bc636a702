// The tests' name for the simulated table of physical cards, which moved to
// src/games/phase10flip/random_table.hpp so that `flipside demo-data` plays it too.
#pragma once

#include "games/phase10flip/random_table.hpp"

namespace flipside::testkit {
using namespace flipside::sim;
}  // namespace flipside::testkit
