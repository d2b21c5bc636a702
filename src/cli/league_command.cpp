// `flipside league FOLDER [--watch]`: this database's finished games written
// into the league folder, the other devices' taken in (store/league.hpp).
// With --watch it looks again every few seconds until Ctrl+C, printing only
// when something changed.
#include <chrono>
#include <iostream>
#include <thread>

#include <CLI/CLI.hpp>

#include "cli/commands.hpp"
#include "core/i18n/lang.hpp"
#include "store/league.hpp"

namespace flipside::cli {
namespace {

// One pass, told: what changed (when anything did, or always without
// --watch) and each file left alone. False when the pass could not run.
bool one_pass(store::Store& store, const std::string& folder, bool quiet_when_unchanged, std::ostream& out,
              std::ostream& err) {
  store::LeagueReport report;
  if (!ok_or_say(store::sync_league(store, folder, &report), err)) return false;
  if (!quiet_when_unchanged || report.changes() > 0)
    say(out, msg("store.cli.league_done", folder, report.written + report.withdrawn, report.taken, report.replaced,
                 report.removed));
  if (report.players > 0) say(out, msg("store.cli.league_players", folder, report.players));
  for (const Message& skipped : report.skipped) say(err, skipped);
  return true;
}

}  // namespace

int run_league(const Context& context, const std::string& folder, bool watch, int every_seconds,
               const std::string& device_name, std::ostream& out, std::ostream& err) {
  auto store = open_store(context, Access::kWrite, err);
  if (!store) return 2;
  if (!device_name.empty()) {
    if (!ok_or_say(store::rename_league_device(*store, device_name), err)) return 2;
    const store::Result<std::string> named = store::league_device_name(*store);
    say(out, msg("store.cli.device_named", named.ok() ? *named : device_name));
  }
  if (!watch) return one_pass(*store, folder, false, out, err) ? 0 : 2;
  stop_on_interrupt();
  bool first = true;
  while (!interrupted()) {
    if (!one_pass(*store, folder, !first, out, err)) return 2;
    out.flush();
    first = false;
    for (int tenth = 0; tenth < every_seconds * 10 && !interrupted(); ++tenth)
      std::this_thread::sleep_for(std::chrono::milliseconds(100));
  }
  return 0;
}

void register_league(CLI::App& app, Context& context) {
  auto* cmd = app.add_subcommand("league", "Share finished games with other devices through a synced folder");
  cmd->footer(
      "Writes this database's finished games into FOLDER/<this device>/ and takes in every other device's.\n"
      "Keep FOLDER in step between devices with Syncthing (or any file sync). Games from another device are\n"
      "read-only here. A file that is incomplete or not right is skipped with a message naming it.\n"
      "Exit 2: the database or the folder cannot be used.");
  auto folder = std::make_shared<std::string>();
  auto watch = std::make_shared<bool>(false);
  auto every = std::make_shared<int>(5);
  auto name = std::make_shared<std::string>();
  cmd->add_option("FOLDER", *folder, "The league folder (created if missing)")->required();
  cmd->add_flag("--watch", *watch, "Look again every few seconds until Ctrl+C");
  cmd->add_option("--every", *every, "Seconds between two looks with --watch (default 5)")->check(CLI::Range(1, 3600));
  cmd->add_option("--name", *name, "This device's name, shown beside its games on the others (default: the machine's)");
  cmd->callback([&context, folder, watch, every, name] {
    context.exit_code = run_league(context, *folder, *watch, *every, *name, std::cout, std::cerr);
  });
}

}  // namespace flipside::cli
