// `flipside import FILE...`: each script is checked by its engine and stored
// whole, or refused whole with `line N: reason`; a backup's games are taken
// in the same way, each once (store/backup_games.hpp). A database that already
// holds games is backed up first (online backup API), beside it.
#include <filesystem>
#include <fstream>
#include <iostream>

#include <CLI/CLI.hpp>

#include "cli/commands.hpp"
#include "core/i18n/lang.hpp"
#include "core/replay.hpp"
#include "store/backup_games.hpp"

namespace flipside::cli {

namespace {

// Imports each file in turn; the exit code as documented below, and
// *imported counts the files stored.
int import_files(store::Store& store, const std::vector<std::string>& files, std::ostream& out, std::ostream& err,
                 int* imported_count) {
  int exit_code = 0;
  int& imported = *imported_count;
  for (const auto& path : files) {
    if (is_database_file(path, store.path())) {  // never a second descriptor of the open database
      say(err, msg("store.cli.script_is_database", path));
      exit_code = 1;
      continue;
    }
    if (path != "-" && store::is_sqlite_file(path)) {  // a backup: its games, each as a script
      store::BackupTaken taken;
      const store::Result<> taking = store::take_in_backup(store, path, &taken);
      for (const Message& refused : taken.refused) say(err, msg("store.cli.refused_in_backup", path, Arg::list_arg({refused})));
      imported += taken.taken;
      if (taken.taken > 0 || taken.already > 0 || taking.ok())
        say(out, msg("store.cli.backup_taken_in", path, taken.taken, taken.already));
      if (!taking.ok()) {
        say(err, msg("store.cli.refused_storage", path, render(taking.error())));
        return 2;
      }
      if (!taken.refused.empty()) exit_code = 1;
      continue;
    }
    std::ifstream file;
    std::istream* in = &std::cin;
    if (path != "-") {
      if (open_script_file(path, file)) {  // also refuses a folder, which std::ifstream would open
        say(err, msg("store.cli.cannot_read", path));
        exit_code = 1;
        continue;
      }
      in = &file;
    }
    const store::Result<store::Imported> result = store.import_script(*in);
    if (!result.ok()) {
      say(err, msg("store.cli.refused_storage", path, render(result.error())));
      return 2;  // the database failed: stop before the next file
    }
    const store::Imported& done = *result;
    if (done.refused_line > 0) {
      say(err, msg("store.cli.refused", path, done.refused_line, render(done.refusal)));
      exit_code = 1;
    } else if (done.already_stored) {
      say(out, msg("store.cli.already_stored", path, done.id));  // not an error: the game is there
    } else {
      say(out, msg("store.cli.imported", path, done.id));
      ++imported;
    }
  }
  return exit_code;
}

}  // namespace

int run_import(const Context& context, const std::vector<std::string>& files, std::ostream& out, std::ostream& err) {
  auto store = open_store(context, Access::kWrite, err);
  if (!store) return 2;
  auto stored = store->games();
  if (!stored.ok()) {  // whether a safety copy is needed cannot be known: no import
    say(err, stored.error());
    return 2;
  }
  std::string backup;
  if (!stored->empty() && store->path() != ":memory:") {
    backup = store::backup_path_beside(store->path());
    if (!ok_or_say(store->backup(backup), err)) return 2;  // no import without the safety copy
  }
  int imported = 0;
  const int exit_code = import_files(*store, files, out, err, &imported);
  if (backup.empty()) return exit_code;
  if (imported == 0) {
    // Nothing changed: the copy would only take space (on a disk that may
    // be full, which is often why the import failed).
    std::error_code ec;
    std::filesystem::remove(backup, ec);
  } else {
    say(out, msg("store.cli.backup_taken", backup));
    // The older ones go: a copy of the whole database per import would fill
    // the disk (the last kKeptImportBackups stay, this one among them).
    const auto removed = store::remove_old_backups_beside(store->path(), store::kKeptImportBackups);
    if (!removed.empty())
      say(out, msg("store.cli.backups_removed", static_cast<long long>(removed.size()),
                   static_cast<long long>(store::kKeptImportBackups)));
  }
  return exit_code;
}

void register_import(CLI::App& app, Context& context) {
  auto* cmd = app.add_subcommand("import", "Check game scripts and store them");
  cmd->footer(
      "Each file is stored whole or not at all; a refused file is reported as `FILE: line N: reason`.\n"
      "A backup (`flipside backup`, or the browser's \"Save a backup\"): each of its games is imported the same way;\n"
      "games already here stay as they are, so a backup can only add games.\n"
      "If the database already holds games, a backup is written beside it first; the 3 newest such backups are kept.\n"
      "Exit 1: a file was refused or unreadable (the others are stored). Exit 2: the database cannot be used.");
  auto files = std::make_shared<std::vector<std::string>>();
  cmd->add_option("FILE", *files, "Game scripts (JSON Lines) or backups, or - for standard input")->required();
  cmd->callback([&context, files] { context.exit_code = run_import(context, *files, std::cout, std::cerr); });
}

}  // namespace flipside::cli
