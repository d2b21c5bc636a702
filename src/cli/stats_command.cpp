// `flipside stats`: the app's statistics (core/stats.hpp) as a table, JSON or
// CSV. The JSON is read by other tools: its shape is documented in the
// README ("flipside stats") and kept stable.
#include <cctype>
#include <chrono>
#include <cstdio>
#include <iostream>
#include <regex>
#include <tuple>

#include <CLI/CLI.hpp>
#include <nlohmann/json.hpp>

#include "cli/commands.hpp"
#include "core/game_info.hpp"
#include "core/deck_check.hpp"
#include "core/shuffle_check.hpp"
#include "core/i18n/lang.hpp"
#include "core/name_fold.hpp"
#include "core/date_range.hpp"
#include "core/stats.hpp"
#include "core/stats_activity.hpp"
#include "core/stats_leaderboard.hpp"
#include "core/stats_records.hpp"

namespace flipside::cli {
namespace {

std::string percent(double rate) {
  char buffer[16];
  std::snprintf(buffer, sizeof buffer, "%.0f%%", rate * 100.0);
  return buffer;
}

const char* kind_name(stats::RecordKind kind) {
  switch (kind) {
    case stats::RecordKind::kBestScore: return "best_score";
    case stats::RecordKind::kLongestStreak: return "longest_streak";
    case stats::RecordKind::kComeback: return "comeback";
    case stats::RecordKind::kMostCounter: return "most";
    case stats::RecordKind::kFastestWin: return "fastest_win";
  }
  return "";
}

// What a record is, in English words ("Highest score").
std::string record_words(const stats::Record& r) {
  switch (r.kind) {
    case stats::RecordKind::kBestScore:
      return std::string(text(r.lowest ? "ui.stats.record.best_low" : "ui.stats.record.best_high", Lang::kEnglish));
    case stats::RecordKind::kLongestStreak: return std::string(text("ui.stats.record.streak", Lang::kEnglish));
    case stats::RecordKind::kComeback: return std::string(text("ui.stats.record.comeback", Lang::kEnglish));
    case stats::RecordKind::kMostCounter: {
      const std::string key = "counter." + r.game + "." + r.counter;
      const std::string_view label = text(key, Lang::kEnglish);
      return render(msg("ui.stats.record.most", label != key ? std::string(label) : r.counter), Lang::kEnglish);
    }
    case stats::RecordKind::kFastestWin: return std::string(text("ui.stats.record.fastest", Lang::kEnglish));
  }
  return {};
}

nlohmann::json to_json(const stats::Report& report, const stats::Filter& filter, const std::vector<stats::Record>& records,
                       const stats::Activity& activity) {
  nlohmann::json players = nlohmann::json::array();
  for (const stats::PlayerStats& p : report.players) {
    nlohmann::json by_game = nlohmann::json::array();
    for (const stats::PerGame& g : p.by_game)
      by_game.push_back({{"game", g.game}, {"games", g.games}, {"wins", g.wins}, {"rounds", g.rounds},
                         {"average", g.average}, {"best", g.best}});
    nlohmann::json versus = nlohmann::json::array();
    for (const stats::Versus& v : p.versus) {
      nlohmann::json per_game = nlohmann::json::array();
      for (const stats::VersusGame& g : v.by_game)
        per_game.push_back({{"game", g.game}, {"games", g.games}, {"ahead", g.ahead}, {"behind", g.behind}});
      versus.push_back(
          {{"opponent", v.opponent}, {"games", v.games}, {"ahead", v.ahead}, {"behind", v.behind}, {"by_game", per_game}});
    }
    nlohmann::json monthly = nlohmann::json::array();
    for (const stats::MonthRate& m : p.monthly) monthly.push_back({{"month", m.month}, {"games", m.games}, {"wins", m.wins}});
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
                       {"counters", p.counters},
                       {"monthly", monthly}});
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
                             {"partial_deals", check->partial_deals},
                             {"sentence", render(deck::verdict_message(*check, id), Lang::kEnglish)},
                             {"scope", render(deck::scope_message(*check), Lang::kEnglish)}};
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
  nlohmann::json record_list = nlohmann::json::array();
  for (const stats::Record& r : records) {
    nlohmann::json entry = {{"game", r.game},       {"kind", kind_name(r.kind)}, {"record", record_words(r)},
                            {"player", r.player},   {"value", r.value},          {"game_id", r.game_id},
                            {"started", r.started_at}};
    if (r.kind == stats::RecordKind::kMostCounter) entry["counter"] = r.counter;
    record_list.push_back(std::move(entry));
  }
  nlohmann::json months = nlohmann::json::array();
  for (const stats::MonthActivity& m : activity.months)
    months.push_back({{"month", m.month}, {"games", m.games}, {"seconds", m.seconds}, {"timed_games", m.timed}});
  return {{"games", report.games},
          {"records", record_list},
          {"months", months},
          {"time_played", {{"seconds", activity.seconds}, {"timed_games", activity.timed}}},
          {"by_game", games},
          {"filter",
           {{"game", or_null(filter.game)},
            {"player", or_null(filter.player)},
            {"since", or_null(filter.since)},
            {"until", or_null(filter.until)},
            {"this_device", filter.this_device_only}}},
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

// "3 h 05 min", "42 min"; "-" for no time.
std::string hours(long long seconds, int timed) {
  if (timed == 0) return "-";
  const stats::HoursMinutes hm = stats::hours_minutes(seconds);
  char buffer[32];
  if (hm.hours == 0) std::snprintf(buffer, sizeof buffer, "%lld min", hm.minutes);
  else std::snprintf(buffer, sizeof buffer, "%lld h %02lld min", hm.hours, hm.minutes);
  return buffer;
}

// --show leaderboard: the app's leaderboard (core/stats_leaderboard.hpp).
void print_leaderboard(const std::vector<stats::LeaderRow>& rows, bool one_game, int min_games, std::ostream& out) {
  std::vector<std::vector<std::string>> lines;
  for (const stats::LeaderRow& r : rows) {
    std::vector<std::string> line = {r.rank > 0 ? std::to_string(r.rank) : "-", r.name, std::to_string(r.games),
                                     std::to_string(r.wins), percent(r.win_rate)};
    if (one_game) {
      line.push_back(r.average ? stats::one_decimal(*r.average) : "-");
      line.push_back(r.best ? std::to_string(*r.best) : "-");
    }
    lines.push_back(std::move(line));
  }
  print_columns(one_game ? "RANK\tPLAYER\tGAMES\tWINS\tWIN%\tAVERAGE\tBEST" : "RANK\tPLAYER\tGAMES\tWINS\tWIN%", lines,
                out);
  out << "(rank - : fewer than " << min_games << " games, not ranked)\n";
}

// --show records: each record with the game it came from (`flipside export ID`).
void print_records(const std::vector<stats::Record>& records, std::ostream& out) {
  std::vector<std::vector<std::string>> lines;
  for (const stats::Record& r : records) {
    std::string value = std::to_string(r.value);
    if (r.kind == stats::RecordKind::kFastestWin) value = hours(r.value, 1);
    lines.push_back({r.game, record_words(r), value, r.player, stats::day_of(r.started_at), std::to_string(r.game_id)});
  }
  print_columns("GAME\tRECORD\tVALUE\tPLAYER\tDATE\tGAME ID", lines, out);
}

// --show months: plays per month and time played.
void print_months(const stats::Activity& activity, std::ostream& out) {
  std::vector<std::vector<std::string>> lines;
  for (const stats::MonthActivity& m : activity.months)
    lines.push_back({m.month, std::to_string(m.games), hours(m.seconds, m.timed), std::to_string(m.timed)});
  lines.push_back({"all", std::to_string(activity.games), hours(activity.seconds, activity.timed),
                   std::to_string(activity.timed)});
  print_columns("MONTH\tGAMES\tTIME PLAYED\tGAMES TIMED", lines, out);
}

void print_csv(const stats::Report& report, std::ostream& out) {
  out << "name,games,wins,win_rate,current_streak,longest_streak,favourite_seat,rival,nemesis\n";
  for (const stats::PlayerStats& p : report.players)
    out << csv_field(p.name) << ',' << p.games << ',' << p.wins << ',' << p.win_rate << ',' << p.current_streak << ','
        << p.longest_streak << ',' << p.favourite_seat << ',' << csv_field(p.rival.value_or("")) << ','
        << csv_field(p.nemesis.value_or("")) << '\n';
}

// Why `s` is not a day of the calendar, or nullopt when it is (or empty:
// no bound). Written otherwise than YYYY-MM-DD, it says how to write it;
// well written but not on the calendar ("2026-02-30", "2026-13-01"), it
// says that day or month does not exist, never to write it as it is
// written already (issue 32 item 15).
std::optional<Message> day_problem(const std::string& s) {
  static const std::regex kDay(R"((\d{4})-(\d{2})-(\d{2}))");
  if (s.empty()) return std::nullopt;
  std::smatch m;
  if (!std::regex_match(s, m, kDay)) return msg("store.cli.bad_day", s);
  const std::chrono::year year{std::stoi(m[1])};
  const std::chrono::month month{static_cast<unsigned>(std::stoi(m[2]))};
  if (!month.ok()) return msg("store.cli.no_such_month", s, static_cast<long long>(std::stoi(m[2])));
  const std::chrono::year_month_day day{year, month, std::chrono::day{static_cast<unsigned>(std::stoi(m[3]))}};
  if (day.ok()) return std::nullopt;
  const unsigned last = static_cast<unsigned>(std::chrono::year_month_day_last{year / month / std::chrono::last}.day());
  return msg("store.cli.no_such_day", s, std::string(m[1]) + "-" + std::string(m[2]), static_cast<long long>(last));
}

std::optional<stats::Column> column_named(const std::string& name) {
  if (name == "player") return stats::Column::kPlayer;
  if (name == "games") return stats::Column::kGames;
  if (name == "wins") return stats::Column::kWins;
  if (name == "rate") return stats::Column::kWinRate;
  if (name == "average") return stats::Column::kAverage;
  if (name == "best") return stats::Column::kBest;
  return std::nullopt;
}

}  // namespace

int run_stats(const Context& context, const StatsRequest& request, std::ostream& out, std::ostream& err) {
  stats::Filter filter = request.filter;
  // History's date presets, turned into days as the app turns them.
  if (!request.dates.empty()) {
    const auto preset = preset_named(request.dates);
    if (!preset) {
      say(err, msg("store.cli.bad_dates", request.dates));
      return 2;
    }
    if (!filter.since.empty() || !filter.until.empty()) {
      say(err, msg("store.cli.dates_and_days"));
      return 2;
    }
    std::tie(filter.since, filter.until) = date_bounds(*preset, 0, 0, request.today.empty() ? local_today() : request.today);
  }
  const auto sort = column_named(request.sort);
  if (!sort || (request.show != "players" && request.show != "leaderboard" && request.show != "records" &&
                request.show != "months")) {
    say(err, msg("store.cli.bad_stats_view", request.show, request.sort));
    return 2;
  }
  for (const std::string* day : {&filter.since, &filter.until}) {
    if (auto problem = day_problem(*day)) {
      say(err, *problem);
      return 2;
    }
  }
  if (!filter.game.empty() && !find_game(filter.game)) {
    say(err, msg("store.cli.no_such_game_kind", filter.game, game_ids()));
    return 2;
  }
  auto store = open_store(context, Access::kRead, err);
  if (!store) return 2;
  if (!filter.player.empty()) {
    auto players_read = store->players();
    if (!ok_or_say(players_read, err)) return 2;
    auto& players = *players_read;
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
  auto input = store->stats_input(read);
  if (!ok_or_say(input, err)) return 2;
  const stats::Report report = stats::compute(*input, filter);
  const stats::Activity activity = stats::activity(*input, filter);
  const bool shows_records = request.format == "json" || request.show == "records";
  const std::vector<stats::Record> records = shows_records ? stats::records(*input, filter) : std::vector<stats::Record>{};
  if (request.format == "json") {
    nlohmann::json json = to_json(report, filter, records, activity);
    json["filter"]["dates"] = request.dates.empty() ? nlohmann::json() : nlohmann::json(request.dates);
    out << json.dump(2) << "\n";
  } else if (request.format == "csv") {
    print_csv(report, out);
  } else {
    if (report.games == 0) {
      say(out, msg("store.cli.no_finished_games"));
      return 0;
    }
    if (request.show == "leaderboard")
      print_leaderboard(stats::leaderboard(report, filter.game, request.min_games, {*sort, false}), !filter.game.empty(),
                        request.min_games, out);
    else if (request.show == "records")
      print_records(records, out);
    else if (request.show == "months")
      print_months(activity, out);
    else
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
      "flipside stats --dates this-year        History's dates: all, last-30-days, this-year, last-year\n"
      "flipside stats --show leaderboard --game GAME --min-games 5 --sort best\n"
      "flipside stats --show records           highest score, streak, comeback... with the game each came from\n"
      "flipside stats --show months            plays per month and time played\n"
      "flipside stats --format json            the same as JSON (README: \"flipside stats\"), or csv\n"
      "Exit 2: the database cannot be read, or a filter is not understood.");
  auto request = std::make_shared<StatsRequest>();
  std::string game_help = "Only this game, by its id: ";
  game_help.append(game_ids());
  cmd->add_option("--game", request->filter.game, game_help);
  cmd->add_option("--player", request->filter.player, "Only the games this player sat at, and only this player");
  cmd->add_option("--since", request->filter.since, "Games started on or after this day (YYYY-MM-DD)");
  cmd->add_option("--until", request->filter.until, "Games started on or before this day (YYYY-MM-DD)");
  cmd->add_flag("--this-device", request->filter.this_device_only,
                "Only the games played on this device, not those taken in from a league folder");
  cmd->add_option("--dates", request->dates, "History's dates: all, last-30-days, this-year or last-year")
      ->check(CLI::IsMember({"all", "last-30-days", "this-year", "last-year"}));
  cmd->add_option("--show", request->show, "The table's view: players (default), leaderboard, records or months")
      ->check(CLI::IsMember({"players", "leaderboard", "records", "months"}));
  cmd->add_option("--min-games", request->min_games, "The leaderboard ranks win rates from this many games (default 5)")
      ->check(CLI::Range(1, 100000));
  cmd->add_option("--sort", request->sort, "The leaderboard's column: rate (default), games, wins, average, best, player")
      ->check(CLI::IsMember({"player", "games", "wins", "rate", "average", "best"}));
  cmd->add_option("--format", request->format, "table (default), json or csv")
      ->check(CLI::IsMember({"table", "json", "csv"}));
  cmd->callback([&context, request] { context.exit_code = run_stats(context, *request, std::cout, std::cerr); });
}

}  // namespace flipside::cli
