// What both platforms' main loops share (issue 33): the SDL window's events
// turned into intents, one frame built and presented, and the frame's
// intents applied after it. Each platform keeps only its loop's shape, as
// Dear ImGui's examples keep one main.cpp per platform:
//   ui/platform/desktop/app.cpp  sleeps in SDL_WaitEvent (threads at start-up)
//   ui/platform/web/app.cpp      is called back by the browser (no threads)
// Both draw a frame only when something happened (FramePacer).
#pragma once

#include <SDL.h>

#include <memory>
#include <string>
#include <vector>

#include "ui/platform/app.hpp"
#include "ui/shell/controller.hpp"
#include "ui/widgets/fonts.hpp"
#include "ui/shell/intents.hpp"
#include "ui/shell/keymap.hpp"
#include "ui/platform/display.hpp"
#include "ui/platform/frame_pacer.hpp"
#include "ui/platform/voice.hpp"
#include "ui/shell/settings.hpp"
#include "ui/widgets/theme.hpp"
#include "ui/widgets/touch_scroll.hpp"
#include "ui/widgets/ui_context.hpp"

namespace flipside::ui {

// The UI scale: --scale if given, else the display's DPI; times the
// settings' text size; times what fits `window` (AppOptions::fit_window).
float ui_scale_for(const AppOptions& options, const Settings& s, float dpi, ImVec2 window);
// $FLIPSIDE_FONT, else the platform's font file (DejaVu Sans).
const char* font_path();

class AppFrame {
 public:
  // `fonts` were built into ImGui's atlas for `built_for` at `scale`.
  AppFrame(const AppOptions& options, SDL_Window* window, const Settings& launch_settings, const Fonts& fonts,
           float scale, DisplayScale built_for);

  // The controller drawn; links it opens go to SDL_OpenURL (the desktop's
  // browser through xdg-open, a new tab in the browser build), the calls it
  // says to the platform's voice, made on the first call said.
  void attach(std::unique_ptr<Controller> controller);
  Controller* controller() { return controller_.get(); }
  FramePacer& pacer() { return pacer_; }
  ViewState& view() { return view_; }
  bool running() const { return running_; }
  void stop() { running_ = false; }
  int frames() const { return frames_; }
  // Frames wanted with no input: a banner fading, a flicked list gliding.
  bool animating(double now) const { return controller_->banner_visible(now) || touch_.moving(); }

  // Fonts and style for the window's display, once ImGui's back-ends are up.
  void fit_display();
  // One event: ImGui's, then the app's keys (acting at once) and quitting.
  void handle_event(const SDL_Event& event);
  // Builds the frame (fonts and theme brought up to date first); true when built.
  void build(double now);
  // The built frame into the window, on the theme's background.
  void present();
  // The frame's intents, the phones' entries and the league's passes, now
  // that no widget is being drawn; true when any of them changed something.
  bool after_frame();
  // An intent from outside the frame (the browser's file picker answered):
  // applied after the next frame, with that frame's own.
  void queue(Intent intent) { intents_.push_back(std::move(intent)); }
  void draw_upgrade(double now, const store::UpgradeProgress& progress);

  // For tests that drive the real app (the browser's, web/test_hooks.cpp):
  // where each named control was drawn, and the next frame's text.
  void set_diagnostics(Diagnostics* diag) { diag_ = diag; }
  void capture_text() { capture_text_ = true; }
  const std::string& captured_text() const { return captured_text_; }

 private:
  bool take_display_scale();
  ImVec2 window_size() const;
  void rebuild_fonts();
  void style_for_fonts();
  const Settings& settings() const { return controller_ ? controller_->settings() : launch_settings_; }
  Ui frame_ui(double now);
  KeyContext key_context() const;

  AppOptions options_;
  SDL_Window* window_;
  FramePacer pacer_;
  std::unique_ptr<Voice> voice_;  // before the controller that speaks through it
  bool voice_made_ = false;
  std::unique_ptr<Controller> controller_;
  Settings launch_settings_;
  Fonts fonts_;
  float scale_ = 1.0f;
  float framebuffer_scale_ = 1.0f;
  float dpi_ = 96.0f;
  Theme styled_theme_ = Theme::kDark;
  ViewState view_;
  TouchScroll touch_;
  std::vector<Intent> intents_;
  // Keys pressed since the last frame, and their releases held back to the
  // next: ImGui 1.86 reads a key as down or up once a frame, so a press and
  // release in one frame (a quick tap on a slow tablet) would be no press.
  std::vector<SDL_Scancode> pressed_;
  std::vector<SDL_Event> held_back_;
  Diagnostics* diag_ = nullptr;
  bool capture_text_ = false;
  std::string captured_text_;
  bool running_ = true;
  bool screen_saver_off_ = false;
  int frames_ = 0;
};

}  // namespace flipside::ui
