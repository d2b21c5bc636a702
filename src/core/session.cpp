#include "core/session.hpp"

namespace flipside {

std::unique_ptr<Session> Session::start(const ScriptHeader& header, Message* error) {
  auto game = make_game(header, error);
  if (!game) return nullptr;
  return std::unique_ptr<Session>(new Session(std::move(game)));
}

std::unique_ptr<Session> Session::resume(std::unique_ptr<Game> state, std::vector<nlohmann::json> lines) {
  auto session = std::unique_ptr<Session>(new Session(std::move(state)));
  session->lines_ = std::move(lines);
  return session;
}

Verdict Session::apply(const nlohmann::json& line) {
  Verdict v = game_->apply(line);
  if (v.accepted) {
    lines_.push_back(line);
    redo_.clear();
    undone_edits_.clear();
  }
  return v;
}

bool Session::undo() {
  if (lines_.empty()) return false;
  if (undo_reverts_edit()) {
    lines_ = lines_before_last_edit();
    // What was undone after the change belonged to the log it replaced, and
    // so did the changes undone before those entries.
    if (!redo_.empty()) undone_edits_.clear();
    redo_.clear();
    undone_edits_.push_back(std::move(edits_.back()));
    edits_.pop_back();
    rebuild();
    return true;
  }
  redo_.push_back(std::move(lines_.back()));
  lines_.pop_back();
  rebuild();
  return true;
}

bool Session::redo() {
  if (redo_remakes_edit()) {
    EditPlan plan = plan_edit(edit_to_redo().index, edit_to_redo().new_line);
    if (!plan.ok()) return false;  // cannot happen: the log is the one the change was made on
    commit_redone_edit(std::move(plan));
    return true;
  }
  if (redo_.empty()) return false;
  nlohmann::json line = std::move(redo_.back());
  redo_.pop_back();
  Verdict v = game_->apply(line);
  if (!v.accepted) return false;  // cannot happen: the line was accepted here before
  lines_.push_back(std::move(line));
  return true;
}

void Session::accept_judged(const nlohmann::json& line, std::unique_ptr<Game> judged) {
  lines_.push_back(line);
  redo_.clear();
  undone_edits_.clear();
  game_ = std::move(judged);
}

void Session::redo_judged(std::unique_ptr<Game> judged) {
  lines_.push_back(std::move(redo_.back()));
  redo_.pop_back();
  game_ = std::move(judged);
}

EditPlan Session::plan_edit(std::size_t index, const nlohmann::json& line) const {
  EditPlan plan;
  plan.index = index;
  plan.line = line;
  if (index >= lines_.size()) {
    plan.refused = msg("session.no_such_entry", static_cast<long long>(index) + 1);
    return plan;
  }
  Message error;
  auto game = make_game(game_->header(), &error);
  if (!game) {
    plan.refused = error;
    return plan;
  }
  for (std::size_t i = 0; i < index; ++i) game->apply(lines_[i]);  // accepted before: they still are
  Verdict changed = game->apply(line);
  if (!changed.accepted) {
    plan.refused = std::move(changed.rejection);
    return plan;
  }
  plan.later = lines_.size() - index - 1;
  plan.lines.assign(lines_.begin(), lines_.begin() + static_cast<std::ptrdiff_t>(index));
  plan.lines.push_back(line);
  for (std::size_t i = index + 1; i < lines_.size(); ++i) {
    Verdict v = game->apply(lines_[i]);
    if (!v.accepted) {
      plan.stopped_by = std::move(v.rejection);
      break;
    }
    plan.lines.push_back(lines_[i]);
    ++plan.kept;
  }
  plan.game = std::move(game);
  return plan;
}

void Session::commit_edit(EditPlan plan) {
  if (!plan.ok() || !plan.game) return;
  Edit edit;
  edit.index = plan.index;
  edit.old_line = lines_[plan.index];
  edit.new_line = plan.line;
  edit.dropped.assign(lines_.begin() + static_cast<std::ptrdiff_t>(plan.index + 1 + plan.kept), lines_.end());
  edit.lines_after = plan.lines.size();
  edits_.push_back(std::move(edit));
  lines_ = std::move(plan.lines);
  game_ = std::move(plan.game);
  redo_.clear();
  undone_edits_.clear();
}

void Session::commit_redone_edit(EditPlan plan) {
  if (!plan.ok() || !plan.game || undone_edits_.empty()) return;
  std::vector<Edit> below = std::move(undone_edits_);
  below.pop_back();
  commit_edit(std::move(plan));
  undone_edits_ = std::move(below);
}

std::vector<nlohmann::json> Session::lines_before_last_edit() const {
  if (!undo_reverts_edit()) return lines_;
  const Edit& edit = edits_.back();
  std::vector<nlohmann::json> lines(lines_.begin(), lines_.begin() + static_cast<std::ptrdiff_t>(edit.index));
  lines.push_back(edit.old_line);
  lines.insert(lines.end(), lines_.begin() + static_cast<std::ptrdiff_t>(edit.index + 1), lines_.end());
  lines.insert(lines.end(), edit.dropped.begin(), edit.dropped.end());
  return lines;
}

void Session::rebuild() {
  Message ignored;
  auto fresh = make_game(game_->header(), &ignored);
  for (const auto& line : lines_) fresh->apply(line);
  game_ = std::move(fresh);
}

}  // namespace flipside
