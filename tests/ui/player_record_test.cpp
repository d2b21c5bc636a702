// A player's page renames the player and merges them into another record
// (issue 13: "players can be renamed and merged from the app"), on the real
// store: the store's refusals are shown as its sentences, a cancel changes
// nothing, and after either the page shows the figures read again.
#include <catch2/catch.hpp>

#include "store/store.hpp"
#include "support/fixtures.hpp"
#include "support/real_store.hpp"
#include "ui/shell/controller.hpp"
#include "ui/shell/keymap.hpp"

using namespace flipside;
using namespace flipside::ui;
using namespace flipside::ui::test;

namespace {

// Two finished games of Ana, Ben and Cleo, one of Ann, Ben and Cleo (Ann
// never sat with Ana: the same person under two spellings).
std::unique_ptr<Controller> controller_with_games() {
  auto c = controller_over_finished_games({{"Ana", "Ben", "Cleo"}, {"Ana", "Ben", "Cleo"}, {"Ann", "Ben", "Cleo"}}, 3);
  c->apply(intent::OpenStats{});
  REQUIRE(c->screen() == Screen::kStats);
  return c;
}

const stats::PlayerStats& listed(const Controller& c, const std::string& name) {
  for (const auto& p : c.stats().players)
    if (p.name == name) return p;
  FAIL("no player " << name);
  throw std::logic_error("unreachable");
}

bool known(const Controller& c, const std::string& name) {
  for (const auto& p : c.store()->players().value())
    if (p.name == name) return true;
  return false;
}

}  // namespace

TEST_CASE("renaming a player from their page: the new name everywhere, a taken name refused in the popup",
          "[controller][player]") {
  auto c = controller_with_games();
  const stats::PlayerStats ana = listed(*c, "Ana");
  c->apply(intent::OpenPlayerStats{ana.id});
  REQUIRE(c->screen() == Screen::kPlayerStats);

  // Cancel changes nothing.
  c->apply(intent::AskRenamePlayer{});
  REQUIRE(c->popup());
  CHECK(c->popup()->kind == PopupKind::kRenamePlayer);
  c->apply(intent::DismissPopup{});
  CHECK_FALSE(c->popup());
  CHECK(c->stats_player()->name == "Ana");
  CHECK(known(*c, "Ana"));

  // A name another player has: refused, said in the popup, which stays open.
  c->apply(intent::AskRenamePlayer{});
  c->apply(intent::RenamePlayer{"Ben"});
  REQUIRE(c->popup());
  CHECK(c->popup()->kind == PopupKind::kRenamePlayer);
  CHECK(c->popup()->message.key == "store.name_taken");
  CHECK(c->stats_player()->name == "Ana");
  // An empty name too.
  c->apply(intent::RenamePlayer{"   "});
  REQUIRE(c->popup());
  CHECK(c->popup()->message.key == "header.name_empty");
  CHECK(known(*c, "Ana"));

  c->apply(intent::RenamePlayer{"  Anabel "});
  CHECK_FALSE(c->popup());
  CHECK(c->screen() == Screen::kPlayerStats);
  REQUIRE(c->stats_player());
  CHECK(c->stats_player()->id == ana.id);
  CHECK(c->stats_player()->name == "Anabel");
  CHECK(c->stats_player()->games == ana.games);
  CHECK(c->stats_player()->wins == ana.wins);
  CHECK(known(*c, "Anabel"));
  CHECK_FALSE(known(*c, "Ana"));
  // The list behind the page says the new name too.
  c->apply(intent::OpenStats{});
  CHECK(listed(*c, "Anabel").games == ana.games);
}

TEST_CASE("Enter in the rename field renames, Esc cancels", "[controller][player][keys]") {
  KeyContext k;
  k.screen = Screen::kPlayerStats;
  k.popup_open = true;
  k.typing = true;
  CHECK_FALSE(intent_for_key(KeyChord{kKeyEnter}, k));  // the field's own Enter
  auto esc = intent_for_key(KeyChord{kKeyEscape}, k);
  REQUIRE(esc);
  CHECK(std::holds_alternative<intent::DismissPopup>(*esc));
}

TEST_CASE("merging a player into another: asked in words, then the page shows the summed figures",
          "[controller][player]") {
  auto c = controller_with_games();
  const stats::PlayerStats ana = listed(*c, "Ana");
  const stats::PlayerStats ann = listed(*c, "Ann");
  c->apply(intent::OpenPlayerStats{ann.id});
  c->apply(intent::AskMergePlayer{});
  REQUIRE(c->popup());
  CHECK(c->popup()->kind == PopupKind::kMergePlayer);
  for (const auto& p : c->merge_candidates()) CHECK(p.id != ann.id);
  // Only Ana: Ben and Cleo sat at Ann's game.
  REQUIRE(c->merge_candidates().size() == 1);
  CHECK(c->merge_candidates()[0].id == ana.id);

  c->apply(intent::ChooseMergeInto{ana.id});
  REQUIRE(c->popup());
  REQUIRE(c->popup()->kind == PopupKind::kConfirmMerge);
  CHECK(render(c->popup()->message, Lang::kEnglish) == "Ann's game becomes Ana's. This cannot be undone.");
  // Cancel: nothing merged.
  c->apply(intent::DismissPopup{});
  CHECK(known(*c, "Ann"));

  c->apply(intent::AskMergePlayer{});
  c->apply(intent::ChooseMergeInto{ana.id});
  c->apply(intent::ConfirmMerge{});
  CHECK_FALSE(c->popup());
  CHECK(c->screen() == Screen::kPlayerStats);
  REQUIRE(c->stats_player());
  CHECK(c->stats_player()->name == "Ana");
  CHECK(c->stats_player()->games == ana.games + ann.games);
  CHECK(c->stats_player()->wins == ana.wins + ann.wins);
  CHECK_FALSE(known(*c, "Ann"));
}

TEST_CASE("a merge the store refuses (both at the same game) is shown as its sentence, nothing changed",
          "[controller][player]") {
  auto c = controller_with_games();
  const stats::PlayerStats ana = listed(*c, "Ana");
  const stats::PlayerStats ann = listed(*c, "Ann");
  c->apply(intent::OpenPlayerStats{ann.id});
  c->apply(intent::AskMergePlayer{});
  c->apply(intent::ChooseMergeInto{ana.id});
  REQUIRE(c->popup());
  // Meanwhile Ann sat down with Ana (another window, the command line): the
  // store refuses, naming that game by its date and players.
  ScriptHeader header = flip7_header({"Ana", "Ann"}, 40);
  auto& store = const_cast<store::Store&>(*c->store());
  auto created = store.create_game(header);
  REQUIRE(created.ok());
  auto game = std::move(created).value();
  REQUIRE(game);
  c->apply(intent::ConfirmMerge{});
  REQUIRE(c->popup());
  CHECK(c->popup()->kind == PopupKind::kError);
  CHECK(c->popup()->message.key == "store.merge_same_game");
  const std::string said = render(c->popup()->message, Lang::kEnglish);
  CHECK(said.find("Ana, Ann") != std::string::npos);
  CHECK(said.find("game " + std::to_string(game->id())) == std::string::npos);
  c->apply(intent::DismissPopup{});
  CHECK(c->stats_player()->name == "Ann");
  CHECK(known(*c, "Ann"));
  CHECK(known(*c, "Ana"));
}
