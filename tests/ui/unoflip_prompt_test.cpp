// Issue 32 item 2, "a prompt takes only its answers": while the UNO Flip
// table asks a question of its own (a wild's colour, how many cards, who
// caught whom), every other control that would enter something is greyed and
// says the question, and so do the game's keys and Redo; Undo and Cancel stay.
// A wild played as the last card asks no colour; a Wild Draw Colour's count
// is typed on the number pad.
#include <catch2/catch.hpp>

#include "support/headless.hpp"
#include "support/prompt_sweep.hpp"
#include "support/unoflip_table.hpp"
#include "ui/shell/keymap.hpp"

using namespace flipside;
using namespace flipside::ui;
using namespace flipside::ui::test;

namespace {

// What the table says to a tap or key that does not answer `question`.
void says_question_first(const std::vector<Intent>& intents, const std::string& question_key) {
  const Message why = explained(intents);
  CHECK(why.key == "ui.prompt.answer_first");
  REQUIRE(why.args.size() == 1);
  REQUIRE(why.args[0].list.size() == 1);
  CHECK(why.args[0].list[0].key == question_key);
}

// Nothing but the question's answers (`answers`: id prefixes) acts; the
// rest says the question, and the question stays asked.
void nothing_but_answers(Headless& h, const Controller& c, const std::vector<std::string>& answers,
                         const std::string& question_key) {
  h.frames(c, 2);
  REQUIRE(h.view.prompt);
  CHECK(h.view.prompt->key == question_key);
  only_answers_act(h, c, answers, [](const Json&) { return false; }, [&](const std::vector<Intent>& tapped) {
    for (const Intent& i : tapped)
      if (const auto* e = std::get_if<intent::Explain>(&i)) CHECK(e->why.key == "ui.prompt.answer_first");
    h.frames(c, 1);
    CHECK(h.view.prompt);  // still asked: nothing was thrown away
  });
}

}  // namespace

TEST_CASE("while a wild's colour is asked only the colours, Cancel and Undo act (issue 32 item 2)",
          "[unoflip][tap][prompt]") {
  for (ImVec2 size : {ImVec2(1280, 800), ImVec2(800, 1280)}) {
    INFO(size.x << "x" << size.y);
    Headless h(size);
    auto c = controller_over(state_of(uno_header({"Ana", "Ben", "Cleo"}), start_lines()));
    // Something to redo, so that Redo would be live.
    apply_taps(*c, tap(h, *c, "act.draw"));
    c->apply(intent::Undo{});
    REQUIRE(c->game()->can_redo());

    CHECK(tap(h, *c, "pad.wild_draw2").empty());  // "Which colour for Wild Draw Two?"
    // Draw entered "Ben draws 1" and threw the wild away; now it says the question.
    says_question_first(tap(h, *c, "act.draw"), "ui.unoflip.choose_color");
    says_question_first(tap(h, *c, "act.pass"), "ui.unoflip.choose_color");
    says_question_first(tap(h, *c, "act.uno"), "ui.unoflip.choose_color");
    says_question_first(tap(h, *c, "act.draw_more"), "ui.unoflip.choose_color");
    says_question_first(tap(h, *c, "act.catch"), "ui.unoflip.choose_color");
    CHECK(tap(h, *c, "table.redo").empty());
    nothing_but_answers(h, *c, {"color."}, "ui.unoflip.choose_color");

    // The keys say it too: D, P, U and Ctrl+Y; Ctrl+Z still undoes.
    h.frames(*c, 1);
    const KeyContext k = keys_on_table(*c, h);
    for (int key : {'d', 'p', 'u'}) {
      const auto i = intent_for_key(KeyChord{key}, k);
      REQUIRE(i);
      says_question_first({*i}, "ui.unoflip.choose_color");
    }
    const auto redo = intent_for_key(KeyChord{'y', true}, k);
    REQUIRE(redo);
    says_question_first({*redo}, "ui.unoflip.choose_color");
    const auto undo = intent_for_key(KeyChord{'z', true}, k);
    REQUIRE(undo);
    CHECK(std::holds_alternative<intent::Undo>(*undo));

    // The answer enters the wild; then Draw and the keys act again.
    const auto intents = tap(h, *c, "color.blue");
    CHECK(submitted(intents) == Json({{"play", "wild_draw2"}, {"by", "Ben"}, {"color", "blue"}}));
    h.frames(*c, 1);
    CHECK_FALSE(h.view.prompt);
  }
}

