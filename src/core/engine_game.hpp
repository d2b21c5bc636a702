// What every game behind the common Game interface (core/game.hpp) holds and
// says the same way: the header it was started with and its engine, built
// from the header's players and dealer; whether it is over and who deals
// (the engine's answer); a copy of itself (a clone judges a line before it
// is written: store/open_game.cpp). Each game adds its lines, its state, its
// words and its standings (games/<game>/game.hpp).
//
// `Self` is the game's own class (final), so clone() copies all of it;
// `EngineT` is its engine, with finished() and dealer().
#pragma once

#include <memory>
#include <utility>

#include "core/game.hpp"

namespace flipside {

template <typename Self, typename EngineT>
class EngineGame : public Game {
 public:
  const ScriptHeader& header() const override { return header_; }
  bool finished() const override { return engine_.finished(); }
  int dealer_seat() const override { return engine_.dealer(); }
  std::unique_ptr<Game> clone() const override { return std::make_unique<Self>(static_cast<const Self&>(*this)); }

  // Typed access for the game's UI and tests.
  const EngineT& engine() const { return engine_; }

 protected:
  template <typename Options>
  EngineGame(ScriptHeader header, const Options& options)
      : header_(std::move(header)), engine_(header_.players, header_.seat_of(header_.dealer), options) {}

  // An accepted line's verdict: the engine's notices (`out.notices[0,
  // notice_count)`) in the game's words, when they are wanted, each one
  // also given to `tally` for the game's own counts.
  template <typename Outcome, typename Tally>
  Verdict accepted_verdict(const Outcome& out, Tally&& tally) const {
    Verdict v;
    v.accepted = true;
    for (int i = 0; i < out.notice_count; ++i) {
      const auto& notice = out.notices[i];
      if (notices_wanted()) v.notices.push_back(notice_message(notice, engine_));
      tally(notice);
    }
    return v;
  }

  ScriptHeader header_;
  EngineT engine_;
};

}  // namespace flipside
