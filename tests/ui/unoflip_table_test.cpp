// The UNO Flip table: its view model against the engine's state, the screen
// drawn at every moment that needs its own prompt (both languages, both
// orientations, 100 % and 125 %), and taps that produce the exact script
// lines, accepted by the engine through a Controller.
#include <catch2/catch.hpp>

#include <map>
#include <sstream>

#include "games/unoflip/game.hpp"
#include "support/controls_still.hpp"
#include "support/fixtures.hpp"
#include "support/headless.hpp"
#include "support/unoflip_table.hpp"
#include "ui/shell/controller.hpp"
#include "ui/games/unoflip/table_view.hpp"
#include "ui/games/unoflip/unoflip_ui.hpp"

using namespace flipside;
using namespace flipside::ui;
using namespace flipside::ui::test;

namespace {

const std::string kLong = "Bartholomew-Christopher Montgom";  // 31 characters

std::vector<Json> mid_lines() {
  return {{{"start", "red 5"}}, {{"play", "red 7"}, {"by", "Ben"}}, {{"play", "red reverse"}, {"by", "Cleo"}}};
}

std::vector<Json> flip_top_lines() {
  return {{{"start", "red 5"}}, {{"play", "red flip"}, {"by", "Ben"}}};
}

std::vector<Json> answer_light_lines() {
  return {{{"start", "red 5"}}, {{"play", "wild_draw2"}, {"by", "Ben"}, {"color", "blue"}}};
}

// Then Ana plays red 6 and Ben goes out with red 7: Ana's one card is awaited.
std::vector<Json> remaining_lines() {
  auto lines = catch_lines();
  lines.push_back({{"play", "red 6"}, {"by", "Ana"}});
  lines.push_back({{"play", "red 7"}, {"by", "Ben"}});
  return lines;
}

std::vector<Json> duel_lines() { return {{{"start", "red 5"}}, {{"play", "wild"}, {"by", "Ben"}}}; }

std::unique_ptr<unoflip::UnoFlipGame> game_of(const ScriptHeader& h, const std::vector<Json>& lines) {
  Message error;
  auto g = unoflip::make_unoflip(h, &error);
  REQUIRE(g);
  std::unique_ptr<unoflip::UnoFlipGame> u(static_cast<unoflip::UnoFlipGame*>(g.release()));
  for (const auto& l : lines) {
    INFO(l.dump());
    REQUIRE(u->apply(l).accepted);
  }
  return u;
}

void check_clean(const Headless& h, const std::string& where) {
  INFO(where);
  for (const auto& e : h.stack_errors) FAIL_CHECK("unbalanced: " << e);
  for (const auto& e : h.diag.id_collisions) FAIL_CHECK("ID drawn twice: " << e);
  for (const auto& e : h.diag.overflows) FAIL_CHECK("text wider than its widget: " << e);
  for (const auto& [id, rect] : h.diag.rects) {
    if (rect.first.x < 8.0f || rect.second.x > h.display().x - 8.0f)
      FAIL_CHECK(id << " is outside the screen: x " << rect.first.x << ".." << rect.second.x);
    if (rect.first.y < 0.0f || rect.second.y > h.display().y)
      FAIL_CHECK(id << " is outside the screen: y " << rect.first.y << ".." << rect.second.y);
  }
}


}  // namespace

TEST_CASE("the view model shows the engine's state", "[unoflip]") {
  auto g = game_of(uno_header({"Ana", "Ben", "Cleo"}), mid_lines());
  const auto v = unoflipui::build_table_view(*g);
  const Json s = g->state();
  CHECK(std::string(unoflip::side_key(v.side)) == s["side"]);
  CHECK(std::string(unoflip::color_key(v.color)) == s["color"]);
  CHECK((v.direction > 0 ? "clockwise" : "counterclockwise") == s["direction"]);
  CHECK(v.seats[v.turn].name == s["turn"]);
  REQUIRE(v.top);
  CHECK(unoflip::card_key(*v.top) == s["top"]);
  for (int p = 0; p < 3; ++p) {
    CHECK(v.seats[p].cards == s["players"][p]["cards"]);
    CHECK(v.seats[p].total == s["players"][p]["total"]);
    CHECK(v.seats[p].uno == s["players"][p]["uno"]);
  }
  CHECK(v.seats[0].dealer);
  CHECK(v.draw_pile == s["draw_pile"]);
  // Cleo's Reverse: Ben plays next, counterclockwise, on red Reverse.
  CHECK(v.turn == 1);
  CHECK(v.direction < 0);
  // The pad: a red card, any Reverse and the wilds may come; a blue 7 not.
  auto key = [&](const char* card) { return v.pad[unoflip::parse_card(card)->kind]; };
  CHECK(key("red 2").possible);
  CHECK(key("blue reverse").possible);
  CHECK(key("wild").possible);
  CHECK(key("wild_draw2").possible);
  CHECK_FALSE(key("blue 7").possible);
  CHECK(key("blue 7").why.key == "unoflip.no_match_symbol");
  CHECK_FALSE(key("blue flip").possible);
  CHECK(key("blue flip").why.key == "unoflip.flip_no_match");
  CHECK_FALSE(v.why_no_draw);
  REQUIRE(v.why_no_pass);
  CHECK(v.why_no_pass->key == "unoflip.pass_without_draw");
  REQUIRE(v.why_no_catch);
}

