// A rough timing of the phase validator (hidden: run with "[.timing]"); the
// real figures belong to bench/.
#include <catch2/catch.hpp>

#include <chrono>
#include <iostream>

#include "games/phase10flip/grouping.hpp"

using namespace flipside::phase10flip;

TEST_CASE("Timing: a phase with stars is validated well under a millisecond", "[.timing][phase10flip]") {
  std::vector<Card> cards;
  for (const char* k : {"red 4", "red star", "blue star", "red 7", "blue 5", "green 5", "yellow 5", "red star",
                        "9", "star", "yellow star"})
    if (auto c = parse_card(k); c && c->side == Side::kColor) cards.push_back(*c);
  const int rounds = 20000;
  int found = 0;
  const auto t0 = std::chrono::steady_clock::now();
  for (int i = 0; i < rounds; ++i) found += find_grouping(10, cards).found ? 1 : 0;
  const auto t1 = std::chrono::steady_clock::now();
  const double us = std::chrono::duration<double, std::micro>(t1 - t0).count() / rounds;
  std::cout << "phase 10 with " << cards.size() << " cards (4 stars): " << us << " us per validation, found "
            << found << "\n";
  CHECK(us < 1000.0);
  // A refusal explores every split: 11 cards, none fitting phase 10.
  std::vector<Card> bad;
  for (const char* k : {"red 1", "red 3", "red 5", "red 7", "red 9", "red 11", "blue 2", "blue 4", "blue 6", "blue 8",
                        "blue 10"})
    bad.push_back(*parse_card(k));
  const auto t2 = std::chrono::steady_clock::now();
  for (int i = 0; i < rounds; ++i) found += find_grouping(10, bad).found ? 1 : 0;
  const auto t3 = std::chrono::steady_clock::now();
  const double us_bad = std::chrono::duration<double, std::micro>(t3 - t2).count() / rounds;
  std::cout << "phase 10 refused, 11 cards: " << us_bad << " us per validation\n";
  CHECK(us_bad < 1000.0);
}
