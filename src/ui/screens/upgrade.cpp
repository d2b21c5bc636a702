// The screen shown while a file an older FlipSide wrote is upgraded, before
// any other screen can be drawn (the store is not open yet): what is being
// done in words, a bar and the games counted so far, and why waiting is
// safe. Everything stays where it is as the stages change (the count's line
// is kept even when there is no count), so only the bar and the numbers move.
#include <algorithm>
#include <sstream>

#include "ui/screens/screens.hpp"
#include "ui/widgets/widgets.hpp"

namespace flipside::ui {
namespace {

using Stage = store::UpgradeProgress::Stage;

const char* heading_key(Stage stage) {
  switch (stage) {
    case Stage::kChecking: return "ui.upgrade.checking";
    case Stage::kUpdating: return "ui.upgrade.updating";
    case Stage::kSaving:
    case Stage::kDone: return "ui.upgrade.saving";  // shown for a frame at most: the store opens next
  }
  return "ui.upgrade.updating";
}

float fraction_of(const store::UpgradeProgress& p) {
  switch (p.stage) {
    case Stage::kChecking: return 0.0f;
    case Stage::kUpdating: return p.total > 0 ? static_cast<float>(p.done) / static_cast<float>(p.total) : 0.0f;
    case Stage::kSaving:
    case Stage::kDone: return 1.0f;
  }
  return 0.0f;
}

// `text` in `font` broken into lines no wider than `width`.
std::vector<std::string> lines_of(ImFont* font, const std::string& text, float width) {
  ImGui::PushFont(font);
  const float zoom = ImGui::GetFontSize() / font->FontSize;  // a window font scale, if any
  ImGui::PopFont();
  std::vector<std::string> lines;
  std::istringstream in(wrap_words(font, text, width / zoom));
  for (std::string line; std::getline(in, line);) lines.push_back(line);
  return lines;
}

float size_of(ImFont* font) {
  ImGui::PushFont(font);
  const float size = ImGui::GetFontSize();
  ImGui::PopFont();
  return size;
}

// Lines centred on `centre`, from `top`; returns the y under the last.
float centred_lines(const Ui& ui, ImFont* font, const std::vector<std::string>& lines, float centre, float top,
                    ImU32 colour) {
  ImDrawList* draw = ImGui::GetWindowDrawList();
  const float size = size_of(font);
  for (const std::string& line : lines) {
    const float width = font->CalcTextSizeA(size, FLT_MAX, 0.0f, line.c_str()).x;
    draw_text(ui, draw, font, size, ImVec2(centre - width / 2, top), colour, line);
    top += size * 1.25f;
  }
  return top;
}

}  // namespace

void draw_upgrade(const Ui& ui, const store::UpgradeProgress& now) {
  const float s = ui.m.scale;
  const float margin = 24.0f * s;
  const float width = std::min(ui.m.display.x - 2 * margin, 720.0f * s);
  const float centre = ui.m.display.x / 2;
  const float gap = 20.0f * s;
  const float bar_height = 32.0f * s;

  const auto title = std::vector<std::string>{"FlipSide"};
  const auto heading = lines_of(ui.fonts.large, ui.tr(heading_key(now.stage)), width);
  // The heading's place is as tall as the longest stage's, so the bar under
  // it never moves when another stage's words take fewer lines.
  std::size_t heading_lines = 0;
  for (Stage stage : {Stage::kChecking, Stage::kUpdating, Stage::kSaving})
    heading_lines = std::max(heading_lines, lines_of(ui.fonts.large, ui.tr(heading_key(stage)), width).size());
  const auto note = lines_of(ui.fonts.small, ui.tr("ui.upgrade.note"), width);
  std::string count;
  if (now.stage == Stage::kUpdating && now.total > 0) {
    const Lang lang = ui.tr.lang();
    count = ui.tr.f("ui.upgrade.count", count_text(now.done, lang), count_text(now.total, lang),
                    now.total);
  }

  const auto height_of = [](ImFont* font, std::size_t lines) { return size_of(font) * 1.25f * lines; };
  const float block = height_of(ui.fonts.huge, 1) + gap + height_of(ui.fonts.large, heading_lines) + gap +
                      bar_height + gap / 2 + height_of(ui.fonts.body, 1) + gap +
                      height_of(ui.fonts.small, note.size());
  // A little above the middle, where the eye goes first.
  float y = std::max(margin, (ui.m.display.y - block) * 0.42f);

  y = centred_lines(ui, ui.fonts.huge, title, centre, y, ui.pal.text) + gap;
  centred_lines(ui, ui.fonts.large, heading, centre, y, ui.pal.text);
  y += height_of(ui.fonts.large, heading_lines) + gap;
  ImGui::SetCursorScreenPos(ImVec2(centre - width / 2, y));
  progress(ui, fraction_of(now), "", ImVec2(width, bar_height));
  if (ui.diag) ui.diag->note_rect("upgrade.bar");
  y += bar_height + gap / 2;
  // One line, kept in every stage (a count is short: "10 000 de 10 000 partidas").
  if (!count.empty()) centred_lines(ui, ui.fonts.body, {count}, centre, y, ui.pal.text);
  y += height_of(ui.fonts.body, 1) + gap;
  centred_lines(ui, ui.fonts.small, note, centre, y, ui.pal.text_dim);
}

}  // namespace flipside::ui
