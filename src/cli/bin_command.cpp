// The bin from the command line (issue 21 item 2): `flipside delete ID`
// puts a game in it (as History's Delete does; a league game is deleted by
// the device it came from), `flipside games --deleted` lists it
// (games_command.cpp), `flipside restore ID` brings a
// deleted game back into the history and the statistics, `flipside
// empty-bin --yes` deletes the bin's games for good. Without --yes
// empty-bin only says what it would delete and refuses (exit 1): a command
// cannot ask, so the flag is the answer.
#include <algorithm>
#include <charconv>
#include <iostream>

#include <CLI/CLI.hpp>

#include "cli/commands.hpp"

namespace flipside::cli {

namespace {

std::optional<std::int64_t> game_number(const std::string& game, std::ostream& err) {
  std::int64_t id = 0;
  const char* end = game.data() + game.size();
  if (auto [ptr, ec] = std::from_chars(game.data(), end, id); ec != std::errc() || ptr != end || id <= 0) {
    say(err, msg("store.cli.bad_game_id", game));
    return std::nullopt;
  }
  return id;
}

}  // namespace

int run_delete(const Context& context, const std::string& game, std::ostream& out, std::ostream& err) {
  const auto id = game_number(game, err);
  if (!id) return 2;
  auto store = open_store(context, Access::kWrite, err);
  if (!store) return 2;
  const store::Result<> deleted = store->delete_game(*id);
  if (!ok_or_say(deleted, err)) {
    const std::string& why = deleted.error().key;
    return why == "store.no_such_game" || why == "store.game_from_league" ? 1 : 2;
  }
  say(out, msg("store.cli.deleted", *id));
  return 0;
}

int run_restore(const Context& context, const std::string& game, std::ostream& out, std::ostream& err) {
  const auto parsed = game_number(game, err);
  if (!parsed) return 2;
  const std::int64_t id = *parsed;
  auto store = open_store(context, Access::kWrite, err);
  if (!store) return 2;
  auto bin_read = store->deleted_games();
  if (!ok_or_say(bin_read, err)) return 2;
  auto& bin = *bin_read;
  if (std::none_of(bin.begin(), bin.end(), [&](const store::GameSummary& g) { return g.id == id; })) {
    say(err, msg("store.cli.not_in_bin", id));
    return 1;
  }
  if (!ok_or_say(store->restore_game(id), err)) return 2;
  say(out, msg("store.cli.restored", id));
  return 0;
}

int run_empty_bin(const Context& context, bool yes, std::ostream& out, std::ostream& err) {
  auto store = open_store(context, yes ? Access::kWrite : Access::kRead, err);
  if (!store) return 2;
  auto bin_read = store->deleted_games();
  if (!ok_or_say(bin_read, err)) return 2;
  auto& bin = *bin_read;
  if (bin.empty()) {
    say(out, msg("store.cli.bin_empty"));
    return 0;
  }
  const auto count = static_cast<long long>(bin.size());
  if (!yes) {
    say(err, msg(count == 1 ? "store.cli.empty_bin_ask_one" : "store.cli.empty_bin_ask", count));
    return 1;
  }
  std::vector<std::int64_t> ids;
  for (const auto& g : bin) ids.push_back(g.id);
  const store::Result<int> emptied = store->empty_bin(ids);
  if (!ok_or_say(emptied, err)) return 2;
  const int removed = *emptied;
  say(out, msg(removed == 1 ? "store.cli.bin_emptied_one" : "store.cli.bin_emptied", static_cast<long long>(removed)));
  return 0;
}

void register_bin(CLI::App& app, Context& context) {
  auto* del = app.add_subcommand("delete", "Put a game in the bin (flipside restore brings it back)");
  del->footer(
      "The game leaves the history and the statistics until restored or the bin is emptied. Exit 1: no such game, "
      "or a game from another device of the league. Exit 2: the database cannot be used.");
  auto deleted = std::make_shared<std::string>();
  del->add_option("GAME_ID", *deleted, "The game's number (flipside games)")->required();
  del->callback([&context, deleted] { context.exit_code = run_delete(context, *deleted, std::cout, std::cerr); });

  auto* restore = app.add_subcommand("restore", "Bring a deleted game back from the bin");
  restore->footer(
      "flipside games --deleted lists the bin. Exit 1: that game is not in the bin. Exit 2: the database cannot be used.");
  auto game = std::make_shared<std::string>();
  restore->add_option("GAME_ID", *game, "The game's number (flipside games --deleted)")->required();
  restore->callback([&context, game] { context.exit_code = run_restore(context, *game, std::cout, std::cerr); });

  auto* empty = app.add_subcommand("empty-bin", "Delete the games in the bin for good (asks for --yes)");
  empty->footer(
      "flipside empty-bin          says how many games the bin holds, deletes nothing (exit 1)\n"
      "flipside empty-bin --yes    deletes them for good; statistics do not change\n"
      "Exit 2: the database cannot be used.");
  auto yes = std::make_shared<bool>(false);
  empty->add_flag("--yes", *yes, "Yes, delete the bin's games for good");
  empty->callback([&context, yes] { context.exit_code = run_empty_bin(context, *yes, std::cout, std::cerr); });
}

}  // namespace flipside::cli
