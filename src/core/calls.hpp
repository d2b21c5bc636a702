// Spoken calls (issue 34): what the table hears when an entry changes it, for
// players whose eyes are on the cards. A call is a game's big moment (a bust,
// a call and its penalty, a hand's end, the winner: GameInfo::big_moments)
// in its short spoken words (BigMoment::call_key), or a refusal's own
// sentence. The words are the game's; the shell only says them
// (ui/platform/voice.hpp).
#pragma once

#include <string>
#include <vector>

#include "core/game_info.hpp"
#include "core/i18n/lang.hpp"
#include "core/message.hpp"

namespace flipside {

// The calls an accepted line's notices make, in the order the engine gave
// them: each big moment in its spoken words, with the notice's arguments.
// Notices that are not big moments (whose turn it is, a card started a pile)
// say nothing. Empty: the line is not worth a call.
std::vector<Message> calls_of(const GameInfo& game, const std::vector<Message>& notices);

// One utterance: the calls rendered in `lang`, each ended as a sentence and
// joined, so a line that both busts the last player and ends the round is
// said as one utterance, the bust first.
std::string spoken(const std::vector<Message>& calls, Lang lang);

}  // namespace flipside