TEST_CASE("the view model after a Flip, at a Wild Draw, a catch and a hand's end", "[unoflip]") {
  {
    auto g = game_of(uno_header({"Ana", "Ben", "Cleo"}), flip_top_lines());
    const auto v = unoflipui::build_table_view(*g);
    CHECK(v.phase == unoflip::Phase::kFlipTop);
    CHECK(v.side == unoflip::Side::kDark);
    CHECK(v.color == -1);
    CHECK(v.pad[0].face.side == unoflip::Side::kDark);
    CHECK(v.pad[0].possible);  // any dark face can be the new top
    CHECK(unoflipui::wants_color(*g, v.pad[unoflip::kWild].face));
  }
  {
    auto g = game_of(uno_header({"Ana", "Ben", "Cleo"}), answer_dark_lines());
    const auto v = unoflipui::build_table_view(*g);
    CHECK(v.phase == unoflip::Phase::kAnswer);
    CHECK(v.answerer == 0);
    CHECK(v.seats[0].answers);
    CHECK(v.seats[2].on_turn);
    CHECK_FALSE(unoflipui::refusal(*g, unoflipui::accept_line(*g, 3)));
  }
  {
    auto g = game_of(uno_header({"Ana", "Ben"}), catch_lines());
    const auto v = unoflipui::build_table_view(*g);
    CHECK(v.catchable == 1);
    CHECK(v.seats[1].catchable);
    CHECK(v.seats[1].cards == 1);
    CHECK_FALSE(v.why_no_catch);
    CHECK_FALSE(v.why_no_uno);
    CHECK(v.uno_caller == 1);
  }
  {
    // Ben on turn with two cards has called UNO: saying it again would be
    // accepted but change nothing (RULINGS UNO Flip 10), so the button stays off.
    std::vector<Json> lines = {{{"start", "red 9"}}};
    for (int n = 1; n <= 5; ++n) {
      lines.push_back({{"play", "red " + std::to_string(n)}, {"by", "Ben"}});
      lines.push_back({{"play", "red " + std::to_string(n)}, {"by", "Ana"}});
    }
    auto g = game_of(uno_header({"Ana", "Ben"}), lines);
    CHECK_FALSE(unoflipui::build_table_view(*g).why_no_uno);
    REQUIRE(g->apply(Json{{"uno", "Ben"}}).accepted);
    const auto v = unoflipui::build_table_view(*g);
    REQUIRE(v.why_no_uno);
    CHECK(render(*v.why_no_uno) == "Ben has already called UNO");
    CHECK(v.uno_caller == -1);
    CHECK_FALSE(v.seats[1].may_call_uno);
    CHECK(v.seats[1].uno);
  }
  {
    auto g = game_of(uno_header({"Ana", "Ben"}), remaining_lines());
    const auto v = unoflipui::build_table_view(*g);
    CHECK(v.phase == unoflip::Phase::kRemaining);
    CHECK(v.turn == 1);
    const unoflip::Face red1{unoflip::Side::kLight, 0};
    CHECK(unoflipui::copies_left(g->engine(), red1, {}) == 0);  // both red 1s are on the pile
    const unoflip::Face blue3{unoflip::Side::kLight, 3 * 13 + 2};
    CHECK(unoflipui::copies_left(g->engine(), blue3, {{}, {}}) == 2);
    CHECK(unoflipui::copies_left(g->engine(), blue3, {{blue3.kind}, {}}) == 1);
    CHECK(unoflipui::listed_points(unoflip::Side::kLight, {blue3.kind, unoflip::kWildDraw}) == 53);
  }
}

TEST_CASE("the UNO Flip table renders cleanly at every moment", "[unoflip][render]") {
  struct Moment {
    const char* name;
    ScriptHeader header;
    std::vector<Json> lines;
    std::map<std::string, int> picks = {};
    std::map<std::string, std::vector<int>> lists = {};
  };
  const std::vector<Moment> moments = {
      {"first discard", uno_header({"Ana", "Ben", "Cleo"}), {}},
      {"start", uno_header({"Ana", "Ben", "Cleo"}), start_lines()},
      {"draw several", uno_header({"Ana", kLong, "Cleo"}), start_lines(), {{"draw_more", 1}, {"draw_n", 104}}},
      {"mid hand", uno_header({kLong, "Ben", "Cleo", "Dani", "Eva", "Fede"}), {{{"start", "red 5"}}}},
      {"flip top", uno_header({"Ana", "Ben", "Cleo"}), flip_top_lines()},
      {"answer light", uno_header({"Ana", kLong, "Cleo"}), answer_light_lines()},
      {"answer dark", uno_header({"Ana", "Ben", "Cleo"}), answer_dark_lines()},
      {"duel", uno_header({"Ana", "Ben", kLong, "Dani"}, {{"edition", "transformers"}}), duel_lines()},
      {"catch", uno_header({"Ana", "Ben"}), catch_lines()},
      {"remaining", uno_header({"Ana", "Ben"}), remaining_lines()},
      {"remaining, listed", uno_header({"Ana", "Ben"}), remaining_lines(), {}, {{"rem.0", {unoflip::kWildDraw}}}},
      {"score mode", uno_header({"Ana", kLong, "Cleo", "Dani"}, {{"mode", "score"}}), {}},
      {"score mode, points", uno_header({"Ana", kLong, "Cleo", "Dani"}, {{"mode", "score"}}), {}, {{"score_w", 2}}},
      {"score mode, cards", uno_header({"Ana", kLong, "Cleo", "Dani"}, {{"mode", "score"}}), {},
       {{"score_w", 1}, {"score_cards", 1}, {"score_side", 1}, {"rem_seat", 3}},
       {{"rem.0", {0, 5, 12, 13, 26, 40, 51, 52, 53, 1, 2, 3}}, {"rem.3", {7}}}},
      {"finished", uno_header({"Ana", "Ben"}, {{"mode", "score"}, {"target", 50}}),
       {{{"hand", {{"winner", "Ana"}, {"points", {{"Ben", 60}}}}}}}},
  };
  for (Lang lang : {Lang::kEnglish, Lang::kSpanish})
    for (ImVec2 size : {ImVec2(1280, 800), ImVec2(800, 1280)})
      for (float scale : {1.0f, 1.25f}) {
        Headless h(size, scale);
        Settings settings;
        settings.lang = lang;
        for (const Moment& m : moments) {
          std::ostringstream where;
          where << m.name << " " << (lang == Lang::kSpanish ? "es" : "en") << " " << size.x << "x" << size.y << " @"
                << scale;
          auto c = controller_over(state_of(m.header, m.lines), settings);
          h.view = ViewState{};
          h.view.picks = m.picks;
          h.view.lists = m.lists;
          h.view.picks_at = m.lines.size();
          h.diag.overflows.clear();
          h.diag.id_collisions.clear();
          h.stack_errors.clear();
          h.frames(*c, 3);
          check_clean(h, where.str());
          if (std::string(m.name) == "finished") continue;
          CHECK(c->screen() == Screen::kTable);
          for (const auto& [id, rect] : h.diag.rects) {
            INFO(where.str() << " " << id);
            CHECK(rect.second.x - rect.first.x >= 48.0f * scale - 0.5f);
            CHECK(rect.second.y - rect.first.y >= 48.0f * scale - 0.5f);
          }
        }
      }
}

