// History (issue 13): every game, the last started first, with when it was played,
// how long it took, its rounds, each player's total and place and the
// winner; filtered by game, player, dates and a name search (the filter
// lives in the controller: ui/shell/history_list.hpp), each game deletable after a
// confirmation and back with Undo. A tap opens the game: its table if
// unfinished, its final scores, chart and scoresheet otherwise.
#include <algorithm>
#include <cmath>
#include <numeric>

#include "core/game_info.hpp"
#include "core/script_header.hpp"
#include "imgui.h"
#include "imgui_stdlib.h"
#include "ui/widgets/filter_chips.hpp"
#include "ui/screens/screens.hpp"
#include "ui/widgets/widgets.hpp"

namespace flipside::ui {
namespace {

constexpr const char* kDot = "  \xC2\xB7  ";

std::string status_word(const Ui& ui, const store::GameSummary& g) {
  if (g.status == "finished") return std::string(ui.icons.check) + " " + ui.tr("ui.history.finished");
  if (g.status == "abandoned") return std::string(ui.icons.remove) + " " + ui.tr("ui.history.abandoned");
  return std::string(ui.icons.next) + " " + ui.tr("ui.history.in_progress");
}

std::string game_name(const Ui& ui, const std::string& id) {
  const GameInfo* info = find_game(id);  // a game this FlipSide does not know keeps its id
  return info ? ui.tr(info->name_key) : id;
}

// "42 min", "1 h 05 min"; empty while the game has no end. An imported
// game has none (a script says when a game started, not when it ended:
// the store keeps no end for it). Files imported into before that kept the
// import as the end, days later: a span of a day or more is not a game's
// length and is not shown either.
constexpr long long kLongestGameSeconds = 24 * 3600;
std::string duration(const Ui& ui, const store::GameSummary& g) {
  const auto start = parse_instant(g.started_at);
  const auto end = parse_instant(g.ended_at);
  if (!start || !end || *end < *start || *end - *start >= kLongestGameSeconds) return {};
  const long long minutes = (*end - *start) / 60;
  if (minutes < 60) return ui.tr.f("ui.history.minutes", minutes);
  const long long rest = minutes % 60;
  std::string two_digits = rest < 10 ? std::string("0") : std::string();
  two_digits.append(std::to_string(rest));
  return ui.tr.f("ui.history.hours", minutes / 60, two_digits);
}

// Each player with their total: by place once finished (the winner starred),
// in seating order while the game runs. The first total says what they
// count ("Ana 50 points · 2. Ben 75"), once: the row is one line.
// Each seat's place, name and total, in places' order: one part a seat,
// so a row breaks its line between players, never inside one.
std::vector<std::string> scores(const Ui& ui, const store::GameSummary& g) {
  const GameInfo* info = find_game(g.game);
  std::vector<std::size_t> order(g.players.size());
  std::iota(order.begin(), order.end(), 0);
  const bool placed = g.places.size() == g.players.size();
  if (placed)
    std::stable_sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) { return g.places[a] < g.places[b]; });
  std::vector<std::string> parts;
  for (std::size_t seat : order) {
    std::string& out = parts.emplace_back();
    if (placed) {
      if (g.places[seat] == 1) out.append(ui.icons.star).append(" ");
      else out.append(std::to_string(g.places[seat])).append(". ");
    }
    out.append(g.players[seat]);
    if (seat < g.totals.size()) {
      const int total = g.totals[seat];
      // The first total says what it counts ("★ Ana 0 cards left · 2. Carla 6").
      out.append(" ").append(seat == order.front() ? total_words(ui, info, total) : std::to_string(total));
    }
    // The game's own figure beside it ("Ana 85, 10 phases").
    if (seat < g.counter.size() && info && !info->history_counter_key.empty())
      out.append(", ").append(ui.tr.f(std::string(info->history_counter_key), g.counter[seat]));
  }
  return parts;
}

