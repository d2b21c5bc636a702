// Lists scroll by dragging, as on a tablet (issue 33; ui/widgets/touch_scroll.hpp):
// a drag moves the list under the finger and presses nothing it began on;
// a tap that wanders a few pixels still presses; a flick carries on and
// stops; a scrollbar dragged scrolls as a scrollbar does.
#include <catch2/catch.hpp>

#include <string>

#include "support/headless.hpp"
#include "ui/widgets/touch_scroll.hpp"

using namespace flipside;
using namespace flipside::ui;
using namespace flipside::ui::test;

namespace {

// A window of 60 rows of 40 px in 800×600, driven by a pointer frame by frame.
struct List {
  Headless h{ImVec2(800, 600)};  // its ImGui context is the current one (the only one)
  TouchScroll touch;
  int pressed = -1;
  float scroll = 0.0f;
  float first_row_top = 0.0f;  // on screen, where row 0 begins (after scrolling)

  void frame(ImVec2 pointer, bool down) {
    ImGuiIO& io = ImGui::GetIO();
    io.MousePos = pointer;
    io.MouseDown[0] = down;
    touch.before_frame(12.0f);
    h.frames_of(Lang::kEnglish, Theme::kDark, [&](const Ui&) {
      touch.after_new_frame();
      ImGui::SetNextWindowPos(ImVec2(0, 0));
      ImGui::SetNextWindowSize(ImVec2(800, 600));
      ImGui::Begin("list", nullptr, ImGuiWindowFlags_NoTitleBar | ImGuiWindowFlags_NoResize | ImGuiWindowFlags_NoMove);
      // Rows touch each other, as a list's rows do: no gap a tap could land in.
      ImGui::PushStyleVar(ImGuiStyleVar_ItemSpacing, ImVec2(0, 0));
      first_row_top = ImGui::GetCursorScreenPos().y;
      for (int i = 0; i < 60; ++i)
        if (ImGui::Button(("row " + std::to_string(i)).c_str(), ImVec2(300, 40))) pressed = i;
      ImGui::PopStyleVar();
      scroll = ImGui::GetScrollY();
      ImGui::End();
    }, 1);
  }
  void rest(int frames = 2) {
    for (int i = 0; i < frames; ++i) frame(ImVec2(700, 590), false);
  }
};

}  // namespace

TEST_CASE("A drag scrolls the list under the finger and presses nothing, a tap presses", "[ui][touch]") {
  List list;
  list.rest();
  REQUIRE(list.scroll == 0.0f);

  // A finger on row 6, dragged 200 px up in steps, then lifted.
  for (float y = 300; y >= 100; y -= 20) list.frame(ImVec2(150, y), true);
  list.frame(ImVec2(150, 100), false);
  list.rest(1);
  CHECK(list.scroll >= 170.0f);  // the drag past the slop, and what the lift carried
  CHECK(list.pressed == -1);     // the row it began on was not pressed

  // A tap that wanders 5 px inside one row: that row is pressed, and
  // nothing scrolled under it.
  for (int i = 0; i < 80 && list.touch.moving(); ++i) list.rest(1);  // any glide over
  REQUIRE_FALSE(list.touch.moving());
  const float before = list.scroll;
  const int row = static_cast<int>((300.0f - list.first_row_top) / 40.0f);
  const float top = list.first_row_top + 40.0f * static_cast<float>(row);
  list.pressed = -1;
  list.frame(ImVec2(150, top + 15), true);
  list.frame(ImVec2(153, top + 20), true);
  list.frame(ImVec2(153, top + 20), false);
  list.rest(1);
  CHECK(list.scroll == before);
  CHECK(list.pressed == row);
}

TEST_CASE("A flick carries the list on after the finger lifts, then it stops", "[ui][touch]") {
  List list;
  list.rest();
  for (float y = 500; y >= 200; y -= 60) list.frame(ImVec2(150, y), true);
  list.frame(ImVec2(150, 200), false);
  const float lifted = list.scroll;
  list.rest(1);
  CHECK(list.touch.moving());
  for (int i = 0; i < 200 && list.touch.moving(); ++i) list.rest(1);
  CHECK_FALSE(list.touch.moving());  // it stops by itself
  CHECK(list.scroll > lifted);       // and went on past where the finger left it
  CHECK(list.pressed == -1);
}
