#include "games/unoflip/cards.hpp"

#include <array>

namespace flipside::unoflip {
namespace {

constexpr std::array<std::string_view, kColors> kColorKeys = {"red",  "yellow", "green",  "blue",
                                                              "pink", "teal",   "orange", "purple"};
// Symbol keys after the numbers, per side.
constexpr std::array<std::array<std::string_view, 4>, 2> kSymbolKeys = {{
    {"draw1", "reverse", "skip", "flip"},
    {"draw5", "reverse", "skip_everyone", "flip"},
}};
constexpr std::array<std::string_view, 2> kWildDrawKeys = {"wild_draw2", "wild_draw_color"};

struct Names {
  std::array<std::string_view, kColors> color;         // alone, and before a number
  std::array<std::string_view, kColors> color_fem;     // after a card's name (la carta ... roja)
  std::array<std::array<std::string_view, 4>, 2> symbol;
  std::array<std::string_view, 2> wild, wild_draw;
  std::string_view optimus, megatron;
};

const Names kEnglish = {
    {"red", "yellow", "green", "blue", "pink", "teal", "orange", "purple"},
    {"red", "yellow", "green", "blue", "pink", "teal", "orange", "purple"},
    {{{"Draw One", "Reverse", "Skip", "Flip"}, {"Draw Five", "Reverse", "Skip Everyone", "Flip"}}},
    {"Wild", "Wild"},
    {"Wild Draw Two", "Wild Draw Colour"},
    "Optimus Prime's Power",
    "Megatron's Tyranny",
};

// The rulebook's words: Toma 1, Reversa, Salta, Flip, Toma 5, Salta a todos,
// Comodín Toma 2, Comodín Toma un color, El Poder de Optimus Prime, La
// Tiranía de Megatron. Action cards are "la carta ...": the colour agrees.
const Names kSpanish = {
    {"rojo", "amarillo", "verde", "azul", "rosa", "turquesa", "naranja", "morado"},
    {"roja", "amarilla", "verde", "azul", "rosa", "turquesa", "naranja", "morada"},
    {{{"Toma 1", "Reversa", "Salta", "Flip"}, {"Toma 5", "Reversa", "Salta a todos", "Flip"}}},
    {"Comodín", "Comodín"},
    {"Comodín Toma 2", "Comodín Toma un color"},
    "El Poder de Optimus Prime",
    "La Tiranía de Megatron",
};

}  // namespace

std::string_view side_key(Side s) { return s == Side::kLight ? "light" : "dark"; }

std::string_view color_key(int color) { return kColorKeys[color]; }

std::optional<int> parse_color(std::string_view key) {
  for (int c = 0; c < kColors; ++c)
    if (kColorKeys[c] == key) return c;
  return std::nullopt;
}

int points(Face f) {
  if (f.kind == kWild) return 40;
  if (f.kind == kWildDraw) return f.side == Side::kLight ? 50 : 60;
  if (f.is_number()) return f.number();
  switch (f.symbol()) {
    case kSymDraw: return f.side == Side::kLight ? 10 : 20;
    case kSymSkip: return f.side == Side::kLight ? 20 : 30;
    default: return 20;  // Reverse, Flip
  }
}

int deck_points(Side s) {
  int total = 0;
  for (int k = 0; k < kKinds; ++k) total += copies(static_cast<std::uint8_t>(k)) * points(Face{s, static_cast<std::uint8_t>(k)});
  return total;
}

std::optional<ParsedCard> parse_card(std::string_view text) {
  if (text == "wild") return ParsedCard{std::nullopt, kWild};
  for (int s = 0; s < 2; ++s)
    if (text == kWildDrawKeys[s]) return ParsedCard{static_cast<Side>(s), kWildDraw};
  const std::size_t space = text.find(' ');
  if (space == std::string_view::npos) return std::nullopt;
  auto color = parse_color(text.substr(0, space));
  if (!color) return std::nullopt;
  const Side side = color_side(*color);
  const int local = *color % kColorsPerSide;
  const std::string_view face = text.substr(space + 1);
  int sym = -1;
  if (face.size() == 1 && face[0] >= '1' && face[0] <= '9') sym = face[0] - '1';
  for (int i = 0; i < 4 && sym < 0; ++i)
    if (kSymbolKeys[static_cast<int>(side)][i] == face) sym = 9 + i;
  if (sym < 0) return std::nullopt;
  return ParsedCard{side, static_cast<std::uint8_t>(local * kSymbolsPerColor + sym)};
}

std::string card_key(Face f) {
  if (f.kind == kWild) return "wild";
  if (f.kind == kWildDraw) return std::string(kWildDrawKeys[static_cast<int>(f.side)]);
  std::string out(kColorKeys[f.color()]);
  out += ' ';
  if (f.is_number())
    out += static_cast<char>('0' + f.number());
  else
    out += kSymbolKeys[static_cast<int>(f.side)][f.symbol() - 9];
  return out;
}

Arg card_arg(Face f, bool transformers) {
  if (transformers && f.kind == kWild)
    return Arg::card_arg(kGameId, f.side == Side::kLight ? "optimus_prime" : "megatron");
  return Arg::card_arg(kGameId, card_key(f));
}

Arg color_arg(int color) { return Arg::card_arg(kGameId, color_key(color)); }

std::string card_name(std::string_view key, Lang lang) {
  const Names& n = lang == Lang::kSpanish ? kSpanish : kEnglish;
  if (key == "optimus_prime") return std::string(n.optimus);
  if (key == "megatron") return std::string(n.megatron);
  if (auto c = parse_color(key)) return std::string(n.color[*c]);
  auto parsed = parse_card(key);
  if (!parsed) return std::string(key);
  const Face f = parsed->on(Side::kLight);
  const int side = static_cast<int>(f.side);
  if (f.kind == kWild) return std::string(n.wild[side]);
  if (f.kind == kWildDraw) return std::string(n.wild_draw[side]);
  const int c = f.color();
  if (f.is_number()) return std::string(n.color[c]) + " " + std::to_string(f.number());
  const std::string_view sym = n.symbol[side][f.symbol() - 9];
  if (lang == Lang::kSpanish) return std::string(sym) + " " + std::string(n.color_fem[c]);
  return std::string(n.color[c]) + " " + std::string(sym);
}

}  // namespace flipside::unoflip
