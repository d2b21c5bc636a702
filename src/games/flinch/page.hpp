// Flinch on the page on phones (issue 23; core/game_info.hpp): its big
// moments and the call every player may make from their own phone.
#pragma once

#include <span>

#include "core/game_info.hpp"

namespace flipside::flinch {

std::span<const BigMoment> big_moments();
std::span<const PhoneAction> phone_actions();

}  // namespace flipside::flinch
