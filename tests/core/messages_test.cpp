// Messages are data rendered in the reader's language.
#include <catch2/catch.hpp>

#include "core/i18n/lang.hpp"

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
