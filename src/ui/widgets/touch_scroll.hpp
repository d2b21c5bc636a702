// Lists scroll by dragging, as on a tablet (issue 33): Dear ImGui scrolls
// only by wheel and scrollbar. A finger (or a pressed mouse) that moves
// further than the slop drags the scrollable window under it, and a flick
// carries on with momentum that fades. A drag is never a tap: once it has
// started, the control it began on is let go, so lifting the finger does
// not press it. A tap that moves less than the slop is a tap, and nothing
// scrolls under it. Text being typed is left to ImGui (a drag there
// selects text).
#pragma once

#include "imgui.h"

namespace flipside::ui {

class TouchScroll {
 public:
  // Between the back-end's NewFrame and ImGui::NewFrame: where the pointer
  // is and whether it is down. `slop`: pixels a tap may wander.
  void before_frame(float slop);
  // After ImGui::NewFrame: the window under the drag is scrolled, and the
  // control the drag started on is let go.
  void after_new_frame();
  // Momentum is under way: the loop draws the next frame too.
  bool moving() const { return velocity_ != 0.0f; }

 private:
  bool down_ = false;      // pointer held since the last frame
  bool dragging_ = false;  // moved past the slop: scrolling, not tapping
  bool let_go_ = false;    // this frame, the control under the drag is let go
  ImVec2 start_{};
  float last_y_ = 0.0f;
  float delta_ = 0.0f;     // pixels to scroll this frame (finger's move, or momentum)
  float velocity_ = 0.0f;  // pixels per frame after a flick
  ImGuiID window_ = 0;     // the window the drag began over
};

}  // namespace flipside::ui
