// Applies a whole game script to its engine: the heart of `flipside replay`
// and `flipside import`. Follows ../shared/contract/game-script.md: the
// first rejected line stops the replay, and the state before it is kept.
#pragma once

#include <fstream>
#include <functional>
#include <istream>
#include <memory>
#include <optional>
#include <string>

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

// Never throws and never hangs for anything the input holds: a hostile line
// (a huge number, deep nesting, a NUL byte, a key twice, an endless line) is
// a rejected line like any other (core/script_reader.hpp).
ReplayResult replay_script(std::istream& in, const AcceptedLine& on_accepted = {});

// Opens a script file for replay_script; on failure returns why, as
// "cannot read PATH: reason" (reported as line 1, exit 2: the contract's
// "the file cannot be read"). A folder is refused here: std::ifstream opens
// one without complaint and reading it then looks like an empty file, which
// would blame the script for being empty.
std::optional<Message> open_script_file(const std::string& path, std::ifstream& file);

}  // namespace flipside
