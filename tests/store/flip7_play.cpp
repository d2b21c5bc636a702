#include "flip7_play.hpp"

#include <stdexcept>

#include "games/flip7/game.hpp"

namespace flipside::store_test {

ScriptHeader flip7_header(std::vector<std::string> players, int target) {
  ScriptHeader h;
  h.game = "flip7";
  h.dealer = players.front();
  h.players = std::move(players);
  if (target != 200) h.options = {{"target", target}};
  return h;
}

std::optional<nlohmann::json> next_line(const Game& game, std::mt19937& rng) {
  const auto& flip7 = dynamic_cast<const flip7::Flip7Game&>(game);
  const flip7::Engine& engine = flip7.engine();
  flip7::Guidance g = engine.guidance();
  switch (g.awaiting) {
    case flip7::Guidance::Awaiting::kNothing: return std::nullopt;
    case flip7::Guidance::Awaiting::kTarget: {
      std::uniform_int_distribution<std::size_t> pick(0, g.targets.size() - 1);
      return nlohmann::json{{"target", engine.name(g.targets[pick(rng)])}};
    }
    case flip7::Guidance::Awaiting::kCard: break;
  }
  if (g.may_stay >= 0) {
    // Stay more readily the more numbers are showing, as people do.
    int held = engine.player(g.may_stay).number_count();
    if (std::uniform_int_distribution<int>(0, 5)(rng) < held) return nlohmann::json{{"stay", engine.name(g.may_stay)}};
  }
  std::discrete_distribution<int> card(g.possible.begin(), g.possible.end());
  return nlohmann::json{{"card", std::string(flip7::card_key(flip7::card_at(card(rng))))}};
}

std::vector<nlohmann::json> play_to_end(const ScriptHeader& header, unsigned seed) {
  Message error;
  auto game = make_game(header, &error);
  if (!game) throw std::runtime_error("bad header");
  std::mt19937 rng(seed);
  std::vector<nlohmann::json> lines;
  while (auto line = next_line(*game, rng)) {
    if (!game->apply(*line).accepted) throw std::runtime_error("the engine refused a generated line: " + line->dump());
    lines.push_back(std::move(*line));
  }
  return lines;
}

}  // namespace flipside::store_test
