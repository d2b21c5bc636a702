// The History screen's side of the controller (issue 13): the list read
// once when the screen opens, filtered in memory (history_list.hpp), and a
// game deleted after a confirmation and brought back by Undo (a soft delete
// in the store, so Undo restores it exactly). Deleted games wait in the bin
// (issue 21), opened from History: any comes back at any time, and
// emptying it, after a popup naming how many, deletes them for good.
#include "ui/shell/controller.hpp"

#include <algorithm>

namespace flipside::ui {
namespace in = intent;

// History's intents (intent::history_area): its filters, a game
// deleted and brought back, the bin.
bool Controller::apply_history_intent(const Intent& any) {
  return in::visit_area<in::history_area>(any, [this](const auto& i) {
    if constexpr (in::is<in::SetHistoryGame, decltype(i)>) {
      HistoryFilter f = history_.filter;
      f.game = i.game;
      set_history_filter(f);
    } else if constexpr (in::is<in::SetHistoryPlayer, decltype(i)>) {
      HistoryFilter f = history_.filter;
      f.player = i.name;
      history_.players_open = false;  // chosen: the chooser closes
      set_history_filter(f);
    } else if constexpr (in::is<in::SetHistoryDates, decltype(i)>) {
      HistoryFilter f = history_.filter;
      f.dates = i.dates;
      if (i.dates == HistoryDates::kMonths && f.last_month == 0) {
        // First choice: the twelve months up to this one, or from the oldest game if newer.
        std::tie(f.first_month, f.last_month) = first_month_range(history_today(), history_.list.oldest_month());
      }
      set_history_filter(f);
    } else if constexpr (in::is<in::SetHistoryMonths, decltype(i)>) {
      HistoryFilter f = history_.filter;
      f.dates = HistoryDates::kMonths;
      f.first_month = std::min(i.first, i.last);
      f.last_month = std::max(i.first, i.last);
      set_history_filter(f);
    } else if constexpr (in::is<in::SetHistorySearch, decltype(i)>) {
      HistoryFilter f = history_.filter;
      f.search = i.text;
      set_history_filter(f);
    } else if constexpr (in::is<in::ToggleHistoryPlayers, decltype(i)>) {
      history_.players_open = !history_.players_open;
    } else if constexpr (in::is<in::DeleteGame, decltype(i)>) {
      ask_delete(i.id);
    } else if constexpr (in::is<in::ConfirmDelete, decltype(i)>) {
      if (popup_ && popup_->kind == PopupKind::kConfirmDelete) confirm_delete();
    } else if constexpr (in::is<in::UndoDelete, decltype(i)>) {
      undo_delete();
    } else if constexpr (in::is<in::OpenBin, decltype(i)>) {
      open_bin();
    } else if constexpr (in::is<in::RestoreGame, decltype(i)>) {
      restore_from_bin(i.id);
    } else if constexpr (in::is<in::AskEmptyBin, decltype(i)>) {
      ask_empty_bin();
    } else if constexpr (in::is<in::ConfirmEmptyBin, decltype(i)>) {
      if (popup_ && popup_->kind == PopupKind::kConfirmEmptyBin) confirm_empty_bin();
    } else {
      static_assert(!sizeof(i), "history intent with no handler");
    }
    (void)i;
  });
}

void Controller::open_history() {
  history_.list.clear();
  history_.deleted.clear();
  history_.players_open = false;
  if (store_) {
    auto games = store_->games();
    // A list that cannot be read says why, never "no games yet".
    if (!games.ok()) return show_error(games.error());
    history_.list.load(std::move(games).value());
  }
  history_.list.apply(history_.filter, history_today());
  screen_ = Screen::kHistory;
  read_bin();
}

void Controller::read_bin() {
  history_.bin.clear();
  if (!store_) return;
  auto bin = store_->deleted_games();
  if (!bin.ok()) return show_error(bin.error());
  history_.bin = std::move(bin).value();
}

void Controller::open_bin() {
  if (screen_ != Screen::kHistory && screen_ != Screen::kBin) return;
  history_.deleted.clear();  // the bin holds them now: Undo's strip has done its part
  read_bin();
  screen_ = Screen::kBin;
}

void Controller::restore_from_bin(std::int64_t id) {
  if (!store_ || screen_ != Screen::kBin) return;
  auto it = std::find_if(history_.bin.begin(), history_.bin.end(), [&](const store::GameSummary& g) { return g.id == id; });
  if (it == history_.bin.end()) return;
  if (auto done = store_->restore_game(id); !done.ok()) return show_error(done.error());
  history_.bin.erase(it);  // History reads its list again on the way back
}

void Controller::ask_empty_bin() {
  if (screen_ != Screen::kBin || history_.bin.empty()) return;
  const auto n = static_cast<long long>(history_.bin.size());
  popup_ = Popup{PopupKind::kConfirmEmptyBin, msg(n == 1 ? "ui.bin.empty_question_one" : "ui.bin.empty_question", n)};
}

void Controller::confirm_empty_bin() {
  popup_.reset();
  if (!store_ || screen_ != Screen::kBin) return;
  std::vector<std::int64_t> ids;  // those the popup counted, no more
  for (const store::GameSummary& g : history_.bin) ids.push_back(g.id);
  if (auto emptied = store_->empty_bin(ids); !emptied.ok()) return show_error(emptied.error());
  read_bin();
}

std::string Controller::history_today() const { return today_.empty() ? local_today() : today_; }

void Controller::set_history_filter(const HistoryFilter& filter) {
  history_.filter = filter;
  history_.list.apply(history_.filter, history_today());
}

void Controller::ask_delete(std::int64_t id) {
  const store::GameSummary* game = history_.list.find(id);
  if (!game || screen_ != Screen::kHistory) return;
  history_.pending_delete = id;
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
  const std::int64_t id = history_.pending_delete;
  history_.pending_delete = 0;
  if (!store_ || !history_.list.find(id)) return;
  if (auto done = store_->delete_game(id); !done.ok()) return show_error(done.error());
  // The game open in the app is closed: nothing more is entered into a
  // deleted game, and Home no longer offers to continue it.
  if (game_ && game_->id() == id) {
    end_edit();
    game_.reset();
    table_.banners.clear();
    table_.last_notices.clear();
    table_.last_round.reset();
    table_.info.reset();
  }
  if (auto taken = history_.list.take(id)) {
    history_.deleted.push_back(*taken);
    history_.bin.insert(history_.bin.begin(), std::move(*taken));  // the last deleted first
  }
}

void Controller::undo_delete() {
  if (history_.deleted.empty() || !store_ || screen_ != Screen::kHistory) return;
  if (auto done = store_->restore_game(history_.deleted.back().id); !done.ok()) return show_error(done.error());
  const std::int64_t id = history_.deleted.back().id;
  std::erase_if(history_.bin, [&](const store::GameSummary& g) { return g.id == id; });
  history_.list.put_back(std::move(history_.deleted.back()));
  history_.deleted.pop_back();
}

void Controller::back_to_history_list() {
  end_edit();
  table_.replay.reset();
  table_.from_history = false;
  if (game_ && game_->game().finished()) game_.reset();  // as Home does: an unfinished one stays open
  table_.banners.clear();
  table_.info.reset();
  open_history();  // read again: the game may have changed
}

}  // namespace flipside::ui
