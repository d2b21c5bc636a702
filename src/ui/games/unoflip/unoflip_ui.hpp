// UNO Flip's part of the app (ui/games/game_ui.hpp): the table screen
// (table_screen.cpp) for play mode and score mode, a few keys, its banners.
#pragma once

#include <optional>
#include <vector>

#include "games/unoflip/game.hpp"
#include "ui/games/game_ui.hpp"
#include "ui/widgets/ui_context.hpp"

namespace flipside::ui::unoflipui {

const GameUi& unoflip_ui();

// The game behind a generic one, or null when it is not UNO Flip.
const unoflip::UnoFlipGame* as_unoflip(const Game* game);

// The look (colour, title, symbol) of a notice worth more than a line: the
// message place shows it so (FLIP!, UNO!, Out!...); only the game's end is
// also a banner (GameUi::banner).
std::optional<BannerLook> notice_look(const Message& notice);

// The table screen (table_screen.cpp).
void draw_table(const Ui& ui, const Controller& c, ViewState& view);

// Keys: D draw, P pass, U UNO.
std::optional<Intent> table_key(const KeyChord& chord, const unoflip::UnoFlipGame& game);
std::vector<KeyHelp> key_help();

}  // namespace flipside::ui::unoflipui
