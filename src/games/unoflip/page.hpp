// The page on phones (issue 23; core/game_info.hpp): the big moments of
// this game that the page shows as banners, and the cards a phone offers
// for its player's cards left at a hand's end.
#pragma once

#include <span>
#include <string_view>
#include <vector>

#include "core/game_info.hpp"

namespace flipside::unoflip {

std::span<const BigMoment> big_moments();
std::vector<PadCard> hand_card_pad(const nlohmann::json& options, std::string_view side, Lang lang);
// The side in play, the top card, the colour to match, the direction; each
// player's cards (play mode); the side each hand ended on.
PageTable page_table(const Game& game, Lang lang);

}  // namespace flipside::unoflip
