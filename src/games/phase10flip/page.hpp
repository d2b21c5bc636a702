// The page on phones (issue 23; core/game_info.hpp): the big moments of
// this game that the page shows as banners.
#pragma once

#include <span>

#include "core/game_info.hpp"

namespace flipside::phase10flip {

std::span<const BigMoment> big_moments();

}  // namespace flipside::phase10flip
