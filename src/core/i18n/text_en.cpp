// English: every visible string, keyed by a stable code.
#include "core/i18n/text_table.hpp"

namespace flipside::i18n {
namespace {

constexpr Entry kEnglish[] = {
    {"list.and", " and "},

    // Cards (rulebook names).
    {"card.freeze", "Freeze"},
    {"card.flip3", "Flip Three"},
    {"card.second_chance", "Second Chance"},

    // Script reading and headers.
    {"script.empty", "the script is empty: expected a header line"},
    {"script.read_error", "the file could not be read"},
    {"script.line_too_long", "line too long (over {0} bytes)"},
    {"script.bad_json", "malformed JSON: {0}"},
    {"script.not_object", "each line must be a JSON object"},
    {"script.unknown_field", "unknown field \"{0}\""},
    {"script.name_not_text", "a player must be named by a string"},
    {"script.unknown_player", "\"{0}\" is not a player in this game"},
    {"script.cannot_read", "cannot read {0}: {1}"},
    {"script.cannot_open", "cannot read {0}"},
    {"script.is_folder", "it is a folder, not a file"},
    {"script.no_such_file", "there is no such file"},
    {"script.not_allowed", "you are not allowed to read it"},
    {"script.nul_byte", "a NUL byte (column {0}): a script must be plain text"},
    {"script.number_too_large", "the number {1} at column {0} is too large"},
    {"script.too_deep", "the JSON is nested more than {0} levels deep"},
    {"script.duplicate_key", "the field \"{0}\" appears twice in the same object"},
    {"game.flip7.name", "Flip 7"},
    {"game.unoflip.name", "UNO Flip"},
    {"game.phase10flip.name", "Phase 10 Flip"},
    {"game.flinch.name", "Flinch"},
    {"header.not_object", "the header must be a JSON object"},
    {"header.unknown_field", "unknown header field \"{0}\""},
    {"header.game_missing", "the header must name the game: \"game\":\"flip7\""},
    {"header.game_unknown", "unknown game \"{0}\" ({1})"},
    {"header.game_not_yet", "the game \"{0}\" is not supported yet"},
    {"header.players_missing", "the header must list the players: \"players\":[\"Ana\",\"Ben\"]"},
    {"header.player_not_text", "player names must be strings"},
    {"header.name_empty", "a player name cannot be empty"},
    {"header.name_too_long", "the name \"{0}\" is longer than {1} characters"},
    {"header.name_control", "the name \"{0}\" contains a control character ({1})"},
    {"header.name_not_utf8", "the name \"{0}\" is not valid UTF-8 text"},
    {"header.player_duplicate", "\"{0}\" is listed twice among the players"},
    {"header.dealer_missing", "the header must name the dealer: \"dealer\":\"Ana\""},
    {"header.dealer_unknown", "the dealer \"{0}\" is not one of the players"},
    {"header.options_not_object", "\"options\" must be a JSON object"},
    {"header.unknown_option", "unknown option \"{0}\" for {1}"},

    // Flip 7: options and lines.
    {"flip7.option_target", "option \"target\" must be a whole number from 1 to {0}"},
    {"flip7.option_decks", "option \"decks\" must be a whole number from 1 to {0}"},
    {"flip7.option_round_limit", "option \"round_limit\" must be a whole number from 1 to 10000"},
    {"flip7.too_many_players", "Flip 7 takes at most {0} players"},
    {"flip7.card_not_text", "\"card\" must be a string such as \"7\", \"x2\" or \"freeze\""},
    {"flip7.unknown_card",
     "\"{0}\" is not a Flip 7 card (cards: 0 to 12, +2, +4, +6, +8, +10, x2, freeze, flip3, second_chance)"},
    {"flip7.unknown_line", "expected {\"card\":…}, {\"target\":…} or {\"stay\":…}"},

    // Flip 7: rejections.
    {"flip7.game_over_winner", "The game is over: {0} won"},
    {"flip7.game_over", "The game is over"},
    {"flip7.no_such_player", "There is no player number {0}"},
    {"flip7.target_needed", "{0} must first choose the target of the {1}"},
    {"flip7.wrong_recipient_deal", "This card goes to {1}, who is being dealt a card, not to {0}"},
    {"flip7.wrong_recipient_turn", "{0} is not on turn: it is {1}'s turn"},
    {"flip7.wrong_recipient_flip_three", "This card goes to {1}, who is receiving a Flip Three, not to {0}"},
    {"flip7.no_cards_left", "No card can be drawn: the draw pile and the discard pile are both empty"},
    {"flip7.card_impossible", "A {0} cannot come now: the deck has {1} and none is left in the draw pile ({2})"},
    {"flip7.card_impossible_reshuffle",
     "A {0} cannot come now: the draw pile is empty and the discard pile about to be reshuffled holds none. The deck has {1} ({2})"},
    {"flip7.where_player", "{0} with {1}"},
    {"flip7.where_set_aside", "{0} set aside"},
    {"flip7.where_round_discard", "{0} discarded this round"},
    {"flip7.where_discard", "{0} in the discard pile"},
    {"flip7.target_out", "{0} is out of the round and cannot be targeted"},
    {"flip7.second_chance_self", "{0} already holds a Second Chance and must give this one to another player"},
    {"flip7.second_chance_has_one", "{0} already holds a Second Chance"},
    {"flip7.target_later", "This {0} waits until the Flip Three is done: its target is chosen then"},
    {"flip7.second_chance_kept_no_target", "{0} keeps this Second Chance: it takes no target"},
    {"flip7.second_chance_discarded_no_target",
     "Nobody else in the round can take this Second Chance: it is discarded and takes no target"},
    {"flip7.no_target_for_card", "A {0} takes no target"},
    {"flip7.no_pending_target", "No action card is waiting for a target"},
    {"flip7.stay_out_of_round", "{0} is out of the round"},
    {"flip7.stay_during_flip_three", "Nobody can stay now: {0} is receiving a Flip Three"},
    {"flip7.stay_during_deal", "Nobody can stay during the deal: the next card goes to {0}"},
    {"flip7.not_on_turn", "{0} is not on turn: it is {1}'s turn"},
    {"flip7.stay_without_cards", "{0} holds no card and may not stay: take a card first"},

    // Flip 7: what may come next.
    {"flip7.expect_card_deal", "a card for {0} (deal)"},
    {"flip7.expect_card_flip_three", "a card for {0} (Flip Three, card {1} of 3)"},
    {"flip7.expect_card_turn", "a card for {0} (on turn)"},
    {"flip7.expect_card_or_stay", "a card for {0} (on turn), or {0} stays"},
    {"flip7.expect_target", "{0} chooses the target of the {1}"},
    {"flip7.expect_nothing_winner", "nothing: the game is over, {0} won"},
    {"flip7.expect_nothing", "nothing: the game is over"},

    // Flip 7: notices.
    {"flip7.notice.reshuffle", "Reshuffle: the discard pile becomes the draw pile ({0} cards)"},
    {"flip7.notice.bust", "BUST! {0} drew a second {1}"},
    {"flip7.notice.second_chance_used", "Second Chance used: {0} discards the duplicate {1} and stays in"},
    {"flip7.notice.second_chance_kept", "{0} keeps a Second Chance"},
    {"flip7.notice.second_chance_given", "{1} gives the Second Chance to {0}"},
    {"flip7.notice.second_chance_discarded", "Nobody can take {0}'s extra Second Chance: discarded"},
    {"flip7.notice.frozen", "{0} is frozen by {1}"},
    {"flip7.notice.flip_three", "Flip Three: {0} receives the next three cards ({1} chose)"},
    {"flip7.notice.action_waits", "{0}'s {1} waits until the Flip Three is done"},
    {"flip7.notice.waiting_discarded", "{0} set-aside card(s) discarded"},
    {"flip7.notice.flip7", "FLIP 7! {0} has seven different numbers: +15 and the round ends"},
    {"flip7.notice.stayed", "{0} stays with {1} points"},
    {"flip7.notice.round_end", "Round {0} is over"},
    {"flip7.notice.tie_break", "Tie at {0} on top: everybody plays another round"},
    {"flip7.notice.game_end", "{0} wins the game!"},
    {"flip7.notice.game_end_no_winner", "The game is over without a winner"},
};

}  // namespace

std::span<const Entry> english_core_table() { return kEnglish; }

}  // namespace flipside::i18n
