// The statistics counters only card-by-card entry makes possible (issue
// "Past games and statistics"): the coach's odds at each voluntary hit and
// how the risky ones turned out, Second Chances that saved a bust against
// those discarded unused (rules 3 and 6), and every card dealt to each seat
// (the deck check). Figures worked out by hand from a fresh deck.
#include <map>

#include "table.hpp"

using namespace flipside;
using namespace flipside::flip7;
using namespace flipside::flip7::test;

namespace {

int counter(const Table& t, const std::string& name, const std::string& player) {
  for (const SeatCounter& c : t.game().seat_counters())
    if (c.name == name) return c.per_seat[t.seat(player)];
  FAIL("no counter " << name);
  return -1;
}

}  // namespace

TEST_CASE("Counters: each voluntary hit with its bust chance, the risky ones and how they ended", "[flip7][stats]") {
  Table t({"Ana"}, "Ana");
  t.card("12");  // the deal: not a decision
  CHECK(counter(t, "hits", "Ana") == 0);
  // Holding 12: 11 twelves among the 93 cards left: 11.8 %.
  REQUIRE(t.engine().bust_probability(0) == Approx(11.0 / 93));
  t.card("11");
  // Holding 12, 11: 21 of 92 (22.8 %); then 12, 11, 10: 30 of 91 (33.0 %, risky).
  t.card("10");
  t.card("9");
  CHECK(counter(t, "hits", "Ana") == 3);
  CHECK(counter(t, "risky_hits", "Ana") == 1);
  CHECK(counter(t, "risky_hit_busts", "Ana") == 0);
  // Holding 12, 11, 10, 9: 38 of 90 (42.2 %, risky) and the 12 busts her.
  REQUIRE(t.card("12") == std::vector<std::string>{"flip7.notice.bust", "flip7.notice.round_end"});
  CHECK(counter(t, "hits", "Ana") == 4);
  CHECK(counter(t, "risky_hits", "Ana") == 2);
  CHECK(counter(t, "risky_hit_busts", "Ana") == 1);
  // Tenths of a percent, each rounded: 118 + 228 + 330 + 422.
  CHECK(counter(t, "hit_risk_permille", "Ana") == 1098);
  // Every card she was dealt, by kind.
  CHECK(counter(t, "card_12", "Ana") == 2);
  CHECK(counter(t, "card_11", "Ana") == 1);
  CHECK(counter(t, "card_9", "Ana") == 1);
  CHECK(counter(t, "card_0", "Ana") == 0);
}

TEST_CASE("Counters: a Flip Three's cards and a first number are not decisions", "[flip7][stats]") {
  Table t({"Ana", "Ben"}, "Ben");
  t.card("+4");  // Ana's deal card
  t.card("3");   // Ben's
  t.card("8");   // Ana hits holding only a modifier: no number, nothing to bust
  CHECK(counter(t, "hits", "Ana") == 0);
  t.card_to("flip3", "Ana");  // Ben hits (holding 3: a decision at 2 of 91)
  CHECK(counter(t, "hits", "Ben") == 1);
  CHECK(counter(t, "hit_risk_permille", "Ben") == 22);
  t.cards({"2", "8"});  // Ana's Flip Three cards: the 8 busts her, chosen by nobody
  CHECK(counter(t, "hits", "Ana") == 0);
  CHECK(counter(t, "risky_hits", "Ana") == 0);
  CHECK(counter(t, "busts", "Ana") == 1);
  CHECK(counter(t, "card_8", "Ana") == 2);
  CHECK(counter(t, "card_2", "Ana") == 1);
  CHECK(counter(t, "card_flip3", "Ben") == 1);
  CHECK(counter(t, "card_+4", "Ana") == 1);
}

