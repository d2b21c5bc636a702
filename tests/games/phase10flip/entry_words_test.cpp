// Phase 10 Flip's entries in words for readers without the app (GameInfo::
// describe_line): the core's sentences in English and Spanish, each card and
// each run's colour named in words (colour-blind players), never a glyph.
#include <catch2/catch.hpp>

#include "support/said_lines.hpp"

using namespace flipside;

TEST_CASE("Entries in words: phases laid down, hits, a Flip and a hand's end, in both languages",
          "[phase10flip][words]") {
  // tests/scripts/phase10flip/short_game.jsonl: two phases, three players.
  const auto said = testkit::say_script("phase10flip/short_game.jsonl");
  REQUIRE(said.size() == 12);
  // The groups as the engine laid them, each run with its colour in words.
  CHECK(said[0].en == "Ana lays down Phase 1: a red run of 2 and a blue run of 2");
  CHECK(said[0].es == "Ana baja la Fase 1: una escala roja de 2 y una escala azul de 2");
  // A hit names the card and the group it joins (Ana has two runs).
  CHECK(said[2].en == "Ben adds a red 3 to Ana's red run (group 1)");
  CHECK(said[2].es == "Ben añade el 3 rojo a la escala roja (grupo 1) de Ana");
  CHECK(said[3].en == "Flip: everyone turns to the wild side");
  CHECK(said[3].es == "Flip: todos pasan al lado Salvaje");
  CHECK(said[6].en == "Cy adds a star to Ben's green run (group 1)");
  CHECK(said[6].es == "Cy añade la estrella a la escala verde (grupo 1) de Ben");
  // The cards left, scored by rule 5 on the side in play.
  CHECK(said[7].en == "End of hand: Cy out; points: Ana 50, Ben 45");
  CHECK(said[7].es == "Fin de la mano: Cy sin cartas; puntos: Ana 50, Ben 45");
  CHECK(said[8].en == "Ben lays down Phase 2: a red run of 2 and a set of 3 (2s)");
  CHECK(said[8].es == "Ben baja la Fase 2: una escala roja de 2 y un conjunto de 3 (de 2)");
  testkit::check_words_only(said);
}

TEST_CASE("Entries in words: typed points say whose phase is done", "[phase10flip][words]") {
  const auto said = testkit::say_script("phase10flip/tie_break.jsonl");
  REQUIRE(said.size() >= 2);
  CHECK(said[0].en == "End of hand: Ana out; points: Ben 50; phase completed: Ana");
  CHECK(said[0].es == "Fin de la mano: Ana sin cartas; puntos: Ben 50; Fase completada: Ana");
  testkit::check_words_only(said);
}
