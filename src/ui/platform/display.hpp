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
// Before any window exists: the first display's DPI, framebuffer scale 1
// (what X11 always has). Start-up builds the fonts for it while the window
// opens, and builds them again in the rare case the window says otherwise.
DisplayScale guess_display_scale();

}  // namespace flipside::ui
