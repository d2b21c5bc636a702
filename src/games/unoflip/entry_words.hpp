// UNO Flip entries in words (issue 20 item 1), in the core so that the app's
// entry list and replay strip and any reader without the app say alike what
// happened as a person at the table would ("Begoña plays the red 7", "Begoña
// juega el 7 rojo", "End of hand 2 (dark side): Ana went out; Ben 35, Cy 10"),
// never the script's fields. Every line of the contract's "UNO Flip" section
// has its sentence; the cards and colours are named in the rulebook's words
// (cards.cpp).
#pragma once

#include <string>

#include <nlohmann/json.hpp>

#include "core/game.hpp"
#include "core/wording.hpp"

namespace flipside::unoflip {

// `before`: the game just before the line (who went out, the side in play,
// whose Wild Draw is answered are not in the line). Each card and each colour
// is written by `label` (a colour as "unoflip.<colour>", cards.hpp color_arg).
// A line that is not UNO Flip's shows as its JSON.
std::string describe_line(const Game& before, const nlohmann::json& line, Lang lang, const CardLabel& label);

}  // namespace flipside::unoflip
