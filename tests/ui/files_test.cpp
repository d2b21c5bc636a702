// Games as files where there is no command line (issue 33; ui/platform/file_hands.hpp,
// controller_files.cpp): Settings hands every game over as one backup and
// as scripts, and takes scripts and backups back in from the picker, each
// game once, nothing already stored touched, what happened said file by
// file. The browser's hands (files.js) are tested in a real browser
// (tests/web/); here they are the test's own, given as the page gives them.
#include <catch2/catch.hpp>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <sstream>

#include <unistd.h>

#include "core/replay.hpp"
#include "store/backup_games.hpp"
#include "support/headless.hpp"
#include "support/layout_checks.hpp"
#include "support/real_store.hpp"
#include "support/taps.hpp"
#include "ui/shell/controller.hpp"

using namespace flipside;
using namespace flipside::ui;
using namespace flipside::ui::test;
namespace fs = std::filesystem;

namespace {

// What the platform was handed, and how often the picker was asked for.
struct Hands {
  fs::path dir;
  std::vector<OfferedFile> offered;
  int picker_asked = 0;
  explicit Hands(const std::string& name)
      : dir(fs::temp_directory_path() / ("flipside-files-" + name + "-" + std::to_string(::getpid()))) {
    fs::remove_all(dir);
    fs::create_directories(dir);
  }
  ~Hands() {
    std::error_code ec;
    fs::remove_all(dir, ec);
  }
  FileHands give() {
    return {(dir / "offered").string(), [this](const std::vector<OfferedFile>& files) { offered = files; },
            [this] { ++picker_asked; }};
  }
  // A copy of an offered file where the picker would put it (the import removes it).
  std::string picked(const OfferedFile& file, const std::string& as) {
    fs::create_directories(dir / "chosen");
    const fs::path to = dir / "chosen" / as;
    fs::copy_file(file.path, to, fs::copy_options::overwrite_existing);
    return to.string();
  }
  std::string picked_text(const std::string& as, const std::string& text) {
    fs::create_directories(dir / "chosen");
    std::ofstream(dir / "chosen" / as, std::ios::binary) << text;
    return (dir / "chosen" / as).string();
  }
};

std::string read_file(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

const std::vector<std::vector<std::string>> kTables = {{"Ana", "Ben"}, {"Cleo", "Dani", "Eva"}};

}  // namespace

TEST_CASE("Settings hands every game over as one backup and as scripts that replay to the stored totals",
          "[ui][files][issue33]") {
  Hands hands("out");
  auto c = controller_over_finished_games(kTables, 3);
  c->set_file_hands(hands.give());
  Headless h(ImVec2(1280, 800));
  c->apply(intent::OpenSettings{});
  h.frames(*c);

  tap_and_apply(h, *c, "settings.files.backup");
  REQUIRE(hands.offered.size() == 1);
  const OfferedFile backup = hands.offered[0];
  CHECK(backup.name.rfind("flipside-backup-", 0) == 0);
  CHECK(backup.name.size() > 3);
  CHECK(backup.name.substr(backup.name.size() - 3) == ".db");
  REQUIRE(store::is_sqlite_file(backup.path));
  {
    store::StoreOptions read_only;
    read_only.read_only = true;
    auto copy = store::Store::open(backup.path, read_only);
    REQUIRE(copy.ok());
    CHECK(copy->store->games()->size() == 2);
  }

  h.frames(*c);
  tap_and_apply(h, *c, "settings.files.export");
  REQUIRE(hands.offered.size() == 2);
  const auto stored = c->store()->games().value();
  for (const OfferedFile& file : hands.offered) {
    INFO(file.name);
    CHECK(file.name.find(".jsonl") != std::string::npos);
    // Each script, replayed by the engine, ends with the totals the store
    // keeps for that game (its results, written when it ended).
    std::istringstream in(read_file(file.path));
    const ReplayResult replayed = replay_script(in);
    REQUIRE(replayed.status == ReplayResult::Status::kAccepted);
    const auto it = std::find_if(stored.begin(), stored.end(), [&](const store::GameSummary& g) {
      return file.name.find("-game-" + std::to_string(g.id) + ".jsonl") != std::string::npos;
    });
    REQUIRE(it != stored.end());
    std::vector<int> totals(replayed.game->header().players.size());
    for (const Standing& s : replayed.game->standings()) totals.at(static_cast<std::size_t>(s.seat)) = s.total;
    CHECK(totals == it->totals);
  }

  h.frames(*c);
  tap_and_apply(h, *c, "settings.files.import");
  CHECK(hands.picker_asked == 1);
}

TEST_CASE("Scripts and a backup chosen in the picker are taken in, each game once, and what happened is said file by file",
          "[ui][files][issue33]") {
  Hands from("from"), to("to");
  auto home = controller_over_finished_games(kTables, 5);
  home->set_file_hands(from.give());
  home->apply(intent::ExportGames{});
  REQUIRE(from.offered.size() == 2);
  // Taken before the next offer empties the folder, as a person saves them.
  const std::string one_script = to.picked(from.offered[0], "ana-ben.jsonl");
  std::string broken = read_file(from.offered[1].path);
  broken += "{\"card\":\"99\"}\n";  // a card the deck does not have: the script is refused whole
  home->apply(intent::SaveBackup{});
  REQUIRE(from.offered.size() == 1);
  const OfferedFile backup = from.offered[0];

  auto tablet = controller_over_finished_games({}, 1);  // a tablet with no games yet
  tablet->set_file_hands(to.give());
  const std::vector<std::string> chosen = {to.picked_text("broken.jsonl", broken), one_script,
                                           to.picked(backup, "club.db"), to.picked_text("notes.txt", "not a game\n")};
  tablet->apply(intent::ImportFiles{chosen});

  REQUIRE(tablet->popup());
  CHECK(tablet->popup()->kind == PopupKind::kFilesReport);
  CHECK(render(tablet->popup()->message, Lang::kEnglish) == "2 games stored, 1 already here, 2 refused.");
  std::vector<std::string> lines;
  for (const Message& m : tablet->files_report()) lines.push_back(render(m, Lang::kEnglish));
  REQUIRE(lines.size() == 4);
  CHECK(lines[0].rfind("broken.jsonl: not stored: line ", 0) == 0);
  CHECK(lines[1].rfind("ana-ben.jsonl: stored as game", 0) == 0);
  CHECK(lines[2] == "club.db: a backup: 1 game stored, 1 already here");
  CHECK(lines[3].rfind("notes.txt: not stored: line 1", 0) == 0);
  for (const std::string& path : chosen) CHECK_FALSE(fs::exists(path));  // the picker's copies are gone

  // The tablet holds the two games, each as the home device had it: the
  // same players, totals and length (a backup keeps each game's end).
  const auto there = home->store()->games().value();
  const auto here = tablet->store()->games().value();
  REQUIRE(here.size() == 2);
  for (const store::GameSummary& g : there) {
    const auto it = std::find_if(here.begin(), here.end(), [&](const auto& x) { return x.players == g.players; });
    REQUIRE(it != here.end());
    CHECK(it->totals == g.totals);
    CHECK(it->status == "finished");
  }
  int with_end = 0;
  for (const auto& g : here)
    for (const auto& o : there)
      if (g.players == o.players && !g.ended_at.empty() && g.ended_at == o.ended_at) ++with_end;
  CHECK(with_end == 1);  // the backup's game kept its end; the script's has none (a script holds none)

  // The same backup again adds nothing.
  tablet->apply(intent::DismissPopup{});
  tablet->apply(intent::ImportFiles{{to.picked(backup, "club.db")}});
  CHECK(render(tablet->popup()->message, Lang::kEnglish) == "0 games stored, 2 already here, 0 refused.");
  CHECK(tablet->store()->games()->size() == 2);
}

TEST_CASE("Settings' games as files and the import's report are whole in every look, and absent without a platform's hands",
          "[ui][files][issue33][render]") {
  {
    auto desktop = controller_over_finished_games(kTables, 3);
    Headless h(ImVec2(1280, 800));
    desktop->apply(intent::OpenSettings{});
    h.frames(*desktop);
    CHECK(h.diag.rects.count("settings.files.backup") == 0);  // the command line does it there
  }
  Hands hands("look");
  for_each_look([&](const Look& look) {
    INFO(look.name());
    Settings settings;
    settings.lang = look.lang;
    settings.text_scale = static_cast<int>(look.scale * 100);
    auto c = controller_over_finished_games(kTables, 3, settings);
    c->set_file_hands(hands.give());
    Headless h(look.size, look.scale);
    c->apply(intent::OpenSettings{});
    h.frames(*c);
    // The section may be below the fold: scrolled to as a finger would.
    for (int i = 0; i < 20 && !h.diag.rects.count("settings.files.import"); ++i)
      h.scroll_at(*c, ImVec2(look.size.x / 2, look.size.y / 2), -3);
    check_clean(h, "Settings with games as files");
    check_touch_targets(h, "settings.files.", "games as files");
    REQUIRE(h.diag.rects.count("settings.files.import"));
    std::vector<std::string> many;
    for (int i = 0; i < 12; ++i)
      many.push_back(hands.picked_text("a-rather-long-file-name-from-the-tablet-" + std::to_string(i) + ".jsonl", "{}\n"));
    c->apply(intent::ImportFiles{many});
    h.frames(*c);
    check_clean(h, "the import's report, twelve refused files");
    check_touch_targets(h, "popup.", "the report's OK");
    REQUIRE(h.diag.rects.count("popup.ok"));
  });
}
