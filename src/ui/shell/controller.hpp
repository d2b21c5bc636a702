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
#include "ui/shell/new_game_form.hpp"
#include "ui/shell/page_share.hpp"
#include "ui/shell/popup.hpp"
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
  void set_clock(std::function<double()> clock) { hooks_.clock = std::move(clock); }
  void set_now(double seconds) { hooks_.fixed_now = seconds; }
  void set_settings_sink(std::function<void(const Settings&)> sink) { hooks_.settings_sink = std::move(sink); }
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
    if (table_.replay) return table_.replay.get();
    return table_.editing ? table_.editing->before.get() : game_.get();
  }
  // The round being replayed (null: none).
  const RoundReplay* replay() const { return table_.replay.get(); }
  // Merging the page's player: who else there is (with their games), and
  // the one chosen, waiting for the confirmation.
  const std::vector<store::PlayerRecord>& merge_candidates() const { return stats_.merge_candidates; }
  const store::OpenGame* stored_game() const { return game_.get(); }
  // The entry being changed (nullopt: none).
  std::optional<std::size_t> editing() const {
    return table_.editing ? std::optional<std::size_t>(table_.editing->index) : std::nullopt;
  }
  int log_round() const { return table_.log_round; }
  // Statistics: what the filter selects, and the player whose page is open.
  const stats::Filter& stats_filter() const { return stats_.filter; }
  const stats::Report& stats() const { return stats_.report; }
  const stats::PlayerStats* stats_player() const { return stats_.player_page ? &*stats_.player_page : nullptr; }
  // The open game statistics page (Screen::kGameStats): its game's figures.
  const stats::GameFigures* game_figures() const { return stats_.game_page ? &*stats_.game_page : nullptr; }
  // Statistics' view (issue 21 item 3: dates, which view, the leaderboard's
  // sort and minimum), and what it shows, computed when it changes (never
  // per frame): the leaderboard, the records (read when that view is open),
  // plays per month and time played, and the oldest game's month (where
  // the Months… steppers begin).
  const StatsView& stats_view() const { return stats_.view; }
  const std::vector<stats::LeaderRow>& leaderboard() const { return stats_.leaderboard; }
  const std::vector<stats::Record>& records() const { return stats_.records; }
  const stats::Activity& activity() const { return stats_.activity; }
  std::optional<int> stats_oldest_month() const { return stats_.oldest_month; }
  // Some finished game came from another device (issue 24): "This device" is offered.
  bool stats_other_devices() const { return stats_.other_devices; }
  // The open game came from a record on Statistics: Esc, the table's Home
  // and the winner's button go back there.
  bool back_to_stats() const { return table_.from_stats; }
  // The replacement entered while changing a past entry, until confirmed.
  const nlohmann::json* pending_edit_line() const {
    return table_.editing && table_.editing->line ? &*table_.editing->line : nullptr;
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
  const std::vector<Banner>& banners() const { return table_.banners; }
  bool banner_visible(double now) const;
  const std::vector<Message>& last_notices() const { return table_.last_notices; }
  // A note for the table (why a tap cannot be entered...). While a round is
  // replayed the notes show in the replay's strip instead (replay_note), so
  // the table does not say them a second time.
  const std::optional<Message>& info() const { return table_.replay ? kNoNote : table_.info; }
  const std::optional<Message>& replay_note() const { return table_.replay ? table_.info : kNoNote; }
  // What the last Undo/Redo did, until anything else happens (null: nothing).
  const Stepped* stepped() const { return table_.stepped ? &*table_.stepped : nullptr; }
  const std::optional<RoundSummary>& last_round() const { return table_.last_round; }
  const NewGameForm& form() const { return new_game_.form; }
  const std::vector<store::PlayerRecord>& known_players() const { return new_game_.known_players; }
  const std::vector<store::GameSummary>& history() const { return history_.list.all(); }
  // History (issue 13): the games and what the filter shows of them, the
  // filter, whether the player chooser is open, the game the delete popup
  // asks about, and the game just deleted (Undo brings it back).
  const HistoryList& history_list() const { return history_.list; }
  const HistoryFilter& history_filter() const { return history_.filter; }
  bool history_players_open() const { return history_.players_open; }
  const store::GameSummary* pending_delete() const { return history_.list.find(history_.pending_delete); }
  const store::GameSummary* deleted_game() const { return history_.deleted.empty() ? nullptr : &history_.deleted.back(); }
  // The bin (Screen::kBin, and its count on History): the deleted games,
  // the last deleted first.
  const std::vector<store::GameSummary>& bin() const { return history_.bin; }
  // The open game came from History: Esc, Home and the winner's button go
  // back there rather than Home.
  bool back_to_history() const { return table_.from_history; }
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
  const std::optional<std::string>& game_origin() const { return table_.origin; }
  // The folder picker open in Settings (null: none).
  const FolderPicker* folder_picker() const { return picker_ ? &*picker_ : nullptr; }

  // Games as files (issue 33, ui/platform/file_hands.hpp, controller_files.cpp):
  // given by a platform with no command line; Settings offers them then.
  void set_file_hands(FileHands hands) { hooks_.file_hands = std::move(hands); }
  bool moves_files() const { return static_cast<bool>(hooks_.file_hands.offer); }
  // The last import's or export's lines, file by file (the kFilesReport popup).
  const std::vector<Message>& files_report() const { return files_report_; }
  // What opens a link on this device (the platform's browser, or BG Stats
  // itself where it handles the link), given by the platform's loop.
  void set_link_opener(std::function<void(const std::string&)> open) { hooks_.open_link = std::move(open); }
  // The open game's BG Stats link while the kBgStats popup shows it.
  const std::string& bgstats_link() const { return bgstats_link_; }
  // What says the calls aloud on this device (ui/platform/voice.hpp), given
  // by the platform's loop: the words and their language; empty words
  // silence what is being said. Used only while Settings says so.
  void set_voice(std::function<void(const std::string&, Lang)> say) { hooks_.say = std::move(say); }

 private:
  static inline const std::optional<Message> kNoNote{};

  // --- each area's intents, in its own file (intents.hpp says which area
  // takes which intent); false: not one of that area's ---
  bool apply_navigation_intent(const Intent& intent);  // controller_navigation.cpp
  bool apply_table_intent(const Intent& intent);       // controller_table.cpp
  bool apply_new_game_intent(const Intent& intent);    // controller_new_game.cpp
  bool apply_settings_intent(const Intent& intent);    // controller_settings.cpp
  bool apply_replay_intent(const Intent& intent);      // controller_replay.cpp
  bool apply_phones_intent(const Intent& intent);      // controller_phones.cpp
  bool apply_stats_intent(const Intent& intent);       // controller_stats.cpp
  bool apply_history_intent(const Intent& intent);     // controller_history.cpp
  bool apply_league_intent(const Intent& intent);      // controller_league.cpp
  bool apply_files_intent(const Intent& intent);       // controller_files.cpp
  bool apply_bgstats_intent(const Intent& intent);     // controller_bgstats.cpp
  bool apply_calls_intent(const Intent& intent);       // controller_calls.cpp

  // --- the spine (controller.cpp) ---
  void adopt_store(store::OpenResult opened);
  void open_game(std::int64_t id);
  void open_game(std::int64_t id, bool show);  // show: switch to its screen
  void adopt_game(std::unique_ptr<store::OpenGame> game);  // the current game now; old feedback dropped
  void go_home();
  void show_error(Message message) { popup_ = Popup{PopupKind::kError, std::move(message)}; }

  // --- navigation (controller_navigation.cpp) ---
  void go_home_from_game();  // Home: back to History or Statistics when the game came from there
  void back();

  // --- the table (controller_table.cpp) ---
  void submit(const nlohmann::json& line);
  // The line entered as a tap enters it (follow-ups too); its refusal, if any.
  std::optional<Message> enter_line(const nlohmann::json& line);
  void reject(const nlohmann::json& line, Message why);  // the popup for a refused entry
  void after_accepted(const Verdict& verdict);
  void undo();
  void redo();
  void step_history(bool forward);  // undo (false) or redo (true), then drop the stale feedback
  void confirm_abandon();
  void open_log(int round);
  void start_edit(std::size_t index);
  void submit_edit(const nlohmann::json& line);
  void confirm_edit();
  void end_edit() { table_.editing.reset(); }

  // --- the new game form (controller_new_game.cpp) ---
  void open_new_game(bool play_again);
  void start_new_game();
  void add_player(const std::string& raw);
  void toggle_known(const std::string& name);
  void set_form_game(const std::string& id);
  void set_form_option(const std::string& key, const nlohmann::json& value);

  // --- settings (controller_settings.cpp) ---
  void change_settings(const Settings& next);

  // --- a past round replayed (controller_replay.cpp) ---
  // True: the intent stops here (it would change the game while a round is replayed).
  bool replay_refuses(const Intent& intent);
  void start_replay(int round);
  void end_replay();  // back to the log

  // --- the page on phones (controller_phones.cpp) ---
  // The page turned on and given the current view; false (and the reason in
  // a popup) when it cannot listen.
  bool start_sharing();
  // A phone's cards left into the table's hand-end form (serve_phones).
  lan::GateReply take_phone_hand(ViewState& view, const lan::PhoneRequest& request);
  void keep_page_code();  // the page's code into the settings when it changed
  // The page's view, with the hand's end the form waits for, if any.
  void publish_page(const ViewState& view);

  // --- statistics, a player's page and a game's page (controller_stats.cpp) ---
  void open_stats();  // reads and computes with the current filter and view
  void set_stats_view(const StatsView& view);  // the view changed: read and computed again
  void sort_leaderboard(stats::Column column);  // that column best first, or the other way when it already was
  void refresh_leaderboard();  // from stats_.report and the view: nothing read
  void back_to_stats_list();  // GoHome from a game opened from a record
  void open_player_stats(std::int64_t player_id);
  void open_game_stats(const std::string& game);
  // A player's page: rename / merge, then the figures read again.
  void rename_player(const std::string& name);
  void ask_merge();
  void choose_merge_into(std::int64_t into);
  void confirm_merge();
  void reread_player(std::int64_t player_id);

  // --- History and the bin (controller_history.cpp) ---
  void open_history();
  void set_history_filter(const HistoryFilter& filter);
  void ask_delete(std::int64_t id);
  void confirm_delete();
  void undo_delete();
  void open_bin();
  void restore_from_bin(std::int64_t id);
  void ask_empty_bin();
  void confirm_empty_bin();
  void read_bin();  // history_.bin from the store (a read that fails: an error popup)
  void read_lists_again();  // the list on screen, after a change made elsewhere
  void back_to_history_list();  // GoHome from a game opened from History

  // --- the league (controller_league.cpp): the watch started again for the
  // folder and file now in use, and a pass asked for after this device's
  // games or players changed ---
  void restart_league();
  void league_changed_here();
  void rename_device(const std::string& name);  // Settings' rename popup: store::rename_league_device

  // --- games as files, BG Stats, the calls (controller_files.cpp,
  // controller_bgstats.cpp, controller_calls.cpp) ---
  void offer_backup();
  void offer_scripts(std::int64_t id);
  void import_files(const std::vector<std::string>& paths);
  void show_bgstats();
  void say_notices(const std::vector<Message>& notices);
  void say_refusal(const Message& why);
  void hush();

  double now() const { return hooks_.clock ? hooks_.clock() : hooks_.fixed_now; }

  // The table: what the open game shows beside its entries.
  struct TablePanel {
    bool opened_finished = false;  // the open game was already finished when it was opened
    std::optional<std::string> origin;  // another device's game (issue 24): its name; read-only here
    bool from_history = false;  // opened from History: Home goes back there
    bool from_stats = false;    // opened from a record on Statistics: Home goes back there
    std::optional<EditMode> editing;
    std::unique_ptr<RoundReplay> replay;
    int log_round = 0;
    Screen log_return = Screen::kTable;  // where Back goes from the log
    std::vector<Banner> banners;
    std::vector<Message> last_notices;
    std::optional<Message> info;
    std::optional<Stepped> stepped;
    std::optional<RoundSummary> last_round;
  };
  // Statistics: what is read for the filter, and what its view shows.
  struct StatsPanel {
    stats::Filter filter;
    stats::Report report;
    StatsView view;
    std::vector<stats::LeaderRow> leaderboard;
    std::vector<stats::Record> records;
    stats::Activity activity;
    std::optional<int> oldest_month;
    bool other_devices = false;
    std::optional<stats::PlayerStats> player_page;  // the player whose page is open
    std::optional<stats::GameFigures> game_page;    // the game whose statistics page is open
    std::vector<store::PlayerRecord> merge_candidates;
    std::optional<std::int64_t> merge_into;
  };
  struct HistoryPanel {
    HistoryList list;
    HistoryFilter filter;
    bool players_open = false;
    std::int64_t pending_delete = 0;
    std::vector<store::GameSummary> deleted;  // deleted while History was open, last on top: Undo restores
    std::vector<store::GameSummary> bin;
  };
  struct NewGamePanel {
    NewGameForm form;
    std::vector<store::PlayerRecord> known_players;
  };
  // What the platform's loop gives the controller: its clock, where settings
  // are saved, a link opened, the voice, the league's wake, files handed over.
  struct PlatformHooks {
    std::function<void(const Settings&)> settings_sink;
    std::function<double()> clock;
    double fixed_now = 0.0;  // set_now (tests), when no clock is given
    std::function<void(const std::string&)> open_link;
    std::function<void(const std::string&, Lang)> say;
    std::function<void()> league_wake;
    FileHands file_hands;
  };

  // The spine.
  std::unique_ptr<store::Store> store_;
  StoreAccess access_;
  std::string fresh_db_path_;
  std::optional<std::int64_t> file_version_;  // the file's data_version when the lists last looked
  std::unique_ptr<store::OpenGame> game_;
  Settings settings_;
  Screen screen_ = Screen::kHome;
  Screen return_screen_ = Screen::kHome;  // where Back goes from settings and the scoresheet
  std::optional<Popup> popup_;
  bool quit_ = false;
  bool fonts_dirty_ = false;
  std::string today_;
  PlatformHooks hooks_;
  // The areas.
  TablePanel table_;
  NewGamePanel new_game_;
  StatsPanel stats_;
  HistoryPanel history_;
  PageShare share_;
  std::optional<PhoneHand> phone_hand_;
  std::optional<FolderPicker> picker_;
  std::string bgstats_link_;
  std::vector<Message> files_report_;
  std::unique_ptr<LeagueWatch> league_;  // last: its thread ends before anything it could wake is gone
};

}  // namespace flipside::ui
