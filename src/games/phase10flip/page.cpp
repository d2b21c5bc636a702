#include "games/phase10flip/page.hpp"

namespace flipside::phase10flip {
namespace {

using Tone = BigMoment::Tone;

constexpr BigMoment kBigMoments[] = {
    {"phase10flip.notice.flip", Tone::kInfo},
    {"phase10flip.notice.phase", Tone::kGood},
    {"phase10flip.notice.hand_end", Tone::kInfo},
    {"phase10flip.notice.tie_break", Tone::kInfo},
    {"phase10flip.notice.game_end", Tone::kGood},
};

}  // namespace

std::span<const BigMoment> big_moments() { return kBigMoments; }

}  // namespace flipside::phase10flip
