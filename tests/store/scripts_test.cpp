// Game scripts in and out of the store, backups, and the commands a person
// types: flipside games / export / import / backup.
#include <cstdlib>
#include <ctime>
#include <set>
#include <sstream>

#include "cli/commands.hpp"
#include "core/replay.hpp"
#include "acks.hpp"
#include "store/migrations.hpp"

using namespace flipside;
using namespace flipside::store_test;
namespace fs = std::filesystem;

namespace {

std::string script_of(const ScriptHeader& header, const std::vector<nlohmann::json>& lines, std::size_t count) {
  std::string out = header.to_json().dump() + "\n";
  for (std::size_t i = 0; i < count && i < lines.size(); ++i) out += lines[i].dump() + "\n";
  return out;
}

// An exported script with what the store adds to its header taken out
// ("started": when the import stored it; "id": the game's identity), to
// compare with the script that was imported.
std::string without_started(const std::string& script) {
  const std::size_t end = script.find('\n');
  nlohmann::json header = nlohmann::json::parse(script.substr(0, end));
  header.erase("started");
  header.erase("id");
  return header.dump() + script.substr(end);
}

std::vector<std::string> split_lines(const std::string& text) {
  std::vector<std::string> out;
  std::istringstream in(text);
  for (std::string line; std::getline(in, line);) out.push_back(line);
  return out;
}

// An import's answer as the checks below read it. The game stored (or found
// stored already); nullopt when its engine refused the script or the store
// failed: nothing stored.
std::optional<std::int64_t> stored_game(const store::Result<store::Imported>& imported) {
  if (!imported.ok() || imported->refused_line > 0) return std::nullopt;
  return imported->id;
}
// Whether the script's game was found stored already (nothing written).
bool found_stored(const store::Result<store::Imported>& imported) {
  return imported.ok() && imported->already_stored;
}
// The line its engine refused (1-based); 0 when none was.
int refused_line(const store::Result<store::Imported>& imported) { return imported.ok() ? imported->refused_line : 0; }
// Why nothing was stored: its engine's refusal or the store's failure
// (an empty Message when it was stored).
Message why_not_stored(const store::Result<store::Imported>& imported) {
  if (!imported.ok()) return imported.error();
  if (imported->refused_line > 0) return imported->refusal;
  return {};
}

}  // namespace

TEST_CASE("Export writes the game script format, and its import replays to the same state", "[store][scripts]") {
  auto db = store::Store::open_in_memory();
  auto header = flip7_header({"Ana", "Ben", "Cleo"}, 150);
  auto lines = play_to_end(header, 41);
  auto game = create_or_fail(*db, header);
  enter(*game, lines, 0, 50);
  REQUIRE(game->undo().ok());  // undone entries are not part of the script
  REQUIRE(game->undo().ok());

  auto script = db->export_script(game->id());
  REQUIRE(script.ok());
  auto rows = split_lines(*script);
  REQUIRE(rows.size() == 49);  // header + 48 entries
  // The header as created, plus when the game began (local time, offset)
  // and the game's own id.
  nlohmann::json exported_header = nlohmann::json::parse(rows[0]);
  REQUIRE(exported_header.contains("started"));
  CHECK(parse_instant(exported_header["started"].get<std::string>()));
  exported_header.erase("started");
  REQUIRE(exported_header.contains("id"));
  CHECK(is_game_id(exported_header["id"].get<std::string>()));
  exported_header.erase("id");
  CHECK(exported_header == header.to_json());
  for (std::size_t i = 1; i < rows.size(); ++i) {
    CHECK(rows[i] == lines[i - 1].dump());  // compact JSON, one entry a line
  }
  std::istringstream in(*script);
  ReplayResult replayed = replay_script(in);
  REQUIRE(replayed.status == ReplayResult::Status::kAccepted);
  CHECK(replayed.game->state() == game->game().state());

  auto other = store::Store::open_in_memory();
  std::istringstream again(*script);
  auto id = stored_game(other->import_script(again));
  REQUIRE(id);
  auto imported = open_game_or_fail(*other, *id);
  CHECK(imported->game().state() == game->game().state());
  CHECK(*other->latest_unfinished() == id);  // an unfinished game can be continued
  CHECK(*other->export_script(*id) == *script);
  enter(*imported, lines, 48, 60);
}

