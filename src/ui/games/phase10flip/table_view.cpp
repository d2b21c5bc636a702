#include "ui/games/phase10flip/table_view.hpp"

#include "games/phase10flip/game.hpp"
#include "games/phase10flip/grouping.hpp"

namespace flipside::ui::p10ui {

using namespace phase10flip;

TableView build_table_view(const Engine& engine) {
  TableView view;
  view.side = engine.side();
  view.hand = engine.round();
  view.phases = engine.options().phases;
  view.ten_hands = engine.options().ten_hands;
  view.tie_break = engine.tie_break();
  view.finished = engine.finished();
  view.anyone_laid_down = engine.anyone_laid_down();
  for (int p = 0; p < engine.player_count(); ++p) {
    const PlayerState& s = engine.player(p);
    PlayerView pv;
    pv.seat = p;
    pv.name = engine.name(p);
    pv.dealer = engine.dealer() == p;
    pv.in_hand = s.in_hand;
    pv.phase = engine.phase_of(p);
    // Once the game is over (RULINGS Phase 10 Flip 8) the row says what the
    // winner screen and History say: the phases completed.
    if (view.finished) pv.needs = phases_completed(engine, p);
    else if (pv.phase > 0) pv.needs = msg("ui.phase10flip.phase", pv.phase, phase_arg(pv.phase));
    pv.laid_down = s.laid_down;
    pv.completed = s.completed;
    pv.total = s.total;
    pv.cards_held = s.in_hand ? engine.cards_in_hand(p) : 0;
    for (std::size_t g = 0; g < s.groups.size(); ++g) {
      const LaidGroup& laid = s.groups[g];
      GroupView gv;
      gv.number = static_cast<int>(g) + 1;
      gv.kind = laid.kind;
      gv.cards = laid.cards;
      if (laid.kind == GroupKind::kRun) gv.colour = run_colour(laid.cards);
      else gv.set_number = set_number(laid.cards);
      pv.groups.push_back(std::move(gv));
    }
    view.players.push_back(std::move(pv));
  }
  return view;
}

std::vector<PadKey> pad_keys(Side side, int colour) {
  std::vector<PadKey> keys;
  for (int n = 1; n <= kMaxNumber + 1; ++n) {
    Card c;
    c.side = side;
    c.colour = static_cast<std::int8_t>(side == Side::kColor ? colour : kNoColour);
    c.number = static_cast<std::int8_t>(n <= kMaxNumber ? n : kStar);
    keys.push_back({c, card_key(c)});
  }
  return keys;
}

int default_player(const Engine& engine) {
  const int n = engine.player_count();
  for (int i = 1; i <= n; ++i) {
    const int p = (engine.dealer() + i) % n;
    if (engine.player(p).in_hand) return p;
  }
  return 0;
}

}  // namespace flipside::ui::p10ui
