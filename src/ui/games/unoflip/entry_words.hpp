// UNO Flip entries in words (GameUi::describe_entry, issue 20 item 1): the
// entry list, its strip and popup and the replay strip say what happened as
// a person at the table would ("Begoña plays the red 7", "Begoña juega el 7
// rojo", "End of hand 2 (dark side): Ana went out; Ben 35, Cy 10"), never
// the script's fields. Every line of the contract's "UNO Flip" section has
// its sentence; the cards are named in the rulebook's words (cards.cpp).
#pragma once

#include <string>

#include <nlohmann/json.hpp>

#include "games/unoflip/game.hpp"
#include "ui/ui_context.hpp"

namespace flipside::ui::unoflipui {

// `before`: the game just before the line (who went out, the side in play,
// whose Wild Draw is answered are not in the line).
std::string describe_entry(const Ui& ui, const unoflip::UnoFlipGame& before, const nlohmann::json& line);

}  // namespace flipside::ui::unoflipui
