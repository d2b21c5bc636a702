// libFuzzer target: the script reader and replay, the path every script from
// outside takes (`flipside replay`, `flipside import`). Any bytes go through
// std::istringstream into replay_script(); every input must get a verdict
// (accepted, rejected at line N, unreadable) with a message that renders, and
// never crash, hang, leak or throw.
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <iostream>
#include <sstream>
#include <string>

#include "core/i18n/lang.hpp"
#include "core/replay.hpp"

namespace {

[[noreturn]] void broken(const char* what) {
  std::cerr << "fuzz_replay: invariant broken: " << what << "\n";
  std::abort();
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string bytes(reinterpret_cast<const char*>(data), size);
  std::istringstream in(bytes);
  int seen = 0;
  flipside::ReplayResult result = flipside::replay_script(in, [&](const nlohmann::json&) { ++seen; });

  using Status = flipside::ReplayResult::Status;
  switch (result.status) {
    case Status::kAccepted:
      if (!result.game) broken("accepted without a game");
      if (!result.error.empty()) broken("accepted with an error message");
      break;
    case Status::kRejected:
      if (!result.game) broken("rejected without the state before the line");
      [[fallthrough]];
    case Status::kUnreadable:
      if (result.line < 1) broken("a failure without its line number");
      if (result.error.empty()) broken("a failure without a reason");
      if (flipside::render(result.error).empty()) broken("a reason that renders empty");
      break;
    default:
      broken("status out of range");
  }
  if (seen != result.events) broken("on_accepted calls != events");
  if (result.game) {
    // The state is what `flipside replay` prints: it must serialise.
    const std::string state = result.game->state().dump();
    if (state.empty()) broken("empty state");
    (void)flipside::render(result.game->expecting());
  }
  return 0;
}
