// The Flinch table's parts (table_screen.cpp draws them in their places):
// the card tile every part uses, and the piles', the players' and the pad's
// panels, each in its own file.
#pragma once

#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "ui/shell/controller.hpp"
#include "ui/games/flinch/flinch_ui.hpp"
#include "ui/games/flinch/table_view.hpp"
#include "ui/widgets/widgets.hpp"

namespace flipside::ui::flinchui {

inline constexpr const char* kDot = "  \xC2\xB7  ";

inline const flinch::FlinchGame& flinch_game(const Controller& c) { return *as_flinch(&c.game()->game()); }

// --- the card tile (table_tiles.cpp) ---
enum class Look { kNormal, kDim, kSelected, kTarget };
float text_width(ImFont* font, const std::string& s);
// `text` cut to `width` in `font`; an overflow is reported when it had to be cut.
std::string fit(const Ui& ui, ImFont* font, const std::string& text, float width, const std::string& what);
// A card place on the table: a caption (small, with ✓ when picked, ▶ when
// the picked card may go there) over its number (large). Tappable.
bool tile(const Ui& ui, const std::string& id, const std::string& caption, const std::string& value, ImVec2 size,
          Look look);
float tile_height(const Ui& ui);
void apply_tap(const Ui& ui, ViewState& vs, Tap tap);
std::string numbers(const int* v, int n);  // "3 / 9"

// --- the centre piles (table_piles.cpp) ---
// The panel's height for `piles` on the table: its caption and the rows
// that hold New pile and the piles, two at least.
float piles_height(const Ui& ui, const flinch::Options& o, float width, int piles);
void piles_panel(const Ui& ui, const Controller& c, ViewState& vs, const TableView& view, ImVec2 size);

// --- the players' rows (table_seats.cpp) ---
// The rows a tap is wanted on, as shown in the rows' place: the one the
// table waits on (the mover, or who reveals), then any other (the mover's
// partner).
struct LiveRows {
  std::optional<std::pair<ImVec2, ImVec2>> focus;
  std::vector<std::pair<ImVec2, ImVec2>> others;
};
// The players' rows. The scrollbar's room is always kept, so a list that
// comes to need one narrows nothing. The row to play from comes to the top
// of the list when it changes (the next players follow it, in their order),
// so the room under it is free for the Flinch! panel; a list longer than its
// place can bring any row to the top. `below`: the room the call panel
// takes, which the rows can scroll past. Returns the rows a tap is wanted on
// now (the player on turn, their partner, a reveal asked for), as much of
// each as is in view.
LiveRows seats_panel(const Ui& ui, const Controller& c, ViewState& vs, const TableView& view, ImVec2 size,
                     float below);

// --- the 1–15 pad, its prompt and what the table said (table_pad.cpp) ---
void pad_panel(const Ui& ui, const Controller& c, ViewState& vs, const TableView& view, ImVec2 size);

}  // namespace flipside::ui::flinchui