// How many lines a row gives its game and players: room for kRowDigits
// digits' width, on two lines to four (landscape two; portrait three, four
// at 125 % text), so five players with long names keep their places (issue
// 21 item 10: a portrait row lost its fifth player to "…"). One count for
// every row, as the list's clipper needs one row height.
constexpr float kRowDigits = 150.0f;
int score_line_count(const Ui& ui, float text_w) {
  const float digit = ui.fonts.body->CalcTextSizeA(ui.fonts.body->FontSize, FLT_MAX, 0, "0").x;
  return std::clamp(static_cast<int>(std::ceil(kRowDigits * digit / std::max(text_w, digit))), 2, 4);
}

// The game's name and its players' parts on up to `count` lines of `width`
// in the current font, broken between parts; only what does not fit even then is cut.
std::vector<std::string> score_lines(const std::string& game, const std::vector<std::string>& parts, float width,
                                     int count) {
  std::vector<std::string> lines{game};
  for (const std::string& part : parts) {
    std::string& line = lines.back();
    const std::string joined = line + kDot + part;
    if (static_cast<int>(lines.size()) == count || ImGui::CalcTextSize(joined.c_str()).x <= width)
      line = joined;
    else
      lines.push_back(part);
  }
  for (std::string& line : lines) line = ellipsize(line, width);
  return lines;
}

// How many rows ChipFlow makes of `labels` in `width`.
int chip_rows(const Ui& ui, const std::vector<std::string>& labels, float width) {
  int rows = 0;
  float x = width;  // no room: the first chip starts a row
  const float gap = ImGui::GetStyle().ItemSpacing.x;
  for (const std::string& label : labels) {
    const float w = chip_width(ui, label);
    if (rows > 0 && x + gap + w <= width) {
      x += gap + w;
    } else {
      ++rows;
      x = w;
    }
  }
  return rows;
}

void date_chips(const Ui& ui, const Controller& c, const HistoryFilter& f) {
  ChipFlow flow;
  date_preset_chips(ui, flow, "history", f.dates, [](DatePreset p) -> Intent { return intent::SetHistoryDates{p}; });
  // The player chooser opens below, like a list dropping down.
  const std::string who = f.player.empty() ? ui.tr("ui.history.everyone") : f.player;
  const std::string label = ui.tr.f("ui.history.player", who) + "  " + ui.icons.down;
  flow.next(ui, ellipsize(label, 320.0f * ui.m.scale));
  if (button(ui, "history.players", ellipsize(label, 320.0f * ui.m.scale), ImVec2(0, 0),
             c.history_players_open() || !f.player.empty() ? Tone::kSelected : Tone::kNormal))
    ui.emit(intent::ToggleHistoryPlayers{});
}

// With games from the league's other devices: all of them, or this
// device's alone (filter_chips.hpp).
void device_chips(const Ui& ui, const HistoryFilter& f) {
  ChipFlow flow;
  device_scope_chips(ui, flow, "history", f.this_device,
                     [](bool this_device) -> Intent { return intent::SetHistoryDevices{this_device}; });
}

// kMonths: From ◀ Mar 2026 ▶   To ◀ Nov 2026 ▶, a month a tap, from the
// oldest game's month to this one (ui/widgets/filter_chips.hpp).
void month_range(const Ui& ui, const Controller& c, const HistoryFilter& f) {
  month_steppers(ui, "history", f.first_month, f.last_month,
                 c.history_list().oldest_month().value_or(f.first_month), month_index(c.history_today()),
                 [](int first, int last) -> Intent { return intent::SetHistoryMonths{first, last}; });
}

