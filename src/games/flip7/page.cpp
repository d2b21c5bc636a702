#include "games/flip7/page.hpp"

namespace flipside::flip7 {
namespace {

using Tone = BigMoment::Tone;

constexpr BigMoment kBigMoments[] = {
    {"flip7.notice.bust", Tone::kBad},
    {"flip7.notice.flip7", Tone::kGood, "flip7.call.flip7"},
    {"flip7.notice.frozen", Tone::kInfo},
    {"flip7.notice.flip_three", Tone::kInfo, "flip7.call.flip_three"},
    {"flip7.notice.second_chance_used", Tone::kInfo, "flip7.call.second_chance_used"},
    {"flip7.notice.round_end", Tone::kInfo},
    {"flip7.notice.tie_break", Tone::kInfo},
    {"flip7.notice.game_end", Tone::kGood},
    {"flip7.notice.game_end_no_winner", Tone::kInfo},
};

// Rule: a player on turn may stay (contract: {"stay":name}); the engine
// refuses it out of turn, so the page offers it only while it would pass.
nlohmann::json stay_line(const Game&, const std::string& player) { return {{"stay", player}}; }

constexpr PhoneAction kPhoneActions[] = {
    {.id = "stay", .label_key = "flip7.phone.stay", .always_offered = false, .line = &stay_line},
};

}  // namespace

std::span<const BigMoment> big_moments() { return kBigMoments; }
std::span<const PhoneAction> phone_actions() { return kPhoneActions; }

}  // namespace flipside::flip7
