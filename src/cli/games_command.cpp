// `flipside games`: the stored games, newest first, one a line.
#include <algorithm>
#include <iostream>
#include <sstream>

#include <CLI/CLI.hpp>

#include "cli/commands.hpp"
#include "core/i18n/lang.hpp"

namespace flipside::cli {
namespace {

// "2025-03-01T19:04:12Z" -> "2025-03-01 19:04" (UTC, as stored).


}  // namespace

int run_games(const Context& context, std::ostream& out, std::ostream& err) {
  auto store = open_store(context, Access::kRead, err);
  if (!store) return 2;
  auto games = store->games();
  if (games.error) {
    say(err, *games.error);
    return 2;
  }
  if (games.empty()) {
    say(out, msg("store.cli.no_games", store->path()));
    return 0;
  }
  std::vector<std::vector<std::string>> rows;
  for (const auto& g : games) {
    std::string players;
    for (const auto& name : g.players) players += (players.empty() ? "" : ", ") + name;
    rows.push_back({std::to_string(g.id), g.game, players, store::local_minutes(g.started_at),
                    std::string(text("store.status." + g.status, Lang::kEnglish)), g.winner.value_or("-")});
  }
  print_columns(text("store.cli.games_heading", Lang::kEnglish), rows, out);
  return 0;
}

void register_games(CLI::App& app, Context& context) {
  auto* cmd = app.add_subcommand("games", "List the stored games: id, game, players, date, status, winner");
  cmd->footer("Dates are the start, in local time. Exit 2: the database cannot be opened.");
  cmd->callback([&context] { context.exit_code = run_games(context, std::cout, std::cerr); });
}

}  // namespace flipside::cli
