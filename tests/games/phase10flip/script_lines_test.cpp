// The Phase 10 Flip lines of a game script (../shared/contract/game-script.md):
// unknown fields, cards and players are refused with a sentence that says so;
// the options; the state's fields; the registry line.
#include "table.hpp"

#include <set>

#include "core/game_info.hpp"
#include "games/phase10flip/text.hpp"

using namespace flipside;
using namespace flipside::phase10flip;
using namespace flipside::phase10flip::test;

TEST_CASE("Script lines: typos are refused, never ignored", "[phase10flip][script]") {
  Table t({"Ana", "Ben"});
  CHECK(t.rejected({{"flip", true}, {"by", "Ana"}}) == "unknown field \"by\"");
  CHECK(t.rejected({{"flip", false}}) == "a Flip is written {\"flip\":true}");
  CHECK(t.rejected(Json::object()) ==
        "expected {\"flip\":true}, {\"phase\":…}, {\"hit\":…} or {\"out\":…}, one per line");
  CHECK(t.rejected({{"draw", "Ana"}}) == "unknown field \"draw\"");
  CHECK(t.rejected({{"flip", true}, {"phase", "Ana"}}).rfind("expected", 0) == 0);
  CHECK(t.rejected({{"phase", "Zoe"}, {"cards", Json::array()}}) == "\"Zoe\" is not a player in this game");
  CHECK(t.rejected({{"phase", "Ana"}}) == "a phase line gives either \"cards\" or \"groups\", not both and not neither");
  CHECK(t.rejected({{"phase", "Ana"}, {"cards", {"purple 3"}}}).rfind("\"purple 3\" is not a Phase 10 Flip card", 0) ==
        0);
  CHECK(t.rejected({{"phase", "Ana"}, {"cards", {"red 13"}}}).rfind("\"red 13\" is not", 0) == 0);
  CHECK(t.rejected({{"phase", "Ana"}, {"cards", {"0"}}}).rfind("\"0\" is not", 0) == 0);
  CHECK(t.rejected({{"phase", "Ana"}, {"cards", {7}}}).rfind("cards are strings", 0) == 0);
  CHECK(t.rejected({{"phase", "Ana"}, {"cards", "red 7"}}) == "\"cards\" must be a list of cards");
  CHECK(t.rejected({{"phase", "Ana"}, {"groups", {"red 7"}}}) ==
        "\"groups\" must be a list of groups, each a list of cards");
  CHECK(t.rejected({{"hit", "Ana"}, {"card", "red 7"}}) ==
        "a hit is written {\"hit\":name,\"card\":card,\"onto\":name,\"group\":k}");
  CHECK(t.rejected({{"hit", "Ana"}, {"card", "red 7"}, {"onto", "Ana"}, {"group", "1"}}) ==
        "\"group\" must be a whole number: 1 for the owner's first group");
  CHECK(t.rejected({{"out", "Ana"}}) == "the end of a hand gives either \"remaining\", or \"points\" with \"completed\"");
  CHECK(t.rejected({{"out", "Ana"}, {"points", {{"Ben", 5}}}}) ==
        "the end of a hand gives either \"remaining\", or \"points\" with \"completed\"");
  CHECK(t.rejected({{"out", "Ana"}, {"points", {{"Ben", -5}}}, {"completed", {"Ana"}}}) ==
        "Ben's points must be a whole number, 0 or more");
  CHECK(t.rejected({{"out", "Ana"}, {"points", {{"Ben", 5}}}, {"completed", {"Ana", "Ana"}}}) == "Ana is listed twice");
  CHECK(t.rejected(Json::array({1})) == "each line must be a JSON object");
}

