// The league folder in the app (issue 24): chosen in Settings by touch (a
// folder picker: into a folder, Up, a new league folder, Use), followed
// while the app is open (a game another device finished appears in
// History without a tap, with the device it came from, and cannot be
// deleted here), History and Statistics showing every device's games or
// this device's alone; every look of it whole and touch-sized.
#include <catch2/catch.hpp>

#include <chrono>
#include <condition_variable>
#include <cstdlib>
#include <filesystem>
#include <mutex>
#include <thread>

#include "store/league.hpp"
#include "support/fixtures.hpp"
#include "support/headless.hpp"
#include "support/layout_checks.hpp"
#include "support/taps.hpp"
#include "ui/shell/controller.hpp"

using namespace flipside;
using namespace flipside::ui;
using namespace flipside::ui::test;
namespace fs = std::filesystem;

namespace {

// A scratch folder as $HOME (the picker starts there), removed at the end.
struct ScratchHome {
  fs::path dir;
  std::string saved_home;
  ScratchHome() {
    dir = fs::temp_directory_path() / ("flipside-league-ui-" + std::to_string(::getpid()));
    fs::remove_all(dir);
    fs::create_directories(dir / "home" / "Sync");
    fs::create_directories(dir / "home" / "Documents");
    fs::create_directories(dir / "home" / ".hidden");
    if (const char* h = std::getenv("HOME")) saved_home = h;
    setenv("HOME", (dir / "home").c_str(), 1);
  }
  ~ScratchHome() {
    setenv("HOME", saved_home.c_str(), 1);
    std::error_code ec;
    fs::remove_all(dir, ec);
  }
  std::string path(const std::string& rest) const { return (dir / rest).string(); }
};

// The app's wake: counted, and waited for as the app's loop waits on SDL.
struct Wake {
  std::mutex m;
  std::condition_variable cv;
  int count = 0;
  std::function<void()> fn() {
    return [this] {
      std::lock_guard lock(m);
      ++count;
      cv.notify_all();
    };
  }
};

// A finished Flip 7 game in `db`, played by the seeded simulator.
void finish_game(store::Store& db, const std::vector<std::string>& players, unsigned seed) {
  const ScriptHeader header = flip7_header(players, 40);
  auto created = db.create_game(header);
  REQUIRE(created.ok());
  auto game = std::move(created).value();
  REQUIRE(game);
  for (const auto& line : lines_until(header, Moment::kFinished, seed)) REQUIRE(game->apply(line).accepted);
}

// The store of the file at `path`, null when it cannot be opened.
std::unique_ptr<store::Store> open_file(const std::string& path) {
  auto opened = store::Store::open(path);
  return opened.ok() ? std::move(opened->store) : nullptr;
}

std::unique_ptr<Controller> app_over(const std::string& db_path, const Settings& settings) {
  auto c = std::make_unique<Controller>(store::Store::open(db_path), StoreAccess{}, settings);
  c->start();
  return c;
}

// Waits (at most 20 s) until the app's loop would have something to show:
// follow_league() true, as the app calls it after each frame.
bool league_brings_news(Controller& c) {
  for (int i = 0; i < 200; ++i) {
    if (c.follow_league()) return true;
    std::this_thread::sleep_for(std::chrono::milliseconds(100));
  }
  return false;
}

bool has_row_text(const Headless& h, const std::string& text) { return h.shown.find(text) != std::string::npos; }

}  // namespace

