// Flip 7's entries in words for readers without the app (GameInfo::
// describe_line): the core's sentences in English and Spanish, every card in
// words and never an icon glyph; the app passes its own card labels.
#include <catch2/catch.hpp>

#include "games/flip7/entry_words.hpp"
#include "support/said_lines.hpp"
#include "table.hpp"

using namespace flipside;

TEST_CASE("Entries in words: a game's cards, actions with their targets and stays, in both languages",
          "[flip7][words]") {
  // tests/scripts/short_game.jsonl, round 1: Cy deals, Ana is first.
  const auto said = testkit::say_script("short_game.jsonl");
  REQUIRE(said.size() == 21);
  // A number card names who received it, which the line does not: the turn does.
  CHECK(said[0].en == "Ana: 12");
  CHECK(said[0].es == "Ana: 12");
  // An action card with its target in the same line.
  CHECK(said[1].en == "Ben: Flip Three  \xE2\x86\x92  Cy");
  CHECK(said[1].es == "Ben: Saca Tres  \xE2\x86\x92  Cy");
  // Cy's Flip Three: a 5, a Freeze set aside, a 6; the Freeze's target comes
  // after; the next card is Cy's too.
  CHECK(said[2].en == "Cy: 5");
  CHECK(said[3].en == "Cy: Freeze");
  CHECK(said[3].es == "Cy: Bloqueo");
  CHECK(said[5].en == "Cy: Freeze  \xE2\x86\x92  Ben");
  CHECK(said[5].es == "Cy: Bloqueo  \xE2\x86\x92  Ben");
  CHECK(said[6].en == "Cy: Second Chance");
  CHECK(said[6].es == "Cy: Vida Extra");
  // A card given to a named player, a stay, a modifier.
  CHECK(said[7].en == "Ana: 11");
  CHECK(said[9].en == "Ana stays");
  CHECK(said[9].es == "Ana se planta");
  CHECK(said[10].en == "Cy: x2");
  CHECK(said[12].en == "Ben: 10");
  CHECK(said[14].en == "Ana: +10");
  testkit::check_words_only(said);
}

TEST_CASE("Entries in words: score mode's rounds", "[flip7][words]") {
  const auto said = testkit::say_script("flip7/score_mode_tie.jsonl");
  REQUIRE(said.size() == 3);
  CHECK(said[0].en == "Points: Ana 40, Ben 25, Cleo 10");
  CHECK(said[0].es == "Puntos: Ana 40, Ben 25, Cleo 10");
  testkit::check_words_only(said);
}

TEST_CASE("Entries in words: the caller's card label writes the cards, the sentence stays the game's",
          "[flip7][words]") {
  flip7::test::Table t({"Ana", "Ben"}, "Ben");
  t.card("7");
  const CardLabel bracketed = [](std::string_view card, Lang) {
    std::string out("<");
    return out.append(card).append(">");
  };
  CHECK(flip7::describe_line(t.game(), {{"card", "freeze"}, {"target", "Ana"}}, Lang::kEnglish, bracketed) ==
        "Ben: <flip7.freeze>  \xE2\x86\x92  Ana");
  CHECK(flip7::describe_line(t.game(), {{"stay", "Ana"}}, Lang::kSpanish, bracketed) == "Ana se planta");
  // The registry's: the words.
  const auto said = find_game("flip7")->describe_line;
  CHECK(said(t.game(), {{"card", "second_chance"}}, Lang::kSpanish) == "Ben: Vida Extra");
  // A line that is no Flip 7 entry shows as written.
  CHECK(said(t.game(), nlohmann::json::array({1}), Lang::kEnglish) == "[1]");
}
