// Work in progress on the table (issue 20, item 5; db/008): a form half
// filled in is kept with the game, read back when the game opens again at
// the same moment, and dropped by any change of the game or when the table
// says it is gone. A schema-7 file gains the table and keeps its games.
#include "store/migrations.hpp"
#include "store_test_util.hpp"

using namespace flipside;
using namespace flipside::store_test;

namespace {

const nlohmann::json kHalfFilled = {{"lists", {{"rem.1", {3, 17}}}}, {"picks", {{"rem_seat", 1}}}};
const nlohmann::json kMore = {{"lists", {{"rem.1", {3, 17, 40}}}}, {"picks", {{"rem_seat", 2}}}};

std::optional<nlohmann::json> draft_on_reopen(const std::string& path, std::int64_t id) {
  auto db = open_or_fail(path);
  auto game = open_game_or_fail(*db, id);
  return game->draft();
}

}  // namespace

TEST_CASE("A draft is kept with its game, read back on reopening, and replaced as it changes", "[store][drafts]") {
  TempDir dir;
  const std::string path = dir.file("flipside.db");
  const auto header = flip7_header({"Ana", "Ben", "Cleo"}, 200);
  const auto lines = play_to_end(header, 3);
  std::int64_t id = 0;
  {
    auto db = open_or_fail(path);
    auto game = create_or_fail(*db, header);
    id = game->id();
    enter(*game, lines, 0, 5);
    CHECK_FALSE(game->draft());
    REQUIRE(game->keep_draft(kHalfFilled).ok());
    CHECK(game->draft() == kHalfFilled);
    CHECK(scalar(path, "SELECT COUNT(*) FROM drafts") == 1);  // on disk at once
  }
  CHECK(draft_on_reopen(path, id) == kHalfFilled);
  {
    auto db = open_or_fail(path);
    auto game = open_game_or_fail(*db, id);
    REQUIRE(game->keep_draft(kMore).ok());
  }
  CHECK(draft_on_reopen(path, id) == kMore);
  CHECK(scalar(path, "SELECT COUNT(*) FROM drafts") == 1);
  CHECK(scalar(path, "SELECT seq FROM drafts") == 5);
  // Written for another moment of the game (a row an older build left): never read.
  {
    store::Database raw(path, store::Database::Mode::kReadWrite);
    raw.exec("UPDATE drafts SET seq = 4");
  }
  CHECK_FALSE(draft_on_reopen(path, id));
}

TEST_CASE("A draft goes with an entry, an undo, a redo, and when the table drops it", "[store][drafts]") {
  TempDir dir;
  const std::string path = dir.file("flipside.db");
  const auto header = flip7_header({"Ana", "Ben", "Cleo"}, 200);
  const auto lines = play_to_end(header, 4);
  auto db = open_or_fail(path);
  auto game = create_or_fail(*db, header);
  const std::int64_t id = game->id();
  enter(*game, lines, 0, 3);
  auto kept = [&] { return scalar(path, "SELECT COUNT(*) FROM drafts"); };

  REQUIRE(game->keep_draft(kHalfFilled).ok());
  enter(*game, lines, 3, 4);  // the entry is made
  CHECK_FALSE(game->draft());
  CHECK(kept() == 0);

  REQUIRE(game->keep_draft(kHalfFilled).ok());
  REQUIRE(game->undo().ok());
  CHECK_FALSE(game->draft());
  CHECK(kept() == 0);

  REQUIRE(game->keep_draft(kMore).ok());
  REQUIRE(game->redo().ok());
  CHECK(kept() == 0);

  REQUIRE(game->keep_draft(kMore).ok());
  REQUIRE(game->keep_draft(nullptr).ok());  // cancelled on the table
  CHECK_FALSE(game->draft());
  CHECK(kept() == 0);
  CHECK_FALSE(draft_on_reopen(path, id));
}

TEST_CASE("A schema-7 database gains the drafts table with its games intact", "[store][open][migrations][drafts]") {
  TempDir dir;
  const std::string path = dir.file("flipside.db");
  const auto header = flip7_header({"Ana", "Ben"}, 200);
  const auto lines = play_to_end(header, 5);
  std::int64_t id = 0;
  {
    auto db = open_or_fail(path);
    auto game = create_or_fail(*db, header);
    id = game->id();
    enter(*game, lines, 0, 6);
  }
  as_schema(path, 7);
  REQUIRE(scalar(path, "SELECT COUNT(*) FROM sqlite_master WHERE name = 'drafts'") == 0);
  {
    // Read-only, before the migration: the game opens, with no draft.
    auto opened = store::Store::open(path, store::StoreOptions{.read_only = true});
    REQUIRE(opened.ok());
    REQUIRE(opened->store);
    auto game = open_game_or_fail(*opened->store, id);
    CHECK_FALSE(game->draft());
  }
  auto db = open_or_fail(path);
  CHECK(scalar(path, "PRAGMA user_version") == store::current_schema_version());
  CHECK(scalar(path, "SELECT COUNT(*) FROM sqlite_master WHERE name = 'drafts'") == 1);
  auto game = open_game_or_fail(*db, id);
  CHECK(game->session().lines().size() == 6);
  REQUIRE(game->keep_draft(kHalfFilled).ok());
  CHECK(draft_on_reopen(path, id) == kHalfFilled);
}
