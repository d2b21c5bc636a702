// A player's tap in the headless tests: on a widget drawn in the last frame
// (by its Diagnostics name), its intents applied as the app's loop would.
#pragma once

#include <catch2/catch.hpp>

#include <string>

#include "support/headless.hpp"

namespace flipside::ui::test {

// The widget must be on screen; what it emits is applied to `c`.
inline void tap_and_apply(Headless& h, Controller& c, const std::string& id) {
  bool found = false;
  for (const Intent& i : h.tap(c, id, &found)) c.apply(i);
  INFO(id);
  REQUIRE(found);
}

}  // namespace flipside::ui::test
