// Issue 21 in the app: the bin (opened from History: every deleted game,
// Restore at any time, Empty asks first naming how many), where you came
// from (a game opened from History goes back to History; a player's page
// opens at its top; the merge list offers only those it can merge; Enter
// never cancels a rename), and names found ignoring case and accents.
#include <catch2/catch.hpp>

#include <algorithm>
#include <filesystem>

#include <unistd.h>

#include "support/fixtures.hpp"
#include "support/headless.hpp"
#include "support/taps.hpp"
#include "support/real_store.hpp"
#include "ui/shell/controller.hpp"
#include "ui/shell/keymap.hpp"

using namespace flipside;
using namespace flipside::ui;
using namespace flipside::ui::test;

namespace {

// Five finished games (ids 1-5) and one unfinished (6), started a day apart.
std::shared_ptr<FakeStoreState> six_games() {
  auto state = std::make_shared<FakeStoreState>();
  const ScriptHeader longest = flip7_header({"Bartholomew-Christopher", "Mar\xC3\xAD" "a Jos\xC3\xA9 de la Concepci\xC3\xB3n",
                                             "Ben", "Dani", "Eva"}, 60);
  const ScriptHeader pair = flip7_header({"Ana", "Ben"}, 60);
  for (unsigned id = 1; id <= 6; ++id) {
    const ScriptHeader& h = id % 2 ? longest : pair;
    state->games.push_back(make_record(id, h, lines_until(h, id == 6 ? Moment::kMidRound : Moment::kFinished, id)));
    state->started_at[id] = "2026-03-1" + std::to_string(id) + "T19:30:00+01:00";
  }
  return state;
}


// What a player sees is whole: nothing tappable off the screen, no text on
// other text, no unbalanced ImGui stack, no text wider than its widget.
void check_clean(const Headless& h, const std::string& where) {
  INFO(where);
  for (const auto& e : h.stack_errors) FAIL_CHECK("unbalanced: " << e);
  for (const auto& e : h.diag.id_collisions) FAIL_CHECK("ID drawn twice: " << e);
  for (const auto& e : h.diag.overflows) FAIL_CHECK("text wider than its widget: " << e);
  const auto& texts = h.diag.texts;
  for (std::size_t i = 0; i < texts.size(); ++i)
    for (std::size_t j = i + 1; j < texts.size(); ++j) {
      const auto &t = texts[i], &u = texts[j];
      const bool apart = t.max.x <= u.min.x + 0.5f || u.max.x <= t.min.x + 0.5f || t.max.y <= u.min.y + 0.5f ||
                         u.max.y <= t.min.y + 0.5f;
      if (!apart) FAIL_CHECK("\"" << t.what << "\" overlaps \"" << u.what << "\"");
    }
  for (const auto& [id, rect] : h.diag.rects)
    if (rect.first.x < 8.0f || rect.second.x > h.display().x - 8.0f) FAIL_CHECK(id << " is outside the screen");
}

bool in_bin(const Controller& c, std::int64_t id) {
  return std::any_of(c.bin().begin(), c.bin().end(), [&](const store::GameSummary& g) { return g.id == id; });
}

}  // namespace

TEST_CASE("the bin: opened from History, every deleted game restored at any time, emptying asks first",
          "[render][bin]") {
  for_each_look([](const Look& look) {
    INFO(look.name());
    auto state = six_games();
    Settings settings;
    settings.lang = look.lang;
    Headless h(look.size, look.scale);
    auto c = controller_over(state, settings);
    c->set_today("2026-11-22");
    c->apply(intent::OpenHistory{});
    h.frames(*c, 2);
    bool found = true;
    h.tap(*c, "history.bin", &found);
    CHECK_FALSE(found);  // nothing deleted yet: no bin to open
    // Three games deleted, History closed and opened again: the Undo strip is
    // gone, the bin still has them.
    for (std::int64_t id : {2, 5, 3}) {
      c->apply(intent::DeleteGame{id});
      c->apply(intent::ConfirmDelete{});
    }
    c->apply(intent::GoHome{});
    c->apply(intent::OpenHistory{});
    CHECK_FALSE(c->deleted_game());
    h.frames(*c, 3);
    check_clean(h, look.name() + " history with a bin");
    tap_and_apply(h, *c, "history.bin");
    REQUIRE(c->screen() == Screen::kBin);
    h.frames(*c, 3);
    check_clean(h, look.name() + " bin");
    // The last deleted first, each with its Restore inside the screen.
    REQUIRE(c->bin().size() == 3);
    CHECK(c->bin()[0].id == 3);
    CHECK(c->bin()[2].id == 2);
    for (int row = 0; row < 3; ++row) {
      auto it = h.diag.rects.find("bin.restore." + std::to_string(row));
      REQUIRE(it != h.diag.rects.end());
      CHECK(it->second.second.y - it->second.first.y >= 47.5f);
    }
    CHECK(h.shown.find(look.lang == Lang::kSpanish ? "papelera" : "bin") != std::string::npos);  // the hint

    tap_and_apply(h, *c, "bin.restore.1");  // game 5
    CHECK_FALSE(in_bin(*c, 5));
    CHECK(state->deleted.count(5) == 0);
    h.frames(*c, 2);
    // Emptying: the popup names how many; Cancel keeps them, Enter does nothing.
    tap_and_apply(h, *c, "bin.empty");
    REQUIRE(c->popup());
    REQUIRE(c->popup()->kind == PopupKind::kConfirmEmptyBin);
    CHECK(render(c->popup()->message, look.lang).find('2') != std::string::npos);
    CHECK_FALSE(c->popup_enter());
    h.frames(*c, 3);
    check_clean(h, look.name() + " empty popup");
    tap_and_apply(h, *c, "popup.cancel");
    CHECK(c->bin().size() == 2);
    h.frames(*c, 2);
    tap_and_apply(h, *c, "bin.empty");
    h.frames(*c, 2);
    tap_and_apply(h, *c, "popup.empty_bin");
    CHECK(c->bin().empty());
    CHECK(state->games.size() == 4);  // 2 and 3 deleted for good
    h.frames(*c, 2);
    check_clean(h, look.name() + " empty bin");
    // Back: History again, the restored game in it.
    tap_and_apply(h, *c, "bin.back");
    REQUIRE(c->screen() == Screen::kHistory);
    CHECK(c->history_list().find(5));
    CHECK_FALSE(c->history_list().find(3));
  });
}

