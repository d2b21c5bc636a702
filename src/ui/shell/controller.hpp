// The app's state machine. Screens read it (const) and emit intents; the
// frame loop hands those intents to apply() once the frame is drawn. Every
// game entry goes through store::OpenGame::apply, which commits before it
// returns, so nothing shows as done before it is on disk.
#pragma once

#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "core/game.hpp"
#include "core/game_info.hpp"
#include "core/message.hpp"
#include "core/stats_activity.hpp"
#include "core/stats_leaderboard.hpp"
#include "core/stats_records.hpp"
#include "store/store.hpp"
#include "ui/games/game_ui.hpp"
#include "ui/shell/folder_picker.hpp"
#include "ui/shell/history_list.hpp"
#include "ui/platform/file_hands.hpp"
#include "ui/platform/league_watch.hpp"
#include "ui/shell/intents.hpp"
#include "ui/shell/page_share.hpp"
#include "ui/shell/round_replay.hpp"
#include "ui/shell/screen_id.hpp"
#include "ui/shell/settings.hpp"
#include "ui/shell/stats_view.hpp"

namespace flipside::ui {

// The big feedback over the table: a notice the game's UI shows as a banner
// (GameUi::banner).
struct Banner {
  BannerLook look;
  Message message;  // the engine's sentence
  double shown_at = 0.0;
};

inline constexpr double kBannerSeconds = 2.8;
inline constexpr double kBannerFadeSeconds = 0.6;

enum class PopupKind : std::uint8_t {
  kRejection,      // the engine's sentence; nothing changed
  kError,          // a store failure or a form problem
  kWarning,        // e.g. the database is read-only
  kDatabase,       // the database cannot be opened: fresh / without saving / quit
  kConfirmAbandon,
  kConfirmReopen,  // undo on a finished game opened from the history
  kConfirmEdit,    // a past entry changed: what it does to the later ones, then confirm
  kConfirmDelete,  // delete a game from the history (Controller::pending_delete names it)
  kHelp,
  kRenamePlayer,  // the page's player: a new name (message: why the last try was refused)
  kRenameDevice,  // Settings: this device's name in the league (message: why the last try was refused)
  kMergePlayer,   // the other players to merge the page's player into
  kConfirmMerge,  // message: what the merge does, in words
  kConfirmEmptyBin,  // the bin's games deleted for good: how many, and that it cannot be undone
  kPhones,           // the page's code over the table (the table bar's Phones)
  kFilesReport,      // what an import or an export did, file by file (controller_files.cpp)
  kBgStats,          // the finished game's BG Stats link: its QR code, and Open (controller_bgstats.cpp)
};

struct Popup {
  Popup(PopupKind k, Message m, std::vector<std::size_t> behind = {})
      : kind(k), message(std::move(m)), entries(std::move(behind)) {}
  PopupKind kind = PopupKind::kError;
  Message message;
  // A rejection caused by earlier entries (a card whose every copy is
  // already entered): those entries, 0-based, each a way to go and fix it.
  std::vector<std::size_t> entries;
};

// A past entry being changed: the table shows the game as it was just
// before it (`before`, which takes no entry itself), and what is entered
// there becomes the replacement once confirmed.
struct EditMode {
  std::size_t index = 0;
  std::unique_ptr<store::OpenGame> before;
  std::optional<nlohmann::json> line;  // entered, waiting for the confirmation
  bool from_summary = false;           // opened from a round's end: a fix goes back there
};

// What the last Undo or Redo took back or made again (issue 20 item 12), so
// the table can say it in words ("Undone: Ana: 7"): an entry with the game
// as it was before it (GameUi::describe_entry words it), or a change to a
// past entry.
struct Stepped {
  bool forward = false;                    // Redo
  nlohmann::json line;                     // the entry (or the change's new entry)
  std::unique_ptr<Game> before;            // the game just before `line` (an entry only)
  std::optional<std::size_t> edit_index;   // a change to this past entry
};

// The new-game screen's choices: the game, the seats, the dealer and the
// game's options (every option of its OptionSpecs, defaults filled in).
struct NewGameForm {
  std::string game;
  std::vector<std::string> seats;  // clockwise
  std::string dealer;
  nlohmann::json options = nlohmann::json::object();

