#include <fstream>
#include <iostream>

#include <CLI/CLI.hpp>

#include "cli/commands.hpp"
#include "cli/terminal_text.hpp"
#include "core/i18n/lang.hpp"
#include "core/replay.hpp"

namespace flipside::cli {

int run_replay(const std::string& path, std::ostream& out, std::ostream& err) {
  // Everything on stderr may quote the script (a name from a later line, a
  // field name, a path): it goes through terminal_safe, so it shows but never
  // drives the terminal, and stays on its one line.
  auto report = [&err](int line, const Message& why) {
    err << terminal_safe("line " + std::to_string(line) + ": " + render(why)) << "\n";
  };
  std::ifstream file;
  std::istream* in = &std::cin;
  if (path != "-") {
    if (auto problem = open_script_file(path, file)) {
      report(1, *problem);
      return static_cast<int>(ReplayResult::Status::kUnreadable);
    }
    in = &file;
  }
  ReplayResult result = replay_script(*in);
  if (result.status != ReplayResult::Status::kAccepted) report(result.line, result.error);
  if (result.game) out << result.game->state().dump(2) << "\n";
  return static_cast<int>(result.status);
}

void register_replay(CLI::App& app, Context& context) {
  auto* cmd = app.add_subcommand("replay", "Check a game script and print the final state as JSON");
  cmd->footer(
      "Applies a game script (JSON Lines: a header, then one line per card, target or stay).\n"
      "Exit 0: every line accepted, the state is printed.\n"
      "Exit 1: a line was rejected; stderr says `line N: reason`, stdout has the state before it.\n"
      "Exit 2: the file cannot be read or its header is wrong.");
  auto path = std::make_shared<std::string>();
  cmd->add_option("FILE", *path, "The script to check, or - for standard input")->required();
  cmd->callback([&context, path] { context.exit_code = run_replay(*path, std::cout, std::cerr); });
}

}  // namespace flipside::cli
