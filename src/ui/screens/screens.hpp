// One draw function per screen. Each reads the controller (const) and only
// emits intents through ui.emit(); none changes the app while drawing.
#pragma once

#include "core/game_info.hpp"
#include "ui/shell/controller.hpp"
#include "ui/widgets/ui_context.hpp"

namespace flipside::ui {

void draw_home(const Ui& ui, const Controller& c);
void draw_new_game(const Ui& ui, const Controller& c, ViewState& view);
// The open game's table (its GameUi), or a way home when there is none.
void draw_table(const Ui& ui, const Controller& c, ViewState& view);
void draw_round_summary(const Ui& ui, const Controller& c);
// A finished round's results (the round summary's table, and the replay's
// end of a round), in a child of `size`.
void draw_round_results(const Ui& ui, const Game& game, const RoundSummary& round, ImVec2 size);
void draw_winner(const Ui& ui, const Controller& c);
void draw_history(const Ui& ui, const Controller& c);
void draw_bin(const Ui& ui, const Controller& c);  // history.cpp: its rows are History's
void draw_settings(const Ui& ui, const Controller& c);
void draw_scoresheet(const Ui& ui, const Controller& c);
void draw_entry_log(const Ui& ui, const Controller& c, ViewState& view);
void draw_statistics(const Ui& ui, const Controller& c);
void draw_player_stats(const Ui& ui, const Controller& c);
// A past round replayed on the game's own table: the strip (where, the
// entry in words, the steps, Close) above the table as it was.
void draw_replay(const Ui& ui, const Controller& c, ViewState& view);
void draw_game_stats(const Ui& ui, const Controller& c);  // game_stats.cpp
// While a file an older FlipSide wrote is upgraded (no store yet, so no
// controller): what is being done, a bar, the games counted (upgrade.cpp).
void draw_upgrade(const Ui& ui, const store::UpgradeProgress& progress);
// Every entry of the stored game in the game's words, with the round it was
// entered in: the log's rows, worked out with one replay.
struct LogRow {
  std::size_t index = 0;
  int round = 0;
  std::string text;
};
std::vector<LogRow> log_rows(const Ui& ui, const Controller& c);
// While a past entry is being changed: that entry, and what was entered to
// replace it, in the game's words.
std::string entry_being_changed(const Ui& ui, const Controller& c);
// The strip's sentence over the table while entry `index` is changed
// ("✎  Changing entry 45 (…): enter what should have been entered.").
std::string edit_strip_text(const Ui& ui, const Controller& c, std::size_t index);
// That sentence, with Cancel at its right, inside `from`-`to`: a place the
// table keeps, at least a touch target high, where nothing else is tapped.
// The sentence shrinks its letters to fit: the place never grows.
void edit_strip_in(const Ui& ui, const Controller& c, std::size_t index, ImVec2 from, ImVec2 to);
// The strip's Cancel: touch-sized, at least two touch targets wide.
float edit_cancel_width(const Ui& ui);
std::string replacement_entry(const Ui& ui, const Controller& c);
// What the last Undo/Redo took back or made again, in the game's words
// ("Undone: Ana: 7", "Redone: the change to entry 4"); empty when the last
// thing done was neither.
std::string stepped_words(const Ui& ui, const Controller& c);

// Overlays.
// Banners over the table: in the table's banner place when it gives one
// (ViewState::banner_place), else floating over its upper part.
void draw_banners(const Ui& ui, const Controller& c, const ViewState& view);
void draw_popup(const Ui& ui, const Controller& c, ViewState& view);
// The player page's popups (rename, merge: choose, confirm), inside the popup window.
void draw_rename_popup(const Ui& ui, const Controller& c, ViewState& view);
// Settings' league: this device's name, typed as a player's is.
void draw_device_rename_popup(const Ui& ui, const Controller& c, ViewState& view);
void draw_merge_popup(const Ui& ui, const Controller& c);
void draw_confirm_merge_popup(const Ui& ui, const Controller& c);
// The current banners as strips in a screen's own layout (round summary,
// winner): the feedback stays, the results stay visible.
void draw_banner_strip(const Ui& ui, const Controller& c);

// The winner screen's chart: each player's running total after each round,
// drawn with ImDrawList (lines, a marker shape per player, names at the ends).
void draw_score_chart(const Ui& ui, const Game& game, ImVec2 size);

// A screen's top bar: a Back/Home button and a title. Returns the bar height.
void screen_title(const Ui& ui, const char* back_id, const std::string& back_label, const std::string& title,
                  Intent on_back);

// The keyboard map as a two-column table (help popup and settings).
// The keys of the shell, and of the open game's table when there is one.
void keys_table(const Ui& ui, const char* table_id, const Controller& c);

// A standing's total with its unit, as the game counts it (GameInfo::
// total_key): "312 points", "4 cards left". Points when the game is unknown.
std::string total_words(const Ui& ui, const GameInfo* game, int total);

// A figure and its label in a box w wide (statistics pages).
void figure(const Ui& ui, const char* id, const std::string& value, const std::string& label, float w);

}  // namespace flipside::ui
