#include "games/flip7/random_table.hpp"

#include <stdexcept>

#include "core/i18n/lang.hpp"
#include "games/flip7/game.hpp"

namespace flipside::sim {

ScriptHeader flip7_header(std::vector<std::string> players, int target, int round_limit) {
  ScriptHeader h;
  h.game = "flip7";
  h.players = std::move(players);
  h.dealer = h.players.front();
  if (target != flip7::kDefaultTarget) h.options["target"] = target;
  if (round_limit > 0) h.options["round_limit"] = round_limit;
  return h;
}

std::optional<nlohmann::json> next_line(const flip7::Engine& engine, const ScriptHeader& header, std::mt19937& rng,
                                        int stay_at) {
  const flip7::Guidance g = engine.guidance();
  switch (g.awaiting) {
    case flip7::Guidance::Awaiting::kNothing:
    case flip7::Guidance::Awaiting::kRoundPoints:  // score mode: no cards to play (this makes card games only)
      return std::nullopt;
    case flip7::Guidance::Awaiting::kTarget: {
      std::uniform_int_distribution<std::size_t> pick(0, g.targets.size() - 1);
      return nlohmann::json{{"target", header.players[g.targets[pick(rng)]]}};
    }
    case flip7::Guidance::Awaiting::kCard: break;
  }
  std::uniform_int_distribution<int> percent(0, 99);
  if (g.may_stay >= 0 && (engine.round_score(g.may_stay) >= stay_at || percent(rng) < 5))
    return nlohmann::json{{"stay", header.players[g.may_stay]}};
  int total = 0;
  for (int c : g.possible) total += c;
  if (total == 0) {
    if (g.may_stay >= 0) return nlohmann::json{{"stay", header.players[g.may_stay]}};
    return std::nullopt;
  }
  std::uniform_int_distribution<int> draw(0, total - 1);
  int k = draw(rng);
  for (int i = 0; i < flip7::kCardKinds; ++i) {
    if (k < g.possible[i]) return nlohmann::json{{"card", std::string(flip7::card_key(flip7::card_at(i)))}};
    k -= g.possible[i];
  }
  return std::nullopt;
}

std::optional<nlohmann::json> next_line(const Game& game, std::mt19937& rng, int stay_at) {
  const auto& flip7 = dynamic_cast<const flip7::Flip7Game&>(game);
  return next_line(flip7.engine(), game.header(), rng, stay_at);
}

std::vector<nlohmann::json> play(const ScriptHeader& header, unsigned seed, const StopWhen& stop, int stay_at) {
  Message error;
  auto game = flip7::make_flip7(header, &error);
  if (!game) throw std::runtime_error("bad header: " + render(error));
  auto& f7 = static_cast<flip7::Flip7Game&>(*game);
  std::mt19937 rng(seed);
  std::vector<nlohmann::json> lines;
  while (auto line = next_line(f7.engine(), header, rng, stay_at)) {
    if (stop && stop(f7.engine(), *line)) break;
    Verdict v = f7.apply(*line);
    if (!v.accepted) throw std::runtime_error("the engine refused a generated line: " + render(v.rejection));
    lines.push_back(std::move(*line));
  }
  return lines;
}

std::string to_script(const ScriptHeader& header, const std::vector<nlohmann::json>& lines) {
  std::string s = header.to_json().dump() + "\n";
  for (const auto& line : lines) s += line.dump() + "\n";
  return s;
}

}  // namespace flipside::sim