TEST_CASE("taps on the pad play cards, ask a wild's colour and explain the rest", "[unoflip][tap]") {
  Headless h(ImVec2(1280, 800));
  auto c = controller_over(state_of(uno_header({"Ana", "Ben", "Cleo"}), {}));
  REQUIRE(c->screen() == Screen::kTable);

  // The first discard.
  auto intents = tap(h, *c, "pad.red 5");
  CHECK(submitted(intents) == Json{{"start", "red 5"}});
  apply_taps(*c, intents);

  // A red 7 by Ben, then a blue 8 that cannot come on it.
  intents = tap(h, *c, "pad.red 7");
  CHECK(submitted(intents) == Json({{"play", "red 7"}, {"by", "Ben"}}));
  apply_taps(*c, intents);
  intents = tap(h, *c, "pad.blue 8");
  CHECK(explained(intents).key == "unoflip.no_match_number");

  // A wild: its colour first, then the line.
  intents = tap(h, *c, "pad.wild");
  CHECK(intents.empty());
  intents = tap(h, *c, "color.green");
  CHECK(submitted(intents) == Json({{"play", "wild"}, {"by", "Cleo"}, {"color", "green"}}));
  apply_taps(*c, intents);

  // Draw, then pass.
  intents = tap(h, *c, "act.pass");
  CHECK(explained(intents).key == "unoflip.pass_without_draw");
  intents = tap(h, *c, "act.draw");
  CHECK(submitted(intents) == Json{{"draw", "Ana"}});
  apply_taps(*c, intents);
  intents = tap(h, *c, "act.pass");
  CHECK(submitted(intents) == Json{{"pass", "Ana"}});
  apply_taps(*c, intents);

  // A Flip: the new top comes from the dark pad.
  intents = tap(h, *c, "pad.green flip");
  CHECK(submitted(intents) == Json({{"play", "green flip"}, {"by", "Ben"}}));
  apply_taps(*c, intents);
  CHECK(uno(*c).engine().phase() == unoflip::Phase::kFlipTop);
  intents = tap(h, *c, "pad.teal skip_everyone");
  CHECK(submitted(intents) == Json{{"flip_top", "teal skip_everyone"}});
  apply_taps(*c, intents);
  CHECK(uno(*c).engine().side() == unoflip::Side::kDark);
  CHECK(uno(*c).engine().color() == 5);

  // Undo is always on screen.
  intents = tap(h, *c, "table.undo");
  REQUIRE(intents.size() == 1);
  CHECK(std::holds_alternative<intent::Undo>(intents[0]));
}

TEST_CASE("taps draw several cards in one entry, with the contract's count", "[unoflip][tap]") {
  for (ImVec2 size : {ImVec2(1280, 800), ImVec2(800, 1280)}) {
    INFO(size.x << "x" << size.y);
    Headless h(size);
    auto c = controller_over(state_of(uno_header({"Ana", "Ben", "Cleo"}), start_lines()));

    // One tap on Draw still draws one card, without a count.
    auto intents = tap(h, *c, "act.draw");
    CHECK(submitted(intents) == Json{{"draw", "Ben"}});  // not applied

    // Draw 2+ opens the count; a quick count is one more tap.
    CHECK(tap(h, *c, "act.draw_more").empty());
    intents = tap(h, *c, "draw.count.1");  // 2, 3, …: three cards
    CHECK(submitted(intents) == Json({{"draw", "Ben"}, {"count", 3}}));
    apply_taps(*c, intents);
    CHECK(uno(*c).engine().hand_size(1) == 10);
    CHECK(uno(*c).engine().drew());

    // The count is gone; Ben may not draw again, and is told so.
    bool found = false;
    h.frames(*c, 2);
    h.tap(*c, "draw.count.0", &found);
    CHECK_FALSE(found);
    CHECK(explained(tap(h, *c, "act.draw_more")).key == "unoflip.already_drew");
    apply_taps(*c, tap(h, *c, "act.pass"));

    // Cleo draws thirteen: past the quick counts with the stepper.
    CHECK(tap(h, *c, "act.draw_more").empty());
    CHECK(tap(h, *c, "draw.n.plus").empty());
    CHECK(tap(h, *c, "draw.n.plus").empty());
    intents = tap(h, *c, "draw.enter");
    CHECK(submitted(intents) == Json({{"draw", "Cleo"}, {"count", 13}}));
    apply_taps(*c, intents);
    CHECK(uno(*c).engine().hand_size(2) == 20);
    CHECK(uno(*c).engine().turn() == 2);

    // Cancel puts the pad back without an entry.
    apply_taps(*c, tap(h, *c, "act.pass"));
    CHECK(tap(h, *c, "act.draw_more").empty());
    CHECK(tap(h, *c, "draw.cancel").empty());
    CHECK(submitted(tap(h, *c, "pad.red 2")) == Json({{"play", "red 2"}, {"by", "Ana"}}));
  }
}

