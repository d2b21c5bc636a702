#include "ui/widgets/filter_chips.hpp"

#include <algorithm>

#include "core/game_info.hpp"
#include "ui/shell/controller.hpp"
#include "ui/widgets/widgets.hpp"

namespace flipside::ui {

void touch_label(const Ui& ui, const std::string& text) {
  const ImVec2 size = ImGui::CalcTextSize(text.c_str());
  const ImVec2 at = ImGui::GetCursorScreenPos();
  ImGui::Dummy(ImVec2(size.x, ui.m.touch));
  draw_text(ui, ImGui::GetWindowDrawList(), ImGui::GetFont(), ImGui::GetFontSize(),
            ImVec2(at.x, at.y + (ui.m.touch - size.y) / 2), ui.pal.text, text);
}

float chip_width(const Ui& ui, const std::string& label) {
  return std::max(ui.fonts.body->CalcTextSizeA(ui.fonts.body->FontSize, FLT_MAX, 0, label.c_str()).x +
                      ImGui::CalcTextSize("\xE2\x9C\x93  ").x + ImGui::GetStyle().FramePadding.x * 2,
                  ui.m.touch);
}

void ChipFlow::next(const Ui& ui, const std::string& label) {
  const float w = chip_width(ui, label);
  if (!first) {
    ImGui::SameLine();
    if (ImGui::GetContentRegionAvail().x < w) ImGui::NewLine();
  }
  first = false;
}

void game_chips(const Ui& ui, const std::string& prefix, const std::string& current,
                const std::function<Intent(std::string)>& choose) {
  ChipFlow flow;
  const std::string all = ui.tr("ui.stats.all_games");
  flow.next(ui, all);
  const std::string all_id = prefix + ".game.all";
  if (toggle(ui, all_id.c_str(), all, current.empty())) ui.emit(choose(""));
  for (const GameInfo* game : playable_games()) {
    const std::string label = ui.tr(game->name_key);
    flow.next(ui, label);
    const std::string id = prefix + ".game." + std::string(game->id);
    if (toggle(ui, id.c_str(), label, current == game->id)) ui.emit(choose(std::string(game->id)));
  }
}

void date_preset_chips(const Ui& ui, ChipFlow& flow, const std::string& prefix, DatePreset current,
                       const std::function<Intent(DatePreset)>& choose) {
  struct Preset {
    DatePreset dates;
    const char* suffix;
    const char* key;
  };
  static constexpr Preset kPresets[] = {
      {DatePreset::kAll, ".dates.all", "ui.history.dates.all"},
      {DatePreset::kLast30Days, ".dates.30", "ui.history.dates.30"},
      {DatePreset::kThisYear, ".dates.this_year", "ui.history.dates.this_year"},
      {DatePreset::kLastYear, ".dates.last_year", "ui.history.dates.last_year"},
      {DatePreset::kMonths, ".dates.months", "ui.history.dates.months"},
  };
  for (const Preset& p : kPresets) {
    const std::string label = ui.tr(p.key);
    flow.next(ui, label);
    const std::string id = prefix + p.suffix;
    if (toggle(ui, id.c_str(), label, current == p.dates)) ui.emit(choose(p.dates));
  }
}

void device_scope_chips(const Ui& ui, ChipFlow& flow, const std::string& prefix, bool this_device,
                        const std::function<Intent(bool)>& choose) {
  for (const bool here : {false, true}) {
    const std::string label = ui.tr(here ? "ui.history.this_device" : "ui.history.all_devices");
    flow.next(ui, label);
    const std::string id = prefix + (here ? ".devices.here" : ".devices.all");
    if (toggle(ui, id.c_str(), label, this_device == here)) ui.emit(choose(here));
  }
}

std::string month_label(const Ui& ui, int month) {
  std::string key = "ui.month.";
  key.append(std::to_string(month_number(month)));
  return ui.tr.f("ui.month_year", ui.tr(key), month_year(month));
}

namespace {

// The months from `newest` back to `oldest`, a button each, in a popup
// opened by a tap on a stepper's month: one tap to any month, however far
// (issue 32, item 15: thirteen taps on ◀ before). It floats over the
// screen, so nothing under it moves; a tap outside closes it.
std::optional<int> month_list(const Ui& ui, const std::string& id, int oldest, int newest, int current) {
  std::optional<int> picked;
  ImGui::SetNextWindowSizeConstraints(ImVec2(0, 0), ImVec2(FLT_MAX, ui.m.display.y * 0.6f));
  if (!ImGui::BeginPopup(id.c_str())) return picked;
  const bool opening = ImGui::IsWindowAppearing();
  for (int m = newest; m >= oldest; --m) {
    const std::string item = id + "." + std::to_string(m);
    if (toggle(ui, item.c_str(), month_label(ui, m), m == current)) {
      picked = m;
      ImGui::CloseCurrentPopup();
    }
    if (opening && m == current) ImGui::SetScrollHereY(0.5f);  // it opens on the month shown
  }
  ImGui::EndPopup();
  return picked;
}

}  // namespace

void month_steppers(const Ui& ui, const std::string& prefix, int first, int last, int oldest, int newest,
                    const std::function<Intent(int, int)>& choose) {
  newest = std::max(newest, last);
  oldest = std::min(oldest, first);
  const std::string first_text = month_label(ui, first), last_text = month_label(ui, last);
  // Both steppers as wide as the longest month they can show: a step or a
  // pick never moves the buttons beside them.
  std::string widest;
  for (int m = newest; m > newest - 12; --m)  // every month's name once (digits are all one width)
    if (const std::string label = month_label(ui, m); ImGui::CalcTextSize(label.c_str()).x > ImGui::CalcTextSize(widest.c_str()).x)
      widest = label;
  touch_label(ui, ui.tr("ui.history.from"));
  ImGui::SameLine();
  const std::string first_id = prefix + ".months.first", last_id = prefix + ".months.last";
  const std::string first_list = first_id + ".list", last_list = last_id + ".list";
  bool pick_first = false, pick_last = false;
  if (auto m = stepper(ui, first_id.c_str(), first, 1, oldest, newest, first_text, ui.icons.previous, ui.icons.next,
                       &pick_first, widest))
    ui.emit(choose(*m, std::max(*m, last)));
  if (pick_first) ImGui::OpenPopup(first_list.c_str());
  // Side by side when they fit, else To goes under From.
  const std::string to = ui.tr("ui.history.to");
  const float to_w = ImGui::CalcTextSize(to.c_str()).x + ImGui::GetStyle().ItemSpacing.x + stepper_width(ui, widest);
  ImGui::SameLine(0, ui.m.touch / 2);
  if (ImGui::GetContentRegionAvail().x < to_w) ImGui::NewLine();
  touch_label(ui, to);
  ImGui::SameLine();
  if (auto m = stepper(ui, last_id.c_str(), last, 1, oldest, newest, last_text, ui.icons.previous, ui.icons.next,
                       &pick_last, widest))
    ui.emit(choose(std::min(*m, first), *m));
  if (pick_last) ImGui::OpenPopup(last_list.c_str());
  if (auto m = month_list(ui, first_list, oldest, newest, first)) ui.emit(choose(*m, std::max(*m, last)));
  if (auto m = month_list(ui, last_list, oldest, newest, last)) ui.emit(choose(std::min(*m, first), *m));
}

}  // namespace flipside::ui
