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
namespace in = intent;

// Statistics' intents (intent::stats_area): the list, its views and
// dates, a player's and a game's page, and a player's rename and merge.
bool Controller::apply_stats_intent(const Intent& any) {
  return in::visit_area<in::stats_area>(any, [this](const auto& i) {
    if constexpr (in::is<in::OpenStats, decltype(i)>) {
      open_stats();
    } else if constexpr (in::is<in::SetStatsGame, decltype(i)>) {
      stats_.filter.game = i.game;
      open_stats();
    } else if constexpr (in::is<in::OpenPlayerStats, decltype(i)>) {
      open_player_stats(i.player_id);
    } else if constexpr (in::is<in::OpenGameStats, decltype(i)>) {
      open_game_stats(i.game);
    } else if constexpr (in::is<in::SetStatsDates, decltype(i)>) {
      StatsView v = stats_.view;
      v.dates = i.dates;
      if (i.dates == DatePreset::kMonths && v.last_month == 0)  // first choice: as History's
        std::tie(v.first_month, v.last_month) = first_month_range(history_today(), stats_.oldest_month);
      set_stats_view(v);
    } else if constexpr (in::is<in::SetStatsMonths, decltype(i)>) {
      StatsView v = stats_.view;
      v.dates = DatePreset::kMonths;
      v.first_month = std::min(i.first, i.last);
      v.last_month = std::max(i.first, i.last);
      set_stats_view(v);
    } else if constexpr (in::is<in::SetStatsTab, decltype(i)>) {
      StatsView v = stats_.view;
      v.tab = i.tab;
      set_stats_view(v);
    } else if constexpr (in::is<in::SortLeaderboard, decltype(i)>) {
      sort_leaderboard(i.column);
    } else if constexpr (in::is<in::SetStatsMinGames, decltype(i)>) {
      stats_.view.min_games = std::clamp(i.games, 1, kMostMinGames);
      refresh_leaderboard();
    } else if constexpr (in::is<in::AskRenamePlayer, decltype(i)>) {
      if (stats_.player_page) popup_ = Popup{PopupKind::kRenamePlayer, {}};
    } else if constexpr (in::is<in::RenamePlayer, decltype(i)>) {
      rename_player(i.name);
    } else if constexpr (in::is<in::AskMergePlayer, decltype(i)>) {
      ask_merge();
    } else if constexpr (in::is<in::ChooseMergeInto, decltype(i)>) {
      choose_merge_into(i.into);
    } else if constexpr (in::is<in::ConfirmMerge, decltype(i)>) {
      confirm_merge();
    } else {
      static_assert(!sizeof(i), "stats intent with no handler");
    }
    (void)i;
  });
}

void Controller::open_stats() {
  stats_.report = {};
  stats_.player_page.reset();
  stats_.leaderboard.clear();
  stats_.records.clear();
  stats_.activity = {};
  if (!store_) return;
  // The view's dates as days, as History turns the same choice into days.
  std::tie(stats_.filter.since, stats_.filter.until) =
      date_bounds(stats_.view.dates, stats_.view.first_month, stats_.view.last_month, history_today());
  stats_.filter.this_device_only = stats_.view.this_device;
  stats::Filter filter = stats_.filter;
  filter.counters = stats::Counters::kNone;  // the list shows none: results only, fast
  auto input = store_->stats_input(filter);
  if (!input.ok()) return show_error(input.error());  // never "no games" for a file that cannot be read
  stats_.report = stats::compute(*input, filter);
  stats_.activity = stats::activity(*input, filter);
  if (stats_.view.tab == StatsTab::kRecords) stats_.records = stats::records(*input, filter);
  stats_.other_devices = input->other_devices;
  const int oldest = month_index(stats::day_of(input->first_started));
  stats_.oldest_month = oldest >= 0 ? std::optional<int>(oldest) : std::nullopt;
  refresh_leaderboard();
  screen_ = Screen::kStats;
}

void Controller::set_stats_view(const StatsView& view) {
  stats_.view = view;
  open_stats();
}

void Controller::sort_leaderboard(stats::Column column) {
  if (stats_.view.sort.column == column)
    stats_.view.sort.reversed = !stats_.view.sort.reversed;
  else
    stats_.view.sort = {column, false};
  refresh_leaderboard();
}

void Controller::refresh_leaderboard() {
  stats_.leaderboard = stats::leaderboard(stats_.report, stats_.filter.game, stats_.view.min_games, stats_.view.sort);
}

