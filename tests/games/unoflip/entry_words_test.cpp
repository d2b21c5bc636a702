// UNO Flip's entries in words for readers without the app (GameInfo::
// describe_line): the core's sentences in English and Spanish, every card and
// every colour named in words (colour-blind players), never an icon glyph.
#include <catch2/catch.hpp>

#include "support/said_lines.hpp"

using namespace flipside;

TEST_CASE("Entries in words: a hand's plays, wilds with their colour, draws, a challenge and its end",
          "[unoflip][words]") {
  const auto said = testkit::say_script("unoflip/classic_two_hands.jsonl");
  REQUIRE(said.size() == 26);
  CHECK(said[0].en == "First discard: the red 5");
  CHECK(said[0].es == "Primera carta: el 5 rojo");
  CHECK(said[1].en == "Ben plays the red Reverse");
  CHECK(said[1].es == "Ben juega la carta Reversa roja");
  CHECK(said[4].en == "Ben plays the yellow 3");
  CHECK(said[4].es == "Ben juega el 3 amarillo");
  CHECK(said[5].en == "Ana draws a card");
  CHECK(said[5].es == "Ana toma una carta");
  CHECK(said[6].en == "Ana passes");
  CHECK(said[6].es == "Ana pasa");
  // A wild names its colour in words.
  CHECK(said[7].en == "Ben plays the Wild Draw Two and names green");
  CHECK(said[7].es == "Ben juega el Comodín Toma 2 y elige verde");
  CHECK(said[8].en == "Ana challenges Ben's Wild Draw Two: innocent");
  CHECK(said[8].es == "Ana desafía el Comodín Toma 2 de Ben: inocente");
  CHECK(said[9].en == "Ben calls UNO");
  CHECK(said[9].es == "Ben dice UNO");
  // Ben went out with a Flip: Ana's cards count on the dark side.
  CHECK(said[13].en == "End of hand 1 (dark side): Ben went out; Ana 21");
  CHECK(said[13].es == "Fin de la mano 1 (lado oscuro): Ben sin cartas; Ana 21");
  CHECK(said[19].en == "Ana plays the Wild and names red");
  CHECK(said[19].es == "Ana juega el Comodín y elige rojo");
  testkit::check_words_only(said);
}

TEST_CASE("Entries in words: score mode's hands, by points and by the cards left", "[unoflip][words]") {
  // Hand 2's cards on the dark side: Skip Everyone 30 + the wild 40; a pink 3.
  const auto said = testkit::say_script("unoflip/score_mode.jsonl");
  REQUIRE(said.size() >= 2);
  CHECK(said[0].en == "Hand 1: Ben won; Ana 12, Cy 30");
  CHECK(said[0].es == "Mano 1: gana Ben; Ana 12, Cy 30");
  CHECK(said[1].en == "Hand 2 (dark side): Cy won; Ana 70, Ben 3");
  CHECK(said[1].es == "Mano 2 (lado oscuro): gana Cy; Ana 70, Ben 3");
  testkit::check_words_only(said);
}

TEST_CASE("Entries in words: the Transformers edition's wilds and duels", "[unoflip][words]") {
  const auto said = testkit::say_script("unoflip/transformers_duels.jsonl");
  REQUIRE(said.size() == 16);
  CHECK(said[2].en == "Ana's Optimus Prime's Power: duel with Ben, Ana wins, blue named, Ana discards 2");
  CHECK(said[4].en == "New top after the Flip: the orange 5");
  CHECK(said[4].es == "Nueva carta superior tras el Flip: el 5 naranja");
  CHECK(said[11].en == "Ana plays the Wild Draw Colour and names purple");
  CHECK(said[12].en == "Ben challenges Ana's Wild Draw Colour: innocent, 3 cards until purple showed");
  testkit::check_words_only(said);
}
