// Work in progress survives a crash (issue 20, item 5): a cards-left list
// at UNO Flip's hand end, Phase 10 Flip's hand-over form and Flip 7's
// score-mode round, half filled in, are kept with the game on the real
// store as they change and come back into the table exactly as they were
// when the app opens the game again; an entry made or a form cancelled
// drops them. Removing the last card of any player's list is one tap.
#include <catch2/catch.hpp>

#include <filesystem>
#include <unistd.h>

#include "store/store.hpp"
#include "support/fixtures.hpp"
#include "support/headless.hpp"
#include "ui/shell/controller.hpp"
#include "ui/shell/draft.hpp"

using namespace flipside;
using namespace flipside::ui;
using namespace flipside::ui::test;
using Json = nlohmann::json;

namespace {

class TempFile {
 public:
  TempFile() {
    static int n = 0;
    dir_ = std::filesystem::temp_directory_path() /
           ("flipside-ui-draft-" + std::to_string(::getpid()) + "-" + std::to_string(++n));
    std::filesystem::create_directories(dir_);
  }
  ~TempFile() {
    std::error_code ec;
    std::filesystem::remove_all(dir_, ec);
  }
  std::string path() const { return (dir_ / "games.db").string(); }

 private:
  std::filesystem::path dir_;
};

// The app as launched on `path`: an unfinished game opens on its table.
std::unique_ptr<Controller> launch(const std::string& path) {
  StoreAccess access;
  access.open_file = [](const std::string& p) { return store::Store::open(p); };
  auto c = std::make_unique<Controller>(store::Store::open(path), access, Settings{});
  c->start();
  return c;
}

// A game stored with its lines, as a table would have entered them.
void store_game(const std::string& path, const char* game, std::vector<std::string> players, Json options,
                const std::vector<Json>& lines) {
  auto opened = store::Store::open(path);
  REQUIRE(opened.ok());
  ScriptHeader h;
  h.game = game;
  h.players = std::move(players);
  h.dealer = h.players.front();
  h.options = std::move(options);
  auto created = opened->store->create_game(h);
  REQUIRE(created.ok());
  auto g = std::move(created).value();
  REQUIRE(g);
  for (const Json& l : lines) {
    INFO(l.dump());
    REQUIRE(g->apply(l).accepted);
  }
}

// Taps a widget, applies what it emits and lets the app's loop keep the draft.
void tap(Headless& h, Controller& c, const std::string& widget) {
  h.frames(c, 1);
  bool found = false;
  const auto intents = h.tap(c, widget, &found);
  INFO(widget);
  REQUIRE(found);
  for (const Intent& i : intents) c.apply(i);
  keep_draft(c, h.view);
}

// Ben goes out with his last red card; Ana, who drew two, holds four.
std::vector<Json> uno_hand_end() {
  std::vector<Json> lines = {{{"start", "red 9"}}, {{"play", "red 1"}, {"by", "Ben"}}, {{"draw", "Ana"}, {"count", 2}},
                             {{"pass", "Ana"}}};
  for (int n = 2; n <= 7; ++n) {
    lines.push_back({{"play", "red " + std::to_string(n)}, {"by", "Ben"}});
    if (n < 7) lines.push_back({{"play", "red " + std::to_string(n - 1)}, {"by", "Ana"}});
  }
  return lines;
}

const std::vector<Json> kAnaLaidDown = {
    {{"phase", "Ana"}, {"cards", {"red 3", "red 4", "blue 7", "blue 8"}}},
    {{"hit", "Ana"}, {"card", "red 5"}, {"onto", "Ana"}, {"group", 1}},
};

// The table's choices as drawn after a relaunch, against those before it.
void check_back_as_it_was(const std::string& path, const ViewState& before) {
  auto c = launch(path);
  REQUIRE(c->screen() == Screen::kTable);
  REQUIRE(c->stored_game()->draft());
  Headless h(ImVec2(1280, 800));
  h.frames(*c, 2);
  CHECK(table_choices(h.view) == table_choices(before));
}

}  // namespace

TEST_CASE("a cards-left list half filled in at UNO Flip's hand end comes back after a relaunch",
          "[draft][unoflip]") {
  TempFile file;
  store_game(file.path(), "unoflip", {"Ana", "Ben"}, Json::object(), uno_hand_end());
  ViewState before;
  {
    auto c = launch(file.path());
    Headless h(ImVec2(1280, 800));
    h.frames(*c, 2);
    CHECK_FALSE(c->stored_game()->draft());
    tap(h, *c, "pad.blue 8");
    tap(h, *c, "pad.wild");
    REQUIRE(h.view.lists.at("rem.0").size() == 2);
    REQUIRE(c->stored_game()->draft());
    h.frames(*c, 1);
    before = h.view;
  }  // the app is gone: only what was committed remains
  check_back_as_it_was(file.path(), before);

  // The list entered: the draft goes with it.
  auto c = launch(file.path());
  Headless h(ImVec2(1280, 800));
  h.frames(*c, 2);
  tap(h, *c, "pad.red 8");
  tap(h, *c, "pad.green 3");
  tap(h, *c, "rem.enter");
  CHECK(c->stored_game()->session().lines().back() ==
        Json{{"remaining", {{"Ana", {"blue 8", "wild", "red 8", "green 3"}}}}});
  CHECK_FALSE(c->stored_game()->draft());
  CHECK_FALSE(launch(file.path())->stored_game()->draft());
}

