// Flip 7 cards (RULINGS.md, Flip 7, "Deck"): per deck 12×"12", 11×"11", …,
// 1×"1", 1×"0" (79 number cards); one each of +2, +4, +6, +8, +10 and x2
// (6 modifiers); 3 each of Freeze, Flip Three and Second Chance (9 actions):
// 94 cards. The option `decks` multiplies every count.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string_view>

#include "core/message.hpp"

namespace flipside::flip7 {

inline constexpr std::string_view kGameId = "flip7";

enum class Card : std::uint8_t {
  // 0..12 are the number cards, by value.
  kPlus2 = 13,
  kPlus4,
  kPlus6,
  kPlus8,
  kPlus10,
  kTimes2,
  kFreeze,
  kFlipThree,
  kSecondChance,
};

inline constexpr int kCardKinds = 22;
inline constexpr int kNumberKinds = 13;
inline constexpr int kCardsPerDeck = 94;
inline constexpr int kFlip7Numbers = 7;
inline constexpr int kFlip7Bonus = 15;
inline constexpr int kFlipThreeCards = 3;

using CardCounts = std::array<std::int32_t, kCardKinds>;

constexpr Card number_card(int value) { return static_cast<Card>(value); }
constexpr int index(Card c) { return static_cast<int>(c); }
constexpr Card card_at(int i) { return static_cast<Card>(i); }
constexpr bool is_number(Card c) { return index(c) < kNumberKinds; }
constexpr int number_value(Card c) { return index(c); }
constexpr bool is_modifier(Card c) { return c >= Card::kPlus2 && c <= Card::kTimes2; }
constexpr bool is_action(Card c) { return c >= Card::kFreeze; }
// An action that needs a target chosen (Second Chance only sometimes does).
constexpr bool is_targeted_action(Card c) { return c == Card::kFreeze || c == Card::kFlipThree; }
constexpr int modifier_bonus(Card c) {
  switch (c) {
    case Card::kPlus2: return 2;
    case Card::kPlus4: return 4;
    case Card::kPlus6: return 6;
    case Card::kPlus8: return 8;
    case Card::kPlus10: return 10;
    default: return 0;
  }
}

constexpr int copies_per_deck(Card c) {
  if (is_number(c)) return number_value(c) == 0 ? 1 : number_value(c);
  if (is_modifier(c)) return 1;
  return 3;
}

CardCounts full_deck(int decks);

// Script keys: "0".."12", "+2".."+10", "x2", "freeze", "flip3", "second_chance".
std::string_view card_key(Card c);
std::optional<Card> parse_card(std::string_view key);
// A card as a message argument ("flip7.freeze"): shown by its rulebook name.
inline Arg card_arg(Card c) { return Arg::card_arg(kGameId, card_key(c)); }

}  // namespace flipside::flip7
