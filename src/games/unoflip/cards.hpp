// UNO Flip cards (RULINGS.md, "UNO Flip", "Deck"): 112 double-sided cards.
// Each side has four colours × (two each of 1–9, Draw, Reverse, Skip, Flip)
// plus four Wild and four Wild Draw: 4 × 26 + 8 = 112 faces per side.
//   light: red, yellow, green, blue; Draw One, Reverse, Skip, Flip, Wild,
//          Wild Draw Two (transformers: Wild = Optimus Prime's Power);
//   dark:  pink, teal, orange, purple; Draw Five, Reverse, Skip Everyone,
//          Flip, Wild, Wild Draw Colour (transformers: Wild = Megatron's Tyranny).
// Which dark face backs which light face is not known to the referee, so a
// card is a face on one side: `Face{side, kind}`, kind 0..53 relative to the
// side (colour × 13 + symbol, then 52 = Wild, 53 = Wild Draw).
//
// Script names (the contract): "red 7", "teal skip_everyone", "wild",
// "wild_draw2", "wild_draw_color". "wild" is written the same on both sides:
// it is read on the side in play.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "core/i18n/lang.hpp"
#include "core/message.hpp"

namespace flipside::unoflip {

inline constexpr std::string_view kGameId = "unoflip";

enum class Side : std::uint8_t { kLight = 0, kDark = 1 };
constexpr Side other(Side s) { return s == Side::kLight ? Side::kDark : Side::kLight; }
std::string_view side_key(Side s);  // "light" / "dark"

inline constexpr int kDeckSize = 112;
inline constexpr int kHandSize = 7;
inline constexpr int kColorsPerSide = 4;
inline constexpr int kSymbolsPerColor = 13;  // 1..9, draw, reverse, skip, flip
inline constexpr int kKinds = 54;            // per side
inline constexpr int kWild = 52;
inline constexpr int kWildDraw = 53;
// Symbols within a colour (kind % 13).
inline constexpr int kSymDraw = 9;     // Draw One (light) / Draw Five (dark)
inline constexpr int kSymReverse = 10;
inline constexpr int kSymSkip = 11;    // Skip (light) / Skip Everyone (dark)
inline constexpr int kSymFlip = 12;

// Colours are numbered 0..7: 0–3 light (red, yellow, green, blue), 4–7 dark
// (pink, teal, orange, purple).
inline constexpr int kColors = 8;
std::string_view color_key(int color);
std::optional<int> parse_color(std::string_view key);
constexpr Side color_side(int color) { return color < kColorsPerSide ? Side::kLight : Side::kDark; }

struct Face {
  Side side = Side::kLight;
  std::uint8_t kind = 0;

  bool operator==(const Face&) const = default;
  bool is_wild() const { return kind >= kWild; }
  bool is_wild_draw() const { return kind == kWildDraw; }
  bool is_number() const { return kind < kWild && kind % kSymbolsPerColor < 9; }
  int number() const { return kind % kSymbolsPerColor + 1; }  // is_number() only
  int symbol() const { return kind % kSymbolsPerColor; }      // coloured cards only
  // Global colour 0..7, or -1 for a wild.
  int color() const { return is_wild() ? -1 : static_cast<int>(side) * kColorsPerSide + kind / kSymbolsPerColor; }
  bool is_symbol(int sym) const { return !is_wild() && symbol() == sym; }
};

constexpr int copies(std::uint8_t kind) { return kind >= kWild ? 4 : 2; }

// Rule 8: numbers face value; Draw One 10; Draw Five, Reverse, Skip, Flip 20;
// Skip Everyone 30; Wild 40; Wild Draw Two 50; Wild Draw Colour 60.
int points(Face f);
// The most points one side's whole deck is worth (light 1280, dark 1480).
int deck_points(Side s);

// A card as written in a script; `side` is empty for "wild", which exists on
// both sides and is read on the side in play.
struct ParsedCard {
  std::optional<Side> side;
  std::uint8_t kind = 0;
  Face on(Side s) const { return Face{side.value_or(s), kind}; }
};
std::optional<ParsedCard> parse_card(std::string_view text);
std::string card_key(Face f);  // "red 7", "teal skip_everyone", "wild", "wild_draw2"

// Message arguments. A card's key is its script name; in the Transformers
// edition the wilds are shown by their names with the display-only keys
// "optimus_prime" and "megatron". A colour is shown through card_name too.
Arg card_arg(Face f, bool transformers = false);
Arg color_arg(int color);

// GameInfo::card_name: "red 7" → "red 7" / "rojo 7", "teal skip_everyone" →
// "teal Skip Everyone" / "Salta a todos turquesa", colours alone, wilds.
std::string card_name(std::string_view key, Lang lang);

}  // namespace flipside::unoflip
