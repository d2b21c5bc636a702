// RULINGS.md Flip 7, rule 8: the engine keeps the exact draw pile, reshuffles
// only finished rounds' discards, and refuses a card that cannot come.
#include "table.hpp"

using namespace flipside::flip7;
using namespace flipside::flip7::test;

namespace {

// Plays on with the lowest possible card each time, targeting the first
// legal player, until the draw pile is empty in the middle of a round and
// the next card is awaited.
void drain_draw_pile(Table& t) {
  for (;;) {
    auto g = t.engine().guidance();
    int on_table = 0;
    for (int n : t.engine().cards_out_this_round()) on_table += n;
    if (t.engine().draw_pile_size() == 0 && g.awaiting == Guidance::Awaiting::kCard && on_table > 0) return;
    REQUIRE(g.awaiting != Guidance::Awaiting::kNothing);
    if (g.awaiting == Guidance::Awaiting::kTarget) {
      t.target(t.engine().name(g.targets.front()));
      continue;
    }
    for (int c = 0; c < kCardKinds; ++c) {
      if (g.possible[c] > 0) {
        t.card(std::string(card_key(card_at(c))));
        break;
      }
    }
  }
}

void check_conservation(const Engine& e) {
  const CardCounts deck = full_deck(e.options().decks);
  const CardCounts out = e.cards_out_this_round();
  for (int c = 0; c < kCardKinds; ++c) {
    INFO("card " << card_key(card_at(c)));
    CHECK(e.draw_pile()[c] + e.discard_pile()[c] + out[c] == deck[c]);
  }
}

}  // namespace

TEST_CASE("Rule 8: a card the tracked draw pile cannot contain is refused, saying where the copies are",
          "[flip7][rule8]") {
  Table t({"Ana", "Ben", "Cy"}, "Cy");
  t.card("0");
  CHECK(t.rejected({{"card", "0"}}) == "A 0 cannot come now: the deck has 1 and none is left in the draw pile (1 with Ana)");
  CHECK(t.last_rejection_key() == "flip7.card_impossible");
  t.cards({"second_chance", "second_chance"});  // Ben and Cy keep one each
  t.card("second_chance");                      // Ana keeps the last one
  CHECK(t.rejected({{"card", "second_chance"}}) ==
        "A Second Chance cannot come now: the deck has 3 and none is left in the draw pile "
        "(1 with Ana, 1 with Ben and 1 with Cy)");
  // In Spanish, with the rulebook's name.
  CHECK(flipside::render(t.last_rejection(), flipside::Lang::kSpanish) ==
        "No puede salir un Vida Extra: la baraja tiene 3 y no queda ninguno en el mazo "
        "(1 de Ana, 1 de Ben y 1 de Cy)");
}

TEST_CASE("Rule 8: the discard pile of finished rounds becomes the draw pile, this round's cards stay out",
          "[flip7][rule8]") {
  Table t({"Ana", "Ben", "Cy"}, "Cy", {{"target", 100000}});
  drain_draw_pile(t);
  REQUIRE(t.engine().round() > 1);
  check_conservation(t.engine());
  const CardCounts table_now = t.engine().cards_out_this_round();
  const int discard_before = t.engine().discard_pile_size();
  REQUIRE(discard_before > 0);

  // Something must be drawn: pick a card that is in the discard pile.
  auto g = t.engine().guidance();
  REQUIRE(g.awaiting == Guidance::Awaiting::kCard);
  int pick = -1;
  for (int c = 0; c < kCardKinds && pick < 0; ++c)
    if (g.possible[c] > 0 && is_number(card_at(c)) && !t.engine().player(g.recipient).holds(c)) pick = c;
  REQUIRE(pick >= 0);
  auto notices = t.card(std::string(card_key(card_at(pick))));
  CHECK(has(notices, "flip7.notice.reshuffle"));
  CHECK(t.engine().draw_pile_size() == discard_before - 1);
  CHECK(t.engine().discard_pile_size() == 0);
  // The cards of the round in progress were not reshuffled.
  for (int c = 0; c < kCardKinds; ++c) {
    INFO("card " << card_key(card_at(c)));
    CHECK(t.engine().draw_pile()[c] + table_now[c] + (c == pick ? 1 : 0) <= full_deck(1)[c]);
  }
  check_conservation(t.engine());
}

TEST_CASE("Rule 8: with the draw pile empty, a card missing from the discard pile is impossible too",
          "[flip7][rule8]") {
  Table t({"Ana", "Ben", "Cy"}, "Cy", {{"target", 100000}});
  drain_draw_pile(t);
  auto g = t.engine().guidance();
  for (int c = 0; c < kCardKinds; ++c) {
    if (g.possible[c] > 0) continue;
    auto why = t.engine().why_impossible(card_at(c));
    REQUIRE(why);
    CHECK(why->key == "flip7.card_impossible_reshuffle");
    t.rejected({{"card", std::string(card_key(card_at(c)))}});
    return;
  }
  SUCCEED("every card kind is in the discard pile");
}