TEST_CASE("a game opened from History goes back to History on Esc or its Home button, not Home",
          "[controller][history]") {
  auto c = controller_over(six_games());
  c->apply(intent::GoHome{});
  c->apply(intent::OpenHistory{});
  c->apply(intent::OpenGame{4});  // finished: its result
  REQUIRE(c->screen() == Screen::kWinner);
  CHECK(c->back_to_history());
  KeyContext k;
  k.screen = c->screen();
  auto esc = intent_for_key(KeyChord{kKeyEscape}, k);
  REQUIRE(esc);
  c->apply(*esc);
  CHECK(c->screen() == Screen::kHistory);
  // An unfinished one: its table, Esc back to History too.
  c->apply(intent::OpenGame{6});
  REQUIRE(c->screen() == Screen::kTable);
  k.screen = c->screen();
  c->apply(*intent_for_key(KeyChord{kKeyEscape}, k));
  CHECK(c->screen() == Screen::kHistory);
  // A game continued from Home goes Home.
  c->apply(intent::GoHome{});
  c->apply(intent::ContinueGame{});
  REQUIRE(c->screen() == Screen::kTable);
  CHECK_FALSE(c->back_to_history());
  c->apply(intent::GoHome{});
  CHECK(c->screen() == Screen::kHome);
}

TEST_CASE("the winner of a game opened from History offers the way back to History", "[render][history]") {
  Headless h(ImVec2(1280, 800));
  auto c = controller_over(six_games());
  c->apply(intent::OpenHistory{});
  h.frames(*c, 2);
  tap_and_apply(h, *c, "history.row.1");  // game 5, finished
  REQUIRE(c->screen() == Screen::kWinner);
  h.frames(*c, 2);
  tap_and_apply(h, *c, "winner.home");
  CHECK(c->screen() == Screen::kHistory);
}

TEST_CASE("Enter on the rename popup never cancels it: with the field or without, it is the rename's",
          "[controller][player][keys]") {
  auto c = controller_over_finished_games({{"Ana", "Ben"}}, 3);
  c->apply(intent::OpenStats{});
  c->apply(intent::OpenPlayerStats{c->stats().players.front().id});
  c->apply(intent::AskRenamePlayer{});
  REQUIRE(c->popup());
  KeyContext k;
  k.screen = c->screen();
  k.popup_open = true;
  k.popup_enter = c->popup_enter();
  k.typing = false;  // the field lost the keyboard (a tap beside it)
  auto enter = intent_for_key(KeyChord{kKeyEnter}, k);
  CHECK_FALSE((enter && std::holds_alternative<intent::DismissPopup>(*enter)));
}

TEST_CASE("a player's page opens at its top, whatever the last page was scrolled to", "[render][player]") {
  std::vector<std::vector<std::string>> tables;
  for (int i = 0; i < 6; ++i) tables.push_back({"Ana", "Ben", "Cleo", "Dani"});
  auto c = controller_over_finished_games(tables, 11);
  Headless h(ImVec2(1280, 800), 1.25f);
  c->apply(intent::OpenStats{});
  c->apply(intent::OpenPlayerStats{c->stats().players[0].id});
  h.frames(*c, 3);
  REQUIRE(h.diag.rects.count("player.rename"));
  // The page's first text under its buttons: where, and what.
  auto first_text = [&]() -> std::pair<float, std::string> {
    const float below = h.diag.rects.at("player.rename").second.y;
    std::pair<float, std::string> first{1e9f, ""};
    for (const auto& t : h.diag.texts)
      if (t.min.y > below && t.min.y < first.first) first = {t.min.y, t.what};
    return first;
  };
  const auto top = first_text();
  REQUIRE_FALSE(top.second.empty());
  h.scroll_at(*c, ImVec2(640, 600), -40);
  h.frames(*c, 2);
  bool moved = true;  // scrolled away, or drawn higher up
  for (const auto& t : h.diag.texts)
    if (t.what == top.second && t.min.y >= top.first - 0.5f) moved = false;
  REQUIRE(moved);  // the page did scroll
  c->apply(intent::OpenStats{});
  h.frames(*c, 2);
  c->apply(intent::OpenPlayerStats{c->stats().players[1].id});
  h.frames(*c, 3);
  CHECK(first_text().first == Approx(top.first));
}

