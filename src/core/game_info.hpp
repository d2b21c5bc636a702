// What the rest of FlipSide (CLI, store, app shell) knows of a game without
// knowing its engine: the descriptor every game declares. The list of games
// is not here: it lives in src/games/registry.cpp, and core only declares how
// to look a game up, so that no core code names a game and a new game is one
// folder plus one registry line.
#pragma once

#include <map>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include <nlohmann/json.hpp>

#include "core/deck_check.hpp"
#include "core/game.hpp"
#include "core/i18n/lang.hpp"
#include "core/i18n/text_table.hpp"
#include "core/wording.hpp"

namespace flipside {

// Which way the final standings go.
enum class ScoreOrder {
  kHighestWins,  // the highest total at the end wins
  kLowestWins,   // the fewest points (among those who finished) win
  kFirstOut,     // the first to get rid of their cards wins
};

// One option of the header's "options" (../shared/contract/game-script.md),
// as the new-game screen draws it and as every header is checked against it
// (check_options), so the screen and `import` accept exactly the same values.
struct OptionSpec {
  enum class Kind {
    kInt,          // a whole number in [min, max]; absent = default_int
    kOptionalInt,  // absent or null = off; on, a whole number in [min, max]
    kChoice,       // one of `choices`; absent = choices[0]
    kBool,         // true/false; absent = default_bool
  };
  std::string_view key;        // "target"
  std::string_view label_key;  // its label on screen: "option.<id>.<key>"
  Kind kind = Kind::kInt;
  int min = 0;
  int max = 0;
  int default_int = 0;  // kInt: the default; kOptionalInt: the value offered when switched on
  int step = 1;         // kInt, kOptionalInt: one tap of the new-game screen's − / +
  std::span<const std::string_view> choices = {};
  bool default_bool = false;
  // kChoice: the label of each choice is label_key + "." + choice.
  std::string_view hint_key = {};  // optional: a line under it on the new-game screen
};

// A notice the page on phones (src/lan/) shows as a banner, a big moment
// of the game (a bust, a valid call, a phase laid down, a hand's end), with
// its tone: the page gives each tone a colour and a symbol.
// The same moments are the calls the app says aloud when the table asks it
// to (issue 34, core/calls.hpp): short, in the game's own words.
struct BigMoment {
  enum class Tone { kBad, kGood, kInfo };
  std::string_view notice_key;
  Tone tone = Tone::kInfo;
  // The call as said aloud, a key of the game's text table that takes the
  // notice's own arguments ({0} the same player); empty: the notice as
  // written is short enough to say.
  std::string_view call_key = {};
};

// What a player may enter from their own phone (issue 23): the script line
// it makes for that player in the game as it stands. The engine judges it
// like a tap on the table; the page offers the button only while the line
// would be accepted, or always (a call a player makes when they see fit).
struct PhoneAction {
  std::string_view id;         // "stay": what the page sends
  std::string_view label_key;  // its button, in the game's text table
  bool always_offered = false;
  nlohmann::json (*line)(const Game& game, const std::string& player) = nullptr;
};

// A card a phone offers its player at a hand's end, to enter the cards left
// in their hand (issue 23): its script key, its name in words (colour named,
// for colour-blind players), its colour's key for the page's look ("" for
// none) and what it costs left in hand.
struct PadCard {
  std::string key;
  std::string words;
  std::string colour;
  int points = 0;
};

// What the page shows of a game's table besides the standings (issue 32,
// item 13), in the game's own words, as the tablet shows it: facts of the
// table (label, value: "Side in play", "dark"), a line under each seat's
// standing ("7 cards", "Phase 4: …"; empty: none) and a word for each
// finished round of the scoresheet ("dark"; empty: none).
struct PageTable {
  std::vector<std::pair<std::string, std::string>> facts;
  std::vector<std::string> seats;
  std::vector<std::string> rounds;
};

struct GameInfo {
  std::string_view id;        // the header's "game"
  std::string_view name_key;  // its name on screen: "game.<id>.name"
  int min_players = 1;
  int max_players = 1;
  ScoreOrder order = ScoreOrder::kHighestWins;
  std::span<const OptionSpec> options = {};
  // The game's words (its cards, rejections, notices, option labels), merged
  // into each language's table.
  std::span<const i18n::Entry> (*english_text)() = nullptr;
  std::span<const i18n::Entry> (*spanish_text)() = nullptr;
  // Builds the engine from a header whose options passed check_options, or
  // null with *error when the game refuses it. Null for a game of the
  // contract that FlipSide cannot referee yet.
  std::unique_ptr<Game> (*make)(const ScriptHeader& header, Message* error) = nullptr;
  // A card's name for a card argument ("<id>.red 7" → "rojo 7") when the
  // text tables cannot hold every card; null: "card.<id>.<key>" is looked
  // up, and the bare key shows when there is no entry ("7").
  std::string (*card_name)(std::string_view key, Lang lang) = nullptr;
  // One entry in words, in the reader's language, from the game as it was
  // just before it ("Ana: 7"), every card and colour named in words: for
  // readers without the app (a web page, a terminal; the app says the same
  // sentences with its card glyphs). Null: the line's JSON as written.
  std::string (*describe_line)(const Game& before, const nlohmann::json& line, Lang lang) = nullptr;
  // The game's word for a round when it is not "round": "hand" for games
  // played in hands. The shell's labels that name a
  // round ("Round 3 is over", the scoresheet's column, the chart's axis) are
  // then read from their "<key>.<round_word>" variant (round_key below).
  std::string_view round_word = {};
  // A standing's total with its unit, a shell key of counted forms ("85
  // points"); a game whose total counts something else names its own
  // (cards still to play: "ui.total.cards_left").
  std::string_view total_key = "ui.total.points";
  // A seat counter History shows beside each finished game's totals, in
  // the game's words (a game of phases: "phases_completed", "8 phases"); empty:
  // the totals say it all.
  std::string_view history_counter = {};
  std::string_view history_counter_key = {};
  // A whole game as a seeded simulated table would play it (the game's
  // random_table), for `flipside demo-data`; it may stop unfinished when the
  // table gets stuck. Null: no simulated table for this game.
  std::vector<nlohmann::json> (*random_game)(const ScriptHeader& header, unsigned seed) = nullptr;
  // A player's summed counters (Game::seat_counters over their games) as
  // the figures a table asks about ("busted in 12 % of rounds"), for the
  // statistics screens and `flipside stats`. Null: each counter by its label
  // ("counter.<id>.<name>") and value.
  std::vector<Message> (*counter_lines)(const std::map<std::string, long long>& counters) = nullptr;
  // The deck for a header's options, each card kind with the seat counter
  // that counts it when dealt, for the deck fairness check (core/
  // deck_check.hpp) over the summed counters. Null: no deck check (a game
  // whose cards are not entered one by one, or not counted).
  std::vector<DeckCard> (*deck_makeup)(const nlohmann::json& options) = nullptr;
  // The shuffle check (core/shuffle_check.hpp): true when the game's seat
  // counters carry the order its cards came off the deck (shuffle::kCards
  // ...), which only a game whose every card is entered as it is drawn can
  // know. Otherwise the key of the game's sentence saying why its entries
  // cannot tell how the deck was shuffled (empty: nothing is said).
  bool deck_order = false;
  std::string_view no_deck_order_key = {};
  // Seat counters whose most in one game is a record ("most <counter> in
  // one game", core/stats_records.hpp), each named by its "counter.<id>.<name>"
  // label. Empty: no such record.
  std::span<const std::string_view> record_counters = {};
  // The page on phones: its banners and what a phone may enter. Empty: the
  // page shows the notices in the list of entries only / the phone watches.
  std::span<const BigMoment> big_moments = {};
  std::span<const PhoneAction> phone_actions = {};
  // The cards a phone offers for the cards left at a hand's end, read on
  // `side` (the side's script word: "light", "wild"...), for a header's
  // options. Null: phones do not enter their cards left.
  std::vector<PadCard> (*hand_card_pad)(const nlohmann::json& options, std::string_view side, Lang lang) = nullptr;
  // The table as the page shows it during play (PageTable). Null: the
  // standings and the scoresheet only.
  PageTable (*page_table)(const Game& game, Lang lang) = nullptr;
};

// The shell's key for a label that names a round, in the game's own word:
// "ui.summary.title" stays for a game of rounds (or an unknown game) and
// becomes "ui.summary.title.hand" for a game whose round_word is "hand".
inline std::string round_key(const GameInfo* game, std::string_view key) {
  std::string k(key);
  if (game && !game->round_word.empty()) k.append(".").append(game->round_word);
  return k;
}

// GameInfo::describe_line from a game's sentences, which take how to write a
// card (src/games/<id>/entry_words.hpp): here every card in words.
template <std::string (*kDescribe)(const Game&, const nlohmann::json&, Lang, const CardLabel&)>
std::string describe_in_words(const Game& before, const nlohmann::json& line, Lang lang) {
  return kDescribe(before, line, lang, card_words());
}

// Every game the contract names, in the order the app lists them
// (src/games/registry.cpp).
std::span<const GameInfo> all_games();
// Null when no game has that id.
const GameInfo* find_game(std::string_view id);
// Every id, comma-separated, for messages that list what may be written.
std::string game_ids();
// For test builds only: adds a game that exists only in the tests, before
// anything is looked up or rendered (a static initializer in the test).
void register_game(const GameInfo& game);

// Checks a header's options against the game's specs: known keys only, each
// of its kind and in its range. The message names the option and what it
// takes.
std::optional<Message> check_options(std::string_view game_id, std::span<const OptionSpec> specs,
                                     const nlohmann::json& options);
inline std::optional<Message> check_options(const GameInfo& game, const nlohmann::json& options) {
  return check_options(game.id, game.options, options);
}
// The options with every default filled in (kOptionalInt: null when off).
nlohmann::json options_with_defaults(std::span<const OptionSpec> specs, const nlohmann::json& options);
inline nlohmann::json options_with_defaults(const GameInfo& game, const nlohmann::json& options) {
  return options_with_defaults(game.options, options);
}
// A header's options checked (check_options) and with every default filled
// in, as each game's parse_options reads them; nullopt with *error when refused.
std::optional<nlohmann::json> checked_options(std::string_view game_id, std::span<const OptionSpec> specs,
                                              const nlohmann::json& options, Message* error);
// Each game's parse_options: the options checked and filled in as above,
// then `read(all, o)` sets the game's Options `o` from them.
template <typename Options, typename Read>
std::optional<Options> read_options(std::string_view game_id, std::span<const OptionSpec> specs,
                                    const nlohmann::json& options, Message* error, Read&& read) {
  const std::optional<nlohmann::json> all = checked_options(game_id, specs, options, error);
  if (!all) return std::nullopt;
  Options o;
  read(*all, o);
  return o;
}

}  // namespace flipside
