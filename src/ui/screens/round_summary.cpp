// After each round or hand: what everyone scored, the totals (best first, in
// the game's order, places shared by ties) against the target, who deals
// next; one tap (or Enter) goes on.
#include <algorithm>

#include "core/game_info.hpp"

#include "ui/screens/screens.hpp"
#include "ui/widgets/widgets.hpp"

namespace flipside::ui {

// The round's results, best first: each player's points in it (with why,
// when the game says) and their total after it, against the target.
void draw_round_results(const Ui& ui, const Game& game, const RoundSummary& round, ImVec2 size) {
  const GameInfo* info = find_game(game.header().game);
  const std::optional<int> target = game.score_target();
  // The round's best score gets a star: the highest, or the lowest where the
  // fewest points win.
  const bool lowest_wins = info && info->order == ScoreOrder::kLowestWins;
  int best = 0;
  bool starred = false;
  for (const auto& [name, points] : round.points) {
    if (!starred || (lowest_wins ? points < best : points > best)) best = points;
    starred = true;
  }
  if (!lowest_wins && best == 0) starred = false;  // nobody scored: no star

  ImGui::BeginChild("summary.rows", size, false);
  ImGui::PushFont(ui.fonts.large);
  if (ImGui::BeginTable("summary.table", 3, ImGuiTableFlags_RowBg | ImGuiTableFlags_SizingStretchProp)) {
    ImGui::TableSetupColumn(ui.tr("ui.summary.player").c_str(), ImGuiTableColumnFlags_WidthStretch, 1.2f);
    ImGui::TableSetupColumn(ui.tr(round_key(info, "ui.summary.round_points")).c_str(), ImGuiTableColumnFlags_WidthStretch, 1.0f);
    ImGui::TableSetupColumn(ui.tr("ui.summary.total").c_str(), ImGuiTableColumnFlags_WidthStretch, 1.3f);
    ImGui::PushFont(ui.fonts.body);
    ImGui::TableHeadersRow();
    ImGui::PopFont();
    for (const Standing& standing : game.standings()) {
      if (standing.seat < 0 || standing.seat >= static_cast<int>(round.points.size())) continue;
      const auto& [name, points] = round.points[standing.seat];
      ImGui::TableNextRow(0, ui.m.touch);
      ImGui::TableNextColumn();
      std::string who = std::to_string(standing.place);
      who.append(".  ").append(name);
      if (starred && points == best) who.append(" ").append(ui.icons.star);
      text_in_width(who, ImGui::GetContentRegionAvail().x);
      ImGui::TableNextColumn();
      ImGui::Text("+%d", points);
      // Why, when the game says (why a 0, where a bonus came from).
      if (standing.seat < static_cast<int>(round.why.size()) && !round.why[standing.seat].empty()) {
        ImGui::SameLine();
        ImGui::PushFont(ui.fonts.body);
        ImGui::PushStyleColor(ImGuiCol_Text, ui.pal.text_dim);
        ImGui::SetCursorPosY(ImGui::GetCursorPosY() + ui.fonts.large->FontSize - ui.fonts.body->FontSize);
        // Wrapped under itself, never cut (issue 32 item 8: "+324 cerró, lado …").
        ImGui::PushTextWrapPos(0.0f);
        ImGui::TextUnformatted(ui.tr(round.why[standing.seat]).c_str());
        ImGui::PopTextWrapPos();
        ImGui::PopStyleColor();
        ImGui::PopFont();
      }
      ImGui::TableNextColumn();
      const int total = standing.total;
      ImGui::PushFont(ui.fonts.body);
      if (target) {
        const float frac = std::clamp(static_cast<float>(total) / std::max(1, *target), 0.0f, 1.0f);
        progress(ui, frac, std::to_string(total) + " / " + std::to_string(*target), ImVec2(-1, ui.m.touch * 0.8f));
      } else {
        ImGui::PushTextWrapPos(0.0f);  // with its unit ("65 points"), whole
        ImGui::TextUnformatted(total_words(ui, info, total).c_str());
        ImGui::PopTextWrapPos();
      }
      ImGui::PopFont();
    }
    ImGui::EndTable();
  }
  ImGui::PopFont();
  ImGui::EndChild();
}

void draw_round_summary(const Ui& ui, const Controller& c) {
  if (!c.game() || !c.last_round()) {
    if (button(ui, "summary.continue_empty", ui.tr("ui.summary.next"))) ui.emit(intent::ContinueAfterRound{});
    return;
  }
  const Game& game = c.game()->game();
  const ScriptHeader& header = game.header();
  const RoundSummary& round = *c.last_round();
  const GameInfo* info = find_game(header.game);  // its order, its word for a round
  const std::optional<int> target = game.score_target();
  const float width = std::min(ImGui::GetContentRegionAvail().x, 900.0f * ui.m.scale);
  // Cursor positions are window-relative: start from the padded content edge.
  const float left = ImGui::GetCursorPosX() + (ImGui::GetContentRegionAvail().x - width) / 2;

  ImGui::Dummy(ImVec2(0, 10.0f * ui.m.scale));
  ImGui::PushFont(ui.fonts.huge);
  text_centered(ui.tr.f(round_key(info, "ui.summary.title"), round.round));
  ImGui::PopFont();
  ImGui::PushStyleColor(ImGuiCol_Text, ui.pal.text_dim);
  const int dealer = game.dealer_seat();
  std::string next = dealer >= 0 && dealer < static_cast<int>(header.players.size())
                         ? ui.tr.f("ui.summary.next_dealer", header.players[dealer])
                         : std::string();
  if (target) next += (next.empty() ? "" : "  \xC2\xB7  ") + ui.tr.f("ui.table.to_target", *target);
  text_centered(next);
  ImGui::PopStyleColor();
  ImGui::Dummy(ImVec2(0, 8.0f * ui.m.scale));
  draw_banner_strip(ui, c);  // what ended the round, above the results

  const float footer = ui.m.touch * 1.5f + ImGui::GetStyle().ItemSpacing.y * 3;
  ImGui::SetCursorPosX(left);
  draw_round_results(ui, game, round, ImVec2(width, ImGui::GetContentRegionAvail().y - footer));

  ImGui::SetCursorPosX(left);
  const float undo_w = width * 0.25f;
  if (button(ui, "summary.undo", std::string(ui.icons.undo) + " " + ui.tr("ui.summary.undo"),
             ImVec2(undo_w, ui.m.touch * 1.5f), Tone::kNormal, c.game() && c.game()->can_undo()))
    ui.emit(intent::Undo{});
  ImGui::SameLine();
  if (button(ui, "summary.scoresheet", ui.tr("ui.scoresheet.open"), ImVec2(undo_w, ui.m.touch * 1.5f)))
    ui.emit(intent::OpenScoresheet{});
  ImGui::SameLine();
  if (button(ui, "summary.next", std::string(ui.icons.next) + "  " + ui.tr(round_key(info, "ui.summary.next")) + "  (Enter)",
             ImVec2(width - undo_w * 2 - ImGui::GetStyle().ItemSpacing.x * 2, ui.m.touch * 1.5f), Tone::kPrimary, true,
             ui.fonts.large))
    ui.emit(intent::ContinueAfterRound{});
}

}  // namespace flipside::ui
