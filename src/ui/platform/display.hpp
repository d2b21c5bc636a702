// DPI-aware scaling from SDL: the display's DPI gives the UI scale; the
// ratio of drawable (pixel) size to window size gives the framebuffer scale
// on HiDPI back-ends that count window size in points.
#pragma once

#include <SDL.h>

namespace flipside::ui {

struct DisplayScale {
  float dpi = 96.0f;
  float framebuffer = 1.0f;  // drawable / window size
};

DisplayScale query_display_scale(SDL_Window* window);

}  // namespace flipside::ui
