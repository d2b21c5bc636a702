// Statistics' records (issue 21 item 3; core/stats_records.hpp defines
// each): one row per record, what it is and in which game kind with the
// day it was set, then its value and who set it; a tap opens the game it came from (its result,
// chart and scoresheet), and going back from there returns here. Two
// columns when the screen is wide.
#include <algorithm>
#include <string>

#include "core/game_info.hpp"
#include "core/stats_records.hpp"
#include "store/store.hpp"
#include "ui/screens/screens.hpp"
#include "ui/screens/stats_views.hpp"
#include "ui/widgets/widgets.hpp"

namespace flipside::ui {
namespace {

constexpr const char* kDot = "  \xC2\xB7  ";

std::string title_of(const Ui& ui, const stats::Record& r) {
  switch (r.kind) {
    case stats::RecordKind::kBestScore: return ui.tr(r.lowest ? "ui.stats.record.best_low" : "ui.stats.record.best_high");
    case stats::RecordKind::kLongestStreak: return ui.tr("ui.stats.record.streak");
    case stats::RecordKind::kComeback: return ui.tr("ui.stats.record.comeback");
    case stats::RecordKind::kMostCounter: {
      const std::string key = "counter." + r.game + "." + r.counter;  // the game's own word for it
      const std::string_view label = text(key, ui.tr.lang());
      return ui.tr.f("ui.stats.record.most", label != key ? std::string(label) : r.counter);
    }
    case stats::RecordKind::kFastestWin: return ui.tr("ui.stats.record.fastest");
  }
  return {};
}

std::string value_of(const Ui& ui, const stats::Record& r) {
  switch (r.kind) {
    case stats::RecordKind::kBestScore: {
      const GameInfo* info = find_game(r.game);
      return ui.tr.f(std::string(info ? info->total_key : std::string_view("ui.total.points")), r.value);
    }
    case stats::RecordKind::kLongestStreak: return ui.tr.f("ui.stats.record.in_a_row", r.value);
    case stats::RecordKind::kComeback: return ui.tr.f("ui.stats.record.behind", r.value);
    case stats::RecordKind::kMostCounter: return std::to_string(r.value);
    case stats::RecordKind::kFastestWin: return hours_text(ui, r.value);
  }
  return {};
}

}  // namespace

void draw_records(const Ui& ui, const Controller& c) {
  const auto& records = c.records();
  if (records.empty()) {
    ImGui::Dummy(ImVec2(0, 20.0f * ui.m.scale));
    ImGui::TextWrapped("%s", ui.tr("ui.stats.record.none").c_str());
    return;
  }
  ImGui::BeginChild("stats.records", ImVec2(0, 0), false);
  ImGui::PushStyleColor(ImGuiCol_Text, ui.pal.text_dim);
  ImGui::TextWrapped("%s", ui.tr("ui.stats.record.hint").c_str());
  ImGui::PopStyleColor();
  const ImGuiStyle& style = ImGui::GetStyle();
  const int columns = ui.m.portrait ? 1 : 2;
  const float gap = style.ItemSpacing.x;
  const float width = ImGui::GetContentRegionAvail().x;
  const float w = (width - gap * static_cast<float>(columns - 1)) / static_cast<float>(columns);
  const float pad = 10.0f * ui.m.scale;
  ImFont* body = ui.fonts.body;
  const float fs = body->FontSize;
  const float row_h = std::max(ui.m.touch * 1.5f, fs * 2.0f + pad * 2.5f);
  const bool every_game = c.stats_filter().game.empty();
  for (std::size_t i = 0; i < records.size(); ++i) {
    const stats::Record& r = records[i];
    if (i % columns) ImGui::SameLine();
    ImGui::PushID(static_cast<int>(i));
    const ImVec2 a = ImGui::GetCursorScreenPos();
    const std::string id = "stats.record." + std::to_string(i);
    if (ui.diag) ui.diag->note_id(ImGui::GetID("record"), id);
    if (ImGui::InvisibleButton("record", ImVec2(w, row_h))) ui.emit(intent::OpenGame{r.game_id});
    if (ui.diag) ui.diag->note_rect(id);
    ImDrawList* draw = ImGui::GetWindowDrawList();
    draw->AddRectFilled(a, ImVec2(a.x + w, a.y + row_h), ImGui::IsItemHovered() ? ui.pal.row_next : ui.pal.row,
                        8.0f * ui.m.scale);
    // What the record is (and of which game, when every game is listed),
    // then its value, who and when; a › says it opens.
    const float arrow_w = body->CalcTextSizeA(fs, FLT_MAX, 0, ui.icons.next).x;
    const float text_w = w - pad * 3 - arrow_w;
    std::string title = title_of(ui, r);
    if (every_game) title = stats_game_name(ui, r.game) + kDot + title;
    // The day on the first line, right: a long name on the second never hides it.
    const std::string day = store::local_minutes(r.started_at).substr(0, 10);
    const float day_w = body->CalcTextSizeA(fs, FLT_MAX, 0, day.c_str()).x;
    const std::string detail = value_of(ui, r) + kDot + r.player;
    ImGui::PushFont(body);
    draw_text(ui, draw, body, fs, ImVec2(a.x + pad, a.y + pad), ui.pal.text, ellipsize(title, text_w - day_w - pad));
    draw_text(ui, draw, body, fs, ImVec2(a.x + pad + text_w - day_w, a.y + pad), ui.pal.text_dim, day);
    draw_text(ui, draw, body, fs, ImVec2(a.x + pad, a.y + pad * 1.5f + fs), ui.pal.text_dim, ellipsize(detail, text_w));
    ImGui::PopFont();
    draw_text(ui, draw, body, fs, ImVec2(a.x + w - pad - arrow_w, a.y + (row_h - fs) / 2), ui.pal.text, ui.icons.next);
    ImGui::PopID();
  }
  ImGui::EndChild();
}

}  // namespace flipside::ui
