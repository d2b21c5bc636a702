// The Statistics screens' side of the controller: the list and its views
// (issue 21 item 3: the dates as History's, the leaderboard sorted by a
// tapped heading, records, plays per month and time played), a player's
// page and a game's page. Everything is read and computed when something
// changes, never per frame: the store reads (stats_query.cpp), core
// computes (core/stats*.hpp), the screens draw what is kept here.
#include "ui/shell/controller.hpp"

#include <algorithm>
#include <tuple>

namespace flipside::ui {

// Statistics' intents (intent::is_stats_intent): the list, its views and
// dates, a player's and a game's page, and a player's rename and merge.
bool Controller::apply_stats_intent(const Intent& any) {
  return std::visit(
      [this](const auto& i) -> bool {
        using T = std::decay_t<decltype(i)>;
        namespace in = intent;
        if constexpr (std::is_same_v<T, in::OpenStats>) {
          open_stats();
        } else if constexpr (std::is_same_v<T, in::SetStatsGame>) {
          stats_filter_.game = i.game;
          open_stats();
        } else if constexpr (std::is_same_v<T, in::OpenPlayerStats>) {
          open_player_stats(i.player_id);
        } else if constexpr (std::is_same_v<T, in::OpenGameStats>) {
          open_game_stats(i.game);
        } else if constexpr (std::is_same_v<T, in::SetStatsDates>) {
          StatsView v = stats_view_;
          v.dates = i.dates;
          if (i.dates == DatePreset::kMonths && v.last_month == 0)  // first choice: as History's
            std::tie(v.first_month, v.last_month) = first_month_range(history_today(), stats_oldest_month_);
          set_stats_view(v);
        } else if constexpr (std::is_same_v<T, in::SetStatsMonths>) {
          StatsView v = stats_view_;
          v.dates = DatePreset::kMonths;
          v.first_month = std::min(i.first, i.last);
          v.last_month = std::max(i.first, i.last);
          set_stats_view(v);
        } else if constexpr (std::is_same_v<T, in::SetStatsTab>) {
          StatsView v = stats_view_;
          v.tab = i.tab;
          set_stats_view(v);
        } else if constexpr (std::is_same_v<T, in::SortLeaderboard>) {
          sort_leaderboard(i.column);
        } else if constexpr (std::is_same_v<T, in::SetStatsMinGames>) {
          stats_view_.min_games = std::clamp(i.games, 1, kMostMinGames);
          refresh_leaderboard();
        } else if constexpr (std::is_same_v<T, in::AskRenamePlayer>) {
          if (stats_page_) popup_ = Popup{PopupKind::kRenamePlayer, {}};
        } else if constexpr (std::is_same_v<T, in::RenamePlayer>) {
          rename_player(i.name);
        } else if constexpr (std::is_same_v<T, in::AskMergePlayer>) {
          ask_merge();
        } else if constexpr (std::is_same_v<T, in::ChooseMergeInto>) {
          choose_merge_into(i.into);
        } else if constexpr (std::is_same_v<T, in::ConfirmMerge>) {
          confirm_merge();
        } else {
          return false;
        }
        (void)i;
        return true;
      },
      any);
}

void Controller::open_stats() {
  stats_ = {};
  stats_page_.reset();
  leaderboard_.clear();
  records_.clear();
  activity_ = {};
  if (!store_) return;
  // The view's dates as days, as History turns the same choice into days.
  std::tie(stats_filter_.since, stats_filter_.until) =
      date_bounds(stats_view_.dates, stats_view_.first_month, stats_view_.last_month, history_today());
  stats_filter_.this_device_only = stats_view_.this_device;
  Message error;
  stats::Filter filter = stats_filter_;
  filter.counters = stats::Counters::kNone;  // the list shows none: results only, fast
  auto input = store_->stats_input(filter, &error);
  if (!input) return show_error(std::move(error));  // never "no games" for a file that cannot be read
  stats_ = stats::compute(*input, filter);
  activity_ = stats::activity(*input, filter);
  if (stats_view_.tab == StatsTab::kRecords) records_ = stats::records(*input, filter);
  stats_other_devices_ = input->other_devices;
  const int oldest = month_index(stats::day_of(input->first_started));
  stats_oldest_month_ = oldest >= 0 ? std::optional<int>(oldest) : std::nullopt;
  refresh_leaderboard();
  screen_ = Screen::kStats;
}

void Controller::set_stats_view(const StatsView& view) {
  stats_view_ = view;
  open_stats();
}

void Controller::sort_leaderboard(stats::Column column) {
  if (stats_view_.sort.column == column)
    stats_view_.sort.reversed = !stats_view_.sort.reversed;
  else
    stats_view_.sort = {column, false};
  refresh_leaderboard();
}

void Controller::refresh_leaderboard() {
  leaderboard_ = stats::leaderboard(stats_, stats_filter_.game, stats_view_.min_games, stats_view_.sort);
}

void Controller::back_to_stats_list() {
  end_edit();
  replay_.reset();
  game_from_stats_ = false;
  if (game_ && game_->game().finished()) game_.reset();  // as Home does: an unfinished one stays open
  banners_.clear();
  info_.reset();
  open_stats();  // read again: the game may have changed
}

}  // namespace flipside::ui
