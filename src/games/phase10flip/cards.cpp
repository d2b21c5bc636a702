#include "games/phase10flip/cards.hpp"

#include <array>

namespace flipside::phase10flip {
namespace {

constexpr std::array<std::string_view, kColours> kColourKeys = {"red", "blue", "green", "yellow"};
constexpr std::array<std::string_view, kColours> kColoursEs = {"rojo", "azul", "verde", "amarillo"};
constexpr std::array<std::string_view, kColours> kStarColoursEs = {"roja", "azul", "verde", "amarilla"};

// "7" → 7, "star" → kStar, anything else → nullopt. No sign, no leading zero.
std::optional<int> parse_face(std::string_view face) {
  auto digit = [](char c) { return c >= '0' && c <= '9'; };
  if (face.size() == 1 && digit(face[0]) && face[0] != '0') return face[0] - '0';
  if (face.size() == 2 && face[0] == '1' && digit(face[1])) {
    const int n = 10 + (face[1] - '0');
    if (n <= kMaxNumber) return n;
    return std::nullopt;
  }
  if (face == "star") return kStar;
  return std::nullopt;
}

}  // namespace

std::string_view colour_key(int colour) { return colour >= 0 && colour < kColours ? kColourKeys[colour] : ""; }
std::string_view side_key(Side side) { return side == Side::kColor ? "color" : "wild"; }

std::string card_key(const Card& c) {
  std::string face = c.is_star() ? "star" : std::to_string(c.number);
  if (c.side == Side::kWild) return face;
  return std::string(colour_key(c.colour)) + " " + face;
}

std::optional<Card> parse_card(std::string_view key) {
  const std::size_t space = key.find(' ');
  if (space == std::string_view::npos) {
    auto face = parse_face(key);
    if (!face) return std::nullopt;
    return Card{Side::kWild, static_cast<std::int8_t>(kNoColour), static_cast<std::int8_t>(*face)};
  }
  const std::string_view colour = key.substr(0, space);
  auto face = parse_face(key.substr(space + 1));
  if (!face) return std::nullopt;
  for (int c = 0; c < kColours; ++c)
    if (kColourKeys[c] == colour) return Card{Side::kColor, static_cast<std::int8_t>(c), static_cast<std::int8_t>(*face)};
  return std::nullopt;
}

int card_points(const Card& c) {
  if (c.is_star()) return 20;
  return c.number <= 9 ? 5 : 10;
}

std::string card_name(std::string_view key, Lang lang) {
  auto card = parse_card(key);
  if (!card) return std::string(key);
  if (lang == Lang::kEnglish) return card_key(*card);
  // Spanish puts the colour after the face, and "estrella" is feminine.
  std::string face = card->is_star() ? "estrella" : std::to_string(card->number);
  if (card->side == Side::kWild) return face;
  return face + " " + std::string(card->is_star() ? kStarColoursEs[card->colour] : kColoursEs[card->colour]);
}

}  // namespace flipside::phase10flip
