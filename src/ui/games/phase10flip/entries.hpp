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
#include "ui/intents.hpp"

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

// The default points of a hand-end form: the fewest the cards held can score.
int least_points(const phase10flip::Engine& engine, int seat);
int most_points(const phase10flip::Engine& engine, int seat);

}  // namespace flipside::ui::p10ui
