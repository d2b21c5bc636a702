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

void append_card_key(std::string& out, const Card& c) {
  if (c.side == Side::kColor) {
    out.append(colour_key(c.colour));
    out.push_back(' ');
  }
  if (c.is_star()) {
    out.append("star");
  } else {
    if (c.number >= 10) out.push_back('1');
    out.push_back(static_cast<char>('0' + c.number % 10));
  }
}

std::string card_key(const Card& c) {
  std::string key;
  append_card_key(key, c);
  return key;
}

std::optional<Card> parse_card(std::string_view key) {
  // The colour by its first letter (the common case, checked in full below).
  int guess = -1;
  if (!key.empty()) {
    switch (key[0]) {
      case 'r': guess = 0; break;
      case 'b': guess = 1; break;
      case 'g': guess = 2; break;
      case 'y': guess = 3; break;
      default: break;
    }
  }
  if (guess >= 0) {
    const std::string_view colour = kColourKeys[guess];
    if (key.size() > colour.size() + 1 && key.compare(0, colour.size(), colour) == 0 && key[colour.size()] == ' ') {
      auto face = parse_face(key.substr(colour.size() + 1));
      if (!face) return std::nullopt;
      return Card{Side::kColor, static_cast<std::int8_t>(guess), static_cast<std::int8_t>(*face)};
    }
  }
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

int remaining_points(const std::vector<std::string>& cards) {
  int points = 0;
  for (const std::string& k : cards)
    if (auto c = parse_card(k)) points += card_points(*c);
  return points;
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
