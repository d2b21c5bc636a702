// A game in play: its header, the log of accepted lines, and the engine
// state rebuilt from them. The log is the truth: undo drops the last line
// and replays the rest, so an undone state is exactly the state that was.
// Redo re-applies what undo removed until a new line is entered.
//
// A past entry can be changed (a card entered wrong, found out later): the
// entries after it are replayed on the changed one and kept up to the first
// that no longer fits; that one and everything after it are set aside. The
// change is itself undoable: undo then restores the old entry and everything
// set aside, exactly as it was. Changes and entries undo in the order they
// were made (a change is undone once every entry entered after it is).
// An undone change is redone like an undone entry (issue 20 item 12): redo
// takes back the undone entries first, then the change, in reverse order.
#pragma once

#include <cstddef>
#include <memory>
#include <optional>
#include <vector>

#include <nlohmann/json.hpp>

#include "core/game.hpp"

namespace flipside {

// What changing the entry at `index` would do, worked out without changing
// anything (Session::plan_edit).
struct EditPlan {
  std::size_t index = 0;                // 0-based position of the entry changed
  nlohmann::json line;                  // what it becomes
  std::optional<Message> refused;       // the new entry itself does not fit there: nothing can change
  std::size_t later = 0;                // entries after it
  std::size_t kept = 0;                 // of those, how many still fit (the first `kept`)
  std::optional<Message> stopped_by;    // why entry index+1+kept no longer fits (when kept < later)
  std::vector<nlohmann::json> lines;    // the whole log after the change
  std::unique_ptr<Game> game;           // its state
  bool ok() const { return !refused; }
};

// A change made to a past entry, kept so that undo can take it back.
struct Edit {
  std::size_t index = 0;
  nlohmann::json old_line;
  nlohmann::json new_line;
  std::vector<nlohmann::json> dropped;  // the later entries that no longer fitted, in order
  std::size_t lines_after = 0;          // the log's length right after the change
};

class Session {
 public:
  // Null with *error when the header's game or options are not supported.
  static std::unique_ptr<Session> start(const ScriptHeader& header, Message* error);
  // A session resumed from a kept state: `state` is what `lines` made (a
  // replay stepping back from a round's start instead of the game's).
  static std::unique_ptr<Session> resume(std::unique_ptr<Game> state, std::vector<nlohmann::json> lines);

  Verdict apply(const nlohmann::json& line);  // appends when accepted; clears redo
  bool can_undo() const { return !lines_.empty(); }
  bool can_redo() const { return !redo_.empty() || !undone_edits_.empty(); }
  bool undo();  // takes back the last change: an entry, or a change to a past entry
  bool redo();

  // Changing a past entry: plan first (no change), then commit the plan.
  EditPlan plan_edit(std::size_t index, const nlohmann::json& line) const;
  void commit_edit(EditPlan plan);  // plan.ok() only; clears redo
  // True when undo() would take back a change to a past entry.
  bool undo_reverts_edit() const { return !edits_.empty() && edits_.back().lines_after == lines_.size(); }
  // True when redo() would make an undone change to a past entry again
  // (edit_to_redo()); redoing it is planned and committed like a change.
  bool redo_remakes_edit() const { return redo_.empty() && !undone_edits_.empty(); }
  const Edit& edit_to_redo() const { return undone_edits_.back(); }
  void commit_redone_edit(EditPlan plan);  // the plan of edit_to_redo()'s change
  const std::vector<Edit>& edits() const { return edits_; }
  // A store reopening the game hands back the changes it kept.
  void restore_edits(std::vector<Edit> edits) { edits_ = std::move(edits); }
  // The log as it would be after undo_reverts_edit()'s undo.
  std::vector<nlohmann::json> lines_before_last_edit() const;

  // For a store that judges a line on a clone of game() before committing
  // it: the clone that accepted the line becomes the state, so each entry
  // runs the engine once. accept_judged appends `line` (clearing redo);
  // redo_judged takes back the last undone line, judged on the clone.
  void accept_judged(const nlohmann::json& line, std::unique_ptr<Game> judged);
  void redo_judged(std::unique_ptr<Game> judged);

  const Game& game() const { return *game_; }
  const ScriptHeader& header() const { return game_->header(); }
  const std::vector<nlohmann::json>& lines() const { return lines_; }
  const std::vector<nlohmann::json>& redo_lines() const { return redo_; }

 private:
  explicit Session(std::unique_ptr<Game> game) : game_(std::move(game)) {}
  void rebuild();

  std::unique_ptr<Game> game_;
  std::vector<nlohmann::json> lines_;
  std::vector<nlohmann::json> redo_;  // most recently undone last
  std::vector<Edit> edits_;           // changes to past entries, most recent last
  std::vector<Edit> undone_edits_;    // changes undone, most recently undone last; under redo_
};

}  // namespace flipside
