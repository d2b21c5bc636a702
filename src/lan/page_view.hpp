// What the page on phones and the TV shows of the game on the table
// (issue 23), as one JSON object: the replay state of the contract
// (../shared/contract/game-script.md: "players" with "name" and "total", the
// same as `flipside replay` of the game's export) plus "page", everything in
// words in the table's language: standings with places, the target, the
// round, what the table waits for, the last entries, the last entry's big
// moments (GameInfo::big_moments) and the scoresheet, and what each
// player's phone may enter now (GameInfo::phone_actions).
#pragma once

#include <cstddef>

#include <nlohmann/json.hpp>

#include "core/i18n/lang.hpp"
#include "core/session.hpp"

namespace flipside::lan {

inline constexpr std::size_t kEntriesShown = 8;

nlohmann::json page_view(const Session& session, Lang lang);
// The page with no game on the table yet.
nlohmann::json empty_page_view(Lang lang);

}  // namespace flipside::lan
