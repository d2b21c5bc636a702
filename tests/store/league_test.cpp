// The league folder (issue 24, store/league.hpp): two devices, each its own
// database, one folder between them (here one directory both see, as a
// sync engine keeps it). Games finished on either reach the other; a fix
// and a delete on the owner reach the others; taking everything in again
// changes nothing; files that are not whole or not right are skipped with
// their name and never change a database.
#include <algorithm>
#include <cctype>
#include <chrono>
#include <ctime>
#include <filesystem>
#include <fstream>
#include <map>

#include "acks.hpp"
#include "league_support.hpp"
#include "temp_dir.hpp"

using namespace flipside;
using namespace flipside::store_test;
namespace fs = std::filesystem;

using namespace flipside::league_test;

TEST_CASE_METHOD(HomeAndClub, "Two devices share their finished games through one folder, and again changes nothing",
          "[store][league][issue24]") {
  home.finish_game({"Ana", "Ben", "Cleo"}, 1);
  home.finish_game({"Ana", "Dani"}, 2);
  club.finish_game({"ana", "Ben"}, 3);  // Ana typed without her capital: the same person
  {
    auto game = create_or_fail(*home.db, flip7_header({"Ana", "Ben"}));  // still being played
    enter(*game, play_to_end(flip7_header({"Ana", "Ben"}), 4), 0, 5);
  }

  CHECK(home.sync().written == 2);  // finished games only
  auto at_club = club.sync();
  CHECK(at_club.written == 1);
  CHECK(at_club.taken == 2);
  CHECK(home.sync().taken == 1);
  CHECK(home.id() != club.id());
  CHECK(fs::exists(fs::path(folder) / home.id() / "device.json"));

  // Both devices hold the same three finished games, script for script, and
  // their statistics are the same.
  auto home_scripts = scripts(*home.db);
  auto club_scripts = scripts(*club.db);
  CHECK(home_scripts.size() == 4);  // with the game in play
  CHECK(club_scripts.size() == 3);
  for (const auto& [id, script] : club_scripts) {
    INFO(id);
    REQUIRE(home_scripts.count(id));
    CHECK(home_scripts[id] == script);
  }
  CHECK(standings(*home.db) == standings(*club.db));
  CHECK(standings(*home.db).at("ana").first == 3);  // one player on both devices
  CHECK(home.db->players()->size() == club.db->players()->size());

  // Again, and again: nothing to write, nothing to take.
  for (int pass = 0; pass < 2; ++pass) {
    CHECK(home.sync().changes() == 0);
    CHECK(club.sync().changes() == 0);
  }
  CHECK(scripts(*club.db) == club_scripts);

  // A game from the other device is read-only here: no entry, no undo, no delete.
  int from_home = 0;
  for (const auto& [uuid, script] : club_scripts) {
    if (fs::exists(fs::path(folder) / club.id() / (uuid + ".jsonl"))) continue;  // the club's own
    ++from_home;
    std::int64_t id = 0;
    for (const auto& g : club.db->games().value()) {
      auto exported = club.db->export_script(g.id);
      if (exported.ok() && *exported == script) id = g.id;
    }
    auto open = open_game_or_fail(*club.db, id);
    CHECK_FALSE(open->can_undo());
    auto refused = open->undo();
    REQUIRE_FALSE(refused.ok());
    CHECK(refused.error().key == "store.game_from_league");
    auto deleted = club.db->delete_game(id);
    REQUIRE_FALSE(deleted.ok());
    CHECK(deleted.error().key == "store.game_from_league");
    CHECK(open->abandon().error().key == "store.game_from_league");
  }
  CHECK(from_home == 2);
}

