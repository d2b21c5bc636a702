// Flinch cards (RULINGS.md, Flinch, "Deck"): ten of each number 1–15 per
// deck (150 cards); the option `decks` (1 or 2) multiplies the copies. The
// variant decides which numbers start a centre pile (rule 6): 1 (standard),
// 1 or 15 (`from15`), 8 (`from8`).
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "core/message.hpp"

namespace flipside::flinch {

inline constexpr std::string_view kGameId = "flinch";

inline constexpr int kLowest = 1;
inline constexpr int kHighest = 15;
inline constexpr int kValues = 16;  // arrays indexed by value; 0 unused ("unknown")
inline constexpr int kCopiesPerDeck = 10;
inline constexpr int kCardsPerDeck = kCopiesPerDeck * kHighest;  // 150
inline constexpr int kMaxDecks = 2;

enum class Variant : std::uint8_t { kStandard, kFrom15, kFrom8 };

std::string_view variant_key(Variant v);  // "standard", "from15", "from8"
std::optional<Variant> parse_variant(std::string_view key);

constexpr bool is_value(long long v) { return v >= kLowest && v <= kHighest; }

// Rule 6: the numbers that start a centre pile. Rule 3's obligations about
// "a 1" hold for each of them.
constexpr bool is_start_card(Variant variant, int v) {
  switch (variant) {
    case Variant::kStandard: return v == kLowest;
    case Variant::kFrom15: return v == kLowest || v == kHighest;
    case Variant::kFrom8: return v == 8;
  }
  return false;
}

// A card as a message argument ("flinch.7"): numbers show as themselves.
inline Arg card_arg(int v) { return Arg::card_arg(kGameId, std::to_string(v)); }

}  // namespace flipside::flinch
