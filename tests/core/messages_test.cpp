// Messages are data rendered in the reader's language.
#include <catch2/catch.hpp>

#include "core/game_info.hpp"
#include "core/i18n/lang.hpp"
#include "core/i18n/text_table.hpp"

using namespace flipside;

TEST_CASE("Messages render in English and Spanish with the rulebooks' card names", "[core][i18n]") {
  Message m = msg("flip7.not_on_turn", "Ben", "Ana");
  CHECK(render(m) == "Ben is not on turn: it is Ana's turn");
  CHECK(render(m, Lang::kSpanish) == "Ben no tiene el turno: le toca a Ana");
  CHECK(card_name("flip7.freeze", Lang::kSpanish) == "Bloqueo");
  CHECK(card_name("flip7.flip3", Lang::kSpanish) == "Saca Tres");
  CHECK(card_name("flip7.second_chance", Lang::kSpanish) == "Vida Extra");
  CHECK(card_name("flip7.flip3", Lang::kEnglish) == "Flip Three");
  CHECK(card_name("flip7.7", Lang::kSpanish) == "7");
}

TEST_CASE("A key missing from a language falls back, and an unknown key shows itself", "[core][i18n]") {
  CHECK(render(msg("no.such.key")) == "no.such.key");
  CHECK(lang_from_code("es_ES.UTF-8") == Lang::kSpanish);
  CHECK(lang_from_code("en_GB") == Lang::kEnglish);
  CHECK(lang_from_code("") == Lang::kEnglish);
}

TEST_CASE("Every English key has a Spanish text", "[core][i18n]") {
  // Spot-check the whole rejection family through a list argument.
  Message where = msg("flip7.card_impossible");
  where.args.push_back(Arg::card_arg("flip7", "freeze"));
  where.args.push_back(Arg::number_arg(3));
  where.args.push_back(Arg::list_arg({msg("flip7.where_player", 2, "Ana"), msg("flip7.where_discard", 1)}));
  CHECK(render(where) == "A Freeze cannot come now: the deck has 3 and none is left in the draw pile "
                         "(2 with Ana and 1 in the discard pile)");
  CHECK(render(where, Lang::kSpanish) == "No puede salir un Bloqueo: la baraja tiene 3 y no queda ninguno en el mazo "
                                         "(2 de Ana y 1 en el descarte)");
}

// Issue 20 item 9: words that count right, through one function.
TEST_CASE("Counted words take the language's form for 0, 1, 2 and 21", "[core][i18n][plural]") {
  for (Lang lang : {Lang::kEnglish, Lang::kSpanish}) {
    CHECK(plural_form(0, lang) == PluralForm::kOther);
    CHECK(plural_form(1, lang) == PluralForm::kOne);
    CHECK(plural_form(2, lang) == PluralForm::kOther);
    CHECK(plural_form(21, lang) == PluralForm::kOther);
  }
  CHECK(plural(0, "# card|# cards", Lang::kEnglish) == "0 cards");
  CHECK(plural(1, "# card|# cards", Lang::kEnglish) == "1 card");
  CHECK(plural(2, "# card|# cards", Lang::kEnglish) == "2 cards");
  CHECK(plural(21, "# card|# cards", Lang::kEnglish) == "21 cards");
  CHECK(plural(0, "# carta|# cartas", Lang::kSpanish) == "0 cartas");
  CHECK(plural(1, "# carta|# cartas", Lang::kSpanish) == "1 carta");
  CHECK(plural(2, "# carta|# cartas", Lang::kSpanish) == "2 cartas");
  CHECK(plural(21, "# carta|# cartas", Lang::kSpanish) == "21 cartas");
  // A template's count goes through the same function; a figure that is
  // no whole count takes the other form.
  CHECK(render(msg("ui.history.rounds", 1)) == "1 round");
  CHECK(render(msg("ui.history.rounds", 21), Lang::kSpanish) == "21 rondas");
  CHECK(render(msg("flip7.stats.unbusted_average", Arg::decimal_arg("1.5"), 2), Lang::kSpanish) ==
        "1,5 puntos por ronda sin fallo (2 rondas)");
}

TEST_CASE("The counts the tables got wrong read right in both languages", "[core][i18n][plural]") {
  CHECK(render(msg("ui.history.count", 1), Lang::kSpanish) == "1 partida");
  CHECK(render(msg("ui.stats.games", 1), Lang::kSpanish) == "1 partida terminada");
  CHECK(render(msg("ui.unoflip.cards", 1)) == "1 card");
  CHECK(render(msg("ui.unoflip.cards", 1), Lang::kSpanish) == "1 carta");
  CHECK(render(msg("unoflip.stats.uno_caught", 1)) == "caught without UNO 1 time");
  CHECK(render(msg("unoflip.stats.uno_caught", 1), Lang::kSpanish) == "pillado sin UNO 1 vez");
  CHECK(render(msg("unoflip.remaining_count", "Ana", 1, 2)) == "Ana holds 1 card, not 2");
  CHECK(render(msg("ui.winner.detail.hand", 1, 1), Lang::kSpanish) == "1 punto en 1 mano");
}

TEST_CASE("No text hedges a count with (s)", "[core][i18n][plural]") {
  std::vector<std::span<const i18n::Entry>> tables = {
      i18n::english_core_table(), i18n::spanish_core_table(), i18n::english_store_table(),
      i18n::spanish_store_table(), i18n::english_ui_table(),  i18n::spanish_ui_table(),
      i18n::english_stats_table(), i18n::spanish_stats_table()};
  for (const GameInfo& game : all_games()) {
    if (game.english_text) tables.push_back(game.english_text());
    if (game.spanish_text) tables.push_back(game.spanish_text());
  }
  for (auto table : tables)
    for (const i18n::Entry& e : table) {
      INFO(e.key << ": " << e.text);
      CHECK(e.text.find("(s)") == std::string_view::npos);
    }
}

// Issue 22: the upgrade screen counts thousands of games ("3,412 of 10,000").
TEST_CASE("Counts have their digits grouped as each language writes them", "[core][i18n]") {
  CHECK(count_text(0, Lang::kEnglish) == "0");
  CHECK(count_text(999, Lang::kEnglish) == "999");
  CHECK(count_text(3412, Lang::kEnglish) == "3,412");
  CHECK(count_text(10000, Lang::kEnglish) == "10,000");
  CHECK(count_text(1234567, Lang::kEnglish) == "1,234,567");
  // Spanish (RAE): four digits together, then groups of three apart by a
  // no-break space, so a count is never broken over two lines.
  CHECK(count_text(3412, Lang::kSpanish) == "3412");
  CHECK(count_text(10000, Lang::kSpanish) == "10\xC2\xA0" "000");
  CHECK(count_text(1234567, Lang::kSpanish) == "1\xC2\xA0" "234\xC2\xA0" "567");
  CHECK(render(msg("ui.upgrade.count", count_text(3412, Lang::kEnglish), count_text(10000, Lang::kEnglish), 10000)) ==
        "3,412 of 10,000 games");
  CHECK(render(msg("ui.upgrade.count", "1", "1", 1), Lang::kSpanish) == "1 de 1 partida");
}
