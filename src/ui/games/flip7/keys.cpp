#include "ui/games/flip7/keys.hpp"

#include "ui/games/flip7/entries.hpp"

namespace flipside::ui::flip7ui {
namespace {

using flip7::Card;

// Shift+digit makes a "+" card: the digit is the modifier's value (0 = +10).
std::optional<Card> modifier_for_digit(int digit) {
  switch (digit) {
    case 2: return Card::kPlus2;
    case 4: return Card::kPlus4;
    case 6: return Card::kPlus6;
    case 8: return Card::kPlus8;
    case 0: return Card::kPlus10;
    default: return std::nullopt;
  }
}

}  // namespace

std::optional<Intent> table_key(const KeyChord& c, const flip7::Flip7Game& game) {
  if (game.engine().options().score_mode) return std::nullopt;  // no cards: the screen's rows take the points
  const bool digit = c.key >= '0' && c.key <= '9';
  if (game.engine().guidance().awaiting == flip7::Guidance::Awaiting::kTarget) {
    // 1–9 are seats 1–9 and 0 the tenth (a table of ten or more).
    if (digit && !c.shift) return choose_target(game, c.key == '0' ? 9 : c.key - '1');
  } else if (digit) {
    if (c.shift) {
      if (auto m = modifier_for_digit(c.key - '0')) return enter_card(game, *m);
      return std::nullopt;
    }
    return enter_card(game, flip7::number_card(c.key - '0'));
  }
  if (c.shift) return std::nullopt;
  switch (c.key) {
    case 'q': return enter_card(game, flip7::number_card(10));
    case 'w': return enter_card(game, flip7::number_card(11));
    case 'e': return enter_card(game, flip7::number_card(12));
    case 'x': return enter_card(game, Card::kTimes2);
    case 'f': return enter_card(game, Card::kFreeze);
    case 't': return enter_card(game, Card::kFlipThree);
    case 'c': return enter_card(game, Card::kSecondChance);
    case 's': return stay(game);
    // The Spanish rulebook's initials, where they clash with nothing:
    // B Bloqueo, V Vida Extra, P Plantarse (Saca Tres keeps T: S is stay).
    case 'b': return enter_card(game, Card::kFreeze);
    case 'v': return enter_card(game, Card::kSecondChance);
    case 'p': return stay(game);
    case 'h': return intent::ToggleCoach{};
    default: return std::nullopt;
  }
}


KeyChord chord_for_card(Card card) {
  if (flip7::is_number(card)) {
    const int v = flip7::number_value(card);
    if (v <= 9) return {'0' + v};
    return {v == 10 ? 'q' : v == 11 ? 'w' : 'e'};
  }
  switch (card) {
    case Card::kPlus2: return {'2', false, true};
    case Card::kPlus4: return {'4', false, true};
    case Card::kPlus6: return {'6', false, true};
    case Card::kPlus8: return {'8', false, true};
    case Card::kPlus10: return {'0', false, true};
    case Card::kTimes2: return {'x'};
    case Card::kFreeze: return {'f'};
    case Card::kFlipThree: return {'t'};
    case Card::kSecondChance: return {'c'};
    default: return {};
  }
}

std::string key_label(Card card) {
  const KeyChord c = chord_for_card(card);
  std::string label;
  if (c.shift) label = "\xE2\x87\xA7";  // ⇧
  const char k = static_cast<char>(c.key);
  label += (k >= 'a' && k <= 'z') ? static_cast<char>(k - 'a' + 'A') : k;
  return label;
}

std::vector<KeyHelp> key_help() {
  return {
      {"0 \xE2\x80\xA6 9", "ui.keys.numbers"},
      {"Q  W  E", "ui.keys.ten_to_twelve"},
      {"\xE2\x87\xA7" "2 \xE2\x87\xA7" "4 \xE2\x87\xA7" "6 \xE2\x87\xA7" "8 \xE2\x87\xA7" "0", "ui.keys.modifiers"},
      {"X", "ui.keys.times2"},
      {"F  T  C", "ui.keys.actions"},
      {"S", "ui.keys.stay"},
      {"B  V  P", "ui.keys.spanish_initials"},
      {"1 \xE2\x80\xA6 9  0", "ui.keys.target"},
      {"H", "ui.keys.coach"},
  };
}

}  // namespace flipside::ui::flip7ui
