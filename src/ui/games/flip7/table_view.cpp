#include "ui/games/flip7/table_view.hpp"

#include <algorithm>

namespace flipside::ui::flip7ui {

using flip7::Card;

std::vector<Card> held_cards(const flip7::PlayerState& p) {
  std::vector<Card> cards;
  // A busted player still shows the duplicate that busted them.
  const bool busted = p.status == flip7::Status::kBusted;
  for (int v = 0; v < flip7::kNumberKinds; ++v) {
    const int copies = busted ? p.in_front[v] : (p.holds(v) ? 1 : 0);
    for (int k = 0; k < copies; ++k) cards.push_back(flip7::number_card(v));
  }
  for (int i = 0; i < 6; ++i)
    for (int k = 0; k < p.modifiers[i]; ++k) cards.push_back(flip7::card_at(flip7::index(Card::kPlus2) + i));
  if (p.second_chance) cards.push_back(Card::kSecondChance);
  return cards;
}

TableView build_table_view(const flip7::Engine& engine) {
  TableView view;
  view.guidance = engine.guidance();
  const flip7::Guidance& g = view.guidance;
  const flip7::Options& options = engine.options();
  view.round = engine.round();
  view.target = options.target;
  view.round_limit = options.round_limit;
  view.decks = options.decks;
  view.finished = engine.finished();
  view.draw_pile = engine.draw_pile_size();
  view.discard_pile = engine.discard_pile_size();
  view.reshuffle_next = engine.draw_pile_size() == 0 && engine.discard_pile_size() > 0;

  for (int i = 0; i < kPadKeys; ++i) {
    view.pad[i].card = flip7::card_at(i);
    view.pad[i].remaining = g.possible[i];
    view.pad[i].possible = g.possible[i] > 0 && view.awaiting_card();
  }

  for (int p = 0; p < engine.player_count(); ++p) {
    const flip7::PlayerState& ps = engine.player(p);
    SeatView s;
    s.seat = p;
    s.name = engine.name(p);
    s.status = ps.status;
    s.dealer = engine.dealer() == p;
    s.recipient = view.awaiting_card() && g.recipient == p;
    s.chooser = view.awaiting_target() && g.chooser == p;
    s.legal_target = view.awaiting_target() && std::find(g.targets.begin(), g.targets.end(), p) != g.targets.end();
    s.may_stay = view.awaiting_card() && g.may_stay == p;
    s.cards = held_cards(ps);
    s.second_chance = ps.second_chance;
    s.round_score = engine.round_score(p);
    s.total = ps.total;
    s.progress = options.target > 0 ? std::clamp(static_cast<float>(ps.total) / options.target, 0.0f, 1.0f) : 0.0f;
    if (ps.in_round() && !view.finished) {
      s.bust_chance = engine.bust_probability(p);
      s.expected_if_hit = engine.expected_points_if_hit(p);
      s.hit_worth_it = s.expected_if_hit > s.round_score;
    }
    view.seats.push_back(std::move(s));
  }
  return view;
}

Message guidance_message(const TableView& view) {
  const flip7::Guidance& g = view.guidance;
  if (view.finished || g.awaiting == flip7::Guidance::Awaiting::kNothing) return msg("ui.table.game_over");
  if (g.awaiting == flip7::Guidance::Awaiting::kRoundPoints) return msg("ui.table.enter_round", view.round);
  if (view.awaiting_target()) {
    Message m = msg("ui.table.choose_target", view.seats[g.chooser].name);
    m.args.push_back(flip7::card_arg(g.pending_card));
    return m;
  }
  const std::string& who = view.seats[g.recipient].name;
  switch (g.reason) {
    case flip7::Reason::kDeal: return msg("ui.table.next_deal", who);
    case flip7::Reason::kFlipThree: return msg("ui.table.next_flip_three", who, g.flip_three_card);
    case flip7::Reason::kTurn: break;
  }
  return msg(g.may_stay >= 0 ? "ui.table.next_turn_or_stay" : "ui.table.next_turn", who);
}

}  // namespace flipside::ui::flip7ui
