// English: every visible string, keyed by a stable code.
#include "core/i18n/text_table.hpp"

namespace flipside::i18n {
namespace {

constexpr Entry kEnglish[] = {
    {"list.and", " and "},

    // Cards (rulebook names).

    // Script reading and headers.
    {"session.no_such_entry", "there is no entry {0} to change"},
    {"script.empty", "the script is empty: expected a header line"},
    {"script.read_error", "the file could not be read"},
    {"script.line_too_long", "line too long (over {0|# byte|# bytes})"},
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
    {"script.too_deep", "the JSON is nested more than {0|# level|# levels} deep"},
    {"script.duplicate_key", "the field \"{0}\" appears twice in the same object"},
    {"header.not_object", "the header must be a JSON object"},
    {"header.unknown_field", "unknown header field \"{0}\""},
    {"header.game_missing", "the header must name the game ({0})"},
    {"header.game_unknown", "unknown game \"{0}\" ({1})"},
    {"header.game_not_yet", "the game \"{0}\" is not supported yet"},
    {"header.players_missing", "the header must list the players: \"players\":[\"Ana\",\"Ben\"]"},
    {"header.player_not_text", "player names must be strings"},
    {"header.name_empty", "a player name cannot be empty"},
    {"header.name_too_long", "the name \"{0}\" is longer than {1|# character|# characters}"},
    {"header.name_control", "the name \"{0}\" contains a control character ({1})"},
    {"header.name_not_utf8", "the name \"{0}\" is not valid UTF-8 text"},
    {"header.player_duplicate", "\"{0}\" is listed twice among the players"},
    {"header.dealer_missing", "the header must name the dealer: \"dealer\":\"Ana\""},
    {"header.dealer_unknown", "the dealer \"{0}\" is not one of the players"},
    {"header.options_not_object", "\"options\" must be a JSON object"},
    {"header.started_bad",
     "\"started\" must be a date and time with its UTC offset, such as \"2026-11-22T10:40:00+01:00\""},
    {"header.id_bad",
     "\"id\" must be the game's UUID in lower-case text form, such as \"3f1c9a52-0b6e-4c1d-9a7e-2f4b8c6d1e05\""},
    {"header.unknown_option", "unknown option \"{0}\" for {1}"},
    {"header.option_int", "option \"{0}\" must be a whole number from {2} to {3}"},
    {"header.option_optional_int", "option \"{0}\" must be null (off) or a whole number from {2} to {3}"},
    {"header.option_choice", "option \"{0}\" must be one of {2}"},
    {"header.option_bool", "option \"{0}\" must be true or false"},
};

}  // namespace

std::span<const Entry> english_core_table() { return kEnglish; }

}  // namespace flipside::i18n
