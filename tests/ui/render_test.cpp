// Every screen drawn by Dear ImGui with no backend, for a few frames, in both
// languages, both themes and two sizes (landscape and portrait), driven by
// scripted intents and by taps. After each frame: ImGui's stacks balanced,
// no widget ID drawn twice, no label wider than its widget.
#include <catch2/catch.hpp>

#include <sstream>

#include "support/fixtures.hpp"
#include "support/flip7_table.hpp"
#include "support/headless.hpp"
#include "ui/controller.hpp"

using namespace flipside;
using namespace flipside::ui;
using namespace flipside::ui::test;

namespace {

struct Variant {
  Lang lang;
  Theme theme;
  ImVec2 size;
};

std::string describe(const Variant& v) {
  std::ostringstream out;
  out << (v.lang == Lang::kSpanish ? "es" : "en") << "/" << (v.theme == Theme::kLight ? "light" : "dark") << "/"
      << v.size.x << "x" << v.size.y;
  return out.str();
}

void check_clean(const Headless& h, const std::string& where) {
  INFO(where);
  for (const auto& e : h.stack_errors) FAIL_CHECK("unbalanced: " << e);
  for (const auto& e : h.diag.id_collisions) FAIL_CHECK("ID drawn twice: " << e);
  for (const auto& e : h.diag.overflows) FAIL_CHECK("text wider than its widget: " << e);
  // Nothing tappable is cut by the window's edges (or drawn into its padding).
  for (const auto& [id, rect] : h.diag.rects) {
    if (rect.first.x < 8.0f || rect.second.x > h.display().x - 8.0f)
      FAIL_CHECK(id << " is outside the screen: x " << rect.first.x << ".." << rect.second.x);
  }
}

// Draws the current screen and checks it.
void show(Headless& h, Controller& c, const std::string& where, int frames = 3) {
  h.frames(c, frames);
  check_clean(h, where);
}

const Variant kVariants[] = {
    {Lang::kEnglish, Theme::kDark, {1280, 800}},  {Lang::kSpanish, Theme::kDark, {1280, 800}},
    {Lang::kEnglish, Theme::kLight, {800, 1280}}, {Lang::kSpanish, Theme::kLight, {800, 1280}},
    {Lang::kSpanish, Theme::kDark, {800, 1280}},  {Lang::kEnglish, Theme::kLight, {1280, 800}},
};

}  // namespace

TEST_CASE("every screen renders cleanly in both languages, themes and orientations", "[render]") {
  for (const Variant& v : kVariants) {
    const std::string name = describe(v);
    INFO(name);
    Settings settings;
    settings.lang = v.lang;
    settings.theme = v.theme;
    Headless h(v.size);

    // Home, new game with known players, settings, history.
    auto state = state_with(four_players(60), Moment::kFinished);
    auto c = controller_over(state, settings);
    show(h, *c, name + " home (empty)");
    c->apply(intent::OpenNewGame{});
    show(h, *c, name + " new game (no players)");
    for (const char* p : {"Ana", "Ben", "Cleo"}) c->apply(intent::ToggleKnownPlayer{p});
    c->apply(intent::AddNewPlayer{"Mar\xC3\xAD" "a Jos\xC3\xA9"});
    c->apply(intent::SetOption{"round_limit", 5});
    show(h, *c, name + " new game");
    c->apply(intent::OpenSettings{});
    show(h, *c, name + " settings");
    c->apply(intent::Back{});
    c->apply(intent::OpenHistory{});
    show(h, *c, name + " history");
    c->apply(intent::OpenGame{1});
    REQUIRE(c->screen() == Screen::kWinner);
    show(h, *c, name + " winner");
    c->apply(intent::ShowHelp{});
    show(h, *c, name + " help popup");
    c->apply(intent::DismissPopup{});

    // A new game from the form, a few cards, a rejection, the coach.
    c->apply(intent::OpenNewGame{});
    for (const char* p : {"Ana", "Ben", "Cleo", "Dani"}) c->apply(intent::ToggleKnownPlayer{p});
    c->apply(intent::StartGame{});
    REQUIRE(c->screen() == Screen::kTable);
    show(h, *c, name + " table (deal)");
    for (int v : {3, 12, 7, 0}) c->apply(card(*c, flip7::number_card(v)));
    c->apply(card(*c, flip7::Card::kPlus4));
    show(h, *c, name + " table (turns)");
    c->apply(card(*c, flip7::number_card(0)));
    REQUIRE(c->popup());
    show(h, *c, name + " rejection popup");
    c->apply(intent::DismissPopup{});
    c->apply(explain(*c, flip7::number_card(0)));
    c->apply(intent::ToggleCoach{});
    show(h, *c, name + " table (coach, why impossible)");
    c->apply(card(*c, flip7::Card::kFreeze));
    show(h, *c, name + " table (choose target)");
    c->apply(target(*c, 0));
    h.now = 1.0;  // the banners are fresh
    c->set_now(1.0);
    show(h, *c, name + " table (frozen banner)");

    // The round summary.
    auto state2 = state_with(four_players(), Moment::kLastStay);
    auto c2 = controller_over(state2, settings);
    show(h, *c2, name + " table (mid game)");
    c2->apply(stay(*c2));
    REQUIRE(c2->screen() == Screen::kRoundSummary);
    show(h, *c2, name + " round summary");

    // A database that cannot be opened.
    store::OpenResult failed;
    failed.error = msg("store.corrupt", "/home/ana/.local/share/flipside/flipside.db");
    failed.fresh_path = "/home/ana/.local/share/flipside/flipside-2.db";
    Controller c3(std::move(failed), StoreAccess{}, settings);
    show(h, c3, name + " database popup");
  }
}

