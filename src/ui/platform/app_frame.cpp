#include "ui/platform/app_frame.hpp"

#include <SDL_opengl.h>

#include <algorithm>
#include <cstdlib>

#include "imgui.h"
#include "imgui_impl_opengl3.h"
#include "imgui_impl_sdl.h"
#include "ui/shell/draft.hpp"
#include "ui/shell/frame.hpp"
#include "ui/widgets/layout.hpp"
#include "ui/platform/key_translate.hpp"

#ifndef FLIPSIDE_FONT_PATH
#define FLIPSIDE_FONT_PATH "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"
#endif

namespace flipside::ui {
namespace {

// How far (at scale 1) a finger may wander and still tap, not drag.
constexpr float kTapSlop = 12.0f;
// The window every screen is laid out for at scale 1 (lying; standing swaps them).
constexpr float kDesignLong = 1280.0f;
constexpr float kDesignShort = 800.0f;

}  // namespace

float ui_scale_for(const AppOptions& options, const Settings& s, float dpi, ImVec2 window) {
  const float scale =
      options.ui_scale > 0 ? options.ui_scale * s.text_scale / 100.0f : scale_for_dpi(dpi, s.text_scale);
  if (!options.fit_window || window.x <= 0 || window.y <= 0) return scale;
  const bool standing = window.y > window.x;
  const ImVec2 design = standing ? ImVec2(kDesignShort, kDesignLong) : ImVec2(kDesignLong, kDesignShort);
  return scale * std::min({1.0f, window.x / design.x, window.y / design.y});
}

const char* font_path() {
  const char* path = std::getenv("FLIPSIDE_FONT");
  return path ? path : FLIPSIDE_FONT_PATH;
}

AppFrame::AppFrame(const AppOptions& options, SDL_Window* window, const Settings& launch_settings,
                   const Fonts& fonts, float scale, DisplayScale built_for)
    : options_(options), window_(window), pacer_(options.exit_after_frames > 0), launch_settings_(launch_settings),
      fonts_(fonts), scale_(scale), framebuffer_scale_(built_for.framebuffer), dpi_(built_for.dpi) {}

void AppFrame::attach(std::unique_ptr<Controller> controller) {
  controller_ = std::move(controller);
  controller_->set_link_opener([](const std::string& url) { SDL_OpenURL(url.c_str()); });
  controller_->set_voice([this](const std::string& words, Lang lang) {
    if (!voice_made_ && words.empty()) return;  // nothing said yet: nothing to silence
    if (!voice_made_) {
      voice_made_ = true;
      voice_ = make_voice();
    }
    if (voice_) voice_->say(words, lang);
  });
}

void AppFrame::fit_display() {
  ImGuiIO& io = ImGui::GetIO();
  io.IniFilename = nullptr;               // nothing of ImGui's own is saved
  io.ConfigInputTextCursorBlink = false;  // a blinking caret would keep the loop awake
  if (take_display_scale()) {
    rebuild_fonts();  // the guess was wrong: fonts for this display
  } else {
    style_for_fonts();  // the atlas start-up built is the one
  }
}

ImVec2 AppFrame::window_size() const {
  int w = 0, h = 0;
  SDL_GetWindowSize(window_, &w, &h);
  return ImVec2(static_cast<float>(w), static_cast<float>(h));
}

bool AppFrame::take_display_scale() {
  const DisplayScale ds = query_display_scale(window_);
  const bool rescaled = ui_scale_for(options_, settings(), ds.dpi, window_size()) != scale_;
  if (ds.dpi == dpi_ && ds.framebuffer == framebuffer_scale_ && !rescaled) return false;
  dpi_ = ds.dpi;
  framebuffer_scale_ = ds.framebuffer;
  return true;
}

void AppFrame::rebuild_fonts() {
  scale_ = ui_scale_for(options_, settings(), dpi_, window_size());
  fonts_ = build_fonts(*ImGui::GetIO().Fonts, font_path(), scale_, framebuffer_scale_);
  style_for_fonts();
}

void AppFrame::style_for_fonts() {
  const Theme theme = settings().theme;
  ImGui::GetIO().FontGlobalScale = 1.0f;  // fonts are measured in window units (build_fonts)
  apply_style(theme, scale_);
  styled_theme_ = theme;
}

KeyContext AppFrame::key_context() const {
  KeyContext k;
  k.screen = controller_->screen();
  k.popup_open = controller_->popup().has_value();
  k.popup_enter = controller_->popup_enter();
  k.typing = ImGui::GetIO().WantTextInput;
  if (view_.prompt) k.prompt = &*view_.prompt;
  if (controller_->game()) {
    k.game_ui = controller_->game_ui();
    k.game = &controller_->game()->game();
  }
  return k;
}

void AppFrame::handle_event(const SDL_Event& event) {
  if (event.type == SDL_KEYUP &&
      std::find(pressed_.begin(), pressed_.end(), event.key.keysym.scancode) != pressed_.end()) {
    held_back_.push_back(event);  // let go after the frame that shows it down (after_frame)
    return;
  }
  if (event.type == SDL_KEYDOWN) pressed_.push_back(event.key.keysym.scancode);
  ImGui_ImplSDL2_ProcessEvent(&event);
  if (event.type == SDL_QUIT) running_ = false;
  if (event.type == SDL_WINDOWEVENT && event.window.event == SDL_WINDOWEVENT_CLOSE &&
      event.window.windowID == SDL_GetWindowID(window_))
    running_ = false;
  const bool rescaled = event.type == SDL_WINDOWEVENT && (event.window.event == SDL_WINDOWEVENT_DISPLAY_CHANGED ||
                                                          event.window.event == SDL_WINDOWEVENT_SIZE_CHANGED);
  if (rescaled && take_display_scale()) {
    ImGui_ImplOpenGL3_DestroyFontsTexture();
    rebuild_fonts();
    ImGui_ImplOpenGL3_CreateFontsTexture();
  }
  if (event.type == SDL_KEYDOWN && !controller_) {
    // The upgrade screen's one key: Ctrl+Q quits as everywhere (the upgrade stops, nothing lost).
    if (event.key.keysym.sym == SDLK_q && (event.key.keysym.mod & KMOD_CTRL)) running_ = false;
    return;
  }
  if (event.type == SDL_KEYDOWN) {
    if (auto chord = chord_from_sdl(event.key)) {
      // Keys act at once (not inside any widget): the next frame shows it.
      if (auto intent = intent_for_key(*chord, key_context())) {
        // The key did its work here (a popup's Enter, a card): a widget that
        // reads keys in the next frame (the number pad's Enter, with the
        // popup gone) must not take it a second time.
        const int scancode = event.key.keysym.scancode;
        if (scancode >= 0 && scancode < IM_ARRAYSIZE(ImGui::GetIO().KeysDown)) ImGui::GetIO().KeysDown[scancode] = false;
        controller_->apply(*intent);
      }
    }
  }
}

Ui AppFrame::frame_ui(double now) {
  ImGui_ImplOpenGL3_NewFrame();
  ImGui_ImplSDL2_NewFrame();
  touch_.before_frame(kTapSlop * scale_);
  ImGui::NewFrame();
  touch_.after_new_frame();
  const Settings& s = settings();
  return Ui{Tr(s.lang), palette(s.theme), fonts_, *fonts_.icons, make_metrics(ImGui::GetIO().DisplaySize, scale_),
            now, diag_, &intents_};
}

void AppFrame::present() {
  int fw = 0, fh = 0;
  SDL_GL_GetDrawableSize(window_, &fw, &fh);
  glViewport(0, 0, fw, fh);
  const ImVec4 bg = palette(settings().theme).window_bg;
  glClearColor(bg.x, bg.y, bg.z, 1.0f);
  glClear(GL_COLOR_BUFFER_BIT);
  ImGui_ImplOpenGL3_RenderDrawData(ImGui::GetDrawData());
  SDL_GL_SwapWindow(window_);
}

void AppFrame::build(double now) {
  if (controller_->take_fonts_dirty()) {
    ImGui_ImplOpenGL3_DestroyFontsTexture();
    rebuild_fonts();
    ImGui_ImplOpenGL3_CreateFontsTexture();
  }
  if (styled_theme_ != controller_->settings().theme) style_for_fonts();
  const Ui ui = frame_ui(now);
  // ImGui's log ends with each top-level window and is handed to the
  // clipboard then: for this frame the "clipboard" is captured_text_.
  ImGuiIO& io = ImGui::GetIO();
  const auto set_clipboard = io.SetClipboardTextFn;
  void* const clipboard_data = io.ClipboardUserData;
  const bool capturing = capture_text_;
  if (capturing) {
    captured_text_.clear();
    io.ClipboardUserData = &captured_text_;
    io.SetClipboardTextFn = [](void* text, const char* logged) { *static_cast<std::string*>(text) += logged; };
    ImGui::LogToClipboard();
  }
  draw_frame(ui, *controller_, view_);
  if (capturing) {
    ImGui::LogFinish();  // if no window ended it
    io.SetClipboardTextFn = set_clipboard;
    io.ClipboardUserData = clipboard_data;
    capture_text_ = false;
  }
  ImGui::Render();
  ++frames_;
}

bool AppFrame::after_frame() {
  const bool changed = !intents_.empty();
  for (const Intent& i : intents_) controller_->apply(i);
  intents_.clear();
  const bool changed_by_phone = controller_->serve_phones(view_);
  const bool changed_by_league = controller_->follow_league();
  keep_draft(*controller_, view_);  // a form half filled in is on disk before the next frame
  if (changed || changed_by_phone || changed_by_league) pacer_.on_input();
  pacer_.on_frame();
  if (frames_ == 1) controller_->start_background_work();

  const bool awake = controller_->keep_awake_wanted();
  if (awake != screen_saver_off_) {
    if (awake) {
      SDL_DisableScreenSaver();
    } else {
      SDL_EnableScreenSaver();
    }
    screen_saver_off_ = awake;
  }
  if (controller_->quit_requested()) running_ = false;
  if (options_.exit_after_frames > 0 && frames_ >= options_.exit_after_frames) running_ = false;
  pressed_.clear();
  for (SDL_Event& e : held_back_) SDL_PushEvent(&e);  // the releases, for the next frame
  held_back_.clear();
  return changed || changed_by_phone || changed_by_league;
}

void AppFrame::draw_upgrade(double now, const store::UpgradeProgress& progress) {
  draw_upgrade_frame(frame_ui(now), progress);
  ImGui::Render();
  present();
}

}  // namespace flipside::ui
