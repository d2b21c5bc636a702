// The end: who won, the final standings and the game's score progression.
#include <algorithm>
#include <cfloat>
#include <optional>
#include <string>
#include <vector>

#include "core/game_info.hpp"
#include "ui/screens/screens.hpp"
#include "ui/widgets/widgets.hpp"

namespace flipside::ui {

void draw_winner(const Ui& ui, const Controller& c) {
  if (!c.game()) {
    if (button(ui, "winner.home_empty", ui.tr("ui.home.title"))) ui.emit(intent::GoHome{});
    return;
  }
  const Game& game = c.game()->game();
  const ScriptHeader& header = game.header();
  const std::vector<Standing> standings = game.standings();  // best first, in the game's order
  const std::optional<std::string> winner = game.winner();
  const int rounds = static_cast<int>(game.rounds().size());
  const GameInfo* info = find_game(header.game);  // its word for a round
  auto total_of = [&](const std::string& name) {
    const int seat = header.seat_of(name);
    for (const Standing& s : standings)
      if (s.seat == seat) return s.total;
    return 0;
  };

  std::string title = winner ? std::string(ui.icons.star) + " " + ui.tr.f("ui.winner.title", *winner)
                             : ui.tr("ui.winner.no_winner");
  if (!game.finished()) title = ui.tr("ui.winner.not_finished");
  // The winner's name whole (issue 20 item 10): the huge font when it fits,
  // else the large one, else the large one wrapped onto a second line.
  const float title_room = ImGui::GetContentRegionAvail().x;
  ImFont* title_font = ui.fonts.huge;
  for (ImFont* f : {ui.fonts.huge, ui.fonts.large}) {
    title_font = f;
    if (f->CalcTextSizeA(f->FontSize, FLT_MAX, 0, title.c_str()).x <= title_room) break;
  }
  ImGui::PushFont(title_font);
  if (ImGui::CalcTextSize(title.c_str()).x <= title_room) {
    text_centered(title);
  } else {
    ImGui::PushTextWrapPos(0.0f);
    ImGui::TextUnformatted(title.c_str());
    ImGui::PopTextWrapPos();
  }
  if (ui.diag) ui.diag->texts.push_back({title, ImGui::GetItemRectMin(), ImGui::GetItemRectMax()});
  ImGui::PopFont();
  ImGui::PushStyleColor(ImGuiCol_Text, ui.pal.text_dim);
  // A game kept as one long hand (no rounds) has no "points after N rounds":
  // the standings say it all.
  if (winner && rounds > 0)
    text_centered(ui.tr.f(round_key(info, "ui.winner.detail"), total_of(*winner), rounds));
  else if (rounds > 0)
    text_centered(ui.tr.f(round_key(info, "ui.history.rounds"), rounds));
  // Another device's game (issue 24): where it came from, and that it is changed there only.
  if (const auto& origin = c.game_origin())
    ImGui::TextWrapped("%s", ui.tr.f("ui.winner.from_device", origin->empty() ? ui.tr("ui.history.from_other") : ui.tr.f("ui.history.from_device", *origin)).c_str());
  ImGui::PopStyleColor();
  draw_banner_strip(ui, c);

  const float footer = (ui.m.touch * 1.4f + ImGui::GetStyle().ItemSpacing.y) * (ui.m.portrait ? 2.0f : 1.0f) +
                       ImGui::GetStyle().ItemSpacing.y;
  const ImVec2 avail = ImGui::GetContentRegionAvail();
  const ImVec2 body(avail.x, avail.y - footer);
  // Each total with its unit, as the game counts it ("312 points", "4 cards
  // left"). Beside the names when every row has room for both, else each
  // total on a line of its own under its name: a name is never cut for a
  // unit (issue 20 items 9 and 10).
  ImFont* row_font = ui.fonts.large;
  auto width_of = [&](const std::string& text) {
    return row_font->CalcTextSizeA(row_font->FontSize, FLT_MAX, 0, text.c_str()).x;
  };
  auto name_line = [&](const Standing& s) { return std::to_string(s.place) + ".  " + ui.tr.name(header.players[s.seat]); };
  const float name_gap = 20.0f * ui.m.scale;
  auto totals_beside = [&](float width) {
    for (const Standing& s : standings)
      if (width_of(name_line(s)) + name_gap + width_of(total_words(ui, info, s.total)) > width) return false;
    return true;
  };
  auto standings_list = [&](ImVec2 size) {
    ImGui::BeginChild("winner.standings", size, false);
    ImGui::PushFont(row_font);
    const bool beside = totals_beside(ImGui::GetContentRegionAvail().x);
    // Noted for the layout tests: the name whole, its total, the note.
    auto shown = [&](const std::string& text) {
      ImGui::TextUnformatted(text.c_str());
      if (ui.diag) ui.diag->texts.push_back({text, ImGui::GetItemRectMin(), ImGui::GetItemRectMax()});
    };
    for (const Standing& s : standings) {
      ImGui::PushID(s.seat);
      const std::string total = total_words(ui, info, s.total);
      const float tw = ImGui::CalcTextSize(total.c_str()).x;
      ImGui::PushTextWrapPos(0.0f);  // a name longer than the column wraps, whole
      shown(name_line(s));
      ImGui::PopTextWrapPos();
      if (beside) ImGui::SameLine();
      ImGui::SetCursorPosX(std::max(ImGui::GetCursorPosX(), ImGui::GetWindowContentRegionMax().x - tw));
      shown(total);
      // The game's note, when points are not all that decides ("all 10
      // phases completed"), on a line of its own under the name: beside the
      // total it would push the name out of a narrow column.
      if (!s.note.empty()) {
        const float indent = ImGui::CalcTextSize("0.  ").x;  // under the name, past the place
        ImGui::PushFont(ui.fonts.body);
        ImGui::PushStyleColor(ImGuiCol_Text, ui.pal.text_dim);
        ImGui::SetCursorPosX(ImGui::GetCursorPosX() + indent);
        ImGui::PushTextWrapPos(0.0f);  // wrapped, never cut: it says what decides the place
        shown(ui.tr(s.note));
        ImGui::PopTextWrapPos();
        ImGui::PopStyleColor();
        ImGui::PopFont();
      }
      ImGui::PopID();
    }
    ImGui::PopFont();
    ImGui::EndChild();
  };

  // A finished game can be logged in BG Stats (issue 34): a button under
  // the standings, as wide as they are, opens its link's QR code.
  const bool loggable = game.finished();
  const float log_h = loggable ? ui.m.touch * 1.2f + ImGui::GetStyle().ItemSpacing.y : 0.0f;
  auto log_button = [&](float width) {
    if (loggable && button(ui, "winner.bgstats", ui.tr("ui.bgstats.button"), ImVec2(width, ui.m.touch * 1.2f)))
      ui.emit(intent::ShowBgStats{});
  };

  if (rounds == 0) {
    // Nothing to chart: the standings alone, centred at a readable width.
    const float list_w = std::min(body.x, 640.0f * ui.m.scale);
    const float left = ImGui::GetCursorPosX() + std::floor((body.x - list_w) / 2);
    ImGui::SetCursorPosX(left);
    standings_list(ImVec2(list_w, body.y - log_h));
    ImGui::SetCursorPosX(left);
    log_button(list_w);
  } else if (ui.m.portrait) {
    const float row_h = ui.fonts.large->FontSize + 12.0f;
    const bool beside = totals_beside(body.x);
    float rows_h = row_h;  // room for a last row
    for (const Standing& s : standings)
      rows_h += row_h * (beside ? 1.0f : 2.0f) + (s.note.empty() ? 0.0f : ui.fonts.body->FontSize + 4.0f);
    const float standings_h = std::min(body.y * 0.35f, rows_h);
    standings_list(ImVec2(body.x, standings_h));
    log_button(body.x);
    draw_score_chart(ui, game, ImVec2(body.x, body.y - standings_h - log_h - ImGui::GetStyle().ItemSpacing.y));
  } else {
    const float standings_w = std::floor(body.x * 0.3f);
    ImGui::BeginGroup();
    standings_list(ImVec2(standings_w, body.y - log_h));
    log_button(standings_w);
    ImGui::EndGroup();
    ImGui::SameLine();
    draw_score_chart(ui, game, ImVec2(body.x - standings_w - ImGui::GetStyle().ItemSpacing.x, body.y));
  }

  // Four buttons: one row in landscape, two rows of two in portrait (the
  // footer's height above counts both rows then).
  const int per_row = ui.m.portrait ? 2 : 4;
  const float w = (avail.x - ImGui::GetStyle().ItemSpacing.x * static_cast<float>(per_row - 1)) / static_cast<float>(per_row);
  const float h = ui.m.touch * 1.4f;
  // A game opened from History or from a record on Statistics goes back
  // there (the controller's GoHome).
  const std::string back = c.back_to_history() ? std::string("\xE2\x86\x90  ") + ui.tr("ui.history.title")
                           : c.back_to_stats() ? std::string("\xE2\x86\x90  ") + ui.tr("ui.stats.title")
                                               : std::string(ui.icons.home) + "  " + ui.tr("ui.home.title");
  if (button(ui, "winner.home", back, ImVec2(w, h))) ui.emit(intent::GoHome{});
  ImGui::SameLine();
  // The game's rounds and totals, round by round (a game opened from the history too).
  if (button(ui, "winner.scoresheet", ui.tr("ui.winner.scoresheet"), ImVec2(w, h))) ui.emit(intent::OpenScoresheet{});
  if (per_row == 4) ImGui::SameLine();
  if (button(ui, "winner.undo", std::string(ui.icons.undo) + "  " + ui.tr("ui.table.undo"), ImVec2(w, h),
             Tone::kNormal, c.game()->can_undo()))
    ui.emit(intent::Undo{});
  ImGui::SameLine();
  if (button(ui, "winner.again", ui.tr("ui.winner.play_again") + "  (N)", ImVec2(w, h), Tone::kPrimary))
    ui.emit(intent::PlayAgain{});
}

}  // namespace flipside::ui
