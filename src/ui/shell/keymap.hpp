// The keyboard map, free of SDL so it can be tested and documented from one
// place: the same table labels the card pad buttons and the help popup.
//
// The shell's keys: Ctrl+Z undo, Ctrl+Y (or Ctrl+Shift+Z) redo on the game's
// screens, Esc goes back, Ctrl+Q quits, F1 or ? shows the keys, Esc closes
// a popup and Enter takes its primary button (Controller::popup_enter). On the table every other key is the game's (GameUi::on_key,
// in src/ui/games/<id>/).
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "core/game.hpp"
#include "ui/shell/intents.hpp"
#include "ui/shell/screen_id.hpp"

namespace flipside::ui {

class GameUi;

// A key as the keyboard map sees it: printable keys by their lower-case
// ASCII code ('a', '5', '/'), the rest by the constants below.
enum Key : int {
  kKeyEnter = 0x100,
  kKeyEscape,
  kKeyF1,
  kKeyBackspace,
  kKeyLeft,
  kKeyRight,
};

struct KeyChord {
  int key = 0;
  bool ctrl = false;
  bool shift = false;
  bool alt = false;
};

struct KeyContext {
  Screen screen = Screen::kHome;
  bool popup_open = false;
  std::optional<Intent> popup_enter = intent::DismissPopup{};  // Controller::popup_enter
  const GameUi* game_ui = nullptr;  // the open game's table, on the table screen
  const Game* game = nullptr;
  bool typing = false;  // a text field has the keyboard
  // The question the table waits on (ViewState::prompt; null: none): the
  // game's keys and Redo say it instead of entering anything (issue 32 item 2).
  const Message* prompt = nullptr;
};

std::optional<Intent> intent_for_key(const KeyChord& chord, const KeyContext& context);

// Lines for the help popup: key text, then the "ui.*" key of what it does.
struct KeyHelp {
  std::string keys;
  const char* what;
};
// The shell's keys, with the game's (when one is given) first: those that
// work in `game` when it is given (GameUi::key_help_for).
std::vector<KeyHelp> key_help(const GameUi* game_ui = nullptr, const Game* game = nullptr);

}  // namespace flipside::ui
