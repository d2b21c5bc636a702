// RULINGS.md Flip 7, rule 11: the house rule deck_cycle "every_round". The
// table gathers and shuffles all cards before each deal: every round starts
// from the full deck, card copies are counted per round, and rule 8's
// reshuffle never happens.
#include <algorithm>
#include <random>

#include "table.hpp"

using namespace flipside::flip7;
using namespace flipside::flip7::test;

namespace {

const nlohmann::json kEveryRound = {{"deck_cycle", "every_round"}};

// Round 1 of a three-player table (dealer Cy: Ana, Ben, Cy are dealt): the
// only "0" and the only "1" come out, then everybody stays.
void play_round_one(Table& t) {
  t.cards({"0", "1", "12"});
  t.stay("Ana");
  t.stay("Ben");
  t.stay("Cy");
  REQUIRE(t.engine().round() == 2);
}

// Plays one whole round with the lowest possible card each time, a player
// staying once they hold three numbers, the first legal target; collects
// every notice key; returns how many cards were drawn.
int play_a_round(Table& t, std::vector<std::string>& notices) {
  const int round = t.engine().round();
  int drawn = 0;
  while (!t.engine().finished() && t.engine().round() == round) {
    auto g = t.engine().guidance();
    std::vector<std::string> keys;
    if (g.awaiting == Guidance::Awaiting::kTarget) {
      keys = t.target(t.engine().name(g.targets.front()));
    } else if (g.may_stay >= 0 && t.engine().player(g.may_stay).number_count() >= 3) {
      keys = t.stay(t.engine().name(g.may_stay));
    } else {
      int pick = -1;
      for (int c = 0; c < kCardKinds && pick < 0; ++c)
        if (g.possible[c] > 0) pick = c;
      REQUIRE(pick >= 0);
      keys = t.card(std::string(card_key(card_at(pick))));
      ++drawn;
    }
    notices.insert(notices.end(), keys.begin(), keys.end());
  }
  return drawn;
}

}  // namespace

TEST_CASE("Rule 11: a card whose only copy came out in round 1 can come again in round 2", "[flip7][rule11]") {
  Table t({"Ana", "Ben", "Cy"}, "Cy", kEveryRound);
  CHECK(t.state()["draw_pile"] == 94);
  play_round_one(t);
  // Round 2 starts from the full deck: nothing in the discard pile.
  CHECK(t.state()["draw_pile"] == 94);
  CHECK(t.state()["discard_pile"] == 0);
  CHECK(t.state()["options"]["deck_cycle"] == "every_round");
  CHECK(t.recipient() == "Ben");  // Ana deals round 2
  auto notices = t.card("0");
  CHECK_FALSE(has(notices, "flip7.notice.reshuffle"));
  CHECK(t.numbers("Ben") == std::vector<int>{0});
  t.card("1");  // Cy
  // Within the round, copies are still counted.
  CHECK(t.rejected({{"card", "0"}}) ==
        "A 0 cannot come now: the deck has 1 and none is left in the draw pile (1 with Ben)");
  CHECK(t.state()["draw_pile"] == 92);
}

TEST_CASE("Rule 11 against rule 8: with the rulebook's cycle the same card is refused in round 2",
          "[flip7][rule11][rule8]") {
  Table t({"Ana", "Ben", "Cy"}, "Cy");
  play_round_one(t);
  CHECK(t.state()["draw_pile"] == 91);
  CHECK(t.state()["discard_pile"] == 3);
  CHECK(t.state()["options"]["deck_cycle"] == "rulebook");
  CHECK(t.rejected({{"card", "0"}}) ==
        "A 0 cannot come now: the deck has 1 and none is left in the draw pile (1 in the discard pile)");
}

