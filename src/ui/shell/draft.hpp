// Work in progress survives a crash (issue 20, item 5): while a game's table
// holds a form half filled in (GameUi::has_draft: cards listed at a hand's
// end, points being typed), its choices in ViewState are kept with the game
// in the store, written each time they change, and put back into the view
// when the game opens again at the same moment (same count of entries).
// The store drops them with any change of the game; the table's own
// choices going (an entry made, a form cancelled) drop them too.
#pragma once

#include <nlohmann/json.hpp>

#include "ui/shell/controller.hpp"
#include "ui/widgets/ui_context.hpp"

namespace flipside::ui {

// Before the table is drawn: the draft kept for this game and moment goes
// back into the view, once per moment.
void restore_draft(const Controller& c, ViewState& view);
// After a frame's intents are applied (the app's loop, Headless::run): the
// table's work in progress, when it changed, goes to the store.
void keep_draft(Controller& c, ViewState& view);

// The table's part of ViewState as JSON and back (tests read it).
nlohmann::json table_choices(const ViewState& view);
void put_back_table_choices(const nlohmann::json& choices, ViewState& view);

}  // namespace flipside::ui
