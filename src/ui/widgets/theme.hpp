// Dark and light themes: ImGui's style plus the table's own colours. Every
// colour here has a word or symbol next to it on screen (status words, card
// labels, banner titles), so a colour-blind player loses nothing.
#pragma once

#include <array>

#include "imgui.h"
#include "ui/shell/settings.hpp"

namespace flipside::ui {

struct Palette {
  ImU32 text;
  ImU32 text_dim;
  ImU32 row;             // a player's row
  ImU32 row_next;        // the row of who receives the next card
  ImU32 row_out;         // busted / stayed / frozen rows
  ImU32 outline_next;
  ImU32 target;          // rows that can be tapped as a target
  ImU32 bust;
  ImU32 celebrate;  // a win, a perfect round
  ImU32 frozen;
  ImU32 second_chance;
  ImU32 reshuffle;
  ImU32 info;
  ImU32 banner_text;
  ImU32 card_number;
  ImU32 card_number_text;
  ImU32 card_modifier;
  ImU32 card_modifier_text;
  ImU32 card_action;
  ImU32 card_action_text;
  ImU32 card_outline;
  ImU32 grid;
  ImU32 dim_overlay;
  std::array<ImU32, 8> series;  // chart lines (each also has its own marker)
  ImVec4 button;
  ImVec4 button_hover;
  ImVec4 primary;
  ImVec4 primary_hover;
  ImVec4 danger;
  ImVec4 progress;
  ImVec4 window_bg;
};

const Palette& palette(Theme theme);

// Resets ImGui's style to the theme and scales its sizes for touch.
void apply_style(Theme theme, float scale);

}  // namespace flipside::ui
