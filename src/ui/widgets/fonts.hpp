// The app's fonts: DejaVu Sans (full Latin-1 plus the few symbols the table
// uses) at four sizes, or ImGui's built-in font with ASCII stand-ins for the
// symbols when DejaVu is not installed.
#pragma once

#include "imgui.h"

namespace flipside::ui {

// Symbols shown next to words (colour never carries meaning alone).
struct Icons {
  const char* freeze;
  const char* flip_three;
  const char* second_chance;
  const char* active;
  const char* stayed;
  const char* busted;
  const char* celebrate;
  const char* frozen;
  const char* dealer;
  const char* next;
  const char* target;
  const char* undo;
  const char* redo;
  const char* home;
  const char* settings;
  const char* help;
  const char* up;
  const char* down;
  const char* remove;
  const char* warning;
  const char* star;
  const char* reshuffle;
  const char* check;
  const char* minus;
  const char* off;  // an unticked toggle
  const char* edit;  // change a past entry
  const char* previous;  // back one step (a replay's previous entry)
};

struct Fonts {
  ImFont* small = nullptr;
  ImFont* body = nullptr;
  ImFont* large = nullptr;
  ImFont* huge = nullptr;
  bool dejavu = false;  // false: built-in fallback (ASCII icons)
  const Icons* icons = nullptr;
};

inline constexpr float kSmallPx = 17.0f;
inline constexpr float kBodyPx = 22.0f;
inline constexpr float kLargePx = 30.0f;
inline constexpr float kHugePx = 54.0f;

// Clears the atlas and adds the four sizes for `scale` (DPI × text size).
// `framebuffer_scale` > 1 on HiDPI back-ends that report window points:
// glyphs are rasterised that much sharper and measured in window units
// (every metric divided by it), so the atlas is sharp and sizes are as at 1×.
Fonts build_fonts(ImFontAtlas& atlas, const char* ttf_path, float scale, float framebuffer_scale);

const Icons& rich_icons();
const Icons& ascii_icons();

}  // namespace flipside::ui
