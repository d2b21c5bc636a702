// `flipside bgstats GAME_ID [--json]`: the link that logs a finished game
// in BG Stats (core/bgstats.hpp), or with --json the play it carries.
// Exit 1: no such game, or it is not finished (BG Stats logs plays that
// ended); 2: a bad number or a database that cannot be read.
#include <algorithm>
#include <charconv>
#include <iostream>
#include <sstream>

#include <CLI/CLI.hpp>

#include "cli/commands.hpp"
#include "core/bgstats.hpp"
#include "core/script_header.hpp"

namespace flipside::cli {
namespace {

// The game's own id, from the header line of its script.
store::Result<std::string> game_uuid(const store::Store& store, std::int64_t id) {
  const store::Result<std::string> script = store.export_script(id);
  if (!script.ok()) return script.error();
  std::istringstream lines(*script);
  std::string first;
  std::getline(lines, first);
  Message unreadable;
  auto header = parse_header(nlohmann::json::parse(first, nullptr, false), &unreadable);
  if (!header) return unreadable;
  return header->id;
}

}  // namespace

int run_bgstats(const Context& context, const std::string& game, bool json, std::ostream& out, std::ostream& err) {
  std::int64_t id = 0;
  const char* end = game.data() + game.size();
  if (auto [ptr, ec] = std::from_chars(game.data(), end, id); ec != std::errc() || ptr != end || id <= 0) {
    say(err, msg("store.cli.bad_game_id", game));
    return 2;
  }
  auto store = open_store(context, Access::kRead, err);
  if (!store) return 2;
  const store::Rows<store::GameSummary> listed = store->games();
  if (!ok_or_say(listed, err)) return 2;
  const std::vector<store::GameSummary>& games = *listed;
  const auto found = std::find_if(games.begin(), games.end(), [&](const store::GameSummary& g) { return g.id == id; });
  if (found == games.end()) {
    say(err, msg("store.no_such_game", id));
    return 1;
  }
  if (found->status != "finished" || found->places.size() != found->players.size() ||
      found->totals.size() != found->players.size()) {
    say(err, msg("store.cli.bgstats_unfinished", id));
    return 1;
  }
  const store::Result<std::string> uuid = game_uuid(*store, id);
  if (!ok_or_say(uuid, err)) return 2;
  bgstats::Play play{*uuid, found->game, found->started_at, found->ended_at, {}};
  for (std::size_t seat = 0; seat < found->players.size(); ++seat)
    play.seats.push_back({found->players[seat], found->totals[seat], found->places[seat]});
  const nlohmann::json data = bgstats::to_json(play);
  out << (json ? data.dump(2) : bgstats::link(data)) << "\n";
  out.flush();
  return out ? 0 : 2;
}

void register_bgstats(CLI::App& app, Context& context) {
  auto* cmd = app.add_subcommand("bgstats", "The link that logs a finished game in BG Stats");
  cmd->footer(
      "flipside bgstats GAME_ID          the link (open it on a device with BG Stats 3.3.2 or later)\n"
      "flipside bgstats GAME_ID --json   the play it carries, as JSON\n"
      "Exit 1: no such game, or it is not finished. Exit 2: the database cannot be read.");
  auto game = std::make_shared<std::string>();
  auto json = std::make_shared<bool>(false);
  cmd->add_option("GAME_ID", *game, "The game's number (see `flipside games`)")->required();
  cmd->add_flag("--json", *json, "Print the play's JSON instead of the link");
  cmd->callback([&context, game, json] { context.exit_code = run_bgstats(context, *game, *json, std::cout, std::cerr); });
}

}  // namespace flipside::cli
