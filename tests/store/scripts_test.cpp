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

}  // namespace

TEST_CASE("Export writes the game script format, and its import replays to the same state", "[store][scripts]") {
  auto db = store::Store::open_in_memory();
  auto header = flip7_header({"Ana", "Ben", "Cleo"}, 150);
  auto lines = play_to_end(header, 41);
  auto game = db->create_game(header, nullptr);
  enter(*game, lines, 0, 50);
  REQUIRE_FALSE(game->undo());  // undone entries are not part of the script
  REQUIRE_FALSE(game->undo());

  auto script = db->export_script(game->id(), nullptr);
  REQUIRE(script);
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
  Message error;
  auto id = other->import_script(again, &error, nullptr);
  REQUIRE(id);
  auto imported = other->open_game(*id, nullptr);
  CHECK(imported->game().state() == game->game().state());
  CHECK(other->latest_unfinished() == id);  // an unfinished game can be continued
  CHECK(other->export_script(*id, nullptr) == script);
  enter(*imported, lines, 48, 60);
}

TEST_CASE("An imported game keeps when it began, lists show it in local time", "[store][scripts]") {
  auto header = flip7_header({"Ana", "Ben"});
  header.started = "2026-11-22T10:40:00+01:00";
  auto db = store::Store::open_in_memory();
  std::istringstream in(script_of(header, play_to_end(header, 3), 5));
  Message error;
  auto id = db->import_script(in, &error, nullptr);
  REQUIRE(id);
  auto games = db->games();
  REQUIRE(games.size() == 1);
  CHECK(games[0].started_at == "2026-11-22T10:40:00+01:00");  // not the import's time
  auto script = db->export_script(*id, nullptr);
  REQUIRE(script);
  CHECK(nlohmann::json::parse(split_lines(*script)[0])["started"] == "2026-11-22T10:40:00+01:00");

  // The same instant, shown where the table is.
  const char* old_tz = std::getenv("TZ");
  const std::string saved = old_tz ? old_tz : "";
  setenv("TZ", "UTC0", 1);
  tzset();
  CHECK(store::local_minutes(games[0].started_at) == "2026-11-22 09:40");
  setenv("TZ", "EST5", 1);
  tzset();
  CHECK(store::local_minutes(games[0].started_at) == "2026-11-22 04:40");
  if (old_tz) setenv("TZ", saved.c_str(), 1); else unsetenv("TZ");
  tzset();

  // A start that is not a date with its offset is refused, naming the field.
  header.started = "2026-11-22 10:40";
  std::istringstream bad(script_of(header, {}, 0));
  CHECK_FALSE(db->import_script(bad, &error, nullptr));
  CHECK(render(error).find("\"started\"") != std::string::npos);
}

TEST_CASE("An imported finished game keeps its result and round points", "[store][scripts]") {
  auto db = store::Store::open_in_memory();
  auto header = flip7_header({"Ana", "Ben"}, 120);
  auto lines = play_to_end(header, 43);
  std::istringstream in(script_of(header, lines, lines.size()));
  auto id = db->import_script(in, nullptr, nullptr);
  REQUIRE(id);
  Message error;
  auto reference = make_game(header, &error);
  for (const auto& line : lines) reference->apply(line);
  auto summary = db->games().front();
  CHECK(summary.status == "finished");
  CHECK(summary.winner == reference->winner());
  CHECK(summary.rounds == static_cast<int>(reference->state()["rounds"].size()));
  CHECK(db->round_points(*id).size() == reference->state()["rounds"].size());
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
  auto first = home->create_game(header, nullptr);
  enter(*first, lines, 0, 20);
  // A rematch is made from the last game's header, id and all: still a new game.
  ScriptHeader again = first->session().header();
  auto second = home->create_game(again, nullptr);
  const auto script = home->export_script(first->id(), nullptr);
  const auto other_script = home->export_script(second->id(), nullptr);
  REQUIRE(script);
  REQUIRE(other_script);
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
  bool already = true;
  Message error;
  auto stored = club->import_script(in, &error, nullptr, &already);
  REQUIRE(stored);
  CHECK_FALSE(already);
  CHECK(club->export_script(*stored, nullptr) == script);

  // The same file again, or after more entries were played at home: the
  // same game, "already there", nothing written.
  auto more = home->open_game(first->id(), nullptr);
  enter(*more, lines, 20, 30);
  const auto later = home->export_script(first->id(), nullptr);
  for (const std::string& text : {*script, *later}) {
    std::istringstream twice(text);
    auto found = club->import_script(twice, &error, nullptr, &already);
    REQUIRE(found);
    CHECK(already);
    CHECK(*found == *stored);
  }
  CHECK(club->games().size() == 1);
  CHECK(club->export_script(*stored, nullptr) == script);  // untouched

  // In the bin it is still that game: importing it does not bring a copy.
  REQUIRE_FALSE(club->delete_game(*stored));
  std::istringstream from_bin(*script);
  CHECK(club->import_script(from_bin, &error, nullptr, &already) == stored);
  CHECK(already);
  CHECK(club->games().empty());
  CHECK(club->deleted_games().size() == 1);

  // Back home, the game's own file is the game itself.
  std::istringstream home_again(*script);
  CHECK(home->import_script(home_again, &error, nullptr, &already) == first->id());
  CHECK(already);
  CHECK(home->games().size() == 2);

  // A script with no id (written by hand) is a new game each time.
  std::istringstream plain1(script_of(header, lines, 5));
  std::istringstream plain2(script_of(header, lines, 5));
  auto a = club->import_script(plain1, &error, nullptr, &already);
  CHECK_FALSE(already);
  auto b = club->import_script(plain2, &error, nullptr, &already);
  CHECK_FALSE(already);
  REQUIRE(a);
  REQUIRE(b);
  CHECK(*a != *b);
  CHECK(id_in(*club->export_script(*a, nullptr)) != id_in(*club->export_script(*b, nullptr)));
}

