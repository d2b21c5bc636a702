// The league's players and devices (issue 24, store/league.hpp,
// store/player_names.cpp): a rename or a merge made on one device reaches
// the others, every device ends with the same players whatever order the
// changes came in, two renames of one player are settled the same way on
// every device (the later wins), and each game says which device it came
// from; statistics can count this device's games alone.
#include <thread>

#include "core/name_fold.hpp"

#include "league_support.hpp"
#include "temp_dir.hpp"

using namespace flipside;
using namespace flipside::league_test;

namespace {

// The players as the Players screen lists them: name and games.
std::map<std::string, int> roster(store::Store& db) {
  std::map<std::string, int> out;
  for (const auto& p : db.players().value()) out[p.name] = p.games;
  return out;
}

std::int64_t player_id(store::Store& db, const std::string& name) {
  for (const auto& p : db.players().value())
    if (p.name == name) return p.id;
  FAIL("no player " << name);
  return 0;
}

// A change's time is the clock's second: the next change is made in a later one.
void next_second() { std::this_thread::sleep_for(std::chrono::milliseconds(1100)); }

}  // namespace

TEST_CASE("A rename keeps the old name: typed in a new game, it seats the same player", "[store][league][issue24]") {
  store_test::TempDir dir;
  auto db = open_or_fail(dir.file("flipside.db"));
  Device home{std::move(db), dir.file("league")};
  home.finish_game({"Ben", "Cleo"}, 1);
  REQUIRE(home.db->rename_player(player_id(*home.db, "Ben"), "Benito").ok());
  home.finish_game({"ben", "Cleo"}, 2);  // the old name, as typed at the table
  CHECK(roster(*home.db) == std::map<std::string, int>{{"Benito", 2}, {"Cleo", 2}});
  // And back: the old name is still theirs to take.
  REQUIRE(home.db->rename_player(player_id(*home.db, "Benito"), "Ben").ok());
  CHECK(roster(*home.db) == std::map<std::string, int>{{"Ben", 2}, {"Cleo", 2}});
  // Another player's name stays refused.
  CHECK(home.db->rename_player(player_id(*home.db, "Ben"), "cleo").error().key == "store.name_taken");
}

TEST_CASE_METHOD(HomeAndClub, "A rename and a merge made on one device reach the others, and all end with the same players",
          "[store][league][issue24]") {
  Device third{open_or_fail(dir.file("third.db")), folder};
  home.finish_game({"Ben", "Eva"}, 1);
  home.finish_game({"Lu", "Cleo"}, 2);
  club.finish_game({"Ben", "Cleo"}, 3);
  club.finish_game({"Eva", "Cleo"}, 4);
  third.finish_game({"Ben", "Lu"}, 5);
  home.sync(), club.sync(), third.sync();  // the third has seen home's and club's games before the changes

  // At home: Ben is Benito; Eva and Lu are one person, Lu.
  REQUIRE(home.db->rename_player(player_id(*home.db, "Ben"), "Benito").ok());
  REQUIRE(home.db->merge_players(player_id(*home.db, "Eva"), player_id(*home.db, "Lu")).ok());
  // The third device plays "Ben" again before the change reaches it; the
  // club only after it took the change in.
  third.finish_game({"Ben", "Cleo"}, 6);
  home.sync();
  auto at_club = club.sync();
  CHECK(at_club.players == 2);
  club.finish_game({"Ben", "Eva"}, 7);  // the old names, typed at the club
  third.sync(), club.sync(), home.sync(), third.sync(), club.sync();

  // 7 games: Benito sat at 5, Lu (with Eva's) at 5, Cleo at 4.
  const std::map<std::string, int> expected{{"Benito", 5}, {"Lu", 5}, {"Cleo", 4}};
  CHECK(roster(*home.db) == expected);
  CHECK(roster(*club.db) == expected);
  CHECK(roster(*third.db) == expected);
  CHECK(standings(*home.db) == standings(*club.db));
  CHECK(standings(*home.db) == standings(*third.db));
  // Each change is made once: further passes make none.
  CHECK(club.sync().players == 0);
  CHECK(third.sync().players == 0);
}

TEST_CASE_METHOD(HomeAndClub, "Two renames of one player on two devices: the later names them on both",
                 "[store][league][issue24]") {
  home.finish_game({"Ana", "Ben"}, 1);
  club.finish_game({"Ana", "Ben"}, 2);
  home.sync(), club.sync(), home.sync();
  REQUIRE(club.db->rename_player(player_id(*club.db, "Ana"), "Ana María").ok());
  next_second();
  REQUIRE(home.db->rename_player(player_id(*home.db, "Ana"), "Anita").ok());  // later, at home
  // Home hears of the club's earlier rename after its own; the club of home's after its own.
  home.sync(), club.sync(), home.sync();
  const std::map<std::string, int> expected{{"Anita", 2}, {"Ben", 2}};
  CHECK(roster(*home.db) == expected);
  CHECK(roster(*club.db) == expected);
  // Every name she had still seats her.
  club.finish_game({"ana maría", "Ben"}, 3);
  CHECK(roster(*club.db) == std::map<std::string, int>{{"Anita", 3}, {"Ben", 3}});
}

