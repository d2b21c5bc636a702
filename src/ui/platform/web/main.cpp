// The browser build's entry point (issue 33): the app alone, on its default
// database file in the page's persistent storage (storage.js mounts it at
// $HOME before main runs). The desktop's main.cpp adds the command line.
#include "ui/platform/app.hpp"

int main() {
  flipside::ui::AppOptions options;
  return flipside::ui::run_app(options);
}
