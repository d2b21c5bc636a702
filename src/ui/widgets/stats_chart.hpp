// A small chart with labelled axes for the statistics (issue 21 items 3
// and 10: read from a chair): bars (games per month) or a line (a monthly
// win rate), its labels in the body text's size, the y axis's name above
// it and the x axis's under it. Every label goes through draw_text, so the
// layout tests see it; x labels that would touch are thinned out (every
// second, third... month), never drawn over each other.
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <vector>

#include "ui/widgets/ui_context.hpp"

namespace flipside::ui {

struct ChartPoint {
  std::string label;    // under the x axis ("Mar")
  double value = 0.0;   // in the y axis's unit
  bool present = true;  // false: no value that month (a line skips it)
  std::string note;     // under the label when there is room ("(12)"): what the value is of
};

struct ChartAxes {
  std::string y_name;  // "games", "win rate"
  std::string x_name;  // "month"
  bool percent = false;  // values 0..1 shown as 0 %, 50 %, 100 %
  bool bars = true;      // bars; false: a line with a marker at each point
  bool values_on_bars = true;  // each bar's value above it when it fits
};

// Draws the chart in a box `size` at the cursor and moves past it. A tap
// on the chart returns the point whose column it fell in (each column's
// full height is in Diagnostics::areas as "<id>.<index>"), so a month can be
// picked by tapping its bar.
std::optional<std::size_t> labelled_chart(const Ui& ui, const char* id, const std::vector<ChartPoint>& points,
                                          const ChartAxes& axes, ImVec2 size);

}  // namespace flipside::ui
