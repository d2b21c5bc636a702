// Flinch's entries in words for readers without the app (GameInfo::
// describe_line): the core's sentences in English and Spanish, words only.
#include <catch2/catch.hpp>

#include "support/said_lines.hpp"

using namespace flipside;
using testkit::said_for;
using Json = nlohmann::json;

TEST_CASE("Entries in words: reveals, plays to a new pile and onto one, a reserve and a Flinch call",
          "[flinch][words]") {
  // tests/scripts/flinch/from15_call.jsonl: piles going down from 15.
  const auto said = testkit::say_script("flinch/from15_call.jsonl");
  REQUIRE(said.size() == 15);
  CHECK(said[0].en == "Ana turns up a new Flinch top: 15");
  CHECK(said[0].es == "Ana vuelve una nueva carta de Flinch: un 15");
  CHECK(said[3].en == "Ana: Flinch top 15 to a new pile");
  CHECK(said[3].es == "Ana: el 15 de su Montón de Flinch a una pila nueva");
  CHECK(said[5].en == "Ana: Flinch top 14 to pile 1");
  CHECK(said[5].es == "Ana: el 14 de su Montón de Flinch a la pila 1");
  CHECK(said[7].en == "Ana: 13 from hand to pile 1");
  CHECK(said[7].es == "Ana: el 13 de la mano a la pila 1");
  // After the first pile a reserve card ends the turn.
  CHECK(said[8].en == "Ana: 6 on reserve 1, end of turn");
  CHECK(said[8].es == "Ana: el 6 a su reserva 1 y fin del turno");
  // Ben's 9 could have gone on pile 1: Cy calls it.
  CHECK(said[13].en == "Cy calls Flinch! on Ben");
  CHECK(said[13].es == "Cy grita ¡Flinch! a Ben");
  testkit::check_words_only(said);
}

TEST_CASE("Entries in words: opening reserves, a reserve's top played and passes", "[flinch][words]") {
  const auto said = testkit::say_script("flinch/eight_players_pass.jsonl");
  const auto& opening = said_for(said, Json{{"reserve", "Ana"}, {"card", 4}, {"pile", 1}});
  CHECK(opening.en == "Ana: 4 on reserve 1 (opening)");
  CHECK(opening.es == "Ana: el 4 a su reserva 1 (reservas iniciales)");
  const auto& reserve = said_for(said, Json{{"play", "Hal"}, {"card", 2}, {"from", "reserve:5"}, {"to", "pile:1"}});
  CHECK(reserve.en == "Hal: 2 from reserve 5 to pile 1");
  CHECK(reserve.es == "Hal: el 2 de su reserva 5 a la pila 1");
  const auto& pass = said_for(said, Json{{"pass", "Gus"}});
  CHECK(pass.en == "Gus passes: no card in hand, none to draw, nothing playable");
  CHECK(pass.es == "Gus pasa: sin cartas en la mano, nada que robar, nada que jugar");
  testkit::check_words_only(said);
}

TEST_CASE("Entries in words: a partner's Flinch top", "[flinch][words]") {
  const auto said = testkit::say_script("flinch/partners_pair_wins.jsonl");
  const auto& s = said_for(said, Json{{"play", "Ana"}, {"card", 12}, {"from", "partner_flinch"}, {"to", "pile:1"}});
  CHECK(s.en == "Ana: Cy's Flinch top 12 to pile 1");
  CHECK(s.es == "Ana: el 12 del Montón de Flinch de Cy a la pila 1");
  testkit::check_words_only(said);
}
