#include "ui/platform/display.hpp"

#include <algorithm>

namespace flipside::ui {

DisplayScale query_display_scale(SDL_Window* window) {
  DisplayScale s;
  float ddpi = 0.0f;
  const int display = SDL_GetWindowDisplayIndex(window);
  if (display >= 0 && SDL_GetDisplayDPI(display, &ddpi, nullptr, nullptr) == 0 && ddpi > 10.0f) s.dpi = ddpi;
  int w = 0, h = 0, dw = 0, dh = 0;
  SDL_GetWindowSize(window, &w, &h);
  SDL_GL_GetDrawableSize(window, &dw, &dh);
  if (w > 0 && dw > 0) s.framebuffer = std::max(1.0f, static_cast<float>(dw) / static_cast<float>(w));
  // The UI is laid out in window units and the framebuffer scale sharpens
  // it, so the DPI wanted is per window unit. SDL counts a browser's in
  // framebuffer pixels (96 × the device pixel ratio), which would scale
  // the UI twice; X11's framebuffer scale is always 1.
  s.dpi /= s.framebuffer;
  return s;
}

DisplayScale guess_display_scale() {
  DisplayScale s;
  float ddpi = 0.0f;
  if (SDL_GetDisplayDPI(0, &ddpi, nullptr, nullptr) == 0 && ddpi > 10.0f) s.dpi = ddpi;
  return s;
}

}  // namespace flipside::ui
