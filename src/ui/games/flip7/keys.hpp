// Flip 7's keys on the table (a card is expected): 0–9 numbers 0–9,
// Q W E = 10 11 12, Shift+2/4/6/8/0 = +2 +4 +6 +8 +10, X = x2, F = Freeze,
// T = Flip Three, C = Second Chance, S = stay, H = coach; also the Spanish
// rulebook's initials B (Bloqueo), V (Vida Extra), P (Plantarse). Choosing a
// target: 1–9 = seat number, 0 = the tenth seat. The same table labels the pad's keys and the help.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "games/flip7/game.hpp"
#include "ui/shell/keymap.hpp"

namespace flipside::ui::flip7ui {

std::optional<Intent> table_key(const KeyChord& chord, const flip7::Flip7Game& game);

// The key that enters a card, as printed on its pad button ("5", "Q", "⇧2").
std::string key_label(flip7::Card card);
// The chord key_label() describes (used by tests to keep both in step).
KeyChord chord_for_card(flip7::Card card);

std::vector<KeyHelp> key_help();

}  // namespace flipside::ui::flip7ui