TEST_CASE_METHOD(HomeAndClub, "A fix and a delete on the owner reach the other device", "[store][league][issue24]") {
  // A game in score mode (rounds' points typed), whose first round is fixed below.
  std::istringstream score(score_mode_script({"Ana", "Ben"}, "2026-11-01", {{20, 10}, {35, 0}}));
  const auto fixed = home.db->import_script(score).value().id;
  const auto dropped = home.finish_game({"Ana", "Cleo"}, 12);
  home.sync();
  club.sync();
  REQUIRE(club.db->games()->size() == 2);

  // The first round's points fixed on the owner (25, not 20, for Ana): the
  // club's copy becomes the owner's again.
  {
    auto game = open_game_or_fail(*home.db, fixed);
    REQUIRE(game->game().finished());
    REQUIRE(game->edit(0, {{"round", {{"points", {{"Ana", 25}, {"Ben", 10}}}}}}).ok());
    REQUIRE(game->game().finished());
  }
  REQUIRE(home.db->delete_game(dropped).ok());
  auto out = home.sync();
  CHECK(out.written == 1);
  CHECK(out.withdrawn == 1);
  auto in = club.sync();
  CHECK(in.replaced == 1);
  CHECK(in.removed == 1);
  auto club_scripts = scripts(*club.db);
  auto home_scripts = scripts(*home.db);
  REQUIRE(club_scripts.size() == 1);
  CHECK(home_scripts.count(club_scripts.begin()->first));
  CHECK(club_scripts.begin()->second == home_scripts[club_scripts.begin()->first]);
  CHECK(standings(*club.db) == standings(*home.db));  // the deleted game is out of both

  // Restored on the owner: back everywhere.
  REQUIRE(home.db->restore_game(dropped).ok());
  CHECK(home.sync().written == 1);
  CHECK(club.sync().taken == 1);
  CHECK(scripts(*club.db) == scripts(*home.db));
}

TEST_CASE_METHOD(HomeAndClub, "Files that are not whole or not right are skipped, named, and change nothing",
                 "[store][league][issue24]") {
  home.finish_game({"Ana", "Ben"}, 21);
  club.finish_game({"Cleo", "Dani"}, 22);
  home.sync();
  club.sync();
  const fs::path home_dir = fs::path(folder) / home.id();
  const std::string game_file = home_script();
  const std::string whole = file_bytes(game_file);
  const auto club_before = scripts(*club.db);

  // A third device whose files are still arriving: half a script, then whole.
  const std::string third = "0b0c0d0e-0000-4000-8000-000000000003";
  fs::create_directories(fs::path(folder) / third);
  write_file((fs::path(folder) / third / "device.json").string(),
             nlohmann::json({{"flipside_league", 1}, {"device", third}}).dump());
  auto header = flip7_header({"Eva", "Fede"}, 80);
  header.id = "0b0c0d0e-0000-4000-8000-0000000000aa";
  const auto lines = play_to_end(header, 23);
  std::string text = header.to_json().dump() + "\n";
  for (const auto& l : lines) text += l.dump() + "\n";
  const std::string third_file = (fs::path(folder) / third / (header.id + ".jsonl")).string();
  write_file(third_file, text.substr(0, text.size() / 2));
  auto half = club.sync();
  CHECK(half.taken == 0);
  CHECK(mentions(half, third_file));
  CHECK(scripts(*club.db) == club_before);
  write_file(third_file, text);
  CHECK(club.sync().taken == 1);

  // A conflict copy the sync engine made: named, not taken in twice.
  const std::string conflict = (home_dir / (fs::path(game_file).stem().string() +
                                            ".sync-conflict-20261126-101500-ABCDEFG.jsonl")).string();
  write_file(conflict, whole);
  auto with_conflict = club.sync();
  CHECK(with_conflict.changes() == 0);
  CHECK(mentions(with_conflict, conflict));
  CHECK(club.sync().skipped.empty());  // told once, until it changes

  // A device's file that claims a game the home device owns.
  const std::string thief = (fs::path(folder) / third / fs::path(game_file).filename()).string();
  write_file(thief, whole);
  auto claimed = club.sync();
  CHECK(claimed.changes() == 0);
  CHECK(mentions(claimed, thief));

  // A folder a newer FlipSide wrote is left alone.
  const std::string newer = "0b0c0d0e-0000-4000-8000-000000000004";
  fs::create_directories(fs::path(folder) / newer);
  write_file((fs::path(folder) / newer / "device.json").string(),
             nlohmann::json({{"flipside_league", 2}, {"device", newer}}).dump());
  write_file((fs::path(folder) / newer / "0b0c0d0e-0000-4000-8000-0000000000bb.jsonl").string(), "{\"whatever\":1}\n");
  auto from_newer = club.sync();
  CHECK(from_newer.changes() == 0);
  CHECK(mentions(from_newer, "league format 2"));

  // Through all of it the club's own games and the home game are as they were.
  auto club_after = scripts(*club.db);
  for (const auto& [id, s] : club_before) CHECK(club_after[id] == s);
  CHECK(club_after.size() == club_before.size() + 1);  // and Eva's game
  CHECK(integrity(dir.file("club.db")) == "ok");
}