TEST_CASE("Counters: a Second Chance that saved a bust, and one discarded unused at the round's end (rules 3, 6)",
          "[flip7][stats]") {
  Table t({"Ana", "Ben"}, "Ben");
  t.card("second_chance");  // Ana keeps it
  t.card("5");              // Ben
  t.card("7");              // Ana: her first number, not a decision
  t.card("6");              // Ben hits holding 5: 4 fives among 91
  CHECK(counter(t, "hit_risk_permille", "Ben") == 44);
  // Ana hits holding 7 with a Second Chance: no bust possible, 0 %; the 7 is saved.
  REQUIRE(t.card("7") == std::vector<std::string>{"flip7.notice.second_chance_used"});
  CHECK(counter(t, "second_chances_used", "Ana") == 1);
  CHECK(counter(t, "hits", "Ana") == 1);
  CHECK(counter(t, "hit_risk_permille", "Ana") == 0);
  CHECK(counter(t, "risky_hits", "Ana") == 0);
  t.stay("Ben");
  t.stay("Ana");  // round 1 over: no Second Chance left on the table
  CHECK(counter(t, "second_chances_unused", "Ana") == 0);

  // Round 2 (dealer Ana): Ben keeps a Second Chance and stays with it.
  t.card("second_chance");  // Ben
  t.card("4");              // Ana
  t.stay("Ben");
  CHECK(counter(t, "second_chances_unused", "Ben") == 0);  // not yet: the round goes on
  t.stay("Ana");
  CHECK(counter(t, "second_chances_unused", "Ben") == 1);
  CHECK(counter(t, "second_chances_used", "Ben") == 0);
  CHECK(counter(t, "card_second_chance", "Ana") == 1);
  CHECK(counter(t, "card_second_chance", "Ben") == 1);
}

TEST_CASE("Counters in words: the coach's odds and Second Chances, both languages", "[flip7][stats]") {
  const std::map<std::string, long long> counters = {
      {"busts", 3},          {"rounds_in_cards", 10},   {"rounds_not_busted", 7}, {"points_not_busted", 140},
      {"flip7s", 1},         {"second_chances_used", 2}, {"second_chances_unused", 3},
      {"hits", 40},          {"hit_risk_permille", 6170}, {"risky_hits", 14},   {"risky_hit_busts", 6}};
  const auto lines = counter_lines(counters);
  REQUIRE(lines.size() == 6);
  CHECK(render(lines[3]) == "Second Chances: 2 saved a bust, 3 discarded unused");
  CHECK(render(lines[4]) == "took another card 40 times, at 15.4 % bust chance on average");  // 154.25 ‰
  CHECK(render(lines[5]) == "hit at 30 % bust chance or more 14 times, busted 6 of them");
  CHECK(render(lines[5], Lang::kSpanish) == "pidi\xC3\xB3 con riesgo de fallo del 30 % o m\xC3\xA1s 14 veces y fall\xC3\xB3 en 6");
  CHECK(render(lines[3], Lang::kSpanish) == "Vidas Extra: 2 salvaron un fallo, 3 se descartaron sin usar");
}

TEST_CASE("Deck make-up: 94 cards a deck, counted by the same counters the seats write", "[flip7][stats]") {
  const auto one = deck_makeup(nlohmann::json::object());
  REQUIRE(one.size() == static_cast<std::size_t>(kCardKinds));
  int total = 0;
  for (const DeckCard& c : one) total += c.copies;
  CHECK(total == 94);
  CHECK(one[12].counter == "card_12");
  CHECK(one[12].copies == 12);
  CHECK(one[0].copies == 1);
  CHECK(one[index(Card::kTimes2)].counter == "card_x2");
  CHECK(one[index(Card::kFreeze)].copies == 3);
  const auto two = deck_makeup({{"decks", 2}});
  CHECK(two[12].copies == 24);
  // Every card kind has a seat counter of that name.
  Table t({"Ana"}, "Ana");
  std::map<std::string, bool> written;
  for (const SeatCounter& c : t.game().seat_counters()) written[c.name] = true;
  for (const DeckCard& c : one) CHECK(written[c.counter]);
}
