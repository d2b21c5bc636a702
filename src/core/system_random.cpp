#include "core/system_random.hpp"

#include <sys/random.h>

#include <stdexcept>

namespace flipside {

std::array<unsigned char, 16> random_128_bits() {
  std::array<unsigned char, 16> bytes{};
  std::size_t got = 0;
  while (got < bytes.size()) {
    const ssize_t n = getrandom(bytes.data() + got, bytes.size() - got, 0);
    if (n < 0) throw std::runtime_error("getrandom failed");
    got += static_cast<std::size_t>(n);
  }
  return bytes;
}

}  // namespace flipside
