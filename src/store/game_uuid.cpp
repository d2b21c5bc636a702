// A new game's identity (issue 24, contract header "id"): a random
// version-4 UUID in lower-case text form, 122 of its bits from the kernel's
// generator, so two devices starting games at the same second never collide.
#include "core/system_random.hpp"
#include "store/store_internal.hpp"

namespace flipside::store {

std::string new_game_uuid() {
  std::array<unsigned char, 16> bytes = random_128_bits();
  bytes[6] = static_cast<unsigned char>((bytes[6] & 0x0F) | 0x40);  // version 4
  bytes[8] = static_cast<unsigned char>((bytes[8] & 0x3F) | 0x80);  // RFC 4122 variant
  static constexpr char kHex[] = "0123456789abcdef";
  std::string out;
  for (std::size_t i = 0; i < bytes.size(); ++i) {
    if (i == 4 || i == 6 || i == 8 || i == 10) out.push_back('-');
    out.push_back(kHex[bytes[i] >> 4]);
    out.push_back(kHex[bytes[i] & 15]);
  }
  return out;
}

}  // namespace flipside::store