void player_chooser(const Ui& ui, const Controller& c, const HistoryFilter& f) {
  const auto& players = c.history_list().players();
  const ImGuiStyle& style = ImGui::GetStyle();
  const float max_w = ImGui::GetContentRegionAvail().x * 0.9f;
  std::vector<std::string> labels{ui.tr("ui.history.everyone")};
  for (const std::string& name : players) labels.push_back(ellipsize(name, max_w - ui.m.touch));
  // As tall as its rows of chips, up to three; past that it scrolls.
  const float inner_w = ImGui::GetContentRegionAvail().x - style.WindowPadding.x * 2 - style.ScrollbarSize;
  const int rows = std::min(chip_rows(ui, labels, inner_w), 3);
  const float h = ui.m.touch * static_cast<float>(rows) + style.ItemSpacing.y * static_cast<float>(rows - 1) +
                  style.WindowPadding.y * 2;
  ImGui::BeginChild("history.chooser", ImVec2(0, h), true);
  ChipFlow flow;
  flow.next(ui, labels[0]);
  if (toggle(ui, "history.player.all", labels[0], f.player.empty())) ui.emit(intent::SetHistoryPlayer{""});
  for (std::size_t i = 0; i < players.size(); ++i) {
    flow.next(ui, labels[i + 1]);
    std::string id = "history.player.";
    id.append(std::to_string(i));
    if (toggle(ui, id.c_str(), labels[i + 1], f.player == players[i])) ui.emit(intent::SetHistoryPlayer{players[i]});
  }
  ImGui::EndChild();
}

std::string bin_label(const Ui& ui, long long games) {
  return std::string(ui.icons.remove) + "  " + ui.tr.f("ui.bin.open", games);
}

// The bin's button: as wide for any count up to 999, so it keeps its place.
float bin_button_width(const Ui& ui) {
  return std::max(ui.m.touch * 2, ImGui::CalcTextSize(bin_label(ui, 888).c_str()).x + ImGui::GetStyle().FramePadding.x * 2);
}

std::string undo_label(const Ui& ui) { return std::string(ui.icons.undo) + "  " + ui.tr("ui.history.undo_delete"); }

float undo_width(const Ui& ui) {
  return std::max(ui.m.touch * 2, ImGui::CalcTextSize(undo_label(ui).c_str()).x + ImGui::GetStyle().FramePadding.x * 2);
}

// Leaves room beside it for Undo and the bin's button, there or not.
void search_box(const Ui& ui, const HistoryFilter& f) {
  ImGui::PushStyleVar(ImGuiStyleVar_FramePadding,
                      ImVec2(ImGui::GetStyle().FramePadding.x, (ui.m.touch - ImGui::GetTextLineHeight()) / 2));
  const float beside = undo_width(ui) + bin_button_width(ui) + ImGui::GetStyle().ItemSpacing.x * 2;
  ImGui::SetNextItemWidth(std::min(ImGui::GetContentRegionAvail().x - beside, 560.0f * ui.m.scale));
  if (ui.diag) ui.diag->note_id(ImGui::GetID("##history_search"), "history.search");
  std::string text = f.search;  // the controller holds it; a change goes back as an intent
  if (ImGui::InputTextWithHint("##history_search", ui.tr("ui.history.search_hint").c_str(), &text))
    ui.emit(intent::SetHistorySearch{text});
  if (ui.diag) ui.diag->note_text_field("history.search");
  ImGui::PopStyleVar();
}

// What a row's button on the right does: History deletes (asks first), the
// bin restores.
enum class RowAction : std::uint8_t { kDelete, kRestore };

std::string restore_label(const Ui& ui) { return std::string(ui.icons.undo) + "  " + ui.tr("ui.bin.restore"); }

// The width of a row's button on the right.
float action_width(const Ui& ui, RowAction action) {
  if (action == RowAction::kDelete) return ui.m.touch;
  return std::max(ui.m.touch * 2, ImGui::CalcTextSize(restore_label(ui).c_str()).x + ImGui::GetStyle().FramePadding.x * 2);
}

float row_pad(const Ui& ui) { return 10.0f * ui.m.scale; }

// The width of a row's text: the row less its button and margins.
float row_text_width(const Ui& ui, float width, RowAction action) {
  return width - action_width(ui, action) - row_pad(ui) * 3;
}

