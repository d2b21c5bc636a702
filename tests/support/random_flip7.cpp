#include "support/random_flip7.hpp"

#include <algorithm>
#include <random>
#include <stdexcept>

#include "core/i18n/lang.hpp"
#include "games/flip7/game.hpp"
#include "games/flip7/script_codec.hpp"

namespace flipside::testkit {

using namespace flipside::flip7;

ScriptedGame play_random_flip7(const RandomFlip7& how) {
  std::mt19937 rng(how.seed);
  auto pick = [&](int n) { return std::uniform_int_distribution<int>(0, n - 1)(rng); };
  auto chance = [&](double p) { return std::uniform_real_distribution<double>(0, 1)(rng) < p; };

  ScriptedGame out;
  out.header.game = "flip7";
  const char* kNames[] = {"Ana", "Ben", "Cy", "Dee", "Eva", "Fer", "Gil", "Hugo", "Ines", "Juan", "Kai", "Luz"};
  for (int p = 0; p < how.players; ++p)
    out.header.players.push_back(p < 12 ? kNames[p] : "Player " + std::to_string(p + 1));
  out.header.dealer = out.header.players[pick(how.players)];
  out.header.options = {{"target", how.target}, {"decks", how.decks}};
  if (how.round_limit > 0) out.header.options["round_limit"] = how.round_limit;

  Message error;
  auto options = parse_options(out.header.options, &error);
  if (!options) throw std::runtime_error(render(error));
  Flip7Game game(out.header, *options);

  std::vector<Card> draw, discard, round;
  for (int c = 0; c < kCardKinds; ++c)
    for (int k = 0; k < copies_per_deck(card_at(c)) * how.decks; ++k) draw.push_back(card_at(c));
  std::shuffle(draw.begin(), draw.end(), rng);

  while (!game.finished() && (how.max_lines <= 0 || static_cast<int>(out.lines.size()) < how.max_lines)) {
    const Engine& e = game.engine();
    const Guidance g = e.guidance();
    const int round_before = e.round();
    nlohmann::json line;
    if (g.awaiting == Guidance::Awaiting::kTarget) {
      line = {{"target", e.name(g.targets[pick(static_cast<int>(g.targets.size()))])}};
    } else if (g.may_stay >= 0 && chance(how.stay_chance)) {
      line = {{"stay", e.name(g.may_stay)}};
    } else {
      if (draw.empty()) {  // rule 8: the finished rounds' discards are reshuffled
        draw.swap(discard);
        std::shuffle(draw.begin(), draw.end(), rng);
      }
      Card c = draw.back();
      draw.pop_back();
      round.push_back(c);
      line = {{"card", card_key(c)}};
    }
    Verdict v = game.apply(line);
    if (!v.accepted) throw std::runtime_error("random play refused: " + render(v.rejection));
    out.lines.push_back(std::move(line));
    if (e.round() != round_before || e.finished()) {
      discard.insert(discard.end(), round.begin(), round.end());
      round.clear();
    }
  }
  return out;
}

std::string to_script(const ScriptedGame& game) {
  std::string s = game.header.to_json().dump() + "\n";
  for (const auto& line : game.lines) s += line.dump() + "\n";
  return s;
}

}  // namespace flipside::testkit
