// Flip 7 in score mode (RULINGS.md, Flip 7, rule 12): the table keeps its
// own cards and enters only each round's points. A row per player with the
// total against the target and this round's points (a number pad under the
// rows, issue 20 item 4: a tap on a player's points gives them the pad, ⏎
// goes on to the next player and enters the round after the last; − / + by
// one, +10 and 0 stay for small changes), then one tap enters the round:
// {"round":{"points":{...}}}. The engine checks every player's points (0 to
// the most one round can give) and ends the game by rules 9 and 10 as in
// card mode.
#include <algorithm>
#include <string>
#include <vector>

#include "ui/shell/controller.hpp"
#include "ui/games/flip7/entries.hpp"
#include "ui/games/flip7/flip7_ui.hpp"
#include "ui/widgets/number_pad.hpp"
#include "ui/widgets/widgets.hpp"

namespace flipside::ui::flip7ui {
namespace {

constexpr const char* kRoundList = kRoundPointsList;
constexpr const char* kTyping = "flip7.typing";  // the seat the number pad types into

}  // namespace

void draw_score_table(const Ui& ui, const Controller& c, ViewState& view) {
  const flip7::Flip7Game& game = *as_flip7(&c.game()->game());
  const flip7::Engine& engine = game.engine();
  const int n = engine.player_count();
  // The points being typed belong to the round in progress: a new entry (or
  // an undo) starts them again from zero.
  const std::size_t lines = c.game()->session().lines().size();
  std::vector<int>& points = view.lists[kRoundList];
  if (view.picks_at != lines || static_cast<int>(points.size()) != n) {
    view.picks_at = lines;
    points.assign(n, 0);
    view.picks.erase(kTyping);  // the pad starts again on the first player

  }
  const int most = flip7::max_round_points(engine.options().decks);
  const int target = engine.options().target;

  // The number pad (issue 20, item 4) types into one player's points at a
  // time, under the total they make; ⏎ goes on to the next player.
  PadFocus focus(view, kTyping);
  std::vector<int> fields(n);
  for (int p = 0; p < n; ++p) fields[p] = p;
  const int typing = focus.field(fields);
  const float footer = ui.m.touch * 1.5f + ImGui::GetStyle().ItemSpacing.y * 4 + ui.fonts.body->FontSize +
                       number_pad_height(ui);
  ImGui::BeginChild("score.rows", ImVec2(0, ImGui::GetContentRegionAvail().y - footer), false);
  const float width = ImGui::GetContentRegionAvail().x;
  const float controls_w = ui.m.touch * 4 + 90.0f * ui.m.scale + ImGui::GetStyle().ItemSpacing.x * 4;
  const float total_w = std::clamp(width * 0.25f, 120.0f * ui.m.scale, 260.0f * ui.m.scale);
  for (int p = 0; p < n; ++p) {
    ImGui::PushID(p);
    const float name_w = std::max(width - controls_w - total_w - ImGui::GetStyle().ItemSpacing.x * 2, 60.0f);
    ImGui::SetCursorPosY(ImGui::GetCursorPosY() + (ui.m.touch - ImGui::GetTextLineHeight()) / 2);
    ImGui::PushFont(ui.fonts.large);
    text_in_width(ui.tr.name(engine.name(p)), name_w);
    ImGui::PopFont();
    ImGui::SameLine(name_w + ImGui::GetStyle().WindowPadding.x);
    ImGui::SetCursorPosY(ImGui::GetCursorPosY() - (ui.m.touch - ImGui::GetTextLineHeight()) / 2);
    const int total = engine.player(p).total;
    progress(ui, std::clamp(static_cast<float>(total) / std::max(1, target), 0.0f, 1.0f),
             std::to_string(total) + " / " + std::to_string(target), ImVec2(total_w, ui.m.touch));
    ImGui::SameLine();
    const std::string id = "score.points." + std::to_string(p);
    std::string shown = std::to_string(points[p]);
    shown.insert(0, 1, '+');  // not "+" + to_string: GCC 12 warns falsely (-Wrestrict) in Release
    bool tapped = false;
    std::string widest = std::to_string(most);  // one width whatever is typed
    widest.insert(0, 1, '+');
    if (auto v = stepper_field(ui, id.c_str(), points[p], 1, 0, most, shown, p == typing, &tapped, widest))
      points[p] = *v;
    if (tapped) focus.choose(p);
    ImGui::SameLine();
    if (button(ui, (id + ".ten").c_str(), "+10", ImVec2(ui.m.touch, 0), Tone::kNormal, points[p] + 10 <= most))
      points[p] += 10;
    ImGui::SameLine();
    if (button(ui, (id + ".zero").c_str(), "0", ImVec2(ui.m.touch, 0))) points[p] = 0;
    ImGui::PopID();
  }
  ImGui::PushFont(ui.fonts.body);
  ImGui::PushStyleColor(ImGuiCol_Text, ui.pal.text_dim);
  if (c.info())
    ImGui::TextWrapped("%s %s", ui.icons.warning, ui.tr(*c.info()).c_str());
  else
    ImGui::TextWrapped("%s", ui.tr.f("ui.table.score_mode_hint", most).c_str());
  ImGui::PopStyleColor();
  ImGui::PopFont();
  ImGui::EndChild();

  const float pad_w = ImGui::GetContentRegionAvail().x;
  total_after(ui, ui.tr.name(engine.name(typing)), engine.player(typing).total, points[typing], pad_w);
  bool enter = false;
  for (const PadPress& press : number_pad(ui, "score.pad", pad_w, !c.popup()))
    enter = focus.apply(press, points, fields, most) || enter;
  nlohmann::json round = nlohmann::json::object();
  for (int p = 0; p < n; ++p) round[engine.name(p)] = points[p];
  enter = button(ui, "score.enter", std::string(ui.icons.next) + "  " + ui.tr.f("ui.table.enter_round", engine.round()),
                 ImVec2(-1, ui.m.touch * 1.5f), Tone::kPrimary, !game.finished(), ui.fonts.large) || enter;
  if (enter && !game.finished())
    ui.emit(intent::Submit{{{"round", {{"points", round}}}}});
}

}  // namespace flipside::ui::flip7ui