  // A form for `game` with its default options.
  static NewGameForm for_game(const GameInfo& game);
  const GameInfo* info() const { return find_game(game); }
  bool seated(const std::string& name) const;
  // Why the game cannot start yet (nullopt: it can).
  std::optional<Message> problem() const;
  ScriptHeader header() const;
};

// The games a new game can be: an engine and a table screen, in the
// registry's order.
std::vector<const GameInfo*> playable_games();

// How the controller opens databases, injectable for tests.
struct StoreAccess {
  std::function<store::OpenResult(const std::string& path)> open_file;
  std::function<std::unique_ptr<store::Store>()> open_memory;
};

class Controller {
 public:
  // `opened` is the result of opening the database at launch; a failure
  // becomes a popup, never a crash.
  Controller(store::OpenResult opened, StoreAccess access, Settings settings);

  // Launch: an unfinished game opens straight onto its table.
  void start();
  void apply(const Intent& intent);
  // The time a banner is born with. The app gives its clock, read when an
  // intent is applied: after a pause no frame has been drawn, and a time
  // kept from the last frame would give a banner born already expired.
  // set_now fixes the time instead (tests).
  void set_clock(std::function<double()> clock) { clock_ = std::move(clock); }
  void set_now(double seconds) { now_ = seconds; }
  void set_settings_sink(std::function<void(const Settings&)> sink) { settings_sink_ = std::move(sink); }
  // Once the first frame is on screen: the store's deferred integrity check.
  void start_background_work() {
    if (store_) store_->start_background_check();
  }

  // The table's work in progress (ui/shell/draft.hpp), kept with the open game
  // (store::OpenGame::keep_draft; null: none any more). Not while a past
  // entry is changed or a round replayed: those tables keep nothing.
  void keep_draft(const nlohmann::json& draft);