TEST_CASE_METHOD(HomeAndClub, "A device's folder unchanged since it was settled is not read again, and one new file makes it read whole",
          "[store][league][issue24]") {
  const std::int64_t first = home.finish_game({"Ana", "Ben"}, 1);
  home.finish_game({"Ana", "Cleo"}, 2);
  CHECK(home.sync().written == 2);
  const fs::path home_dir = fs::path(folder) / home.id();
  for (const auto& entry : fs::directory_iterator(home_dir)) age(entry.path());
  age(home_dir);
  // Taken in; the folder, settled, is remembered as it is.
  CHECK(club.sync().taken == 2);
  const auto before = scripts(*club.db);

  // A file changed in place with its change time put back, and the folder
  // left as it was: no writer here does that, so a pass does not look.
  std::string uuid;
  for (const auto& [id, script] : before)
    if (script == home.db->export_script(first).value()) uuid = id;
  REQUIRE_FALSE(uuid.empty());
  const fs::path script = home_dir / (uuid + ".jsonl");
  const auto changed_at = fs::last_write_time(script);
  const auto folder_at = fs::last_write_time(home_dir);
  {
    std::ofstream out(script, std::ios::app);
    out << "{\"card\":\"7\"}\n";  // a line too many: refused if it were read
  }
  fs::last_write_time(script, changed_at);
  fs::last_write_time(home_dir, folder_at);
  auto quiet = club.sync();
  CHECK(quiet.changes() == 0);
  CHECK(quiet.skipped.empty());
  CHECK(scripts(*club.db) == before);

  // A new game renamed into the folder changes it: every file is looked at
  // again, the new game taken in and the changed file named as not right.
  home.finish_game({"Ben", "Dani"}, 3);
  CHECK(home.sync().written == 1);
  auto busy = club.sync();
  CHECK(busy.taken == 1);
  CHECK(mentions(busy, uuid));
  CHECK(scripts(*club.db).size() == 3);
  CHECK(scripts(*club.db).at(uuid) == before.at(uuid));  // the stored game unchanged
}

// Issue 32 item 14: a device writes a game once it ends, so a script from
// another device that stops before the game's end, cut at a line's end (as
// a sync engine copies it), is an incomplete copy: named, never stored as a
// game in play (which no card could be entered into here, and which the app
// would offer to continue), and taken in once it arrives whole.
TEST_CASE_METHOD(HomeAndClub, "A script from another device cut at a line's end is an incomplete copy, taken once whole",
          "[store][league][issue32]") {
  home.finish_game({"Ana", "Ben"}, 31);
  REQUIRE(home.sync().written == 1);
  const std::string game_file = home_script();
  const std::string whole = file_bytes(game_file);
  // Cut after the header and half the entries, at a line's end.
  std::size_t cut = whole.find('\n') + 1;
  const auto lines = static_cast<std::size_t>(std::count(whole.begin(), whole.end(), '\n'));
  for (std::size_t i = 0; i < lines / 2; ++i) cut = whole.find('\n', cut) + 1;
  write_file(game_file, whole.substr(0, cut));

  auto partial = club.sync();
  CHECK(partial.taken == 0);
  CHECK(mentions(partial, game_file));
  CHECK(mentions(partial, "an incomplete copy"));
  CHECK(club.db->games()->empty());  // nothing to continue, nothing refusing cards
  CHECK(club.sync().taken == 0);    // looked at again, still not taken

  write_file(game_file, whole);
  CHECK(club.sync().taken == 1);
  REQUIRE(club.db->games()->size() == 1);
  CHECK(club.db->games().value().front().status == "finished");
  CHECK(scripts(*club.db) == scripts(*home.db));

  // One an older FlipSide took in half copied is never offered to continue
  // (Home's Continue, the game the app reopens onto at launch).
  auto in_play = create_or_fail(*club.db, flip7_header({"Eva", "Fede"}, 80));
  CHECK(club.db->latest_unfinished().value() == in_play->id());
  {
    store::Database raw(dir.file("club.db"), store::Database::Mode::kReadWrite);
    raw.exec(("UPDATE games SET origin = '" + home.id() + "' WHERE id = " + std::to_string(in_play->id())).c_str());
  }
  CHECK_FALSE(club.db->latest_unfinished().value());
}

