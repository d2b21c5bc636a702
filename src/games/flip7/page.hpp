// Flip 7 on the page on phones (issue 23; core/game_info.hpp): its big
// moments and the Stay a player may tap on their own phone on their turn.
#pragma once

#include <span>

#include "core/game_info.hpp"

namespace flipside::flip7 {

std::span<const BigMoment> big_moments();
std::span<const PhoneAction> phone_actions();

}  // namespace flipside::flip7
