// Headless subcommands of `flipside`, each registered on the CLI11 app.
// A command's callback stores its exit code in the context; main returns it.
#pragma once

#include <iosfwd>
#include <string>

namespace CLI {
class App;
}

namespace flipside::cli {

struct Context {
  std::string db_path;  // --db (or empty: FLIPSIDE_DB / the default location)
  int exit_code = 0;
};

void register_replay(CLI::App& app, Context& context);

// `flipside replay`: 0 accepted, 1 a line rejected, 2 unreadable/bad header
// (../shared/contract/game-script.md). "-" reads standard input.
int run_replay(const std::string& path, std::ostream& out, std::ostream& err);

}  // namespace flipside::cli
