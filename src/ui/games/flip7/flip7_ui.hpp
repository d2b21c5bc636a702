// Flip 7's part of the app (ui/games/game_ui.hpp): the table screen
// (table_screen.cpp), its keys (keys.hpp), its banners and the target line
// entered by itself when only one player can be targeted.
#pragma once

#include <string>

#include "games/flip7/engine.hpp"
#include "ui/games/game_ui.hpp"
#include "ui/widgets/ui_context.hpp"

namespace flipside::ui::flip7ui {

const GameUi& flip7_ui();

// The table screen (table_screen.cpp); in score mode, its rows of points
// (score_table.cpp).
void draw_table(const Ui& ui, const Controller& c, ViewState& view);
void draw_score_table(const Ui& ui, const Controller& c, ViewState& view);
// Where the score table keeps the round's points being typed (ViewState::lists).
inline constexpr const char* kRoundPointsList = "flip7.round";

// Status of a player in words with its symbol ("✓ Stayed"), or the symbol
// alone where a row has no room for the word.
std::string status_text(const Ui& ui, flip7::Status status);
std::string status_icon(const Ui& ui, flip7::Status status);

}  // namespace flipside::ui::flip7ui