TEST_CASE("An imported game keeps when it began, lists show it in local time", "[store][scripts]") {
  auto header = flip7_header({"Ana", "Ben"});
  header.started = "2026-11-22T10:40:00+01:00";
  auto db = store::Store::open_in_memory();
  std::istringstream in(script_of(header, play_to_end(header, 3), 5));
  auto id = stored_game(db->import_script(in));
  REQUIRE(id);
  auto games = db->games();
  REQUIRE(games->size() == 1);
  CHECK((*games)[0].started_at == "2026-11-22T10:40:00+01:00");  // not the import's time
  auto script = db->export_script(*id);
  REQUIRE(script.ok());
  CHECK(nlohmann::json::parse(split_lines(*script)[0])["started"] == "2026-11-22T10:40:00+01:00");

  // The same instant, shown where the table is.
  const char* old_tz = std::getenv("TZ");
  const std::string saved = old_tz ? old_tz : "";
  setenv("TZ", "UTC0", 1);
  tzset();
  CHECK(store::local_minutes((*games)[0].started_at) == "2026-11-22 09:40");
  setenv("TZ", "EST5", 1);
  tzset();
  CHECK(store::local_minutes((*games)[0].started_at) == "2026-11-22 04:40");
  if (old_tz) setenv("TZ", saved.c_str(), 1); else unsetenv("TZ");
  tzset();

  // A start that is not a date with its offset is refused, naming the field.
  header.started = "2026-11-22 10:40";
  std::istringstream bad(script_of(header, {}, 0));
  auto refused = db->import_script(bad);
  CHECK_FALSE(stored_game(refused));
  CHECK(render(why_not_stored(refused)).find("\"started\"") != std::string::npos);
}

TEST_CASE("An imported finished game keeps its result and round points", "[store][scripts]") {
  auto db = store::Store::open_in_memory();
  auto header = flip7_header({"Ana", "Ben"}, 120);
  auto lines = play_to_end(header, 43);
  std::istringstream in(script_of(header, lines, lines.size()));
  auto id = stored_game(db->import_script(in));
  REQUIRE(id);
  Message error;
  auto reference = make_game(header, &error);
  for (const auto& line : lines) reference->apply(line);
  auto summary = db->games()->front();
  CHECK(summary.status == "finished");
  CHECK(summary.winner == reference->winner());
  CHECK(summary.rounds == static_cast<int>(reference->state()["rounds"].size()));
  CHECK(db->round_points(*id)->size() == reference->state()["rounds"].size());
}

namespace {

std::string id_in(const std::string& script) {
  return nlohmann::json::parse(split_lines(script).at(0)).value("id", std::string());
}

}  // namespace

TEST_CASE("Every game has an id of its own, export writes it, import keeps it, and a game imported twice is one game",
          "[store][scripts][issue24]") {
  auto home = store::Store::open_in_memory();
  auto header = flip7_header({"Ana", "Ben", "Cleo"}, 150);
  auto lines = play_to_end(header, 41);
  auto first = create_or_fail(*home, header);
  enter(*first, lines, 0, 20);
  // A rematch is made from the last game's header, id and all: still a new game.
  ScriptHeader again = first->session().header();
  auto second = create_or_fail(*home, again);
  const auto script = home->export_script(first->id());
  const auto other_script = home->export_script(second->id());
  REQUIRE(script.ok());
  REQUIRE(other_script.ok());
  const std::string id = id_in(*script);
  INFO(id);
  CHECK(is_game_id(id));
  CHECK(id[14] == '4');                                            // a version-4 UUID
  CHECK(std::string("89ab").find(id[19]) != std::string::npos);  // RFC 4122's variant
  CHECK(is_game_id(id_in(*other_script)));
  CHECK(id_in(*other_script) != id);

  // The club's laptop takes it in: stored once, with the same id.
  auto club = store::Store::open_in_memory();
  std::istringstream in(*script);
  auto taken = club->import_script(in);
  auto stored = stored_game(taken);
  REQUIRE(stored);
  CHECK_FALSE(found_stored(taken));
  CHECK(*club->export_script(*stored) == *script);

  // The same file again, or after more entries were played at home: the
  // same game, "already there", nothing written.
  auto more = open_game_or_fail(*home, first->id());
  enter(*more, lines, 20, 30);
  const auto later = home->export_script(first->id());
  for (const std::string& text : {*script, *later}) {
    std::istringstream twice(text);
    auto taken_again = club->import_script(twice);
    auto found = stored_game(taken_again);
    REQUIRE(found);
    CHECK(found_stored(taken_again));
    CHECK(*found == *stored);
  }
  CHECK(club->games()->size() == 1);
  CHECK(*club->export_script(*stored) == *script);  // untouched

  // In the bin it is still that game: importing it does not bring a copy.
  REQUIRE(club->delete_game(*stored).ok());
  std::istringstream from_bin(*script);
  auto taken_from_bin = club->import_script(from_bin);
  CHECK(stored_game(taken_from_bin) == stored);
  CHECK(found_stored(taken_from_bin));
  CHECK(club->games()->empty());
  CHECK(club->deleted_games()->size() == 1);

  // Back home, the game's own file is the game itself.
  std::istringstream home_again(*script);
  auto taken_home = home->import_script(home_again);
  CHECK(stored_game(taken_home) == first->id());
  CHECK(found_stored(taken_home));
  CHECK(home->games()->size() == 2);

  // A script with no id (written by hand) is a new game each time.
  std::istringstream plain1(script_of(header, lines, 5));
  std::istringstream plain2(script_of(header, lines, 5));
  auto taken_a = club->import_script(plain1);
  CHECK_FALSE(found_stored(taken_a));
  auto taken_b = club->import_script(plain2);
  CHECK_FALSE(found_stored(taken_b));
  auto a = stored_game(taken_a);
  auto b = stored_game(taken_b);
  REQUIRE(a);
  REQUIRE(b);
  CHECK(*a != *b);
  CHECK(id_in(*club->export_script(*a)) != id_in(*club->export_script(*b)));
}

