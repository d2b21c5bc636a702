// The page on phones from the app (issue 23): turned on in Settings, its QR
// code and address on screen in every look, and a phone's entry reaching the
// game through the loop as a tap does (served after the frame; a refusal is
// the phone's to show, never a popup on the tablet).
#include <catch2/catch.hpp>

#include <httplib.h>

#include <atomic>
#include <thread>

#include "games/unoflip/cards.hpp"
#include "support/fixtures.hpp"
#include "support/page_phones.hpp"
#include "support/headless.hpp"
#include "support/taps.hpp"
#include "support/layout_checks.hpp"
#include "ui/games/phase10flip/entries.hpp"
#include "ui/games/phase10flip/hand_over.hpp"

using namespace flipside;
using namespace flipside::ui;
using namespace flipside::ui::test;


TEST_CASE("Settings with the page on: the QR code and the address fit in every look", "[page]") {
  for_each_look([](const Look& look) {
    const std::string where = look.name() + " settings, page on";
    INFO(where);
    Settings settings;
    settings.lang = look.lang;
    Headless h(look.size, look.scale);
    auto c = controller_over(state_with(four_players(), Moment::kMidRound), settings);
    c->page_share().set_bind("127.0.0.1:0");
    c->apply(intent::OpenSettings{});
    c->apply(intent::SetSharing{true});
    REQUIRE(c->page_share().on());
    h.frames(*c, 3);
    check_clean(h, where);
    check_touch_targets(h, "settings.phones", where);
    REQUIRE(h.diag.areas.count("settings.qr"));
    const auto [a, b] = h.diag.areas.at("settings.qr");
    CHECK(a.x >= 0.0f);
    CHECK(b.x <= look.size.x);
    CHECK(b.x - a.x >= 200.0f);  // big enough to scan from across the table
    CHECK(h.diag.rects.count("settings.phones.new_code"));
    // Off again: the code and the address go, the token dies.
    c->apply(intent::SetSharing{false});
    h.frames(*c, 2);
    CHECK_FALSE(h.diag.areas.count("settings.qr"));
    CHECK_FALSE(c->page_share().on());
  });
}

TEST_CASE("A phone's Stay reaches the game through the loop, as a tap does", "[page][flip7]") {
  auto c = controller_over(state_with(four_players(), Moment::kMidRound));
  c->page_share().set_bind("127.0.0.1:0");
  c->apply(intent::ContinueGame{});
  REQUIRE(c->game());
  c->apply(intent::SetSharing{true});
  const std::size_t before = c->game()->session().lines().size();
  const nlohmann::json state = c->game()->game().state();
  const std::string on_turn = state.at("turn");
  std::string other;
  for (const std::string& name : c->game()->session().header().players)
    if (name != on_turn && other.empty()) other = name;

  auto [joined, join_answer] = phone_post(*c, "/api/join", {{"name", other}});
  REQUIRE(joined == 200);
  // Out of turn: the engine's sentence on the phone, nothing entered, no
  // popup on the tablet.
  auto [refused, why] = phone_post(*c, "/api/act", {{"phone", join_answer["phone"]}, {"do", "stay"}});
  CHECK(refused == 409);
  CHECK(why["error"].get<std::string>().find(on_turn) != std::string::npos);
  CHECK(c->game()->session().lines().size() == before);
  CHECK_FALSE(c->popup().has_value());

  auto [joined_turn, turn_answer] = phone_post(*c, "/api/join", {{"name", on_turn}});
  REQUIRE(joined_turn == 200);
  auto [done, answer] = phone_post(*c, "/api/act", {{"phone", turn_answer["phone"]}, {"do", "stay"}});
  CHECK(done == 200);
  REQUIRE(c->game()->session().lines().size() == before + 1);
  CHECK(c->game()->session().lines().back() == nlohmann::json({{"stay", on_turn}}));
  // Undo on the tablet takes it back, as any entry (phones cannot).
  c->apply(intent::Undo{});
  CHECK(c->game()->session().lines().size() == before);
}

