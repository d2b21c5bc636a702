// A game that exists only in the tests, to prove the app shell is generic:
// "counter". Each line {"point":name} is one round, won by that player, who
// scores 1 point (2 with the option pace "fast"). The game ends after a round
// in which someone reaches the target (option, default 3); the highest total
// wins. The deal passes to the left after every round. Registered (engine and
// table) by a static initializer in counter_game.cpp, before anything is
// looked up or rendered.
#pragma once

namespace flipside::test {

inline constexpr const char* kCounterId = "counter";

// Forces the registration to be linked in.
bool counter_registered();

}  // namespace flipside::test
