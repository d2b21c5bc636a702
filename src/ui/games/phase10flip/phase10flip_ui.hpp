// Phase 10 Flip's part of the app (ui/games/game_ui.hpp): the table screen
// (table_screen.cpp), its key (F = Flip) and its banners.
#pragma once

#include "ui/games/game_ui.hpp"
#include "ui/widgets/ui_context.hpp"

namespace flipside::ui::p10ui {

const GameUi& phase10flip_ui();

// The table screen (table_screen.cpp).
void draw_table(const Ui& ui, const Controller& c, ViewState& view);

}  // namespace flipside::ui::p10ui