TEST_CASE("The table bar's Phones: the code over the table in every look, Done keeps it on, Stop turns it off",
          "[page]") {
  Message error;
  const auto p10 = parse_header(
      {{"game", "phase10flip"}, {"players", {"Ana", "Ben", "Maximiliano Fernández-Olmedo", "Dani"}}, {"dealer", "Ana"}},
      &error);
  REQUIRE(p10);
  for (const auto& header : {four_players(), *p10}) {
    for_each_look([&](const Look& look) {
      const std::string where = look.name() + " " + header.game + " table, Phones";
      INFO(where);
      Settings settings;
      settings.lang = look.lang;
      Headless h(look.size, look.scale);
      auto state = std::make_shared<FakeStoreState>();
      state->games.push_back(make_record(1, header, header.game == "flip7" ? lines_until(header, Moment::kMidRound)
                                                                          : std::vector<nlohmann::json>{}));
      auto c = controller_over(state, settings);
      c->page_share().set_bind("127.0.0.1:0");
      c->apply(intent::ContinueGame{});
      h.frames(*c, 3);
      REQUIRE(c->screen() == Screen::kTable);
      // On the bar beside Undo, whole and touch-sized, with nothing over it.
      check_clean(h, where);
      check_touch_targets(h, "table.", where);
      REQUIRE(h.diag.rects.count("table.phones"));
      CHECK_FALSE(c->page_share().on());

      // One tap: the page is on and its code is over the table.
      tap_and_apply(h, *c, "table.phones");
      REQUIRE(c->page_share().on());
      REQUIRE(c->popup());
      CHECK(c->popup()->kind == PopupKind::kPhones);
      h.frames(*c, 3);
      check_clean(h, where + " popup");
      check_touch_targets(h, "popup.", where);
      REQUIRE(h.diag.areas.count("popup.qr"));
      const auto [a, b] = h.diag.areas.at("popup.qr");
      CHECK(a.x >= 0.0f);
      CHECK(a.y >= 0.0f);
      CHECK(b.x <= look.size.x);
      CHECK(b.y <= look.size.y);
      CHECK(b.x - a.x >= 200.0f);  // big enough to scan from across the table
      REQUIRE(h.diag.rects.count("popup.ok"));
      CHECK(h.diag.rects.at("popup.ok").second.y <= look.size.y);  // Done is on the screen, under the code
      const std::string address = c->page_share().address();

      // Done: the code goes, the page stays on at the same address.
      tap_and_apply(h, *c, "popup.ok");
      CHECK_FALSE(c->popup());
      CHECK(c->page_share().on());
      CHECK(c->page_share().address() == address);
      h.frames(*c, 2);
      CHECK_FALSE(h.diag.areas.count("popup.qr"));

      // Phones again shows the same code; Stop showing turns it off.
      tap_and_apply(h, *c, "table.phones");
      CHECK(c->page_share().address() == address);
      h.frames(*c, 2);
      tap_and_apply(h, *c, "popup.phones_stop");
      CHECK_FALSE(c->page_share().on());
      CHECK_FALSE(c->popup());
    });
  }
}


