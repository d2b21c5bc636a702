// What a tap on the Phase 10 Flip table enters, as the script line the
// controller commits (../shared/contract/game-script.md, "Phase 10 Flip"),
// and what the engine would say to it (judged on a copy of the game, so the
// table can tell at once why a phase or a hit does not fit).
#pragma once

#include <optional>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "games/phase10flip/game.hpp"
#include "ui/shell/intents.hpp"

namespace flipside::ui::p10ui {

// The game behind a generic one, or null when it is not Phase 10 Flip.
const phase10flip::Phase10FlipGame* as_phase10flip(const Game* game);

nlohmann::json flip_line();
// {"phase":name,"cards":[cards]}: the engine finds the grouping.
nlohmann::json phase_line(const phase10flip::Phase10FlipGame& game, int seat, const std::vector<std::string>& cards);
// {"hit":name,"card":card,"onto":owner,"group":k} (k from 1).
nlohmann::json hit_line(const phase10flip::Phase10FlipGame& game, int seat, const std::string& card, int owner,
                        int group);
// {"out":name,"points":{name:int},"completed":[names]}: every player in the
// hand gets points (the one out 0); completed per seat.
nlohmann::json out_line(const phase10flip::Phase10FlipGame& game, int out, const std::vector<int>& points,
                        const std::vector<bool>& completed);

// {"phase":name,"groups":[[cards],...]}: the grouping the player chose, one
// list per group in the order the phase lists them.
nlohmann::json phase_groups_line(const phase10flip::Phase10FlipGame& game, int seat,
                                 const std::vector<std::vector<std::string>>& groups);

// One way to lay the picked cards down: per group (in the phase's order) its
// card keys, in display order.
using CardGroups = std::vector<std::vector<std::string>>;
// Every way the cards make the phase that takes other hits than the rest
// (the contract lets the table give the grouping when several fit: a later
// hit depends on it; issue 32 item 1), at most `limit`. Ways whose groups
// take the same hits, now and after any more (the same set number; a run's
// same colour, numbers and size), are one way: which star or which copy of
// a card went where changes nothing; two groups of the same requirement
// swapped neither. The engine's own grouping comes first.
std::vector<CardGroups> groupings(int phase, const std::vector<std::string>& cards, std::size_t limit = 32);

// {"out":name,"remaining":{name:[cards]}}: the cards each other player in the
// hand still holds (the one out holds none); the engine scores them.
nlohmann::json out_remaining_line(const phase10flip::Phase10FlipGame& game, int out,
                                  const std::vector<std::vector<std::string>>& remaining);
// Rule 5: what the cards left in hand cost (games/phase10flip/cards.hpp).
using phase10flip::remaining_points;

struct Judgement {
  bool accepted = false;
  Message why;                   // !accepted: the engine's sentence
  std::vector<Message> notices;  // accepted: what it would announce
};
// The engine's verdict on a line, on a copy of the game (nothing changes).
Judgement judge(const phase10flip::Phase10FlipGame& game, const nlohmann::json& line);

// A hit by `seat` with the single picked card onto owner's group k: Submit
// when the engine takes it, else Explain with its sentence (or why a hit
// needs exactly one picked card).
Intent hit_intent(const phase10flip::Phase10FlipGame& game, int seat, const std::vector<std::string>& picked,
                  int owner, int group);

// The points range of a hand-end form, the engine's (RULINGS Phase 10 Flip
// 7): whether the seat completed their phase decides it (not completed: all
// ten cards held, 50 to 200). The form starts at the least.
int least_points(const phase10flip::Engine& engine, int seat, bool completed);
int most_points(const phase10flip::Engine& engine, int seat, bool completed);

}  // namespace flipside::ui::p10ui
