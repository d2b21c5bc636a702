// make_flip7_script SEED PLAYERS [TARGET]: prints a random whole game as a
// script (how tests/scripts/random_*.jsonl were made).
#include <cstdio>
#include <cstdlib>

#include "support/random_flip7.hpp"

int main(int argc, char** argv) {
  if (argc < 3) {
    std::fprintf(stderr, "usage: make_flip7_script SEED PLAYERS [TARGET]\n");
    return 2;
  }
  flipside::testkit::RandomFlip7 how;
  how.seed = static_cast<unsigned>(std::strtoul(argv[1], nullptr, 10));
  how.players = std::atoi(argv[2]);
  if (argc > 3) how.target = std::atoi(argv[3]);
  std::fputs(flipside::testkit::to_script(flipside::testkit::play_random_flip7(how)).c_str(), stdout);
  return 0;
}
