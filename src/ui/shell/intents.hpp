// Everything a person can ask the app to do, as plain values. Screens and the
// keyboard only *produce* intents; the controller applies them after the
// frame is drawn, so no widget call ever changes the game under its own feet.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <type_traits>
#include <variant>

#include <nlohmann/json.hpp>

#include "core/i18n/lang.hpp"
#include "core/message.hpp"
#include "ui/shell/history_list.hpp"
#include "ui/shell/settings.hpp"
#include "ui/shell/stats_view.hpp"

namespace flipside::ui::intent {

// An area's intents (the *_area traits below): T is one of Ts.
template <typename T, typename... Ts>
using one_of = std::disjunction<std::is_same<T, Ts>...>;

// Navigation.
struct GoHome {};
struct OpenNewGame {};
struct PlayAgain {};  // new game with the same table, next dealer
struct OpenHistory {};
struct OpenSettings {};
struct OpenScoresheet {};  // the open game's rounds and totals
struct Back {};
struct ContinueGame {};
struct OpenGame {
  std::int64_t id = 0;
};
struct Quit {};

// The table. A game's table screen and keys say what was entered as one
// script line (../shared/contract/game-script.md); the controller commits it.
struct Submit {
  nlohmann::json line;
};
struct Explain {  // a tap on something that cannot be entered now: why
  Message why;     // empty: the last why no longer applies (a later tap), the note goes
};
struct Undo {};
struct Redo {};
struct ToggleCoach {};
struct ContinueAfterRound {};
struct AbandonGame {};  // asks first
struct ConfirmAbandon {};
struct ConfirmReopen {};  // undo the last entry of a finished game after all

// Fixing a past entry (issue 9, item 10): the log of entries, one of them
// chosen, the table shown as it was just before it; what is entered then
// replaces it once confirmed (the later entries replayed on it).
struct OpenLog {
  int round = 0;  // scrolled into view; 0: the latest
};
struct EditEntry {
  std::size_t index = 0;  // 0-based position in the log
};
struct ConfirmEdit {};
struct CancelEdit {};

// Statistics (core/stats.hpp).
struct OpenStats {};
struct SetStatsGame {
  std::string game;  // empty: every game
};
struct OpenPlayerStats {
  std::int64_t player_id = 0;
};
struct OpenGameStats {
  std::string game;  // a game's id: its figures and deck check
};
// Issue 21 item 3: the dates (as History's), the view, the leaderboard's
// sort (a tap on a heading: that column, best first; the same heading
// again: the other way) and its minimum of games.
struct SetStatsDates {
  DatePreset dates = DatePreset::kAll;
};
struct SetStatsMonths {
  int first = 0;
  int last = 0;
};
struct SetStatsTab {
  StatsTab tab = StatsTab::kLeaderboard;
};
struct SortLeaderboard {
  stats::Column column = stats::Column::kWinRate;
};
struct SetStatsMinGames {
  int games = stats::kDefaultMinGames;
};

// History (issue 13): filters over the games listed, and deleting one
// (asked first, undone by UndoDelete: a soft delete, store.hpp).
struct SetHistoryGame {
  std::string game;  // empty: every game
};
struct SetHistoryPlayer {
  std::string name;  // empty: everyone
};
struct SetHistoryDates {
  HistoryDates dates = HistoryDates::kAll;
};
// kMonths' steppers: the range after a step (first <= last, month_index).
struct SetHistoryMonths {
  int first = 0;
  int last = 0;
};
struct SetHistorySearch {
  std::string text;
};
struct ToggleHistoryPlayers {};  // the player chooser opens or closes
struct DeleteGame {
  std::int64_t id = 0;
};
struct ConfirmDelete {};
struct UndoDelete {};
// The bin (issue 21): every deleted game until it is emptied; any comes
// back at any time; emptying asks first (a popup naming how many).
struct OpenBin {};
struct RestoreGame {
  std::int64_t id = 0;
};
struct AskEmptyBin {};
struct ConfirmEmptyBin {};

// Replaying a past round (issue 13), read-only: the log's "Replay" on a
// round shows the table as it was, entry by entry; nothing is entered.
struct ReplayRound {
  int round = 0;
};
struct ReplayStep {
  int delta = 0;  // entries: -1 back, +1 forward
};
struct ReplayTo {
  bool end = false;  // false: the round's start; true: its last entry
};
struct CloseReplay {};  // back to the log, the game unchanged

// A player's page: renaming the player, merging them into another record
// (Store::rename_player, Store::merge_players).
struct AskRenamePlayer {};
struct RenamePlayer {
  std::string name;
};
struct AskMergePlayer {};
struct ChooseMergeInto {
  std::int64_t into = 0;  // asks for confirmation
};
struct ConfirmMerge {};

// Popups and banners.
struct ShowHelp {};
struct DismissPopup {};
struct DismissBanners {};
struct UseFreshDatabase {};
struct PlayWithoutSaving {};

// New game form.
struct AddNewPlayer {
  std::string name;
};
struct ToggleKnownPlayer {
  std::string name;
};
struct RemoveSeat {
  int index = 0;
};
struct MoveSeat {
  int index = 0;
  int delta = 0;  // -1 up, +1 down
};
struct SetDealer {
  int index = 0;
};
struct SetGame {
  std::string id;
};
struct SetOption {  // one of the game's options (core/game_info.hpp OptionSpec)
  std::string key;
  nlohmann::json value;
};
struct StartGame {};

// Settings.
struct SetLanguage {
  Lang lang = Lang::kEnglish;
};
struct SetTheme {
  Theme theme = Theme::kDark;
};
struct SetKeepAwake {
  bool on = true;
};
// Say the calls (issue 34, controller_calls.cpp): the table's big moments
// and refusals said aloud.
struct SetSayCalls {
  bool on = false;
};
template <typename T>
struct calls_area : one_of<T, SetSayCalls> {};
// The page on phones and the TV (issue 23): on or off (off at every launch),
// and a new code (the old address and every phone stop working).
struct SetSharing {
  bool on = false;
};
struct NewPageCode {};
// The table bar's "Phones": the page turned on if it is off, and its code
// shown over the table (Done closes it, Stop showing turns the page off).
struct ShowOnPhones {};
// The table frees the seat a phone holds (issue 32, item 10).
struct FreePhoneSeat {
  std::string name;
};
struct SetTextScale {
  int percent = 100;
};

// The league folder (issue 24, ui/platform/league_watch.hpp), chosen by touch in
// Settings: the picker opens at the folder chosen (else home), moves into
// a subfolder, up, or home, can make a new league folder where it is, and
// uses the folder shown; Stop forgets the folder (the games stay).
struct OpenFolderPicker {};
struct BrowseFolder {
  std::string path;
};
struct NewLeagueFolder {};
struct UseLeagueFolder {};
struct CloseFolderPicker {};
// This device's name in the league (store::rename_league_device), typed
// in a popup from Settings; the next pass tells the other devices.
struct AskRenameDevice {};
struct RenameDevice {
  std::string name;
};
struct StopLeague {};
// History's and Statistics' games: every device's, or this device's alone.
struct SetHistoryDevices {
  bool this_device = false;
};
struct SetStatsDevices {
  bool this_device = false;
};
// Games as files (issue 33, ui/platform/file_hands.hpp; controller_files.cpp):
// every game in one backup, every game's script, or one game's script
// handed over; the file picker asked for; the files it gave taken in (a
// script each, or a backup's games), what happened said in a popup.
struct SaveBackup {};
struct ExportGames {
  std::int64_t id = 0;  // 0: every game (the bin's aside)
};
struct ChooseFilesToImport {};
struct ImportFiles {
  std::vector<std::string> paths;
};
// A finished game logged in BG Stats (issue 34, core/bgstats.hpp;
// controller_bgstats.cpp): its link as a QR code for a player's phone, and
// opened on this device.
struct ShowBgStats {};
struct OpenBgStats {};
template <typename T>
struct bgstats_area : one_of<T, ShowBgStats, OpenBgStats> {};

template <typename T>
struct files_area : one_of<T, SaveBackup, ExportGames, ChooseFilesToImport, ImportFiles> {};

template <typename T>
struct league_area : one_of<T, OpenFolderPicker, BrowseFolder, NewLeagueFolder, UseLeagueFolder,
    CloseFolderPicker, StopLeague, SetHistoryDevices, SetStatsDevices, AskRenameDevice, RenameDevice> {};

// --- which area of the controller takes each intent ---
// "What does tapping X do?": find X's area below, then that area's
// apply_<area>_intent in its file. Every intent is in exactly one area
// (checked at the end of this file), and each area's handler names every
// intent of its area (its `static_assert`), so neither can drift.
//   navigation  controller_navigation.cpp  screens, popups, the database's choice
//   table       controller_table.cpp       entries, undo/redo, the log and its changes
//   new game    controller_new_game.cpp    the form: game, seats, dealer, options
//   settings    controller_settings.cpp    language, theme, text size, keep awake, coach
//   replay      controller_replay.cpp      a past round replayed step by step
//   phones      controller_phones.cpp      the page on phones and the TV
//   statistics  controller_stats.cpp       its views, a player's and a game's page
//   history     controller_history.cpp     its filters, delete and the bin
//   league      controller_league.cpp      the league folder, this device's name
//   files       controller_files.cpp       backup, export, import
//   BG Stats    controller_bgstats.cpp     a finished game's link
//   calls       controller_calls.cpp       Say the calls
template <typename T>
struct navigation_area : one_of<T, GoHome, OpenHistory, OpenSettings, OpenScoresheet, Back, ContinueGame,
    OpenGame, Quit, ShowHelp, DismissPopup, DismissBanners, UseFreshDatabase, PlayWithoutSaving> {};
template <typename T>
struct table_area : one_of<T, Submit, Explain, Undo, Redo, ContinueAfterRound, AbandonGame, ConfirmAbandon,
    ConfirmReopen, OpenLog, EditEntry, ConfirmEdit, CancelEdit> {};
template <typename T>
struct new_game_area : one_of<T, OpenNewGame, PlayAgain, AddNewPlayer, ToggleKnownPlayer, RemoveSeat, MoveSeat,
    SetDealer, SetGame, SetOption, StartGame> {};
template <typename T>
struct settings_area : one_of<T, SetLanguage, SetTheme, SetKeepAwake, SetTextScale, ToggleCoach> {};
template <typename T>
struct replay_area : one_of<T, ReplayRound, ReplayStep, ReplayTo, CloseReplay> {};
template <typename T>
struct phones_area : one_of<T, SetSharing, ShowOnPhones, NewPageCode, FreePhoneSeat> {};
template <typename T>
struct stats_area : one_of<T, OpenStats, SetStatsGame, OpenPlayerStats, OpenGameStats, SetStatsDates,
    SetStatsMonths, SetStatsTab, SortLeaderboard, SetStatsMinGames, AskRenamePlayer, RenamePlayer,
    AskMergePlayer, ChooseMergeInto, ConfirmMerge> {};
template <typename T>
struct history_area : one_of<T, SetHistoryGame, SetHistoryPlayer, SetHistoryDates, SetHistoryMonths,
    SetHistorySearch, ToggleHistoryPlayers, DeleteGame, ConfirmDelete, UndoDelete, OpenBin, RestoreGame,
    AskEmptyBin, ConfirmEmptyBin> {};

}  // namespace flipside::ui::intent

