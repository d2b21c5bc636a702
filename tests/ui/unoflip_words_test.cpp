// Issue 32 item 8, UNO Flip's words as a player reads them: the hand's
// summary whole in portrait; a refusal gone once the table is tapped again;
// "Entry 45 changed" as news, not a red warning; no brackets in brackets; the
// top card's chip whole; a phone's refusal naming a card in the reader's words.
#include <catch2/catch.hpp>

#include "games/unoflip/cards.hpp"
#include "support/headless.hpp"
#include "support/unoflip_table.hpp"
#include "ui/widgets/fonts.hpp"

using namespace flipside;
using namespace flipside::ui;
using namespace flipside::ui::test;

namespace {

// Ben goes out on the light side with his red 7; Ana still holds a Wild Draw Two.
std::vector<Json> ben_goes_out() {
  auto lines = catch_lines();
  lines.push_back({{"play", "red 6"}, {"by", "Ana"}});
  lines.push_back({{"play", "red 7"}, {"by", "Ben"}});
  return lines;
}

bool drawn_whole(const Headless& h, const std::string& text) {
  for (const auto& t : h.diag.texts)
    if (t.what == text) return true;
  return false;
}

// The text drawn that holds `part`, or "".
std::string drawn_with(const Headless& h, const std::string& part) {
  for (const auto& t : h.diag.texts)
    if (t.what.find(part) != std::string::npos) return t.what;
  return {};
}

}  // namespace

TEST_CASE("the hand's summary says who went out and on which side, whole, in every look (issue 32 item 8)",
          "[unoflip][words][render]") {
  for_each_look([](const Look& look) {
    INFO(look.name());
    Settings settings;
    settings.lang = look.lang;
    Headless h(look.size, look.scale);
    auto c = controller_over(state_of(uno_header({"Ana", "Ben"}), ben_goes_out()), settings);
    c->apply(intent::Submit{Json{{"remaining", {{"Ana", {"wild_draw2"}}}}}});
    REQUIRE(c->screen() == Screen::kRoundSummary);
    h.frames(*c, 3);
    const std::string out = render(msg("unoflip.summary.out_light"), look.lang);  // "cerró, lado claro"
    const std::string held = render(msg("unoflip.summary.held", 50), look.lang);
    CHECK(h.shown.find(out) != std::string::npos);
    CHECK(h.shown.find(held) != std::string::npos);
  });
}

TEST_CASE("a refusal goes once the table is tapped again (issue 32 item 8)", "[unoflip][words][tap]") {
  Headless h(ImVec2(1280, 800));
  auto c = controller_over(state_of(uno_header({"Ana", "Ben", "Cleo"}), start_lines()));
  // A blue 8 on the red 5: refused, and said.
  tap_apply(h, *c, "pad.blue 8");
  REQUIRE(c->info());
  // Another player's row chosen: the refusal was about the tap before.
  tap_apply(h, *c, "seat.2");
  CHECK_FALSE(c->info());
  // Refused again, then a wild's colour asked and cancelled: gone too.
  tap_apply(h, *c, "pad.blue 8");
  REQUIRE(c->info());
  tap_apply(h, *c, "seat.1");
  tap_apply(h, *c, "pad.blue 8");
  REQUIRE(c->info());
  tap_apply(h, *c, "pad.wild");
  CHECK_FALSE(c->info());
  // A tap with its own why keeps that why.
  tap_apply(h, *c, "act.pass");
  REQUIRE(c->info());
  CHECK(c->info()->key == "ui.prompt.answer_first");
}

TEST_CASE("an entry changed is said as news, not as a red warning (issue 32 item 8)", "[unoflip][words][edit]") {
  for (Lang lang : {Lang::kEnglish, Lang::kSpanish}) {
    Settings settings;
    settings.lang = lang;
    Headless h(ImVec2(800, 1280));
    std::vector<Json> lines = {{{"start", "red 9"}}};
    const char* seats[] = {"Ben", "Cleo", "Ana"};
    for (int k = 0; k < 6; ++k) lines.push_back({{"play", "red " + std::to_string(k + 1)}, {"by", seats[k % 3]}});
    auto c = controller_over(state_of(uno_header({"Ana", "Ben", "Cleo"}), lines), settings);
    c->apply(intent::OpenLog{0});
    c->apply(intent::EditEntry{3});  // Ana's red 3 …
    c->apply(intent::Submit{Json{{"play", "red 8"}, {"by", "Ana"}}});  // … was a red 8
    REQUIRE(c->popup());
    c->apply(intent::ConfirmEdit{});
    REQUIRE(c->info());
    REQUIRE(c->screen() == Screen::kTable);
    h.frames(*c, 2);
    const std::string said = drawn_with(h, render(*c->info(), lang));
    INFO(said);
    REQUIRE_FALSE(said.empty());
    CHECK((said.rfind(rich_icons().check, 0) == 0 || said.rfind(ascii_icons().check, 0) == 0));
    CHECK(said.find(rich_icons().warning) == std::string::npos);
  }
}

TEST_CASE("the side in a sentence is never in brackets within brackets (issue 32 item 8)", "[unoflip][words]") {
  for (Json options : {Json::object(), Json{{"edition", "transformers"}}}) {
    auto c = controller_over(state_of(uno_header({"Ana", "Ben", "Cleo"}, options),
                                      {{{"start", "red 5"}}, {{"play", "red flip"}, {"by", "Ben"}}}));
    for (Lang lang : {Lang::kEnglish, Lang::kSpanish}) {
      const std::string expecting = render(c->game()->game().expecting(), lang);
      INFO(expecting);
      CHECK(expecting.find("((") == std::string::npos);
      CHECK(expecting.find("))") == std::string::npos);
      CHECK(expecting.find(lang == Lang::kSpanish ? "(lado oscuro)" : "(dark side)") != std::string::npos);
    }
  }
}

TEST_CASE("the top card's chip names a wild whole, in every look (issue 32 item 8)", "[unoflip][words][render]") {
  for_each_look([](const Look& look) {
    INFO(look.name());
    Settings settings;
    settings.lang = look.lang;
    Headless h(look.size, look.scale);
    auto c = controller_over(state_of(uno_header({"Ana", "Ben", "Cleo"}), answer_dark_lines()), settings);
    h.frames(*c, 2);
    const unoflip::Face top{unoflip::Side::kDark, unoflip::kWildDraw};
    Message name = msg("unoflip.plain");
    name.args.push_back(unoflip::card_arg(top));
    CHECK(drawn_whole(h, render(name, look.lang)));  // "Comodín Toma un color", not "Comodín Toma un c…"
  });
}

TEST_CASE("a phone's card of the other side is refused in the reader's words (issue 32 item 8)", "[unoflip][words][page]") {
  auto c = controller_over(state_of(uno_header({"Ana", "Ben"}), ben_goes_out()));
  ViewState vs;
  const auto why = find_game_ui("unoflip")->take_hand_cards(c->game()->game(), vs, 0, {"teal 3"});
  REQUIRE(why);
  CHECK(render(*why, Lang::kEnglish) == "teal 3 is not a card of the side in play.");
  CHECK(render(*why, Lang::kSpanish) == "turquesa 3 no es una carta de la cara en juego.");
  // What is no card at all is echoed as sent.
  const auto junk = find_game_ui("unoflip")->take_hand_cards(c->game()->game(), vs, 0, {"red 77"});
  REQUIRE(junk);
  CHECK(render(*junk, Lang::kSpanish) == "red 77 no es una carta de la cara en juego.");
}
