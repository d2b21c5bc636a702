// Issue 32, item 9: a phone's cards left are checked when sent, as the
// tablet's pad checks them (RULINGS UNO Flip 9: only the deck's copies
// exist). A list holding a card whose every copy is on the discard pile, or
// listed by the table for the others, is refused on that phone at once, in
// the table's language and naming the card; nothing reaches the form. The
// page tells each phone how many of each card it may still hold, so its pad
// dims a card that is used up.
#include <catch2/catch.hpp>

#include "games/unoflip/cards.hpp"
#include "support/fixtures.hpp"
#include "support/headless.hpp"
#include "support/page_phones.hpp"
#include "support/taps.hpp"

using namespace flipside;
using namespace flipside::ui;
using namespace flipside::ui::test;

TEST_CASE("UNO Flip: a phone's card whose both copies are on the discard pile is refused at once, naming it",
          "[page][unoflip]") {
  const Lang lang = GENERATE(Lang::kEnglish, Lang::kSpanish);
  INFO(lang_code(lang));
  auto state = unoflip_ben_went_out();  // both copies of red 1..6 on the pile
  Settings settings;
  settings.lang = lang;
  auto c = sharing_table(state, settings);
  Headless h(ImVec2(1280, 800));
  h.frames(*c, 2);
  c->serve_phones(h.view);
  REQUIRE(c->phone_hand());

  // The phone's pad: what Ana may still hold of each card.
  const nlohmann::json room = page_state(*c)["page"]["hand"]["room"]["Ana"];
  CHECK(room["red 3"] == 0);  // both on the pile: dimmed
  CHECK(room["red 7"] == 1);
  CHECK(room["red 8"] == 2);
  CHECK(room["wild"] == 4);

  const std::string ana = joined(*c, "Ana");
  auto [status, answer] =
      phone_post(*c, "/api/act", {{"phone", ana}, {"do", "hand_cards"}, {"cards", {"red 3"}}}, &h.view);
  CHECK(status == 409);
  CHECK(answer["error"] == (lang == Lang::kEnglish
                                ? "You sent 1 \xC3\x97 red 3, but the deck has 2: 2 on the discard pile and 0 listed for "
                                  "the others"
                                : "Enviaste 1 \xC3\x97 rojo 3, pero la baraja tiene 2: 2 en la pila para tirar y 0 "
                                  "anotadas para los dem\xC3\xA1s"));
  CHECK_FALSE(h.view.lists.count("rem.0"));  // the tablet's form is untouched
  CHECK(c->phone_hand()->sent.empty());
  CHECK(page_state(*c)["page"]["hand"]["sent"].empty());

  // A card that can exist is taken, as before.
  auto [ok, _] = phone_post(*c, "/api/act", {{"phone", ana}, {"do", "hand_cards"}, {"cards", {"red 8"}}}, &h.view);
  CHECK(ok == 200);
  CHECK(h.view.lists.at("rem.0") == std::vector<int>{unoflip::parse_card("red 8")->kind});
}

TEST_CASE("UNO Flip score mode: more copies than the deck has, or than the others leave, are refused on the phone",
          "[page][unoflip]") {
  auto c = sharing_table(unoflip_score_mode());
  Headless h(ImVec2(1280, 800));
  h.frames(*c, 2);
  score_ana_by_dark_cards(h, *c);
  c->serve_phones(h.view);
  REQUIRE(c->phone_hand());
  const std::string ben = joined(*c, "Ben"), cleo = joined(*c, "Cleo");
  auto send = [&](const std::string& phone, std::vector<std::string> cards) {
    return phone_post(*c, "/api/act", {{"phone", phone}, {"do", "hand_cards"}, {"cards", cards}}, &h.view);
  };

  // Three pink Draw Fives: the deck has two.
  auto [three, why_three] = send(ben, {"pink draw5", "pink draw5", "pink draw5"});
  CHECK(three == 409);
  CHECK(why_three["error"] == "You sent 3 \xC3\x97 " + unoflip::card_name("pink draw5", Lang::kEnglish) +
                                  ", but the deck has 2: 0 on the discard pile and 0 listed for the others");
  CHECK_FALSE(h.view.lists.count("rem.1"));

  // Ben's phone lists both teal 8s: Cleo's pad dims them, and her teal 8
  // is refused, saying the others hold them.
  CHECK(send(ben, {"teal 8", "teal 8"}).first == 200);
  c->serve_phones(h.view);
  const nlohmann::json room = page_state(*c)["page"]["hand"]["room"];
  CHECK(room["Cleo"]["teal 8"] == 0);
  CHECK(room["Ben"]["teal 8"] == 2);  // his own list is what he would replace
  auto [taken, why_taken] = send(cleo, {"teal 8"});
  CHECK(taken == 409);
  CHECK(why_taken["error"] == "You sent 1 \xC3\x97 teal 8, but the deck has 2: 0 on the discard pile and 2 listed for the others");
  CHECK_FALSE(h.view.lists.count("rem.2"));
  // Ben may send his list again, changed.
  CHECK(send(ben, {"teal 8"}).first == 200);
  CHECK(send(cleo, {"teal 8"}).first == 200);
}
