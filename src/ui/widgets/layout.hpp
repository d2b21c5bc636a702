// Touch metrics for a table: sizes in ImGui units for the current display
// and scale, and the orientation that picks the table's layout.
#pragma once

#include "imgui.h"

namespace flipside::ui {

inline constexpr float kTouchPx = 48.0f;  // minimum touch target at scale 1

struct Metrics {
  float scale = 1.0f;
  ImVec2 display{1280, 800};
  bool portrait = false;
  float touch = kTouchPx;  // minimum height/width of anything tappable
  float gap = 10.0f;
  float bar = 64.0f;       // top bar height
  float pad_key = 72.0f;   // card pad key height
};

Metrics make_metrics(ImVec2 display, float scale);

// The scale for a display's DPI (96 dpi = 1), rounded to quarter steps so
// fonts stay crisp, clamped to 1..3; combined with the user's text size.
float scale_for_dpi(float dpi, int text_scale_percent);

}  // namespace flipside::ui
