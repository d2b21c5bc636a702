// The Flip 7 entries behind an impossible card (GameUi::entries_behind;
// issue 9, item 11). The entries in words are the core's
// (games/flip7/entry_words.hpp), written with the pad's labels.
#pragma once

#include <cstddef>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "core/session.hpp"

namespace flipside::ui::flip7ui {

// Rules 8 and 11 (RULINGS.md, Flip 7): a card is impossible when every copy
// is already out of the draw pile. The entries that put each copy out, in
// the order entered: the deck's cycle is followed through the log (a
// reshuffle returns the discarded copies; `every_round` returns all of
// them at each round), so a copy drawn before the last reshuffle and
// discarded since is not counted, and one still in front of a player is.
std::vector<std::size_t> entries_behind(const Session& session, const nlohmann::json& line, const Message& why);

}  // namespace flipside::ui::flip7ui
