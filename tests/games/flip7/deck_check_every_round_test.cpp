// Issue 32, item 15: "Does the deck hold the right cards?" under rule 11
// (deck_cycle every_round). The deck is shuffled whole before every round
// and only its top is dealt, so a poor shuffle skews which cards come out
// as a wrong deck would: the check then tests the deal, not the deck's
// make-up, and must say so rather than blame a complete deck.
#include <algorithm>
#include <map>
#include <random>

#include "core/deck_check.hpp"
#include "table.hpp"

using namespace flipside;
using namespace flipside::flip7;
using namespace flipside::flip7::test;

namespace {

// Whole games of four under every_round, each round dealt from a complete
// deck that `shuffle` orders; returns the seats' counters summed over games,
// as the statistics sum them.
template <typename Shuffle>
std::map<std::string, long long> play_games(int games, Shuffle shuffle) {
  std::map<std::string, long long> summed;
  std::mt19937 rng(2024);
  auto pick = [&](int n) { return std::uniform_int_distribution<int>(0, n - 1)(rng); };
  const std::vector<std::string> names = {"Ana", "Ben", "Cy", "Dan"};
  for (int game = 0; game < games; ++game) {
    Table t(names, names[static_cast<std::size_t>(game % 4)], {{"deck_cycle", "every_round"}});
    std::vector<Card> deck;
    auto gather = [&] {
      deck.clear();
      for (int c = 0; c < kCardKinds; ++c)
        for (int k = 0; k < copies_per_deck(card_at(c)); ++k) deck.push_back(card_at(c));
      shuffle(deck, rng);
    };
    gather();
    for (int steps = 0; !t.engine().finished(); ++steps) {
      REQUIRE(steps < 20000);
      const int round = t.engine().round();
      const auto g = t.engine().guidance();
      if (g.awaiting == Guidance::Awaiting::kTarget) {
        t.target(t.engine().name(g.targets[static_cast<std::size_t>(pick(static_cast<int>(g.targets.size())))]));
      } else if (g.may_stay >= 0 && (deck.empty() || pick(10) < 3)) {
        t.stay(t.engine().name(g.may_stay));
      } else {
        t.card(std::string(card_key(deck.back())));
        deck.pop_back();
      }
      if (t.engine().round() != round) gather();
    }
    for (const SeatCounter& c : t.game().seat_counters())
      for (int n : c.per_seat) summed[c.name] += n;
  }
  return summed;
}

deck::Check check_of(const std::map<std::string, long long>& counters) {
  return deck::check(counters, deck_makeup(nlohmann::json::object()));
}

}  // namespace

TEST_CASE("Deck check under every_round: a poor shuffle of a complete deck is not blamed on the deck",
          "[flip7][stats][rule11]") {
  // A complete deck gathered in order and only cut before each deal: every
  // card is there, but each round deals a clump of neighbouring cards.
  const auto counters = play_games(40, [](std::vector<Card>& deck, std::mt19937& rng) {
    const auto cut = std::uniform_int_distribution<std::size_t>(0, deck.size() - 1)(rng);
    std::rotate(deck.begin(), deck.begin() + static_cast<std::ptrdiff_t>(cut), deck.end());
  });
  const deck::Check c = check_of(counters);
  REQUIRE(c.verdict == deck::Verdict::kSuspicious);
  CHECK(c.p_value < 0.001);
  const std::string en = render(deck::verdict_message(c, "flip7"), Lang::kEnglish);
  const std::string es = render(deck::verdict_message(c, "flip7"), Lang::kSpanish);
  INFO(en << "\n" << es);
  CHECK(en.find("Not the deck's make-up") == std::string::npos);
  CHECK(es.find("No es la composici\xC3\xB3n del mazo") == std::string::npos);
  // It says what it can tell: the deal is off, and a poor shuffle may be why.
  CHECK(en.find("poor shuffle") != std::string::npos);
  CHECK(es.find("mal barajado") != std::string::npos);
  CHECK(c.partial_deals > 100);  // every round of every game
  CHECK(render(deck::scope_message(c), Lang::kEnglish).find("tests the deal") != std::string::npos);
  CHECK(render(deck::scope_message(c), Lang::kSpanish).find("prueba el reparto") != std::string::npos);
  // The same counts without the rounds' count (as before) blamed the deck.
  auto counted_as_before = counters;
  counted_as_before.erase(std::string(deck::kPartialDeals));
  CHECK(render(deck::verdict_message(check_of(counted_as_before), "flip7"), Lang::kEnglish)
            .rfind("Not the deck's make-up", 0) == 0);
}

TEST_CASE("Deck check under every_round: a fair shuffle of a complete deck fits its make-up", "[flip7][stats][rule11]") {
  const auto counters = play_games(40, [](std::vector<Card>& deck, std::mt19937& rng) { std::shuffle(deck.begin(), deck.end(), rng); });
  const deck::Check c = check_of(counters);
  CHECK(c.verdict == deck::Verdict::kFair);
  CHECK(render(deck::verdict_message(c, "flip7"), Lang::kEnglish).rfind("The cards fit the deck's make-up", 0) == 0);
}