TEST_CASE("Script lines: every card key reads and writes back", "[phase10flip][script]") {
  for (const char* colour : {"red", "blue", "green", "yellow"})
    for (int n = 0; n <= 12; ++n) {
      const std::string key = std::string(colour) + " " + (n == 0 ? "star" : std::to_string(n));
      auto c = parse_card(key);
      REQUIRE(c);
      CHECK(card_key(*c) == key);
      CHECK(c->side == Side::kColor);
    }
  for (int n = 0; n <= 12; ++n) {
    const std::string key = n == 0 ? "star" : std::to_string(n);
    auto c = parse_card(key);
    REQUIRE(c);
    CHECK(card_key(*c) == key);
    CHECK(c->side == Side::kWild);
  }
  for (const char* bad : {"", "red", "red  7", "Red 7", "07", "+7", "7 red", "13", "red 0", "star red"})
    CHECK_FALSE(parse_card(bad));
  CHECK(phase10flip::card_name("red 7", Lang::kSpanish) == "7 rojo");
  CHECK(phase10flip::card_name("yellow star", Lang::kSpanish) == "estrella amarilla");
  CHECK(phase10flip::card_name("star", Lang::kSpanish) == "estrella");
  CHECK(phase10flip::card_name("blue 12", Lang::kEnglish) == "blue 12");
  CHECK(flipside::card_name("phase10flip.red 7", Lang::kSpanish) == "7 rojo");
  CHECK(card_points(*parse_card("red 9")) == 5);
  CHECK(card_points(*parse_card("10")) == 10);
  CHECK(card_points(*parse_card("blue star")) == 20);
}

TEST_CASE("Options: variant and phases, anything else is refused", "[phase10flip][script]") {
  Message error;
  auto o = parse_options({{"variant", "ten_hands"}, {"phases", 5}}, &error);
  REQUIRE(o);
  CHECK(o->ten_hands);
  CHECK(o->phases == 5);
  o = parse_options(Json::object(), &error);
  REQUIRE(o);
  CHECK_FALSE(o->ten_hands);
  CHECK(o->phases == 10);
  CHECK_FALSE(parse_options({{"phases", 11}}, &error));
  CHECK(render(error) == "option \"phases\" must be a whole number from 1 to 10");
  CHECK_FALSE(parse_options({{"variant", "short"}}, &error));
  CHECK_FALSE(parse_options({{"target", 100}}, &error));
}

TEST_CASE("Registry: phase10flip is playable, 2 to 6 players, fewest points wins", "[phase10flip][script]") {
  const GameInfo* g = find_game("phase10flip");
  REQUIRE(g);
  CHECK(g->make);
  CHECK(g->order == ScoreOrder::kLowestWins);
  CHECK(text("option.phase10flip.variant.ten_hands", Lang::kSpanish) != "option.phase10flip.variant.ten_hands");
  Message error;
  auto header = parse_header({{"game", "phase10flip"}, {"players", {"Ana"}}, {"dealer", "Ana"}}, &error);
  REQUIRE(header);
  CHECK_FALSE(make_game(*header, &error));
  CHECK(render(error) == "Phase 10 Flip takes 2 to 6 players");
  header = parse_header({{"game", "phase10flip"}, {"players", {"Ana", "Ben"}}, {"dealer", "Ana"}}, &error);
  REQUIRE(header);
  CHECK(make_game(*header, &error));
}

TEST_CASE("State JSON carries the contract's fields", "[phase10flip][script]") {
  Table t({"Ana", "Ben"});
  t.phase("Ana", {"red 1", "red 2", "blue 5", "blue star"});
  auto s = t.state();
  CHECK(s["game"] == "phase10flip");
  CHECK(s["finished"] == false);
  CHECK(s["winner"].is_null());
  CHECK(s["round"] == 1);
  CHECK(s["dealer"] == "Ben");
  CHECK(s["side"] == "color");
  CHECK(s["expecting"] == "hand 1, colour side: a Flip, a phase laid down, a hit or the end of the hand (by Ana)");
  REQUIRE(s["players"].size() == 2);
  const Json& ana = s["players"][0];
  CHECK(ana["name"] == "Ana");
  CHECK(ana["total"] == 0);
  CHECK(ana["phase"] == 1);
  CHECK(ana["laid_down"] == true);
  CHECK(ana["cards"] == 6);
  CHECK(ana["groups"] == Json::array({Json{{"kind", "run"}, {"color", "red"}, {"cards", {"red 1", "red 2"}}},
                                      Json{{"kind", "run"}, {"color", "blue"}, {"cards", {"blue 5", "blue star"}}}}));
  CHECK(s["players"][1]["laid_down"] == false);
  CHECK(s["rounds"].is_array());
}

TEST_CASE("Text: every English entry has a Spanish one", "[phase10flip][text]") {
  std::set<std::string_view> spanish;
  for (const auto& e : phase10flip::spanish_text()) spanish.insert(e.key);
  for (const auto& e : phase10flip::english_text()) {
    INFO(e.key);
    CHECK(spanish.count(e.key) == 1);
  }
  CHECK(phase10flip::english_text().size() == phase10flip::spanish_text().size());
}
