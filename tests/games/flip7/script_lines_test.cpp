// The Flip 7 lines of a game script (../shared/contract/game-script.md):
// unknown fields, cards and players are refused with a sentence that says so.
#include "table.hpp"

using namespace flipside::flip7;
using namespace flipside::flip7::test;

TEST_CASE("Script lines: typos are refused, never ignored", "[flip7][script]") {
  Table t({"Ana", "Ben"}, "Ben");
  CHECK(t.rejected({{"card", "7"}, {"too", "Ana"}}) == "unknown field \"too\"");
  CHECK(t.rejected({{"card", "13"}}).rfind("\"13\" is not a Flip 7 card", 0) == 0);
  CHECK(t.rejected({{"card", 7}}) == "\"card\" must be a string such as \"7\", \"x2\" or \"freeze\"");
  CHECK(t.rejected({{"card", "7"}, {"to", "Zoe"}}) == "\"Zoe\" is not a player in this game");
  CHECK(t.rejected({{"stay", 3}}) == "a player must be named by a string");
  CHECK(t.rejected(nlohmann::json::object()) == "expected {\"card\":…}, {\"target\":…} or {\"stay\":…}");
  CHECK(t.rejected({{"stay", "Ana"}, {"target", "Ben"}}) == "expected {\"card\":…}, {\"target\":…} or {\"stay\":…}");
  CHECK(t.rejected({{"draw", "Ana"}}) == "unknown field \"draw\"");
  CHECK(t.rejected(nlohmann::json::array({1, 2})) == "each line must be a JSON object");
}

TEST_CASE("Script lines: every card key reads and writes back", "[flip7][script]") {
  flipside::ScriptHeader h = header_for({"Ana", "Ben"}, "Ana");
  for (int c = 0; c < kCardKinds; ++c) {
    Event e = Event::card_event(card_at(c), 1, -1);
    nlohmann::json line = event_to_json(e, h);
    flipside::Message error;
    auto back = parse_event(line, h, &error);
    REQUIRE(back);
    CHECK(back->card == card_at(c));
    CHECK(back->player == 1);
  }
  CHECK(event_to_json(Event::stay_event(0), h) == nlohmann::json{{"stay", "Ana"}});
  CHECK(event_to_json(Event::target_event(1), h) == nlohmann::json{{"target", "Ben"}});
}

TEST_CASE("Options: target, decks, round_limit, anything else is refused", "[flip7][script]") {
  flipside::Message error;
  auto o = parse_options({{"target", 150}, {"decks", 2}, {"round_limit", 5}}, &error);
  REQUIRE(o);
  CHECK(o->target == 150);
  CHECK(o->decks == 2);
  CHECK(o->round_limit == 5);
  CHECK_FALSE(parse_options({{"decks", 0}}, &error));
  CHECK(flipside::render(error) == "option \"decks\" must be a whole number from 1 to 10");
  CHECK_FALSE(parse_options({{"target", "200"}}, &error));
  CHECK_FALSE(parse_options({{"rounds", 3}}, &error));
  CHECK(flipside::render(error) == "unknown option \"rounds\" for flip7");
}

TEST_CASE("State JSON carries the contract's fields", "[flip7][script]") {
  Table t({"Ana", "Ben"}, "Ben");
  t.cards({"7", "+4", "second_chance"});
  auto s = t.state();
  CHECK(s["game"] == "flip7");
  CHECK(s["finished"] == false);
  CHECK(s["winner"].is_null());
  CHECK(s["round"] == 1);
  CHECK(s["draw_pile"] == 91);
  CHECK(s["expecting"] == "a card for Ben (on turn), or Ben stays");
  REQUIRE(s["players"].size() == 2);
  CHECK(s["players"][0]["name"] == "Ana");
  CHECK(s["players"][0]["numbers"] == nlohmann::json::array({7}));
  CHECK(s["players"][0]["second_chance"] == true);
  CHECK(s["players"][0]["status"] == "active");
  CHECK(s["players"][0]["total"] == 0);
  CHECK(s["players"][1]["modifiers"] == nlohmann::json::array({"+4"}));
  CHECK(s["rounds"].is_array());
}
