// Logging a finished game in BG Stats (issue 34). BG Stats takes one play
// from another app through a link, https://app.bgstatsapp.com/createPlay.html
// ?data=<the play as URL-encoded JSON> (BG Stats' support page "Push plays
// to BG Stats from other apps or websites"; BG Stats 3.3.2 or later), with
// these fields:
// - sourceName "FlipSide"; sourcePlayId the game's own id (the script
//   header's "id"), so BG Stats knows a play sent twice;
// - playDate "YYYY-MM-DD HH:MM:SS", the table's wall-clock time the game
//   started at (the start's own UTC offset, as History shows it);
//   durationMin, the whole minutes from its start to its end (left out for
//   a game with no kept end: stats::game_length);
// - game {name (the game's English name), highestWins (false where the
//   fewest points win or the first out wins: GameInfo::order), noPoints
//   false, sourceGameId (the game's id in FlipSide)};
// - players [{name, score (the final total), winner (place 1: partners
//   who share it both win), rank (the place), sourcePlayerId (the name as
//   names compare, core/name_fold.hpp: the same person on every device)}],
//   in seating order. The winner and places are the engine's, as stored.
// Nothing here knows a game by its id: the game's descriptor says.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include <nlohmann/json.hpp>

namespace flipside {
class Game;
}

namespace flipside::bgstats {

inline constexpr std::string_view kCreatePlayUrl = "https://app.bgstatsapp.com/createPlay.html?data=";

struct Seat {
  std::string name;
  int score = 0;
  int place = 0;  // 1 = won
};

// A finished game as BG Stats is told of it.
struct Play {
  std::string id;          // the game's own id (ScriptHeader::id)
  std::string game;        // the game's id (GameInfo::id)
  std::string started_at;  // ISO 8601 with its UTC offset
  std::string ended_at;    // empty: no end kept
  std::vector<Seat> seats;  // seating order
};

// A finished game as the engine leaves it: its header's id, game and start,
// each seat's total and place in seating order; no end (a caller that kept
// one sets ended_at).
Play play_of(const Game& game);

// The play's JSON, fields as above.
nlohmann::json to_json(const Play& play);

// The link that hands `data` to BG Stats: kCreatePlayUrl and the compact
// JSON, URL-encoded (every byte but A-Z a-z 0-9 - _ . ~ as %XX).
std::string link(const nlohmann::json& data);

// The URL encoding link() uses, and its inverse (nullopt for a broken %).
std::string url_encode(std::string_view text);
std::optional<std::string> url_decode(std::string_view text);

}  // namespace flipside::bgstats
