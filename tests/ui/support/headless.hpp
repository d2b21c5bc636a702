// Dear ImGui without a backend: a context, the app's real fonts in an atlas
// built in memory, a fixed display size. Frames are drawn with the same
// draw_frame() as the app; after each one the ImGui stacks are checked so a
// missing End/Pop shows up as a test failure, not as a later assert.
#pragma once

#include <functional>
#include <string>
#include <vector>

#include "imgui.h"
#include "ui/shell/controller.hpp"
#include "ui/widgets/fonts.hpp"
#include "ui/shell/frame.hpp"
#include "ui/widgets/ui_context.hpp"

namespace flipside::ui::test {

// Every look a render test goes through: both languages, landscape and
// portrait, 100 % and 125 % text.
struct Look {
  Lang lang;
  ImVec2 size;
  float scale;
  std::string name() const {
    return std::string(lang == Lang::kSpanish ? "es " : "en ") + std::to_string(static_cast<int>(size.x)) + "x" +
           std::to_string(static_cast<int>(size.y)) + " " + std::to_string(scale);
  }
};
inline void for_each_look(const std::function<void(const Look&)>& check) {
  for (Lang lang : {Lang::kEnglish, Lang::kSpanish})
    for (ImVec2 size : {ImVec2(1280, 800), ImVec2(800, 1280)})
      for (float scale : {1.0f, 1.25f}) check(Look{lang, size, scale});
}

class Headless {
 public:
  Headless(ImVec2 display, float scale = 1.0f, const char* font = nullptr);
  ~Headless();
  Headless(const Headless&) = delete;
  Headless& operator=(const Headless&) = delete;

  // Draws `count` frames of `body` instead of a controller's screens (the
  // upgrade screen, drawn before there is a controller), in `lang` and `theme`.
  void frames_of(Lang lang, Theme theme, const std::function<void(const Ui&)>& body, int count = 3);
  // Draws `count` frames of the controller's state (applying nothing) and
  // returns the intents the last frame emitted.
  std::vector<Intent> frames(const Controller& c, int count = 3);
  // Draws frames and applies their intents, like the app's loop.
  void run(Controller& c, int count = 3);
  // A mouse tap on a widget drawn in the last frame (by its Diagnostics
  // name); returns the intents the tap produced. False if not on screen.
  std::vector<Intent> tap(const Controller& c, const std::string& widget, bool* found = nullptr);
  // Keys typed into whatever has the keyboard (text, then Enter if asked);
  // returns the intents of those frames.
  std::vector<Intent> type(const Controller& c, const std::string& text, bool enter);
  // One key pressed then released (ImGuiKey_Backspace, ImGuiKey_Enter);
  // returns the intents of those frames.
  std::vector<Intent> press(const Controller& c, ImGuiKey key);
  // A tap at a point of the screen, whatever is drawn there.
  std::vector<Intent> tap_at(const Controller& c, ImVec2 point);
  // The mouse wheel turned `notches` times at `point` (negative: down), one
  // notch a frame, as a finger's drag would scroll a list.
  void scroll_at(const Controller& c, ImVec2 point, int notches);

  ImVec2 display() const { return display_; }

  Diagnostics diag;
  std::vector<std::string> stack_errors;  // unbalanced Begin/Push found after a frame
  ViewState view;
  // The text the last frame drew through ImGui's widgets in the screen's
  // window (ImGui's log, which stops at the end of the first top-level
  // window: popups are not in it), for tests of wording. Text put straight
  // on a draw list (chart labels, table rows) is not in it either.
  std::string shown;
  double now = 100.0;

 private:
  std::vector<Intent> frame(const Controller& c);
  std::vector<Intent> frame_of(Lang lang, Theme theme, const std::function<void(const Ui&)>& body);

  static constexpr int kEnterKey = 13;
  static constexpr int kBackspaceKey = 8;
  ImGuiContext* context_ = nullptr;
  ImVec2 display_;
  float scale_;
  Fonts fonts_;
  Theme styled_ = Theme::kDark;
};

}  // namespace flipside::ui::test
