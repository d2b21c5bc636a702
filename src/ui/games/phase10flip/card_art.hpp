// How Phase 10 Flip cards look on the table, shared by its parts (the
// table, the hand-end form): the printed colours, each with its symbol and
// letter too (colour never speaks alone), chips for cards in rows and the
// tray, and the pad's keys.
#pragma once

#include <optional>
#include <string>

#include <imgui.h>

#include "games/phase10flip/cards.hpp"
#include "ui/games/phase10flip/table_view.hpp"
#include "ui/widgets/ui_context.hpp"

namespace flipside::ui::p10ui {

// Card faces: the printed colours, the same in both themes.
extern const ImU32 kFill[phase10flip::kColours];
extern const ImU32 kInk[phase10flip::kColours];
extern const char* const kColourKeys[phase10flip::kColours];

std::string symbol(const Ui& ui, int colour);       // ♥ ❄ ▲ ● (R B G Y without the symbol font)
std::string colour_name(const Ui& ui, int colour);  // "Red" / "Rojo"
std::string side_symbol(const Ui& ui, phase10flip::Side side);
std::string card_label(const Ui& ui, const phase10flip::Card& c);  // "♥ 7", "★"
ImU32 card_fill(const Ui& ui, const phase10flip::Card& c);
ImU32 card_ink(const Ui& ui, const phase10flip::Card& c);
std::string colour_letter(const Ui& ui, const phase10flip::Card& c);
// A chip: the card's symbol and face, then its colour's letter.
float chip_width(const Ui& ui, const phase10flip::Card& c, float height);
void draw_chip(const Ui& ui, ImDrawList* draw, ImVec2 pos, const phase10flip::Card& c, ImVec2 size);
// Text drawn at a point, cut to a width with "…".
void draw_text(ImDrawList* draw, ImFont* font, ImVec2 pos, ImU32 colour, const std::string& text, float width);
// A card key (or a colour tab): a face in its colour with its label; true when tapped.
bool face_key(const Ui& ui, const std::string& id, ImU32 fill, ImU32 ink, const std::string& label, ImVec2 size,
              bool selected, bool enabled);
// The card pad for the side in play, as the table and the hand's end both
// draw it (at the current item spacing): on the colour side a row of colour
// tabs (`colour` is the tab shown; a tap changes it), then the keys, seven
// to a row, `key_h` tall. Ids are `prefix` + ".colour.<colour>" and
// ".card.<key>". Returns the key tapped.
std::optional<PadKey> card_pad(const Ui& ui, const std::string& prefix, phase10flip::Side side, int& colour,
                               float width, float key_h, bool enabled);

}  // namespace flipside::ui::p10ui