TEST_CASE("a count of more cards than the piles hold is explained, not entered", "[unoflip][tap]") {
  Headless h(ImVec2(1280, 800));
  auto c = controller_over(state_of(uno_header({"Ana", "Ben", "Cleo"}), start_lines()));
  CHECK(tap(h, *c, "act.draw_more").empty());
  // 112 cards less 21 dealt and the top: 90 can be drawn; the stepper stops
  // there, a count kept from before is explained.
  h.view.picks["draw_n"] = 90;
  h.frames(*c, 1);
  bool found = false;
  CHECK(h.tap(*c, "draw.n.plus", &found).empty());
  CHECK(found);
  CHECK(h.view.picks["draw_n"] == 90);
  h.view.picks["draw_n"] = 91;
  const Message why = explained(tap(h, *c, "draw.enter"));
  CHECK(why.key == "unoflip.cannot_draw");
  h.view.picks["draw_n"] = 90;
  auto intents = tap(h, *c, "draw.enter");
  CHECK(submitted(intents) == Json({{"draw", "Ben"}, {"count", 90}}));
  apply_taps(*c, intents);
  CHECK(uno(*c).engine().hand_size(1) == 97);
  apply_taps(*c, tap(h, *c, "act.pass"));

  // Nothing is left to draw: Cleo cannot draw, and passes without drawing.
  CHECK(explained(tap(h, *c, "act.draw")).key == "unoflip.cannot_draw");
  CHECK(explained(tap(h, *c, "act.draw_more")).key == "unoflip.cannot_draw");
  intents = tap(h, *c, "act.pass");
  CHECK(submitted(intents) == Json{{"pass", "Cleo"}});
  apply_taps(*c, intents);
  CHECK(uno(*c).engine().turn() == 0);
}

TEST_CASE("taps answer a Wild Draw: accept, challenge, count", "[unoflip][tap]") {
  {
    Headless h(ImVec2(800, 1280));
    auto c = controller_over(state_of(uno_header({"Ana", "Ben", "Cleo"}), answer_light_lines()));
    auto intents = tap(h, *c, "answer.guilty");
    CHECK(submitted(intents) == Json({{"challenge", "Cleo"}, {"guilty", true}}));
    apply_taps(*c, intents);
    CHECK(uno(*c).engine().hand_size(1) == 8);  // Ben: 6 + 2
    CHECK(uno(*c).engine().turn() == 2);        // Cleo plays
  }
  {
    Headless h(ImVec2(1280, 800));
    auto c = controller_over(state_of(uno_header({"Ana", "Ben", "Cleo"}), answer_dark_lines()));
    for (int i = 0; i < 2; ++i) {
      auto none = tap(h, *c, "answer.count.plus");
      CHECK(none.empty());
    }
    auto intents = tap(h, *c, "answer.accept");
    CHECK(submitted(intents) == Json({{"accept", "Ana"}, {"count", 3}}));
    apply_taps(*c, intents);
    CHECK(uno(*c).engine().hand_size(0) == 10);
  }
}

TEST_CASE("taps enter a duel, a catch, a hand's remaining cards and a score-mode hand", "[unoflip][tap]") {
  SECTION("duel") {
    Headless h(ImVec2(1280, 800));
    auto c = controller_over(state_of(uno_header({"Ana", "Ben", "Cleo"}, {{"edition", "transformers"}}), duel_lines()));
    auto intents = tap(h, *c, "duel.enter");
    CHECK(explained(intents).key == "ui.unoflip.duel_incomplete");
    CHECK(tap(h, *c, "duel.challenged.1").empty());  // Ana, Cleo: Cleo
    CHECK(tap(h, *c, "duel.winner.0").empty());      // Ben, Cleo: Ben
    CHECK(tap(h, *c, "duel.color.yellow").empty());
    CHECK(tap(h, *c, "duel.discards.2").empty());
    intents = tap(h, *c, "duel.enter");
    CHECK(submitted(intents) == Json({{"duel", "Cleo"}, {"winner", "Ben"}, {"color", "yellow"}, {"discards", 2}}));
    apply_taps(*c, intents);
    CHECK(uno(*c).engine().hand_size(1) == 4);
  }
  SECTION("catch and UNO") {
    Headless h(ImVec2(800, 1280));
    auto c = controller_over(state_of(uno_header({"Ana", "Ben"}), catch_lines()));
    auto intents = tap(h, *c, "act.catch");
    CHECK(submitted(intents) == Json({{"catch", "Ben"}, {"by", "Ana"}}));
    intents = tap(h, *c, "act.uno");
    CHECK(submitted(intents) == Json{{"uno", "Ben"}});
    apply_taps(*c, intents);
    intents = tap(h, *c, "act.catch");
    CHECK(explained(intents).key == "ui.unoflip.nobody_to_catch");
  }
  SECTION("catch with three players asks who caught") {
    Headless h(ImVec2(1280, 800));
    std::vector<Json> lines = {{{"start", "red 9"}}};
    const char* order[] = {"Ben", "Cleo", "Ana"};
    const int numbers[] = {1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8};
    for (int i = 0; i < 16; ++i)
      lines.push_back({{"play", "red " + std::to_string(numbers[i])}, {"by", order[i % 3]}});
    auto c = controller_over(state_of(uno_header({"Ana", "Ben", "Cleo"}), lines));
    REQUIRE(uno(*c).engine().catchable() == 1);
    CHECK(tap(h, *c, "act.catch").empty());
    auto intents = tap(h, *c, "catch.by.1");  // Ana, Cleo: Cleo
    CHECK(submitted(intents) == Json({{"catch", "Ben"}, {"by", "Cleo"}}));
    apply_taps(*c, intents);
    CHECK(uno(*c).engine().hand_size(1) == 3);
  }
  SECTION("remaining cards") {
    Headless h(ImVec2(1280, 800));
    auto c = controller_over(state_of(uno_header({"Ana", "Ben"}), remaining_lines()));
    auto intents = tap(h, *c, "rem.enter");
    CHECK(explained(intents).key == "ui.unoflip.remaining_incomplete");
    intents = tap(h, *c, "pad.red 1");
    CHECK(explained(intents).key == "ui.unoflip.no_copies");
    CHECK(tap(h, *c, "pad.wild_draw2").empty());
    intents = tap(h, *c, "rem.enter");
    CHECK(submitted(intents) == Json{{"remaining", {{"Ana", {"wild_draw2"}}}}});
    apply_taps(*c, intents);
    CHECK(uno(*c).engine().total(1) == 50);
  }
  SECTION("score mode") {
    Headless h(ImVec2(800, 1280), 1.25f);
    auto c = controller_over(state_of(uno_header({"Ana", "Ben", "Cleo"}, {{"mode", "score"}}), {}));
    auto intents = tap(h, *c, "score.enter");
    CHECK(explained(intents).key == "ui.unoflip.choose_winner");
    CHECK(tap(h, *c, "score.winner.2").empty());
    CHECK(tap(h, *c, "score.0.3").empty());  // Ana +10
    CHECK(tap(h, *c, "score.0.3").empty());  // +10
    CHECK(tap(h, *c, "score.0.2").empty());  // +1
    CHECK(tap(h, *c, "score.1.2").empty());  // Ben +1
    intents = tap(h, *c, "score.enter");
    CHECK(submitted(intents) == Json{{"hand", {{"winner", "Cleo"}, {"points", {{"Ana", 21}, {"Ben", 1}}}}}});
    apply_taps(*c, intents);
    CHECK(uno(*c).engine().total(2) == 22);
  }
}

