// The list of games: one line per game of ../shared/contract/game-script.md
// (core/game_info.hpp says what each line holds). A game listed without an
// engine (make = null) has its scripts told "not supported yet" rather than
// "unknown game". Player counts are the rulebooks' (../shared/rules/); Flip 7
// takes one player for the solo challenge and as many as its engine seats.
#include <vector>

#include "core/game_info.hpp"
#include "games/flinch/entry_words.hpp"
#include "games/flinch/game.hpp"
#include "games/flinch/page.hpp"
#include "games/flinch/random_table.hpp"
#include "games/flinch/script_codec.hpp"
#include "games/flinch/text.hpp"
#include "games/flip7/engine.hpp"
#include "games/flip7/entry_words.hpp"
#include "games/flip7/game.hpp"
#include "games/flip7/page.hpp"
#include "games/flip7/random_table.hpp"
#include "games/flip7/script_codec.hpp"
#include "games/flip7/text.hpp"
#include "games/phase10flip/cards.hpp"
#include "games/phase10flip/engine.hpp"
#include "games/phase10flip/entry_words.hpp"
#include "games/phase10flip/game.hpp"
#include "games/phase10flip/page.hpp"
#include "games/phase10flip/random_table.hpp"
#include "games/phase10flip/script_codec.hpp"
#include "games/phase10flip/text.hpp"
#include "games/unoflip/cards.hpp"
#include "games/unoflip/engine.hpp"
#include "games/unoflip/entry_words.hpp"
#include "games/unoflip/game.hpp"
#include "games/unoflip/page.hpp"
#include "games/unoflip/random_table.hpp"
#include "games/unoflip/script_codec.hpp"
#include "games/unoflip/text.hpp"

namespace flipside {
namespace {

// The counters whose most in one game is a record (GameInfo::record_counters).
constexpr std::string_view kFlip7Records[] = {"flip7s"};
constexpr std::string_view kFlinchRecords[] = {"calls_made"};

std::vector<GameInfo>& games() {
  static std::vector<GameInfo> list = {
    {.id = "flip7",
     .name_key = "game.flip7.name",
     .min_players = 1,
     .max_players = flip7::kMaxPlayers,
     .order = ScoreOrder::kHighestWins,
     .options = flip7::option_specs(),
     .english_text = &flip7::english_text,
     .spanish_text = &flip7::spanish_text,
     .make = &flip7::make_flip7,
     .describe_line = &describe_in_words<&flip7::describe_line>,
     .random_game = &sim::random_flip7_game,
     .counter_lines = &flip7::counter_lines,
     .deck_makeup = &flip7::deck_makeup,
     .deck_order = true,
     .record_counters = kFlip7Records,
     .big_moments = flip7::big_moments(),
     .phone_actions = flip7::phone_actions()},
    {.id = "unoflip",
     .name_key = "game.unoflip.name",
     .min_players = unoflip::kMinPlayers,
     .max_players = unoflip::kMaxPlayers,
     .order = ScoreOrder::kHighestWins,
     .options = unoflip::option_specs(),
     .english_text = &unoflip::english_text,
     .spanish_text = &unoflip::spanish_text,
     .make = &unoflip::make_unoflip,
     .card_name = &unoflip::card_name,
     .describe_line = &describe_in_words<&unoflip::describe_line>,
     .round_word = "hand",
     .random_game = &sim::unoflip::random_game,
     .counter_lines = &unoflip::counter_lines,
     .no_deck_order_key = "unoflip.stats.no_deck_order",
     .big_moments = unoflip::big_moments(),
     .hand_card_pad = &unoflip::hand_card_pad,
     .page_table = &unoflip::page_table},
    {.id = "phase10flip",
     .name_key = "game.phase10flip.name",
     .min_players = phase10flip::kMinPlayers,
     .max_players = phase10flip::kMaxPlayers,
     .order = ScoreOrder::kLowestWins,
     .options = phase10flip::option_specs(),
     .english_text = &phase10flip::english_text,
     .spanish_text = &phase10flip::spanish_text,
     .make = &phase10flip::make_phase10flip,
     .card_name = &phase10flip::card_name,
     .describe_line = &describe_in_words<&phase10flip::describe_line>,
     .round_word = "hand",
     .history_counter = "phases_completed",
     .history_counter_key = "phase10flip.history.phases",
     .random_game = &sim::phase10flip::random_game,
     .counter_lines = &phase10flip::counter_lines,
     .no_deck_order_key = "phase10flip.stats.no_deck_order",
     .big_moments = phase10flip::big_moments(),
     .hand_card_pad = &phase10flip::hand_card_pad,
     .page_table = &phase10flip::page_table},
    {.id = "flinch",
     .name_key = "game.flinch.name",
     .min_players = flinch::kMinPlayers,
     .max_players = flinch::kMaxPlayers,
     .order = ScoreOrder::kFirstOut,
     .options = flinch::option_specs(),
     .english_text = &flinch::english_text,
     .spanish_text = &flinch::spanish_text,
     .make = &flinch::make_flinch,
     .describe_line = &describe_in_words<&flinch::describe_line>,
     // Flinch has no rounds (one game-long deal, RULINGS Flinch 5): every
     // shell label that would name a round is Flinch's own ("Entry 12 of 80",
     // "Every entry"), in its text table.
     .round_word = "flinch",
     .total_key = "ui.total.cards_left",
     .random_game = &sim::flinch::random_game,
     .counter_lines = &flinch::counter_lines,
     .no_deck_order_key = "flinch.stats.no_deck_order",
     .record_counters = kFlinchRecords,
     .big_moments = flinch::big_moments(),
     .phone_actions = flinch::phone_actions()},
  };
  return list;
}

}  // namespace

std::span<const GameInfo> all_games() { return games(); }

void register_game(const GameInfo& game) { games().push_back(game); }

const GameInfo* find_game(std::string_view id) {
  for (const GameInfo& game : games())
    if (game.id == id) return &game;
  return nullptr;
}

std::string game_ids() {
  std::string out;
  for (const GameInfo& game : games()) out += (out.empty() ? "" : ", ") + std::string(game.id);
  return out;
}

}  // namespace flipside
