// Running totals per round, one line per player. Each line has its own
// marker shape and its player's name at its end, so colour is never the
// only way to tell the lines apart. Labels are in the body text's size
// (issue 21 item 10: read from a chair) and go through draw_text, so the
// layout tests see them; the game's target (Game::score_target: 200, 500...)
// is a dashed line across the chart.
#include <algorithm>
#include <cmath>
#include <optional>
#include <string>
#include <vector>

#include "core/game_info.hpp"
#include "ui/shell/shown_names.hpp"
#include "ui/screens/screens.hpp"
#include "ui/widgets/widgets.hpp"

namespace flipside::ui {
namespace {

void marker(ImDrawList* draw, ImVec2 c, float r, int shape, ImU32 col) {
  switch (shape % 4) {
    case 0: draw->AddCircleFilled(c, r, col); break;
    case 1: draw->AddRectFilled(ImVec2(c.x - r, c.y - r), ImVec2(c.x + r, c.y + r), col); break;
    case 2: draw->AddTriangleFilled(ImVec2(c.x, c.y - r * 1.2f), ImVec2(c.x + r, c.y + r), ImVec2(c.x - r, c.y + r), col); break;
    default:
      draw->AddQuadFilled(ImVec2(c.x, c.y - r * 1.3f), ImVec2(c.x + r * 1.3f, c.y), ImVec2(c.x, c.y + r * 1.3f),
                          ImVec2(c.x - r * 1.3f, c.y), col);
  }
}

}  // namespace

void draw_score_chart(const Ui& ui, const Game& game, ImVec2 size) {
  ImGui::BeginChild("chart", size, false);
  const ImVec2 origin = ImGui::GetCursorScreenPos();
  const ImVec2 avail = ImGui::GetContentRegionAvail();
  if (ui.diag) ui.diag->areas["score_chart"] = {origin, ImVec2(origin.x + avail.x, origin.y + avail.y)};
  ImDrawList* draw = ImGui::GetWindowDrawList();
  const std::vector<RoundSummary> rounds = game.rounds();
  const std::vector<std::string> names = shown_players(ui, game.header().players);
  const int n = static_cast<int>(names.size());
  const std::optional<int> target = game.score_target();

  // Running totals: index 0 is the start (all zero).
  std::vector<std::vector<int>> totals(n, std::vector<int>(rounds.size() + 1, 0));
  int top = std::max(1, target.value_or(1));
  for (int p = 0; p < n; ++p)
    for (size_t r = 0; r < rounds.size(); ++r) {
      const int points = p < static_cast<int>(rounds[r].points.size()) ? rounds[r].points[p].second : 0;
      totals[p][r + 1] = totals[p][r] + points;
      top = std::max(top, totals[p][r + 1]);
    }

  ImFont* label_font = ui.fonts.body;  // the labels: body-text size
  float name_w = 0;
  for (int p = 0; p < n; ++p)
    name_w = std::max(name_w, label_font->CalcTextSizeA(label_font->FontSize, FLT_MAX, 0, names[p].c_str()).x);
  name_w = std::min(name_w, avail.x * 0.25f);
  const float left = label_font->CalcTextSizeA(label_font->FontSize, FLT_MAX, 0, "0000").x + 8.0f * ui.m.scale;
  const ImVec2 a(origin.x + left, origin.y + 8.0f * ui.m.scale);
  const ImVec2 b(origin.x + avail.x - name_w - 16.0f * ui.m.scale,
                 origin.y + avail.y - label_font->FontSize * 2.8f);
  if (b.x <= a.x + 20 || b.y <= a.y + 20) {
    ImGui::EndChild();
    return;
  }
  // Lines at a round step, at most ten of them (950 is 0 to 1,000 by 100).
  float step_y = std::pow(10.0f, std::floor(std::log10(static_cast<float>(top)))) / 2;
  if (std::ceil(top / step_y) > 10) step_y *= 2;
  const int steps = static_cast<int>(std::ceil(top / step_y));
  const float scale_max = step_y * steps;
  auto y_of = [&](float v) { return b.y - (b.y - a.y) * v / scale_max; };
  const int points = static_cast<int>(rounds.size());
  auto x_of = [&](int r) { return a.x + (b.x - a.x) * (points == 0 ? 0.0f : static_cast<float>(r) / points); };

  // Grid and axes; a label on every line that has room for one.
  const float line_gap = (b.y - a.y) / static_cast<float>(std::max(1, steps));
  const int label_step = std::max(1, static_cast<int>(std::ceil(label_font->FontSize * 1.2f / line_gap)));
  for (int i = 0; i <= steps; ++i) {
    const float y = y_of(step_y * i);
    draw->AddLine(ImVec2(a.x, y), ImVec2(b.x, y), ui.pal.grid, 1.0f);
    if (i % label_step) continue;
    const std::string label = std::to_string(static_cast<int>(step_y * i));
    const float lw = label_font->CalcTextSizeA(label_font->FontSize, FLT_MAX, 0, label.c_str()).x;
    draw_text(ui, draw, label_font, label_font->FontSize, ImVec2(a.x - lw - 6.0f * ui.m.scale, y - label_font->FontSize / 2),
              ui.pal.text_dim, label);
  }
  // Round numbers far enough apart never to touch: every k-th.
  const float number_w = label_font->CalcTextSizeA(label_font->FontSize, FLT_MAX, 0, std::to_string(points).c_str()).x;
  const float per_round = points > 0 ? (b.x - a.x) / static_cast<float>(points) : b.x - a.x;
  const int label_every = std::max({1, points / 12, static_cast<int>(std::ceil((number_w + 8.0f * ui.m.scale) / per_round))});
  for (int r = 0; r <= points; r += label_every) {
    const std::string label = std::to_string(r);
    const float lw = label_font->CalcTextSizeA(label_font->FontSize, FLT_MAX, 0, label.c_str()).x;
    draw_text(ui, draw, label_font, label_font->FontSize, ImVec2(x_of(r) - lw / 2, b.y + label_font->FontSize * 0.6f), ui.pal.text_dim,
              label);
  }
  const std::string axis = ui.tr(round_key(find_game(game.header().game), "ui.winner.axis_rounds"));
  const float aw = label_font->CalcTextSizeA(label_font->FontSize, FLT_MAX, 0, axis.c_str()).x;
  draw_text(ui, draw, label_font, label_font->FontSize, ImVec2((a.x + b.x - aw) / 2, b.y + label_font->FontSize * 1.7f),
            ui.pal.text_dim, axis);

  // The target, dashed (tests find it as the area "chart.target").
  if (target) {
    const float ty = y_of(static_cast<float>(*target));
    for (float x = a.x; x < b.x; x += 14.0f * ui.m.scale)
      draw->AddLine(ImVec2(x, ty), ImVec2(std::min(x + 8.0f * ui.m.scale, b.x), ty), ui.pal.target, 2.0f * ui.m.scale);
    if (ui.diag) ui.diag->areas["chart.target"] = {ImVec2(a.x, ty - 1.0f), ImVec2(b.x, ty + 1.0f)};
  }

  // One line per player, marker shape by seat, name at the end.
  std::vector<float> label_y;
  for (int p = 0; p < n; ++p) {
    const ImU32 col = ui.pal.series[p % ui.pal.series.size()];
    std::vector<ImVec2> pts;
    for (int r = 0; r <= points; ++r) pts.emplace_back(x_of(r), y_of(static_cast<float>(totals[p][r])));
    draw->AddPolyline(pts.data(), static_cast<int>(pts.size()), col, 0, 3.0f * ui.m.scale);
    for (const ImVec2& pt : pts) marker(draw, pt, 4.5f * ui.m.scale, p, col);
    // Nudge names apart when totals end close together: below any name
    // it would touch, again until it touches none (moved below one, it
    // may land on another).
    float y = pts.back().y - label_font->FontSize / 2;
    for (bool moved = true; moved;) {
      moved = false;
      for (float other : label_y)
        if (std::fabs(other - y) < label_font->FontSize) {
          y = other + label_font->FontSize;
          moved = true;
        }
    }
    label_y.push_back(y);
    ImGui::PushFont(label_font);
    const std::string name = ellipsize(names[p], name_w);
    ImGui::PopFont();
    draw_text(ui, draw, label_font, label_font->FontSize, ImVec2(b.x + 12.0f * ui.m.scale, y), col, name);
  }
  ImGui::Dummy(avail);
  ImGui::EndChild();
}

}  // namespace flipside::ui
