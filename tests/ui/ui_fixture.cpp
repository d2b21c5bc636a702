// Makes databases for the end-to-end test, the screenshots and the
// benchmark, through the real store:
//   ui_fixture DB mid_round|big|target|round_end|game_end|finished [SEED]
//   ui_fixture DB many N       (N finished games, then one unfinished)
//   ui_fixture DB rigged_deck N (N finished Flip 7 games where a 12 is slipped
//                              in for one card in three whenever one is left:
//                              the deck check's "suspicious" verdict)
//   ui_fixture DB clumped_deck N (N finished Flip 7 games where, half the
//                              time, the next card is of the kind just
//                              flipped while one is left: a poorly shuffled
//                              deck, the shuffle check's "poor" verdict)
// For round_end/game_end it prints the xdotool key that makes the table's
// next entry end the round/game.
#include <cstdio>
#include <cstdlib>
#include <string>

#include "games/flip7/game.hpp"
#include "store/store.hpp"
#include "support/fixtures.hpp"
#include "ui/games/flip7/keys.hpp"

using namespace flipside;
using namespace flipside::ui::test;

namespace {

std::string xdotool_key(const nlohmann::json& line, const ScriptHeader& h) {
  if (line.contains("stay")) return "s";
  if (line.contains("target")) return std::to_string(h.seat_of(line["target"].get<std::string>()) + 1);
  const auto card = flip7::parse_card(line["card"].get<std::string>());
  const auto chord = flipside::ui::flip7ui::chord_for_card(*card);
  std::string key(1, static_cast<char>(chord.key));
  return chord.shift ? "shift+" + key : key;
}

bool store_game(store::Store& s, const ScriptHeader& h, const std::vector<nlohmann::json>& lines) {
  auto created = s.create_game(h);
  if (!created.ok()) {
    std::fprintf(stderr, "ui_fixture: %s\n", render(created.error()).c_str());
    return false;
  }
  auto game = std::move(created).value();
  for (const auto& l : lines) {
    Verdict v = game->apply(l);
    if (!v.accepted) {
      std::fprintf(stderr, "ui_fixture: rejected %s: %s\n", l.dump().c_str(), render(v.rejection).c_str());
      return false;
    }
  }
  return true;
}

}  // namespace

