// Phase 10 Flip entries in words, for the log of entries, the change strip
// and popup and the replay strip (GameUi::describe_entry; issue 20 item 1):
// what happened as a person at the table would say it, never script fields.
//   {"flip":true}       "Flip: to the wild side"
//   {"phase":…}         "Ben lays down Phase 3: a red run of 4 and a set of 3 (7s)"
//                       (the groups as the engine laid them, RULINGS Phase 10 Flip 1–2)
//   {"hit":…}           "Ana adds a blue 7 to Ben's red run"
//   {"out":…}           "End of hand: Ana out; points: Ben 35, Cy 10" (cards left
//                       scored by rule 5; typed points also say who completed)
#pragma once

#include <string>

#include <nlohmann/json.hpp>

#include "core/game.hpp"
#include "ui/ui_context.hpp"

namespace flipside::ui::p10ui {

// From the game as it was just before the entry; a line that is not Phase
// 10 Flip's, or that the game refuses, is shown as written.
std::string describe_entry(const Ui& ui, const Game& before, const nlohmann::json& line);

}  // namespace flipside::ui::p10ui
