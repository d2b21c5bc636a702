// `flipside players`: the people who have played, with the number of games;
// `--rename ID NAME` and `--merge FROM INTO` fix a name or join two records
// that are one person (the store keeps every game's script as it was).
#include <iostream>

#include <CLI/CLI.hpp>

#include "cli/commands.hpp"
#include "core/i18n/lang.hpp"

namespace flipside::cli {

int run_players(const Context& context, const PlayersRequest& request, std::ostream& out, std::ostream& err) {
  const bool changes = !request.rename.empty() || !request.merge.empty();
  auto store = open_store(context, changes ? Access::kWrite : Access::kRead, err);
  if (!store) return 2;
  auto name_of = [&](std::int64_t id) {  // the number, when the name cannot be read
    const store::Rows<store::PlayerRecord> players = store->players();
    if (players.ok())
      for (const auto& p : *players)
        if (p.id == id) return p.name;
    return std::to_string(id);
  };
  if (request.rename.size() == 2) {
    std::int64_t id = 0;
    try {
      id = std::stoll(request.rename[0]);
    } catch (const std::exception&) {
      say(err, msg("store.no_such_player", request.rename[0]));
      return 1;
    }
    if (!ok_or_say(store->rename_player(id, request.rename[1]), err)) return 1;
    say(out, msg("store.cli.renamed", id, name_of(id)));
    return 0;
  }
  if (request.merge.size() == 2) {
    const std::string from = name_of(request.merge[0]);
    const std::string into = name_of(request.merge[1]);
    if (!ok_or_say(store->merge_players(request.merge[0], request.merge[1]), err)) return 1;
    say(out, msg("store.cli.merged", from, into));
    return 0;
  }
  auto players_read = store->players();
  if (!ok_or_say(players_read, err)) return 2;
  auto& players = *players_read;
  std::vector<std::vector<std::string>> rows;
  for (const auto& p : players) rows.push_back({std::to_string(p.id), p.name, std::to_string(p.games)});
  print_columns(text("store.cli.players_heading", Lang::kEnglish), rows, out);
  return 0;
}

void register_players(CLI::App& app, Context& context) {
  auto* cmd = app.add_subcommand("players", "List the players (id, name, games); rename or merge them");
  cmd->footer(
      "flipside players                     the list\n"
      "flipside players --rename ID NAME    a new name (every game keeps its script as played)\n"
      "flipside players --merge FROM INTO   two records that are one person: FROM's games become INTO's\n"
      "Exit 1: refused (unknown id, name taken, both sat at one game). Exit 2: the database cannot be used.");
  auto request = std::make_shared<PlayersRequest>();
  auto* rename = cmd->add_option("--rename", request->rename, "ID NAME")->expected(2);
  auto* merge = cmd->add_option("--merge", request->merge, "FROM INTO")->expected(2);
  rename->excludes(merge);
  cmd->callback([&context, request] { context.exit_code = run_players(context, *request, std::cout, std::cerr); });
}

}  // namespace flipside::cli