  // --- read by the screens ---
  Screen screen() const { return screen_; }
  const Settings& settings() const { return settings_; }
  // The page on phones and the TV (page_share.hpp). serve_phones() runs on
  // the loop after each frame: the phones' entries waiting are entered as
  // taps are (no popup on the tablet for a refusal: the phone shows it),
  // and the page gets the game's new view. True when a phone entered
  // something (the next frame shows it).
  PageShare& page_share() { return share_; }
  const PageShare& page_share() const { return share_; }
  bool serve_phones(ViewState& view);
  // A hand's end whose cards left the players send from their phones
  // (issue 23), as serve_phones last saw it: the seats the table's form
  // waits for and those whose phone has sent theirs (the form holds them).
  struct PhoneHand {
    std::vector<int> awaited;
    std::vector<int> sent;
  };
  const std::optional<PhoneHand>& phone_hand() const { return phone_hand_; }
  // The game on the table and how many lines it holds ("<id>:<lines>"), the
  // moment a frame draws it for (ViewState::drawn_table); empty: no game.
  std::string table_moment() const;
  const store::Store* store() const { return store_.get(); }
  // The open game; while a past entry is being changed, the game as it was
  // just before that entry (what the table draws and enters against).
  // While a round is replayed, the game as it was at the replay's point.
  const store::OpenGame* game() const {
    if (replay_) return replay_.get();
    return editing_ ? editing_->before.get() : game_.get();
  }
  // The round being replayed (null: none).
  const RoundReplay* replay() const { return replay_.get(); }
  // Merging the page's player: who else there is (with their games), and
  // the one chosen, waiting for the confirmation.
  const std::vector<store::PlayerRecord>& merge_candidates() const { return merge_candidates_; }
  const store::OpenGame* stored_game() const { return game_.get(); }
  // The entry being changed (nullopt: none).
  std::optional<std::size_t> editing() const {
    return editing_ ? std::optional<std::size_t>(editing_->index) : std::nullopt;
  }
  int log_round() const { return log_round_; }
  // Statistics: what the filter selects, and the player whose page is open.
  const stats::Filter& stats_filter() const { return stats_filter_; }
  const stats::Report& stats() const { return stats_; }
  const stats::PlayerStats* stats_player() const { return stats_page_ ? &*stats_page_ : nullptr; }
  // The open game statistics page (Screen::kGameStats): its game's figures.
  const stats::GameFigures* game_figures() const { return game_page_ ? &*game_page_ : nullptr; }
  // Statistics' view (issue 21 item 3: dates, which view, the leaderboard's
  // sort and minimum), and what it shows, computed when it changes (never
  // per frame): the leaderboard, the records (read when that view is open),
  // plays per month and time played, and the oldest game's month (where
  // the Months… steppers begin).
  const StatsView& stats_view() const { return stats_view_; }
  const std::vector<stats::LeaderRow>& leaderboard() const { return leaderboard_; }
  const std::vector<stats::Record>& records() const { return records_; }
  const stats::Activity& activity() const { return activity_; }
  std::optional<int> stats_oldest_month() const { return stats_oldest_month_; }
  // Some finished game came from another device (issue 24): "This device" is offered.
  bool stats_other_devices() const { return stats_other_devices_; }
  // The open game came from a record on Statistics: Esc, the table's Home
  // and the winner's button go back there.
  bool back_to_stats() const { return game_from_stats_; }
  // The replacement entered while changing a past entry, until confirmed.
  const nlohmann::json* pending_edit_line() const {
    return editing_ && editing_->line ? &*editing_->line : nullptr;
  }
  // The open game's table screen, keys and banners (null without a game).
  const GameUi* game_ui() const;
  bool game_in_progress() const;
  const std::optional<Popup>& popup() const { return popup_; }
  // A problem the platform met outside any intent (the browser's storage
  // refusing a write): shown as an error popup, as the store's are.
  void report_problem(Message message) { show_error(std::move(message)); }
  // What Enter does on the open popup: its primary button where Undo can
  // take the step back (a changed entry, a reopened game, a deleted game),
  // nothing where it cannot (abandon, merge, emptying the bin: a tap
  // decides those) or where a field takes it (rename), its OK or Cancel
  // elsewhere. nullopt: Enter does nothing.
  std::optional<Intent> popup_enter() const;
  const std::string& fresh_db_path() const { return fresh_db_path_; }
  const std::vector<Banner>& banners() const { return banners_; }
  bool banner_visible(double now) const;
  const std::vector<Message>& last_notices() const { return last_notices_; }
  // A note for the table (why a tap cannot be entered...). While a round is
  // replayed the notes show in the replay's strip instead (replay_note), so
  // the table does not say them a second time.
  const std::optional<Message>& info() const { return replay_ ? kNoNote : info_; }
  const std::optional<Message>& replay_note() const { return replay_ ? info_ : kNoNote; }
  // What the last Undo/Redo did, until anything else happens (null: nothing).
  const Stepped* stepped() const { return stepped_ ? &*stepped_ : nullptr; }
  const std::optional<RoundSummary>& last_round() const { return last_round_; }
  const NewGameForm& form() const { return form_; }
  const std::vector<store::PlayerRecord>& known_players() const { return known_players_; }
  const std::vector<store::GameSummary>& history() const { return history_.all(); }
  // History (issue 13): the games and what the filter shows of them, the
  // filter, whether the player chooser is open, the game the delete popup
  // asks about, and the game just deleted (Undo brings it back).
  const HistoryList& history_list() const { return history_; }
  const HistoryFilter& history_filter() const { return history_filter_; }
  bool history_players_open() const { return history_players_open_; }
  const store::GameSummary* pending_delete() const { return history_.find(pending_delete_); }
  const store::GameSummary* deleted_game() const { return deleted_.empty() ? nullptr : &deleted_.back(); }
  // The bin (Screen::kBin, and its count on History): the deleted games,
  // the last deleted first.
  const std::vector<store::GameSummary>& bin() const { return bin_; }
  // The open game came from History: Esc, Home and the winner's button go
  // back there rather than Home.
  bool back_to_history() const { return game_from_history_; }
  // The day the date presets end on ("YYYY-MM-DD"; tests); empty: today.
  void set_today(std::string ymd) { today_ = std::move(ymd); }
  std::string history_today() const;  // set_today's day, else the local calendar's
  bool quit_requested() const { return quit_; }
  bool keep_awake_wanted() const;
  // True once after the text size changed (the app rebuilds its fonts).
  bool take_fonts_dirty();