TEST_CASE("A file from before game ids gets one for every game, each different", "[store][migrations][issue24]") {
  TempDir dir;
  const std::string path = dir.file("flipside.db");
  {
    auto db = open_or_fail(path);
    auto header = flip7_header({"Ana", "Ben"});
    for (unsigned seed = 1; seed <= 40; ++seed) db->create_game(header, nullptr);
  }
  as_schema(path, 9);
  REQUIRE(scalar(path, "SELECT COUNT(*) FROM pragma_table_info('games') WHERE name = 'uuid'") == 0);
  auto db = open_or_fail(path);
  CHECK(scalar(path, "PRAGMA user_version") == store::current_schema_version());
  std::set<std::string> ids;
  for (const auto& game : db->games()) {
    auto script = db->export_script(game.id, nullptr);
    REQUIRE(script);
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
  Message error;
  int failed_line = 0;
  std::istringstream in(script);
  CHECK_FALSE(db->import_script(in, &error, &failed_line));
  CHECK(failed_line == 7);
  CHECK(error.key == "flip7.unknown_card");
  std::istringstream bad_header("{\"game\":\"flip7\",\"players\":[\"Ana\"],\"dealer\":\"Zed\"}\n");
  CHECK_FALSE(db->import_script(bad_header, &error, &failed_line));
  CHECK(failed_line == 1);
  CHECK(error.key == "header.dealer_unknown");
  CHECK(db->games().empty());
  CHECK(db->players().empty());
}

TEST_CASE("A backup is a complete working copy and never overwrites a file", "[store][scripts][disk]") {
  TempDir dir;
  auto db = open_or_fail(dir.file("flipside.db"));
  auto header = flip7_header();
  auto game = db->create_game(header, nullptr);
  enter(*game, play_to_end(header, 53), 0, 33);

  const std::string copy = dir.file("backups/monday.db");
  REQUIRE_FALSE(db->backup(copy));
  CHECK(integrity(copy) == "ok");
  auto restored = open_or_fail(copy);
  REQUIRE(restored->games().size() == 1);
  CHECK(restored->open_game(game->id(), nullptr)->game().state() == game->game().state());

  write_file(dir.file("precious.txt"), "keep me");
  CHECK(db->backup(dir.file("precious.txt"))->key == "store.backup_exists");
  CHECK(file_bytes(dir.file("precious.txt")) == "keep me");

  auto memory = store::Store::open_in_memory();
  memory->create_game(header, nullptr);
  REQUIRE_FALSE(memory->backup(dir.file("from-memory.db")));
  CHECK(open_or_fail(dir.file("from-memory.db"))->games().size() == 1);
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
  CHECK(open_or_fail(backups[0].string())->games().size() == 1);  // taken before the import

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
  CHECK(open_or_fail(dir.file("copy.db"))->games().size() == 2);
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
