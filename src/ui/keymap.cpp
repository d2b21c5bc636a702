#include "ui/keymap.hpp"

namespace flipside::ui {
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

std::optional<Intent> table_key(const KeyChord& c, const KeyContext& ctx) {
  const bool digit = c.key >= '0' && c.key <= '9';
  if (ctx.awaiting_target) {
    if (digit && !c.shift && c.key != '0') return intent::ChooseTarget{c.key - '1'};
  } else if (digit) {
    if (c.shift) {
      if (auto m = modifier_for_digit(c.key - '0')) return intent::EnterCard{*m};
      return std::nullopt;
    }
    return intent::EnterCard{flip7::number_card(c.key - '0')};
  }
  if (c.shift) return std::nullopt;
  switch (c.key) {
    case 'q': return intent::EnterCard{flip7::number_card(10)};
    case 'w': return intent::EnterCard{flip7::number_card(11)};
    case 'e': return intent::EnterCard{flip7::number_card(12)};
    case 'x': return intent::EnterCard{Card::kTimes2};
    case 'f': return intent::EnterCard{Card::kFreeze};
    case 't': return intent::EnterCard{Card::kFlipThree};
    case 'c': return intent::EnterCard{Card::kSecondChance};
    case 's': return intent::Stay{};
    case 'h': return intent::ToggleCoach{};
    case kKeyEscape: return intent::GoHome{};
    default: return std::nullopt;
  }
}

}  // namespace

std::optional<Intent> intent_for_key(const KeyChord& c, const KeyContext& ctx) {
  if (c.ctrl && !c.alt) {
    if (c.key == 'q') return intent::Quit{};
    if (ctx.typing) return std::nullopt;
    const bool game_screen = ctx.screen == Screen::kTable || ctx.screen == Screen::kRoundSummary ||
                             ctx.screen == Screen::kWinner;
    if (game_screen && !ctx.popup_open) {
      if (c.key == 'z' && !c.shift) return intent::Undo{};
      if (c.key == 'y' || (c.key == 'z' && c.shift)) return intent::Redo{};
    }
    return std::nullopt;
  }
  if (c.alt) return std::nullopt;
  if (ctx.popup_open) {
    if (c.key == kKeyEnter || c.key == kKeyEscape) return intent::DismissPopup{};
    return std::nullopt;
  }
  if (ctx.typing) return std::nullopt;
  if (c.key == kKeyF1 || (c.key == '/' && c.shift)) return intent::ShowHelp{};

  switch (ctx.screen) {
    case Screen::kTable: return table_key(c, ctx);
    case Screen::kHome:
      switch (c.key) {
        case kKeyEnter: return intent::ContinueGame{};
        case 'n': return intent::OpenNewGame{};
        case 'h': return intent::OpenHistory{};
        case 'p': return intent::OpenSettings{};
        default: return std::nullopt;
      }
    case Screen::kRoundSummary:
      if (c.key == kKeyEnter || c.key == ' ') return intent::ContinueAfterRound{};
      if (c.key == kKeyEscape) return intent::GoHome{};
      return std::nullopt;
    case Screen::kWinner:
      if (c.key == kKeyEnter || c.key == kKeyEscape) return intent::GoHome{};
      if (c.key == 'n') return intent::PlayAgain{};
      return std::nullopt;
    case Screen::kNewGame:
    case Screen::kHistory:
    case Screen::kSettings:
      if (c.key == kKeyEscape) return intent::Back{};
      return std::nullopt;
  }
  return std::nullopt;
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
      {"1 \xE2\x80\xA6 9", "ui.keys.target"},
      {"H", "ui.keys.coach"},
      {"Ctrl+Z", "ui.keys.undo"},
      {"Ctrl+Y", "ui.keys.redo"},
      {"Enter", "ui.keys.enter"},
      {"Esc", "ui.keys.escape"},
      {"F1  ?", "ui.keys.help"},
      {"Ctrl+Q", "ui.keys.quit"},
  };
}

}  // namespace flipside::ui
