// The log of entries: every entry of the open game, round by round, each in
// the game's own words (GameUi::describe_entry). A tap on one opens the table
// as it was just before it, to enter what should have been entered (issue 9,
// item 10: fixing a past entry). Reached from the scoresheet (a round's
// number) and from a rejection caused by earlier entries. Each round has a
// Replay: the table as it was, entry by entry, read-only (replay_screen.cpp).
#include <algorithm>
#include <string>
#include <vector>

#include "core/game_info.hpp"
#include "ui/screens/screens.hpp"
#include "ui/widgets/widgets.hpp"

namespace flipside::ui {

// Replays the log once to word each entry from the state just before it
// (who received a card is not in the line: it depends on the turn).
std::vector<LogRow> log_rows(const Ui& ui, const Controller& c) {
  std::vector<LogRow> rows;
  const store::OpenGame* game = c.stored_game();
  const GameUi* game_ui = c.game_ui();
  if (!game || !game_ui) return rows;
  Message ignored;
  auto replay = Session::start(game->session().header(), &ignored);
  if (!replay) return rows;
  const auto& lines = game->session().lines();
  rows.reserve(lines.size());
  for (std::size_t i = 0; i < lines.size(); ++i) {
    rows.push_back({i, replay->game().round(), game_ui->describe_entry(ui, replay->game(), lines[i])});
    replay->apply(lines[i]);
  }
  return rows;
}

// Controller::game() is then the game as it was just before the entry: the
// words need no replay of their own.
std::string entry_being_changed(const Ui& ui, const Controller& c) {
  const auto index = c.editing();
  const GameUi* game_ui = c.game_ui();
  if (!index || !game_ui || !c.game() || !c.stored_game()) return {};
  const auto& lines = c.stored_game()->session().lines();
  return *index < lines.size() ? game_ui->describe_entry(ui, c.game()->game(), lines[*index]) : std::string();
}

std::string replacement_entry(const Ui& ui, const Controller& c) {
  const GameUi* game_ui = c.game_ui();
  if (!game_ui || !c.game() || !c.pending_edit_line()) return {};
  return game_ui->describe_entry(ui, c.game()->game(), *c.pending_edit_line());
}

std::string stepped_words(const Ui& ui, const Controller& c) {
  const Stepped* step = c.stepped();
  if (!step) return {};
  const std::string icon = step->forward ? ui.icons.redo : ui.icons.undo;
  if (step->edit_index)
    return icon + "  " + ui.tr.f(step->forward ? "ui.redo.edit" : "ui.undo.edit", static_cast<long long>(*step->edit_index) + 1);
  const GameUi* game_ui = c.game_ui();
  if (!game_ui || !step->before) return {};
  return icon + "  " + ui.tr.f(step->forward ? "ui.redo.entry" : "ui.undo.entry", game_ui->describe_entry(ui, *step->before, step->line));
}

void draw_entry_log(const Ui& ui, const Controller& c, ViewState& view) {
  screen_title(ui, "log.back", std::string("\xE2\x86\x90 ") + ui.tr("ui.back"), ui.tr("ui.log.title"), intent::Back{});
  const store::OpenGame* game = c.stored_game();
  if (!game || !c.game_ui()) return;
  // A game whose entries cannot be changed here (another device's, an
  // abandoned one) lists them to read and replay: no "Change", no tap.
  const bool changeable = game->changeable();
  ImGui::PushStyleColor(ImGuiCol_Text, ui.pal.text_dim);
  ImGui::TextWrapped("%s", ui.tr(changeable ? "ui.log.hint" : "ui.log.read_only_hint").c_str());
  ImGui::PopStyleColor();
  if (ui.diag) ui.diag->note_rect("log_text.hint");
  const std::vector<LogRow> rows = log_rows(ui, c);
  if (rows.empty()) {
    ImGui::TextUnformatted(ui.tr("ui.log.empty").c_str());
    return;
  }
  ImGui::BeginChild("log.list", ImVec2(0, 0), false);
  const float width = ImGui::GetContentRegionAvail().x;
  const float row_h = ui.m.touch;
  const float pad = 10.0f * ui.m.scale;
  // Opened on a round: that round's first entry at the top; otherwise the
  // latest entries, where a mistake is usually found.
  const int scroll_round = c.log_round() > 0 ? c.log_round() : rows.back().round;
  int shown_round = -1;
  for (const LogRow& row : rows) {
    if (row.round != shown_round) {
      shown_round = row.round;
      if (view.screen_opened && row.round == scroll_round) ImGui::SetScrollHereY(0.0f);
      // The round's title, and its replay (issue 13: a disputed round, card
      // by card) at the right.
      const std::string replay = std::string(ui.icons.next) + "  " + ui.tr("ui.replay.button");
      const float replay_w = std::max(ui.m.touch * 2, ImGui::CalcTextSize(replay.c_str()).x +
                                                          ImGui::GetStyle().FramePadding.x * 2 + pad * 2);
      const float title_y = ImGui::GetCursorPosY();
      ImGui::PushFont(ui.fonts.large);
      ImGui::SetCursorPosY(title_y + std::max(0.0f, (ui.m.touch - ImGui::GetTextLineHeight()) / 2));
      text_in_width(ui.tr.f(round_key(find_game(game->session().header().game), "ui.log.round"), row.round),
                    width - replay_w - pad);
      ImGui::PopFont();
      ImGui::SetCursorPos(ImVec2(ImGui::GetCursorStartPos().x + width - replay_w, title_y));
      std::string replay_id = "log.replay.";
      replay_id.append(std::to_string(row.round));
      if (button(ui, replay_id.c_str(), replay, ImVec2(replay_w, ui.m.touch))) ui.emit(intent::ReplayRound{row.round});
    }
    ImGui::PushID(static_cast<int>(row.index));
    const ImVec2 a = ImGui::GetCursorScreenPos();
    std::string number = "#";
    number.append(std::to_string(row.index + 1));
    const std::string change = changeable ? std::string(ui.icons.edit) + " " + ui.tr("ui.log.change") : std::string();
    const float number_w = ImGui::CalcTextSize("#0000").x;
    const float change_w = ImGui::CalcTextSize(change.c_str()).x;
    // An entry is never cut (issue 20 item 1): a long one wraps and its row grows.
    const float text_w = width - number_w - change_w - pad * 5;
    const float words_h = ImGui::CalcTextSize(row.text.c_str(), nullptr, false, text_w).y;
    const float entry_h = std::max(row_h, words_h + pad * 2);
    std::string id = "log.entry.";
    id.append(std::to_string(row.index));
    if (changeable) {
      if (ui.diag) ui.diag->note_id(ImGui::GetID("entry"), id);
      if (ImGui::InvisibleButton("entry", ImVec2(width, entry_h))) ui.emit(intent::EditEntry{row.index});
      if (ui.diag) ui.diag->note_rect(id);
    } else {
      ImGui::Dummy(ImVec2(width, entry_h));
    }
    const bool hovered = changeable && ImGui::IsItemHovered();
    ImGui::GetWindowDrawList()->AddRectFilled(a, ImVec2(a.x + width, a.y + entry_h),
                                              hovered ? ui.pal.row_next : ui.pal.row, 8.0f * ui.m.scale);
    const float text_y = a.y + (entry_h - ImGui::GetTextLineHeight()) / 2;
    ImGui::SetCursorScreenPos(ImVec2(a.x + pad, text_y));
    ImGui::PushStyleColor(ImGuiCol_Text, ui.pal.text_dim);
    text_in_width(number, number_w);
    ImGui::PopStyleColor();
    const float words_x = a.x + pad * 2 + number_w;
    ImGui::SetCursorScreenPos(ImVec2(words_x, a.y + (entry_h - words_h) / 2));
    ImGui::PushTextWrapPos(words_x - ImGui::GetWindowPos().x + ImGui::GetScrollX() + text_w);
    ImGui::TextWrapped("%s", row.text.c_str());
    ImGui::PopTextWrapPos();
    ImGui::SetCursorScreenPos(ImVec2(a.x + width - change_w - pad, text_y));
    ImGui::PushStyleColor(ImGuiCol_Text, ui.pal.text_dim);
    ImGui::TextUnformatted(change.c_str());
    ImGui::PopStyleColor();
    ImGui::SetCursorScreenPos(ImVec2(a.x, a.y + entry_h));
    ImGui::Dummy(ImVec2(0, 0));  // the next row a spacing below
    ImGui::PopID();
  }
  ImGui::EndChild();
}

}  // namespace flipside::ui