TEST_CASE("History's search finds names ignoring case and accents, ñ stays ñ", "[ui][history][names]") {
  auto state = std::make_shared<FakeStoreState>();
  const ScriptHeader a = flip7_header({"Mar\xC3\xAD" "a", "Ana Bel\xC3\xA9n"}, 40);
  const ScriptHeader b = flip7_header({"\xC3\x91o\xC3\xB1o", "Ben"}, 40);
  const ScriptHeader d = flip7_header({"Nono", "Ben"}, 40);
  state->games.push_back(make_record(1, a, lines_until(a, Moment::kFinished, 1)));
  state->games.push_back(make_record(2, b, lines_until(b, Moment::kFinished, 2)));
  state->games.push_back(make_record(3, d, lines_until(d, Moment::kFinished, 3)));
  auto c = controller_over(state);
  c->apply(intent::OpenHistory{});
  auto found = [&](const std::string& search) {
    c->apply(intent::SetHistorySearch{search});
    std::vector<std::int64_t> ids;
    for (std::size_t i : c->history_list().shown()) ids.push_back(c->history_list().all()[i].id);
    return ids;
  };
  CHECK(found("maria") == std::vector<std::int64_t>{1});
  CHECK(found("ANA BEL\xC3\x89N") == std::vector<std::int64_t>{1});
  CHECK(found("belen") == std::vector<std::int64_t>{1});
  CHECK(found("\xC3\x91O\xC3\x91O") == std::vector<std::int64_t>{2});
  CHECK(found("nono") == std::vector<std::int64_t>{3});
}

TEST_CASE("the merge list offers only players who never sat at a game with this one", "[controller][player]") {
  auto c = controller_over_finished_games({{"Ana", "Ben", "Cleo"}, {"Ann", "Ben", "Cleo"}}, 3);
  c->apply(intent::OpenStats{});
  for (const auto& p : c->stats().players)
    if (p.name == "Ann") c->apply(intent::OpenPlayerStats{p.id});
  REQUIRE(c->stats_player());
  c->apply(intent::AskMergePlayer{});
  REQUIRE(c->popup());
  std::vector<std::string> offered;
  for (const auto& p : c->merge_candidates()) offered.push_back(p.name);
  CHECK(offered == std::vector<std::string>{"Ana"});
}

// Issue 32, item 15: the lists on screen follow the file. While the bin is
// open, `flipside restore` (another process: here another connection to the
// same file) brings a game back; the app's next look at the file reads the
// bin again, and History shows the game on the way back.
TEST_CASE("the bin reads itself again when the command line restores a game while it is open", "[bin][store]") {
  const auto dir = std::filesystem::temp_directory_path() / ("flipside-bin-follow-" + std::to_string(::getpid()));
  std::filesystem::remove_all(dir);
  std::filesystem::create_directories(dir);
  const std::string path = (dir / "games.db").string();
  std::int64_t id = 0;
  {
    auto opened = store::Store::open(path);
    REQUIRE(opened.ok());
    const ScriptHeader header = flip7_header({"Ana", "Ben"}, 40);
    auto created = opened->store->create_game(header);
    REQUIRE(created.ok());
    auto game = std::move(created).value();
    REQUIRE(game);
    for (const auto& line : lines_until(header, Moment::kFinished, 7)) REQUIRE(game->apply(line).accepted);
    id = game->id();
    REQUIRE(opened->store->delete_game(id).ok());
  }
  StoreAccess access;
  access.open_file = [](const std::string& p) { return store::Store::open(p); };
  auto c = std::make_unique<Controller>(store::Store::open(path), access, Settings{});
  c->start();
  c->apply(intent::OpenHistory{});
  c->apply(intent::OpenBin{});
  REQUIRE(c->screen() == Screen::kBin);
  REQUIRE(in_bin(*c, id));
  CHECK_FALSE(c->follow_store());  // nothing new in the file

  {
    auto command_line = store::Store::open(path);  // `flipside restore` in another terminal
    REQUIRE(command_line.ok());
    REQUIRE(command_line->store->restore_game(id).ok());
  }
  CHECK(c->follow_store());
  CHECK_FALSE(in_bin(*c, id));
  CHECK(c->bin().empty());
  CHECK_FALSE(c->follow_store());  // once per change
  c->apply(intent::Back{});
  REQUIRE(c->screen() == Screen::kHistory);
  CHECK(c->history().size() == 1);
  c.reset();
  std::filesystem::remove_all(dir);
}
