// Applies a whole game script to its engine: the heart of `flipside replay`
// and `flipside import`. Follows ../shared/contract/game-script.md: the
// first rejected line stops the replay, and the state before it is kept.
#pragma once

#include <functional>
#include <istream>
#include <memory>

#include <nlohmann/json.hpp>

#include "core/game.hpp"

namespace flipside {

struct ReplayResult {
  enum class Status { kAccepted = 0, kRejected = 1, kUnreadable = 2 };  // = exit codes
  Status status = Status::kUnreadable;
  std::unique_ptr<Game> game;  // state reached; null when the header was bad
  int line = 0;                // the line that failed (1-based), when not accepted
  Message error;
  int events = 0;              // lines accepted after the header
};

// Called for every accepted line after the header (import keeps them).
using AcceptedLine = std::function<void(const nlohmann::json& line)>;

ReplayResult replay_script(std::istream& in, const AcceptedLine& on_accepted = {});

}  // namespace flipside
