// Changing a past entry through the store (issue 9, item 10): committed in
// one transaction with the round points and the result it changes, kept
// across a restart, and undone exactly, also after a restart.
#include "store_test_util.hpp"

using namespace flipside;
using namespace flipside::store_test;

namespace {

// Another card for the first entry: the deal then differs from the start,
// so the plan keeps only a part of the game (often nothing).
nlohmann::json other_first_card(const nlohmann::json& first) {
  return {{"card", first.at("card") == "12" ? "11" : "12"}};
}

// Rows of `table` for game `id` (and `also`, an extra condition).
std::int64_t count(const std::string& path, const std::string& table, std::int64_t id, const std::string& also = "") {
  std::string sql = "SELECT COUNT(*) FROM ";
  sql.append(table).append(" WHERE game_id = ").append(std::to_string(id));
  if (!also.empty()) sql.append(" AND ").append(also);
  return scalar(path, sql.c_str());
}

}  // namespace

TEST_CASE("A change to a past entry is on disk, survives a restart and is undone exactly", "[store][edit]") {
  TempDir dir;
  const std::string path = dir.file("flipside.db");
  auto header = flip7_header();
  auto lines = play_to_end(header, 23);
  std::int64_t id = 0;
  nlohmann::json finished_state;
  std::int64_t rounds_before = 0;
  std::vector<nlohmann::json> changed_lines;
  nlohmann::json changed_state;
  {
    auto db = open_or_fail(path);
    auto game = create_or_fail(*db, header);
    id = game->id();
    enter(*game, lines);
    REQUIRE(game->game().finished());
    finished_state = game->game().state();
    rounds_before = count(path, "round_points", id);
    REQUIRE(count(path, "results", id) == 4);

    const EditPlan plan = game->session().plan_edit(0, other_first_card(lines[0]));
    REQUIRE(plan.ok());
    REQUIRE(plan.kept < plan.later);  // the game no longer ends as it did
    REQUIRE(game->edit(0, other_first_card(lines[0])).ok());
    changed_lines = game->session().lines();
    changed_state = game->game().state();
    CHECK(changed_lines.size() == 1 + plan.kept);
    CHECK_FALSE(game->game().finished());
  }
  // On disk: the changed log, no result for an unfinished game, the round
  // points of the rounds the new log finishes, and the change kept for undo.
  CHECK(count(path, "events", id) == static_cast<std::int64_t>(changed_lines.size()));
  CHECK(count(path, "results", id) == 0);
  CHECK(count(path, "edits", id) == 1);
  {
    auto db = open_or_fail(path);
    CHECK(db->latest_unfinished().value() == id);
    auto game = open_game_or_fail(*db, id);
    CHECK(game->session().lines() == changed_lines);
    CHECK(game->game().state() == changed_state);
    CHECK(game->session().undo_reverts_edit());
    REQUIRE(game->undo().ok());
    CHECK(game->session().lines() == lines);
    CHECK(game->game().state() == finished_state);
  }
  CHECK(count(path, "events", id, "undone = 0") == static_cast<std::int64_t>(lines.size()));
  CHECK(count(path, "edits", id) == 0);
  CHECK(count(path, "round_points", id) == rounds_before);
  CHECK(count(path, "results", id) == 4);
  auto db = open_or_fail(path);
  CHECK_FALSE(db->latest_unfinished().value());
  auto script = db->export_script(id);
  REQUIRE(script.ok());
}

TEST_CASE("A change that keeps every later entry rewrites the round points it changes", "[store][edit]") {
  TempDir dir;
  const std::string path = dir.file("flipside.db");
  auto db = open_or_fail(path);
  ScriptHeader header;
  header.game = "flip7";
  header.players = {"Ana", "Ben"};
  header.dealer = "Ben";
  auto game = create_or_fail(*db, header);
  // Deal 12/11; Ana hits 5, Ben 3; Ana stays with 17, Ben stays with 14.
  enter(*game, {{{"card", "12"}}, {{"card", "11"}}, {{"card", "5"}}, {{"card", "3"}}, {{"stay", "Ana"}},
                {{"stay", "Ben"}}});
  const std::int64_t id = game->id();
  CHECK(scalar(path, "SELECT points FROM round_points WHERE seat = 0") == 17);
  // Ana's hit was a 6: every later entry still fits, and she scores 18.
  REQUIRE(game->edit(2, {{"card", "6"}}).ok());
  CHECK(game->session().lines().size() == 6);
  CHECK(scalar(path, "SELECT points FROM round_points WHERE seat = 0") == 18);
  CHECK(scalar(path, "SELECT points FROM round_points WHERE seat = 1") == 14);
  CHECK(count(path, "events", id) == 6);
  // A refused change (a stay during the deal) writes nothing.
  const auto revision = scalar(path, "SELECT revision FROM games");
  CHECK_FALSE(game->edit(0, {{"stay", "Ana"}}).ok());
  CHECK(scalar(path, "SELECT revision FROM games") == revision);
  // Undo: Ana's 5 again, 17 points.
  REQUIRE(game->undo().ok());
  CHECK(scalar(path, "SELECT points FROM round_points WHERE seat = 0") == 17);
  CHECK(game->session().lines()[2] == nlohmann::json{{"card", "5"}});
}
