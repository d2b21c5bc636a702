#include "ui/widgets/touch_scroll.hpp"

#include <cmath>

#include "imgui_internal.h"

namespace flipside::ui {
namespace {

// A flick's speed lost each frame, and the speed below which it stops.
constexpr float kFriction = 0.92f;
constexpr float kStopBelow = 0.5f;
// How much of the newest frame's move the flick's speed takes (the rest is
// the speed before it): smooths a finger's uneven last frames.
constexpr float kNewest = 0.6f;

// The window itself, or the nearest parent that can scroll vertically.
ImGuiWindow* scrollable(ImGuiWindow* window) {
  while (window && window->ScrollMax.y <= 0.0f && (window->Flags & ImGuiWindowFlags_ChildWindow))
    window = window->ParentWindow;
  return window && window->ScrollMax.y > 0.0f ? window : nullptr;
}

// A scrollbar being dragged scrolls by itself (its thumb follows the
// finger, the other way from the content): no drag of the content then.
bool on_scrollbar() {
  ImGuiContext& g = *ImGui::GetCurrentContext();
  if (g.ActiveId == 0 || !g.ActiveIdWindow) return false;
  return g.ActiveId == ImGui::GetWindowScrollbarID(g.ActiveIdWindow, ImGuiAxis_Y) ||
         g.ActiveId == ImGui::GetWindowScrollbarID(g.ActiveIdWindow, ImGuiAxis_X);
}

}  // namespace

void TouchScroll::before_frame(float slop) {
  const ImGuiIO& io = ImGui::GetIO();
  const bool down = io.MouseDown[0] && !io.WantTextInput;
  delta_ = 0.0f;
  if (down && !down_) {  // a new touch stops a flick and may start a drag
    start_ = io.MousePos;
    last_y_ = io.MousePos.y;
    velocity_ = 0.0f;
    dragging_ = false;
  } else if (down) {
    const float dy = io.MousePos.y - last_y_;
    if (!dragging_ && !on_scrollbar() && std::fabs(io.MousePos.y - start_.y) > slop) {
      // The window under the finger now (a touch screen's pointer jumps to
      // where the finger lands, so the frame before the touch knew nothing).
      dragging_ = true;
      ImGuiContext& g = *ImGui::GetCurrentContext();
      window_ = g.HoveredWindow ? g.HoveredWindow->ID : 0;
    }
    if (dragging_) {
      delta_ = dy;
      velocity_ = kNewest * dy + (1.0f - kNewest) * velocity_;
    }
    last_y_ = io.MousePos.y;
  } else if (down_ && !dragging_) {
    velocity_ = 0.0f;  // a tap: nothing carries on
  } else if (velocity_ != 0.0f) {
    velocity_ *= kFriction;
    if (std::fabs(velocity_) < kStopBelow) velocity_ = 0.0f;
    delta_ = velocity_;
  }
  down_ = down;
  let_go_ = dragging_;  // through the frame the finger lifts in
  if (!down) dragging_ = false;
}

void TouchScroll::after_new_frame() {
  if (let_go_) ImGui::ClearActiveID();  // the drag is no tap on what it began over
  if (delta_ == 0.0f || window_ == 0) return;
  ImGuiWindow* window = scrollable(ImGui::FindWindowByID(window_));
  if (!window) {
    velocity_ = 0.0f;
    return;
  }
  const float target = ImClamp(window->Scroll.y - delta_, 0.0f, window->ScrollMax.y);
  if (target == window->Scroll.y) velocity_ = 0.0f;  // at an end: the flick stops there
  ImGui::SetScrollY(window, target);
}

}  // namespace flipside::ui
