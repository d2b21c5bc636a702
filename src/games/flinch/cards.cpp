#include "games/flinch/cards.hpp"

namespace flipside::flinch {

std::string_view variant_key(Variant v) {
  switch (v) {
    case Variant::kStandard: return "standard";
    case Variant::kFrom15: return "from15";
    case Variant::kFrom8: return "from8";
  }
  return "standard";
}

std::optional<Variant> parse_variant(std::string_view key) {
  for (Variant v : {Variant::kStandard, Variant::kFrom15, Variant::kFrom8})
    if (variant_key(v) == key) return v;
  return std::nullopt;
}

}  // namespace flipside::flinch