// Room for the game and players' lines and the details under them.
float game_row_height(const Ui& ui, float width, RowAction action) {
  const float lines = static_cast<float>(score_line_count(ui, row_text_width(ui, width, action)));
  return std::max(ui.m.touch * 1.5f, (ui.fonts.body->FontSize + ImGui::GetStyle().ItemSpacing.y) * lines +
                                         ui.fonts.small->FontSize + 16.0f * ui.m.scale);
}

void game_row(const Ui& ui, const store::GameSummary& g, int row, float width, float row_h, RowAction action) {
  const ImVec2 a = ImGui::GetCursorScreenPos();
  const float pad = row_pad(ui);
  const float action_w = action_width(ui, action);
  const float open_w = width - action_w - pad;
  const char* prefix = action == RowAction::kDelete ? "history." : "bin.";
  if (action == RowAction::kDelete) {  // a game in the bin does not open: restore it first
    if (ui.diag) ui.diag->note_id(ImGui::GetID("game"), "history.game");
    if (ImGui::InvisibleButton("game", ImVec2(open_w, row_h))) ui.emit(intent::OpenGame{g.id});
  } else {
    ImGui::Dummy(ImVec2(open_w, row_h));
  }
  std::string row_id = std::string(prefix) + "row." + std::to_string(row);
  if (ui.diag) ui.diag->note_rect(row_id);
  const bool hovered = action == RowAction::kDelete && ImGui::IsItemHovered();
  ImDrawList* draw = ImGui::GetWindowDrawList();
  draw->AddRectFilled(a, ImVec2(a.x + width, a.y + row_h), hovered ? ui.pal.row_next : ui.pal.row, 8.0f * ui.m.scale);
  const float text_w = row_text_width(ui, width, action);
  // First line: the game and how it ended; second: when, how long, how many rounds.
  // The lines as one block, centred in the row (which has room for the most).
  ImFont* body = ui.fonts.body;
  const float line_h = body->FontSize + ImGui::GetStyle().ItemSpacing.y;
  ImGui::PushFont(body);
  const std::vector<std::string> lines =
      score_lines(game_name(ui, g.game), scores(ui, g), text_w, score_line_count(ui, text_w));
  ImGui::PopFont();
  const float block_h = static_cast<float>(lines.size()) * line_h + ui.fonts.small->FontSize;
  float y = a.y + std::max(pad / 2, (row_h - block_h) / 2);
  for (const std::string& line : lines) {
    draw_text(ui, draw, body, body->FontSize, ImVec2(a.x + pad, y), ui.pal.text, line);
    y += line_h;
  }
  ImGui::SetCursorScreenPos(ImVec2(a.x + pad, y));
  ImGui::SetCursorScreenPos(ImVec2(a.x + pad, ImGui::GetCursorScreenPos().y));
  ImGui::PushFont(ui.fonts.small);
  ImGui::PushStyleColor(ImGuiCol_Text, ui.pal.text_dim);
  const GameInfo* info = find_game(g.game);
  std::string detail = store::local_minutes(g.started_at);  // where the table is, not UTC
  if (action == RowAction::kRestore) {
    // In the bin, when it went there comes first: the list's order.
    detail = ui.tr.f("ui.bin.deleted_on", store::local_minutes(g.deleted_at)) + kDot + detail;
  }
  if (const std::string lasted = duration(ui, g); !lasted.empty()) detail.append(kDot).append(lasted);
  // A game kept as one long hand counts no rounds: nothing to say then.
  if (g.rounds > 0) detail.append(kDot).append(ui.tr.f(round_key(info, "ui.history.rounds"), g.rounds));
  detail.append(kDot).append(status_word(ui, g));
  // The winner is starred on the first line; a game without places names its winner here.
  if (g.winner && g.places.empty()) detail.append(kDot).append(ui.icons.star).append(" ").append(*g.winner);
  // A league game (issue 24) says which device it came from.
  if (!g.origin.empty())
    detail.append(kDot).append(g.origin_name.empty() ? ui.tr("ui.history.from_other")
                                                      : ui.tr.f("ui.history.from_device", g.origin_name));
  text_in_width(detail, text_w);
  ImGui::PopStyleColor();
  ImGui::PopFont();
  ImGui::SetCursorScreenPos(ImVec2(a.x + width - action_w, a.y + (row_h - ui.m.touch) / 2));
  const std::string action_id = std::string(prefix) + (action == RowAction::kDelete ? "delete." : "restore.") +
                                std::to_string(row);
  if (action == RowAction::kDelete) {
    // Another device's game is deleted there, never here: no button offers it.
    if (g.origin.empty() && button(ui, action_id.c_str(), ui.icons.remove, ImVec2(action_w, 0), Tone::kSubtle))
      ui.emit(intent::DeleteGame{g.id});
  } else if (button(ui, action_id.c_str(), restore_label(ui), ImVec2(action_w, 0), Tone::kPrimary)) {
    ui.emit(intent::RestoreGame{g.id});
  }
  ImGui::SetCursorScreenPos(a);
  ImGui::Dummy(ImVec2(width, row_h));
}

