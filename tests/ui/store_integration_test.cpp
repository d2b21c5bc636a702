// The controller on the real store (SQLite): every entry is committed, and
// a relaunch opens the unfinished game where the table left off.
#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>
#include <unistd.h>

#include "store/store.hpp"
#include "support/fixtures.hpp"
#include "support/flip7_table.hpp"
#include "ui/shell/controller.hpp"

using namespace flipside;
using namespace flipside::ui;
using namespace flipside::ui::test;

namespace {

std::unique_ptr<Controller> controller_on(store::OpenResult opened) {
  StoreAccess access;
  access.open_file = [](const std::string& p) { return store::Store::open(p); };
  access.open_memory = [] { return store::Store::open_in_memory(); };
  auto c = std::make_unique<Controller>(std::move(opened), access, Settings{});
  c->start();
  return c;
}

void new_game(Controller& c) {
  c.apply(intent::OpenNewGame{});
  for (const char* p : {"Ana", "Ben", "Cleo"}) c.apply(intent::AddNewPlayer{p});
  c.apply(intent::StartGame{});
  REQUIRE(c.screen() == Screen::kTable);
}

}  // namespace

TEST_CASE("entries reach the in-memory store", "[store]") {
  store::OpenResult opened = store::Opened{store::Store::open_in_memory(), std::nullopt};
  REQUIRE(opened->store);
  auto c = controller_on(std::move(opened));
  new_game(*c);
  for (int v : {4, 9, 11}) c->apply(card(*c, flip7::number_card(v)));
  c->apply(stay(*c));
  REQUIRE_FALSE(c->popup());
  const std::int64_t id = c->game()->id();
  auto read_again = const_cast<store::Store*>(c->store())->open_game(id);
  REQUIRE(read_again.ok());
  auto reopened = std::move(read_again).value();
  REQUIRE(reopened);
  CHECK(reopened->session().lines().size() == 4);
  CHECK(reopened->session().lines().back() == nlohmann::json{{"stay", "Ben"}});
}

TEST_CASE("a relaunch opens the unfinished game where it was", "[store]") {
  const auto dir = std::filesystem::temp_directory_path() / ("flipside-ui-store-" + std::to_string(::getpid()));
  std::filesystem::create_directories(dir);
  const std::string path = (dir / "games.db").string();
  std::size_t lines = 0;
  {
    auto c = controller_on(store::Store::open(path));
    REQUIRE(c->store());
    CHECK(c->screen() == Screen::kHome);
    new_game(*c);
    for (int v : {1, 2, 3, 6}) c->apply(card(*c, flip7::number_card(v)));
    c->apply(intent::Undo{});
    lines = c->game()->session().lines().size();
  }  // the app closes: nothing more is written
  {
    auto c = controller_on(store::Store::open(path));
    CHECK(c->screen() == Screen::kTable);
    REQUIRE(c->game());
    CHECK(c->game()->session().lines().size() == lines);
    CHECK(f7(*c).engine().player(0).holds(3));
  }
  std::filesystem::remove_all(dir);
}

TEST_CASE("a file that is not a database is reported, not a crash", "[store]") {
  const auto dir = std::filesystem::temp_directory_path() / ("flipside-ui-bad-" + std::to_string(::getpid()));
  std::filesystem::create_directories(dir);
  const std::string path = (dir / "games.db").string();
  {
    std::ofstream out(path);
    out << "this is not SQLite, just text that fills the header page.......................................\n";
  }
  auto c = controller_on(store::Store::open(path));
  REQUIRE(c->popup());
  CHECK(c->popup()->kind == PopupKind::kDatabase);
  if (!c->fresh_db_path().empty()) {
    c->apply(intent::UseFreshDatabase{});
    CHECK(c->store());
  }
  std::filesystem::remove_all(dir);
}
