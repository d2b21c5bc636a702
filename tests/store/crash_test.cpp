// SIGKILL in the middle of entering: the file stays sound, every entry the
// writer was told is saved is there, and the game replays and goes on.
#include <filesystem>
#include <random>

#include "acks.hpp"
#include "child_process.hpp"

using namespace flipside;
using namespace flipside::store_test;

TEST_CASE("A process killed mid-entry loses at most the entry in flight", "[store][crash][disk]") {
  TempDir dir;
  const std::string path = dir.file("flipside.db");
  constexpr int kRounds = 20;
  std::mt19937 rng(20240601);
  std::uniform_int_distribution<int> lifetime_ms(5, 120);
  Acks acks;
  std::size_t acked_before = 0;
  int rounds_with_progress = 0;

  // Even rounds kill at a random time after the start, so some kills land
  // while the file is opened or created. Odd rounds kill right after the
  // writer's k-th acknowledgement, i.e. while it writes the next entry: those
  // land mid-stream whatever the machine's speed (a sanitizer build or a busy
  // machine can take longer than 120 ms just to start the writer).
  std::uniform_int_distribution<int> acks_before_kill(1, 40);
  for (int round = 0; round < kRounds; ++round) {
    std::vector<std::string> output;
    {
      ChildProcess writer({STORE_CRASH_WRITER, path, "1000000", std::to_string(round + 1)});
      if (round % 2 == 0) {
        writer.read_lines(output, std::chrono::steady_clock::now() + std::chrono::milliseconds(lifetime_ms(rng)));
      } else {
        const std::size_t wanted = static_cast<std::size_t>(acks_before_kill(rng));
        const auto give_up = std::chrono::steady_clock::now() + std::chrono::seconds(60);
        while (output.size() < wanted && std::chrono::steady_clock::now() < give_up &&
               writer.read_lines(output, std::chrono::steady_clock::now() + std::chrono::milliseconds(10))) {
        }
      }
      writer.kill_hard();
      CHECK(writer.wait() == 128 + SIGKILL);
      writer.drain(output);  // lines it wrote before dying were acknowledged too
    }
    collect_acks(output, acks);
    if (acks.size() > acked_before) ++rounds_with_progress;
    acked_before = acks.size();
    INFO("after kill " << round + 1);
    // An early kill can come before the first writer even created the file
    // (a slow start): then nothing was promised and there is nothing to check.
    if (!std::filesystem::exists(path)) {
      REQUIRE(acks.empty());
      continue;
    }
    REQUIRE(integrity(path) == "ok");
    require_acks_present(path, acks);
  }
  CHECK(rounds_with_progress >= kRounds / 2);  // the kills really landed mid-stream (odd rounds, at least)
  CHECK(acks.size() > 100);

  // The next start finds the unfinished game exactly where it was: every
  // acknowledged entry, plus at most the one in flight when it was killed.
  auto db = open_or_fail(path);
  require_all_games_replay(*db);
  // (The last kill may come right after a game's final entry, before the
  // writer started the next game: then the newest game is that finished one.)
  const auto newest = db->games().value().front();
  auto game = open_game_or_fail(*db, newest.id);
  std::int64_t last_acked = 0;
  for (const auto& [key, line] : acks)
    if (key.first == newest.id) last_acked = std::max(last_acked, key.second);
  const auto stored = static_cast<std::int64_t>(game->session().lines().size());
  CHECK((stored == last_acked || stored == last_acked + 1));
  if (game->game().finished()) {
    CHECK_FALSE(db->latest_unfinished().value());
    return;
  }
  REQUIRE(db->latest_unfinished().value() == newest.id);
  std::mt19937 play(5);
  CHECK(game->apply(*next_line(game->game(), play)).accepted);
}
