// store::Result (store/result.hpp), the one shape of a store call's answer
// (issue 35): what it gives or the Message why not, asked by name.
#include <catch2/catch.hpp>

#include <memory>
#include <string>
#include <type_traits>
#include <vector>

#include "store/result.hpp"
#include "store/store.hpp"
#include "store_test_util.hpp"
#include "temp_dir.hpp"

using namespace flipside;
using store::Result;
using store_test::TempDir;
using store_test::write_file;

// No operator bool: `if (auto error = store.x())` cannot compile, so no call
// site reads "failed" where it meant "succeeded" (or the other way round).
static_assert(!std::is_constructible_v<bool, Result<int>>, "a Result is asked ok() by name");
static_assert(!std::is_constructible_v<bool, Result<>>, "a Result<> is asked ok() by name");

namespace {

Result<std::vector<std::string>> names(bool readable) {
  if (!readable) return msg("store.read_failed", "club.db", "disk I/O error");
  return std::vector<std::string>{"Ana", "Ben"};
}

Result<std::unique_ptr<int>> made(int value) { return std::make_unique<int>(value); }

}  // namespace

TEST_CASE("A store Result holds what the call gave, or the Message why not, never both") {
  const auto read = names(true);
  REQUIRE(read.ok());
  CHECK(read->size() == 2);
  CHECK((*read)[1] == "Ben");

  const auto failed = names(false);
  REQUIRE_FALSE(failed.ok());
  CHECK(failed.error().key == "store.read_failed");
  CHECK(failed.error().args.size() == 2);
  // A caller that says why elsewhere takes a stand-in, never an unread value.
  CHECK(failed.value_or({"nobody"}) == std::vector<std::string>{"nobody"});
  CHECK(names(true).value_or({}).size() == 2);
}

TEST_CASE("A Result taken from a temporary gives its value away: a loop over store.games().value() is safe") {
  std::vector<std::string> seen;
  for (const std::string& name : names(true).value()) seen.push_back(name);
  CHECK(seen == std::vector<std::string>{"Ana", "Ben"});
  // A game is moved out of the Result that made it (a unique_ptr cannot be copied).
  std::unique_ptr<int> game = made(7).value();
  REQUIRE(game);
  CHECK(*game == 7);
}

TEST_CASE("A Result<> is done, or why not") {
  const Result<> done;
  CHECK(done.ok());
  const Result<> refused = msg("store.read_only");
  REQUIRE_FALSE(refused.ok());
  CHECK(refused.error().key == "store.read_only");
}

TEST_CASE("A store that cannot be opened says why, and a damaged file offers the fresh file beside it") {
  TempDir dir;
  const std::string path = dir.file("club.db");
  write_file(path, std::string(4096, 'x'));  // not a database
  const store::OpenResult opened = store::Store::open(path);
  REQUIRE_FALSE(opened.ok());
  CHECK(opened.error().key == "store.not_sqlite");
  CHECK(store::fresh_path_offered(opened.error()) == dir.file("club-2.db"));
  // Any other failure offers no fresh file.
  CHECK(store::fresh_path_offered(msg("store.busy", path)).empty());
}
