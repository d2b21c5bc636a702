#include "games/flip7/cards.hpp"

namespace flipside::flip7 {
namespace {

constexpr std::array<std::string_view, kCardKinds> kKeys = {
    "0", "1", "2", "3", "4", "5", "6", "7", "8", "9", "10", "11", "12",
    "+2", "+4", "+6", "+8", "+10", "x2", "freeze", "flip3", "second_chance"};

}  // namespace

CardCounts full_deck(int decks) {
  CardCounts counts{};
  for (int i = 0; i < kCardKinds; ++i) counts[i] = copies_per_deck(card_at(i)) * decks;
  return counts;
}

std::string_view card_key(Card c) { return kKeys[index(c)]; }

std::optional<Card> parse_card(std::string_view key) {
  for (int i = 0; i < kCardKinds; ++i)
    if (kKeys[i] == key) return card_at(i);
  return std::nullopt;
}

}  // namespace flipside::flip7
