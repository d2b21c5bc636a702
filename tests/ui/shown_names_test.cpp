// Issue 32 item 14's leftover: one spelling per player everywhere on a
// device. History and statistics show each seat under its player's name
// (names match case and accents aside); a game's own screens showed its
// script's spelling ("ana" on the table, "Ana" in History). They now show
// the device's; the script, its lines and the numbers stay as they were.
#include <catch2/catch.hpp>

#include <memory>
#include <regex>
#include <string>

#include "store/store.hpp"
#include "support/fixtures.hpp"
#include "support/headless.hpp"
#include "support/unoflip_table.hpp"
#include "ui/shell/controller.hpp"

using namespace flipside;
using namespace flipside::ui;
using namespace flipside::ui::test;

namespace {

bool says_lower_ana(const std::string& text) { return std::regex_search(text, std::regex("\\bana\\b")); }

bool drawn(const Headless& h, const std::string& what) {
  for (const auto& t : h.diag.texts)
    if (t.what == what) return true;
  return false;
}

}  // namespace

TEST_CASE("a game whose script says 'ana' shows the device's 'Ana' on its screens (issue 32 item 14)",
          "[ui][names][issue32]") {
  store::OpenResult opened = store::Opened{store::Store::open_in_memory(), std::nullopt};
  REQUIRE(opened->store);
  {  // The device knows her as Ana.
    auto created = opened->store->create_game(uno_header({"Ana", "Ben"}, {{"mode", "score"}}));
    REQUIRE(created.ok());
    auto game = std::move(created).value();
    REQUIRE(game);
    REQUIRE(game->apply({{"hand", {{"winner", "Ana"}, {"points", {{"Ben", 10}}}}}}).accepted);
  }
  std::int64_t id = 0;
  {  // A game whose script spells her "ana" (typed so, or imported).
    auto created = opened->store->create_game(uno_header({"ana", "Cy"}, {{"mode", "score"}}));
    REQUIRE(created.ok());
    auto game = std::move(created).value();
    REQUIRE(game);
    id = game->id();
    REQUIRE(game->apply({{"hand", {{"winner", "Cy"}, {"points", {{"ana", 37}}}}}}).accepted);
    CHECK(game->shown_names() == std::vector<std::string>{"Ana", "Cy"});
  }
  auto c = std::make_unique<Controller>(std::move(opened), StoreAccess{}, Settings{});
  c->start();
  c->apply(intent::OpenGame{id});
  REQUIRE(c->screen() == Screen::kTable);
  CHECK(c->game()->session().header().players[0] == "ana");  // the script keeps its own spelling
  CHECK(uno(*c).engine().total(1) == 37);                      // and its numbers

  Headless h(ImVec2(1280, 800));
  h.frames(*c, 3);
  CHECK(drawn(h, "Ana"));  // the player's row on the table
  CHECK_FALSE(drawn(h, "ana"));

  c->apply(intent::OpenScoresheet{});
  h.frames(*c, 3);
  INFO(h.shown);
  CHECK(h.shown.find("Ana") != std::string::npos);
  CHECK(h.shown.find("37") != std::string::npos);
  CHECK_FALSE(says_lower_ana(h.shown));

  // A refusal naming her, in the table's words.
  c->apply(intent::Back{});
  h.frames(*c, 2);
  c->apply(intent::Submit{{{"hand", {{"winner", "ana"}, {"points", {{"ana", 5}, {"Cy", 1}}}}}}});
  REQUIRE(c->popup());
  h.frames(*c, 3);
  INFO(h.shown);
  CHECK(h.shown.find("Ana") != std::string::npos);
  CHECK_FALSE(says_lower_ana(h.shown));
  CHECK(c->game()->session().lines().size() == 1);  // nothing entered
}