TEST_CASE("Rule 11: every round starts with the full draw pile and never reshuffles", "[flip7][rule11]") {
  const int decks = GENERATE(1, 2);
  nlohmann::json options = {{"deck_cycle", "every_round"}, {"target", 100000}, {"round_limit", 40}, {"decks", decks}};
  Table t({"Ana", "Ben", "Cy", "Dan"}, "Dan", options);
  std::vector<std::string> notices;
  int drawn = 0;
  while (!t.engine().finished()) {
    INFO("round " << t.engine().round());
    CHECK(t.engine().draw_pile_size() == 94 * decks);
    CHECK(t.state()["draw_pile"] == 94 * decks);
    CHECK(t.engine().discard_pile_size() == 0);
    CHECK(t.engine().draw_pile() == full_deck(decks));
    drawn += play_a_round(t, notices);
  }
  CHECK(t.engine().round() == 40);
  CHECK(drawn > 94 * decks);  // more cards than the deck holds went by: rule 8 would have reshuffled
  CHECK_FALSE(has(notices, "flip7.notice.reshuffle"));

  // The same play with the rulebook's cycle does reshuffle (the contrast).
  options.erase("deck_cycle");
  Table rulebook({"Ana", "Ben", "Cy", "Dan"}, "Dan", options);
  std::vector<std::string> rulebook_notices;
  while (!rulebook.engine().finished()) play_a_round(rulebook, rulebook_notices);
  CHECK(has(rulebook_notices, "flip7.notice.reshuffle"));
}

// Seeded random play with the house rule: the test keeps the real deck
// itself, gathering and shuffling all 94 × decks cards before every round,
// and draws from it. The engine must accept every card so drawn, never
// announce a reshuffle, and its draw pile must match the test's at every step
// (an oracle apart from the engine for rule 11's counting).
TEST_CASE("Rule 11: random play against a deck the test gathers and shuffles before every round",
          "[flip7][rule11][random]") {
  int rounds_seen = 0;
  for (int game_index = 0; game_index < 300; ++game_index) {
    std::mt19937 rng(static_cast<unsigned>(game_index) * 7727u + 5u);
    auto pick = [&](int n) { return std::uniform_int_distribution<int>(0, n - 1)(rng); };
    const int players = 1 + pick(8);
    const int decks = pick(5) == 0 ? 2 : 1;
    static const char* const kNames[] = {"Ana", "Ben", "Cy", "Dan", "Eva", "Finn", "Gus", "Hal"};
    const std::vector<std::string> names(kNames, kNames + players);
    nlohmann::json options = {{"deck_cycle", "every_round"}, {"decks", decks}, {"target", pick(2) ? 200 : 80}};
    if (players == 1) options["round_limit"] = 5;
    Table t(names, names[pick(players)], options);

    std::vector<Card> deck;
    auto gather_and_shuffle = [&] {
      deck.clear();
      for (int c = 0; c < kCardKinds; ++c)
        for (int k = 0; k < copies_per_deck(card_at(c)) * decks; ++k) deck.push_back(card_at(c));
      std::shuffle(deck.begin(), deck.end(), rng);
    };
    gather_and_shuffle();
    int steps = 0;
    while (!t.engine().finished()) {
      REQUIRE(++steps < 20000);
      const int round = t.engine().round();
      auto g = t.engine().guidance();
      std::vector<std::string> keys;
      if (g.awaiting == Guidance::Awaiting::kTarget) {
        keys = t.target(t.engine().name(g.targets[pick(static_cast<int>(g.targets.size()))]));
      } else if (g.may_stay >= 0 && (deck.empty() || pick(10) < 3)) {
        keys = t.stay(t.engine().name(g.may_stay));
      } else {
        REQUIRE_FALSE(deck.empty());
        const Card c = deck.back();
        deck.pop_back();
        keys = t.card(std::string(card_key(c)));
      }
      REQUIRE_FALSE(has(keys, "flip7.notice.reshuffle"));
      if (t.engine().round() != round) {
        ++rounds_seen;
        gather_and_shuffle();
        REQUIRE(t.engine().draw_pile() == full_deck(decks));
      }
      if (!t.engine().finished()) REQUIRE(t.engine().draw_pile_size() == static_cast<int>(deck.size()));
    }
  }
  CHECK(rounds_seen > 300);
}