// Issue 23: "at the end of a UNO Flip or Phase 10 Flip hand, every player
// enters their own cards left on their own phone at the same time; the
// tablet shows who is done and the points, and the table confirms".
TEST_CASE("UNO Flip: at a hand's end each player sends their cards left from their phone, the table confirms",
          "[page][unoflip]") {
  auto state = unoflip_ben_went_out();
  auto c = sharing_table(state);
  Headless h(ImVec2(1280, 800));
  h.frames(*c, 2);
  c->serve_phones(h.view);
  REQUIRE(c->phone_hand());
  CHECK(c->phone_hand()->awaited == std::vector<int>{0});
  CHECK(c->phone_hand()->sent.empty());
  const nlohmann::json page = page_state(*c)["page"];
  CHECK(page["hand"]["awaited"] == nlohmann::json({"Ana"}));
  CHECK(page["hand"]["pad"].size() == 54);

  const std::string ana = joined(*c, "Ana"), ben = joined(*c, "Ben");
  const std::size_t before = state->games[0].lines.size();
  auto send = [&](const std::string& phone, std::vector<std::string> cards) {
    return phone_post(*c, "/api/act", {{"phone", phone}, {"do", "hand_cards"}, {"cards", cards}}, &h.view);
  };
  // Ben went out: nothing of his is awaited.
  auto [not_now, why_not_now] = send(ben, {"red 1"});
  CHECK(not_now == 409);
  CHECK(why_not_now["error"] == "The table is not waiting for your cards now.");
  // Ana holds one card: two are refused, and so is a card of the other side.
  auto [two, why_two] = send(ana, {"wild", "red 2"});
  CHECK(two == 409);
  CHECK(why_two["error"] == "You hold 1 card; you sent 2.");
  auto [dark, why_dark] = send(ana, {"teal 3"});
  CHECK(dark == 409);
  CHECK(why_dark["error"] == "teal 3 is not a card of the side in play.");
  CHECK_FALSE(h.view.lists.count("rem.0"));
  CHECK(c->phone_hand()->sent.empty());

  // Her card: in the table's form, marked sent, nothing entered yet.
  auto [sent, answer] = send(ana, {"wild_draw2"});
  CHECK(sent == 200);
  CHECK(h.view.lists.at("rem.0") == std::vector<int>{unoflip::kWildDraw});
  REQUIRE(c->phone_hand());
  CHECK(c->phone_hand()->sent == std::vector<int>{0});
  CHECK(page_state(*c)["page"]["hand"]["sent"] == nlohmann::json({"Ana"}));
  CHECK(state->games[0].lines.size() == before);
  CHECK_FALSE(c->popup());
  h.frames(*c, 2);
  // The table bar: everyone has sent ("Phones" over "✓ 1/1").
  CHECK(h.shown.find("1/1", h.shown.find("Phones")) != std::string::npos);
  check_clean(h, "UNO Flip hand's end, sent from the phone");
  // The table bar's Phones shows who has sent over the code.
  tap_and_apply(h, *c, "table.phones");
  h.frames(*c, 2);
  check_clean(h, "UNO Flip hand's end, the Phones popup");
  check_touch_targets(h, "popup.", "UNO Flip hand's end, the Phones popup");
  tap_and_apply(h, *c, "popup.ok");
  h.frames(*c, 1);

  // The table confirms: the engine scores it, the phones' pad goes.
  tap_and_apply(h, *c, "rem.enter");
  REQUIRE(state->games[0].lines.size() == before + 1);
  CHECK(state->games[0].lines.back() == nlohmann::json({{"remaining", {{"Ana", {"wild_draw2"}}}}}));
  c->serve_phones(h.view);
  CHECK_FALSE(c->phone_hand());
  CHECK(page_state(*c)["page"]["hand"].is_null());
}

