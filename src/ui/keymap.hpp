// The keyboard map, free of SDL so it can be tested and documented from one
// place: the same table labels the card pad buttons and the help popup.
//
// Table (a card is expected):  0–9 numbers 0–9, Q W E = 10 11 12,
//   Shift+2/4/6/8/0 = +2 +4 +6 +8 +10, X = x2, F = Freeze, T = Flip Three,
//   C = Second Chance, S = stay, H = coach, Ctrl+Z undo, Ctrl+Y (or
//   Ctrl+Shift+Z) redo, Esc = home. Choosing a target: 1–9 = seat number.
// Everywhere: Ctrl+Q quits, F1 or ? shows the keys, Enter/Esc close a popup.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "games/flip7/cards.hpp"
#include "ui/intents.hpp"
#include "ui/screen_id.hpp"

namespace flipside::ui {

// A key as the keyboard map sees it: printable keys by their lower-case
// ASCII code ('a', '5', '/'), the rest by the constants below.
enum Key : int {
  kKeyEnter = 0x100,
  kKeyEscape,
  kKeyF1,
  kKeyBackspace,
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
  bool awaiting_target = false;
  bool typing = false;  // a text field has the keyboard
};

std::optional<Intent> intent_for_key(const KeyChord& chord, const KeyContext& context);

// The key that enters a card, as printed on its pad button ("5", "Q", "⇧2").
std::string key_label(flip7::Card card);
// The chord key_label() describes (used by tests to keep both in step).
KeyChord chord_for_card(flip7::Card card);

// Lines for the help popup: key text, then the "ui.*" key of what it does.
struct KeyHelp {
  std::string keys;
  const char* what;
};
std::vector<KeyHelp> key_help();

}  // namespace flipside::ui
