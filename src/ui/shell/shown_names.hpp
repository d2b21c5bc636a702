// The open game's players as this device spells them (shown_names.cpp).
#pragma once

#include <string>
#include <vector>

#include "ui/widgets/ui_context.hpp"

namespace flipside::ui {

class Controller;

// Script spelling -> the device's, for the players whose two differ.
ShownNames shown_names(const Controller& c);
// A game's players, seat by seat, in the device's spelling (Tr::name).
std::vector<std::string> shown_players(const Ui& ui, const std::vector<std::string>& scripted);

}  // namespace flipside::ui
