// `flipside export GAME_ID|--all [-o FILE|DIR]`: game scripts as in
// ../shared/contract/game-script.md (header line, then one line per entry).
#include <charconv>
#include <filesystem>
#include <fstream>
#include <iostream>

#include <CLI/CLI.hpp>

#include "cli/commands.hpp"
#include "core/game_info.hpp"
#include "core/i18n/lang.hpp"

namespace flipside::cli {
namespace {

bool write_file(const std::string& path, const std::string& content, const std::string& db_path, std::ostream& err) {
  if (is_database_file(path, db_path)) {  // would truncate it, and drop SQLite's locks on it
    say(err, msg("store.cli.output_is_database", path));
    return false;
  }
  std::ofstream file(path, std::ios::binary | std::ios::trunc);
  file << content;
  file.flush();
  if (!file) {
    say(err, msg("store.cli.cannot_write", path));
    return false;
  }
  return true;
}

// What a game's total counts, for the CSV: the last word of its total key
// ("ui.total.cards_left" -> "cards_left"; a game won by the first player out
// of cards counts the cards left, not points).
std::string_view total_counts(const std::string& game) {
  const GameInfo* info = find_game(game);
  const std::string_view key = info ? info->total_key : std::string_view("ui.total.points");
  return key.substr(key.rfind('.') + 1);
}

// Every game, one row per player and finished round (a game without
// finished rounds: one row per player, round left empty), oldest first:
// the long format spreadsheets pivot best. Each row ends with the player's
// total as the game counts it (final once finished, else so far; empty when
// nothing is counted yet) and what it counts.
int export_csv(store::Store& store, const ExportRequest& request, std::ostream& out, std::ostream& err) {
  auto games_read = store.games();
  if (!ok_or_say(games_read, err)) return 2;
  auto& games = *games_read;
  std::string csv = "game_id,game,started,status,winner,player,seat,round,points,running_total,total,total_counts\n";
  for (auto g = games.rbegin(); g != games.rend(); ++g) {
    auto rounds_read = store.round_points(g->id);
    if (!ok_or_say(rounds_read, err)) return 2;
    auto& rounds = *rounds_read;
    std::string head = std::to_string(g->id);
    head.append(",").append(csv_field(g->game)).append(",").append(csv_field(store::local_minutes(g->started_at)));
    head.append(",").append(g->status).append(",").append(csv_field(g->winner.value_or(""))).append(",");
    const std::string_view counts = total_counts(g->game);
    for (std::size_t seat = 0; seat < g->players.size(); ++seat) {
      std::string player = head;
      player.append(csv_field(g->players[seat])).append(",").append(std::to_string(seat + 1)).append(",");
      std::string total = ",";
      if (seat < g->totals.size()) total.append(std::to_string(g->totals[seat]));
      total.append(",").append(counts).append("\n");
      if (rounds.empty()) csv.append(player).append(",,").append(total);
      long long running = 0;
      for (const RoundSummary& r : rounds) {
        const int points = seat < r.points.size() ? r.points[seat].second : 0;
        running += points;
        csv.append(player).append(std::to_string(r.round)).append(",").append(std::to_string(points));
        csv.append(",").append(std::to_string(running)).append(total);
      }
    }
  }
  if (request.output.empty() || request.output == "-") {
    out << csv;
    out.flush();
    return out ? 0 : 2;
  }
  return write_file(request.output, csv, store.path(), err) ? 0 : 2;
}

}  // namespace

int run_export(const Context& context, const ExportRequest& request, std::ostream& out, std::ostream& err) {
  if (request.csv) {
    if (request.all || !request.game.empty()) {
      say(err, msg("store.cli.export_what"));
      return 2;
    }
    auto store = open_store(context, Access::kRead, err);
    return store ? export_csv(*store, request, out, err) : 2;
  }
  if (request.all == !request.game.empty()) {
    say(err, msg("store.cli.export_what"));
    return 2;
  }
  if (request.all && request.output.empty()) {
    say(err, msg("store.cli.export_all_needs_dir"));
    return 2;
  }
  std::int64_t id = 0;
  if (!request.all) {
    const char* end = request.game.data() + request.game.size();
    auto [ptr, ec] = std::from_chars(request.game.data(), end, id);
    if (ec != std::errc() || ptr != end || id <= 0) {
      say(err, msg("store.cli.bad_game_id", request.game));
      return 2;
    }
  }
  auto store = open_store(context, Access::kRead, err);
  if (!store) return 2;

  if (!request.all) {
    auto script = store->export_script(id);
    if (!ok_or_say(script, err)) return script.error().key == "store.no_such_game" ? 1 : 2;
    if (request.output.empty() || request.output == "-") {
      out << *script;
      out.flush();
      return out ? 0 : 2;
    }
    return write_file(request.output, *script, store->path(), err) ? 0 : 2;
  }

  std::error_code ec;
  std::filesystem::create_directories(request.output, ec);
  if (ec || !std::filesystem::is_directory(request.output)) {
    say(err, msg("store.cli.cannot_write", request.output));
    return 2;
  }
  auto games_read = store->games();
  if (!ok_or_say(games_read, err)) return 2;
  auto& games = *games_read;
  int written = 0;
  for (const auto& game : games) {
    auto script = store->export_script(game.id);
    if (!ok_or_say(script, err)) return 2;
    auto path = std::filesystem::path(request.output) / ("game-" + std::to_string(game.id) + ".jsonl");
    if (!write_file(path.string(), *script, store->path(), err)) return 2;
    ++written;
  }
  say(out, msg("store.cli.exported", written, request.output));
  return 0;
}

void register_export(CLI::App& app, Context& context) {
  auto* cmd = app.add_subcommand("export", "Write stored games as game scripts");
  cmd->footer(
      "flipside export GAME_ID            the script on standard output\n"
      "flipside export GAME_ID -o FILE    into FILE\n"
      "flipside export --all -o FOLDER    one file per game: FOLDER/game-ID.jsonl\n"
      "flipside export --csv [-o FILE]    every game's rounds as CSV, a row per player and round\n"
      "Exit 1: no such game. Exit 2: the database or the file cannot be used.");
  auto request = std::make_shared<ExportRequest>();
  cmd->add_option("GAME_ID", request->game, "The game's number (see `flipside games`)");
  cmd->add_flag("--all", request->all, "Every stored game");
  cmd->add_flag("--csv", request->csv, "Every game's rounds as CSV (game, date, player, round, points, running total)");
  cmd->add_option("-o,--output", request->output, "Output file (one game) or folder (--all)");
  cmd->callback([&context, request] { context.exit_code = run_export(context, *request, std::cout, std::cerr); });
}

}  // namespace flipside::cli
