// What an accepted Phase 10 Flip line announces, in words: the engine gives
// its notices as data (engine.hpp, Notice) and the game turns them into
// messages here, read from the engine just after the line (the groups a
// phase put on the table, names, totals).
#pragma once

#include "core/message.hpp"
#include "games/phase10flip/engine.hpp"

namespace flipside::phase10flip {

Message notice_message(const Engine& engine, const Notice& notice);

}  // namespace flipside::phase10flip