  // The league folder (issue 24, controller_league.cpp). The app gives the
  // way to wake its loop (an SDL event); the folder in Settings is then
  // followed (league_watch.hpp) until another is chosen or Stop. After a
  // frame, follow_league() reads the lists on screen again when a pass
  // took something in: true then (the next frame shows it).
  void set_league_wake(std::function<void()> wake);
  bool follow_league();
  // The lists on screen (History, the bin, statistics) follow what another
  // process commits to the file (`flipside restore`, `import`...): true, and
  // the list read again, once after each such commit. list_on_screen(): the
  // app then looks now and then though nothing happens (issue 32, item 15).
  bool follow_store();
  bool list_on_screen() const;
  const LeagueWatch* league() const { return league_.get(); }
  // The open game came from another device of the league (its device's
  // name; empty when unnamed): read-only here. nullopt: this device's.
  const std::optional<std::string>& game_origin() const { return game_origin_; }
  // The folder picker open in Settings (null: none).
  const FolderPicker* folder_picker() const { return picker_ ? &*picker_ : nullptr; }

  // Games as files (issue 33, ui/platform/file_hands.hpp, controller_files.cpp):
  // given by a platform with no command line; Settings offers them then.
  void set_file_hands(FileHands hands) { file_hands_ = std::move(hands); }
  bool moves_files() const { return static_cast<bool>(file_hands_.offer); }
  // The last import's or export's lines, file by file (the kFilesReport popup).
  const std::vector<Message>& files_report() const { return files_report_; }
  // What opens a link on this device (the platform's browser, or BG Stats
  // itself where it handles the link), given by the platform's loop.
  void set_link_opener(std::function<void(const std::string&)> open) { open_link_ = std::move(open); }
  // The open game's BG Stats link while the kBgStats popup shows it.
  const std::string& bgstats_link() const { return bgstats_link_; }
  // What says the calls aloud on this device (ui/platform/voice.hpp), given
  // by the platform's loop: the words and their language; empty words
  // silence what is being said. Used only while Settings says so.
  void set_voice(std::function<void(const std::string&, Lang)> say) { say_ = std::move(say); }

 private:
  static inline const std::optional<Message> kNoNote{};
  void open_game(std::int64_t id);
  void open_game(std::int64_t id, bool show);  // show: switch to its screen
  void submit(const nlohmann::json& line);
  // The line entered as a tap enters it (follow-ups too); its refusal, if any.
  std::optional<Message> enter_line(const nlohmann::json& line);
  void reject(const nlohmann::json& line, Message why);  // the popup for a refused entry
  // A phone's cards left into the table's hand-end form (serve_phones).
  lan::GateReply take_phone_hand(ViewState& view, const lan::PhoneRequest& request);
  void keep_page_code();  // the page's code into the settings when it changed
  // The page's view, with the hand's end the form waits for, if any.
  void publish_page(const ViewState& view);
  void start_edit(std::size_t index);
  void submit_edit(const nlohmann::json& line);
  void confirm_edit();
  void end_edit() { editing_.reset(); }
  // Statistics (controller_stats.cpp).
  void open_stats();  // reads and computes with the current filter and view
  void set_stats_view(const StatsView& view);  // the view changed: read and computed again
  void sort_leaderboard(stats::Column column);  // that column best first, or the other way when it already was
  void refresh_leaderboard();  // from stats_ and the view: nothing read
  void back_to_stats_list();  // GoHome from a game opened from a record
  void open_player_stats(std::int64_t player_id);
  // History (controller_history.cpp).
  void open_history();
  void set_history_filter(const HistoryFilter& filter);
  void ask_delete(std::int64_t id);
  void confirm_delete();
  void undo_delete();
  void open_bin();
  void restore_from_bin(std::int64_t id);
  void ask_empty_bin();
  void confirm_empty_bin();
  void read_bin();  // bin_ from the store (a read that fails: an error popup)
  void read_lists_again();  // the list on screen, after a change made elsewhere
  void open_game_stats(const std::string& game);
  void after_accepted(const Verdict& verdict);
  void start_replay(int round);
  void end_replay();  // back to the log
  // A player's page: rename / merge, then the figures read again.
  void rename_player(const std::string& name);
  void ask_merge();
  void choose_merge_into(std::int64_t into);
  void confirm_merge();
  void reread_player(std::int64_t player_id);
  void undo();
  void redo();
  void step_history(bool forward);
  void adopt_game(std::unique_ptr<store::OpenGame> game);  // the current game now; old feedback dropped  // undo (false) or redo (true), then drop the stale feedback
  void start_new_game();
  void open_new_game(bool play_again);
  void go_home();
  void back_to_history_list();  // GoHome from a game opened from History
  void change_settings(const Settings& next);
  void show_error(Message message) { popup_ = Popup{PopupKind::kError, std::move(message)}; }
  // The page on phones turned on and given the current view; false (and the
  // reason in a popup) when it cannot listen.
  bool start_sharing();
  void adopt_store(store::OpenResult opened);
  // The league (controller_league.cpp): its intents (false: not one of
  // them), the watch started again for the folder and file now in use, and
  // a pass asked for after this device's games or players changed.
  bool apply_league_intent(const Intent& intent);
  void restart_league();
  void league_changed_here();
  void rename_device(const std::string& name);  // Settings' rename popup: store::rename_league_device
  // Games as files (controller_files.cpp): its intents (false: not one of them).
  bool apply_files_intent(const Intent& intent);
  bool apply_bgstats_intent(const Intent& intent);
  // Spoken calls (controller_calls.cpp): the setting, and what an entry
  // or a refusal makes the voice say.
  bool apply_calls_intent(const Intent& intent);
  // Statistics' and History's intents (controller_stats.cpp, controller_history.cpp).
  bool apply_stats_intent(const Intent& intent);
  bool apply_history_intent(const Intent& intent);
  void say_notices(const std::vector<Message>& notices);
  void say_refusal(const Message& why);
  void hush();
  void show_bgstats();
  void offer_backup();
  void offer_scripts(std::int64_t id);
  void import_files(const std::vector<std::string>& paths);