TEST_CASE("Phase 10 Flip: the hand-over form takes each player's cards from their phone, the table confirms",
          "[page][phase10flip]") {
  // Ana laid down phase 1 and hit (she goes out); Ben and Cy hold 10 each.
  const std::vector<nlohmann::json> lines = {
      {{"phase", "Ana"}, {"cards", {"red 3", "red 4", "blue 7", "blue 8"}}},
      {{"hit", "Ana"}, {"card", "red 5"}, {"onto", "Ana"}, {"group", 1}},
  };
  auto state = std::make_shared<FakeStoreState>();
  state->games.push_back(make_record(
      1, header_of({{"game", "phase10flip"}, {"players", {"Ana", "Ben", "Cy"}}, {"dealer", "Ana"}}), lines));
  Settings settings;
  settings.lang = Lang::kSpanish;
  auto c = sharing_table(state, settings);
  Headless h(ImVec2(800, 1280), 1.25f);
  h.frames(*c, 2);
  c->serve_phones(h.view);
  CHECK_FALSE(c->phone_hand());  // nothing awaited until the table ends the hand
  tap_and_apply(h, *c, "p10.player.0");
  tap_and_apply(h, *c, "p10.end_hand");
  REQUIRE(h.view.form_open);
  c->serve_phones(h.view);
  REQUIRE(c->phone_hand());
  CHECK(c->phone_hand()->awaited == std::vector<int>{1, 2});
  CHECK(page_state(*c)["page"]["hand"]["pad"].size() == 52);  // the colour side

  const std::string ben = joined(*c, "Ben"), cy = joined(*c, "Cy");
  const std::vector<std::string> ben_cards = {"red 1", "red 2", "red 3", "red 4", "red 5",
                                              "red 6", "red 7", "red 8", "red 9", "red star"};  // 65
  const std::vector<std::string> cy_cards = {"blue 10", "blue 11", "blue 12", "blue star", "blue 1",
                                             "blue 2",  "blue 3",  "blue 4",  "blue 5",    "blue 6"};  // 80
  auto send = [&](const std::string& phone, const std::vector<std::string>& cards) {
    return phone_post(*c, "/api/act", {{"phone", phone}, {"do", "hand_cards"}, {"cards", cards}}, &h.view);
  };
  // Nine cards of ten: the phone hears it in the table's language.
  auto [short_hand, why_short] =
      send(ben, std::vector<std::string>(ben_cards.begin(), ben_cards.end() - 1));
  CHECK(short_hand == 409);
  CHECK(why_short["error"] == "Tienes 10 cartas; has enviado 9.");
  auto [wild_side, why_wild] = send(cy, {"7"});
  CHECK(wild_side == 409);
  CHECK(why_wild["error"] == "7 no es una carta de la cara en juego.");

  CHECK(send(ben, ben_cards).first == 200);
  CHECK(c->phone_hand()->sent == std::vector<int>{1});
  CHECK(p10ui::entered_cards(h.view, 1) == ben_cards);
  h.frames(*c, 2);
  CHECK(h.shown.find("1/2") != std::string::npos);
  CHECK(send(cy, cy_cards).first == 200);
  CHECK(c->phone_hand()->sent == std::vector<int>({1, 2}));
  h.frames(*c, 2);
  check_clean(h, "Phase 10 Flip hand over, both phones sent");
  CHECK(state->games[0].lines.size() == 2);

  tap_and_apply(h, *c, "p10.end.submit");
  REQUIRE(state->games[0].lines.size() == 3);
  CHECK(state->games[0].lines.back() ==
        nlohmann::json({{"out", "Ana"}, {"remaining", {{"Ana", nlohmann::json::array()}, {"Ben", ben_cards}, {"Cy", cy_cards}}}}));
  const auto* p10 = p10ui::as_phase10flip(&c->game()->game());
  REQUIRE(p10);
  CHECK(p10->engine().player(1).total == 65);
  CHECK(p10->engine().player(2).total == 80);
  c->serve_phones(h.view);
  CHECK_FALSE(c->phone_hand());
}

TEST_CASE("UNO Flip score mode: once the table picks the winner and cards, the others send theirs, read by the side chosen",
          "[page][unoflip]") {
  auto state = unoflip_score_mode();
  auto c = sharing_table(state);
  Headless h(ImVec2(1280, 800));
  h.frames(*c, 2);
  c->serve_phones(h.view);
  CHECK_FALSE(c->phone_hand());  // no winner yet: nobody's cards are awaited
  score_ana_by_dark_cards(h, *c);
  c->serve_phones(h.view);
  REQUIRE(c->phone_hand());
  CHECK(c->phone_hand()->awaited == std::vector<int>({1, 2}));
  CHECK(page_state(*c)["page"]["hand"]["pad"][0]["key"] == "pink 1");

  const std::string ben = joined(*c, "Ben"), cleo = joined(*c, "Cleo");
  auto send = [&](const std::string& phone, std::vector<std::string> cards) {
    return phone_post(*c, "/api/act", {{"phone", phone}, {"do", "hand_cards"}, {"cards", cards}}, &h.view);
  };
  auto [light, why_light] = send(ben, {"red 5"});
  CHECK(light == 409);
  CHECK(why_light["error"] == "red 5 is not a card of the side in play.");
  CHECK(send(ben, {"teal 5", "wild_draw_color"}).first == 200);  // any number: no hand sizes in score mode
  CHECK(send(cleo, {"pink skip_everyone"}).first == 200);
  CHECK(c->phone_hand()->sent == std::vector<int>({1, 2}));
  h.frames(*c, 1);
  tap_and_apply(h, *c, "score.enter");
  REQUIRE(state->games[0].lines.size() == 1);
  CHECK(state->games[0].lines.back() ==
        nlohmann::json({{"hand",
                         {{"winner", "Ana"},
                          {"side", "dark"},
                          {"remaining", {{"Ben", {"teal 5", "wild_draw_color"}}, {"Cleo", {"pink skip_everyone"}}}}}}}));
}
