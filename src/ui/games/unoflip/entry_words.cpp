#include "ui/games/unoflip/entry_words.hpp"

#include <algorithm>
#include <utility>
#include <vector>

#include "games/unoflip/script_codec.hpp"
#include "ui/games/unoflip/table_parts.hpp"

namespace flipside::ui::unoflipui {
namespace {

using unoflip::Event;

// A card as said in a sentence: "the red 7" / "el 7 rojo", "the red Skip" /
// "la carta Salta roja", "the Wild" / "el Comodín"; a Transformers wild by
// its name alone ("Optimus Prime's Power").
std::string card_phrase(const Ui& ui, Face f, bool transformers) {
  if (transformers && f.kind == unoflip::kWild) return card_name(ui, f, transformers);
  if (f.is_wild()) return ui.tr.f("ui.unoflip.entry.wild", card_name(ui, f, transformers));
  if (f.is_number()) return ui.tr.f("ui.unoflip.entry.number", color_name(ui, f.color()), f.number());
  return ui.tr.f("ui.unoflip.entry.action", card_name(ui, f, transformers));
}

std::string side_words(const Ui& ui, Side s) {
  return ui.tr(s == Side::kLight ? "ui.unoflip.entry.light" : "ui.unoflip.entry.dark");
}

// "Ben 35, Cleo 10": each player but the winner with the points they held,
// in seating order (the line's map is in any order).
std::string held_list(const Ui& ui, const unoflip::Engine& e, int winner, const Event& ev, Side side) {
  std::vector<std::pair<int, int>> held = ev.points;
  if (!ev.has_points) {
    held.clear();
    for (const auto& [p, cards] : ev.remaining) {
      int points = 0;
      for (const unoflip::ParsedCard& c : cards) points += unoflip::points(c.on(side));
      held.emplace_back(p, points);
    }
  }
  std::sort(held.begin(), held.end());
  std::string out;
  for (const auto& [p, points] : held) {
    if (p == winner || p < 0 || p >= e.player_count()) continue;
    if (!out.empty()) out += ", ";
    out += ui.tr.f("ui.unoflip.entry.held", e.name(p), points);
  }
  return out;
}

// A Wild Draw Colour's count: ", 3 cards until pink showed".
std::string until(const Ui& ui, const unoflip::Engine& e, const Event& ev) {
  if (ev.count < 0) return {};
  return ui.tr.f("ui.unoflip.entry.until", ev.count, color_name(ui, std::max(e.color(), 0)));
}

}  // namespace

std::string describe_entry(const Ui& ui, const UnoFlipGame& before, const nlohmann::json& line) {
  Message error;
  const auto ev = unoflip::parse_event(line, before.header(), &error);
  if (!ev) return line.dump();
  const unoflip::Engine& e = before.engine();
  const bool tf = e.transformers();
  auto name = [&](int p) { return p >= 0 && p < e.player_count() ? e.name(p) : std::string("?"); };
  const Face card = ev->card.on(e.side());
  // The Flip's new top is read on the side the Flip turned to: the engine is
  // already on it while the top is awaited.
  switch (ev->kind) {
    case Event::Kind::kStart:
    case Event::Kind::kFlipTop: {
      const char* key = ev->kind == Event::Kind::kStart ? "ui.unoflip.entry.start" : "ui.unoflip.entry.flip_top";
      std::string out = ui.tr.f(key, card_phrase(ui, card, tf));
      if (ev->color >= 0) out += ui.tr.f("ui.unoflip.entry.named", color_name(ui, ev->color));
      return out;
    }
    case Event::Kind::kPlay: {
      std::string out = ui.tr.f("ui.unoflip.entry.play", name(ev->player), card_phrase(ui, card, tf));
      if (ev->color >= 0) out += ui.tr.f("ui.unoflip.entry.names", color_name(ui, ev->color));
      return out;
    }
    case Event::Kind::kDraw:
      return ev->count > 1 ? ui.tr.f("ui.unoflip.entry.draw_n", name(ev->player), ev->count)
                           : ui.tr.f("ui.unoflip.entry.draw", name(ev->player));
    case Event::Kind::kPass: return ui.tr.f("ui.unoflip.entry.pass", name(ev->player));
    case Event::Kind::kAccept:
      return ui.tr.f("ui.unoflip.entry.accept", name(ev->player), name(e.pending_player()),
                     card_name(ui, e.pending_card(), tf)) +
             until(ui, e, *ev);
    case Event::Kind::kChallenge:
      return ui.tr.f(ev->guilty ? "ui.unoflip.entry.challenge_guilty" : "ui.unoflip.entry.challenge_innocent",
                     name(ev->player), name(e.pending_player()), card_name(ui, e.pending_card(), tf)) +
             until(ui, e, *ev);
    case Event::Kind::kDuel: {
      std::string out = ui.tr.f("ui.unoflip.entry.duel", name(e.pending_player()), card_name(ui, e.pending_card(), tf),
                                name(ev->player), name(ev->other), color_name(ui, std::max(ev->color, 0)));
      if (ev->discards > 0) out += ui.tr.f("ui.unoflip.entry.discards", name(ev->other), ev->discards);
      return out;
    }
    case Event::Kind::kUno: return ui.tr.f("ui.unoflip.entry.uno", name(ev->player));
    case Event::Kind::kCatch: return ui.tr.f("ui.unoflip.entry.catch", name(ev->player), name(ev->other));
    case Event::Kind::kRemaining: {
      const int out_player = e.turn();  // while the cards left are awaited: who went out
      return ui.tr.f("ui.unoflip.entry.hand_end", e.round(), side_words(ui, e.side()), name(out_player),
                     held_list(ui, e, out_player, *ev, e.side()));
    }
    case Event::Kind::kHand: {
      const std::string held = held_list(ui, e, ev->other, *ev, ev->side.value_or(Side::kLight));
      if (ev->has_points) return ui.tr.f("ui.unoflip.entry.hand_points", e.round(), name(ev->other), held);
      return ui.tr.f("ui.unoflip.entry.hand_cards", e.round(), side_words(ui, ev->side.value_or(Side::kLight)),
                     name(ev->other), held);
    }
  }
  return line.dump();
}

}  // namespace flipside::ui::unoflipui