// Rows of games in a scrolling list, only those on screen drawn.
void game_list(const Ui& ui, const char* id, const std::vector<const store::GameSummary*>& games, RowAction action) {
  ImGui::BeginChild(id, ImVec2(0, 0), false);
  // Room for the players on two lines and the details on a third, in every
  // row alike (the clipper needs one height).
  const float width = ImGui::GetContentRegionAvail().x;
  const float row_h = game_row_height(ui, width, action);
  ImGuiListClipper clipper;  // 10,000 games draw as fast as ten
  clipper.Begin(static_cast<int>(games.size()), row_h + ImGui::GetStyle().ItemSpacing.y);
  while (clipper.Step()) {
    for (int i = clipper.DisplayStart; i < clipper.DisplayEnd; ++i) {
      ImGui::PushID(i);
      game_row(ui, *games[static_cast<std::size_t>(i)], i, width, row_h, action);
      ImGui::PopID();
    }
  }
  clipper.End();
  ImGui::EndChild();
}

// Beside the search: the way into the bin, with how many games it holds.
void bin_button(const Ui& ui, const Controller& c) {
  ImGui::SameLine();
  if (button(ui, "history.bin", bin_label(ui, static_cast<long long>(c.bin().size())),
             ImVec2(bin_button_width(ui), ui.m.touch), Tone::kNormal))
    ui.emit(intent::OpenBin{});
}

// Beside the search, Undo after a delete, then the bin's button: their room
// is kept there while they are not (issue 32 item 5: the Undo strip that
// came in above the list pushed the rows down, and its Undo landed exactly
// where the next row's delete button had been, so a tap meant to delete
// undid the delete). A delete now moves no row and puts Undo on no control.
void undo_and_bin(const Ui& ui, const Controller& c) {
  // The search's padding: a button on its line sits no lower than a blank.
  ImGui::PushStyleVar(ImGuiStyleVar_FramePadding,
                      ImVec2(ImGui::GetStyle().FramePadding.x, (ui.m.touch - ImGui::GetTextLineHeight()) / 2));
  ImGui::SameLine();
  if (c.deleted_game()) {
    if (button(ui, "history.undo_delete", undo_label(ui), ImVec2(undo_width(ui), ui.m.touch), Tone::kPrimary))
      ui.emit(intent::UndoDelete{});
  } else {
    ImGui::Dummy(ImVec2(undo_width(ui), ui.m.touch));
  }
  if (!c.bin().empty()) {
    bin_button(ui, c);
  } else {
    ImGui::SameLine();
    ImGui::Dummy(ImVec2(bin_button_width(ui), ui.m.touch));
  }
  ImGui::PopStyleVar();
}

}  // namespace

