#include "table.hpp"
using namespace flipside::flinch::test;
TEST_CASE("smoke", "[flinch]") {
  Table t;
  t.reveal_all({4, 9, 12});
  t.play("Ben", 1, "hand", "new");
  CHECK(t.on_turn() == "Ben");
}
