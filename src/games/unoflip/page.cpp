#include "games/unoflip/page.hpp"

#include "games/unoflip/cards.hpp"
#include "games/unoflip/game.hpp"

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

PageTable page_table(const Game& game, Lang lang) {
  PageTable table;
  const auto* uno = dynamic_cast<const UnoFlipGame*>(&game);
  if (!uno) return table;
  const Engine& e = uno->engine();
  auto t = [lang](std::string_view key) { return std::string(text(key, lang)); };
  auto side_words = [&](Side s) { return t(std::string("unoflip.side.") + std::string(side_key(s))); };
  const bool play = e.options().mode == Mode::kPlay;
  const bool transformers = e.transformers();
  if (!e.finished()) {
    table.facts.emplace_back(t("ui.unoflip.side"), side_words(e.side()));
    if (const auto top = e.top(); play && top) {
      const bool named_wild = transformers && top->kind == kWild;
      table.facts.emplace_back(t("ui.unoflip.top"), unoflip::card_name(named_wild ? (top->side == Side::kLight ? "optimus_prime" : "megatron")
                                                                         : std::string_view(card_key(*top)), lang));
    }
    if (e.color() >= 0) table.facts.emplace_back(t("ui.unoflip.color"), unoflip::card_name(color_key(e.color()), lang));
    table.facts.emplace_back(t("ui.unoflip.direction"), t(e.direction() > 0 ? "ui.unoflip.clockwise" : "ui.unoflip.counterclockwise"));
  }
  for (int p = 0; p < e.player_count(); ++p) {
    std::string line;
    if (play && !e.finished()) {
      line = render(msg("ui.unoflip.cards", e.hand_size(p)), lang);
      if (e.uno_called(p) && e.hand_size(p) <= 2) line += " \xC2\xB7 UNO";
    }
    table.seats.push_back(std::move(line));
  }
  for (const HandResult& r : e.hands()) table.rounds.push_back(r.side ? side_words(*r.side) : std::string());
  return table;
}

}  // namespace flipside::unoflip
