// The issues' "replay of a one-million-line script <= 2 s", measured the
// same way for every game: whole games, each written out as a script (its
// header, then its lines, as `flipside export` writes them), replayed one
// after the other through `flipside replay`'s path (core/replay.hpp) and
// timed together.
#pragma once

#include <cstddef>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "core/script_header.hpp"

namespace flipside::bench {

struct ScriptRef {
  const ScriptHeader* header;
  const std::vector<nlohmann::json>* lines;
};

struct ReplayFigures {
  int events = 0;    // lines accepted after the headers
  int rejected = 0;  // scripts not accepted to their end
  std::size_t scripts = 0;
  std::size_t bytes = 0;
  double seconds = 0;  // the replays only, not writing the scripts
};

ReplayFigures time_replay(const std::vector<ScriptRef>& games);

// "<game> replay in-process: N lines (G games, M MB<detail>) in S s, R rejected (target <= T s)":
// T is 1 s for UNO Flip and Phase 10 Flip (issue 19), 2 s for the others.
void print_replay(const char* game, const ReplayFigures& figures, double target_s, const std::string& detail = "");

}  // namespace flipside::bench
