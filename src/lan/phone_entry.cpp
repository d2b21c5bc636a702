#include "lan/phone_entry.hpp"

#include "core/game_info.hpp"

namespace flipside::lan {

std::optional<nlohmann::json> phone_line(const Game& game, const std::string& player, const std::string& action) {
  const GameInfo* info = find_game(game.header().game);
  if (!info) return std::nullopt;
  for (const PhoneAction& a : info->phone_actions)
    if (a.id == action && a.line) return a.line(game, player);
  return std::nullopt;
}

}  // namespace flipside::lan
