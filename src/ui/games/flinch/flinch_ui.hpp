// Flinch's part of the app (ui/games/game_ui.hpp): the table screen
// (table_screen.cpp), its keys and its banners.
#pragma once

#include <optional>
#include <vector>

#include "games/flinch/game.hpp"
#include "ui/games/game_ui.hpp"
#include "ui/widgets/ui_context.hpp"

namespace flipside::ui::flinchui {

const GameUi& flinch_ui();

// The table screen (table_screen.cpp).
void draw_table(const Ui& ui, const Controller& c, ViewState& view);

// Keys: while a Flinch top is to be revealed 1–9, 0 = 10, Q W E R T = 11–15;
// F plays the mover's Flinch top where it goes (with the option "hints" only).
std::optional<Intent> table_key(const KeyChord& chord, const flinch::FlinchGame& game);
// The keys for the help: F only where the game's hints are on.
std::vector<KeyHelp> key_help(const flinch::Options& options = {});

}  // namespace flipside::ui::flinchui