TEST_CASE("The league folder is chosen in Settings by touch, and another device's game appears in History while open",
          "[ui][league][issue24]") {
  ScratchHome home;
  const std::string db_path = home.path("app.db");
  {
    auto db = open_file(db_path);
    REQUIRE(db);
    finish_game(*db, {"Ana", "Ben"}, 1);
  }
  Settings settings;
  std::optional<Settings> saved;
  auto c = app_over(db_path, settings);
  c->set_settings_sink([&](const Settings& s) { saved = s; });
  Wake wake;
  c->set_league_wake(wake.fn());
  CHECK(c->league() == nullptr);  // no folder chosen: nothing followed

  Headless h(ImVec2(1280, 800));
  c->apply(intent::OpenSettings{});
  h.frames(*c);
  tap_and_apply(h, *c, "settings.league.choose");
  REQUIRE(c->folder_picker());
  CHECK(c->folder_picker()->path == home.path("home"));
  CHECK(c->folder_picker()->folders == std::vector<std::string>{"Documents", "Sync"});  // hidden ones left out
  h.frames(*c);
  check_touch_targets(h, "picker.", "the picker");
  tap_and_apply(h, *c, "picker.folder.1");  // Sync
  CHECK(c->folder_picker()->path == home.path("home/Sync"));
  h.frames(*c);
  tap_and_apply(h, *c, "picker.new");
  CHECK(c->folder_picker()->path == home.path("home/Sync/FlipSide-league"));
  CHECK(fs::is_directory(home.path("home/Sync/FlipSide-league")));
  h.frames(*c);
  tap_and_apply(h, *c, "picker.up");
  CHECK(c->folder_picker()->folders == std::vector<std::string>{"FlipSide-league"});
  h.frames(*c);
  tap_and_apply(h, *c, "picker.folder.0");
  h.frames(*c);
  tap_and_apply(h, *c, "picker.use");
  const std::string folder = home.path("home/Sync/FlipSide-league");
  CHECK_FALSE(c->folder_picker());
  CHECK(c->settings().league_folder == folder);
  REQUIRE(saved);
  CHECK(saved->league_folder == folder);  // kept for the next launch
  REQUIRE(c->league());

  // The first pass writes this device's finished game for the others.
  bool written = false;
  for (int i = 0; i < 200 && !written; ++i) {
    written = c->league()->status().written == 1;
    if (!written) std::this_thread::sleep_for(std::chrono::milliseconds(100));
  }
  CHECK(written);
  c->follow_league();

  // Another device (its own file) finishes a game and makes its pass: the
  // open app takes it in without a tap.
  c->apply(intent::OpenHistory{});
  h.frames(*c);
  CHECK(c->history_list().all().size() == 1);
  CHECK_FALSE(h.diag.rects.count("history.devices.all"));  // no league game yet: no device chips
  {
    auto club = open_file(home.path("club.db"));
    REQUIRE(club);
    REQUIRE(store::rename_league_device(*club, "Club tablet").ok());
    finish_game(*club, {"Cleo", "Dani"}, 2);
    store::LeagueReport report;
    REQUIRE(store::sync_league(*club, folder, &report).ok());
    CHECK(report.written == 1);
  }
  REQUIRE(league_brings_news(*c));
  h.frames(*c);
  REQUIRE(c->history_list().all().size() == 2);
  const store::GameSummary& newest = c->history_list().all().front().origin.empty()
                                         ? c->history_list().all().back()
                                         : c->history_list().all().front();
  CHECK(newest.origin_name == "Club tablet");
  CHECK(newest.players == std::vector<std::string>{"Cleo", "Dani"});
  CHECK(has_row_text(h, "from Club tablet"));
  // Its row offers no delete: only its owner deletes it.
  int delete_buttons = 0;
  for (const auto& [id, rect] : h.diag.rects) delete_buttons += id.rfind("history.delete.", 0) == 0;
  CHECK(delete_buttons == 1);
  // Opened, it says where it came from and that it is changed there only.
  const std::int64_t club_game = newest.id;
  c->apply(intent::OpenGame{club_game});
  REQUIRE(c->screen() == Screen::kWinner);
  h.frames(*c);
  CHECK(has_row_text(h, "A game from Club tablet: read-only here, it is changed or deleted only there."));
  check_clean(h, "another device's game, opened");
  // Issue 32 item 14: nothing offers to change its entries (a change walked
  // through only to be refused): no "Change an entry" on its scoresheet; its
  // log reads and replays, and a tap on an entry opens no table.
  tap_and_apply(h, *c, "winner.scoresheet");
  REQUIRE(c->screen() == Screen::kScoresheet);
  h.frames(*c);
  CHECK_FALSE(h.diag.rects.count("scoresheet.log"));
  tap_and_apply(h, *c, "scoresheet.round.1");
  REQUIRE(c->screen() == Screen::kLog);
  h.frames(*c);
  CHECK(has_row_text(h, "This game cannot be changed here"));
  int entry_taps = 0;
  for (const auto& [id, rect] : h.diag.rects) entry_taps += id.rfind("log.entry.", 0) == 0;
  CHECK(entry_taps == 0);
  CHECK(h.diag.rects.count("log.replay.1"));
  check_clean(h, "another device's game, its log");
  c->apply(intent::EditEntry{0});  // as a stray key would: nothing starts
  CHECK(c->screen() == Screen::kLog);
  CHECK_FALSE(c->editing());
  c->apply(intent::Back{});  // the scoresheet
  c->apply(intent::Back{});  // the game's end
  REQUIRE(c->screen() == Screen::kWinner);
  c->apply(intent::GoHome{});  // back to History, where it was opened
  REQUIRE(c->screen() == Screen::kHistory);
  h.frames(*c);
  // This device's games alone, and every device's again.
  tap_and_apply(h, *c, "history.devices.here");
  CHECK(c->history_list().shown().size() == 1);
  h.frames(*c);
  tap_and_apply(h, *c, "history.devices.all");
  CHECK(c->history_list().shown().size() == 2);

  // Statistics: the league's games, or this device's alone.
  c->apply(intent::OpenStats{});
  h.frames(*c);
  CHECK(c->stats().games == 2);
  tap_and_apply(h, *c, "stats.devices.here");
  CHECK(c->stats().games == 1);
  CHECK(c->stats().players.size() == 2);  // Ana and Ben: Cleo and Dani played at the club

  // Settings say where and what the last look found; Stop forgets the folder.
  c->apply(intent::OpenSettings{});
  h.frames(*c);
  CHECK(has_row_text(h, "games taken in: 1, written: 1"));
  // Issue 32 item 14: this device's name is changed here, and the other
  // devices show it beside its games after their next pass.
  tap_and_apply(h, *c, "settings.league.rename");
  REQUIRE(c->popup());
  CHECK(c->popup()->kind == PopupKind::kRenameDevice);
  h.frames(*c);
  // The popup is drawn, with its name field (the screen's text log reads
  // the window under it, not the popup's words).
  CHECK(h.diag.rects.count("player.rename_field") == 1);
  CHECK(h.diag.rects.count("popup.rename") == 1);
  check_clean(h, "this device's name, in its popup");
  c->apply(intent::RenameDevice{"   "});
  REQUIRE(c->popup());  // refused in the popup, which stays open
  CHECK(c->popup()->message.key == "store.league.device_name_empty");
  c->apply(intent::RenameDevice{"Home laptop"});
  CHECK_FALSE(c->popup());
  bool renamed = false;
  for (int i = 0; i < 200 && !renamed; ++i) {
    renamed = c->league()->status().device_name == "Home laptop";
    if (!renamed) std::this_thread::sleep_for(std::chrono::milliseconds(100));
  }
  CHECK(renamed);
  h.frames(*c);
  CHECK(has_row_text(h, "This device in the league: Home laptop"));
  {
    auto club = open_file(home.path("club.db"));
    REQUIRE(club);
    REQUIRE(store::sync_league(*club, folder, nullptr).ok());
    int from_home = 0;
    for (const auto& g : club->games().value()) from_home += g.origin_name == "Home laptop";
    CHECK(from_home == 1);
  }
  tap_and_apply(h, *c, "settings.league.stop");
  CHECK(c->settings().league_folder.empty());
  CHECK(c->league() == nullptr);
  c->apply(intent::OpenHistory{});
  CHECK(c->history_list().all().size() == 2);  // the games taken in stay
}

