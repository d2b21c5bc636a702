// `flipside export GAME_ID|--all [-o FILE|DIR]`: game scripts as in
// ../shared/contract/game-script.md (header line, then one line per entry).
#include <charconv>
#include <filesystem>
#include <fstream>
#include <iostream>

#include <CLI/CLI.hpp>

#include "cli/commands.hpp"
#include "core/i18n/lang.hpp"

namespace flipside::cli {
namespace {

bool write_file(const std::string& path, const std::string& content, std::ostream& err) {
  std::ofstream file(path, std::ios::binary | std::ios::trunc);
  file << content;
  file.flush();
  if (!file) {
    err << render(msg("store.cli.cannot_write", path)) << "\n";
    return false;
  }
  return true;
}

}  // namespace

int run_export(const Context& context, const ExportRequest& request, std::ostream& out, std::ostream& err) {
  if (request.all == !request.game.empty()) {
    err << render(msg("store.cli.export_what")) << "\n";
    return 2;
  }
  if (request.all && request.output.empty()) {
    err << render(msg("store.cli.export_all_needs_dir")) << "\n";
    return 2;
  }
  std::int64_t id = 0;
  if (!request.all) {
    const char* end = request.game.data() + request.game.size();
    auto [ptr, ec] = std::from_chars(request.game.data(), end, id);
    if (ec != std::errc() || ptr != end || id <= 0) {
      err << render(msg("store.cli.bad_game_id", request.game)) << "\n";
      return 2;
    }
  }
  auto store = open_store(context, Access::kRead, err);
  if (!store) return 2;

  if (!request.all) {
    Message error;
    auto script = store->export_script(id, &error);
    if (!script) {
      err << render(error) << "\n";
      return error.key == "store.no_such_game" ? 1 : 2;
    }
    if (request.output.empty() || request.output == "-") {
      out << *script;
      out.flush();
      return out ? 0 : 2;
    }
    return write_file(request.output, *script, err) ? 0 : 2;
  }

  std::error_code ec;
  std::filesystem::create_directories(request.output, ec);
  if (ec || !std::filesystem::is_directory(request.output)) {
    err << render(msg("store.cli.cannot_write", request.output)) << "\n";
    return 2;
  }
  int written = 0;
  for (const auto& game : store->games()) {
    Message error;
    auto script = store->export_script(game.id, &error);
    if (!script) {
      err << render(error) << "\n";
      return 2;
    }
    auto path = std::filesystem::path(request.output) / ("game-" + std::to_string(game.id) + ".jsonl");
    if (!write_file(path.string(), *script, err)) return 2;
    ++written;
  }
  out << render(msg("store.cli.exported", written, request.output)) << "\n";
  return 0;
}

void register_export(CLI::App& app, Context& context) {
  auto* cmd = app.add_subcommand("export", "Write stored games as game scripts");
  cmd->footer(
      "flipside export GAME_ID            the script on standard output\n"
      "flipside export GAME_ID -o FILE    into FILE\n"
      "flipside export --all -o FOLDER    one file per game: FOLDER/game-ID.jsonl\n"
      "Exit 1: no such game. Exit 2: the database or the file cannot be used.");
  auto request = std::make_shared<ExportRequest>();
  cmd->add_option("GAME_ID", request->game, "The game's number (see `flipside games`)");
  cmd->add_flag("--all", request->all, "Every stored game");
  cmd->add_option("-o,--output", request->output, "Output file (one game) or folder (--all)");
  cmd->callback([&context, request] { context.exit_code = run_export(context, *request, std::cout, std::cerr); });
}

}  // namespace flipside::cli
