// Replaying a past round (issue 13), read-only: the log's Replay on a round
// shows the table as it was, entry by entry (round_replay.hpp); nothing
// entered while it is open reaches the store.
#include "ui/shell/controller.hpp"

namespace flipside::ui {
namespace in = intent;

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

// While a round is replayed, every intent passes here first: one that would
// change the game is refused with a sentence (it never reaches the store),
// the scoresheet stays shut (it would show the replayed state as the
// game's), and anything that does not keep the replay open ends it.
bool Controller::replay_refuses(const Intent& any) {
  if (!table_.replay) return false;
  if (changes_game(any)) {
    table_.info = msg("ui.replay.read_only");
    return true;
  }
  if (std::holds_alternative<intent::OpenScoresheet>(any)) return true;
  if (!keeps_replay(any)) table_.replay.reset();
  return false;
}

// The replay's intents (intent::replay_area).
bool Controller::apply_replay_intent(const Intent& any) {
  return in::visit_area<in::replay_area>(any, [this](const auto& i) {
    if constexpr (in::is<in::ReplayRound, decltype(i)>) {
      start_replay(i.round);
    } else if constexpr (in::is<in::ReplayStep, decltype(i)>) {
      if (!table_.replay) return;
      table_.info.reset();
      table_.stepped.reset();
      table_.replay->step(i.delta);
    } else if constexpr (in::is<in::ReplayTo, decltype(i)>) {
      if (!table_.replay) return;
      table_.info.reset();
      table_.stepped.reset();
      table_.replay->go_to(i.end ? table_.replay->count() : 0);
    } else if constexpr (in::is<in::CloseReplay, decltype(i)>) {
      if (table_.replay) end_replay();
    } else {
      static_assert(!sizeof(i), "replay intent with no handler");
    }
  });
}

// --- replaying a past round ---

void Controller::start_replay(int round) {
  if (!game_) return;
  end_edit();
  Message error;
  auto replay = RoundReplay::open(*game_, round, &error);
  if (!replay) return show_error(std::move(error));
  table_.replay = std::move(replay);
  table_.log_round = round;
  popup_.reset();
  table_.banners.clear();
  table_.last_notices.clear();
  table_.info.reset();
  table_.stepped.reset();
  screen_ = Screen::kReplay;
}

void Controller::end_replay() {
  table_.replay.reset();
  table_.info.reset();
  table_.stepped.reset();
  if (screen_ == Screen::kReplay) screen_ = game_ ? Screen::kLog : Screen::kHome;
}

}  // namespace flipside::ui
