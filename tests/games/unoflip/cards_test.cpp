// The deck (RULINGS.md "UNO Flip", Deck), card names in both languages and
// rule 8's card values.
#include <catch2/catch.hpp>

#include "core/i18n/lang.hpp"
#include "games/unoflip/cards.hpp"

using namespace flipside;
using namespace flipside::unoflip;

TEST_CASE("Cards: 112 faces per side, every script name round-trips", "[unoflip][cards]") {
  for (Side s : {Side::kLight, Side::kDark}) {
    int total = 0;
    for (int k = 0; k < kKinds; ++k) {
      const Face f{s, static_cast<std::uint8_t>(k)};
      total += copies(f.kind);
      auto parsed = parse_card(card_key(f));
      REQUIRE(parsed);
      CHECK(parsed->on(s) == f);
    }
    CHECK(total == kDeckSize);
  }
  CHECK(card_key(Face{Side::kDark, static_cast<std::uint8_t>(1 * 13 + kSymSkip)}) == "teal skip_everyone");
  CHECK_FALSE(parse_card("red draw5"));
  CHECK_FALSE(parse_card("teal skip"));
  CHECK_FALSE(parse_card("red 0"));
  CHECK_FALSE(parse_card("red 10"));
  CHECK_FALSE(parse_card("Red 7"));
  CHECK_FALSE(parse_card("wild_draw4"));
  CHECK_FALSE(parse_card("red  7"));
  CHECK(parse_card("wild")->side == std::nullopt);
}

TEST_CASE("Cards: rule 8 values by side", "[unoflip][cards][rule8]") {
  auto pts = [](const char* key, Side s) { return points(parse_card(key)->on(s)); };
  CHECK(pts("red 7", Side::kLight) == 7);
  CHECK(pts("purple 9", Side::kDark) == 9);
  CHECK(pts("red draw1", Side::kLight) == 10);
  CHECK(pts("pink draw5", Side::kDark) == 20);
  CHECK(pts("red reverse", Side::kLight) == 20);
  CHECK(pts("teal reverse", Side::kDark) == 20);
  CHECK(pts("blue skip", Side::kLight) == 20);
  CHECK(pts("teal skip_everyone", Side::kDark) == 30);
  CHECK(pts("green flip", Side::kLight) == 20);
  CHECK(pts("orange flip", Side::kDark) == 20);
  CHECK(pts("wild", Side::kLight) == 40);
  CHECK(pts("wild", Side::kDark) == 40);
  CHECK(pts("wild_draw2", Side::kLight) == 50);
  CHECK(pts("wild_draw_color", Side::kDark) == 60);
  CHECK(deck_points(Side::kLight) == 1280);
  CHECK(deck_points(Side::kDark) == 1480);
}

TEST_CASE("Cards: names in English and Spanish", "[unoflip][cards][text]") {
  CHECK(flipside::card_name("unoflip.red 7", Lang::kEnglish) == "red 7");
  CHECK(flipside::card_name("unoflip.red 7", Lang::kSpanish) == "rojo 7");
  CHECK(flipside::card_name("unoflip.teal skip_everyone", Lang::kEnglish) == "teal Skip Everyone");
  CHECK(flipside::card_name("unoflip.teal skip_everyone", Lang::kSpanish) == "Salta a todos turquesa");
  CHECK(flipside::card_name("unoflip.purple reverse", Lang::kSpanish) == "Reversa morada");
  CHECK(flipside::card_name("unoflip.yellow draw1", Lang::kSpanish) == "Toma 1 amarilla");
  CHECK(flipside::card_name("unoflip.wild_draw2", Lang::kEnglish) == "Wild Draw Two");
  CHECK(flipside::card_name("unoflip.wild_draw_color", Lang::kSpanish) == "Comodín Toma un color");
  CHECK(flipside::card_name("unoflip.optimus_prime", Lang::kSpanish) == "El Poder de Optimus Prime");
  CHECK(flipside::card_name("unoflip.megatron", Lang::kEnglish) == "Megatron's Tyranny");
  CHECK(flipside::card_name("unoflip.orange", Lang::kSpanish) == "naranja");
  CHECK(flipside::card_name("unoflip.blue", Lang::kSpanish) == "azul");
}
