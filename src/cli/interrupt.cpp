// Ctrl+C (SIGINT) and SIGTERM for the commands that run until stopped
// (serve, league --watch): noted by a handler, acted on at the command's
// next look, so it ends cleanly (the page's server stopped, no pass cut).
#include <csignal>

#include "cli/commands.hpp"

namespace flipside::cli {
namespace {

volatile std::sig_atomic_t stop_requested = 0;
extern "C" void request_stop(int) { stop_requested = 1; }

}  // namespace

void stop_on_interrupt() {
  std::signal(SIGINT, request_stop);
  std::signal(SIGTERM, request_stop);
}

bool interrupted() { return stop_requested != 0; }

}  // namespace flipside::cli
