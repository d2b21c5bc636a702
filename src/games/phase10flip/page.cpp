#include "games/phase10flip/page.hpp"

#include "games/phase10flip/cards.hpp"
#include "games/phase10flip/game.hpp"
#include "games/phase10flip/phases.hpp"

namespace flipside::phase10flip {
namespace {

using Tone = BigMoment::Tone;

constexpr BigMoment kBigMoments[] = {
    {"phase10flip.notice.flip", Tone::kInfo},
    {"phase10flip.notice.phase", Tone::kGood, "phase10flip.call.phase"},
    {"phase10flip.notice.hand_end", Tone::kInfo},
    {"phase10flip.notice.tie_break", Tone::kInfo, "phase10flip.call.tie_break"},
    {"phase10flip.notice.game_end", Tone::kGood},
};

}  // namespace

std::span<const BigMoment> big_moments() { return kBigMoments; }

// The cards of the side in play: on the colour side each colour's 1–12 and
// its star; on the wild side 1–12 and the star. Rule 5 gives their cost.
std::vector<PadCard> hand_card_pad(const nlohmann::json& /*options*/, std::string_view side, Lang lang) {
  std::vector<PadCard> pad;
  auto add = [&](const Card& card) {
    const std::string key = card_key(card);
    pad.push_back({key, phase10flip::card_name(key, lang), card.has_colour() ? std::string(colour_key(card.colour)) : std::string(),
                   card_points(card)});
  };
  if (side == side_key(Side::kWild)) {
    for (int number = 1; number <= kMaxNumber; ++number)
      add(Card{Side::kWild, kNoColour, static_cast<std::int8_t>(number)});
    add(Card{Side::kWild, kNoColour, kStar});
    return pad;
  }
  for (int colour = 0; colour < kColours; ++colour) {
    for (int number = 1; number <= kMaxNumber; ++number)
      add(Card{Side::kColor, static_cast<std::int8_t>(colour), static_cast<std::int8_t>(number)});
    add(Card{Side::kColor, static_cast<std::int8_t>(colour), kStar});
  }
  return pad;
}

// The phase each player attempts as the tablet's rows say it ("Phase 4:
// a colour run of 3 and a set of 2"); once the game is over, the phases
// each completed. Beside each hand's line of the scoresheet, the side it
// ended on (its points were scored on it, rule 5).
PageTable page_table(const Game& game, Lang lang) {
  PageTable table;
  const auto* p10 = dynamic_cast<const Phase10FlipGame*>(&game);
  if (!p10) return table;
  const Engine& e = p10->engine();
  auto side_words = [lang](Side s) { return std::string(text(std::string("phase10flip.side.") + std::string(side_key(s)), lang)); };
  if (!e.finished()) table.facts.emplace_back(std::string(text("ui.phase10flip.side_in_play", lang)), side_words(e.side()));
  for (int p = 0; p < e.player_count(); ++p) {
    const int phase = e.phase_of(p);
    if (e.finished()) table.seats.push_back(render(phases_completed(e, p), lang));
    else if (phase > 0 && phase <= kPhaseCount) table.seats.push_back(render(msg("ui.phase10flip.phase", phase, phase_arg(phase)), lang));
    else table.seats.emplace_back();
  }
  for (std::size_t hand = 0; hand < e.hands_scored(); ++hand) table.rounds.push_back(side_words(e.hand_side(hand)));
  return table;
}

}  // namespace flipside::phase10flip
