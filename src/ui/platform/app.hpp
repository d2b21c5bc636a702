// The table app: an SDL2 + OpenGL3 window drawn with Dear ImGui.
#pragma once

#include <string>

namespace flipside::ui {

struct AppOptions {
  std::string db_path;        // empty: default location
  int exit_after_frames = 0;  // > 0: quit after that many frames
  int window_width = 1280;
  int window_height = 800;
  float ui_scale = 0.0f;            // > 0: fixed scale instead of the display's DPI
  bool print_startup_time = false;  // prints ms from launch to the first frame shown
  bool frame_stats = false;         // prints the median CPU time of a frame at exit
  bool show_on_phones = false;      // the page on phones on at launch, Settings open on its QR code
  std::string page_bind;            // ADDR:PORT for the page (empty: the LAN address, a free port)
  // The UI scaled down so a window smaller than the screens are laid out
  // for (1280×800, or 800×1280 standing) shows them whole: a tablet's
  // browser (1024×768 CSS pixels on an iPad).
  bool fit_window = false;
};

int run_app(const AppOptions& options);

}  // namespace flipside::ui
