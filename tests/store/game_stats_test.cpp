// A game's own statistics (issue "Past games and statistics"): its games,
// rounds and best total, its counters summed over every player
// (stats::Report::by_game), and the deck fairness check over the cards
// dealt, the same for the app and `flipside stats --game`.
#include <sstream>

#include "cli/commands.hpp"
#include "core/game_info.hpp"
#include "flip7_play.hpp"
#include "store_test_util.hpp"

using namespace flipside;
using namespace flipside::store_test;

namespace {

void import_game(store::Store& db, const ScriptHeader& header, const std::vector<nlohmann::json>& lines,
                 const std::string& day) {
  nlohmann::json h = header.to_json();
  h["started"] = day + "T20:00:00+01:00";
  std::string script = h.dump() + "\n";
  for (const auto& line : lines) script += line.dump() + "\n";
  import_or_fail(db, script);
}

// Three random card-by-card games and one score-mode game (to 50: Ana 70,
// Ben 65, Cleo 0 in one round, the best total of that game).
std::vector<std::vector<nlohmann::json>> fill(store::Store& db) {
  std::vector<std::vector<nlohmann::json>> played;
  for (unsigned seed = 1; seed <= 3; ++seed) {
    const auto header = flip7_header({"Ana", "Ben", "Cleo"}, 100);
    played.push_back(play_to_end(header, seed));
    import_game(db, header, played.back(), "2026-03-0" + std::to_string(seed));
  }
  ScriptHeader score = flip7_header({"Ana", "Ben", "Cleo"}, 50);
  score.options = {{"mode", "score"}, {"target", 50}};
  import_game(db, score, {{{"round", {{"points", {{"Ana", 70}, {"Ben", 65}, {"Cleo", 0}}}}}}}, "2026-03-05");
  return played;
}

stats::Report report(store::Store& db, const stats::Filter& filter) {
  auto input = db.stats_input(filter);
  REQUIRE(input.ok());
  return stats::compute(*input, filter);
}

}  // namespace

TEST_CASE("A game's figures: games, rounds, best total and who, counters summed over every player",
          "[store][stats][game]") {
  auto db = store::Store::open_in_memory();
  const auto played = fill(*db);
  stats::Filter filter;
  filter.game = "flip7";
  const auto r = report(*db, filter);
  REQUIRE(r.by_game.count("flip7") == 1);
  const stats::GameFigures& g = r.by_game.at("flip7");
  CHECK(g.games == 4);
  // The same games replayed here: rounds, best total, each counter summed.
  Message error;
  int rounds = 1, best = 70;  // the score-mode game: one round, Ana's 70
  std::string best_by = "Ana";
  std::map<std::string, long long> sums, ana_sums;  // Ana sits first in every game
  long long cards = 0;
  for (unsigned seed = 1; seed <= 3; ++seed) {
    auto game = make_game(flip7_header({"Ana", "Ben", "Cleo"}, 100), &error);
    for (const auto& line : played[seed - 1]) {
      REQUIRE(game->apply(line).accepted);
      cards += line.contains("card");
    }
    rounds += static_cast<int>(game->rounds().size());
    for (const Standing& s : game->standings())
      if (s.total > best) best = s.total, best_by = game->header().players[s.seat];
    for (const SeatCounter& c : game->seat_counters())
      for (int v : c.per_seat) sums[c.name] += v;
    for (const SeatCounter& c : game->seat_counters()) ana_sums[c.name] += c.per_seat[0];
  }
  CHECK(g.rounds == rounds);
  CHECK(g.rounds_per_game == Approx(rounds / 4.0));
  CHECK(g.best == best);
  CHECK(g.best_by == best_by);
  for (const auto& [name, value] : sums) {
    INFO(name);
    CHECK(g.counters.at(name) == value);
  }
  CHECK(sums["hits"] > 0);  // the random table hits, sometimes at high risk
  // The deck check counts every card entered, in the deck's 22 kinds.
  const auto check = stats::deck_check(g);
  REQUIRE(check);
  CHECK(check->total == cards);
  CHECK(check->rows.size() == 22);
  // A player's page reads only their counters: the game's sums stay theirs.
  filter.player = "Ana";
  filter.counters = stats::Counters::kPlayer;
  const auto ana = report(*db, filter);
  CHECK(ana.by_game.at("flip7").counters.at("busts") == ana_sums["busts"]);
  CHECK(ana.by_game.at("flip7").counters.at("card_12") == ana_sums["card_12"]);
}

