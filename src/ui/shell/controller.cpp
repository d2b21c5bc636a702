// The controller's spine: construction, the database adopted (a failure
// becomes a popup), a game opened or adopted, Home, and apply(), which hands
// each intent to the area that owns it. Each area's intents and state
// changes are in its own file, controller_<area>.cpp (intents.hpp lists
// them).
#include "ui/shell/controller.hpp"

#include <algorithm>
#include <cassert>

namespace flipside::ui {

// Each area's handler takes the intents of its area and says false to the
// rest (intents.hpp lists which area takes what). The league, files, BG
// Stats and the calls come first: they change nothing a league pass or a
// replay cares about. Everything else may change this device's games or
// players (the league's next pass writes what did; one with nothing new is
// cheap) and passes the replay's gate.
void Controller::apply(const Intent& any) {
  if (apply_league_intent(any) || apply_files_intent(any) || apply_bgstats_intent(any) || apply_calls_intent(any))
    return;
  league_changed_here();
  if (replay_refuses(any)) return;
  const bool taken = apply_navigation_intent(any) || apply_table_intent(any) || apply_new_game_intent(any) ||
                     apply_settings_intent(any) || apply_replay_intent(any) || apply_phones_intent(any) ||
                     apply_stats_intent(any) || apply_history_intent(any);
  assert(taken && "every intent has an area (intents.hpp checks it at compile time)");
  (void)taken;
}

Controller::Controller(store::OpenResult opened, StoreAccess access, Settings settings)
    : access_(std::move(access)), settings_(settings) {
  adopt_store(std::move(opened));
}

void Controller::adopt_store(store::OpenResult opened) {
  league_.reset();  // its connection is to the file given up
  store_.reset();
  fresh_db_path_.clear();
  if (!opened.ok()) {
    fresh_db_path_ = store::fresh_path_offered(opened.error());
    popup_ = Popup{PopupKind::kDatabase, opened.error().empty() ? msg("ui.db.cannot_open") : opened.error()};
  } else {
    store_ = std::move(opened->store);
    // Made by a newer FlipSide: opened read-only, and the person is told.
    if (opened->warning) popup_ = Popup{PopupKind::kWarning, *opened->warning};
  }
  restart_league();  // the league folder, followed for the file now in use (once the app gave its wake)
}

void Controller::start() {
  if (!store_) return;
  const auto latest = store_->latest_unfinished();
  if (!latest.ok()) show_error(latest.error());
  else if (*latest) open_game(**latest);
}

const GameUi* Controller::game_ui() const { return game_ ? find_game_ui(game_->session().header().game) : nullptr; }

bool Controller::game_in_progress() const { return game_ && !game_->game().finished(); }

bool Controller::banner_visible(double now) const {
  return std::any_of(table_.banners.begin(), table_.banners.end(),
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
  auto opened = store_->open_game(id);
  if (!opened.ok()) {
    show_error(opened.error().empty() ? msg("ui.db.cannot_open_game") : opened.error());
    return;
  }
  const std::string& game = (*opened)->session().header().game;
  if (!find_game_ui(game)) {
    show_error(msg("ui.error.game_not_supported", game));
    return;
  }
  adopt_game(std::move(opened).value());
  // A league game (issue 24) says where it came from: it is read-only here.
  if (const store::GameSummary* listed = history_.list.find(id); listed && !listed->origin.empty())
    table_.origin = listed->origin_name;
  table_.opened_finished = game_->game().finished();
  if (show) screen_ = game_->game().finished() ? Screen::kWinner : Screen::kTable;
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

void Controller::adopt_game(std::unique_ptr<store::OpenGame> game) {
  table_.from_history = false;  // OpenGame from History (or Statistics) sets it again
  table_.from_stats = false;
  end_edit();
  table_.replay.reset();
  game_ = std::move(game);
  table_.origin.reset();  // open_game sets it again for another device's game
  table_.opened_finished = false;
  table_.banners.clear();
  table_.last_notices.clear();
  table_.info.reset();
  table_.stepped.reset();
  table_.last_round.reset();
}

void Controller::go_home() {
  end_edit();
  table_.replay.reset();
  // Keep the unfinished game open: Continue is then instant.
  if (game_ && game_->game().finished()) game_.reset();
  table_.banners.clear();
  table_.info.reset();
  table_.stepped.reset();
  screen_ = Screen::kHome;
  // Home offers to continue the latest unfinished game, open or not.
  if (!game_in_progress() && store_)
    if (const auto id = store_->latest_unfinished().value_or(std::nullopt)) open_game(*id, false);
}

}  // namespace flipside::ui
