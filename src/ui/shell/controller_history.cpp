// The History screen's side of the controller (issue 13): the list read
// once when the screen opens, filtered in memory (history_list.hpp), and a
// game deleted after a confirmation and brought back by Undo (a soft delete
// in the store, so Undo restores it exactly). Deleted games wait in the bin
// (issue 21), opened from History: any comes back at any time, and
// emptying it, after a popup naming how many, deletes them for good.
#include "ui/shell/controller.hpp"

#include <algorithm>

namespace flipside::ui {

// History's intents (intent::is_history_intent): its filters, a game
// deleted and brought back, the bin.
bool Controller::apply_history_intent(const Intent& any) {
  return std::visit(
      [this](const auto& i) -> bool {
        using T = std::decay_t<decltype(i)>;
        namespace in = intent;
        if constexpr (std::is_same_v<T, in::SetHistoryGame>) {
          HistoryFilter f = history_filter_;
          f.game = i.game;
          set_history_filter(f);
        } else if constexpr (std::is_same_v<T, in::SetHistoryPlayer>) {
          HistoryFilter f = history_filter_;
          f.player = i.name;
          history_players_open_ = false;  // chosen: the chooser closes
          set_history_filter(f);
        } else if constexpr (std::is_same_v<T, in::SetHistoryDates>) {
          HistoryFilter f = history_filter_;
          f.dates = i.dates;
          if (i.dates == HistoryDates::kMonths && f.last_month == 0) {
            // First choice: the twelve months up to this one, or from the oldest game if newer.
            std::tie(f.first_month, f.last_month) = first_month_range(history_today(), history_.oldest_month());
          }
          set_history_filter(f);
        } else if constexpr (std::is_same_v<T, in::SetHistoryMonths>) {
          HistoryFilter f = history_filter_;
          f.dates = HistoryDates::kMonths;
          f.first_month = std::min(i.first, i.last);
          f.last_month = std::max(i.first, i.last);
          set_history_filter(f);
        } else if constexpr (std::is_same_v<T, in::SetHistorySearch>) {
          HistoryFilter f = history_filter_;
          f.search = i.text;
          set_history_filter(f);
        } else if constexpr (std::is_same_v<T, in::ToggleHistoryPlayers>) {
          history_players_open_ = !history_players_open_;
        } else if constexpr (std::is_same_v<T, in::DeleteGame>) {
          ask_delete(i.id);
        } else if constexpr (std::is_same_v<T, in::ConfirmDelete>) {
          if (popup_ && popup_->kind == PopupKind::kConfirmDelete) confirm_delete();
        } else if constexpr (std::is_same_v<T, in::UndoDelete>) {
          undo_delete();
        } else if constexpr (std::is_same_v<T, in::OpenBin>) {
          open_bin();
        } else if constexpr (std::is_same_v<T, in::RestoreGame>) {
          restore_from_bin(i.id);
        } else if constexpr (std::is_same_v<T, in::AskEmptyBin>) {
          ask_empty_bin();
        } else if constexpr (std::is_same_v<T, in::ConfirmEmptyBin>) {
          if (popup_ && popup_->kind == PopupKind::kConfirmEmptyBin) confirm_empty_bin();
        } else {
          return false;
        }
        (void)i;
        return true;
      },
      any);
}

void Controller::open_history() {
  history_.clear();
  deleted_.clear();
  history_players_open_ = false;
  if (store_) {
    auto games = store_->games();
    // A list that cannot be read says why, never "no games yet".
    if (games.error) return show_error(std::move(*games.error));
    history_.load(std::move(games));
  }
  history_.apply(history_filter_, history_today());
  screen_ = Screen::kHistory;
  read_bin();
}

void Controller::read_bin() {
  bin_.clear();
  if (!store_) return;
  auto bin = store_->deleted_games();
  if (bin.error) return show_error(std::move(*bin.error));
  bin_ = std::move(bin);
}

void Controller::open_bin() {
  if (screen_ != Screen::kHistory && screen_ != Screen::kBin) return;
  deleted_.clear();  // the bin holds them now: Undo's strip has done its part
  read_bin();
  screen_ = Screen::kBin;
}

void Controller::restore_from_bin(std::int64_t id) {
  if (!store_ || screen_ != Screen::kBin) return;
  auto it = std::find_if(bin_.begin(), bin_.end(), [&](const store::GameSummary& g) { return g.id == id; });
  if (it == bin_.end()) return;
  if (auto error = store_->restore_game(id)) return show_error(std::move(*error));
  bin_.erase(it);  // History reads its list again on the way back
}

void Controller::ask_empty_bin() {
  if (screen_ != Screen::kBin || bin_.empty()) return;
  const auto n = static_cast<long long>(bin_.size());
  popup_ = Popup{PopupKind::kConfirmEmptyBin, msg(n == 1 ? "ui.bin.empty_question_one" : "ui.bin.empty_question", n)};
}

void Controller::confirm_empty_bin() {
  popup_.reset();
  if (!store_ || screen_ != Screen::kBin) return;
  std::vector<std::int64_t> ids;  // those the popup counted, no more
  for (const store::GameSummary& g : bin_) ids.push_back(g.id);
  int removed = 0;
  if (auto error = store_->empty_bin(ids, &removed)) return show_error(std::move(*error));
  read_bin();
}

std::string Controller::history_today() const { return today_.empty() ? local_today() : today_; }

void Controller::set_history_filter(const HistoryFilter& filter) {
  history_filter_ = filter;
  history_.apply(history_filter_, history_today());
}

void Controller::ask_delete(std::int64_t id) {
  const store::GameSummary* game = history_.find(id);
  if (!game || screen_ != Screen::kHistory) return;
  pending_delete_ = id;
  std::string players;
  for (const std::string& name : game->players) {
    if (!players.empty()) players.append(", ");
    players.append(name);
  }
  const GameInfo* info = find_game(game->game);
  // The popup names the game: which, when, who played.
  popup_ = Popup{PopupKind::kConfirmDelete,
                 msg("ui.history.delete.question", Arg::list_arg({info ? msg(std::string(info->name_key)) : msg(game->game)}),
                     store::local_minutes(game->started_at), players)};
}

void Controller::confirm_delete() {
  popup_.reset();
  const std::int64_t id = pending_delete_;
  pending_delete_ = 0;
  if (!store_ || !history_.find(id)) return;
  if (auto error = store_->delete_game(id)) return show_error(std::move(*error));
  // The game open in the app is closed: nothing more is entered into a
  // deleted game, and Home no longer offers to continue it.
  if (game_ && game_->id() == id) {
    end_edit();
    game_.reset();
    banners_.clear();
    last_notices_.clear();
    last_round_.reset();
    info_.reset();
  }
  if (auto taken = history_.take(id)) {
    deleted_.push_back(*taken);
    bin_.insert(bin_.begin(), std::move(*taken));  // the last deleted first
  }
}

void Controller::undo_delete() {
  if (deleted_.empty() || !store_ || screen_ != Screen::kHistory) return;
  if (auto error = store_->restore_game(deleted_.back().id)) return show_error(std::move(*error));
  const std::int64_t id = deleted_.back().id;
  std::erase_if(bin_, [&](const store::GameSummary& g) { return g.id == id; });
  history_.put_back(std::move(deleted_.back()));
  deleted_.pop_back();
}

}  // namespace flipside::ui
