// The league folder's side of the controller (issue 24): the folder chosen
// in Settings by touch (ui/shell/folder_picker.hpp), followed while the app is
// open (ui/platform/league_watch.hpp), and History and Statistics read again when a
// pass took something in; both can show this device's games alone. The
// lists follow other processes' commits to the file the same way.
#include "ui/shell/controller.hpp"

namespace flipside::ui {
namespace in = intent;

void Controller::set_league_wake(std::function<void()> wake) {
  hooks_.league_wake = std::move(wake);
  restart_league();
}

void Controller::restart_league() {
  league_.reset();  // the old folder's thread ends first
  if (!hooks_.league_wake || settings_.league_folder.empty() || !store_ || store_->path().empty() || store_->read_only())
    return;
  league_ = std::make_unique<LeagueWatch>(store_->path(), settings_.league_folder, hooks_.league_wake);
}

bool Controller::follow_league() {
  if (!league_ || !league_->take_changed()) return false;
  read_lists_again();
  return true;
}

// A game open stays as it is (the league never changes this device's
// games; a command that changes the open game is refused or waits).
void Controller::read_lists_again() {
  if (screen_ == Screen::kHistory) {
    const auto gone = history_.deleted;
    open_history();
    history_.deleted = gone;
  } else if (screen_ == Screen::kBin) {
    read_bin();
  } else if (screen_ == Screen::kStats) {
    open_stats();
  }
}

bool Controller::list_on_screen() const {
  return screen_ == Screen::kHistory || screen_ == Screen::kBin || screen_ == Screen::kStats;
}

// PRAGMA data_version changes only for commits of other connections: the
// app's own changes, already on screen, read nothing again.
bool Controller::follow_store() {
  if (!store_ || !list_on_screen()) return false;
  const auto version = store_->data_version();
  if (!version) return false;
  const bool changed = file_version_ && *version != *file_version_;
  file_version_ = version;
  if (changed) read_lists_again();
  return changed;
}

// A refusal (an empty name, a read-only file) stays in the popup, which
// stays open; done, the next pass (now) writes it for the other devices.
void Controller::rename_device(const std::string& name) {
  if (!store_ || !popup_ || popup_->kind != PopupKind::kRenameDevice) return;
  if (auto done = store::rename_league_device(*store_, name); !done.ok()) {
    popup_->message = done.error();
    return;
  }
  popup_.reset();
  league_changed_here();
}

void Controller::league_changed_here() {
  if (league_) league_->poke();
}

// The league's intents (intent::league_area). While the folder picker
// is open, Esc or Back leaves it for Settings, the folder unchanged.
bool Controller::apply_league_intent(const Intent& any) {
  if (picker_ && (std::holds_alternative<intent::Back>(any) || std::holds_alternative<intent::OpenSettings>(any))) {
    picker_.reset();
    return std::holds_alternative<intent::Back>(any);
  }
  return in::visit_area<in::league_area>(any, [this](const auto& i) {
    if constexpr (in::is<in::OpenFolderPicker, decltype(i)>) {
      if (screen_ != Screen::kSettings) return;
      picker_ = FolderPicker::at(settings_.league_folder.empty() ? FolderPicker::home() : settings_.league_folder);
    } else if constexpr (in::is<in::BrowseFolder, decltype(i)>) {
      if (picker_) picker_ = FolderPicker::at(i.path);
    } else if constexpr (in::is<in::NewLeagueFolder, decltype(i)>) {
      if (!picker_) return;
      if (auto made = picker_->make_league_folder()) picker_ = FolderPicker::at(*made);
    } else if constexpr (in::is<in::UseLeagueFolder, decltype(i)>) {
      if (!picker_) return;
      Settings next = settings_;
      next.league_folder = picker_->path;
      picker_.reset();
      change_settings(next);
      restart_league();
    } else if constexpr (in::is<in::CloseFolderPicker, decltype(i)>) {
      picker_.reset();
    } else if constexpr (in::is<in::AskRenameDevice, decltype(i)>) {
      if (screen_ == Screen::kSettings && league_) popup_ = Popup{PopupKind::kRenameDevice, {}};
    } else if constexpr (in::is<in::RenameDevice, decltype(i)>) {
      rename_device(i.name);
    } else if constexpr (in::is<in::StopLeague, decltype(i)>) {
      Settings next = settings_;
      next.league_folder.clear();
      change_settings(next);
      restart_league();
    } else if constexpr (in::is<in::SetHistoryDevices, decltype(i)>) {
      HistoryFilter next = history_.filter;
      next.this_device = i.this_device;
      set_history_filter(next);
    } else if constexpr (in::is<in::SetStatsDevices, decltype(i)>) {
      StatsView next = stats_.view;
      next.this_device = i.this_device;
      set_stats_view(next);
    } else {
      static_assert(!sizeof(i), "league intent with no handler");
    }
  });
}

}  // namespace flipside::ui
