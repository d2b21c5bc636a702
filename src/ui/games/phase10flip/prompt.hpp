// What the Phase 10 Flip table waits for (issue 32 item 2: "while a prompt
// waits for an answer, only its answers, Undo and Cancel are live"):
//   - the way the cards lie, asked by Lay down when the tray makes the
//     phase in ways that take other hits (issue 32 item 1): its answers are
//     the ways; the pad, the rows, Flip and Hand over wait;
//   - the card for a group tapped first: its answers are the pad's cards
//     (a second tap on the group lets go, as Cancel does).
// The state lives in ViewState::picks (dropped when the game changes).
#pragma once

#include <utility>

#include "ui/widgets/ui_context.hpp"

namespace flipside::ui::p10ui {

enum class Prompt { kNone, kWay, kHitCard };

Prompt waiting_prompt(const ViewState& view);

// Lay down asks which way; Cancel (or an answer) ends the question.
void ask_way(ViewState& view);
void end_way(ViewState& view);

// A group tapped before its card: the owner and the group, or (-1, 0).
std::pair<int, int> hit_target(const ViewState& view);
void set_hit_target(ViewState& view, int owner, int group);

}  // namespace flipside::ui::p10ui
