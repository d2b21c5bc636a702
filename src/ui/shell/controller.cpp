#include "ui/shell/controller.hpp"

#include <algorithm>
#include <cctype>
#include <tuple>
#include <type_traits>

#include "core/name_fold.hpp"
#include "ui/shell/entry_preview.hpp"

namespace flipside::ui {
namespace {

// The round the log's last entry ended, by one replay; nullopt when the last
// entry ended none (the game is within a round).
std::optional<RoundSummary> last_round_ended(const Session& session) {
  Message ignored;
  auto replayed = Session::start(session.header(), &ignored);
  if (!replayed || session.lines().empty()) return std::nullopt;
  Verdict last;
  for (const auto& line : session.lines()) last = replayed->apply(line);
  if (last.rounds_finished.empty()) return std::nullopt;
  return last.rounds_finished.back();
}

bool is_store_failure(const Message& m) { return m.key.rfind("store.", 0) == 0; }

}  // namespace

// --- the new game form ---

bool NewGameForm::seated(const std::string& name) const {
  return std::any_of(seats.begin(), seats.end(), [&](const std::string& s) { return same_name(s, name); });
}

NewGameForm NewGameForm::for_game(const GameInfo& game) {
  NewGameForm form;
  form.game = std::string(game.id);
  form.options = options_with_defaults(game, nlohmann::json::object());
  return form;
}

std::optional<Message> NewGameForm::problem() const {
  const GameInfo* game_info = info();
  if (!game_info) return msg("ui.new_game.pick_game");
  const int n = static_cast<int>(seats.size());
  if (n == 0) return msg("ui.new_game.need_players");
  if (n < game_info->min_players) return msg("ui.new_game.too_few", Arg::list_arg({msg(std::string(game_info->name_key))}), game_info->min_players);
  if (n > game_info->max_players) return msg("ui.new_game.too_many", Arg::list_arg({msg(std::string(game_info->name_key))}), game_info->max_players);
  if (auto bad = check_options(*game_info, header().options)) return bad;
  return std::nullopt;
}

ScriptHeader NewGameForm::header() const {
  ScriptHeader h;
  h.game = game;
  h.players = seats;
  h.dealer = seated(dealer) ? dealer : (seats.empty() ? std::string() : seats.front());
  // Only what differs from "off": a switched-off option is left out.
  h.options = nlohmann::json::object();
  for (const auto& [key, value] : options.items())
    if (!value.is_null()) h.options[key] = value;
  return h;
}

std::vector<const GameInfo*> playable_games() {
  std::vector<const GameInfo*> out;
  for (const GameInfo& game : all_games())
    if (game.make && find_game_ui(game.id)) out.push_back(&game);
  return out;
}

// --- controller ---

Controller::Controller(store::OpenResult opened, StoreAccess access, Settings settings)
    : access_(std::move(access)), settings_(settings) {
  adopt_store(std::move(opened));
}

void Controller::adopt_store(store::OpenResult opened) {
  league_.reset();  // its connection is to the file given up
  store_ = std::move(opened.store);
  fresh_db_path_ = opened.fresh_path;
  if (!store_) {
    popup_ = Popup{PopupKind::kDatabase, opened.error.empty() ? msg("ui.db.cannot_open") : opened.error};
  } else if (opened.read_only || !opened.error.empty()) {
    popup_ = Popup{PopupKind::kWarning, opened.error.empty() ? msg("ui.db.read_only") : opened.error};
  }
  restart_league();  // the league folder, followed for the file now in use (once the app gave its wake)
}

void Controller::start() {
  if (!store_) return;
  Message error;
  if (auto id = store_->latest_unfinished(&error)) open_game(*id);
  else if (!error.empty()) show_error(std::move(error));
}

const GameUi* Controller::game_ui() const { return game_ ? find_game_ui(game_->session().header().game) : nullptr; }

bool Controller::game_in_progress() const { return game_ && !game_->game().finished(); }

bool Controller::banner_visible(double now) const {
  return std::any_of(banners_.begin(), banners_.end(),
                     [&](const Banner& b) { return now - b.shown_at < kBannerSeconds; });
}

bool Controller::keep_awake_wanted() const {
  return settings_.keep_awake && game_in_progress() &&
         (screen_ == Screen::kTable || screen_ == Screen::kRoundSummary);
}

bool Controller::take_fonts_dirty() {
  const bool dirty = fonts_dirty_;
  fonts_dirty_ = false;
  return dirty;
}

void Controller::open_game(std::int64_t id) { open_game(id, true); }

void Controller::open_game(std::int64_t id, bool show) {
  if (!store_) return;
  Message error;
  auto opened = store_->open_game(id, &error);
  if (!opened) {
    show_error(error.empty() ? msg("ui.db.cannot_open_game") : error);
    return;
  }
  if (!find_game_ui(opened->session().header().game)) {
    show_error(msg("ui.error.game_not_supported", opened->session().header().game));
    return;
  }
  adopt_game(std::move(opened));
  // A league game (issue 24) says where it came from: it is read-only here.
  if (const store::GameSummary* listed = history_.find(id); listed && !listed->origin.empty())
    game_origin_ = listed->origin_name;
  opened_finished_ = game_->game().finished();
  if (show) screen_ = game_->game().finished() ? Screen::kWinner : Screen::kTable;
}

void Controller::keep_draft(const nlohmann::json& draft) {
  if (!game_ || editing_ || replay_) return;
  // A draft that cannot be written (the file busy, read-only) costs nothing
  // on screen: the form stays as it is, and the entry itself says if the
  // store fails.
  (void)game_->keep_draft(draft);
}

void Controller::submit(const nlohmann::json& line) {
  if (auto why = enter_line(line)) reject(line, std::move(*why));
}

std::optional<Message> Controller::enter_line(const nlohmann::json& line) {
  if (!game_) return msg("page.refused.no_game");
  Verdict verdict = game_->apply(line);
  if (!verdict.accepted) return std::move(verdict.rejection);
  after_accepted(verdict);
  // The game's UI may enter a line by itself (GameUi::follow_up).
  if (const GameUi* game_ui = this->game_ui(); game_ui && !game_->game().finished())
    if (auto next = game_ui->follow_up(game_->game())) submit(*next);
  return std::nullopt;
}

void Controller::reject(const nlohmann::json& line, Message why) {
  if (is_store_failure(why)) return show_error(std::move(why));
  say_refusal(why);
  Popup popup{PopupKind::kRejection, std::move(why), {}};
  // Earlier entries may be the cause (every copy of a card already entered):
  // the popup offers to go and fix one of them.
  if (const GameUi* game_ui = this->game_ui(); game_ui && game())
    popup.entries = game_ui->entries_behind(game()->session(), line, popup.message);
  popup_ = std::move(popup);
}

void Controller::start_edit(std::size_t index) {
  if (!game_ || index >= game_->session().lines().size()) return;
  if (!game_->changeable()) return;  // nothing offers it (entry_log.cpp): no change walked through to be refused
  Message error;
  auto before = game_before_entry(*game_, index, &error);
  if (!before) return show_error(std::move(error));
  popup_.reset();
  // From the round's end (its Scores, then Change an entry, or its log):
  // the fix made, the table goes back to that round's end (issue 20 item 12).
  const bool from_summary = screen_ == Screen::kLog && (log_return_ == Screen::kRoundSummary ||
                                                        (log_return_ == Screen::kScoresheet && return_screen_ == Screen::kRoundSummary));
  editing_ = EditMode{index, std::move(before), std::nullopt, from_summary};
  banners_.clear();
  last_notices_.clear();
  info_.reset();
  stepped_.reset();
  screen_ = Screen::kTable;
}

void Controller::submit_edit(const nlohmann::json& line) {
  const EditPlan plan = game_->session().plan_edit(editing_->index, line);
  if (!plan.ok()) return reject(line, *plan.refused);
  editing_->line = line;
  const auto number = static_cast<long long>(plan.index) + 1;
  if (plan.kept == plan.later) {
    popup_ = Popup{PopupKind::kConfirmEdit, msg("ui.edit.all_fit", number, static_cast<long long>(plan.later)), {}};
  } else {
    const auto first_out = number + 1 + static_cast<long long>(plan.kept);
    popup_ = Popup{PopupKind::kConfirmEdit,
                   msg("ui.edit.stops", number, first_out, Arg::list_arg({*plan.stopped_by}),
                       static_cast<long long>(plan.later - plan.kept)),
                   {}};
  }
}

std::optional<Intent> Controller::popup_enter() const {
  if (!popup_) return std::nullopt;
  switch (popup_->kind) {
    case PopupKind::kConfirmEdit: return Intent{intent::ConfirmEdit{}};
    case PopupKind::kConfirmReopen: return Intent{intent::ConfirmReopen{}};
    case PopupKind::kConfirmDelete: return Intent{intent::ConfirmDelete{}};
    case PopupKind::kConfirmAbandon:
    case PopupKind::kConfirmMerge:
    case PopupKind::kConfirmEmptyBin: return std::nullopt;
    // Enter is the rename's: its field takes it (and has the keyboard again
    // at once if a tap took it away); it never cancels the rename.
    case PopupKind::kRenamePlayer:
    case PopupKind::kRenameDevice: return std::nullopt;
    default: return Intent{intent::DismissPopup{}};
  }
}

void Controller::confirm_edit() {
  if (!editing_ || !editing_->line || !game_) return;
  const std::size_t index = editing_->index;
  const bool from_summary = editing_->from_summary;
  popup_.reset();
  auto error = game_->edit(index, *editing_->line);
  end_edit();
  if (error) return show_error(std::move(*error));
  banners_.clear();
  last_notices_.clear();
  last_round_.reset();
  opened_finished_ = false;
  info_ = msg("ui.edit.done", static_cast<long long>(index) + 1);
  screen_ = game_->game().finished() ? Screen::kWinner : Screen::kTable;
  if (from_summary && screen_ == Screen::kTable) {
    // Still at a round's end when the last entry still ends a round.
    last_round_ = last_round_ended(game_->session());
    if (last_round_) screen_ = Screen::kRoundSummary;
  }
}

void Controller::open_player_stats(std::int64_t player_id) {
  if (!store_) return;
  const auto it = std::find_if(stats_.players.begin(), stats_.players.end(),
                               [&](const stats::PlayerStats& p) { return p.id == player_id; });
  if (it == stats_.players.end()) return;
  // The page adds that player's counters: read for them alone.
  stats::Filter filter = stats_filter_;
  filter.player = it->name;
  filter.counters = stats::Counters::kPlayer;
  Message error;
  auto input = store_->stats_input(filter, &error);
  if (!input) return show_error(std::move(error));
  stats::Report report = stats::compute(*input, filter);
  for (stats::PlayerStats& p : report.players)
    if (p.id == player_id) stats_page_ = std::move(p);
  if (stats_page_) screen_ = Screen::kPlayerStats;
}

// --- replaying a past round ---

void Controller::start_replay(int round) {
  if (!game_) return;
  end_edit();
  Message error;
  auto replay = RoundReplay::open(*game_, round, &error);
  if (!replay) return show_error(std::move(error));
  replay_ = std::move(replay);
  log_round_ = round;
  popup_.reset();
  banners_.clear();
  last_notices_.clear();
  info_.reset();
  stepped_.reset();
  screen_ = Screen::kReplay;
}

void Controller::end_replay() {
  replay_.reset();
  info_.reset();
  stepped_.reset();
  if (screen_ == Screen::kReplay) screen_ = game_ ? Screen::kLog : Screen::kHome;
}

// --- a player's page: rename and merge ---

void Controller::reread_player(std::int64_t player_id) {
  const Screen back = screen_;
  open_stats();
  open_player_stats(player_id);
  if (!stats_page_ && !popup_) screen_ = back == Screen::kPlayerStats ? Screen::kStats : back;
}

void Controller::rename_player(const std::string& raw) {
  if (!store_ || !stats_page_ || !popup_ || popup_->kind != PopupKind::kRenamePlayer) return;
  const std::int64_t id = stats_page_->id;
  const std::string name = trim_name(raw);
  if (name == stats_page_->name) {  // nothing to change
    popup_.reset();
    return;
  }
  if (auto refused = store_->rename_player(id, name)) {
    popup_->message = std::move(*refused);  // shown in the popup, which stays open
    return;
  }
  popup_.reset();
  reread_player(id);
}

void Controller::ask_merge() {
  if (!store_ || !stats_page_) return;
  // Only those it can be merged into: not who sat at a game with this player.
  auto targets = store_->merge_targets(stats_page_->id);
  if (targets.error) return show_error(std::move(*targets.error));
  merge_candidates_ = std::move(targets);
  merge_into_.reset();
  popup_ = Popup{PopupKind::kMergePlayer, {}};
}

void Controller::choose_merge_into(std::int64_t into) {
  if (!stats_page_ || !popup_ || popup_->kind != PopupKind::kMergePlayer) return;
  const auto it = std::find_if(merge_candidates_.begin(), merge_candidates_.end(),
                               [&](const store::PlayerRecord& p) { return p.id == into; });
  if (it == merge_candidates_.end()) return;
  // Every game of the record, whatever the statistics' filter shows.
  long long games = stats_page_->games;
  if (auto players = store_->players(); !players.error)
    for (const store::PlayerRecord& p : players)
      if (p.id == stats_page_->id) games = p.games;
  merge_into_ = into;
  popup_ = Popup{PopupKind::kConfirmMerge,
                 msg(games == 1 ? "ui.player.merge_question_one" : "ui.player.merge_question", stats_page_->name, games,
                     it->name)};
}

void Controller::confirm_merge() {
  if (!store_ || !stats_page_ || !merge_into_ || !popup_ || popup_->kind != PopupKind::kConfirmMerge) return;
  const std::int64_t into = *merge_into_;
  merge_into_.reset();
  if (auto refused = store_->merge_players(stats_page_->id, into)) {
    popup_ = Popup{PopupKind::kError, std::move(*refused)};
    return;
  }
  popup_.reset();
  reread_player(into);  // the page now shows the merged record
}

// A game's page sums every player's counters over the list's dates: one
// read of all the counters of that game (a player's page reads theirs only).
void Controller::open_game_stats(const std::string& game) {
  if (!store_ || game.empty()) return;
  stats::Filter filter = stats_filter_;
  filter.game = game;
  filter.counters = stats::Counters::kAll;
  Message error;
  auto input = store_->stats_input(filter, &error);
  if (!input) return show_error(std::move(error));
  stats::Report report = stats::compute(*input, filter);
  auto it = report.by_game.find(game);
  game_page_ = it != report.by_game.end() ? std::move(it->second) : stats::GameFigures{game, 0, 0, 0.0, {}, {}, {}};
  screen_ = Screen::kGameStats;
}

void Controller::after_accepted(const Verdict& verdict) {
  info_.reset();
  stepped_.reset();
  last_notices_ = verdict.notices;
  say_notices(verdict.notices);
  std::vector<Banner> fresh;
  if (const GameUi* game_ui = this->game_ui())
    for (const Message& m : verdict.notices)
      if (auto look = game_ui->banner(m)) fresh.push_back(Banner{*look, m, now()});
  // A new entry replaces the feedback of the previous one.
  if (!fresh.empty() || !verdict.notices.empty()) banners_ = std::move(fresh);
  if (!verdict.rounds_finished.empty()) {
    last_round_ = verdict.rounds_finished.back();
    screen_ = game_->game().finished() ? Screen::kWinner : Screen::kRoundSummary;
  } else if (game_->game().finished()) {
    screen_ = Screen::kWinner;
  }
}

void Controller::undo() {
  if (editing_) return;  // the table shows the past: Cancel first
  // A game finished before it was opened (from the history) is not reopened
  // by a stray tap: undoing its last entry asks first.
  if (game_ && opened_finished_ && game_->game().finished() && game_->can_undo()) {
    const auto winner = game_->game().winner();
    popup_ = Popup{PopupKind::kConfirmReopen,
                   winner ? msg("ui.reopen.question_winner", *winner) : msg("ui.reopen.question")};
    return;
  }
  step_history(false);
}
void Controller::redo() {
  if (!editing_) step_history(true);
}

void Controller::step_history(bool forward) {
  if (!game_ || !(forward ? game_->can_redo() : game_->can_undo())) return;
  // What moves, noted before it does: the change's entry, or the line with
  // the game before it (for Redo that is the game now; for Undo, after it).
  const Session& session = game_->session();
  Stepped step;
  step.forward = forward;
  if (forward && session.redo_remakes_edit()) {
    step.edit_index = session.edit_to_redo().index;
    step.line = session.edit_to_redo().new_line;
  } else if (!forward && session.undo_reverts_edit()) {
    step.edit_index = session.edits().back().index;
    step.line = session.edits().back().new_line;
  } else {
    step.line = forward ? session.redo_lines().back() : session.lines().back();
    if (forward) step.before = session.game().clone();
  }
  if (auto error = forward ? game_->redo() : game_->undo()) {
    show_error(*error);
    return;
  }
  if (!forward && !step.edit_index) step.before = game_->session().game().clone();
  // The feedback was about the entry that moved: it no longer applies.
  hush();
  banners_.clear();
  last_notices_.clear();
  info_.reset();
  stepped_ = std::move(step);
  screen_ = forward && game_->game().finished() ? Screen::kWinner : Screen::kTable;
}

void Controller::open_new_game(bool play_again) {
  known_players_.clear();
  if (store_) {
    auto players = store_->players();
    if (players.error) show_error(std::move(*players.error));  // the form still works: names are typed
    known_players_ = std::move(players);
  }
  std::stable_sort(known_players_.begin(), known_players_.end(),
                   [](const store::PlayerRecord& a, const store::PlayerRecord& b) { return a.games > b.games; });
  const auto games = playable_games();
  // Again: the same game, table and options; otherwise the game last
  // started (issue 20 item 9: a table plays the same game night after
  // night), else the one open, else the first game listed.
  const auto playable = [&](std::string_view id) -> const GameInfo* {
    for (const GameInfo* g : games)
      if (g->id == id) return g;
    return nullptr;
  };
  const GameInfo* game = play_again && game_ ? find_game(game_->session().header().game) : nullptr;
  if (!game) game = playable(settings_.last_game);
  if (!game && game_) game = playable(game_->session().header().game);
  if (!game && !games.empty()) game = games.front();
  form_ = game ? NewGameForm::for_game(*game) : NewGameForm{};
  if (play_again && game_ && game) {
    const ScriptHeader& h = game_->session().header();
    form_.seats = h.players;
    // The deal passes to the left: the next seat deals the new game.
    const int dealer = h.seat_of(h.dealer);
    if (!h.players.empty()) form_.dealer = h.players[(dealer + 1) % h.players.size()];
    form_.options = options_with_defaults(*game, h.options);
  }
  screen_ = Screen::kNewGame;
}

void Controller::start_new_game() {
  if (!store_) {
    popup_ = Popup{PopupKind::kDatabase, msg("ui.db.cannot_open")};
    return;
  }
  if (auto why = form_.problem()) {
    show_error(*why);
    return;
  }
  Message error;
  auto created = store_->create_game(form_.header(), &error);
  if (!created) {
    show_error(error.empty() ? msg("ui.db.cannot_create_game") : error);
    return;
  }
  adopt_game(std::move(created));
  screen_ = Screen::kTable;
  if (settings_.last_game != form_.game) {
    Settings next = settings_;
    next.last_game = form_.game;
    change_settings(next);
  }
}

void Controller::adopt_game(std::unique_ptr<store::OpenGame> game) {
  game_from_history_ = false;  // OpenGame from History (or Statistics) sets it again
  game_from_stats_ = false;
  end_edit();
  replay_.reset();
  game_ = std::move(game);
  game_origin_.reset();  // open_game sets it again for another device's game
  opened_finished_ = false;
  banners_.clear();
  last_notices_.clear();
  info_.reset();
  stepped_.reset();
  last_round_.reset();
}

void Controller::go_home() {
  end_edit();
  replay_.reset();
  // Keep the unfinished game open: Continue is then instant.
  if (game_ && game_->game().finished()) game_.reset();
  banners_.clear();
  info_.reset();
  stepped_.reset();
  screen_ = Screen::kHome;
  // Home offers to continue the latest unfinished game, open or not.
  if (!game_in_progress() && store_)
    if (auto id = store_->latest_unfinished()) open_game(*id, false);
}

void Controller::back_to_history_list() {
  end_edit();
  replay_.reset();
  game_from_history_ = false;
  if (game_ && game_->game().finished()) game_.reset();  // as Home does: an unfinished one stays open
  banners_.clear();
  info_.reset();
  open_history();  // read again: the game may have changed
}

void Controller::change_settings(const Settings& next) {
  if (next == settings_) return;
  if (next.text_scale != settings_.text_scale) fonts_dirty_ = true;
  settings_ = next;
  if (settings_sink_) settings_sink_(settings_);
}

void Controller::add_player(const std::string& raw) {
  const std::string name = trim_name(raw);
  if (auto problem = check_name(name)) {
    show_error(*problem);
    return;
  }
  if (form_.seated(name)) {
    show_error(msg("header.player_duplicate", name));
    return;
  }
  // A known player typed by hand keeps the stored spelling.
  std::string spelled = name;
  for (const auto& known : known_players_)
    if (same_name(known.name, name)) spelled = known.name;
  form_.seats.push_back(spelled);
  if (form_.dealer.empty()) form_.dealer = spelled;
}

void Controller::toggle_known(const std::string& name) {
  auto it = std::find_if(form_.seats.begin(), form_.seats.end(), [&](const std::string& s) { return same_name(s, name); });
  if (it != form_.seats.end()) {
    form_.seats.erase(it);
    if (same_name(form_.dealer, name)) form_.dealer = form_.seats.empty() ? std::string() : form_.seats.front();
    return;
  }
  add_player(name);
}

namespace {

// While a round is replayed: what would change the game (refused, with a
// sentence), and what keeps the replay open; anything else leaves it.
bool changes_game(const Intent& i) {
  return std::holds_alternative<intent::Submit>(i) || std::holds_alternative<intent::Undo>(i) ||
         std::holds_alternative<intent::Redo>(i) || std::holds_alternative<intent::AbandonGame>(i) ||
         std::holds_alternative<intent::ConfirmAbandon>(i) || std::holds_alternative<intent::ConfirmReopen>(i) ||
         std::holds_alternative<intent::ConfirmEdit>(i);
}

bool keeps_replay(const Intent& i) {
  return std::holds_alternative<intent::ReplayStep>(i) || std::holds_alternative<intent::ReplayTo>(i) ||
         std::holds_alternative<intent::ReplayRound>(i) || std::holds_alternative<intent::CloseReplay>(i) ||
         std::holds_alternative<intent::Explain>(i) || std::holds_alternative<intent::ShowHelp>(i) ||
         std::holds_alternative<intent::DismissPopup>(i) || std::holds_alternative<intent::DismissBanners>(i) ||
         std::holds_alternative<intent::ToggleCoach>(i) || std::holds_alternative<intent::OpenSettings>(i) ||
         std::holds_alternative<intent::Back>(i) || std::holds_alternative<intent::SetLanguage>(i) ||
         std::holds_alternative<intent::SetTheme>(i) || std::holds_alternative<intent::SetKeepAwake>(i) ||
         std::holds_alternative<intent::SetTextScale>(i) || std::holds_alternative<intent::Quit>(i) ||
         std::holds_alternative<intent::OpenScoresheet>(i) || std::holds_alternative<intent::SetSharing>(i) ||
         std::holds_alternative<intent::NewPageCode>(i) || std::holds_alternative<intent::ShowOnPhones>(i);
}

}  // namespace

void Controller::apply(const Intent& any) {
  if (apply_league_intent(any)) return;
  if (apply_files_intent(any)) return;
  if (apply_bgstats_intent(any)) return;
  if (apply_calls_intent(any)) return;
  // Whatever else may have changed this device's games or players: the
  // league's next pass writes what did (a pass with nothing new is cheap).
  league_changed_here();
  if (replay_) {
    if (changes_game(any)) {
      info_ = msg("ui.replay.read_only");  // never reaches the store
      return;
    }
    if (std::holds_alternative<intent::OpenScoresheet>(any)) return;  // it would show the replayed state as the game's
    if (!keeps_replay(any)) replay_.reset();
  }
  if (apply_stats_intent(any)) return;
  if (apply_history_intent(any)) return;
  std::visit(
      [this](const auto& i) {
        using T = std::decay_t<decltype(i)>;
        namespace in = intent;
        if constexpr (std::is_same_v<T, in::GoHome>) {
          // A game opened from History goes back to History (issue 21 item 7).
          const bool in_game = screen_ == Screen::kTable || screen_ == Screen::kWinner || screen_ == Screen::kRoundSummary;
          if (game_from_history_ && in_game)
            back_to_history_list();
          else if (game_from_stats_ && in_game)
            back_to_stats_list();  // a record's game goes back to the records
          else
            go_home();
        } else if constexpr (std::is_same_v<T, in::OpenNewGame>) {
          open_new_game(false);
        } else if constexpr (std::is_same_v<T, in::PlayAgain>) {
          open_new_game(true);
        } else if constexpr (std::is_same_v<T, in::OpenHistory>) {
          open_history();
        } else if constexpr (std::is_same_v<T, in::OpenSettings>) {
          if (screen_ != Screen::kSettings) return_screen_ = screen_;
          screen_ = Screen::kSettings;
        } else if constexpr (std::is_same_v<T, in::OpenScoresheet>) {
          if (!game_) return;
          return_screen_ = screen_;
          screen_ = Screen::kScoresheet;
        } else if constexpr (std::is_same_v<T, in::Back>) {
          if (screen_ == Screen::kReplay)
            end_replay();
          else if (screen_ == Screen::kSettings && return_screen_ == Screen::kReplay && replay_)
            screen_ = Screen::kReplay;
          else if (screen_ == Screen::kScoresheet && game_)
            screen_ = return_screen_ == Screen::kScoresheet ? Screen::kTable : return_screen_;
          else if (screen_ == Screen::kLog && game_)
            screen_ = log_return_;
          else if (screen_ == Screen::kBin)
            open_history();  // read again: restored games are back in it
          else if (screen_ == Screen::kSettings && (return_screen_ == Screen::kTable && game_in_progress()))
            screen_ = Screen::kTable;
          else
            go_home();
        } else if constexpr (std::is_same_v<T, in::ContinueGame>) {
          if (game_in_progress()) {
            screen_ = Screen::kTable;
          } else if (store_) {
            if (auto id = store_->latest_unfinished()) open_game(*id);
          }
        } else if constexpr (std::is_same_v<T, in::OpenGame>) {
          const bool from_history = screen_ == Screen::kHistory;
          const bool from_stats = screen_ == Screen::kStats;
          open_game(i.id);
          if (game_ && game_->id() == i.id) {
            game_from_history_ = from_history;
            game_from_stats_ = from_stats;
          }
        } else if constexpr (std::is_same_v<T, in::Quit>) {
          quit_ = true;
        } else if constexpr (std::is_same_v<T, in::Submit>) {
          if (screen_ != Screen::kTable || popup_) return;
          if (editing_)
            submit_edit(i.line);
          else if (game_in_progress())
            submit(i.line);
        } else if constexpr (std::is_same_v<T, in::Explain>) {
          if (i.why.empty()) info_.reset();  // nothing to explain any more (a later tap on the table)
          else info_ = i.why;
        } else if constexpr (std::is_same_v<T, in::Undo>) {
          undo();
        } else if constexpr (std::is_same_v<T, in::Redo>) {
          redo();
        } else if constexpr (std::is_same_v<T, in::ToggleCoach>) {
          Settings next = settings_;
          next.coach = !next.coach;
          change_settings(next);
        } else if constexpr (std::is_same_v<T, in::ContinueAfterRound>) {
          if (screen_ == Screen::kRoundSummary) screen_ = Screen::kTable;
        } else if constexpr (std::is_same_v<T, in::AbandonGame>) {
          if (game_in_progress()) popup_ = Popup{PopupKind::kConfirmAbandon, msg("ui.abandon.question")};
        } else if constexpr (std::is_same_v<T, in::ConfirmAbandon>) {
          popup_.reset();
          if (!game_in_progress()) return;
          if (auto error = game_->abandon()) {
            show_error(*error);
            return;
          }
          game_.reset();
          go_home();
        } else if constexpr (std::is_same_v<T, in::ConfirmReopen>) {
          if (!popup_ || popup_->kind != PopupKind::kConfirmReopen) return;
          popup_.reset();
          opened_finished_ = false;
          step_history(false);
        } else if constexpr (std::is_same_v<T, in::OpenLog>) {
          if (!game_) return;
          if (editing_) {
            end_edit();  // Cancel on the table: back to the list it came from
          } else if (screen_ != Screen::kLog && screen_ != Screen::kReplay) {  // a replay came from the log
            log_return_ = screen_ == Screen::kTable || screen_ == Screen::kScoresheet || screen_ == Screen::kWinner
                              ? screen_
                              : Screen::kTable;
          }
          popup_.reset();
          log_round_ = i.round;
          screen_ = Screen::kLog;
        } else if constexpr (std::is_same_v<T, in::EditEntry>) {
          start_edit(i.index);
        } else if constexpr (std::is_same_v<T, in::ConfirmEdit>) {
          if (popup_ && popup_->kind == PopupKind::kConfirmEdit) confirm_edit();
        } else if constexpr (std::is_same_v<T, in::CancelEdit>) {
          if (!editing_) return;
          end_edit();
          popup_.reset();
          screen_ = Screen::kLog;
        } else if constexpr (std::is_same_v<T, in::ShowHelp>) {
          popup_ = Popup{PopupKind::kHelp, {}};
        } else if constexpr (std::is_same_v<T, in::DismissPopup>) {
          // The database choice cannot be dismissed: the app needs an answer.
          if (popup_ && popup_->kind != PopupKind::kDatabase) popup_.reset();
          if (editing_) editing_->line.reset();  // not confirmed: enter another
        } else if constexpr (std::is_same_v<T, in::DismissBanners>) {
          banners_.clear();
        } else if constexpr (std::is_same_v<T, in::UseFreshDatabase>) {
          if (fresh_db_path_.empty() || !access_.open_file) return;
          popup_.reset();
          adopt_store(access_.open_file(fresh_db_path_));
          start();
        } else if constexpr (std::is_same_v<T, in::PlayWithoutSaving>) {
          if (!access_.open_memory) return;
          popup_.reset();
          store_ = access_.open_memory();
          if (store_) popup_ = Popup{PopupKind::kWarning, msg("ui.db.memory_only")};
        } else if constexpr (std::is_same_v<T, in::AddNewPlayer>) {
          add_player(i.name);
        } else if constexpr (std::is_same_v<T, in::ToggleKnownPlayer>) {
          toggle_known(i.name);
        } else if constexpr (std::is_same_v<T, in::RemoveSeat>) {
          if (i.index >= 0 && i.index < static_cast<int>(form_.seats.size())) {
            const std::string name = form_.seats[i.index];  // a copy: toggling erases the seat
            toggle_known(name);
          }
        } else if constexpr (std::is_same_v<T, in::MoveSeat>) {
          const int from = i.index;
          const int to = i.index + i.delta;
          const int n = static_cast<int>(form_.seats.size());
          if (from >= 0 && from < n && to >= 0 && to < n) std::swap(form_.seats[from], form_.seats[to]);
        } else if constexpr (std::is_same_v<T, in::SetDealer>) {
          if (i.index >= 0 && i.index < static_cast<int>(form_.seats.size())) form_.dealer = form_.seats[i.index];
        } else if constexpr (std::is_same_v<T, in::SetGame>) {
          const GameInfo* game = find_game(i.id);
          if (!game || form_.game == i.id) return;
          NewGameForm next = NewGameForm::for_game(*game);
          next.seats = form_.seats;  // the table stays; the options are the new game's
          next.dealer = form_.dealer;
          form_ = std::move(next);
        } else if constexpr (std::is_same_v<T, in::SetOption>) {
          const GameInfo* game = form_.info();
          if (!game) return;
          NewGameForm next = form_;
          next.options[i.key] = i.value;
          // The screen offers only valid values; anything else changes nothing.
          if (!check_options(*game, next.header().options)) form_ = std::move(next);
        } else if constexpr (std::is_same_v<T, in::StartGame>) {
          start_new_game();
        } else if constexpr (std::is_same_v<T, in::SetLanguage>) {
          Settings next = settings_;
          next.lang = i.lang;
          change_settings(next);
        } else if constexpr (std::is_same_v<T, in::SetTheme>) {
          Settings next = settings_;
          next.theme = i.theme;
          change_settings(next);
        } else if constexpr (std::is_same_v<T, in::SetKeepAwake>) {
          Settings next = settings_;
          next.keep_awake = i.on;
          change_settings(next);
        } else if constexpr (std::is_same_v<T, in::SetSharing>) {
          if (i.on) {
            start_sharing();
          } else {
            share_.stop();
            if (popup_ && popup_->kind == PopupKind::kPhones) popup_.reset();
          }
        } else if constexpr (std::is_same_v<T, in::ShowOnPhones>) {
          if (share_.on() || start_sharing()) popup_ = Popup{PopupKind::kPhones, Message{}};
        } else if constexpr (std::is_same_v<T, in::NewPageCode>) {
          share_.new_code();
        } else if constexpr (std::is_same_v<T, in::FreePhoneSeat>) {
          share_.free_seat(i.name);
        } else if constexpr (std::is_same_v<T, in::SetTextScale>) {
          Settings next = settings_;
          next.text_scale = std::clamp(i.percent, kMinTextScale, kMaxTextScale);
          change_settings(next);
        } else if constexpr (std::is_same_v<T, in::ReplayRound>) {
          start_replay(i.round);
        } else if constexpr (std::is_same_v<T, in::ReplayStep>) {
          if (!replay_) return;
          info_.reset();
          stepped_.reset();
          replay_->step(i.delta);
        } else if constexpr (std::is_same_v<T, in::ReplayTo>) {
          if (!replay_) return;
          info_.reset();
          stepped_.reset();
          replay_->go_to(i.end ? replay_->count() : 0);
        } else if constexpr (std::is_same_v<T, in::CloseReplay>) {
          if (replay_) end_replay();
        } else if constexpr (in::is_league_intent<T> || in::is_files_intent<T> || in::is_bgstats_intent<T> ||
                             in::is_calls_intent<T> || in::is_stats_intent<T> || in::is_history_intent<T>) {
          // Taken by the area's own apply_*_intent before this visit
          // (controller_league.cpp, controller_files.cpp, controller_bgstats.cpp,
          // controller_calls.cpp, controller_stats.cpp, controller_history.cpp).
        } else {
          static_assert(!sizeof(T), "unhandled intent");
        }
      },
      any);
}

}  // namespace flipside::ui