int main(int argc, char** argv) {
  if (argc < 3) {
    std::fprintf(stderr, "usage: ui_fixture DB mid_round|target|round_end|game_end|finished|many [N|SEED]\n");
    return 2;
  }
  const std::string what = argv[2];
  const unsigned seed = argc > 3 ? static_cast<unsigned>(std::atoi(argv[3])) : 7;
  auto opened = store::Store::open(argv[1]);
  if (!opened.ok()) {
    std::fprintf(stderr, "ui_fixture: %s\n", render(opened.error()).c_str());
    return 1;
  }
  store::Store& s = *opened->store;
  const ScriptHeader table = four_players();
  if (what == "mid_round") {
    // Prints two keys: a card that cannot come now, and one that busts the
    // player on turn (for the rejection and BUST screenshots).
    const auto lines = lines_until(table, Moment::kMidRound, seed);
    if (!store_game(s, table, lines)) return 1;
    Message error;
    auto game = flip7::make_flip7(table, &error);
    for (const auto& l : lines) game->apply(l);
    const auto& e = static_cast<flip7::Flip7Game&>(*game).engine();
    const auto g = e.guidance();
    std::string impossible = "none", bust = "none";
    for (int i = 0; i < flip7::kCardKinds; ++i) {
      const nlohmann::json line = {{"card", std::string(flip7::card_key(flip7::card_at(i)))}};
      if (g.possible[i] == 0 && impossible == "none") impossible = xdotool_key(line, table);
      if (g.possible[i] > 0 && flip7::is_number(flip7::card_at(i)) && e.player(g.recipient).holds(i) &&
          !e.player(g.recipient).second_chance && bust == "none")
        bust = xdotool_key(line, table);
    }
    // Then: who stays now, and a number the next player can take safely.
    const std::string stayer = g.may_stay >= 0 ? table.players[g.may_stay] : "none";
    std::string safe = "none";
    if (g.may_stay >= 0 && game->apply({{"stay", stayer}}).accepted) {
      const auto after = e.guidance();
      for (int v = 0; v < flip7::kNumberKinds && after.recipient >= 0; ++v)
        if (after.possible[v] > 0 && !e.player(after.recipient).holds(v)) {
          safe = xdotool_key({{"card", std::to_string(v)}}, table);
          break;
        }
    }
    std::printf("%s %s %s %s\n", impossible.c_str(), bust.c_str(), stayer.c_str(), safe.c_str());
    return 0;
  }
  if (what == "big") {  // the busiest table: twelve players in the middle of a round
    std::vector<std::string> names;
    for (int i = 1; i <= 12; ++i) names.push_back("Player " + std::to_string(i));
    const ScriptHeader h = flip7_header(names);
    return store_game(s, h, lines_until(h, Moment::kMidRound, seed)) ? 0 : 1;
  }
  if (what == "target") return store_game(s, table, lines_until(table, Moment::kTarget, seed)) ? 0 : 1;
  if (what == "round_end") {
    auto lines = lines_until(table, Moment::kLastStay, seed);
    if (!store_game(s, table, lines)) return 1;
    std::printf("s\n");
    return 0;
  }
  if (what == "finished" || what == "game_end") {
    const ScriptHeader h = four_players(what == "finished" ? 200 : 120);
    auto lines = lines_until(h, Moment::kFinished, seed);
    const nlohmann::json last = lines.back();
    if (what == "game_end") lines.pop_back();
    if (!store_game(s, h, lines)) return 1;
    if (what == "game_end") std::printf("%s\n", xdotool_key(last, h).c_str());
    return 0;
  }
  if (what == "many") {
    const int n = argc > 3 ? std::atoi(argv[3]) : 10000;
    const ScriptHeader h = four_players();
    const auto finished = lines_until(h, Moment::kFinished, 11);
    for (int i = 0; i < n; ++i)
      if (!store_game(s, h, finished)) return 1;
    return store_game(s, table, lines_until(table, Moment::kMidRound, seed)) ? 0 : 1;
  }
  if (what == "rigged_deck") {
    const int n = argc > 3 ? std::atoi(argv[3]) : 40;
    int twelve = 0;
    while (flip7::card_key(flip7::card_at(twelve)) != "12") ++twelve;
    for (int i = 0; i < n; ++i) {
      const ScriptHeader h = four_players();
      auto created = s.create_game(h);
      if (!created.ok()) return 1;
      auto game = std::move(created).value();
      std::mt19937 rng(static_cast<unsigned>(i) + 1);
      while (auto line = next_line(game->game(), rng)) {
        const auto& e = static_cast<const flip7::Flip7Game&>(game->game()).engine();
        if (line->contains("card") && rng() % 3 == 0 && e.guidance().possible[twelve] > 0) *line = {{"card", "12"}};
        if (!game->apply(*line).accepted) return 1;
      }
    }
    return 0;
  }
  if (what == "clumped_deck") {
    const int n = argc > 3 ? std::atoi(argv[3]) : 40;
    for (int i = 0; i < n; ++i) {
      const ScriptHeader h = four_players();
      auto created = s.create_game(h);
      if (!created.ok()) return 1;
      auto game = std::move(created).value();
      std::mt19937 rng(static_cast<unsigned>(i) + 1);
      std::string last;
      while (auto line = next_line(game->game(), rng)) {
        const auto& e = static_cast<const flip7::Flip7Game&>(game->game()).engine();
        if (line->contains("card") && !last.empty() && rng() % 2 == 0) {
          const auto kind = flip7::parse_card(last);
          if (kind && e.guidance().possible[flip7::index(*kind)] > 0) *line = {{"card", last}};
        }
        if (!game->apply(*line).accepted) return 1;
        if (line->contains("card")) last = (*line)["card"].get<std::string>();
      }
    }
    return 0;
  }
  std::fprintf(stderr, "ui_fixture: unknown scenario %s\n", what.c_str());
  return 2;
}
