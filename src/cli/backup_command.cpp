// `flipside backup FILE`: a consistent copy of the database made with
// SQLite's online backup API, safe while another FlipSide is writing.
#include <iostream>

#include <CLI/CLI.hpp>

#include "cli/commands.hpp"
#include "core/i18n/lang.hpp"

namespace flipside::cli {

int run_backup(const Context& context, const std::string& destination, std::ostream& out, std::ostream& err) {
  auto store = open_store(context, Access::kRead, err);
  if (!store) return 2;
  if (!ok_or_say(store->backup(destination), err)) return 2;
  say(out, msg("store.cli.backup_written", destination));
  return 0;
}

void register_backup(CLI::App& app, Context& context) {
  auto* cmd = app.add_subcommand("backup", "Copy the database to FILE (SQLite online backup)");
  cmd->footer("FILE must not exist yet. Exit 2: the copy could not be made.");
  auto destination = std::make_shared<std::string>();
  cmd->add_option("FILE", *destination, "Where to write the copy")->required();
  cmd->callback([&context, destination] { context.exit_code = run_backup(context, *destination, std::cout, std::cerr); });
}

}  // namespace flipside::cli