TEST_CASE("score mode: the others' cards tapped in, read by the side chosen", "[unoflip][tap]") {
  Headless h(ImVec2(1280, 800));
  auto c = controller_over(state_of(uno_header({"Ana", "Ben", "Cleo"}, {{"mode", "score"}}), {}));
  CHECK(tap(h, *c, "score.how.1").empty());
  CHECK(tap(h, *c, "score.winner.0").empty());
  CHECK(tap(h, *c, "score.side.1").empty());  // dark
  CHECK(tap(h, *c, "pad.teal 5").empty());     // for Ben, the first after the winner
  CHECK(tap(h, *c, "pad.teal 9").empty());
  CHECK(tap(h, *c, "rem.back.1").empty());      // takes the 9 back
  CHECK(tap(h, *c, "pad.wild_draw_color").empty());
  CHECK(tap(h, *c, "rem.seat.2").empty());     // now Cleo's
  CHECK(tap(h, *c, "pad.pink skip_everyone").empty());
  auto intents = tap(h, *c, "score.enter");
  CHECK(submitted(intents) ==
        Json{{"hand",
              {{"winner", "Ana"},
               {"side", "dark"},
               {"remaining", {{"Ben", {"teal 5", "wild_draw_color"}}, {"Cleo", {"pink skip_everyone"}}}}}}});
  apply_taps(*c, intents);
  CHECK(uno(*c).engine().total(0) == 5 + 60 + 30);
}

TEST_CASE("the UNO Flip keys and banners", "[unoflip]") {
  auto g = game_of(uno_header({"Ana", "Ben", "Cleo"}), start_lines());
  const GameUi* gui = find_game_ui("unoflip");
  REQUIRE(gui);
  auto i = gui->on_key(KeyChord{'d'}, *g);
  REQUIRE(i);
  REQUIRE(std::holds_alternative<intent::Submit>(*i));
  CHECK(std::get<intent::Submit>(*i).line == Json{{"draw", "Ben"}});
  i = gui->on_key(KeyChord{'p'}, *g);
  REQUIRE(i);
  CHECK(std::holds_alternative<intent::Explain>(*i));
  for (const char* notice : {"unoflip.notice.flipped", "unoflip.notice.uno", "unoflip.notice.caught", "unoflip.notice.guilty",
                             "unoflip.notice.innocent", "unoflip.notice.duel_won", "unoflip.notice.went_out",
                             "unoflip.notice.reshuffle", "unoflip.notice.game_won"}) {
    INFO(notice);
    auto look = unoflipui::notice_look(msg(notice));
    REQUIRE(look);
    // Only the game's end floats over the table (issue 20 item 2).
    CHECK(gui->banner(msg(notice)).has_value() == (std::string(notice) == "unoflip.notice.game_won"));
    CHECK(render(msg(look->title_key)) != look->title_key);
    CHECK(render(msg(look->title_key), Lang::kSpanish) != look->title_key);
  }
  CHECK(unoflipui::notice_look(msg("unoflip.notice.flipped")));
  CHECK(unoflipui::notice_look(msg("unoflip.notice.uno", "Ana")));
  CHECK_FALSE(gui->banner(msg("unoflip.notice.draws", "Ana", 1)));
  for (const KeyHelp& k : gui->key_help()) {
    CHECK(render(msg(k.what)) != k.what);
    CHECK(render(msg(k.what), Lang::kSpanish) != k.what);
  }
}

TEST_CASE("the UNO Flip table with the built-in font and the light theme", "[unoflip][render]") {
  Headless h(ImVec2(1280, 800), 1.0f, "/nonexistent/font.ttf");
  Settings settings;
  settings.theme = Theme::kLight;
  for (const auto& lines : {mid_lines(), flip_top_lines(), answer_dark_lines()}) {
    auto c = controller_over(state_of(uno_header({"Ana", "Ben", "Cleo"}), lines), settings);
    h.view = ViewState{};
    h.frames(*c, 3);
    check_clean(h, "built-in font");
  }
}

// --- issue 20: at a fast table ---

namespace {

// Words only: no fonts or icons are drawn.
struct WordsUi {
  explicit WordsUi(Lang lang) : ui{Tr(lang), pal, fonts, icons, Metrics{}} {}
  const Palette pal = palette(Settings{}.theme);
  const Fonts fonts{};
  const Icons icons{};
  const Ui ui;
};

std::string words(const Ui& ui, const ScriptHeader& h, const std::vector<Json>& before, const Json& line) {
  auto g = game_of(h, before);
  return find_game_ui("unoflip")->describe_entry(ui, *g, line);
}

// What an entry must never show: a text key, a placeholder, JSON, the
// script's field names or card keys.
void check_spoken(const std::string& text, const std::string& where) {
  INFO(where << ": " << text);
  CHECK_FALSE(text.empty());
  for (const char* raw : {"ui.", "unoflip.", "{", "}", "\"", "_", "\xE2\x80\xA6", " by ", "count", "remaining", "flip_top", "wild_draw", "draw1", "draw5", "challenge:", "play "})
    CHECK(text.find(raw) == std::string::npos);
}

}  // namespace