  // Form edits.
  void add_player(const std::string& raw);
  void toggle_known(const std::string& name);

  std::unique_ptr<store::Store> store_;
  StoreAccess access_;
  std::string fresh_db_path_;
  std::unique_ptr<store::OpenGame> game_;
  Settings settings_;
  std::function<void(const Settings&)> settings_sink_;
  Screen screen_ = Screen::kHome;
  Screen return_screen_ = Screen::kHome;  // where Back goes from settings
  std::optional<Popup> popup_;
  bool opened_finished_ = false;
  std::optional<EditMode> editing_;
  int log_round_ = 0;
  Screen log_return_ = Screen::kTable;  // where Back goes from the log
  stats::Filter stats_filter_;
  stats::Report stats_;
  std::unique_ptr<RoundReplay> replay_;
  std::vector<store::PlayerRecord> merge_candidates_;
  std::optional<std::int64_t> merge_into_;
  std::optional<stats::GameFigures> game_page_;  // the game whose statistics page is open
  StatsView stats_view_;
  std::vector<stats::LeaderRow> leaderboard_;
  std::vector<stats::Record> records_;
  stats::Activity activity_;
  std::optional<int> stats_oldest_month_;
  bool stats_other_devices_ = false;
  bool game_from_stats_ = false;
  std::optional<stats::PlayerStats> stats_page_;  // the player whose page is open  // the open game was already finished when it was opened
  std::vector<Banner> banners_;
  std::vector<Message> last_notices_;
  std::optional<Message> info_;
  std::optional<Stepped> stepped_;
  std::optional<RoundSummary> last_round_;
  NewGameForm form_;
  std::vector<store::PlayerRecord> known_players_;
  HistoryList history_;
  HistoryFilter history_filter_;
  bool history_players_open_ = false;
  std::int64_t pending_delete_ = 0;
  std::vector<store::GameSummary> deleted_;  // deleted while History was open, last on top: Undo restores
  std::vector<store::GameSummary> bin_;
  std::optional<std::int64_t> file_version_;  // the file's data_version when the lists last looked
  bool game_from_history_ = false;
  PageShare share_;
  std::optional<PhoneHand> phone_hand_;
  std::string today_;
  double now() const { return clock_ ? clock_() : now_; }
  std::function<double()> clock_;
  double now_ = 0.0;
  bool quit_ = false;
  bool fonts_dirty_ = false;
  std::optional<FolderPicker> picker_;
  FileHands file_hands_;
  std::function<void(const std::string&)> open_link_;
  std::string bgstats_link_;
  std::function<void(const std::string&, Lang)> say_;
  std::vector<Message> files_report_;
  std::optional<std::string> game_origin_;
  std::function<void()> league_wake_;
  std::unique_ptr<LeagueWatch> league_;  // last: its thread ends before anything it could wake is gone
};

}  // namespace flipside::ui
