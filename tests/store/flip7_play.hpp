// The store's tests play Flip 7 with the shared random table (tests/support).
#pragma once

#include "support/random_flip7.hpp"

namespace flipside::store_test {

using testkit::flip7_header;
using testkit::next_line;

// A whole finished game's lines (header excluded).
inline std::vector<nlohmann::json> play_to_end(const ScriptHeader& header, unsigned seed) {
  return testkit::play(header, seed);
}

}  // namespace flipside::store_test