TEST_CASE("every UNO Flip entry in words, in both languages (issue 20 item 1)", "[unoflip][words]") {
  const ScriptHeader three = uno_header({"Ana", "Ben", "Cleo"});
  const ScriptHeader two = uno_header({"Ana", "Ben"});
  const ScriptHeader duel_table = uno_header({"Ana", "Ben", "Cleo"}, {{"edition", "transformers"}});
  const ScriptHeader score = uno_header({"Ana", "Ben", "Cleo", "Dani"}, {{"mode", "score"}});
  struct Case {
    const char* kind;
    const ScriptHeader& header;
    std::vector<Json> before;
    Json line;
    const char* en;
    const char* es;
  };
  const std::vector<Case> cases = {
      {"start", three, {}, {{"start", "red 5"}}, "First discard: the red 5", "Primera carta: el 5 rojo"},
      {"start, a wild", three, {}, {{"start", "wild"}, {"color", "green"}}, "First discard: the Wild, green named",
       "Primera carta: el Comodín, color verde"},
      {"play", three, start_lines(), {{"play", "red 7"}, {"by", "Ben"}}, "Ben plays the red 7", "Ben juega el 7 rojo"},
      {"play, an action", three, start_lines(), {{"play", "red skip"}, {"by", "Ben"}}, "Ben plays the red Skip",
       "Ben juega la carta Salta roja"},
      {"play, a wild's colour", three, start_lines(), {{"play", "wild_draw2"}, {"by", "Ben"}, {"color", "yellow"}},
       "Ben plays the Wild Draw Two and names yellow", "Ben juega el Comodín Toma 2 y elige amarillo"},
      {"draw", three, start_lines(), {{"draw", "Ben"}}, "Ben draws a card", "Ben toma una carta"},
      {"several drawn", three, start_lines(), {{"draw", "Ben"}, {"count", 4}}, "Ben draws 4 cards",
       "Ben toma 4 cartas"},
      {"pass", three, start_lines(), {{"pass", "Ben"}}, "Ben passes", "Ben pasa"},
      {"uno", three, start_lines(), {{"uno", "Ben"}}, "Ben calls UNO", "Ben dice UNO"},
      {"catch", two, catch_lines(), {{"catch", "Ben"}, {"by", "Ana"}}, "Ana catches Ben without UNO",
       "Ana sorprende a Ben sin UNO"},
      {"flip_top", three, flip_top_lines(), {{"flip_top", "teal skip_everyone"}},
       "New top after the Flip: the teal Skip Everyone", "Nueva carta superior tras el Flip: la carta Salta a todos turquesa"},
      {"flip_top, a wild", three, flip_top_lines(), {{"flip_top", "wild"}, {"color", "pink"}},
       "New top after the Flip: the Wild, pink named", "Nueva carta superior tras el Flip: el Comodín, color rosa"},
      {"accept", three, answer_light_lines(), {{"accept", "Cleo"}}, "Cleo accepts Ben's Wild Draw Two",
       "Cleo acepta el Comodín Toma 2 de Ben"},
      {"accept, counted", three, answer_dark_lines(), {{"accept", "Ana"}, {"count", 3}},
       "Ana accepts Cleo's Wild Draw Colour, 3 cards until pink showed",
       "Ana acepta el Comodín Toma un color de Cleo, 3 cartas hasta que salió el rosa"},
      {"challenge", three, answer_light_lines(), {{"challenge", "Cleo"}, {"guilty", true}},
       "Cleo challenges Ben's Wild Draw Two: guilty", "Cleo desafía el Comodín Toma 2 de Ben: culpable"},
      {"challenge, innocent", three, answer_light_lines(), {{"challenge", "Cleo"}, {"guilty", false}},
       "Cleo challenges Ben's Wild Draw Two: innocent", "Cleo desafía el Comodín Toma 2 de Ben: inocente"},
      {"duel", duel_table, duel_lines(), {{"duel", "Cleo"}, {"winner", "Ben"}, {"color", "yellow"}, {"discards", 2}},
       "Ben's Optimus Prime's Power: duel with Cleo, Ben wins, yellow named, Ben discards 2",
       "El Poder de Optimus Prime de Ben: desafío con Cleo, gana Ben, color amarillo, Ben desecha 2"},
      {"the hand's end", two, remaining_lines(), {{"remaining", {{"Ana", {"wild_draw2"}}}}},
       "End of hand 1 (light side): Ben went out; Ana 50", "Fin de la mano 1 (lado claro): Ben sin cartas; Ana 50"},
      {"score mode's hand", score, {}, {{"hand", {{"winner", "Cleo"}, {"points", {{"Ana", 35}, {"Ben", 0}, {"Dani", 10}}}}}},
       "Hand 1: Cleo won; Ana 35, Ben 0, Dani 10", "Mano 1: gana Cleo; Ana 35, Ben 0, Dani 10"},
      {"score mode's hand, cards", score, {},
       {{"hand", {{"winner", "Ana"}, {"side", "dark"}, {"remaining", {{"Ben", {"teal 5", "wild_draw_color"}}, {"Cleo", {"pink skip_everyone"}}, {"Dani", {"wild"}}}}}}},
       "Hand 1 (dark side): Ana won; Ben 65, Cleo 30, Dani 40",
       "Mano 1 (lado oscuro): gana Ana; Ben 65, Cleo 30, Dani 40"},
  };
  for (Lang lang : {Lang::kEnglish, Lang::kSpanish}) {
    const WordsUi w(lang);
    for (const Case& k : cases) {
      const std::string text = words(w.ui, k.header, k.before, k.line);
      INFO(k.kind);
      CHECK(text == (lang == Lang::kEnglish ? k.en : k.es));
      check_spoken(text, k.kind);
    }
  }
}

