// Idle means idle: after input the loop draws a few frames, then waits for
// events with no timeout; only a visible animation keeps frames coming.
#include <catch2/catch.hpp>

#include "ui/platform/frame_pacer.hpp"

using flipside::ui::FramePacer;
using flipside::ui::kSettleFrames;

TEST_CASE("after input, a few frames, then sleep", "[pacer]") {
  FramePacer p;
  p.on_input();
  int drawn = 0;
  while (p.should_draw(false, false) && drawn < 100) {
    CHECK(p.wait_ms(false) == 0);
    p.on_frame();
    ++drawn;
  }
  CHECK(drawn == kSettleFrames);
  CHECK(p.wait_ms(false) == -1);  // blocks in SDL_WaitEvent
}

TEST_CASE("an animation draws at a frame rate, not flat out", "[pacer]") {
  FramePacer p;
  for (int i = 0; i < kSettleFrames; ++i) p.on_frame();
  CHECK(p.should_draw(false, true));
  CHECK(p.wait_ms(true) > 0);
  CHECK_FALSE(p.should_draw(false, false));
}

TEST_CASE("exit-after-frames mode keeps frames coming without input", "[pacer]") {
  FramePacer p(true);
  for (int i = 0; i < 10; ++i) p.on_frame();
  CHECK(p.should_draw(false, false));
  CHECK(p.wait_ms(false) == 0);
}
