// The table's side of the controller: a line entered (the store commits it
// before anything shows it as done), refused (the engine's sentence in a
// popup, with the earlier entries behind it), undone and redone (a finished
// game opened from History asks first), abandoned; the log of entries, and
// a past entry changed (the table shown as it was before it, the change
// confirmed with what it does to the later entries).
#include "ui/shell/controller.hpp"

#include "ui/shell/entry_preview.hpp"

namespace flipside::ui {
namespace in = intent;
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

// The table's intents (intent::table_area).
bool Controller::apply_table_intent(const Intent& any) {
  return in::visit_area<in::table_area>(any, [this](const auto& i) {
    if constexpr (in::is<in::Submit, decltype(i)>) {
      if (screen_ != Screen::kTable || popup_) return;
      if (table_.editing)
        submit_edit(i.line);
      else if (game_in_progress())
        submit(i.line);
    } else if constexpr (in::is<in::Explain, decltype(i)>) {
      if (i.why.empty()) table_.info.reset();  // nothing to explain any more (a later tap on the table)
      else table_.info = i.why;
    } else if constexpr (in::is<in::Undo, decltype(i)>) {
      undo();
    } else if constexpr (in::is<in::Redo, decltype(i)>) {
      redo();
    } else if constexpr (in::is<in::ContinueAfterRound, decltype(i)>) {
      if (screen_ == Screen::kRoundSummary) screen_ = Screen::kTable;
    } else if constexpr (in::is<in::AbandonGame, decltype(i)>) {
      if (game_in_progress()) popup_ = Popup{PopupKind::kConfirmAbandon, msg("ui.abandon.question")};
    } else if constexpr (in::is<in::ConfirmAbandon, decltype(i)>) {
      confirm_abandon();
    } else if constexpr (in::is<in::ConfirmReopen, decltype(i)>) {
      if (!popup_ || popup_->kind != PopupKind::kConfirmReopen) return;
      popup_.reset();
      table_.opened_finished = false;
      step_history(false);
    } else if constexpr (in::is<in::OpenLog, decltype(i)>) {
      open_log(i.round);
    } else if constexpr (in::is<in::EditEntry, decltype(i)>) {
      start_edit(i.index);
    } else if constexpr (in::is<in::ConfirmEdit, decltype(i)>) {
      if (popup_ && popup_->kind == PopupKind::kConfirmEdit) confirm_edit();
    } else if constexpr (in::is<in::CancelEdit, decltype(i)>) {
      if (!table_.editing) return;
      end_edit();
      popup_.reset();
      screen_ = Screen::kLog;
    } else {
      static_assert(!sizeof(i), "a table intent with no handler");
    }
  });
}

void Controller::confirm_abandon() {
  popup_.reset();
  if (!game_in_progress()) return;
  if (auto done = game_->abandon(); !done.ok()) {
    show_error(done.error());
    return;
  }
  game_.reset();
  go_home();
}

void Controller::open_log(int round) {
  if (!game_) return;
  if (table_.editing) {
    end_edit();  // Cancel on the table: back to the list it came from
  } else if (screen_ != Screen::kLog && screen_ != Screen::kReplay) {  // a replay came from the log
    table_.log_return = screen_ == Screen::kTable || screen_ == Screen::kScoresheet || screen_ == Screen::kWinner
                      ? screen_
                      : Screen::kTable;
  }
  popup_.reset();
  table_.log_round = round;
  screen_ = Screen::kLog;
}

void Controller::keep_draft(const nlohmann::json& draft) {
  if (!game_ || table_.editing || table_.replay) return;
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
  const bool from_summary = screen_ == Screen::kLog && (table_.log_return == Screen::kRoundSummary ||
                                                        (table_.log_return == Screen::kScoresheet && return_screen_ == Screen::kRoundSummary));
  table_.editing = EditMode{index, std::move(before), std::nullopt, from_summary};
  table_.banners.clear();
  table_.last_notices.clear();
  table_.info.reset();
  table_.stepped.reset();
  screen_ = Screen::kTable;
}

void Controller::submit_edit(const nlohmann::json& line) {
  const EditPlan plan = game_->session().plan_edit(table_.editing->index, line);
  if (!plan.ok()) return reject(line, *plan.refused);
  table_.editing->line = line;
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

void Controller::confirm_edit() {
  if (!table_.editing || !table_.editing->line || !game_) return;
  const std::size_t index = table_.editing->index;
  const bool from_summary = table_.editing->from_summary;
  popup_.reset();
  const store::Result<> edited = game_->edit(index, *table_.editing->line);
  end_edit();
  if (!edited.ok()) return show_error(edited.error());
  table_.banners.clear();
  table_.last_notices.clear();
  table_.last_round.reset();
  table_.opened_finished = false;
  table_.info = msg("ui.edit.done", static_cast<long long>(index) + 1);
  screen_ = game_->game().finished() ? Screen::kWinner : Screen::kTable;
  if (from_summary && screen_ == Screen::kTable) {
    // Still at a round's end when the last entry still ends a round.
    table_.last_round = last_round_ended(game_->session());
    if (table_.last_round) screen_ = Screen::kRoundSummary;
  }
}

void Controller::after_accepted(const Verdict& verdict) {
  table_.info.reset();
  table_.stepped.reset();
  table_.last_notices = verdict.notices;
  say_notices(verdict.notices);
  std::vector<Banner> fresh;
  if (const GameUi* game_ui = this->game_ui())
    for (const Message& m : verdict.notices)
      if (auto look = game_ui->banner(m)) fresh.push_back(Banner{*look, m, now()});
  // A new entry replaces the feedback of the previous one.
  if (!fresh.empty() || !verdict.notices.empty()) table_.banners = std::move(fresh);
  if (!verdict.rounds_finished.empty()) {
    table_.last_round = verdict.rounds_finished.back();
    screen_ = game_->game().finished() ? Screen::kWinner : Screen::kRoundSummary;
  } else if (game_->game().finished()) {
    screen_ = Screen::kWinner;
  }
}

void Controller::undo() {
  if (table_.editing) return;  // the table shows the past: Cancel first
  // A game finished before it was opened (from the history) is not reopened
  // by a stray tap: undoing its last entry asks first.
  if (game_ && table_.opened_finished && game_->game().finished() && game_->can_undo()) {
    const auto winner = game_->game().winner();
    popup_ = Popup{PopupKind::kConfirmReopen,
                   winner ? msg("ui.reopen.question_winner", *winner) : msg("ui.reopen.question")};
    return;
  }
  step_history(false);
}
void Controller::redo() {
  if (!table_.editing) step_history(true);
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
  if (auto done = forward ? game_->redo() : game_->undo(); !done.ok()) {
    show_error(done.error());
    return;
  }
  if (!forward && !step.edit_index) step.before = game_->session().game().clone();
  // The feedback was about the entry that moved: it no longer applies.
  hush();
  table_.banners.clear();
  table_.last_notices.clear();
  table_.info.reset();
  table_.stepped = std::move(step);
  screen_ = forward && game_->game().finished() ? Screen::kWinner : Screen::kTable;
}

}  // namespace flipside::ui