TEST_CASE("the entry list shows UNO Flip entries whole, wrapped, never cut (issue 20 item 1)", "[unoflip][words][render]") {
  const std::string maxi = "Maximiliano de la Torre-Valdés";
  const std::string bart = "Bartholomew-Christopher";
  // A hand with a several-card draw, a challenged wild, a Flip and its top.
  const ScriptHeader play = uno_header({"Begoña", maxi, "Ana"});
  const std::vector<Json> play_lines = {{{"start", "red 9"}},
                                        {{"play", "red 1"}, {"by", maxi}},
                                        {{"draw", "Ana"}, {"count", 3}},
                                        {{"pass", "Ana"}},
                                        {{"play", "wild_draw2"}, {"by", "Begoña"}, {"color", "yellow"}},
                                        {{"challenge", maxi}, {"guilty", false}},
                                        {{"play", "yellow flip"}, {"by", "Ana"}},
                                        {{"flip_top", "wild"}, {"color", "purple"}}};
  // Score mode with long names: hands whose line needs two lines.
  const ScriptHeader score = uno_header({"Begoña", maxi, bart, "Ana"}, {{"mode", "score"}});
  const std::vector<Json> score_lines = {
      {{"hand", {{"winner", "Begoña"}, {"points", {{maxi, 135}, {bart, 72}, {"Ana", 10}}}}}},
      {{"hand",
        {{"winner", "Ana"},
         {"side", "dark"},
         {"remaining", {{maxi, {"teal 5"}}, {"Begoña", {"wild"}}, {bart, {"pink 2"}}}}}}}};
  game_of(play, play_lines);
  game_of(score, score_lines);
  for_each_look([&](const Look& look) {
    for (const auto& [header, lines] : {std::pair{play, play_lines}, std::pair{score, score_lines}}) {
      INFO(look.name() << " " << header.options.dump());
      Settings settings;
      settings.lang = look.lang;
      Headless hl(look.size, look.scale);
      auto c = controller_over(state_of(header, lines), settings);
      hl.frames(*c, 2);
      c->apply(intent::OpenLog{1});
      hl.frames(*c, 3);
      REQUIRE(c->screen() == Screen::kLog);
      std::string seen = hl.shown;
      std::vector<std::pair<ImVec2, ImVec2>> rows;
      auto note_rows = [&] {
        for (const auto& [id, rect] : hl.diag.rects)
          if (id.rfind("log.entry.", 0) == 0) rows.push_back(rect);
        // The rows of one frame never overlap one another.
        for (std::size_t i = 0; i < rows.size(); ++i)
          for (std::size_t j = i + 1; j < rows.size(); ++j)
            CHECK_FALSE((rows[i].first.y < rows[j].second.y - 0.5f && rows[j].first.y < rows[i].second.y - 0.5f));
        rows.clear();
      };
      note_rows();
      for (int i = 0; i < 12; ++i) {  // scrolled to the end, a notch a frame
        hl.scroll_at(*c, ImVec2(look.size.x / 2, look.size.y * 0.6f), -1);
        seen += hl.shown;
        note_rows();
      }
      const WordsUi w(look.lang);
      Message error;
      auto replay = Session::start(header, &error);
      REQUIRE(replay);
      for (const Json& line : lines) {
        const std::string text = find_game_ui("unoflip")->describe_entry(w.ui, replay->game(), line);
        check_spoken(text, line.dump());
        CHECK(seen.find(text) != std::string::npos);
        replay->apply(line);
      }
      CHECK(seen.find("\xE2\x80\xA6") == std::string::npos);
    }
  });
}

TEST_CASE("a card tapped after choosing a player not on turn is refused with the engine's sentence (issue 20 item 3)",
          "[unoflip][tap]") {
  for (Lang lang : {Lang::kEnglish, Lang::kSpanish})
    for (ImVec2 size : {ImVec2(1280, 800), ImVec2(800, 1280)}) {
      INFO(size.x << "x" << size.y);
      Settings settings;
      settings.lang = lang;
      Headless h(size);
      const std::string maxi = "Maximiliano";
      auto c = controller_over(state_of(uno_header({"Ana", "Begoña", maxi}), start_lines()), settings);
      REQUIRE(uno(*c).engine().turn() == 1);  // Begoña
      CHECK(tap(h, *c, "seat.2").empty());    // Maximiliano's row
      const Message why = explained(tap(h, *c, "pad.red 7"));
      CHECK(why.key == "unoflip.not_on_turn");
      CHECK(render(why, Lang::kEnglish) == "Maximiliano is not on turn: it is Begoña's turn");
      // Draw and Pass for him are refused the same way; nothing is entered.
      CHECK(explained(tap(h, *c, "act.draw")).key == "unoflip.not_on_turn");
      CHECK(explained(tap(h, *c, "pad.wild")).key == "unoflip.not_on_turn");
      CHECK(c->game()->session().lines().size() == 1);
      // The sentence is on screen, in the table's language.
      c->apply(intent::Explain{why});
      h.frames(*c, 2);
      bool shown = false;
      for (const auto& t : h.diag.texts) shown = shown || t.what.find(render(why, lang)) != std::string::npos;
      CHECK(shown);
      // Begoña's row: the card is hers; the tap enters nothing (it clears
      // the refusal above, now stale: issue 32 item 8).
      for (const Intent& i : tap(h, *c, "seat.1")) CHECK_FALSE(std::holds_alternative<intent::Submit>(i));
      CHECK(submitted(tap(h, *c, "pad.red 7")) == Json({{"play", "red 7"}, {"by", "Begoña"}}));
    }
}

namespace {

// The longest sentence the table may have to show at once.
Message long_refusal() {
  return msg("unoflip.unknown_card", "Bartholomew-Christopher Montgomery's purple 11");
}

}  // namespace