TEST_CASE("A game's figures: a rigged deck is suspicious and names the card, a fair one passes",
          "[store][stats][game]") {
  // 940 cards dealt: ten decks' worth, 120 twelves, 110 elevens, ... as the
  // deck holds, except that 60 of the sixes were twelves.
  const GameInfo* flip7 = find_game("flip7");
  REQUIRE(flip7);
  REQUIRE(flip7->deck_makeup);
  stats::Input input;
  input.games.push_back({1, "flip7", "2026-03-01T20:00:00", "2026-03-01T21:00:00", 9, {{7, "Ana", 0, 210, 1}}});
  for (const DeckCard& c : flip7->deck_makeup(nlohmann::json::object()))
    input.counters.push_back({7, "flip7", c.counter, 10LL * c.copies});
  stats::Report fair = stats::compute(input, {});
  auto check = stats::deck_check(fair.by_game.at("flip7"));
  REQUIRE(check);
  CHECK(check->total == 940);
  CHECK(check->chi2 == Approx(0.0));
  CHECK(check->verdict == deck::Verdict::kFair);

  for (auto& c : input.counters) {
    if (c.counter == "card_12") c.value += 60;
    if (c.counter == "card_6") c.value -= 60;
  }
  stats::Report rigged = stats::compute(input, {});
  check = stats::deck_check(rigged.by_game.at("flip7"));
  REQUIRE(check);
  // twelves: (180 - 120)^2 / 120 = 30; sixes: (0 - 60)^2 / 60 = 60.
  CHECK(check->chi2 == Approx(90.0));
  CHECK(check->verdict == deck::Verdict::kSuspicious);
  CHECK(check->more_often == std::vector<std::string>{"12"});
  CHECK(render(deck::verdict_message(*check, "flip7")).rfind(
            "Not the deck's make-up: these cards came up more often than the deck holds them: 12 (940 cards", 0) == 0);

  // One game's worth of cards, 20 of them: too few to say.
  for (auto& c : input.counters) c.value = c.counter == "card_12" ? 20 : 0;
  check = stats::deck_check(stats::compute(input, {}).by_game.at("flip7"));
  CHECK(check->verdict == deck::Verdict::kTooFew);
}

TEST_CASE("flipside stats --game: the game's sentences and the deck check, in the table and the JSON",
          "[store][stats][game][cli]") {
  TempDir dir;
  const std::string path = dir.file("flipside.db");
  {
    auto db = open_or_fail(path);
    fill(*db);
  }
  cli::Context context;
  context.db_path = path;
  cli::StatsRequest request;
  request.filter.game = "flip7";
  std::ostringstream table, err;
  REQUIRE(cli::run_stats(context, request, table, err) == 0);
  const std::string text = table.str();
  INFO(text);
  CHECK(text.find("BEST BY") != std::string::npos);
  CHECK(text.find("busted in ") != std::string::npos);
  CHECK(text.find("bust chance or more") != std::string::npos);
  CHECK(text.find("Second Chances: ") != std::string::npos);
  CHECK(text.find("CARD") != std::string::npos);
  CHECK(text.find("Second Chance ") != std::string::npos);  // cards by their rulebook names
  const bool verdict = text.find("The cards fit the deck's make-up") != std::string::npos ||
                       text.find("Too few cards") != std::string::npos ||
                       text.find("Not the deck's make-up") != std::string::npos;
  CHECK(verdict);
  // The shuffle check after it, in words, with both counts (issue 21 item 5).
  const bool shuffle_verdict = text.find("No sign of a poor shuffle") != std::string::npos ||
                               text.find("Too few cards seen to tell") != std::string::npos ||
                               text.find("The shuffle looks poor") != std::string::npos;
  CHECK(shuffle_verdict);
  CHECK(text.find("The same card twice in a row: ") != std::string::npos);
  CHECK(text.find("Numbers one apart in a row") != std::string::npos);

  request.format = "json";
  std::ostringstream out;
  REQUIRE(cli::run_stats(context, request, out, err) == 0);
  const auto json = nlohmann::json::parse(out.str());
  const auto& g = json["by_game"]["flip7"];
  CHECK(g["games"] == 4);
  CHECK(g["best"].is_number_integer());
  CHECK(g["best_by"].is_string());
  CHECK(g["counters"]["card_12"].get<long long>() > 0);
  CHECK(g["figures"].size() == 6);
  REQUIRE(g["deck_check"].is_object());
  CHECK(g["deck_check"]["cards"].size() == 22);
  CHECK(g["deck_check"]["cards"][12]["card"] == "12");
  CHECK(g["deck_check"]["cards"][12]["copies"] == 12);
  CHECK(g["deck_check"]["verdict"].is_string());
  CHECK(g["deck_check"]["sentence"].is_string());
  REQUIRE(g["shuffle_check"].is_object());
  CHECK(g["shuffle_check"]["cards"].get<long long>() > 0);
  CHECK(g["shuffle_check"]["same_in_a_row"]["expected"].get<double>() > 0);
  CHECK(g["shuffle_check"]["verdict"].is_string());
  CHECK(g["shuffle_check"]["sentence"].is_string());
  // Without --game the table stays the players' table only.
  request.format = "table";
  request.filter.game.clear();
  std::ostringstream plain;
  REQUIRE(cli::run_stats(context, request, plain, err) == 0);
  CHECK(plain.str().find("CARD") == std::string::npos);
}
