// Issue 32 item 2 in the other games: "in every game, while a prompt waits
// for an answer, only its answers, Undo and Cancel are live". Flip 7's
// action card waiting for its target and Flinch's Flinch tops waiting to be
// revealed: every control tapped enters nothing but that answer (the UNO
// Flip table's own questions: unoflip_prompt_test.cpp).
#include <catch2/catch.hpp>

#include "support/fixtures.hpp"
#include "support/headless.hpp"
#include "support/prompt_sweep.hpp"

using namespace flipside;
using namespace flipside::ui;
using namespace flipside::ui::test;

TEST_CASE("Flip 7: while an action card waits for its target only a target is entered (issue 32 item 2)",
          "[flip7][tap][prompt]") {
  for (ImVec2 size : {ImVec2(1280, 800), ImVec2(800, 1280)}) {
    INFO(size.x << "x" << size.y);
    Headless h(size);
    auto c = controller_over(state_with(four_players(), Moment::kTarget));
    REQUIRE(c->screen() == Screen::kTable);
    only_answers_act(h, *c, {}, [](const nlohmann::json& line) { return line.contains("target"); });
  }
}

TEST_CASE("Flinch: while the Flinch tops wait to be revealed only a reveal is entered (issue 32 item 2)",
          "[flinch][tap][prompt]") {
  for (ImVec2 size : {ImVec2(1280, 800), ImVec2(800, 1280)}) {
    INFO(size.x << "x" << size.y);
    Headless h(size);
    ScriptHeader header;
    header.game = "flinch";
    header.players = {"Ana", "Ben", "Cleo"};
    header.dealer = "Ana";
    auto state = std::make_shared<FakeStoreState>();
    state->games.push_back(make_record(1, header, {{{"reveal", "Ana"}, {"card", 4}}}));
    auto c = controller_over(state);
    REQUIRE(c->screen() == Screen::kTable);
    only_answers_act(h, *c, {}, [](const nlohmann::json& line) { return line.contains("reveal"); });
  }
}
