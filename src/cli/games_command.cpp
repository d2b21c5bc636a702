// `flipside games`: the stored games, the last started first, one a line;
// `--deleted`: the bin, the last deleted first, with when each was deleted.
#include <algorithm>
#include <iostream>
#include <sstream>

#include <CLI/CLI.hpp>

#include "cli/commands.hpp"
#include "core/i18n/lang.hpp"

namespace flipside::cli {
int run_games(const Context& context, bool deleted, std::ostream& out, std::ostream& err) {
  auto store = open_store(context, Access::kRead, err);
  if (!store) return 2;
  const store::Rows<store::GameSummary> listed = deleted ? store->deleted_games() : store->games();
  if (!ok_or_say(listed, err)) return 2;
  const std::vector<store::GameSummary>& games = *listed;
  if (games.empty()) {
    say(out, deleted ? msg("store.cli.bin_empty") : msg("store.cli.no_games", store->path()));
    return 0;
  }
  // A league's games (store/league.hpp) say which device they came from.
  const bool league = std::any_of(games.begin(), games.end(), [](const auto& g) { return !g.origin.empty(); });
  std::vector<std::vector<std::string>> rows;
  for (const auto& g : games) {
    std::string players;
    for (const auto& name : g.players) players += (players.empty() ? "" : ", ") + name;
    rows.push_back({std::to_string(g.id), g.game, players, store::local_minutes(g.started_at),
                    std::string(text("store.status." + g.status, Lang::kEnglish)), g.winner.value_or("-")});
    if (deleted) rows.back().push_back(store::local_minutes(g.deleted_at));
    if (league) rows.back().push_back(g.origin.empty() ? std::string(text("store.cli.this_device", Lang::kEnglish)) : g.origin_name);
  }
  std::string heading(text(deleted ? "store.cli.bin_heading" : "store.cli.games_heading", Lang::kEnglish));
  if (league) heading.append("\t").append(text("store.cli.device_heading", Lang::kEnglish));
  print_columns(heading, rows, out);
  return 0;
}

void register_games(CLI::App& app, Context& context) {
  auto* cmd = app.add_subcommand("games", "List the stored games: id, game, players, date, status, winner");
  cmd->footer(
      "The last started first; dates in local time. --deleted: the bin (flipside restore ID, flipside empty-bin).\n"
      "Exit 2: the database cannot be opened.");
  auto deleted = std::make_shared<bool>(false);
  cmd->add_flag("--deleted", *deleted, "The bin: deleted games, the last deleted first, until it is emptied");
  cmd->callback([&context, deleted] { context.exit_code = run_games(context, *deleted, std::cout, std::cerr); });
}

}  // namespace flipside::cli
