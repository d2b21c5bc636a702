// Idle means idle: the loop sleeps in SDL_WaitEvent until something
// happens, then draws a few frames so ImGui settles (hover, layout sizes of
// auto-resizing windows), and draws continuously only while an animation
// (a fading banner) is on screen. In --exit-after-frames mode frames keep
// coming so the count is reached even with no input.
#pragma once

namespace flipside::ui {

inline constexpr int kSettleFrames = 3;
inline constexpr int kAnimationFrameMs = 16;

class FramePacer {
 public:
  explicit FramePacer(bool always_draw = false) : always_draw_(always_draw) {}

  // Milliseconds to wait for the next event: -1 = until one comes, 0 = poll.
  int wait_ms(bool animating) const {
    if (always_draw_ || settle_left_ > 0) return 0;
    return animating ? kAnimationFrameMs : -1;
  }
  bool should_draw(bool had_event, bool animating) const {
    return always_draw_ || had_event || animating || settle_left_ > 0;
  }
  void on_input() { settle_left_ = kSettleFrames; }
  void on_frame() {
    if (settle_left_ > 0) --settle_left_;
  }
  int settle_left() const { return settle_left_; }

 private:
  bool always_draw_;
  int settle_left_ = kSettleFrames;
};

}  // namespace flipside::ui
