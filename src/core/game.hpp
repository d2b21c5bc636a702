// The one interface every game engine offers to the rest of FlipSide (CLI,
// store, UI). A game is its header plus its accepted lines: `apply` takes
// one script line (../shared/contract/game-script.md) and either accepts it,
// with notices, or rejects it with a message, leaving the state untouched.
// Engines are pure: no clock, no randomness, no I/O.
#pragma once

#include <memory>
#include <optional>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "core/line_view.hpp"
#include "core/message.hpp"
#include "core/script_header.hpp"

namespace flipside {

// What a finished round/hand gave each player, for statistics.
struct RoundSummary {
  int round = 0;
  std::vector<std::pair<std::string, int>> points;  // seating order
  // Why each seat scored what it did ("bust", "went out"...), seating
  // order; empty when the game has nothing to say (or for that seat).
  std::vector<Message> why;
};

// A seat's place at the end (or so far): total as the game counts it, and
// its place, 1 for the best; seats that tie share a place (1, 1, 3).
struct Standing {
  int seat = 0;
  int total = 0;
  int place = 0;
  // What else decides the place, shown beside the total ("8 phases" when
  // phases completed come before points); empty: the total says it all.
  Message note = {};
};

// Per-seat counters a game keeps for statistics (busts, calls, phases...):
// one value per seat, in seating order.
struct SeatCounter {
  std::string name;
  std::vector<int> per_seat;
};

struct Verdict {
  bool accepted = false;
  Message rejection;                    // set when !accepted
  std::vector<Message> notices;         // what the line set off, when accepted
  std::vector<RoundSummary> rounds_finished;  // rounds this line closed

  static Verdict reject(Message why) {
    Verdict v;
    v.rejection = std::move(why);
    return v;
  }
};

class Game {
 public:
  virtual ~Game() = default;

  virtual const ScriptHeader& header() const = 0;
  virtual Verdict apply(const nlohmann::json& line) = 0;
  // The replay's fast path (line_view.hpp): a line read in place, applied
  // when the game reads lines that way and accepts this one (true). False
  // leaves the game exactly as it was, for apply() to give the verdict on the
  // line's JSON; a game without a fast path leaves every line to apply().
  virtual bool apply_in_place(const LineView& /*line*/) { return false; }
  virtual nlohmann::json state() const = 0;  // the replay state (contract)
  virtual Message expecting() const = 0;      // what the next line may be
  virtual bool finished() const = 0;
  virtual std::optional<std::string> winner() const = 0;
  virtual int round() const = 0;
  virtual std::unique_ptr<Game> clone() const = 0;

  // What the app shell and the store need without knowing the game:
  // standings best first (ties share a place, in the game's score order),
  // the finished rounds/hands with each seat's points, the dealer's seat,
  // and the counters kept for statistics.
  virtual std::vector<Standing> standings() const = 0;
  virtual std::vector<RoundSummary> rounds() const = 0;
  virtual int dealer_seat() const = 0;
  virtual std::vector<SeatCounter> seat_counters() const { return {}; }
  // The total that ends the game when someone reaches it (a line on the
  // charts, "x / target" in the summary); nullopt for a game without one.
  virtual std::optional<int> score_target() const { return std::nullopt; }

  // Whether apply() puts what a line set off into sentences (Verdict::
  // notices). A replay that wants only the final state turns them off:
  // building the sentences was much of a million-line replay's time. The
  // counters kept for statistics are kept either way.
  void set_notices_wanted(bool wanted) { notices_wanted_ = wanted; }
  bool notices_wanted() const { return notices_wanted_; }

 private:
  bool notices_wanted_ = true;
};

// Standings from totals where the highest (or the lowest) total is best:
// best first, equal totals share a place, seats in seating order within it.
std::vector<Standing> rank_by_total(const std::vector<int>& totals, bool highest_best);

// Builds the engine named by the header, checking its options. Returns null
// with *error set when the game or an option is not supported.
std::unique_ptr<Game> make_game(const ScriptHeader& header, Message* error);

}  // namespace flipside