void Controller::back_to_stats_list() {
  end_edit();
  table_.replay.reset();
  table_.from_stats = false;
  if (game_ && game_->game().finished()) game_.reset();  // as Home does: an unfinished one stays open
  table_.banners.clear();
  table_.info.reset();
  open_stats();  // read again: the game may have changed
}

void Controller::open_player_stats(std::int64_t player_id) {
  if (!store_) return;
  const auto it = std::find_if(stats_.report.players.begin(), stats_.report.players.end(),
                               [&](const stats::PlayerStats& p) { return p.id == player_id; });
  if (it == stats_.report.players.end()) return;
  // The page adds that player's counters: read for them alone.
  stats::Filter filter = stats_.filter;
  filter.player = it->name;
  filter.counters = stats::Counters::kPlayer;
  auto input = store_->stats_input(filter);
  if (!input.ok()) return show_error(input.error());
  stats::Report report = stats::compute(*input, filter);
  for (stats::PlayerStats& p : report.players)
    if (p.id == player_id) stats_.player_page = std::move(p);
  if (stats_.player_page) screen_ = Screen::kPlayerStats;
}

// --- a player's page: rename and merge ---

void Controller::reread_player(std::int64_t player_id) {
  const Screen back = screen_;
  open_stats();
  open_player_stats(player_id);
  if (!stats_.player_page && !popup_) screen_ = back == Screen::kPlayerStats ? Screen::kStats : back;
}

void Controller::rename_player(const std::string& raw) {
  if (!store_ || !stats_.player_page || !popup_ || popup_->kind != PopupKind::kRenamePlayer) return;
  const std::int64_t id = stats_.player_page->id;
  const std::string name = trim_name(raw);
  if (name == stats_.player_page->name) {  // nothing to change
    popup_.reset();
    return;
  }
  if (auto done = store_->rename_player(id, name); !done.ok()) {
    popup_->message = done.error();  // shown in the popup, which stays open
    return;
  }
  popup_.reset();
  reread_player(id);
}

void Controller::ask_merge() {
  if (!store_ || !stats_.player_page) return;
  // Only those it can be merged into: not who sat at a game with this player.
  auto targets = store_->merge_targets(stats_.player_page->id);
  if (!targets.ok()) return show_error(targets.error());
  stats_.merge_candidates = std::move(targets).value();
  stats_.merge_into.reset();
  popup_ = Popup{PopupKind::kMergePlayer, {}};
}

void Controller::choose_merge_into(std::int64_t into) {
  if (!stats_.player_page || !popup_ || popup_->kind != PopupKind::kMergePlayer) return;
  const auto it = std::find_if(stats_.merge_candidates.begin(), stats_.merge_candidates.end(),
                               [&](const store::PlayerRecord& p) { return p.id == into; });
  if (it == stats_.merge_candidates.end()) return;
  // Every game of the record, whatever the statistics' filter shows.
  long long games = stats_.player_page->games;
  if (auto players = store_->players(); players.ok())
    for (const store::PlayerRecord& p : *players)
      if (p.id == stats_.player_page->id) games = p.games;
  stats_.merge_into = into;
  popup_ = Popup{PopupKind::kConfirmMerge,
                 msg(games == 1 ? "ui.player.merge_question_one" : "ui.player.merge_question", stats_.player_page->name, games,
                     it->name)};
}

void Controller::confirm_merge() {
  if (!store_ || !stats_.player_page || !stats_.merge_into || !popup_ || popup_->kind != PopupKind::kConfirmMerge) return;
  const std::int64_t into = *stats_.merge_into;
  stats_.merge_into.reset();
  if (auto done = store_->merge_players(stats_.player_page->id, into); !done.ok()) {
    popup_ = Popup{PopupKind::kError, done.error()};
    return;
  }
  popup_.reset();
  reread_player(into);  // the page now shows the merged record
}

// A game's page sums every player's counters over the list's dates: one
// read of all the counters of that game (a player's page reads theirs only).
void Controller::open_game_stats(const std::string& game) {
  if (!store_ || game.empty()) return;
  stats::Filter filter = stats_.filter;
  filter.game = game;
  filter.counters = stats::Counters::kAll;
  auto input = store_->stats_input(filter);
  if (!input.ok()) return show_error(input.error());
  stats::Report report = stats::compute(*input, filter);
  auto it = report.by_game.find(game);
  stats_.game_page = it != report.by_game.end() ? std::move(it->second) : stats::GameFigures{game, 0, 0, 0.0, {}, {}, {}};
  screen_ = Screen::kGameStats;
}

}  // namespace flipside::ui
