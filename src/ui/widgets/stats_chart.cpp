#include "ui/widgets/stats_chart.hpp"

#include <algorithm>
#include <cmath>

#include "ui/widgets/widgets.hpp"

namespace flipside::ui {
namespace {

std::string axis_number(double value, bool percent) {
  if (percent) return std::to_string(static_cast<int>(std::lround(value * 100.0))) + " %";
  return std::to_string(static_cast<long long>(std::llround(value)));
}

// A tidy step for a count axis: 1, 2 or 5 times a power of ten, at most
// five steps to the top.
double count_step(double top) {
  double step = 1.0;
  for (;;) {
    for (double m : {1.0, 2.0, 5.0})
      if (top / (step * m) <= 5.0) return step * m;
    step *= 10.0;
  }
}

}  // namespace

std::optional<std::size_t> labelled_chart(const Ui& ui, const char* id, const std::vector<ChartPoint>& points,
                                          const ChartAxes& axes, ImVec2 size) {
  std::optional<std::size_t> tapped;
  const ImVec2 a = ImGui::GetCursorScreenPos();
  const bool clicked = ImGui::InvisibleButton(id, size);
  const float tap_x = ImGui::GetIO().MousePos.x;
  if (ui.diag) ui.diag->areas[id] = {a, ImVec2(a.x + size.x, a.y + size.y)};
  if (points.empty()) return tapped;
  ImDrawList* draw = ImGui::GetWindowDrawList();
  ImFont* font = ui.fonts.body;  // body-text size: readable from a chair
  const float fs = font->FontSize;
  const float pad = 6.0f * ui.m.scale;
  auto width_of = [&](const std::string& s) { return font->CalcTextSizeA(fs, FLT_MAX, 0, s.c_str()).x; };

  double top = 1.0;
  if (!axes.percent)
    for (const ChartPoint& p : points) top = std::max(top, p.value);
  const double step = axes.percent ? 0.5 : count_step(top);
  const double scale_max = axes.percent ? 1.0 : std::ceil(top / step) * step;
  float label_w = width_of(axis_number(scale_max, axes.percent));
  const bool notes = std::any_of(points.begin(), points.end(), [](const ChartPoint& p) { return !p.note.empty(); });
  // Room: the y axis's name on top, the x labels (and notes) and the x axis's name below.
  const float plot_left = a.x + label_w + pad * 2;
  const float plot_right = a.x + size.x - pad;
  const float plot_top = a.y + fs * 1.6f + (axes.values_on_bars && axes.bars ? fs : fs * 0.5f);
  const float plot_bottom = a.y + size.y - fs * (notes ? 4.0f : 2.9f) - pad;
  const float label_top = plot_bottom + fs * 0.6f;  // under the y axis's "0", never beside it
  if (plot_right - plot_left < 40.0f * ui.m.scale || plot_bottom - plot_top < 30.0f * ui.m.scale) return tapped;
  draw_text(ui, draw, font, fs, ImVec2(a.x, a.y), ui.pal.text_dim, axes.y_name);
  auto y_of = [&](double v) {
    return plot_bottom - (plot_bottom - plot_top) * static_cast<float>(std::clamp(v / scale_max, 0.0, 1.0));
  };
  for (double v = 0.0; v <= scale_max + 1e-9; v += step) {
    const float y = y_of(v);
    draw->AddLine(ImVec2(plot_left, y), ImVec2(plot_right, y), ui.pal.grid, 1.0f);
    const std::string label = axis_number(v, axes.percent);
    draw_text(ui, draw, font, fs, ImVec2(plot_left - pad - width_of(label), y - fs / 2), ui.pal.text_dim, label);
  }

  const std::size_t n = points.size();
  const float slot = (plot_right - plot_left) / static_cast<float>(n);
  auto x_of = [&](std::size_t i) { return plot_left + slot * (static_cast<float>(i) + 0.5f); };
  if (clicked && tap_x >= plot_left && tap_x < plot_right)
    tapped = std::min(n - 1, static_cast<std::size_t>((tap_x - plot_left) / slot));
  if (ui.diag)
    for (std::size_t i = 0; i < n; ++i)
      ui.diag->areas[std::string(id) + "." + std::to_string(i)] = {ImVec2(plot_left + slot * static_cast<float>(i), a.y),
                                                                   ImVec2(plot_left + slot * static_cast<float>(i + 1), a.y + size.y)};
  // Every k-th label, so that neighbours never touch.
  float widest = 0.0f;
  for (const ChartPoint& p : points) widest = std::max({widest, width_of(p.label), width_of(p.note)});
  const std::size_t every = std::max<std::size_t>(1, static_cast<std::size_t>(std::ceil((widest + pad * 2) / slot)));
  const ImU32 colour = ui.pal.series[0];
  std::vector<ImVec2> line;
  for (std::size_t i = 0; i < n; ++i) {
    const ChartPoint& p = points[i];
    const float x = x_of(i);
    if (axes.bars) {
      const float half = std::max(2.0f, slot * 0.35f);
      const float y = y_of(p.value);
      if (p.value > 0) draw->AddRectFilled(ImVec2(x - half, y), ImVec2(x + half, plot_bottom), colour, 3.0f * ui.m.scale);
      const std::string value = axis_number(p.value, axes.percent);
      if (axes.values_on_bars && width_of(value) + pad <= slot)
        draw_text(ui, draw, font, fs, ImVec2(x - width_of(value) / 2, y - fs - 2.0f * ui.m.scale), ui.pal.text, value);
    } else if (p.present) {
      line.emplace_back(x, y_of(p.value));
    }
    if (i % every == 0) {
      // Centred under its point, kept inside the chart's box at either end.
      auto centred = [&](const std::string& s) {
        return std::clamp(x - width_of(s) / 2, a.x, a.x + size.x - width_of(s));
      };
      draw_text(ui, draw, font, fs, ImVec2(centred(p.label), label_top), ui.pal.text_dim, p.label);
      if (!p.note.empty())
        draw_text(ui, draw, font, fs, ImVec2(centred(p.note), label_top + fs * 1.1f), ui.pal.text_dim, p.note);
    }
  }
  if (!axes.bars) {
    if (line.size() > 1) draw->AddPolyline(line.data(), static_cast<int>(line.size()), colour, 0, 3.0f * ui.m.scale);
    for (const ImVec2& p : line) draw->AddCircleFilled(p, 5.0f * ui.m.scale, colour);
  }
  draw->AddLine(ImVec2(plot_left, plot_bottom), ImVec2(plot_right, plot_bottom), ui.pal.text_dim, 1.5f * ui.m.scale);
  const float name_w = width_of(axes.x_name);
  draw_text(ui, draw, font, fs, ImVec2((plot_left + plot_right - name_w) / 2, a.y + size.y - fs - pad / 2),
            ui.pal.text_dim, axes.x_name);
  return tapped;
}

}  // namespace flipside::ui
