#include "core/system_random.hpp"

#include <unistd.h>

#include <stdexcept>

namespace flipside {

std::array<unsigned char, 16> random_128_bits() {
  // getentropy: the kernel's random bytes on Linux, the browser's
  // crypto.getRandomValues under emscripten (at most 256 bytes a call).
  std::array<unsigned char, 16> bytes{};
  if (getentropy(bytes.data(), bytes.size()) != 0) throw std::runtime_error("getentropy failed");
  return bytes;
}

}  // namespace flipside