TEST_CASE_METHOD(HomeAndClub, "A merge that cannot be made on another device is named there and changes nothing",
          "[store][league][issue24]") {
  home.finish_game({"Eva", "Ben"}, 1);
  home.finish_game({"Lu", "Ben"}, 2);
  club.finish_game({"Eva", "Lu"}, 3);  // at the club they sat at one table: two people
  home.sync();
  REQUIRE(home.db->merge_players(player_id(*home.db, "Eva"), player_id(*home.db, "Lu")).ok());
  home.sync();
  const auto before = roster(*club.db);
  auto at_club = club.sync();
  CHECK(at_club.taken == 2);
  CHECK(at_club.players == 0);
  CHECK(mentions(at_club, "players.json"));
  CHECK(mentions(at_club, "Eva"));
  CHECK(roster(*club.db).count("Eva") == 1);
  CHECK(roster(*club.db).count("Lu") == 1);
  CHECK(club.sync().skipped.empty());  // named once, not at every pass
  (void)before;
}

TEST_CASE_METHOD(HomeAndClub, "A players file that is not whole is named and taken once it is",
                 "[store][league][issue24]") {
  home.finish_game({"Ben", "Cleo"}, 1);
  REQUIRE(home.db->rename_player(player_id(*home.db, "Ben"), "Benito").ok());
  home.sync();
  const fs::path file = fs::path(folder) / home.id() / "players.json";
  std::string whole;
  {
    std::ifstream in(file);
    std::getline(in, whole);
  }
  REQUIRE(whole.size() > 20);
  {
    std::ofstream out(file, std::ios::trunc);
    out << whole.substr(0, whole.size() / 2);  // half copied
  }
  auto first = club.sync();
  CHECK(first.taken == 1);
  CHECK(first.players == 0);
  CHECK(mentions(first, "players.json"));
  CHECK(roster(*club.db).count("Ben") == 1);
  {
    std::ofstream out(file, std::ios::trunc);
    out << whole << "\n";
  }
  CHECK(club.sync().players == 1);
  CHECK(roster(*club.db).count("Benito") == 1);
}

TEST_CASE_METHOD(HomeAndClub, "Each game says which device it came from, and statistics can count this device's alone",
          "[store][league][issue24]") {
  REQUIRE(store::rename_league_device(*home.db, "  Home laptop\n").ok());
  CHECK(store::league_device_name(*home.db).value() == "Home laptop");
  CHECK(store::rename_league_device(*home.db, "   ").error().key == "store.league.device_name_empty");
  home.finish_game({"Ana", "Ben"}, 1);
  home.finish_game({"Ana", "Ben"}, 2);
  club.finish_game({"Ana", "Cleo"}, 3);
  home.sync(), club.sync();
  CHECK_FALSE(store::league_device_name(*club.db).value().empty());  // the machine's name until renamed

  int from_home = 0, own = 0;
  for (const auto& g : club.db->games().value()) {
    if (g.origin.empty()) {
      ++own;
      CHECK(g.origin_name.empty());
    } else {
      ++from_home;
      CHECK(g.origin == home.id());
      CHECK(g.origin_name == "Home laptop");
    }
  }
  CHECK(from_home == 2);
  CHECK(own == 1);

  stats::Filter mine;
  mine.this_device_only = true;
  auto all = club.db->stats_input({});
  auto here = club.db->stats_input(mine);
  REQUIRE(all.ok());
  REQUIRE(here.ok());
  CHECK(all->games.size() == 3);
  REQUIRE(here->games.size() == 1);
  CHECK(stats::compute(*here, mine).players.size() == 2);  // Ana and Cleo: Ben never played here

  // Renamed later: the new name reaches the other device.
  REQUIRE(store::rename_league_device(*home.db, "Casa").ok());
  home.sync(), club.sync();
  for (const auto& g : club.db->games().value())
    if (!g.origin.empty()) CHECK(g.origin_name == "Casa");
}

// Issue 32 item 14: each device shows a player under the spelling it met
// first ("ben" at home, "Ben" at the club), so a tie between two opponents
// met as often, or as often ahead, must not be settled by the spelling's
// bytes (capitals sort before small letters): the rival and the nemesis are
// the same person on every device.
TEST_CASE_METHOD(HomeAndClub, "Rival and nemesis ties fall the same way on every device, whatever spelling each shows",
          "[store][league][issue32]") {
  // The club knows Ben, with his capital, before any game comes in.
  REQUIRE(club.db->create_game(flip7_header({"Ben", "Dani"}, 80)).ok());
  home.finish_game({"Ana", "ben", "Cleo"}, 41);
  home.finish_game({"Ana", "ben", "Cleo"}, 42);
  home.sync();
  REQUIRE(club.sync().taken == 2);

  auto people = [](store::Store& db) {
    // Each player's rival and nemesis, names folded: one person, whatever spelling.
    std::map<std::string, std::pair<std::string, std::string>> out;
    auto input = db.stats_input({});
    REQUIRE(input.ok());
    for (const auto& p : stats::compute(*input, {}).players)
      out[fold_name(p.name)] = {fold_name(p.rival.value_or("")), fold_name(p.nemesis.value_or(""))};
    return out;
  };
  const auto at_home = people(*home.db), at_club = people(*club.db);
  CHECK(at_home == at_club);
  // Ana met ben and Cleo twice each: the first by name as names compare.
  CHECK(at_home.at("ana").first == "ben");
  CHECK(at_club.at("ana").first == "ben");
}
