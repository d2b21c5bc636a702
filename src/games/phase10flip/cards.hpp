// Phase 10 Flip cards (RULINGS.md, "Phase 10 Flip", intro): every card has a
// colour side and a wild side, and only the side in play counts.
//   colour side: a number card is a number (1–12) and a colour (red, blue,
//                green, yellow); a star is any number of its printed colour.
//                Script keys "red 7", "blue star".
//   wild side:   a number card is that number in any colour; a star is any
//                number in any colour. Script keys "7", "star".
// A card keeps the side it was read on once it lies on the table (rule 4:
// laid-down phases keep their side), so a group may mix both sides (rule 3).
// The rulebook does not give which colour-side face backs which wild-side
// face, nor how many of each there are, so the engine counts no copies.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <new>
#include <span>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/i18n/lang.hpp"
#include "core/message.hpp"

namespace flipside::phase10flip {

inline constexpr std::string_view kGameId = "phase10flip";

enum class Side : std::uint8_t { kColor, kWild };

inline constexpr int kColours = 4;      // red, blue, green, yellow
inline constexpr int kNoColour = -1;    // a wild-side card: any colour
inline constexpr int kStar = 0;         // Card::number of a star
inline constexpr int kMaxNumber = 12;

struct Card {
  Side side = Side::kColor;
  std::int8_t colour = kNoColour;  // 0..3 on the colour side, kNoColour on the wild side
  std::int8_t number = kStar;      // 1..12, or kStar

  bool is_star() const { return number == kStar; }
  bool has_colour() const { return colour != kNoColour; }
  friend bool operator==(const Card&, const Card&) = default;
};

// "red", "blue", "green", "yellow" (the script's words) and "color"/"wild".
std::string_view colour_key(int colour);
std::string_view side_key(Side side);

// The script key of a card: "red 7", "blue star", "7", "star".
std::string card_key(const Card& c);
// Reads a script key, on either side (nullopt: not a Phase 10 Flip card).
std::optional<Card> parse_card(std::string_view key);
// Rule 5: what a card left in hand costs, read on the side in play.
namespace card_points_table {
// Every byte a Card's number may hold (as unsigned), read as rule 5 reads it:
// a table, so that the cards left in hand (in no order a branch could
// guess) cost a load each.
constexpr int points_of(int number) {
  if (number == kStar) return 20;
  return number <= 9 ? 5 : 10;
}
inline constexpr auto kPoints = [] {
  std::array<std::uint8_t, 256> t{};
  for (int b = 0; b < 256; ++b) t[b] = static_cast<std::uint8_t>(points_of(static_cast<std::int8_t>(b)));
  return t;
}();
}  // namespace card_points_table

inline int card_points(const Card& c) { return card_points_table::kPoints[static_cast<std::uint8_t>(c.number)]; }
// Rule 5: what the cards left in hand cost (1–9: 5, 10–12: 10, star: 20),
// by their script keys; a key that is no card costs nothing.
int remaining_points(const std::vector<std::string>& cards);

// One message as an argument, moved in: a braced list would copy it, and
// everything nested in it, once more per level (cards_arg nests per card).
inline Arg nested_arg(Message m) {
  std::vector<Message> one;
  one.push_back(std::move(m));
  return Arg::list_arg(std::move(one));
}

// msg() with room for the arguments made at once: the engine builds notices
// for every accepted line, and each growth of a list is an allocation.
template <typename... Args>
Message notice_msg(std::string key, Args&&... args) {
  Message m;
  m.key = std::move(key);
  m.args.reserve(sizeof...(Args) + 1);  // + 1: a few get one more afterwards
  append_args(m.args, std::forward<Args>(args)...);
  return m;
}

// Room for `count` cards, left unwritten: on the stack for any real group
// (up to kLocal cards), on the heap beyond. A default Card is three stores,
// and the stack buffers the engine filled with them on every phase and hit
// were a tenth of its instructions (callgrind).
class CardScratch {
 public:
  explicit CardScratch(std::size_t count) : count_(count) {
    if (count > kLocal) heap_.resize(count);
  }
  CardScratch(const CardScratch&) = delete;
  CardScratch& operator=(const CardScratch&) = delete;

  Card* data() { return heap_.empty() ? std::launder(reinterpret_cast<Card*>(local_)) : heap_.data(); }
  std::span<Card> cards() { return {data(), count_}; }

 private:
  static constexpr std::size_t kLocal = 32;
  std::size_t count_;
  alignas(Card) unsigned char local_[kLocal * sizeof(Card)];  // Cards are implicit-lifetime: written before read
  std::vector<Card> heap_;
};

// card_key, appended to `out` (no string made on the way).
void append_card_key(std::string& out, const Card& c);

// A card as a message argument ("phase10flip.red 7"), named by card_name
// (what Arg::card_arg makes, built in one string: every notice names cards).
inline Arg card_arg(const Card& c) {
  Arg a;
  a.kind = Arg::Kind::kCard;
  a.text.reserve(kGameId.size() + 12);
  a.text.append(kGameId);
  a.text.push_back('.');
  append_card_key(a.text, c);
  return a;
}
// The registry's card_name: "red 7" → "red 7" / "7 rojo", "star" → "star" /
// "estrella".
std::string card_name(std::string_view key, Lang lang);

}  // namespace flipside::phase10flip
