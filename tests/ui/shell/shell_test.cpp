// The app shell with a game it has never heard of: "counter" (counter_game.hpp)
// exists only in this test executable, registered like any game. It is played
// through the real controller, store (SQLite in memory) and screens: new game
// with the counter's options drawn from its specs, the table, the round
// summary, the winner with its chart, and history. Every screen is drawn in
// both languages at 100 % and 125 % text, and checked like the render tests:
// ImGui stacks balanced, no ID drawn twice, no label wider than its widget,
// nothing tappable outside the screen.
#include <catch2/catch.hpp>

#include "core/game_info.hpp"
#include "shell/counter_game.hpp"
#include "store/store.hpp"
#include "support/headless.hpp"
#include "ui/shell/controller.hpp"
#include "ui/shell/keymap.hpp"

using namespace flipside;
using namespace flipside::ui;
using namespace flipside::ui::test;
using flipside::test::counter_registered;
using flipside::test::kCounterId;

namespace {

std::unique_ptr<Controller> controller(Settings settings) {
  store::OpenResult opened = store::Opened{store::Store::open_in_memory(), std::nullopt};
  auto c = std::make_unique<Controller>(std::move(opened), StoreAccess{}, settings);
  c->start();
  return c;
}

void check_clean(const Headless& h, const std::string& where) {
  INFO(where);
  for (const auto& e : h.stack_errors) FAIL_CHECK("unbalanced: " << e);
  for (const auto& e : h.diag.id_collisions) FAIL_CHECK("ID drawn twice: " << e);
  for (const auto& e : h.diag.overflows) FAIL_CHECK("text wider than its widget: " << e);
  for (const auto& [id, rect] : h.diag.rects)
    if (rect.first.x < 0.0f || rect.second.x > h.display().x || rect.first.y < 0.0f || rect.second.y > h.display().y)
      FAIL_CHECK(id << " is outside the screen");
}

// Taps a widget by name and applies what it asked for, like the app's loop.
void tap(Headless& h, Controller& c, const std::string& widget) {
  h.frames(c, 2);
  bool found = false;
  const auto intents = h.tap(c, widget, &found);
  INFO(widget);
  REQUIRE(found);
  REQUIRE_FALSE(intents.empty());
  for (const Intent& i : intents) c.apply(i);
}

}  // namespace

TEST_CASE("the counter is a game like any other: registered, listed, its options checked", "[shell]") {
  REQUIRE(counter_registered());
  const GameInfo* info = find_game(kCounterId);
  REQUIRE(info);
  CHECK(std::find(playable_games().begin(), playable_games().end(), info) != playable_games().end());
  CHECK(render(msg(std::string(info->name_key)), Lang::kSpanish) == "Contador");
  CHECK_FALSE(check_options(*info, {{"target", 5}, {"pace", "fast"}}));
  CHECK(check_options(*info, {{"target", 99}})->key == "header.option_int");
  CHECK(check_options(*info, {{"pace", "medium"}})->key == "header.option_choice");
  CHECK(check_options(*info, {{"colour", 1}})->key == "header.unknown_option");
}