TEST_CASE("Phase 10 Flip's hand-over form half filled in comes back, Cancel drops it", "[draft][phase10flip]") {
  TempFile file;
  store_game(file.path(), "phase10flip", {"Ana", "Ben", "Cy"}, Json::object(), kAnaLaidDown);
  ViewState before;
  {
    auto c = launch(file.path());
    Headless h(ImVec2(800, 1280));
    h.frames(*c, 2);
    tap(h, *c, "p10.end_hand");
    tap(h, *c, "p10.end.by_points");
    tap(h, *c, "p10.end.pad.1");
    tap(h, *c, "p10.end.pad.0");
    tap(h, *c, "p10.end.pad.0");
    tap(h, *c, "p10.end.pad.enter");  // on to Cy
    REQUIRE(h.view.form_numbers.at(1) == 100);
    h.frames(*c, 1);
    before = h.view;
  }
  check_back_as_it_was(file.path(), before);

  auto c = launch(file.path());
  Headless h(ImVec2(800, 1280));
  h.frames(*c, 2);
  REQUIRE(h.view.form_open);
  tap(h, *c, "p10.end.cancel");
  CHECK_FALSE(h.view.form_open);
  CHECK_FALSE(c->stored_game()->draft());
  CHECK_FALSE(launch(file.path())->stored_game()->draft());
}

TEST_CASE("Flip 7's score-mode round half typed comes back, the round entered drops it", "[draft][flip7]") {
  TempFile file;
  store_game(file.path(), "flip7", {"Ana", "Ben", "Cleo"}, {{"mode", "score"}, {"target", 200}}, {});
  ViewState before;
  {
    auto c = launch(file.path());
    Headless h(ImVec2(1280, 800));
    h.frames(*c, 2);
    for (const char* key : {"3", "5", "enter", "1", "2"}) tap(h, *c, std::string("score.pad.") + key);
    REQUIRE(h.view.lists.at("flip7.round") == std::vector<int>{35, 12, 0});
    h.frames(*c, 1);
    before = h.view;
  }
  check_back_as_it_was(file.path(), before);

  auto c = launch(file.path());
  Headless h(ImVec2(1280, 800));
  h.frames(*c, 2);
  tap(h, *c, "score.enter");
  CHECK(c->stored_game()->session().lines().back() == Json{{"round", {{"points", {{"Ana", 35}, {"Ben", 12}, {"Cleo", 0}}}}}});
  h.frames(*c, 2);
  keep_draft(*c, h.view);
  CHECK_FALSE(c->stored_game()->draft());
}

TEST_CASE("the last card of any player's list goes in one tap", "[draft][unoflip][phase10flip]") {
  SECTION("UNO Flip: the row's ↶, whoever the pad lists for") {
    auto state = std::make_shared<FakeStoreState>();
    ScriptHeader h3;
    h3.game = "unoflip";
    h3.players = {"Ana", "Ben", "Cleo"};
    h3.dealer = "Ana";
    h3.options = {{"mode", "score"}};
    state->games.push_back(make_record(1, h3, {}));
    auto c = controller_over(state);
    Headless h(ImVec2(1280, 800));
    h.frames(*c, 2);
    for (const char* w : {"score.how.1", "score.winner.0", "pad.red 5", "pad.red 9", "rem.seat.2", "pad.blue 1"})
      tap(h, *c, w);
    const std::vector<int> ben = h.view.lists.at("rem.1");
    REQUIRE(ben.size() == 2);
    tap(h, *c, "rem.back.1");  // Ben's, while the pad lists Cleo's
    CHECK(h.view.lists.at("rem.1") == std::vector<int>{ben.front()});
    CHECK(h.view.lists.at("rem.2").size() == 1);
  }
  SECTION("Phase 10 Flip: a card's chip") {
    auto state = std::make_shared<FakeStoreState>();
    ScriptHeader h3;
    h3.game = "phase10flip";
    h3.players = {"Ana", "Ben", "Cy"};
    h3.dealer = "Ana";
    state->games.push_back(make_record(1, h3, kAnaLaidDown));
    auto c = controller_over(state);
    Headless h(ImVec2(800, 1280));  // every player's row in view
    h.frames(*c, 2);
    for (const char* w : {"p10.end_hand", "p10.end.card.red 3", "p10.end.card.red 9", "p10.end.cards.2", "p10.end.card.red 12"})
      tap(h, *c, w);
    REQUIRE(h.view.lists.at("p10.end.cards.1").size() == 2);
    tap(h, *c, "p10.end.chip.1.1");  // Ben's last, while the pad enters Cy's
    CHECK(h.view.lists.at("p10.end.cards.1").size() == 1);
    CHECK(h.view.lists.at("p10.end.cards.2").size() == 1);
  }
}
