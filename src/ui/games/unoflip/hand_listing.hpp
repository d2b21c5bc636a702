// Whose cards a UNO Flip hand's end lists, and on which side, from the
// table's picks (picks.hpp: the score-mode winner, whether their cards are
// tapped in, the side they are read by) and ViewState::lists ("rem.<seat>"
// each seat's cards). Without ImGui: the table draws from it and the phones'
// cards left (issue 23) go through it.
#pragma once

#include "ui/games/unoflip/picks.hpp"
#include "ui/games/unoflip/table_view.hpp"
#include "ui/widgets/ui_context.hpp"

namespace flipside::ui::unoflipui {

struct Listing {
  const TableView& view;
  const Picks& picks;
  const ViewState& vs;  // its lists

  // Score mode: the hand's winner is chosen and the others' cards are tapped in.
  bool score_cards() const {
    return !view.play_mode && picks.hand_winner >= 0 && picks.score_how == Picks::kByCards;
  }
  // Whose cards are being listed: the others at a hand's end (play mode), or
  // in score mode the players but the winner.
  bool listing(int seat) const {
    if (view.play_mode) return view.phase == unoflip::Phase::kRemaining && seat != view.turn;
    return score_cards() && seat != picks.hand_winner;
  }
  // The side the listed cards are read by.
  unoflip::Side side() const {
    if (view.play_mode) return view.side;
    return picks.dark_side ? unoflip::Side::kDark : unoflip::Side::kLight;
  }
  // How many cards a listed seat holds (-1: any number, score mode).
  int wanted(int seat) const { return view.play_mode ? view.seats[seat].cards : -1; }
  // The cards listed so far, per seat (card kinds).
  std::vector<std::vector<int>> lists() const;
};

inline std::string remaining_list_key(int seat) { return "rem." + std::to_string(seat); }

inline std::vector<std::vector<int>> Listing::lists() const {
  std::vector<std::vector<int>> out(view.seats.size());
  for (std::size_t p = 0; p < view.seats.size(); ++p) {
    auto it = vs.lists.find(remaining_list_key(static_cast<int>(p)));
    if (it != vs.lists.end()) out[p] = it->second;
  }
  return out;
}

}  // namespace flipside::ui::unoflipui