TEST_CASE("many players and a full row still fit", "[render]") {
  for (ImVec2 size : {ImVec2(1280, 800), ImVec2(800, 1280)}) {
    Headless h(size);
    std::vector<std::string> names;
    for (int i = 0; i < 12; ++i) names.push_back("Player number " + std::to_string(i + 1));
    auto state = state_with(flip7_header(names), Moment::kMidRound, 3);
    auto c = controller_over(state);
    Settings s;
    s.coach = true;
    c->apply(intent::ToggleCoach{});
    show(h, *c, "12 players");
  }
}

TEST_CASE("the built-in font stands in when DejaVu is missing", "[render]") {
  Headless h(ImVec2(1280, 800), 1.0f, "/nonexistent/font.ttf");
  auto c = controller_over(state_with(four_players(), Moment::kMidRound));
  show(h, *c, "fallback font table");
  c->apply(intent::GoHome{});
  show(h, *c, "fallback font home");
}

TEST_CASE("a larger text size still fits", "[render]") {
  Headless h(ImVec2(1280, 800), 1.5f);
  auto c = controller_over(state_with(four_players(), Moment::kMidRound));
  show(h, *c, "scale 1.5 table");
}

TEST_CASE("taps on the table produce the intents", "[render][tap]") {
  Headless h(ImVec2(1280, 800));
  auto state = state_with(four_players(), Moment::kStart);
  auto c = controller_over(state);
  h.frames(*c, 2);

  bool found = false;
  auto intents = h.tap(*c, "card.7", &found);
  REQUIRE(found);
  REQUIRE(intents.size() == 1);
  REQUIRE(std::holds_alternative<intent::Submit>(intents[0]));
  CHECK(std::get<intent::Submit>(intents[0]).line == nlohmann::json{{"card", "7"}});
  for (const Intent& i : intents) c->apply(i);
  CHECK(state->games[0].lines.size() == 1);

  // A card that cannot come: the tap asks why instead of entering it.
  c->apply(card(*c, flip7::number_card(0)));
  h.frames(*c, 2);
  intents = h.tap(*c, "card.0", &found);
  REQUIRE(found);
  REQUIRE(intents.size() == 1);
  REQUIRE(std::holds_alternative<intent::Explain>(intents[0]));
  CHECK(std::get<intent::Explain>(intents[0]).why.key == "flip7.card_impossible");

  // A Freeze: the target is one tap on a player's row.
  c->apply(card(*c, flip7::Card::kFreeze));
  h.frames(*c, 2);
  intents = h.tap(*c, "seat.row.3", &found);
  REQUIRE(found);
  REQUIRE(intents.size() == 1);
  REQUIRE(std::holds_alternative<intent::Submit>(intents[0]));
  CHECK(std::get<intent::Submit>(intents[0]).line == nlohmann::json{{"target", four_players().players[3]}});

  // Undo is always on screen.
  intents = h.tap(*c, "table.undo", &found);
  REQUIRE(found);
  REQUIRE(intents.size() == 1);
  CHECK(std::holds_alternative<intent::Undo>(intents[0]));
}

TEST_CASE("touch targets are at least 48 px", "[render]") {
  for (ImVec2 size : {ImVec2(1280, 800), ImVec2(800, 1280)}) {
    Headless h(size);
    auto c = controller_over(state_with(four_players(), Moment::kMidRound));
    h.frames(*c, 2);
    REQUIRE_FALSE(h.diag.rects.empty());
    for (const auto& [id, rect] : h.diag.rects) {
      INFO(id);
      CHECK(rect.second.x - rect.first.x >= 48.0f - 0.5f);
      CHECK(rect.second.y - rect.first.y >= 48.0f - 0.5f);
    }
  }
}
