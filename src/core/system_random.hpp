// Randomness from the kernel (getrandom), for what is made outside the
// engines and must never repeat or be guessed: a game's identity (the
// store), the page's tokens (lan/). The engines never use it: they are
// deterministic (no clock, no RNG).
#pragma once

#include <array>

namespace flipside {

// 128 random bits; throws std::runtime_error only if the kernel cannot give
// them (before its pool is ready at boot).
std::array<unsigned char, 16> random_128_bits();

}  // namespace flipside
