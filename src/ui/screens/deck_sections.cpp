#include "ui/screens/deck_sections.hpp"

#include <algorithm>
#include <cmath>
#include <string>
#include <vector>

#include "core/deck_check.hpp"
#include "core/game_info.hpp"
#include "core/shuffle_check.hpp"
#include "ui/screens/screens.hpp"
#include "ui/widgets/widgets.hpp"

namespace flipside::ui {
namespace {

constexpr const char* kMore = "\xE2\x96\xB2";      // ▲
constexpr const char* kLess = "\xE2\x96\xBC";      // ▼
constexpr const char* kFairMark = "\xE2\x97\x8F";  // ●
constexpr const char* kNoneMark = "\xE2\x97\x8B";  // ○
constexpr double kUsualSpread = 2.0;               // a fair deal's usual spread: ± 2 standard deviations

// Which way a card leans, beyond two standard deviations (the cards the
// verdict names): a symbol and a colour, never the colour alone.
int lean(const deck::Row& row) {
  if (row.residual > deck::kResidualToName) return 1;
  if (row.residual < -deck::kResidualToName) return -1;
  return 0;
}

// A verdict: its symbol and colour together, then the sentence.
void verdict_line(const Ui& ui, bool off, bool told, const std::string& sentence) {
  std::string line = off ? kMore : told ? kFairMark : kNoneMark;
  line.append(" ").append(sentence);
  wrapped_text(line, off ? ui.pal.bust : told ? ui.pal.text : ui.pal.text_dim);
}

// One row per card kind: its name; the deviation from the expected count
// as a bar from a centre line (the expected count), right for more, left
// for fewer, over a shaded band of ± 2 sqrt(expected) (how far a fair deal
// of independent cards usually strays; whole decks dealt stray less); and
// "dealt / expected" written after it. Two columns side by side on a wide
// screen. One scale for every row, so the bars compare.
void deviation_chart(const Ui& ui, const deck::Check& check, const std::string& game) {
  ImFont* font = ui.fonts.body;
  const float fs = font->FontSize;
  const float width = ImGui::GetContentRegionAvail().x;
  const float pad = 8.0f * ui.m.scale;
  const int columns = ui.m.portrait ? 1 : 2;
  const float col_gap = 24.0f * ui.m.scale;
  const float col_w = (width - col_gap * (columns - 1)) / columns;
  const std::size_t per_column = (check.rows.size() + columns - 1) / columns;
  const float row_h = std::max(fs + 10.0f * ui.m.scale, 30.0f * ui.m.scale);
  auto text_w = [&](const std::string& s) { return font->CalcTextSizeA(fs, FLT_MAX, 0, s.c_str()).x; };

  std::vector<std::string> names, numbers;
  float name_w = 0, number_w = 0;
  double scale = 1.0;  // the largest deviation or band drawn, either way
  for (const deck::Row& row : check.rows) {
    names.push_back(ui.tr(msg("ui.deck.card", Arg::card_arg(game, row.card.card))));
    std::string n = ui.tr.f("ui.stats.deck_row", row.observed, Arg::decimal_arg(stats::one_decimal(row.expected)));
    if (lean(row) > 0) n.append(" ").append(kMore);
    if (lean(row) < 0) n.append(" ").append(kLess);
    numbers.push_back(std::move(n));
    name_w = std::max(name_w, text_w(names.back()));
    number_w = std::max(number_w, text_w(numbers.back()));
    scale = std::max({scale, std::fabs(static_cast<double>(row.observed) - row.expected),
                      kUsualSpread * std::sqrt(row.expected)});
  }
  name_w = std::min(name_w, col_w * 0.3f);
  const float bar_x = name_w + pad;
  const float bar_w = std::max(40.0f * ui.m.scale, col_w - bar_x - number_w - pad * 3);
  const ImVec2 a = ImGui::GetCursorScreenPos();
  ImGui::Dummy(ImVec2(width, row_h * static_cast<float>(per_column)));
  ImDrawList* draw = ImGui::GetWindowDrawList();
  const float rounding = 3.0f * ui.m.scale;
  const float line_w = std::max(2.0f, 2.0f * ui.m.scale);
  for (std::size_t i = 0; i < check.rows.size(); ++i) {
    const deck::Row& row = check.rows[i];
    const float x = a.x + (col_w + col_gap) * static_cast<float>(i / per_column);
    const float y = a.y + row_h * static_cast<float>(i % per_column);
    const float text_y = y + (row_h - fs) / 2;
    if (i % 2 == 0) draw->AddRectFilled(ImVec2(x, y), ImVec2(x + col_w, y + row_h), ui.pal.row, rounding);
    draw_text(ui, draw, font, fs, ImVec2(x, text_y), ui.pal.text, ellipsize(names[i], name_w));
    const float centre = x + bar_x + bar_w / 2;
    const float half = bar_w / 2;
    auto at = [&](double deviation) { return centre + half * static_cast<float>(deviation / scale); };
    const double band = kUsualSpread * std::sqrt(row.expected);
    draw->AddRectFilled(ImVec2(at(-band), y + row_h * 0.2f), ImVec2(at(band), y + row_h * 0.8f), ui.pal.grid, rounding);
    const double deviation = static_cast<double>(row.observed) - row.expected;
    const ImU32 colour = lean(row) > 0 ? ui.pal.bust : lean(row) < 0 ? ui.pal.info : ui.pal.series[0];
    const float end = at(deviation);
    if (std::fabs(end - centre) >= 1.0f)
      draw->AddRectFilled(ImVec2(std::min(centre, end), y + row_h * 0.32f), ImVec2(std::max(centre, end), y + row_h * 0.68f),
                          colour, rounding);
    // The expected count: a line across the row's middle.
    draw->AddRectFilled(ImVec2(centre - line_w / 2, y + row_h * 0.1f), ImVec2(centre + line_w / 2, y + row_h * 0.9f),
                        ui.pal.text);
    draw_text(ui, draw, font, fs, ImVec2(x + bar_x + bar_w + pad * 2, text_y), ui.pal.text, numbers[i]);
  }
}

// One count of the shuffle check as a gauge across the page, centred on
// what a fair shuffle gives (a line) and wide enough for 4 standard
// deviations either way and for what came out: the band a fair shuffle
// usually gives (shaded) and what came out (a diamond, in the warning
// colour when off). Never below 0.
void gauge(const Ui& ui, const shuffle::PatternCheck& pattern) {
  const float width = ImGui::GetContentRegionAvail().x;
  const float h = 26.0f * ui.m.scale;
  const ImVec2 a = ImGui::GetCursorScreenPos();
  ImGui::Dummy(ImVec2(width, h));
  const auto [low, high] = shuffle::usual_range(pattern);
  const double observed = static_cast<double>(pattern.observed);
  const double reach = std::max({4.0 * pattern.sd, std::fabs(observed - pattern.expected) * 1.1, 1.0});
  const double left = std::max(0.0, pattern.expected - reach), right = pattern.expected + reach;
  const float mark = 7.0f * ui.m.scale;
  const float x0 = a.x + mark, span = width - 2 * mark;
  auto at = [&](double v) { return x0 + span * static_cast<float>((v - left) / (right - left)); };
  ImDrawList* draw = ImGui::GetWindowDrawList();
  const float mid = a.y + h / 2;
  const float rounding = 3.0f * ui.m.scale;
  draw->AddRectFilled(ImVec2(x0, mid - 1.0f * ui.m.scale), ImVec2(x0 + span, mid + 1.0f * ui.m.scale), ui.pal.grid);
  draw->AddRectFilled(ImVec2(at(static_cast<double>(low)), a.y + h * 0.2f), ImVec2(at(static_cast<double>(high)), a.y + h * 0.8f),
                      ui.pal.grid, rounding);
  const float line_w = std::max(2.0f, 2.0f * ui.m.scale);
  const float ex = at(pattern.expected);
  draw->AddRectFilled(ImVec2(ex - line_w / 2, a.y + h * 0.1f), ImVec2(ex + line_w / 2, a.y + h * 0.9f), ui.pal.text);
  const float ox = at(observed);
  const ImU32 colour = pattern.off ? ui.pal.bust : ui.pal.series[0];
  draw->AddQuadFilled(ImVec2(ox, mid - mark), ImVec2(ox + mark, mid), ImVec2(ox, mid + mark), ImVec2(ox - mark, mid), colour);
}

}  // namespace

void page_heading(const Ui& ui, const std::string& text) {
  ImGui::Dummy(ImVec2(0, 6.0f * ui.m.scale));
  ImGui::PushFont(ui.fonts.large);
  ImGui::TextWrapped("%s", text.c_str());
  ImGui::PopFont();
}

void wrapped_text(const std::string& text, ImU32 colour) {
  ImGui::PushStyleColor(ImGuiCol_Text, colour);
  ImGui::TextWrapped("%s", text.c_str());
  ImGui::PopStyleColor();
}

void draw_deck_makeup(const Ui& ui, const stats::GameFigures& g) {
  const auto check = stats::deck_check(g);
  if (!check) return;
  page_heading(ui, ui.tr("ui.stats.deck_title"));
  verdict_line(ui, check->verdict == deck::Verdict::kSuspicious, check->verdict == deck::Verdict::kFair,
               ui.tr(deck::verdict_message(*check, g.game)));
  wrapped_text(ui.tr(deck::scope_message(*check)), ui.pal.text_dim);
  if (check->total == 0) return;
  wrapped_text(ui.tr("ui.stats.deck_legend"), ui.pal.text_dim);
  ImGui::Dummy(ImVec2(0, 4.0f * ui.m.scale));
  deviation_chart(ui, *check, g.game);
}

void draw_shuffle(const Ui& ui, const stats::GameFigures& g) {
  const GameInfo* info = find_game(g.game);
  if (!info || (!info->deck_order && info->no_deck_order_key.empty())) return;
  page_heading(ui, ui.tr("ui.stats.shuffle_title"));
  const auto check = stats::shuffle_check(g);
  if (!check) {
    // The order is not in this game's entries: say so, and why.
    wrapped_text(std::string(kNoneMark) + " " + ui.tr(std::string(info->no_deck_order_key)), ui.pal.text_dim);
    return;
  }
  verdict_line(ui, check->verdict == shuffle::Verdict::kPoor, check->verdict == shuffle::Verdict::kFair,
               ui.tr(shuffle::verdict_message(*check)));
  wrapped_text(ui.tr("ui.stats.shuffle_scope"), ui.pal.text_dim);
  if (check->cards < 2) return;
  for (const auto& [pattern, line] : {std::pair{&check->same, shuffle::same_message(check->same)},
                                      std::pair{&check->steps, shuffle::steps_message(check->steps)}}) {
    ImGui::Dummy(ImVec2(0, 4.0f * ui.m.scale));
    std::string text = "\xE2\x80\xA2 ";  // •
    text.append(ui.tr(line));
    if (pattern->off) text.append(" ").append(pattern->z > 0 ? kMore : kLess);
    ImGui::TextWrapped("%s", text.c_str());
    gauge(ui, *pattern);
  }
  wrapped_text(ui.tr("ui.stats.shuffle_legend"), ui.pal.text_dim);
}

}  // namespace flipside::ui
