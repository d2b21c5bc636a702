#include "games/unoflip/page.hpp"

namespace flipside::unoflip {
namespace {

using Tone = BigMoment::Tone;

constexpr BigMoment kBigMoments[] = {
    {"unoflip.notice.flipped", Tone::kInfo},
    {"unoflip.notice.uno", Tone::kGood},
    {"unoflip.notice.caught", Tone::kBad},
    {"unoflip.notice.guilty", Tone::kBad},
    {"unoflip.notice.innocent", Tone::kInfo},
    {"unoflip.notice.went_out", Tone::kGood},
    {"unoflip.notice.hand_won", Tone::kGood},
    {"unoflip.notice.game_won", Tone::kGood},
};

}  // namespace

std::span<const BigMoment> big_moments() { return kBigMoments; }

}  // namespace flipside::unoflip
