// `flipside demo-data FILE`: a new database full of believable games, so the
// history and the statistics have something to show on first try (and the
// screenshots and benchmarks a known database). Every game that has a
// simulated table (GameInfo::random_game) gets its share; the players come
// from a few groups of friends that sometimes mix, and the games spread
// over the year before today's date, evenings mostly. Seeded: the same
// command writes the same games. Each game goes in through the store's
// import, so its engine checks every line and the results and counters are
// written as a game played at the table would write them. Every game it
// keeps is finished (issue 21 item 9): the app opens on Home, never on a
// game that cannot move; and has a believable length (issue 32, item 15).
#include <algorithm>
#include <ctime>
#include <filesystem>
#include <iostream>
#include <random>
#include <sstream>

#include <CLI/CLI.hpp>

#include "cli/commands.hpp"
#include "core/game_info.hpp"

namespace flipside::cli {
namespace {

const std::vector<std::vector<std::string>> kGroups = {
    {"Ana", "Ben", "Cleo", "Dani", "Eva"},
    {"Fer", "Gil", "Hugo", "Iris"},
    {"Jon", "Kai", "Lu", "Mar\xC3\xAD" "a", "Nico", "Olga"},
};

// Day `days_ago` before `now`, at hh:mm UTC.
std::time_t day_at(std::time_t now, int days_ago, int hour, int minute) {
  const std::time_t t = now - static_cast<std::time_t>(days_ago) * 86400;
  std::tm day{};
  gmtime_r(&t, &day);
  day.tm_hour = hour;
  day.tm_min = minute;
  day.tm_sec = 0;
  return timegm(&day);
}

// As ISO 8601 with the UTC offset "Z".
std::string iso_utc(std::time_t t) {
  std::tm at{};
  gmtime_r(&t, &at);
  char buffer[64];  // room for any int GCC imagines; a real date takes 20
  std::snprintf(buffer, sizeof buffer, "%04d-%02d-%02dT%02d:%02d:%02dZ", at.tm_year + 1900, at.tm_mon + 1, at.tm_mday,
                at.tm_hour, at.tm_min, at.tm_sec);
  return buffer;
}

// How long a demo game lasted: a few minutes to sit down and deal, then
// 10 to 20 seconds an entry (a card called, a hand counted), as tables
// timed in the app take; a simulated table that plays on far longer than a
// real one would (a game of a thousand plays) is cut to an evening's
// game, 2 to 3 hours. Its own generator, seeded per game, so the games
// themselves stay those the seed always gave.
long long demo_seconds(unsigned seed, int game, std::size_t entries) {
  std::mt19937 pace(seed * 31u + static_cast<unsigned>(game));
  const long long setup = 120 + static_cast<long long>(pace() % 180);
  const long long longest = 2 * 3600 + static_cast<long long>(pace() % 3600);
  return std::min(longest, setup + static_cast<long long>(entries) * (10 + static_cast<long long>(pace() % 11)));
}

// Seeds tried for one game before it is left out.
constexpr unsigned kAttempts = 20;

// Deletes a game just imported, for good (through the bin).
bool drop_game(store::Store& store, std::int64_t id, std::ostream& err) {
  if (!ok_or_say(store.delete_game(id), err)) return false;
  if (!ok_or_say(store.empty_bin({id}), err)) return false;
  return true;
}

}  // namespace

int run_demo_data(const std::string& path, const DemoDataRequest& request, std::ostream& out, std::ostream& err) {
  std::error_code ec;
  if (std::filesystem::exists(path, ec)) {  // by path only: no descriptor of a database is opened here
    say(err, msg("store.cli.demo_exists", path));
    return 2;
  }
  std::vector<const GameInfo*> games;
  for (const GameInfo& g : all_games())
    if (g.make && g.random_game) games.push_back(&g);
  auto opened = store::Store::open(path);
  if (!ok_or_say(opened, err)) return 2;
  store::Store& store = *opened->store;
  std::mt19937 rng(request.seed);
  const std::time_t now = request.today ? request.today : std::time(nullptr);
  int stored = 0;
  for (int i = 0; i < request.games && !games.empty(); ++i) {
    const GameInfo& game = *games[static_cast<std::size_t>(i) % games.size()];
    // Mostly one group; one game in eight mixes two of them.
    std::vector<std::string> pool = kGroups[rng() % kGroups.size()];
    if (rng() % 8 == 0) {
      const auto& other = kGroups[rng() % kGroups.size()];
      pool.insert(pool.end(), other.begin(), other.end());
      std::sort(pool.begin(), pool.end());
      pool.erase(std::unique(pool.begin(), pool.end()), pool.end());
    }
    std::shuffle(pool.begin(), pool.end(), rng);
    const int most = std::min<int>(static_cast<int>(pool.size()), std::min(game.max_players, 5));
    const int fewest = std::max(game.min_players, 2);
    if (most < fewest) continue;
    const int n = fewest + static_cast<int>(rng() % static_cast<unsigned>(most - fewest + 1));
    ScriptHeader header;
    header.game = std::string(game.id);
    header.players.assign(pool.begin(), pool.begin() + n);
    header.dealer = header.players.front();
    header.options = nlohmann::json::object();  // the defaults; an option switched off is left out
    const nlohmann::json defaults = options_with_defaults(game, nlohmann::json::object());  // kept: items() refers to it
    for (const auto& [key, value] : defaults.items())
      if (!value.is_null()) header.options[key] = value;
    // Oldest first, over the last year, in the evening.
    const int days_ago = 365 - (365 * i) / std::max(1, request.games);
    const std::time_t started = day_at(now, days_ago, 18 + static_cast<int>(rng() % 5), static_cast<int>(rng() % 60));
    header.started = iso_utc(started);
    // A game the simulated table could not finish (a table where everybody
    // passes and nothing can move again) is no demo: the app would open onto
    // it at every launch. It goes for good and another seed plays the game.
    bool finished = false;
    for (unsigned attempt = 0; attempt < kAttempts && !finished; ++attempt) {
      const unsigned seed = request.seed * 7919u + static_cast<unsigned>(i) + attempt * 104729u;
      std::ostringstream script;
      script << header.to_json().dump() << "\n";
      const auto lines = game.random_game(header, seed);
      for (const auto& line : lines) script << line.dump() << "\n";
      std::istringstream in(script.str());
      const store::Result<store::Imported> imported = store.import_script(in);
      if (!imported.ok() || imported->refused_line > 0) {
        say(err, imported.ok() ? imported->refusal : imported.error());
        return 2;
      }
      const std::int64_t id = imported->id;
      const auto unfinished = store.latest_unfinished();
      if (!ok_or_say(unfinished, err)) return 2;
      finished = *unfinished != id;
      if (!finished && !drop_game(store, id, err)) return 2;
      if (!finished) continue;
      // A demo game was played at a table: it has an end, so History shows
      // its length and the records its fastest win.
      const std::time_t ended = started + static_cast<std::time_t>(demo_seconds(request.seed, i, lines.size()));
      if (!ok_or_say(store.set_end(id, iso_utc(ended)), err)) return 2;
    }
    if (!finished) continue;
    ++stored;
  }
  say(out, msg("store.cli.demo_written", stored, path));
  return 0;
}

void register_demo_data(CLI::App& app, Context& context) {
  auto* cmd = app.add_subcommand("demo-data", "Write a new database full of seeded random games (every game, a year of dates)");
  cmd->footer(
      "flipside demo-data FILE               400 games over the last year\n"
      "flipside demo-data FILE --games 2000 --seed 7\n"
      "FILE must not exist yet. Exit 2: it exists, or it cannot be written.");
  auto path = std::make_shared<std::string>();
  auto request = std::make_shared<DemoDataRequest>();
  cmd->add_option("FILE", *path, "The new database")->required();
  cmd->add_option("--games", request->games, "How many games (default 400)")->check(CLI::Range(1, 100000));
  cmd->add_option("--seed", request->seed, "Another seed gives other games (default 1)");
  cmd->callback([&context, path, request] { context.exit_code = run_demo_data(*path, *request, std::cout, std::cerr); });
}

}  // namespace flipside::cli
