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
#include <map>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "core/i18n/lang.hpp"
#include "core/session.hpp"

namespace flipside::lan {

inline constexpr std::size_t kEntriesShown = 8;

// A hand's end whose cards left the table's form waits for (the app's: the
// tablet shows who has sent theirs and confirms the line): who may send
// them from their phone, who has, and the side they are read by (the
// game's word: "light", "wild"...).
// `room`: per awaited name, how many of each card (script key) that player
// may still hold; a card not in it has no such limit (the phone's pad dims
// a card once its list holds that many).
struct HandCall {
  std::vector<std::string> awaited;
  std::vector<std::string> sent;
  std::string side;
  std::map<std::string, std::map<std::string, int>> room;
};

// `hand`: the page also offers each awaited player's phone a pad of the
// game's cards (GameInfo::hand_card_pad) to send their cards left.
nlohmann::json page_view(const Session& session, Lang lang, const HandCall* hand = nullptr);
// The page with no game on the table yet.
nlohmann::json empty_page_view(Lang lang);

}  // namespace flipside::lan
