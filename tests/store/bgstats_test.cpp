// `flipside bgstats` (issue 34): a finished game of each of the four games
// as BG Stats' "push a play" link. The oracle is the stored game as History
// shows it (players, totals, places, winner, start and end) and each game's
// rule for who wins (RULINGS.md), written here by the game's name.
#include <catch2/catch.hpp>

#include <map>
#include <set>
#include <sstream>

#include "cli/commands.hpp"
#include "core/bgstats.hpp"
#include "core/script_header.hpp"
#include "demo_file.hpp"
#include "store_test_util.hpp"

using namespace flipside;
using namespace flipside::store_test;

namespace {

struct Run {
  int code = 0;
  std::string out, err;
};

Run run_bgstats(const std::string& path, const std::string& game, bool json) {
  cli::Context context;
  context.db_path = path;
  std::ostringstream out, err;
  Run run;
  run.code = cli::run_bgstats(context, game, json, out, err);
  run.out = out.str();
  run.err = err.str();
  return run;
}

std::string uuid_of(const store::Store& db, std::int64_t id) {
  auto script = db.export_script(id);
  REQUIRE(script.ok());
  Message error;
  auto header = parse_header(nlohmann::json::parse(script->substr(0, script->find('\n'))), &error);
  REQUIRE(header);
  return header->id;
}

}  // namespace

TEST_CASE("`flipside bgstats` logs each finished game in BG Stats as stored: players, scores, winner, ranks, date, "
          "length",
          "[store][cli][bgstats][issue34]") {
  TempDir dir;
  const std::string path = dir.file("flipside.db");
  write_demo_file(path, 12);
  auto db = open_or_fail(path);
  const auto games = db->games();
  REQUIRE(games.ok());
  // Who wins, by each game's rule (RULINGS.md): Flip 7 first to 200 and UNO
  // Flip first to 500, the highest total; Phase 10 Flip by phases, then the
  // fewest points; Flinch the first out of Flinch cards.
  const std::map<std::string, bool> highest_wins = {
      {"Flip 7", true}, {"UNO Flip", true}, {"Phase 10 Flip", false}, {"Flinch", false}};
  std::set<std::string> seen;
  for (const store::GameSummary& g : *games) {
    INFO("game " << g.id << " " << g.game);
    REQUIRE(g.status == "finished");
    const Run json = run_bgstats(path, std::to_string(g.id), true);
    INFO(json.err);
    REQUIRE(json.code == 0);
    const auto data = nlohmann::json::parse(json.out);
    CHECK(data["sourceName"] == "FlipSide");
    CHECK(data["sourcePlayId"] == uuid_of(*db, g.id));
    // "2026-03-14T19:05:00+01:00" is played at 19:05 at that table.
    CHECK(data["playDate"] == g.started_at.substr(0, 10) + " " + g.started_at.substr(11, 8));
    const auto start = parse_instant(g.started_at), end = parse_instant(g.ended_at);
    REQUIRE(start);
    REQUIRE(end);
    CHECK(data["durationMin"] == (*end - *start) / 60);
    const std::string name = data["game"]["name"];
    seen.insert(name);
    REQUIRE(highest_wins.count(name) == 1);
    CHECK(data["game"]["highestWins"] == highest_wins.at(name));
    CHECK(data["game"]["noPoints"] == false);
    CHECK(data["game"]["sourceGameId"] == g.game);
    REQUIRE(data["players"].size() == g.players.size());
    int winners = 0;
    for (std::size_t seat = 0; seat < g.players.size(); ++seat) {
      const auto& p = data["players"][seat];
      CHECK(p["name"] == g.players[seat]);
      CHECK(p["score"] == g.totals[seat]);
      CHECK(p["rank"] == g.places[seat]);
      CHECK(p["winner"] == (g.places[seat] == 1));
      winners += p["winner"].get<bool>();
      if (p["winner"].get<bool>() && g.winner) CHECK(p["name"] == *g.winner);
    }
    CHECK(winners >= 1);
    // The link carries exactly that play.
    const Run link = run_bgstats(path, std::to_string(g.id), false);
    REQUIRE(link.code == 0);
    const std::string url = link.out.substr(0, link.out.size() - 1);
    REQUIRE(url.rfind(std::string(bgstats::kCreatePlayUrl), 0) == 0);
    const std::string encoded = url.substr(bgstats::kCreatePlayUrl.size());
    CHECK(encoded.find_first_not_of("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_.~%") ==
          std::string::npos);
    const auto decoded = bgstats::url_decode(encoded);
    REQUIRE(decoded);
    CHECK(nlohmann::json::parse(*decoded) == data);
  }
  CHECK(seen == std::set<std::string>{"Flip 7", "UNO Flip", "Phase 10 Flip", "Flinch"});
}

TEST_CASE("`flipside bgstats` refuses an unfinished or unknown game with exit 1, and says why",
          "[store][cli][bgstats][issue34]") {
  TempDir dir;
  const std::string path = dir.file("flipside.db");
  std::int64_t id = 0;
  {
    auto db = open_or_fail(path);
    auto game = create_or_fail(*db, flip7_header({"Ana", "Ben"}, 200));
    id = game->id();
  }
  const Run unfinished = run_bgstats(path, std::to_string(id), false);
  CHECK(unfinished.code == 1);
  CHECK(unfinished.out.empty());
  CHECK(unfinished.err.find("not finished") != std::string::npos);
  const Run unknown = run_bgstats(path, "999", true);
  CHECK(unknown.code == 1);
  CHECK(unknown.err.find("no game 999") != std::string::npos);
  CHECK(run_bgstats(path, "abc", false).code == 2);
}

TEST_CASE("A name with accents and spaces survives the link's encoding", "[core][bgstats][issue34]") {
  const std::string text = "{\"name\":\"Jos\xC3\xA9 & Mar\xC3\xAD" "a 100%\"}";
  const std::string encoded = bgstats::url_encode(text);
  CHECK(encoded.find_first_of(" &\"{}:") == std::string::npos);
  CHECK(encoded.rfind("%7B%22name%22%3A%22Jos%C3%A9%20%26%20Mar%C3%ADa%20100%25", 0) == 0);
  CHECK(bgstats::url_decode(encoded) == text);
  CHECK_FALSE(bgstats::url_decode("%4"));
  CHECK_FALSE(bgstats::url_decode("%zz"));
}