// A script says when its game started, never when it ended: the league
// carries each game's end beside it (ends.json), so the other device counts
// the same time played and the same fastest win (issue 32, item 15: demo
// games with lengths showed different statistics on two synced devices).
// Whichever file the sync engine brings first, the end finds its game.
TEST_CASE_METHOD(HomeAndClub, "Each game's length reaches the other device, whichever file arrives first",
                 "[store][league][issue32]") {
  const auto quick = home.finish_game({"Ana", "Ben"}, 1);
  home.finish_game({"Ana", "Cleo"}, 2);
  auto length_of = [](store::Store& db) {
    stats::Filter filter;
    auto input = db.stats_input(filter);
    REQUIRE(input.ok());
    std::map<std::string, long long> out;  // by the game's players, the same on both devices
    for (const stats::FinishedGame& g : input->games) {
      std::string who;
      for (const auto& s : g.seats) who.append(s.name).append(",");
      const auto length = stats::game_length(g);
      out[who] = length ? *length : -1;
    }
    return out;
  };
  // The games ended 25 and 70 minutes after they began.
  {
    auto input = home.db->stats_input({});
    REQUIRE(input.ok());
    REQUIRE(input->games.size() == 2);
    for (const stats::FinishedGame& g : input->games) {
      const auto start = parse_instant(g.started_at);
      REQUIRE(start);
      const std::time_t end = static_cast<std::time_t>(*start + (g.id == quick ? 25 : 70) * 60);
      std::tm at{};
      gmtime_r(&end, &at);
      char text[32];
      std::strftime(text, sizeof text, "%Y-%m-%dT%H:%M:%SZ", &at);
      REQUIRE(home.db->set_end(g.id, text).ok());
    }
  }
  const auto at_home = length_of(*home.db);
  REQUIRE(at_home.size() == 2);
  CHECK(at_home.at("Ana,Ben,") == 25 * 60);
  CHECK(at_home.at("Ana,Cleo,") == 70 * 60);

  // The slow game's script has not arrived when the club first looks: only
  // the other game, and the list of ends (the sync engine's order).
  home.sync();
  std::string slow_script;
  for (const auto& e : fs::directory_iterator(fs::path(folder) / home.id())) {
    std::ifstream in(e.path());
    std::string first;
    std::getline(in, first);
    if (e.path().extension() == ".jsonl" && first.find("Cleo") != std::string::npos) slow_script = e.path().string();
  }
  REQUIRE_FALSE(slow_script.empty());
  const std::string away = dir.file("in-transit.jsonl");
  fs::rename(slow_script, away);
  CHECK(club.sync().taken == 1);
  auto at_club = length_of(*club.db);
  CHECK(at_club.at("Ana,Ben,") == 25 * 60);
  CHECK(at_club.count("Ana,Cleo,") == 0);

  // Then it arrives: taken in, with its end.
  fs::rename(away, slow_script);
  CHECK(club.sync().taken == 1);
  CHECK(length_of(*club.db) == at_home);
  CHECK(club.sync().changes() == 0);

  // A device's list of ends that is not one is named and changes nothing.
  const fs::path ends = fs::path(folder) / home.id() / "ends.json";
  REQUIRE(fs::exists(ends));
  { std::ofstream(ends) << "{\"flipside_league\":1,\"ends\":"; }
  const auto cut = club.sync();
  CHECK(mentions(cut, "ends.json"));
  CHECK(length_of(*club.db) == at_home);
}
