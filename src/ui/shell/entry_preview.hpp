// The game as it was just before one of its entries, for changing that
// entry (issue 9, item 10): the table draws it as it was then, and what is
// entered there is the replacement (Controller::submit_edit), never a new
// entry of its own. It takes nothing itself: every change goes through the
// stored game.
#pragma once

#include <cstddef>
#include <memory>

#include "store/store.hpp"

namespace flipside::ui {

// Null with *error when the game's entries cannot be replayed (cannot
// happen for a game that was opened: they were all accepted).
std::unique_ptr<store::OpenGame> game_before_entry(const store::OpenGame& game, std::size_t index, Message* error);

}  // namespace flipside::ui
