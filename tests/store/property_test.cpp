// Property: any random sequence of entries (good and bad), undos, redos and
// restarts leaves the stored game in exactly the state the same sequence
// gives an in-memory Session, and its export replays to that state.
#include <sstream>

#include "core/replay.hpp"
#include "store_test_util.hpp"

using namespace flipside;
using namespace flipside::store_test;

namespace {

void require_same(const store::OpenGame& stored, const Session& expected) {
  REQUIRE(stored.game().state() == expected.game().state());
  REQUIRE(stored.session().lines() == expected.lines());
  REQUIRE(stored.session().redo_lines() == expected.redo_lines());
  REQUIRE(stored.can_undo() == expected.can_undo());
  REQUIRE(stored.can_redo() == expected.can_redo());
}

void require_round_points(store::Store& db, std::int64_t id, const Session& expected) {
  const nlohmann::json state = expected.game().state();
  auto rounds = db.round_points(id);
  REQUIRE(rounds->size() == state["rounds"].size());
  for (std::size_t r = 0; r < rounds->size(); ++r)
    for (const auto& [name, points] : (*rounds)[r].points) REQUIRE(state["rounds"][r]["points"][name] == points);
  auto summary = db.games().value().front();
  REQUIRE(summary.events == static_cast<int>(expected.lines().size()));
  REQUIRE(summary.rounds == static_cast<int>(rounds->size()));
  REQUIRE(summary.status == (expected.game().finished() ? "finished" : "in_progress"));
  REQUIRE(summary.winner == expected.game().winner());
}

void run_property(unsigned seed, bool on_disk) {
  TempDir dir;
  const std::string path = dir.file("flipside.db");
  std::mt19937 rng(seed);
  auto header = flip7_header({"Ana", "Ben", "Cleo"}, 60 + static_cast<int>(seed % 4) * 20);
  auto db = on_disk ? open_or_fail(path) : store::Store::open_in_memory();
  auto stored = create_or_fail(*db, header);
  const std::int64_t id = stored->id();
  auto expected = Session::start(header, nullptr);
  std::uniform_int_distribution<int> dice(0, 99);

  for (int step = 0; step < 250; ++step) {
    int roll = dice(rng);
    INFO("seed " << seed << " step " << step << " roll " << roll);
    if (roll < 55) {
      auto line = next_line(expected->game(), rng);
      if (!line) continue;
      Verdict want = expected->apply(*line);
      Verdict got = stored->apply(*line);
      REQUIRE(got.accepted == want.accepted);
      REQUIRE(got.rounds_finished.size() == want.rounds_finished.size());
    } else if (roll < 60) {  // a mistake at the table: refused, nothing stored
      nlohmann::json bad = {{"stay", "Nobody"}};
      REQUIRE_FALSE(stored->apply(bad).accepted);
    } else if (roll < 78) {
      bool want = expected->undo();
      REQUIRE(stored->undo().ok() == want);
    } else if (roll < 92) {
      bool want = expected->redo();
      REQUIRE(stored->redo().ok() == want);
    } else if (on_disk) {  // FlipSide closed and started again
      stored.reset();
      db.reset();
      db = open_or_fail(path);
      REQUIRE(db->latest_unfinished().value() == (expected->game().finished() ? std::nullopt : std::optional(id)));
      stored = open_game_or_fail(*db, id);
      require_round_points(*db, id, *expected);
    }
    require_same(*stored, *expected);
  }
  require_round_points(*db, id, *expected);
  auto script = db->export_script(id);
  REQUIRE(script.ok());
  std::istringstream in(*script);
  ReplayResult replayed = replay_script(in);
  REQUIRE(replayed.status == ReplayResult::Status::kAccepted);
  REQUIRE(replayed.game->state() == expected->game().state());
}

}  // namespace

TEST_CASE("Random entries, undos, redos and restarts replay like the same play in memory (on disk)",
          "[store][property][disk]") {
  for (unsigned seed = 1; seed <= 24; ++seed) run_property(seed, true);
}

TEST_CASE("Random entries, undos and redos replay like the same play in memory (in-memory store)",
          "[store][property]") {
  for (unsigned seed = 101; seed <= 124; ++seed) run_property(seed, false);
}