namespace flipside::ui {

using Intent = std::variant<
    intent::GoHome, intent::OpenNewGame, intent::PlayAgain, intent::OpenHistory, intent::OpenSettings, intent::OpenScoresheet, intent::Back,
    intent::ContinueGame, intent::OpenGame, intent::Quit, intent::Submit, intent::Explain, intent::Undo, intent::Redo, intent::ToggleCoach, intent::ContinueAfterRound,
    intent::AbandonGame, intent::ConfirmAbandon, intent::ConfirmReopen, intent::OpenLog, intent::EditEntry, intent::ConfirmEdit,
    intent::CancelEdit, intent::OpenStats, intent::SetStatsGame, intent::OpenPlayerStats,
    intent::SetHistoryGame, intent::SetHistoryPlayer, intent::SetHistoryDates, intent::SetHistoryMonths, intent::SetHistorySearch,
    intent::ToggleHistoryPlayers, intent::DeleteGame, intent::ConfirmDelete, intent::UndoDelete, intent::ShowHelp, intent::DismissPopup, intent::DismissBanners,
    intent::UseFreshDatabase, intent::PlayWithoutSaving, intent::AddNewPlayer, intent::ToggleKnownPlayer,
    intent::RemoveSeat, intent::MoveSeat, intent::SetDealer, intent::SetGame, intent::SetOption, intent::StartGame, intent::SetLanguage, intent::SetTheme, intent::SetKeepAwake, intent::SetSayCalls,
    intent::SetTextScale, intent::ReplayRound, intent::ReplayStep, intent::ReplayTo, intent::CloseReplay,
    intent::AskRenamePlayer, intent::RenamePlayer, intent::AskMergePlayer, intent::ChooseMergeInto, intent::ConfirmMerge, intent::OpenGameStats,
    intent::AskRenameDevice, intent::RenameDevice,
    intent::OpenBin, intent::RestoreGame, intent::AskEmptyBin, intent::ConfirmEmptyBin, intent::SetStatsDates,
    intent::SetStatsMonths, intent::SetStatsTab, intent::SortLeaderboard, intent::SetStatsMinGames, intent::SetSharing,
    intent::NewPageCode, intent::ShowOnPhones, intent::FreePhoneSeat, intent::OpenFolderPicker, intent::BrowseFolder, intent::NewLeagueFolder,
    intent::UseLeagueFolder, intent::CloseFolderPicker, intent::StopLeague, intent::SetHistoryDevices,
    intent::SetStatsDevices, intent::SaveBackup, intent::ExportGames, intent::ChooseFilesToImport, intent::ImportFiles,
    intent::ShowBgStats, intent::OpenBgStats>;

namespace intent {

// How many areas take T: exactly one for every intent.
template <typename T>
inline constexpr int areas_taking =
    navigation_area<T>::value + table_area<T>::value + new_game_area<T>::value + settings_area<T>::value +
    replay_area<T>::value + phones_area<T>::value + stats_area<T>::value + history_area<T>::value +
    league_area<T>::value + files_area<T>::value + bgstats_area<T>::value + calls_area<T>::value;

template <typename... Ts>
constexpr bool each_in_one_area(const std::variant<Ts...>*) {
  return ((areas_taking<Ts> == 1) && ...);
}
static_assert(each_in_one_area(static_cast<const Intent*>(nullptr)),
              "every intent belongs to exactly one area of the controller");

// In an area's handler, `if constexpr (is<Submit, decltype(i)>)`: the intent
// `i` is a Submit.
template <typename X, typename I>
inline constexpr bool is = std::is_same_v<X, std::decay_t<I>>;

// An area's handler: `handle` gets `any` as its own type when it is one of
// the area's intents (true); any other intent is left alone (false).
template <template <typename> class Area, typename Handle>
bool visit_area(const Intent& any, Handle&& handle) {
  return std::visit(
      [&handle](const auto& i) {
        if constexpr (Area<std::decay_t<decltype(i)>>::value) {
          handle(i);
          return true;
        } else {
          return false;
        }
      },
      any);
}

}  // namespace intent

}  // namespace flipside::ui