TEST_CASE("a game the shell has never heard of is played from new game to history", "[shell]") {
  for (Lang lang : {Lang::kEnglish, Lang::kSpanish}) {
    for (float scale : {1.0f, 1.25f}) {
      Settings settings;
      settings.lang = lang;
      const std::string where = std::string(lang == Lang::kSpanish ? "es" : "en") + " " + std::to_string(scale);
      INFO(where);
      Headless h(ImVec2(1280, 800), scale);
      auto c = controller(settings);

      // New game: pick the counter; its options come from its specs.
      c->apply(intent::OpenNewGame{});
      tap(h, *c, "new_game.game.counter");
      REQUIRE(c->form().game == kCounterId);
      CHECK(c->form().options == nlohmann::json{{"target", 3}, {"pace", "slow"}});
      tap(h, *c, "new_game.option.target.plus");
      CHECK(c->form().options["target"] == 4);
      tap(h, *c, "new_game.option.pace.fast");
      CHECK(c->form().options["pace"] == "fast");
      for (const char* name : {"Ana", "Ben", "Bartholomew-Christopher"}) c->apply(intent::AddNewPlayer{name});
      h.frames(*c, 2);
      check_clean(h, where + " new game");
      tap(h, *c, "new_game.start");
      REQUIRE(c->screen() == Screen::kTable);
      const ScriptHeader& header = c->game()->session().header();
      CHECK(header.game == kCounterId);
      CHECK(header.options == nlohmann::json{{"target", 4}, {"pace", "fast"}});

      // The table is the counter's own; a tap is one committed line.
      h.frames(*c, 2);
      check_clean(h, where + " table");
      tap(h, *c, "counter.point.1");
      CHECK(c->game()->session().lines().back() == nlohmann::json{{"point", "Ben"}});
      REQUIRE_FALSE(c->banners().empty());
      CHECK(std::string(c->banners().front().look.title_key) == "counter.banner");
      REQUIRE(c->screen() == Screen::kRoundSummary);
      REQUIRE(c->last_round());
      CHECK(c->last_round()->points[1].second == 2);  // "fast": two a round
      h.frames(*c, 2);
      check_clean(h, where + " round summary");
      tap(h, *c, "summary.next");
      REQUIRE(c->screen() == Screen::kTable);

      // Keys on the table are the counter's: "3" gives the third seat the round.
      KeyContext keys;
      keys.screen = Screen::kTable;
      keys.game_ui = c->game_ui();
      keys.game = &c->game()->game();
      const auto by_key = intent_for_key({'3'}, keys);
      REQUIRE(by_key);
      c->apply(*by_key);
      CHECK(c->game()->session().lines().back() == nlohmann::json{{"point", "Bartholomew-Christopher"}});
      tap(h, *c, "summary.next");
      tap(h, *c, "counter.point.1");  // Ben reaches 4: the game ends
      REQUIRE(c->screen() == Screen::kWinner);
      REQUIRE(c->game()->game().finished());
      CHECK(c->game()->game().winner() == std::optional<std::string>("Ben"));
      const auto standings = c->game()->game().standings();
      CHECK(standings.front().seat == 1);
      CHECK(standings.front().total == 4);
      CHECK(standings[1].seat == 2);  // Bartholomew-Christopher 2, Ana 0
      CHECK(standings[2].place == 3);
      h.frames(*c, 2);
      check_clean(h, where + " winner");

      // History lists it under its own name, finished.
      tap(h, *c, "winner.home");
      c->apply(intent::OpenHistory{});
      REQUIRE(c->screen() == Screen::kHistory);
      REQUIRE(c->history().size() == 1);
      CHECK(c->history().front().game == kCounterId);
      CHECK(c->history().front().status == "finished");
      h.frames(*c, 2);
      check_clean(h, where + " history");
      c->apply(intent::OpenGame{c->history().front().id});
      CHECK(c->screen() == Screen::kWinner);
    }
  }
}

TEST_CASE("a game the shell has never heard of replays a past round from its log, read-only", "[shell][replay]") {
  for (Lang lang : {Lang::kEnglish, Lang::kSpanish}) {
    Settings settings;
    settings.lang = lang;
    INFO((lang == Lang::kSpanish ? "es" : "en"));
    Headless h(ImVec2(800, 1280), 1.25f);
    auto c = controller(settings);
    c->apply(intent::OpenNewGame{});
    c->apply(intent::SetGame{std::string(kCounterId)});
    for (const char* name : {"Ana", "Ben"}) c->apply(intent::AddNewPlayer{name});
    c->apply(intent::StartGame{});
    REQUIRE(c->screen() == Screen::kTable);
    for (const char* who : {"Ana", "Ben"}) {
      c->apply(intent::Submit{nlohmann::json{{"point", who}}});
      c->apply(intent::ContinueAfterRound{});
    }
    const std::vector<nlohmann::json> lines = c->game()->session().lines();
    REQUIRE(lines.size() == 2);

    c->apply(intent::OpenLog{0});
    tap(h, *c, "log.replay.2");
    REQUIRE(c->screen() == Screen::kReplay);
    CHECK(c->replay()->first_entry() == 1);
    tap(h, *c, "replay.next");
    CHECK(c->replay()->position() == 1);
    // Exactly the game after both entries, replayed apart.
    Message error;
    auto apart = Session::start(c->stored_game()->session().header(), &error);
    for (const auto& line : lines) apart->apply(line);
    CHECK(c->game()->game().state() == apart->game().state());
    h.frames(*c, 2);
    check_clean(h, "replay of the counter");
    tap(h, *c, "replay.close");
    CHECK(c->screen() == Screen::kLog);
    CHECK(c->game()->session().lines() == lines);
  }
}