TEST_CASE("A file from before game ids gets one for every game, each different", "[store][migrations][issue24]") {
  TempDir dir;
  const std::string path = dir.file("flipside.db");
  {
    auto db = open_or_fail(path);
    auto header = flip7_header({"Ana", "Ben"});
    for (unsigned seed = 1; seed <= 40; ++seed) REQUIRE(db->create_game(header).ok());
  }
  as_schema(path, 9);
  REQUIRE(scalar(path, "SELECT COUNT(*) FROM pragma_table_info('games') WHERE name = 'uuid'") == 0);
  auto db = open_or_fail(path);
  CHECK(scalar(path, "PRAGMA user_version") == store::current_schema_version());
  std::set<std::string> ids;
  for (const auto& game : *db->games()) {
    auto script = db->export_script(game.id);
    REQUIRE(script.ok());
    const std::string id = id_in(*script);
    INFO(id);
    CHECK(is_game_id(id));
    CHECK(id[14] == '4');
    ids.insert(id);
  }
  CHECK(ids.size() == 40);
}

TEST_CASE("A bad script is refused whole, naming the line", "[store][scripts]") {
  auto db = store::Store::open_in_memory();
  auto header = flip7_header();
  auto lines = play_to_end(header, 47);
  std::string script = script_of(header, lines, 5) + "{\"card\":\"99\"}\n" + script_of(header, lines, 0);
  std::istringstream in(script);
  auto refused = db->import_script(in);
  CHECK_FALSE(stored_game(refused));
  CHECK(refused_line(refused) == 7);
  CHECK(why_not_stored(refused).key == "flip7.unknown_card");
  std::istringstream bad_header("{\"game\":\"flip7\",\"players\":[\"Ana\"],\"dealer\":\"Zed\"}\n");
  auto refused_header = db->import_script(bad_header);
  CHECK_FALSE(stored_game(refused_header));
  CHECK(refused_line(refused_header) == 1);
  CHECK(why_not_stored(refused_header).key == "header.dealer_unknown");
  CHECK(db->games()->empty());
  CHECK(db->players()->empty());
}

TEST_CASE("A backup is a complete working copy and never overwrites a file", "[store][scripts][disk]") {
  TempDir dir;
  auto db = open_or_fail(dir.file("flipside.db"));
  auto header = flip7_header();
  auto game = create_or_fail(*db, header);
  enter(*game, play_to_end(header, 53), 0, 33);

  const std::string copy = dir.file("backups/monday.db");
  REQUIRE(db->backup(copy).ok());
  CHECK(integrity(copy) == "ok");
  auto restored = open_or_fail(copy);
  REQUIRE(restored->games()->size() == 1);
  CHECK(open_game_or_fail(*restored, game->id())->game().state() == game->game().state());

  write_file(dir.file("precious.txt"), "keep me");
  CHECK(error_of(db->backup(dir.file("precious.txt"))).key == "store.backup_exists");
  CHECK(file_bytes(dir.file("precious.txt")) == "keep me");

  auto memory = store::Store::open_in_memory();
  REQUIRE(memory->create_game(header).ok());
  REQUIRE(memory->backup(dir.file("from-memory.db")).ok());
  CHECK(open_or_fail(dir.file("from-memory.db"))->games()->size() == 1);
}

