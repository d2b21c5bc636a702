// A past round replayed entry by entry (issue 13: "a replay of a disputed
// round, card by card"). The table draws this game as it was after the
// first `position()` entries of the round, read-only: it takes no entry,
// and nothing here reaches the store. Stepping forward applies one line to
// the kept state; stepping back replays from a copy of the round's start,
// so a step costs at most one round, however long the game.
#pragma once

#include <cstddef>
#include <memory>
#include <vector>

#include "store/store.hpp"

namespace flipside::ui {

class RoundReplay final : public store::OpenGame {
 public:
  // The round `round` of `game` (its entries are those entered while the
  // game said that round), shown at its start. Null with *error when the
  // game has no entry in that round.
  static std::unique_ptr<RoundReplay> open(const store::OpenGame& game, int round, Message* error);

  int round() const { return round_; }
  std::size_t count() const { return size_; }  // the round's entries
  std::size_t position() const { return position_; }  // entries of the round shown, 0..count()
  std::size_t first_entry() const { return first_; }  // 0-based index of the round's first entry in the log
  // The entry shown last (position() > 0) and the game just before it, to
  // word it (GameUi::describe_entry).
  const nlohmann::json* shown_entry() const { return position_ ? &lines_[first_ + position_ - 1] : nullptr; }
  const Game* before_shown() const { return before_.get(); }

  void go_to(std::size_t position);  // clamped to 0..count()
  void step(int delta);

  // --- store::OpenGame: read-only ---
  std::int64_t id() const override { return id_; }
  const Session& session() const override { return *session_; }
  Verdict apply(const nlohmann::json&) override { return Verdict::reject(msg("ui.replay.read_only")); }
  bool can_undo() const override { return false; }
  bool can_redo() const override { return false; }
  store::Result<> undo() override { return msg("ui.replay.read_only"); }
  store::Result<> redo() override { return msg("ui.replay.read_only"); }
  store::Result<> abandon() override { return msg("ui.replay.read_only"); }
  store::Result<> edit(std::size_t, const nlohmann::json&) override { return msg("ui.replay.read_only"); }

 private:
  RoundReplay() = default;
  void forward();  // one more entry on the kept state

  std::int64_t id_ = 0;
  int round_ = 0;
  std::vector<nlohmann::json> lines_;  // the whole log, as stored when the replay opened
  std::size_t first_ = 0;
  std::size_t size_ = 0;
  std::unique_ptr<Game> start_;    // the state just before the round's first entry
  std::unique_ptr<Session> session_;  // the state shown
  std::unique_ptr<Game> before_;   // the state just before the entry shown last
  std::size_t position_ = 0;
};

}  // namespace flipside::ui
