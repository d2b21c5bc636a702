#include "ui/widgets/layout.hpp"

#include <algorithm>
#include <cmath>

namespace flipside::ui {

Metrics make_metrics(ImVec2 display, float scale) {
  Metrics m;
  m.scale = scale;
  m.display = display;
  // A little hysteresis-free rule: taller than wide is portrait.
  m.portrait = display.y > display.x * 1.05f;
  m.touch = kTouchPx * scale;
  m.gap = 10.0f * scale;
  m.bar = 64.0f * scale;
  m.pad_key = 72.0f * scale;
  return m;
}

float scale_for_dpi(float dpi, int text_scale_percent) {
  float dpi_scale = dpi > 0.0f ? dpi / 96.0f : 1.0f;
  dpi_scale = std::clamp(std::round(dpi_scale * 4.0f) / 4.0f, 1.0f, 3.0f);
  return dpi_scale * static_cast<float>(text_scale_percent) / 100.0f;
}

}  // namespace flipside::ui