TEST_CASE("The league's screens are whole in every look: Settings, the folder picker, History with another device's games",
          "[ui][league][issue24][render]") {
  ScratchHome home;
  const std::string folder = home.path("home/Sync/FlipSide-league");
  const std::string db_path = home.path("app.db");
  {
    // Long names everywhere: a long folder path, a long device name, long player names.
    fs::create_directories(home.path("home/Sync/Una carpeta con un nombre muy largo de verdad para probar"));
    auto db = open_file(db_path);
    auto club = open_file(home.path("club.db"));
    REQUIRE(db);
    REQUIRE(club);
    finish_game(*db, {"Bartholomew-Christopher", "Ana"}, 1);
    REQUIRE(store::rename_league_device(*club, "La tablet del club de los jueves").ok());
    finish_game(*club, {"Mar\xC3\xAD" "a Jos\xC3\xA9 de la Concepci\xC3\xB3n", "Ben", "Dani", "Eva"}, 2);
    REQUIRE(store::sync_league(*club, folder, nullptr).ok());
    REQUIRE(store::sync_league(*db, folder, nullptr).ok());
  }
  for_each_look([&](const Look& look) {
    INFO(look.name());
    Settings settings;
    settings.lang = look.lang;
    settings.text_scale = static_cast<int>(look.scale * 100);
    settings.league_folder = folder;
    auto c = app_over(db_path, settings);
    Wake wake;
    c->set_league_wake(wake.fn());
    for (int i = 0; i < 100 && c->league()->status().passes == 0; ++i)
      std::this_thread::sleep_for(std::chrono::milliseconds(50));
    Headless h(look.size, look.scale);
    c->apply(intent::OpenSettings{});
    h.frames(*c);
    check_clean(h, "settings with a league folder");
    check_touch_targets(h, "settings.league.", "settings");
    REQUIRE(h.diag.rects.count("league_text.folder"));
    REQUIRE(h.diag.rects.count("settings.league.rename"));
    c->apply(intent::AskRenameDevice{});
    h.frames(*c);
    check_clean(h, "this device's name, in its popup");
    check_touch_targets(h, "popup.", "the device's name popup");
    c->apply(intent::DismissPopup{});
    c->apply(intent::OpenFolderPicker{});
    h.frames(*c);
    check_clean(h, "the picker");
    check_touch_targets(h, "picker.", "the picker");
    c->apply(intent::BrowseFolder{home.path("home/Sync")});
    h.frames(*c);
    check_clean(h, "the picker, a long folder name");
    c->apply(intent::CloseFolderPicker{});
    c->apply(intent::OpenHistory{});
    h.frames(*c);
    check_clean(h, "History with a league game");
    check_touch_targets(h, "history.devices.", "History's device chips");
    REQUIRE(h.diag.rects.count("history.devices.here"));
    for (const auto& g : c->history_list().all())
      if (!g.origin.empty()) c->apply(intent::OpenGame{g.id});
    REQUIRE(c->game_origin());
    h.frames(*c);
    check_clean(h, "another device's game, opened");
    c->apply(intent::OpenScoresheet{});
    c->apply(intent::OpenLog{1});
    h.frames(*c);
    check_clean(h, "another device's game, its log");
    c->apply(intent::GoHome{});
    c->apply(intent::OpenStats{});
    h.frames(*c);
    check_clean(h, "Statistics with a league game");
    REQUIRE(h.diag.rects.count("stats.devices.here"));
  });
}
