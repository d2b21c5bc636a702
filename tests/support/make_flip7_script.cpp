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
  const auto seed = static_cast<unsigned>(std::strtoul(argv[1], nullptr, 10));
  const char* kNames[] = {"Ana", "Ben", "Cleo", "Dani", "Eva", "Fer", "Gil", "Hugo"};
  std::vector<std::string> players(kNames, kNames + std::min(std::max(std::atoi(argv[2]), 1), 8));
  const auto header = flipside::testkit::flip7_header(players, argc > 3 ? std::atoi(argv[3]) : 200);
  std::fputs(flipside::testkit::to_script(header, flipside::testkit::play(header, seed)).c_str(), stdout);
  return 0;
}