TEST_CASE("nothing moves under a finger on the UNO Flip table (issue 20 item 2)", "[unoflip][render][still]") {
  struct Step {
    const char* name;
    ScriptHeader header;
    std::vector<Json> lines;
    std::vector<std::string> taps;       // what brings the message, prompt or panel
    std::vector<std::string> may_go;     // controls replaced by the prompt
  };
  const ScriptHeader three = uno_header({"Ana", kLong, "Cleo"});
  const ScriptHeader duel_table = uno_header({"Ana", "Ben", "Cleo"}, {{"edition", "transformers"}});
  std::vector<Json> before_out = remaining_lines();
  before_out.pop_back();  // Ben's last card not yet played
  const std::vector<Step> steps = {
      {"a refused card", three, mid_lines(), {"pad.blue 7"}, {}},
      {"a refused Pass", three, mid_lines(), {"act.pass"}, {}},
      {"notices of an entry", three, mid_lines(), {"pad.red skip"}, {}},
      {"a player chosen", three, mid_lines(), {"seat.2"}, {}},
      {"the Flip's new top", three, mid_lines(), {"pad.red flip"}, {"pad.", "seat."}},
      // While the table asks, the rows wait for the answer (issue 32 item 2).
      {"a wild's colour", three, mid_lines(), {"pad.wild"}, {"pad.", "seat."}},
      {"a Wild Draw's answer", three, mid_lines(), {"pad.wild_draw2", "color.blue"}, {"pad.", "color.", "seat."}},
      {"score mode's refusal", uno_header({"Ana", kLong, "Cleo"}, {{"mode", "score"}}), {}, {"score.enter"}, {}},
      {"several cards", three, mid_lines(), {"act.draw_more"}, {"pad.", "seat."}},
      {"a duel's challenged player", duel_table, duel_lines(), {"duel.challenged.1"}, {}},
      {"a duel's winner tapped first", duel_table, duel_lines(), {"duel.winner.1"}, {}},
      {"the hand's end", uno_header({"Ana", "Ben"}), before_out, {"pad.red 7"}, {"act.", "seat."}},
      {"a card listed", uno_header({"Ana", "Ben"}), remaining_lines(), {"pad.wild_draw2"}, {}},
      {"a catch", uno_header({"Ana", "Ben"}), catch_lines(), {"act.uno"}, {}},
  };
  for_each_look([&](const Look& look) {
    Settings settings;
    settings.lang = look.lang;
    Headless h(look.size, look.scale);
    for (const Step& step : steps) {
      INFO(look.name() << ": " << step.name);
      auto c = controller_over(state_of(step.header, step.lines), settings);
      h.view = ViewState{};
      const ControlRects before = controls_now(h, *c);
      for (const std::string& widget : step.taps) tap_apply(h, *c, widget);
      const ControlRects after = controls_now(h, *c);
      for (const std::string& moved : moved_controls(before, after, step.may_go)) FAIL_CHECK(moved);
      // No banner floats over a control someone must tap next.
      for (const auto& [area, box] : h.diag.areas) {
        if (area.rfind("banner.", 0) != 0) continue;
        for (const auto& [id, r] : after)
          if (box.first.x < r.second.x && r.first.x < box.second.x && box.first.y < r.second.y && r.first.y < box.second.y)
            FAIL_CHECK(area << " hides " << id);
      }
      // And then the longest refusal over whatever is up: nothing moves either.
      c->apply(intent::Explain{long_refusal()});
      const ControlRects with_message = controls_now(h, *c);
      for (const std::string& moved : moved_controls(after, with_message)) FAIL_CHECK("with a message: " << moved);
      // The message is shown whole in its place.
      bool shown = false;
      for (const auto& t : h.diag.texts) shown = shown || t.what.find(render(long_refusal(), look.lang)) != std::string::npos;
      CHECK(shown);
    }
  });
}

TEST_CASE("a third copy in a cards-left list says why, Draw 2+ asks first (issue 20 item 8)", "[unoflip][tap]") {
  Headless h(ImVec2(1280, 800));
  auto c = controller_over(state_of(uno_header({"Ana", "Ben", "Cleo"}, {{"mode", "score"}}), {}));
  CHECK(tap(h, *c, "score.how.1").empty());
  CHECK(tap(h, *c, "score.winner.0").empty());
  CHECK(tap(h, *c, "pad.red 5").empty());  // Ben's
  CHECK(tap(h, *c, "rem.seat.2").empty());
  CHECK(tap(h, *c, "pad.red 5").empty());  // Cleo's
  const Message why = explained(tap(h, *c, "pad.red 5"));
  CHECK(render(why) == "No other red 5 can be listed: the deck has 2, 0 on the discard pile and 2 already listed");
  CHECK(render(why, Lang::kSpanish) ==
        "No se puede anotar otra copia de rojo 5: la baraja tiene 2, hay 0 en la pila para tirar y 2 ya anotadas");

  // Draw 2+: a question comes first, nothing is entered until a count is tapped.
  auto p = controller_over(state_of(uno_header({"Ana", "Ben", "Cleo"}), start_lines()));
  CHECK(tap(h, *p, "act.draw_more").empty());
  h.frames(*p, 2);
  CHECK(h.shown.find("Several cards?") != std::string::npos);
  CHECK(p->game()->session().lines().size() == 1);
}

TEST_CASE("the hand's summary says each player's points and the side (issue 20 item 8)", "[unoflip]") {
  auto g = game_of(uno_header({"Ana", "Ben"}), remaining_lines());
  REQUIRE(g->apply(Json{{"remaining", {{"Ana", {"wild_draw2"}}}}}).accepted);
  const auto rounds = g->rounds();
  REQUIRE(rounds.size() == 1);
  REQUIRE(rounds[0].why.size() == 2);
  CHECK(rounds[0].points[0].second == 0);
  CHECK(render(rounds[0].why[0]) == "held 50");
  CHECK(render(rounds[0].why[1]) == "out, light side");
  CHECK(render(rounds[0].why[0], Lang::kSpanish) == "tenía 50");
  auto s = game_of(uno_header({"Ana", "Ben", "Cleo"}, {{"mode", "score"}}),
                   {{{"hand", {{"winner", "Cleo"}, {"points", {{"Ana", 35}, {"Ben", 0}}}}}}});
  CHECK(render(s->rounds()[0].why[0]) == "held 35");
  CHECK(render(s->rounds()[0].why[2]) == "went out");
}