void draw_history(const Ui& ui, const Controller& c) {
  const HistoryList& list = c.history_list();
  const HistoryFilter& f = c.history_filter();
  const auto& shown = list.shown();
  const int total = static_cast<int>(list.all().size());
  std::string count = total == 1 ? ui.tr("ui.history.count_one") : ui.tr.f("ui.history.count", total);
  if (static_cast<int>(shown.size()) != total) count = ui.tr.f("ui.history.count_of", static_cast<int>(shown.size()), total);
  screen_title(ui, "history.back", std::string("\xE2\x86\x90 ") + ui.tr("ui.back"), ui.tr("ui.history.title") + kDot + count,
               intent::Back{});
  if (total == 0 && !c.deleted_game()) {
    if (!c.bin().empty()) {  // every game deleted: the bin still holds them
      ImGui::Dummy(ImVec2(0, 0));
      bin_button(ui, c);
    }
    ImGui::Dummy(ImVec2(0, 20.0f * ui.m.scale));
    text_centered(ui.tr("ui.history.empty"));
    return;
  }
  game_chips(ui, "history", f.game, [](std::string game) -> Intent { return intent::SetHistoryGame{std::move(game)}; });
  date_chips(ui, c, f);
  if (f.dates == HistoryDates::kMonths) month_range(ui, c, f);
  if (list.has_league_games()) device_chips(ui, f);
  if (c.history_players_open()) player_chooser(ui, c, f);
  search_box(ui, f);
  undo_and_bin(ui, c);
  if (shown.empty()) {
    ImGui::Dummy(ImVec2(0, 20.0f * ui.m.scale));
    ImGui::TextWrapped("%s", ui.tr(total == 0 ? "ui.history.empty" : "ui.history.no_match").c_str());
    return;
  }
  std::vector<const store::GameSummary*> rows;
  rows.reserve(shown.size());
  for (std::size_t i : shown) rows.push_back(&list.all()[i]);
  game_list(ui, "history.list", rows, RowAction::kDelete);
}

// The bin: every deleted game, the last deleted first, each with Restore;
// Empty the bin (asks first: a popup naming how many, overlays.cpp).
void draw_bin(const Ui& ui, const Controller& c) {
  const auto& bin = c.bin();
  const auto n = static_cast<long long>(bin.size());
  const std::string count = n == 1 ? ui.tr("ui.history.count_one") : ui.tr.f("ui.history.count", n);
  screen_title(ui, "bin.back", std::string("\xE2\x86\x90 ") + ui.tr("ui.history.title"),
               ui.tr("ui.bin.title") + kDot + count, intent::Back{});
  if (bin.empty()) {
    ImGui::Dummy(ImVec2(0, 20.0f * ui.m.scale));
    ImGui::TextWrapped("%s", ui.tr("ui.bin.none").c_str());
    return;
  }
  ImGui::PushStyleColor(ImGuiCol_Text, ui.pal.text_dim);
  ImGui::TextWrapped("%s", ui.tr("ui.bin.hint").c_str());
  ImGui::PopStyleColor();
  const std::string empty_label = std::string(ui.icons.remove) + "  " + ui.tr("ui.bin.empty");
  const float w = std::max(ui.m.touch * 3, ImGui::CalcTextSize(empty_label.c_str()).x + ImGui::GetStyle().FramePadding.x * 2);
  if (button(ui, "bin.empty", empty_label, ImVec2(std::min(w, ImGui::GetContentRegionAvail().x), ui.m.touch), Tone::kDanger))
    ui.emit(intent::AskEmptyBin{});
  std::vector<const store::GameSummary*> rows;
  rows.reserve(bin.size());
  for (const store::GameSummary& g : bin) rows.push_back(&g);
  game_list(ui, "bin.list", rows, RowAction::kRestore);
}

}  // namespace flipside::ui