TEST_CASE("Cancel closes the question and the buttons act again (issue 32 item 2)", "[unoflip][tap][prompt]") {
  Headless h(ImVec2(1280, 800));
  auto c = controller_over(state_of(uno_header({"Ana", "Ben", "Cleo"}), start_lines()));
  CHECK(tap(h, *c, "pad.wild").empty());
  says_question_first(tap(h, *c, "act.draw"), "ui.unoflip.choose_color");
  CHECK(tap(h, *c, "color.cancel").empty());
  CHECK(submitted(tap(h, *c, "act.draw")) == Json{{"draw", "Ben"}});
  // How many cards, and who caught whom, are questions too.
  CHECK(tap(h, *c, "act.draw_more").empty());
  says_question_first(tap(h, *c, "act.pass"), "ui.unoflip.draw_how_many");
  nothing_but_answers(h, *c, {"draw."}, "ui.unoflip.draw_how_many");
}

TEST_CASE("who caught whom is a question: the rows and buttons wait for it (issue 32 item 2)",
          "[unoflip][tap][prompt]") {
  Headless h(ImVec2(800, 1280));
  // Three players play red 1…9 then red 1…7 in turn (two copies of each):
  // Ben, who began, is left with one card and no UNO.
  std::vector<Json> lines = {{{"start", "red 9"}}};
  const char* seats[] = {"Ben", "Cleo", "Ana"};
  for (int k = 0; k < 16; ++k) lines.push_back({{"play", "red " + std::to_string(k % 9 + 1)}, {"by", seats[k % 3]}});
  auto c = controller_over(state_of(uno_header({"Ana", "Ben", "Cleo"}), lines));
  REQUIRE(uno(*c).engine().catchable() == 1);
  CHECK(tap(h, *c, "act.catch").empty());
  says_question_first(tap(h, *c, "act.draw"), "ui.unoflip.who_caught");
  nothing_but_answers(h, *c, {"catch."}, "ui.unoflip.who_caught");
}

TEST_CASE("a wild played as the last card asks no colour: the hand ends (issue 32 item 2)", "[unoflip][tap][prompt]") {
  for (const char* wild : {"wild", "wild_draw2"}) {
    INFO(wild);
    Headless h(ImVec2(1280, 800));
    // Two players; Ana plays her red 6 and Ben holds one card.
    auto lines = catch_lines();
    lines.push_back({{"play", "red 6"}, {"by", "Ana"}});
    auto c = controller_over(state_of(uno_header({"Ana", "Ben"}), lines));
    REQUIRE(uno(*c).engine().hand_size(1) == 1);
    const auto intents = tap(h, *c, std::string("pad.") + wild);
    CHECK(submitted(intents) == Json({{"play", wild}, {"by", "Ben"}}));
    apply_taps(*c, intents);
    if (std::string(wild) == "wild_draw2") apply_taps(*c, tap(h, *c, "answer.accept"));
    CHECK(uno(*c).engine().phase() == unoflip::Phase::kRemaining);
  }
}

TEST_CASE("a Wild Draw Colour's count is typed on the number pad (issue 32 item 2)", "[unoflip][tap][prompt]") {
  for (ImVec2 size : {ImVec2(1280, 800), ImVec2(800, 1280)}) {
    INFO(size.x << "x" << size.y);
    Headless h(size);
    auto c = controller_over(state_of(uno_header({"Ana", "Ben", "Cleo"}), answer_dark_lines()));
    // Fourteen cards: two taps, where + took thirteen.
    CHECK(tap(h, *c, "answer.pad.1").empty());
    CHECK(tap(h, *c, "answer.pad.4").empty());
    auto intents = tap(h, *c, "answer.accept");
    CHECK(submitted(intents) == Json({{"accept", "Ana"}, {"count", 14}}));
    // ⌫ and a new digit: 15; − beside the field still steps.
    CHECK(tap(h, *c, "answer.pad.back").empty());
    CHECK(tap(h, *c, "answer.pad.5").empty());
    CHECK(tap(h, *c, "answer.count.minus").empty());
    intents = tap(h, *c, "answer.innocent");
    CHECK(submitted(intents) == Json({{"challenge", "Ana"}, {"guilty", false}, {"count", 14}}));
    apply_taps(*c, intents);
    CHECK(uno(*c).engine().hand_size(0) == 7 + 14 + 2);
  }
}
