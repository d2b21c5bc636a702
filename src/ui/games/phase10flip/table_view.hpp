// What the Phase 10 Flip table shows, computed from the engine without
// ImGui: the side in play, a row per player (their phase and what it needs,
// the groups they laid down this hand, their points) and the card pad's
// keys for the side in play. Screens draw it; tests check it.
#pragma once

#include <string>
#include <vector>

#include "core/message.hpp"
#include "games/phase10flip/engine.hpp"

namespace flipside::ui::p10ui {

struct GroupView {
  int number = 1;  // k, counted from 1, as a hit line names it
  phase10flip::GroupKind kind = phase10flip::GroupKind::kSet;
  int colour = phase10flip::kNoColour;  // a run's colour (kNoColour: none yet)
  int set_number = 0;                   // a set's number (0: only stars)
  std::vector<phase10flip::Card> cards;
};

struct PlayerView {
  int seat = 0;
  std::string name;
  bool dealer = false;
  bool in_hand = true;    // false: sits out a tie-break hand
  int phase = 0;          // the phase attempted now (0: sits out); phases + 1 past the last
  Message needs;          // the phase and what it needs, in words ("Phase 3: a colour run of 2, a set of 3");
                          // once the game is over, the phases completed ("all 10 phases completed")
  bool laid_down = false; // this hand
  int completed = 0;      // phases completed
  int total = 0;          // points, fewer is better
  int cards_held = 0;
  std::vector<GroupView> groups;
};

struct PadKey {
  phase10flip::Card card;
  std::string key;  // the script's card key
};

struct TableView {
  phase10flip::Side side = phase10flip::Side::kColor;
  int hand = 1;
  int phases = phase10flip::kPhaseCount;
  bool ten_hands = false;
  bool tie_break = false;
  bool finished = false;
  bool anyone_laid_down = false;
  std::vector<PlayerView> players;
};

TableView build_table_view(const phase10flip::Engine& engine);

// The pad's keys for the side in play: 1–12 and a star, in `colour` on the
// colour side (ignored on the wild side).
std::vector<PadKey> pad_keys(phase10flip::Side side, int colour);

// Who the entries are for when nobody was chosen: the first player in the
// hand to the dealer's left.
int default_player(const phase10flip::Engine& engine);

}  // namespace flipside::ui::p10ui
