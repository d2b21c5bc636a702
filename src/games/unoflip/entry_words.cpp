#include "games/unoflip/entry_words.hpp"

#include <algorithm>
#include <utility>
#include <vector>

#include "games/unoflip/cards.hpp"
#include "games/unoflip/game.hpp"
#include "games/unoflip/script_codec.hpp"

namespace flipside::unoflip {
namespace {

// The sentences' wording, with the edition (a Transformers wild has its
// own name) and a colour named as a card is.
struct Words : Wording {
  bool transformers = false;

  std::string color(int c) const { return Wording::card(color_arg(c).text); }
  std::string card(Face face) const { return Wording::card(card_arg(face, transformers).text); }
};

// A card as said in a sentence: "the red 7" / "el 7 rojo", "the red Skip" /
// "la carta Salta roja", "the Wild" / "el Comodín"; a Transformers wild by
// its name alone ("Optimus Prime's Power").
std::string card_phrase(const Words& w, Face f) {
  if (w.transformers && f.kind == kWild) return w.card(f);
  if (f.is_wild()) return w.f("ui.unoflip.entry.wild", w.card(f));
  if (f.is_number()) return w.f("ui.unoflip.entry.number", w.color(f.color()), f.number());
  return w.f("ui.unoflip.entry.action", w.card(f));
}

std::string side_words(const Words& w, Side s) {
  return w(s == Side::kLight ? "ui.unoflip.entry.light" : "ui.unoflip.entry.dark");
}

// "Ben 35, Cleo 10": each player but the winner with the points they held,
// in seating order (the line's map is in any order).
std::string held_list(const Words& w, const Engine& e, int winner, const Event& ev, Side side) {
  std::vector<std::pair<int, int>> held = ev.points;
  if (!ev.has_points) {
    held.clear();
    for (const auto& [p, cards] : ev.remaining) {
      int points = 0;
      for (const ParsedCard& c : cards) points += unoflip::points(c.on(side));
      held.emplace_back(p, points);
    }
  }
  std::sort(held.begin(), held.end());
  std::string out;
  for (const auto& [p, points] : held) {
    if (p == winner || p < 0 || p >= e.player_count()) continue;
    if (!out.empty()) out += ", ";
    out += w.f("ui.unoflip.entry.held", e.name(p), points);
  }
  return out;
}

// A Wild Draw Colour's count: ", 3 cards until pink showed".
std::string until(const Words& w, const Engine& e, const Event& ev) {
  if (ev.count < 0) return {};
  return w.f("ui.unoflip.entry.until", ev.count, w.color(std::max(e.color(), 0)));
}

}  // namespace

std::string describe_line(const Game& before, const nlohmann::json& line, Lang lang, const CardLabel& label) {
  const auto* game = dynamic_cast<const UnoFlipGame*>(&before);
  if (!game) return line.dump();
  Message error;
  const auto ev = parse_event(line, game->header(), &error);
  if (!ev) return line.dump();
  const Engine& e = game->engine();
  const Words w{{lang, label}, e.transformers()};
  auto name = [&](int p) { return p >= 0 && p < e.player_count() ? e.name(p) : std::string("?"); };
  const Face card = ev->card.on(e.side());
  // The Flip's new top is read on the side the Flip turned to: the engine is
  // already on it while the top is awaited.
  switch (ev->kind) {
    case Event::Kind::kStart:
    case Event::Kind::kFlipTop: {
      const char* key = ev->kind == Event::Kind::kStart ? "ui.unoflip.entry.start" : "ui.unoflip.entry.flip_top";
      std::string out = w.f(key, card_phrase(w, card));
      if (ev->color >= 0) out += w.f("ui.unoflip.entry.named", w.color(ev->color));
      return out;
    }
    case Event::Kind::kPlay: {
      std::string out = w.f("ui.unoflip.entry.play", name(ev->player), card_phrase(w, card));
      if (ev->color >= 0) out += w.f("ui.unoflip.entry.names", w.color(ev->color));
      return out;
    }
    case Event::Kind::kDraw:
      return ev->count > 1 ? w.f("ui.unoflip.entry.draw_n", name(ev->player), ev->count)
                           : w.f("ui.unoflip.entry.draw", name(ev->player));
    case Event::Kind::kPass: return w.f("ui.unoflip.entry.pass", name(ev->player));
    case Event::Kind::kAccept:
      return w.f("ui.unoflip.entry.accept", name(ev->player), name(e.pending_player()), w.card(e.pending_card())) +
             until(w, e, *ev);
    case Event::Kind::kChallenge:
      return w.f(ev->guilty ? "ui.unoflip.entry.challenge_guilty" : "ui.unoflip.entry.challenge_innocent",
                 name(ev->player), name(e.pending_player()), w.card(e.pending_card())) +
             until(w, e, *ev);
    case Event::Kind::kDuel: {
      std::string out = w.f("ui.unoflip.entry.duel", name(e.pending_player()), w.card(e.pending_card()),
                            name(ev->player), name(ev->other), w.color(std::max(ev->color, 0)));
      if (ev->discards > 0) out += w.f("ui.unoflip.entry.discards", name(ev->other), ev->discards);
      return out;
    }
    case Event::Kind::kUno: return w.f("ui.unoflip.entry.uno", name(ev->player));
    case Event::Kind::kCatch: return w.f("ui.unoflip.entry.catch", name(ev->player), name(ev->other));
    case Event::Kind::kRemaining: {
      const int out_player = e.turn();  // while the cards left are awaited: who went out
      return w.f("ui.unoflip.entry.hand_end", e.round(), side_words(w, e.side()), name(out_player),
                 held_list(w, e, out_player, *ev, e.side()));
    }
    case Event::Kind::kHand: {
      const std::string held = held_list(w, e, ev->other, *ev, ev->side.value_or(Side::kLight));
      if (ev->has_points) return w.f("ui.unoflip.entry.hand_points", e.round(), name(ev->other), held);
      return w.f("ui.unoflip.entry.hand_cards", e.round(), side_words(w, ev->side.value_or(Side::kLight)),
                 name(ev->other), held);
    }
  }
  return line.dump();
}

}  // namespace flipside::unoflip
