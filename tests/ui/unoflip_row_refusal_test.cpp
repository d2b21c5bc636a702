// Issue 32 item 9's leftover: when the tablet's Enter of the cards left is
// refused for a card in one player's row (sent by that player's phone, or
// listed on the tablet), the refusal says whose row, in the game's words,
// in both languages.
#include <catch2/catch.hpp>

#include <string>
#include <vector>

#include "core/i18n/lang.hpp"
#include "games/unoflip/cards.hpp"
#include "support/fixtures.hpp"
#include "support/headless.hpp"
#include "support/unoflip_table.hpp"
#include "ui/shell/controller.hpp"
#include "ui/games/unoflip/hand_listing.hpp"

using namespace flipside;
using namespace flipside::ui;
using namespace flipside::ui::test;

namespace {

bool starts_with(const std::string& text, const std::string& start) { return text.rfind(start, 0) == 0; }

std::string row_of(Lang lang, const std::string& name) {
  return lang == Lang::kSpanish ? "Fila de " + name + ": " : name + "'s row: ";
}

}  // namespace

TEST_CASE("the tablet's Enter refused for a card in a player's row names whose row (issue 32 item 9)",
          "[unoflip][ui][phones][issue32]") {
  // Ben went out with red 7; Ana holds one card, and both red 1s are on the
  // discard pile (Ana's and Ben's).
  std::vector<Json> lines = catch_lines();
  lines.push_back({{"play", "red 6"}, {"by", "Ana"}});
  lines.push_back({{"play", "red 7"}, {"by", "Ben"}});
  const int red_1 = unoflip::parse_card("red 1")->kind;
  for (Lang lang : {Lang::kEnglish, Lang::kSpanish}) {
    INFO(std::string(lang_code(lang)));
    Settings settings;
    settings.lang = lang;
    Headless h(ImVec2(1280, 800));
    auto c = controller_over(state_of(uno_header({"Ana", "Ben"}), lines), settings);
    REQUIRE(uno(*c).engine().phase() == unoflip::Phase::kRemaining);
    h.frames(*c, 2);
    // A red 1 in Ana's row, as a list the pad never checked can hold it.
    h.view.lists[unoflipui::remaining_list_key(0)] = {red_1};
    const Message why = explained(tap(h, *c, "rem.enter"));
    const std::string said = render(why, lang);
    INFO(said);
    CHECK(starts_with(said, row_of(lang, "Ana")));
    CHECK(said.find(lang == Lang::kSpanish ? "No puede haber tantas" : "There cannot be that many") != std::string::npos);
  }
}

TEST_CASE("score mode's cards left, refused for a card in a player's row, name whose row (issue 32 item 9)",
          "[unoflip][ui][issue32]") {
  Message error;
  auto game = unoflip::make_unoflip(uno_header({"Ana", "Ben", "Cy"}, {{"mode", "score"}}), &error);
  REQUIRE(game);
  // Three red 1s in Cy's row: the deck has two.
  const Json hand = {{"hand", {{"winner", "Ana"}, {"remaining", {{"Ben", {"red 2"}}, {"Cy", {"red 1", "red 1", "red 1"}}}}}}};
  const Verdict v = game->apply(hand);
  REQUIRE_FALSE(v.accepted);
  CHECK(starts_with(render(v.rejection, Lang::kEnglish), row_of(Lang::kEnglish, "Cy")));
  CHECK(starts_with(render(v.rejection, Lang::kSpanish), row_of(Lang::kSpanish, "Cy")));
  // A card of the other side in Ben's row.
  const Json dark = {{"hand", {{"winner", "Ana"}, {"remaining", {{"Ben", {"teal 3"}}, {"Cy", {"red 1"}}}}}}};
  const Verdict w = game->apply(dark);
  REQUIRE_FALSE(w.accepted);
  CHECK(starts_with(render(w.rejection, Lang::kEnglish), row_of(Lang::kEnglish, "Ben")));
}
