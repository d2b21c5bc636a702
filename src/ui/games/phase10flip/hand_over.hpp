// The end of a hand on the Phase 10 Flip table (issue 10, "Hand over"): who
// went out, then each other player's cards left in hand, tapped on a pad
// like the table's; the engine scores them on the side in play (RULINGS.md,
// Phase 10 Flip rule 5) and each player's points show before confirming: the
// contract's `out` line with `remaining`. A switch turns the form into points
// per player and whose phase is done (`points` + `completed`), for tables
// that count by themselves.
#pragma once

#include "games/phase10flip/engine.hpp"
#include "ui/shell/controller.hpp"
#include "ui/games/phase10flip/table_view.hpp"
#include "ui/widgets/ui_context.hpp"

namespace flipside::ui::p10ui {

// The form's state lives in ViewState (picks and lists under these names),
// dropped with the tray when the game changes.
inline constexpr const char* kByPoints = "p10.end.by_points";  // 1: points, not cards
inline constexpr const char* kCardsFor = "p10.end.seat";       // whose cards the pad enters
std::string cards_list_key(int seat);                            // "p10.end.cards.N": card codes

// The cards entered for a seat, as script keys.
std::vector<std::string> entered_cards(const ViewState& view, int seat);
// A seat's cards, all at once (a phone's, issue 23), in place of what was entered.
void set_entered_cards(ViewState& view, int seat, const std::vector<phase10flip::Card>& cards);
// The form counts points typed by the table, not cards.
bool by_points(const ViewState& view);

void open_hand_over(const phase10flip::Engine& engine, ViewState& view);
// The form in one column: its players' rows over the pad and its buttons.
void hand_over_form(const Ui& ui, const Controller& c, ViewState& view, const TableView& tv, ImVec2 size);
// The form in two (landscape): the players' rows in `rows_size`, in place
// of the table's rows, then beside them the pad, the engine's word and the
// buttons in `size`; at 125 % text one column leaves too little room for
// the rows and the engine's word together.
void hand_over_form_wide(const Ui& ui, const Controller& c, ViewState& view, const TableView& tv, ImVec2 rows_size,
                         ImVec2 size);

}  // namespace flipside::ui::p10ui
