// The game log is the truth: undo drops the last line and replays the rest.
#include <catch2/catch.hpp>

#include "core/session.hpp"

using namespace flipside;

TEST_CASE("Session: undo restores the exact earlier state, redo brings it back, a new entry drops redo",
          "[core][session]") {
  ScriptHeader h;
  h.game = "flip7";
  h.players = {"Ana", "Ben"};
  h.dealer = "Ben";
  Message error;
  auto s = Session::start(h, &error);
  REQUIRE(s);
  REQUIRE(s->apply({{"card", "12"}}).accepted);
  const auto after_one = s->game().state();
  REQUIRE(s->apply({{"card", "11"}}).accepted);
  const auto after_two = s->game().state();
  CHECK_FALSE(s->apply({{"card", "11"}, {"to", "Ben"}}).accepted);  // rejected: not logged
  CHECK(s->lines().size() == 2);

  REQUIRE(s->undo());
  CHECK(s->game().state() == after_one);
  CHECK(s->can_redo());
  REQUIRE(s->redo());
  CHECK(s->game().state() == after_two);

  REQUIRE(s->undo());
  REQUIRE(s->apply({{"card", "5"}}).accepted);  // a different card for Ben
  CHECK_FALSE(s->can_redo());
  CHECK(s->lines().back() == nlohmann::json{{"card", "5"}});
  REQUIRE(s->undo());
  REQUIRE(s->undo());
  CHECK_FALSE(s->can_undo());
  CHECK(s->game().state()["draw_pile"] == 94);
}
