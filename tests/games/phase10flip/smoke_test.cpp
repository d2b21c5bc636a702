#include "table.hpp"

using namespace flipside::phase10flip::test;

TEST_CASE("smoke", "[phase10flip]") {
  Table t({"Ana", "Ben"});
  t.phase("Ana", {"red 3", "red 4", "blue 7", "green 7"});
  CHECK(t.group("Ana", 1)["kind"] == "run");
}
