// Phase 10 Flip entries in words (issue 20 item 1), in the core so that the
// app's log, change popup and replay strip and any reader without the app say
// what happened as a person at the table would, never script fields.
//   {"flip":true}       "Flip: everyone turns to the wild side"
//   {"phase":…}         "Ben lays down Phase 3: a red run of 4 and a set of 3 (7s)"
//                       (the groups as the engine laid them, RULINGS Phase 10 Flip 1–2)
//   {"hit":…}           "Ana adds a blue 7 to Ben's red run"
//   {"out":…}           "End of hand: Ana out; points: Ben 35, Cy 10" (cards left
//                       scored by rule 5; typed points also say who completed)
#pragma once

#include <string>

#include <nlohmann/json.hpp>

#include "core/game.hpp"
#include "core/wording.hpp"

namespace flipside::phase10flip {

// From the game as it was just before the entry, each card written by
// `label`; a line that is not Phase 10 Flip's, or that the game refuses, is
// shown as its JSON.
std::string describe_line(const Game& before, const nlohmann::json& line, Lang lang, const CardLabel& label);

}  // namespace flipside::phase10flip
