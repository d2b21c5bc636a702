// The Phase 10 Flip table's parts (table_screen.cpp draws them in their
// places): what the rows and the pad share, the players' rows
// (table_rows.cpp) and the pad with its tray (table_pad.cpp).
#pragma once

#include <string>
#include <vector>

#include "games/phase10flip/game.hpp"
#include "games/phase10flip/grouping.hpp"
#include "ui/shell/controller.hpp"
#include "ui/games/phase10flip/entries.hpp"
#include "ui/games/phase10flip/phase10flip_ui.hpp"
#include "ui/games/phase10flip/prompt.hpp"
#include "ui/games/phase10flip/table_view.hpp"
#include "ui/widgets/widgets.hpp"

namespace flipside::ui::p10ui {

// Only drawn for a Phase 10 Flip game (draw_table checks).
inline const phase10flip::Phase10FlipGame& p10_game(const Controller& c) { return *as_phase10flip(&c.game()->game()); }

// --- shared (table_screen.cpp) ---
// "1 · Run ♥ Red", "2 · Set of 7".
std::string group_title(const Ui& ui, const GroupView& g);
// The views' own state for this game and moment: the tray and the form are
// dropped when the game changes (an entry, an undo).
// The stamp is "game:hand:lines"; a new hand (or another game) gives the
// entries back to the hand's first player, to the dealer's left (issue 20
// item 3: the selected player starts each hand on the player on turn).
void sync_view_state(const Controller& c, const phase10flip::Engine& engine, ViewState& view);
// The ways the tray (view.picked) makes the chosen player's phase, computed
// again only when the tray or the phase changes (the search runs on every
// change, not every frame), kept in view.table_memo.
const std::vector<CardGroups>& tray_groupings(ViewState& view, int phase);
// The player a sentence of this table was about (a hit refused, a group
// tapped too early): it goes when another player is chosen (issue 20 item 6).
inline constexpr const char* kInfoFor = "p10.info_for";
void explain(const Ui& ui, ViewState& view, Message why);

// --- the players' rows (table_rows.cpp) ---
// Every row and every way of laying cards down has one geometry, whatever
// its groups hold (issue 32 item 3: a hit that wrapped a run onto a second
// line grew a row by 68 px, and the next tap meant for the row below landed
// on it; a fourth row was cut off at 1280x800): one band, the name, then
// the phase in words and pictures until it is laid down, its groups after,
// each in a box of fixed size whose cards narrow to fit, then the points.
struct RowGeometry {
  float pad;       // inside the row, around its lines
  float gap;       // between the lines and between the boxes
  float chip_h;    // a card's height in a group's box
  float box_h;     // a group's box: its title over its cards
  float height;    // every row's
  float right_w;   // the points
};
RowGeometry row_geometry(const Ui& ui, float width);
void players_panel(const Ui& ui, const Controller& c, ViewState& view, const TableView& tv, ImVec2 size);
// One way to lay the tray down, as its groups would lie on the table (the
// rows' boxes, side by side), a tappable strip.
bool way_option(const Ui& ui, int index, const CardGroups& way, int phase, float width, const RowGeometry& geo);

// --- the card pad, the tray and the ways to lay it down (table_pad.cpp) ---
void pad_panel(const Ui& ui, const Controller& c, ViewState& view, const TableView& tv, ImVec2 size);

}  // namespace flipside::ui::p10ui