TEST_CASE("flipside games / export / import / backup", "[store][cli]") {
  TempDir dir;
  cli::Context context;
  context.db_path = dir.file("data/flipside.db");
  auto header = flip7_header({"Ana", "Ben"}, 80);
  auto lines = play_to_end(header, 59);
  write_file(dir.file("good.jsonl"), script_of(header, lines, lines.size()));
  write_file(dir.file("half.jsonl"), script_of(header, lines, 20));
  write_file(dir.file("bad.jsonl"), script_of(header, lines, 3) + "{\"stay\":\"Ben\",\"oops\":1}\n");
  std::ostringstream out, err;

  // Import into an empty database: no backup needed; the bad file is refused.
  CHECK(cli::run_import(context, {dir.file("good.jsonl"), dir.file("bad.jsonl")}, out, err) == 1);
  CHECK(out.str().find("good.jsonl: stored as game 1") != std::string::npos);
  CHECK(err.str().find("bad.jsonl: line 5: ") != std::string::npos);
  CHECK(out.str().find("Backup") == std::string::npos);

  // The second import backs the database up first, beside it.
  out.str("");
  err.str("");
  CHECK(cli::run_import(context, {dir.file("half.jsonl")}, out, err) == 0);
  std::vector<fs::path> backups;
  for (const auto& entry : fs::directory_iterator(dir.file("data")))
    if (entry.path().filename().string().rfind("flipside-backup-", 0) == 0) backups.push_back(entry.path());
  REQUIRE(backups.size() == 1);
  CHECK(out.str().find(backups[0].string()) != std::string::npos);
  CHECK(open_or_fail(backups[0].string())->games()->size() == 1);  // taken before the import

  out.str("");
  CHECK(cli::run_games(context, false, out, err) == 0);
  auto rows = split_lines(out.str());
  REQUIRE(rows.size() == 3);
  CHECK(rows[0].rfind("ID", 0) == 0);
  CHECK(rows[1].rfind("2 ", 0) == 0);  // newest first
  CHECK(rows[1].find("in progress") != std::string::npos);
  CHECK(rows[2].find("flip7") != std::string::npos);
  CHECK(rows[2].find("Ana, Ben") != std::string::npos);
  CHECK(rows[2].find("finished") != std::string::npos);
  Message error;
  auto reference = make_game(header, &error);
  for (const auto& line : lines) reference->apply(line);
  CHECK(rows[2].find(*reference->winner()) != std::string::npos);

  out.str("");
  cli::ExportRequest one{"1", false, ""};
  CHECK(cli::run_export(context, one, out, err) == 0);
  CHECK(without_started(out.str()) == script_of(header, lines, lines.size()));
  cli::ExportRequest to_file{"2", false, dir.file("out/two.jsonl")};
  fs::create_directories(dir.file("out"));
  CHECK(cli::run_export(context, to_file, out, err) == 0);
  CHECK(without_started(file_bytes(dir.file("out/two.jsonl"))) == script_of(header, lines, 20));
  cli::ExportRequest all{"", true, dir.file("all")};
  CHECK(cli::run_export(context, all, out, err) == 0);
  CHECK(without_started(file_bytes(dir.file("all/game-1.jsonl"))) == script_of(header, lines, lines.size()));
  CHECK(without_started(file_bytes(dir.file("all/game-2.jsonl"))) == script_of(header, lines, 20));
  err.str("");
  CHECK(cli::run_export(context, {"9", false, ""}, out, err) == 1);
  CHECK(err.str().find("There is no game 9") != std::string::npos);
  CHECK(cli::run_export(context, {"", true, ""}, out, err) == 2);
  CHECK(cli::run_export(context, {"abc", false, ""}, out, err) == 2);

  out.str("");
  CHECK(cli::run_backup(context, dir.file("copy.db"), out, err) == 0);
  CHECK(open_or_fail(dir.file("copy.db"))->games()->size() == 2);
  CHECK(cli::run_backup(context, dir.file("copy.db"), out, err) == 2);

  // A file that is not a database: every command says so and leaves it be.
  write_file(dir.file("notes.txt"), "not a database");
  context.db_path = dir.file("notes.txt");
  err.str("");
  CHECK(cli::run_games(context, false, out, err) == 2);
  CHECK(err.str().find("not a FlipSide database") != std::string::npos);
  CHECK(cli::run_import(context, {dir.file("good.jsonl")}, out, err) == 2);
  CHECK(file_bytes(dir.file("notes.txt")) == "not a database");
}
