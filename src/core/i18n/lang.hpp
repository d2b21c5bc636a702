// One table of visible strings per language (text_en.cpp, text_es.cpp).
// Engine messages, card names and UI labels all live there, keyed by a
// stable code; a key missing from a language falls back to English, and a
// key missing everywhere shows itself so a gap is visible, never a crash.
#pragma once

#include <string>
#include <string_view>

#include "core/message.hpp"

namespace flipside {

enum class Lang { kEnglish, kSpanish };

// "en"/"es" (also "es_ES.UTF-8" style locales); anything else is English.
Lang lang_from_code(std::string_view code);
std::string_view lang_code(Lang lang);
// LC_ALL, else LC_MESSAGES, else LANG (POSIX precedence); "C"/unset is English.
Lang lang_from_environment();

// The raw template for a key ("{0} is not on turn: it is {1}'s turn").
std::string_view text(std::string_view key, Lang lang);

// A card ("<game>.<key>": the game's id, then the card's script
// key) in the rulebook's words for that language: "card.<game>.<key>" in the
// tables, else the game's card_name (core/game_info.hpp), else the bare key.
std::string card_name(std::string_view card_key, Lang lang);

// Counted words, by the language's plural rule: the one function every
// count goes through. A template writes "{0|# card|# cards}" (the forms
// for one and for other, '#' standing for the number), and UI code that
// holds a count and a table entry of forms calls plural() itself.
enum class PluralForm { kOne, kOther };
PluralForm plural_form(long long count, Lang lang);
// "# card|# cards" with 1 → "1 card"; with 21 → "21 cards".
std::string plural(long long count, std::string_view forms, Lang lang);

// Fills {0}, {1}... with the message's arguments; {0|one|other} with the
// form a number argument takes (plural above).
std::string render(const Message& message, Lang lang = Lang::kEnglish);
// A figure written with a decimal point ("19.4") in the language's
// decimal mark: "19.4" in English, "19,4" in Spanish.
std::string decimal_text(std::string figure, Lang lang);
// A count with its digits grouped as the language writes them: "3,412" and
// "10,000" in English; in Spanish (RAE) four digits stay together, "3412",
// and longer numbers are grouped in threes by a no-break space, "10 000".
std::string count_text(long long count, Lang lang);

}  // namespace flipside
