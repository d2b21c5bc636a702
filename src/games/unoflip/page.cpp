#include "games/unoflip/page.hpp"

#include "games/unoflip/cards.hpp"

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

// The cards of one side, in the pad's order (colour × 1–9, draw, reverse,
// skip, flip; then Wild, Wild Draw), each named as the table names it (a
// Transformers wild by its name) and costing what rule 8 says.
std::vector<PadCard> hand_card_pad(const nlohmann::json& options, std::string_view side, Lang lang) {
  const Side s = side == side_key(Side::kDark) ? Side::kDark : Side::kLight;
  const bool transformers = options.is_object() && options.value("edition", "") == "transformers";
  std::vector<PadCard> pad;
  pad.reserve(kKinds);
  for (int kind = 0; kind < kKinds; ++kind) {
    const Face face{s, static_cast<std::uint8_t>(kind)};
    const std::string key = card_key(face);
    const bool named_wild = transformers && face.kind == kWild;
    const std::string words =
        unoflip::card_name(named_wild ? (s == Side::kLight ? "optimus_prime" : "megatron") : std::string_view(key), lang);
    pad.push_back({key, words, face.is_wild() ? std::string() : std::string(color_key(face.color())), points(face)});
  }
  return pad;
}

}  // namespace flipside::unoflip
