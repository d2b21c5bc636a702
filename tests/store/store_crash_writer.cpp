// store_crash_writer DB COUNT SEED [new|resume]
// Appends COUNT Flip 7 entries to the database the way the app does: resumes
// the latest unfinished game (or, with "new", starts its own), starts another
// game when one ends, and reopens its game if another process changed it.
// After each entry is acknowledged (apply() returned: committed) it prints
//   ack GAME_ID SEQ LINE
// and flushes, so a parent that kills it knows exactly what was promised.
#include <cstdio>
#include <cstdlib>
#include <string>

#include "core/i18n/lang.hpp"
#include "flip7_play.hpp"
#include "store/store.hpp"

using namespace flipside;

int main(int argc, char** argv) {
  if (argc < 4) {
    std::fprintf(stderr, "usage: store_crash_writer DB COUNT SEED [new|resume]\n");
    return 2;
  }
  const std::string path = argv[1];
  const long count = std::atol(argv[2]);
  std::mt19937 rng(static_cast<unsigned>(std::atol(argv[3])));
  const bool fresh = argc > 4 && std::string(argv[4]) == "new";

  auto opened = store::Store::open(path);
  if (!opened.ok()) {
    std::fprintf(stderr, "open: %s\n", render(opened.error()).c_str());
    return 3;
  }
  store::Store& db = *opened->store;
  Message error;
  std::unique_ptr<store::OpenGame> game;
  // The game a store call gave, or none and why not.
  auto take = [&](store::Result<std::unique_ptr<store::OpenGame>> result) {
    if (result.ok()) {
      game = std::move(result).value();
    } else {
      game.reset();
      error = result.error();
    }
  };
  auto latest = db.latest_unfinished();
  if (!fresh && latest.ok() && *latest) take(db.open_game(**latest));
  else take(db.create_game(store_test::flip7_header()));

  for (long acked = 0; acked < count;) {
    if (!game) {
      std::fprintf(stderr, "game: %s\n", render(error).c_str());
      return 3;
    }
    auto line = store_test::next_line(game->game(), rng);
    if (!line) {  // finished: the table starts another game
      take(db.create_game(store_test::flip7_header()));
      continue;
    }
    Verdict v = game->apply(*line);
    if (!v.accepted) {
      if (v.rejection.key == "store.game_changed") {  // the other process wrote first
        take(db.open_game(game->id()));
        continue;
      }
      std::fprintf(stderr, "apply: %s\n", render(v.rejection).c_str());
      return 4;
    }
    std::printf("ack %lld %zu %s\n", static_cast<long long>(game->id()), game->session().lines().size(),
                line->dump().c_str());
    std::fflush(stdout);
    ++acked;
  }
  return 0;
}
