// `flipside stats`: the app's statistics (core/stats.hpp) as a table, JSON or
// CSV. The JSON is read by other tools: its shape is documented in the
// README ("flipside stats") and kept stable.
#include <cctype>
#include <chrono>
#include <cstdio>
#include <iostream>
#include <regex>

#include <CLI/CLI.hpp>
#include <nlohmann/json.hpp>

#include "cli/commands.hpp"
#include "core/game_info.hpp"
#include "core/deck_check.hpp"
#include "core/shuffle_check.hpp"
#include "core/i18n/lang.hpp"
#include "core/name_fold.hpp"
#include "core/stats.hpp"

namespace flipside::cli {
namespace {

std::string percent(double rate) {
  char buffer[16];
  std::snprintf(buffer, sizeof buffer, "%.0f%%", rate * 100.0);
  return buffer;
}

nlohmann::json to_json(const stats::Report& report, const stats::Filter& filter) {
  nlohmann::json players = nlohmann::json::array();
  for (const stats::PlayerStats& p : report.players) {
    nlohmann::json by_game = nlohmann::json::array();
    for (const stats::PerGame& g : p.by_game)
      by_game.push_back({{"game", g.game}, {"games", g.games}, {"wins", g.wins}, {"rounds", g.rounds},
                         {"average", g.average}, {"best", g.best}});
    nlohmann::json versus = nlohmann::json::array();
    for (const stats::Versus& v : p.versus)
      versus.push_back({{"opponent", v.opponent}, {"games", v.games}, {"ahead", v.ahead}, {"behind", v.behind}});
    players.push_back({{"name", p.name},
                       {"games", p.games},
                       {"wins", p.wins},
                       {"win_rate", p.win_rate},
                       {"current_streak", p.current_streak},
                       {"longest_streak", p.longest_streak},
                       {"favourite_seat", p.favourite_seat},
                       {"rival", p.rival ? nlohmann::json(*p.rival) : nlohmann::json()},
                       {"nemesis", p.nemesis ? nlohmann::json(*p.nemesis) : nlohmann::json()},
                       {"by_game", by_game},
                       {"versus", versus},
                       {"counters", p.counters}});
  }
  auto or_null = [](const std::string& s) { return s.empty() ? nlohmann::json() : nlohmann::json(s); };
  // Per game kind: its figures, the counters summed over every player, the
  // game's sentences and, for a game with a deck, the deck check.
  nlohmann::json games = nlohmann::json::object();
  for (const auto& [id, g] : report.by_game) {
    nlohmann::json figures = nlohmann::json::array();
    if (const GameInfo* info = find_game(id); info && info->counter_lines && !g.counters.empty())
      for (const Message& m : info->counter_lines(g.counters)) figures.push_back(render(m, Lang::kEnglish));
    nlohmann::json entry = {{"games", g.games},
                            {"rounds", g.rounds},
                            {"rounds_per_game", g.rounds_per_game},
                            {"best", g.best ? nlohmann::json(*g.best) : nlohmann::json()},
                            {"best_by", or_null(g.best_by)},
                            {"counters", g.counters},
                            {"figures", figures}};
    if (auto check = stats::deck_check(g)) {
      nlohmann::json cards = nlohmann::json::array();
      for (const deck::Row& row : check->rows)
        cards.push_back({{"card", row.card.card}, {"counter", row.card.counter}, {"copies", row.card.copies},
                         {"observed", row.observed}, {"expected", row.expected}});
      const char* verdict = check->verdict == deck::Verdict::kFair         ? "fair"
                            : check->verdict == deck::Verdict::kSuspicious ? "suspicious"
                                                                           : "too_few";
      entry["deck_check"] = {{"cards", cards},
                             {"total", check->total},
                             {"chi_square", check->chi2},
                             {"dof", check->dof},
                             {"p_value", check->p_value},
                             {"verdict", verdict},
                             {"sentence", render(deck::verdict_message(*check, id), Lang::kEnglish)}};
    }
    if (auto order = stats::shuffle_check(g)) {
      auto pattern = [](const shuffle::PatternCheck& p) {
        return nlohmann::json{{"observed", p.observed}, {"expected", p.expected}, {"sd", p.sd},
                              {"z", p.z},               {"p_value", p.p_value},   {"off", p.off}};
      };
      const char* verdict = order->verdict == shuffle::Verdict::kFair   ? "fair"
                            : order->verdict == shuffle::Verdict::kPoor ? "poor"
                                                                        : "too_few";
      entry["shuffle_check"] = {{"cards", order->cards},
                                {"shuffles", order->cycles},
                                {"same_in_a_row", pattern(order->same)},
                                {"one_apart_in_a_row", pattern(order->steps)},
                                {"verdict", verdict},
                                {"sentence", render(shuffle::verdict_message(*order), Lang::kEnglish)}};
    }
    games[id] = std::move(entry);
  }
  return {{"games", report.games},
          {"by_game", games},
          {"filter",
           {{"game", or_null(filter.game)},
            {"player", or_null(filter.player)},
            {"since", or_null(filter.since)},
            {"until", or_null(filter.until)}}},
          {"players", players}};
}

// The shuffle check in words, or the game's sentence saying why its
// entries cannot tell.
void print_shuffle_check(const stats::GameFigures& g, std::ostream& out) {
  const GameInfo* info = find_game(g.game);
  if (auto order = stats::shuffle_check(g)) {
    out << "\n" << render(shuffle::verdict_message(*order), Lang::kEnglish) << "\n";
    if (order->cards >= 2)
      out << render(shuffle::same_message(order->same), Lang::kEnglish) << "\n"
          << render(shuffle::steps_message(order->steps), Lang::kEnglish) << "\n";
  } else if (info && !info->no_deck_order_key.empty()) {
    out << "\n" << render(msg(std::string(info->no_deck_order_key)), Lang::kEnglish) << "\n";
  }
}

// One game asked about (--game): its figures, its sentences over every
// player's counters, the deck make-up check card by card and the shuffle
// check.
void print_game(const stats::GameFigures& g, std::ostream& out) {
  const GameInfo* info = find_game(g.game);
  std::vector<std::vector<std::string>> rows = {
      {std::to_string(g.games), std::to_string(g.rounds), stats::one_decimal(g.rounds_per_game),
       g.best ? std::to_string(*g.best) : "-", g.best_by.empty() ? "-" : g.best_by}};
  out << "\n";
  print_columns("GAMES\tROUNDS\tROUNDS/GAME\tBEST\tBEST BY", rows, out);
  if (info && info->counter_lines && !g.counters.empty()) {
    out << "\n";
    for (const Message& m : info->counter_lines(g.counters)) out << render(m, Lang::kEnglish) << "\n";
  }
  if (auto check = stats::deck_check(g)) {
    rows.clear();
    for (const deck::Row& row : check->rows) {
      const std::string sign = row.residual > deck::kResidualToName    ? "more"
                               : row.residual < -deck::kResidualToName ? "less"
                                                                       : "";
      rows.push_back({render(msg("ui.deck.card", Arg::card_arg(g.game, row.card.card)), Lang::kEnglish),
                      std::to_string(row.card.copies), std::to_string(row.observed), stats::one_decimal(row.expected),
                      sign});
    }
    out << "\n";
    print_columns("CARD\tIN DECK\tDEALT\tEXPECTED\tVS DECK", rows, out);
    out << render(deck::verdict_message(*check, g.game), Lang::kEnglish) << "\n";
  }
  print_shuffle_check(g, out);  // after the make-up check, as on the page
}

void print_players(const stats::Report& report, std::ostream& out);

void print_table(const stats::Report& report, const stats::Filter& filter, std::ostream& out) {
  print_players(report, out);
  if (filter.game.empty()) return;
  if (auto it = report.by_game.find(filter.game); it != report.by_game.end()) print_game(it->second, out);
}

void print_players(const stats::Report& report, std::ostream& out) {
  std::vector<std::vector<std::string>> rows;
  for (const stats::PlayerStats& p : report.players)
    rows.push_back({p.name, std::to_string(p.games), std::to_string(p.wins), percent(p.win_rate),
                    std::to_string(p.current_streak), std::to_string(p.longest_streak), std::to_string(p.favourite_seat),
                    p.rival.value_or("-"), p.nemesis.value_or("-")});
  print_columns("PLAYER\tGAMES\tWINS\tWIN%\tSTREAK\tLONGEST\tSEAT\tRIVAL\tNEMESIS", rows, out);
  // Per game and against each opponent, when one player is asked about.
  if (report.players.size() != 1) return;
  const stats::PlayerStats& p = report.players.front();
  out << "\n";
  rows.clear();
  for (const stats::PerGame& g : p.by_game) {
    const GameInfo* info = find_game(g.game);
    rows.push_back({info ? std::string(text(info->name_key, Lang::kEnglish)) : g.game, std::to_string(g.games),
                    std::to_string(g.wins), stats::one_decimal(g.average), std::to_string(g.best)});
  }
  print_columns("GAME\tGAMES\tWINS\tAVERAGE\tBEST", rows, out);
  out << "\n";
  rows.clear();
  for (const stats::Versus& v : p.versus)
    rows.push_back({v.opponent, std::to_string(v.games), std::to_string(v.ahead), std::to_string(v.behind)});
  print_columns("AGAINST\tGAMES\tAHEAD\tBEHIND", rows, out);
  rows.clear();
  for (const auto& [game, counters] : p.counters)
    for (const auto& [counter, value] : counters) rows.push_back({game, counter, std::to_string(value)});
  if (rows.empty()) return;
  out << "\n";
  print_columns("GAME\tCOUNTER\tTOTAL", rows, out);
  // The games' own figures from those counters ("busted in 12 % of rounds").
  rows.clear();
  for (const auto& [game, counters] : p.counters)
    if (const GameInfo* info = find_game(game); info && info->counter_lines)
      for (const Message& m : info->counter_lines(counters)) rows.push_back({game, render(m, Lang::kEnglish)});
  if (rows.empty()) return;
  out << "\n";
  print_columns("GAME\tFIGURE", rows, out);
}

void print_csv(const stats::Report& report, std::ostream& out) {
  out << "name,games,wins,win_rate,current_streak,longest_streak,favourite_seat,rival,nemesis\n";
  for (const stats::PlayerStats& p : report.players)
    out << csv_field(p.name) << ',' << p.games << ',' << p.wins << ',' << p.win_rate << ',' << p.current_streak << ','
        << p.longest_streak << ',' << p.favourite_seat << ',' << csv_field(p.rival.value_or("")) << ','
        << csv_field(p.nemesis.value_or("")) << '\n';
}

// YYYY-MM-DD naming a day of the calendar: "2026-13-01" and "2026-02-30"
// are refused, as a table would expect, not read as some other day.
bool is_day(const std::string& s) {
  static const std::regex kDay(R"((\d{4})-(\d{2})-(\d{2}))");
  if (s.empty()) return true;
  std::smatch m;
  if (!std::regex_match(s, m, kDay)) return false;
  const std::chrono::year_month_day day{std::chrono::year{std::stoi(m[1])},
                                        std::chrono::month{static_cast<unsigned>(std::stoi(m[2]))},
                                        std::chrono::day{static_cast<unsigned>(std::stoi(m[3]))}};
  return day.ok();
}

}  // namespace

int run_stats(const Context& context, const StatsRequest& request, std::ostream& out, std::ostream& err) {
  const stats::Filter& filter = request.filter;
  if (!is_day(filter.since) || !is_day(filter.until)) {
    say(err, msg("store.cli.bad_day", filter.since.empty() || is_day(filter.since) ? filter.until : filter.since));
    return 2;
  }
  if (!filter.game.empty() && !find_game(filter.game)) {
    say(err, msg("store.cli.no_such_game_kind", filter.game, game_ids()));
    return 2;
  }
  auto store = open_store(context, Access::kRead, err);
  if (!store) return 2;
  if (!filter.player.empty()) {
    auto players = store->players();
    if (players.error) {
      say(err, *players.error);
      return 2;
    }
    bool known = false;
    for (const auto& p : players) known = known || same_name(p.name, filter.player);  // core/name_fold.hpp
    if (!known) {
      say(err, msg("store.cli.no_player_named", filter.player));
      return 2;
    }
  }
  // Counters are read only where they are printed: one player's table, and
  // the JSON (the all-players table and the CSV show none).
  stats::Filter read = filter;
  // One game's table (--game, every player) sums everyone's counters too.
  read.counters = request.format == "json"  ? (filter.player.empty() ? stats::Counters::kAll : stats::Counters::kPlayer)
                  : !filter.player.empty() ? stats::Counters::kPlayer
                  : !filter.game.empty()   ? stats::Counters::kAll
                                            : stats::Counters::kNone;
  Message error;
  auto input = store->stats_input(read, &error);
  if (!input) {
    say(err, error);
    return 2;
  }
  const stats::Report report = stats::compute(*input, filter);
  if (request.format == "json") {
    out << to_json(report, filter).dump(2) << "\n";
  } else if (request.format == "csv") {
    print_csv(report, out);
  } else {
    if (report.games == 0) {
      say(out, msg("store.cli.no_finished_games"));
      return 0;
    }
    print_table(report, filter, out);
  }
  return 0;
}

void register_stats(CLI::App& app, Context& context) {
  auto* cmd = app.add_subcommand("stats", "Statistics of the finished games: per player games, wins, streaks, rivals");
  cmd->footer(
      "flipside stats                          every player over every finished game\n"
      "flipside stats --player Ana             one player: also per game, against each opponent, counters\n"
      "flipside stats --game GAME --since 2026-01-01 --until 2026-06-30   GAME: a game's id (`flipside games`);\n"
      "                                        also the game's own figures and, for a card game, the deck check\n"
      "flipside stats --format json            the same as JSON (README: \"flipside stats\"), or csv\n"
      "Exit 2: the database cannot be read, or a filter is not understood.");
  auto request = std::make_shared<StatsRequest>();
  std::string game_help = "Only this game, by its id: ";
  game_help.append(game_ids());
  cmd->add_option("--game", request->filter.game, game_help);
  cmd->add_option("--player", request->filter.player, "Only the games this player sat at, and only this player");
  cmd->add_option("--since", request->filter.since, "Games started on or after this day (YYYY-MM-DD)");
  cmd->add_option("--until", request->filter.until, "Games started on or before this day (YYYY-MM-DD)");
  cmd->add_option("--format", request->format, "table (default), json or csv")
      ->check(CLI::IsMember({"table", "json", "csv"}));
  cmd->callback([&context, request] { context.exit_code = run_stats(context, *request, std::cout, std::cerr); });
}

}  // namespace flipside::cli
