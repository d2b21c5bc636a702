// Moving between screens and popups: Home (back where an open game came
// from), Back, a game opened or continued, help, a popup or the banners
// dismissed, and the choice the app asks for when its database cannot be
// opened (a fresh file, or play without saving).
#include "ui/shell/controller.hpp"

namespace flipside::ui {
namespace in = intent;

// Navigation's intents (intent::navigation_area).
bool Controller::apply_navigation_intent(const Intent& any) {
  return in::visit_area<in::navigation_area>(any, [this](const auto& i) {
    if constexpr (in::is<in::GoHome, decltype(i)>) {
      go_home_from_game();
    } else if constexpr (in::is<in::OpenHistory, decltype(i)>) {
      open_history();
    } else if constexpr (in::is<in::OpenSettings, decltype(i)>) {
      if (screen_ != Screen::kSettings) return_screen_ = screen_;
      screen_ = Screen::kSettings;
    } else if constexpr (in::is<in::OpenScoresheet, decltype(i)>) {
      if (!game_) return;
      return_screen_ = screen_;
      screen_ = Screen::kScoresheet;
    } else if constexpr (in::is<in::Back, decltype(i)>) {
      back();
    } else if constexpr (in::is<in::ContinueGame, decltype(i)>) {
      if (game_in_progress()) {
        screen_ = Screen::kTable;
      } else if (store_) {
        if (const auto id = store_->latest_unfinished().value_or(std::nullopt)) open_game(*id);
      }
    } else if constexpr (in::is<in::OpenGame, decltype(i)>) {
      const bool from_history = screen_ == Screen::kHistory;
      const bool from_stats = screen_ == Screen::kStats;
      open_game(i.id);
      if (game_ && game_->id() == i.id) {
        table_.from_history = from_history;
        table_.from_stats = from_stats;
      }
    } else if constexpr (in::is<in::Quit, decltype(i)>) {
      quit_ = true;
    } else if constexpr (in::is<in::ShowHelp, decltype(i)>) {
      popup_ = Popup{PopupKind::kHelp, {}};
    } else if constexpr (in::is<in::DismissPopup, decltype(i)>) {
      // The database choice cannot be dismissed: the app needs an answer.
      if (popup_ && popup_->kind != PopupKind::kDatabase) popup_.reset();
      if (table_.editing) table_.editing->line.reset();  // not confirmed: enter another
    } else if constexpr (in::is<in::DismissBanners, decltype(i)>) {
      table_.banners.clear();
    } else if constexpr (in::is<in::UseFreshDatabase, decltype(i)>) {
      if (fresh_db_path_.empty() || !access_.open_file) return;
      popup_.reset();
      adopt_store(access_.open_file(fresh_db_path_));
      start();
    } else if constexpr (in::is<in::PlayWithoutSaving, decltype(i)>) {
      if (!access_.open_memory) return;
      popup_.reset();
      store_ = access_.open_memory();
      if (store_) popup_ = Popup{PopupKind::kWarning, msg("ui.db.memory_only")};
    } else {
      static_assert(!sizeof(i), "navigation intent with no handler");
    }
  });
}

// Home from a game goes back where the game was opened from: History
// (issue 21 item 7) or a record on Statistics; elsewhere, Home.
void Controller::go_home_from_game() {
  const bool in_game = screen_ == Screen::kTable || screen_ == Screen::kWinner || screen_ == Screen::kRoundSummary;
  if (table_.from_history && in_game)
    back_to_history_list();
  else if (table_.from_stats && in_game)
    back_to_stats_list();
  else
    go_home();
}

// Back (Esc, the bar's arrow): each screen to the one it was opened from.
void Controller::back() {
  if (screen_ == Screen::kReplay)
    end_replay();
  else if (screen_ == Screen::kSettings && return_screen_ == Screen::kReplay && table_.replay)
    screen_ = Screen::kReplay;
  else if (screen_ == Screen::kScoresheet && game_)
    screen_ = return_screen_ == Screen::kScoresheet ? Screen::kTable : return_screen_;
  else if (screen_ == Screen::kLog && game_)
    screen_ = table_.log_return;
  else if (screen_ == Screen::kBin)
    open_history();  // read again: restored games are back in it
  else if (screen_ == Screen::kSettings && (return_screen_ == Screen::kTable && game_in_progress()))
    screen_ = Screen::kTable;
  else
    go_home();
}

}  // namespace flipside::ui
