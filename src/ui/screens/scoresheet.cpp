// The running scoresheet, for any game: rounds (or hands) as rows, players
// as columns, each round's points with why when the game says (bust,
// "went out"...), the totals at the bottom. One tap from the table; a
// round's number opens the log of its entries, where one can be changed.
#include <algorithm>
#include <string>
#include <vector>

#include "core/game_info.hpp"
#include "ui/shell/shown_names.hpp"
#include "ui/screens/screens.hpp"
#include "ui/widgets/widgets.hpp"

namespace flipside::ui {

namespace {

// A game without rounds (one long deal): a row per player, best first, with what
// the game counts and its unit ("1. Ana  4 cards left"), the winner starred
// once the game is over; a partnership's note beside the name.
void standings_sheet(const Ui& ui, const Game& game, const GameInfo& info) {
  const std::vector<std::string> names = shown_players(ui, game.header().players);
  const bool over = game.finished();
  ImGui::Dummy(ImVec2(0, 4.0f * ui.m.scale));
  if (!ImGui::BeginTable("scoresheet.standings", 2, ImGuiTableFlags_RowBg | ImGuiTableFlags_SizingStretchProp,
                         ImVec2(std::min(ImGui::GetContentRegionAvail().x, 900.0f * ui.m.scale), 0)))
    return;
  ImGui::TableSetupColumn("who", ImGuiTableColumnFlags_WidthStretch, 1.4f);
  ImGui::TableSetupColumn("left", ImGuiTableColumnFlags_WidthStretch, 1.0f);
  for (const Standing& s : game.standings()) {
    if (s.seat < 0 || s.seat >= static_cast<int>(names.size())) continue;
    ImGui::TableNextRow(0, ui.m.touch);
    ImGui::TableNextColumn();
    std::string who = over && s.place == 1 ? std::string(ui.icons.star) : std::to_string(s.place) + ".";
    who.append("  ").append(names[s.seat]);
    if (!s.note.empty()) who.append("  (").append(ui.tr(s.note)).append(")");
    ImGui::PushFont(ui.fonts.large);
    ImGui::TextWrapped("%s", who.c_str());  // wrapped in its column, never cut
    ImGui::TableNextColumn();
    ImGui::TextWrapped("%s", total_words(ui, &info, s.total).c_str());
    ImGui::PopFont();
  }
  ImGui::EndTable();
}

}  // namespace

void draw_scoresheet(const Ui& ui, const Controller& c) {
  screen_title(ui, "scoresheet.back", std::string("\xE2\x86\x90 ") + ui.tr("ui.back"), ui.tr("ui.scoresheet.title"),
               intent::Back{});
  if (!c.game()) return;
  const Game& game = c.game()->game();
  const std::vector<std::string> names = shown_players(ui, game.header().players);
  const GameInfo* info = find_game(game.header().game);  // its word for a round
  const std::vector<RoundSummary> rounds = game.rounds();
  std::vector<int> totals(names.size(), 0);
  for (const Standing& s : game.standings())
    if (s.seat >= 0 && s.seat < static_cast<int>(totals.size())) totals[s.seat] = s.total;

  // Every entry, to change one; a round's number below opens its own.
  // A game whose entries cannot be changed here (another device's) offers none.
  const bool changeable = c.stored_game() && c.stored_game()->changeable();
  const bool log_offered = !game.header().players.empty() && changeable && c.game()->session().can_undo();
  if (log_offered && button(ui, "scoresheet.log", std::string(ui.icons.edit) + "  " + ui.tr("ui.log.open")))
    ui.emit(intent::OpenLog{0});
  // A finished game's sheet logs it in BG Stats too (issue 34), as its
  // winner's screen does.
  if (game.finished()) {
    if (log_offered) ImGui::SameLine();
    if (button(ui, "scoresheet.bgstats", ui.tr("ui.bgstats.button"))) ui.emit(intent::ShowBgStats{});
  }
  // A game won by the first out has no rounds (one long deal): its
  // standings as the game counts them (cards left) are the whole sheet.
  const bool first_out = info && info->order == ScoreOrder::kFirstOut;
  if (rounds.empty()) {
    ImGui::PushStyleColor(ImGuiCol_Text, ui.pal.text_dim);
    ImGui::TextWrapped("%s", ui.tr(round_key(info, "ui.scoresheet.empty")).c_str());
    ImGui::PopStyleColor();
    if (first_out) standings_sheet(ui, game, *info);
    return;
  }
  // A column per player, wide enough for a name of a few letters and a
  // "why"; more players than fit scroll sideways, the round column stays.
  const std::string round_label = ui.tr(round_key(info, "ui.scoresheet.round"));
  const float round_w =
      std::max(ImGui::CalcTextSize(round_label.c_str()).x + 24.0f * ui.m.scale,
               ImGui::CalcTextSize((std::string(ui.icons.edit) + " 000").c_str()).x + 2 * ImGui::GetStyle().FramePadding.x +
                   8.0f * ui.m.scale);
  // Each column also takes its cell padding and a border: left out, the
  // columns would overflow by a few pixels and bring a useless scrollbar.
  const float per_column = ImGui::GetStyle().CellPadding.x * 2 + 1.0f;
  const float player_w =
      std::max(140.0f * ui.m.scale, (ImGui::GetContentRegionAvail().x - round_w - per_column * (names.size() + 1)) /
                                        std::max<std::size_t>(1, names.size()));
  const ImGuiTableFlags flags = ImGuiTableFlags_RowBg | ImGuiTableFlags_BordersInnerV | ImGuiTableFlags_ScrollX |
                                ImGuiTableFlags_ScrollY | ImGuiTableFlags_SizingFixedFit;
  if (!ImGui::BeginTable("scoresheet", static_cast<int>(names.size()) + 1, flags, ImGui::GetContentRegionAvail()))
    return;
  ImGui::TableSetupScrollFreeze(1, 1);
  ImGui::TableSetupColumn(round_label.c_str(), ImGuiTableColumnFlags_WidthFixed, round_w);
  for (std::size_t p = 0; p < names.size(); ++p) {
    ImGui::PushFont(ui.fonts.body);
    const std::string shown = ellipsize(names[p], player_w - 16.0f * ui.m.scale);
    ImGui::PopFont();
    ImGui::TableSetupColumn((shown + "##" + std::to_string(p)).c_str(), ImGuiTableColumnFlags_WidthFixed, player_w);
  }
  ImGui::TableHeadersRow();

  for (const RoundSummary& r : rounds) {
    ImGui::TableNextRow(0, ui.m.touch);
    ImGui::TableNextColumn();
    // The round's number opens its entries, to change one (issue 9, item 10).
    std::string round_id = "scoresheet.round.";
    round_id.append(std::to_string(r.round));
    if (button(ui, round_id.c_str(), std::string(changeable ? ui.icons.edit : ui.icons.next) + " " + std::to_string(r.round),
               ImVec2(-1, ui.m.touch), Tone::kSubtle))
      ui.emit(intent::OpenLog{r.round});
    for (std::size_t p = 0; p < names.size(); ++p) {
      ImGui::TableNextColumn();
      const int points = p < r.points.size() ? r.points[p].second : 0;
      ImGui::PushFont(ui.fonts.large);
      ImGui::TextUnformatted(std::to_string(points).c_str());
      ImGui::PopFont();
      if (p < r.why.size() && !r.why[p].empty()) {
        // Why, under the points in small text, wrapped in the column ("out,
        // made phase 9" in a narrow one): never cut, and the same place in
        // every cell.
        const std::string why = ui.tr(r.why[p]);
        ImGui::PushStyleColor(ImGuiCol_Text, ui.pal.text_dim);
        ImGui::PushFont(ui.fonts.small);
        ImGui::TextWrapped("%s", why.c_str());
        ImGui::PopFont();
        ImGui::PopStyleColor();
      }
    }
  }
  // Totals, as the game counts them.
  ImGui::TableNextRow(ImGuiTableRowFlags_Headers, ui.m.touch);
  ImGui::TableNextColumn();
  ImGui::TextUnformatted(ui.tr("ui.scoresheet.total").c_str());
  for (std::size_t p = 0; p < names.size(); ++p) {
    ImGui::TableNextColumn();
    // With its unit ("312 points", "4 cards left"): a smaller font where the
    // column is narrow, wrapped rather than cut.
    const std::string total = total_words(ui, info, totals[p]);
    bool fits = true;
    ImGui::PushFont(fitting_font(ui, ui.fonts.large, total, ImGui::GetContentRegionAvail().x, &fits));
    ImGui::PushTextWrapPos(0.0f);
    ImGui::TextUnformatted(total.c_str());
    ImGui::PopTextWrapPos();
    ImGui::PopFont();
  }
  ImGui::EndTable();
}

}  // namespace flipside::ui
