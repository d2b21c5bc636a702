#include "ui/shell/keymap.hpp"

#include "ui/games/game_ui.hpp"
#include "ui/widgets/ui_context.hpp"

namespace flipside::ui {
namespace {

// While the table asks a question, a key that would act says the question
// instead (issue 32 item 2): only its answers, Undo and Cancel are live.
std::optional<Intent> key_while_asked(const KeyContext& ctx) {
  if (ctx.screen != Screen::kTable || !ctx.prompt) return std::nullopt;
  return intent::Explain{answer_first(*ctx.prompt)};
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
      if (c.key == 'y' || (c.key == 'z' && c.shift)) return key_while_asked(ctx).value_or(intent::Redo{});
    }
    // History: Ctrl+Z brings back the game just deleted.
    if (ctx.screen == Screen::kHistory && !ctx.popup_open && c.key == 'z' && !c.shift) return intent::UndoDelete{};
    return std::nullopt;
  }
  if (c.alt) return std::nullopt;
  if (ctx.popup_open) {
    if (c.key == kKeyEnter && ctx.typing) return std::nullopt;  // the popup's text field takes Enter (rename)
    if (c.key == kKeyEnter) return ctx.popup_enter;  // the popup's primary button, where Undo takes it back
    if (c.key == kKeyEscape) return intent::DismissPopup{};
    return std::nullopt;
  }
  if (ctx.typing) return std::nullopt;
  if (c.key == kKeyF1 || (c.key == '/' && c.shift)) return intent::ShowHelp{};

  switch (ctx.screen) {
    case Screen::kTable:
      if (c.key == kKeyEscape) return intent::GoHome{};
      if (ctx.game_ui && ctx.game) {
        auto key = ctx.game_ui->on_key(c, *ctx.game);
        if (!key) return key;
        if (auto asked = key_while_asked(ctx)) return asked;
        return key;
      }
      return std::nullopt;
    case Screen::kReplay:
      // Left/Right step through the round; the game's own keys would enter
      // something, which the replay refuses with a sentence.
      if (c.key == kKeyEscape) return intent::CloseReplay{};
      if (c.key == kKeyLeft) return intent::ReplayStep{-1};
      if (c.key == kKeyRight) return intent::ReplayStep{1};
      if (ctx.game_ui && ctx.game) return ctx.game_ui->on_key(c, *ctx.game);
      return std::nullopt;
    case Screen::kHome:
      switch (c.key) {
        case kKeyEnter: return intent::ContinueGame{};
        case 'n': return intent::OpenNewGame{};
        case 'h': return intent::OpenHistory{};
        case 's': return intent::OpenStats{};
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
    case Screen::kHistory:
      if (c.key == 'b') return intent::OpenBin{};  // the bin, a key away (its button says how full)
      if (c.key == kKeyEscape) return intent::Back{};
      return std::nullopt;
    case Screen::kNewGame:
    case Screen::kBin:
    case Screen::kSettings:
    case Screen::kScoresheet:
    case Screen::kLog:
    case Screen::kStats:
      if (c.key == kKeyEscape) return intent::Back{};
      return std::nullopt;
    case Screen::kPlayerStats:
    case Screen::kGameStats:
      if (c.key == kKeyEscape) return intent::OpenStats{};
      return std::nullopt;
  }
  return std::nullopt;
}

std::vector<KeyHelp> key_help(const GameUi* game_ui, const Game* game) {
  std::vector<KeyHelp> keys;
  if (game_ui) keys = game ? game_ui->key_help_for(*game) : game_ui->key_help();
  keys.insert(keys.end(), {
      {"Ctrl+Z", "ui.keys.undo"},
      {"Ctrl+Y", "ui.keys.redo"},
      {"Enter", "ui.keys.enter"},
      {"Esc", "ui.keys.escape"},
      {"F1  ?", "ui.keys.help"},
      {"Ctrl+Q", "ui.keys.quit"},
  });
  return keys;
}

}  // namespace flipside::ui
