// The table app: an SDL2 + OpenGL3 window drawn with Dear ImGui.
#pragma once

#include <string>

namespace flipside::ui {

struct AppOptions {
  std::string db_path;        // empty: default location
  int exit_after_frames = 0;  // > 0: quit after that many frames
};

int run_app(const AppOptions& options);

}  // namespace flipside::ui
