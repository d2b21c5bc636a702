// A game in play: its header, the log of accepted lines, and the engine
// state rebuilt from them. The log is the truth: undo drops the last line
// and replays the rest, so an undone state is exactly the state that was.
// Redo re-applies what undo removed until a new line is entered.
#pragma once

#include <memory>
#include <vector>

#include <nlohmann/json.hpp>

#include "core/game.hpp"

namespace flipside {

class Session {
 public:
  // Null with *error when the header's game or options are not supported.
  static std::unique_ptr<Session> start(const ScriptHeader& header, Message* error);

  Verdict apply(const nlohmann::json& line);  // appends when accepted; clears redo
  bool can_undo() const { return !lines_.empty(); }
  bool can_redo() const { return !redo_.empty(); }
  bool undo();
  bool redo();

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
};

}  // namespace flipside
