#include "support/headless.hpp"

#include "imgui_internal.h"
#include "ui/shell/draft.hpp"
#include "ui/widgets/layout.hpp"
#include "ui/widgets/theme.hpp"

#ifndef FLIPSIDE_FONT_PATH
#define FLIPSIDE_FONT_PATH "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"
#endif

namespace flipside::ui::test {

Headless::Headless(ImVec2 display, float scale, const char* font) : display_(display), scale_(scale) {
  context_ = ImGui::CreateContext();
  ImGui::SetCurrentContext(context_);
  ImGuiIO& io = ImGui::GetIO();
  io.IniFilename = nullptr;
  io.DisplaySize = display;
  io.DeltaTime = 1.0f / 60.0f;
  io.KeyMap[ImGuiKey_Enter] = kEnterKey;  // what a back-end maps; type() and press() press them
  io.KeyMap[ImGuiKey_Backspace] = kBackspaceKey;
  fonts_ = build_fonts(*io.Fonts, font ? font : FLIPSIDE_FONT_PATH, scale, 1.0f);
  unsigned char* pixels = nullptr;
  int w = 0, h = 0;
  io.Fonts->GetTexDataAsRGBA32(&pixels, &w, &h);
  apply_style(Theme::kDark, scale);
}

Headless::~Headless() { ImGui::DestroyContext(context_); }

std::vector<Intent> Headless::frame(const Controller& c) {
  return frame_of(c.settings().lang, c.settings().theme, [&](const Ui& ui) { draw_frame(ui, c, view); });
}

void Headless::frames_of(Lang lang, Theme theme, const std::function<void(const Ui&)>& body, int count) {
  for (int i = 0; i < count; ++i) frame_of(lang, theme, body);
}

std::vector<Intent> Headless::frame_of(Lang lang, Theme theme, const std::function<void(const Ui&)>& body) {
  ImGui::SetCurrentContext(context_);
  ImGuiIO& io = ImGui::GetIO();
  io.DisplaySize = display_;
  if (styled_ != theme) {
    apply_style(theme, scale_);
    styled_ = theme;
  }
  std::vector<Intent> out;
  ImGui::NewFrame();
  // The screen's text, read back below from ImGui's own clipboard (no
  // backend owns it here); emptied first so a frame never shows the last one's.
  ImGui::SetClipboardText("");
  ImGui::LogToClipboard();
  Ui ui{Tr(lang), palette(theme), fonts_, *fonts_.icons, make_metrics(display_, scale_), now, &diag, &out};
  body(ui);

  // Everything pushed during the frame must have been popped.
  ImGuiContext& g = *ImGui::GetCurrentContext();
  if (g.CurrentWindowStack.Size != 1) stack_errors.push_back("window stack " + std::to_string(g.CurrentWindowStack.Size));
  if (g.ColorStack.Size != 0) stack_errors.push_back("color stack " + std::to_string(g.ColorStack.Size));
  if (g.StyleVarStack.Size != 0) stack_errors.push_back("style var stack " + std::to_string(g.StyleVarStack.Size));
  if (g.FontStack.Size != 0) stack_errors.push_back("font stack " + std::to_string(g.FontStack.Size));
  if (g.GroupStack.Size != 0) stack_errors.push_back("group stack " + std::to_string(g.GroupStack.Size));
  if (g.DisabledStackSize != 0) stack_errors.push_back("disabled stack " + std::to_string(g.DisabledStackSize));
  if (g.CurrentWindow && g.CurrentWindow->IDStack.Size != 1)
    stack_errors.push_back("id stack " + std::to_string(g.CurrentWindow->IDStack.Size));
  ImGui::LogFinish();  // in case no window ended the log
  shown = ImGui::GetClipboardText();
  ImGui::Render();
  io.MouseDown[0] = false;
  return out;
}

std::vector<Intent> Headless::type(const Controller& c, const std::string& text, bool enter) {
  ImGui::SetCurrentContext(context_);
  std::vector<Intent> out;
  if (!text.empty()) {
    ImGui::GetIO().AddInputCharactersUTF8(text.c_str());
    auto typed = frame(c);
    out.insert(out.end(), typed.begin(), typed.end());
  }
  if (enter) {
    ImGui::GetIO().KeysDown[kEnterKey] = true;
    auto pressed = frame(c);
    out.insert(out.end(), pressed.begin(), pressed.end());
    ImGui::GetIO().KeysDown[kEnterKey] = false;
    auto released = frame(c);
    out.insert(out.end(), released.begin(), released.end());
  }
  return out;
}

std::vector<Intent> Headless::press(const Controller& c, ImGuiKey key) {
  ImGui::SetCurrentContext(context_);
  const int index = ImGui::GetIO().KeyMap[key];
  std::vector<Intent> out;
  if (index < 0) return out;
  ImGui::GetIO().KeysDown[index] = true;
  auto pressed = frame(c);
  out.insert(out.end(), pressed.begin(), pressed.end());
  ImGui::GetIO().KeysDown[index] = false;
  auto released = frame(c);
  out.insert(out.end(), released.begin(), released.end());
  return out;
}

std::vector<Intent> Headless::frames(const Controller& c, int count) {
  std::vector<Intent> last;
  for (int i = 0; i < count; ++i) last = frame(c);
  return last;
}

void Headless::run(Controller& c, int count) {
  for (int i = 0; i < count; ++i) {
    c.set_now(now);
    for (const Intent& intent : frame(c)) c.apply(intent);
    keep_draft(c, view);  // as the app's loop does
  }
}

std::vector<Intent> Headless::tap(const Controller& c, const std::string& widget, bool* found) {
  auto it = diag.rects.find(widget);
  if (found) *found = it != diag.rects.end();
  if (it == diag.rects.end()) return {};
  const ImVec2 a = it->second.first;
  const ImVec2 b = it->second.second;
  return tap_at(c, ImVec2((a.x + b.x) / 2, (a.y + b.y) / 2));
}

std::vector<Intent> Headless::tap_at(const Controller& c, ImVec2 point) {
  ImGuiIO& io = ImGui::GetIO();
  io.MousePos = point;
  frame(c);  // hover
  io.MouseDown[0] = true;
  ImGui::SetCurrentContext(context_);
  std::vector<Intent> out;
  // Press, then release: ImGui buttons fire on release.
  {
    ImGui::GetIO().MouseDown[0] = true;
    auto pressed = frame(c);
    out.insert(out.end(), pressed.begin(), pressed.end());
  }
  auto released = frame(c);
  out.insert(out.end(), released.begin(), released.end());
  io.MousePos = ImVec2(-FLT_MAX, -FLT_MAX);
  return out;
}

void Headless::scroll_at(const Controller& c, ImVec2 point, int notches) {
  ImGui::SetCurrentContext(context_);
  ImGuiIO& io = ImGui::GetIO();
  io.MousePos = point;
  frame(c);  // hover
  for (int i = 0; i < (notches < 0 ? -notches : notches); ++i) {
    ImGui::GetIO().MouseWheel = notches < 0 ? -1.0f : 1.0f;
    frame(c);
  }
  ImGui::GetIO().MouseWheel = 0.0f;
  frame(c);
  ImGui::GetIO().MousePos = ImVec2(-FLT_MAX, -FLT_MAX);
}

}  // namespace flipside::ui::test
