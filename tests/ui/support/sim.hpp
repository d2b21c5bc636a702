// The UI's tests and fixtures play Flip 7 with the shared random table
// (tests/support/random_flip7.hpp).
#pragma once

#include "support/random_flip7.hpp"

namespace flipside::ui::test {

using testkit::flip7_header;
using testkit::next_line;
using testkit::play;

}  // namespace flipside::ui::test
