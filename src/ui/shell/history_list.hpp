// The History screen's list (issue 13): the games read once from the store
// and the filter over them (game, player, dates, a name search), applied
// here, in the state, never inside widgets. Each game's filter keys (its
// local day, its player names folded for search) are worked out once when
// the list is loaded, so a filter over 10,000 games is a pass of string
// compares: instant while typing.
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "core/date_range.hpp"
#include "store/store.hpp"

namespace flipside::ui {

// The date presets (core/date_range.hpp, shared with Statistics and
// `flipside stats`): touch-sized chips, and a range of whole months chosen
// with two steppers (kMonths) rather than a calendar.
using HistoryDates = DatePreset;
using flipside::month_index;
using flipside::month_number;
using flipside::month_year;

struct HistoryFilter {
  std::string game;    // a game id; empty: every game
  std::string player;  // a player's name as listed; empty: everyone
  HistoryDates dates = HistoryDates::kAll;
  int first_month = 0;  // kMonths: the first and last month shown (month_index), inclusive
  int last_month = 0;
  std::string search;  // part of any player's name, folded as names compare (core/name_fold.hpp)
  bool this_device = false;  // only the games played here, not those from the league's other devices
  bool operator==(const HistoryFilter&) const = default;
};

// "YYYY-MM-DD", today where the app runs (the local calendar).
using flipside::local_today;

class HistoryList {
 public:
  // Takes the store's games (the last started first) and shows them all.
  void load(std::vector<store::GameSummary> games);
  void clear() { load({}); }

  const std::vector<store::GameSummary>& all() const { return games_; }
  // What the filter lets through, as positions in all(), in the same order.
  const std::vector<std::size_t>& shown() const { return shown_; }
  // The players of the loaded games, those with most games first.
  const std::vector<std::string>& players() const { return players_; }
  // The month (month_index) of the oldest game loaded; nullopt when none.
  std::optional<int> oldest_month() const { return oldest_month_; }
  // Some game loaded came from another device of the league.
  bool has_league_games() const { return league_games_; }

  // Filters with `today` ("YYYY-MM-DD") as the end of the date presets.
  void apply(const HistoryFilter& filter, const std::string& today);

  // A deleted game leaves the list (returned, to put back on undo); a
  // restored one comes back in its place. Both re-filter.
  std::optional<store::GameSummary> take(std::int64_t id);
  void put_back(store::GameSummary game);
  const store::GameSummary* find(std::int64_t id) const;

 private:
  struct Keys {
    std::string day;                  // local "YYYY-MM-DD" of the start
    std::vector<std::string> folded;  // player names, fold_name'd
  };
  static Keys keys_of(const store::GameSummary& game);
  void refilter() { apply(filter_, today_); }
  // What is worked out over the whole list when it changes (never per
  // frame): the players, most games first, and the oldest month.
  void summarize();

  std::vector<store::GameSummary> games_;
  std::vector<Keys> keys_;
  std::vector<std::size_t> shown_;
  std::vector<std::string> players_;
  std::optional<int> oldest_month_;
  bool league_games_ = false;
  HistoryFilter filter_;
  std::string today_;
};

}  // namespace flipside::ui
