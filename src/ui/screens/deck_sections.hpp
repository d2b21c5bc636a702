// The two deck sections of a game's statistics page (game_stats.cpp), each
// saying only what it can tell (issue 21 item 5):
// - "Does the deck hold the right cards?" (core/deck_check.hpp): each card
//   kind's count against its share of the deck, drawn as the deviation from
//   the expected count (a bar from a centre line, right for more, left for
//   fewer) over a shaded band of a fair deal's usual spread, with the numbers
//   and ▲ / ▼ beside it, then the chi-square verdict in words;
// - "Was the deck shuffled well?" (core/shuffle_check.hpp): the verdict from
//   the order cards came out, each count in words and as a gauge (the count
//   against a fair shuffle's usual range); for a game whose entries do not
//   hold that order, the game's sentence saying why.
#pragma once

#include <string>

#include "core/stats.hpp"
#include "ui/widgets/ui_context.hpp"

namespace flipside::ui {

// The page's parts share these: a heading that wraps rather than lose its
// end (a question, in Spanish, is long), and wrapped text in a colour.
void page_heading(const Ui& ui, const std::string& text);
void wrapped_text(const std::string& text, ImU32 colour);

void draw_deck_makeup(const Ui& ui, const stats::GameFigures& figures);
void draw_shuffle(const Ui& ui, const stats::GameFigures& figures);

}  // namespace flipside::ui
