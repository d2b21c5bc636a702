// RULINGS.md, Flinch, rule 6 (variants from15 and from8, two decks) and the
// contract's line kinds, options and rejections.
#include "core/game_info.hpp"
#include "table.hpp"

using namespace flipside;
using namespace flipside::flinch;
using namespace flipside::flinch::test;

namespace {

nlohmann::json one_call(const std::string& on, const std::string& reason) {
  return nlohmann::json::array({{{"on", on}, {"reason", reason}}});
}

}  // namespace

TEST_CASE("Rule 6, from15: a pile starts with a 1 going up or a 15 going down", "[flinch][rule6][from15]") {
  Table t({"Ana", "Ben"}, "Ben", {{"variant", "from15"}});
  t.reveal_all({9, 15});
  t.play("Ana", 15, "hand", "new");
  t.play("Ana", 1, "hand", "new");
  CHECK(t.piles() == nlohmann::json::parse(R"([{"id":1,"next":[14]},{"id":2,"next":[2]}])"));
  CHECK(t.rejected_play("Ana", 7, "hand", "new") == "A 7 cannot start a pile: piles start with 1 and 15");
  CHECK(t.rejected_play("Ana", 2, "hand", "pile:1") == "A 2 does not go on pile 1: it takes 14");
  for (int v = 14; v >= 10; --v) t.play("Ana", v, "hand", "pile:1");
  t.play("Ana", 9, "flinch", "pile:1");  // her Flinch top goes first
  t.reveal("Ana", 3);
  for (int v = 8; v >= 4; --v) t.play("Ana", v, "hand", "pile:1");
  t.play("Ana", 3, "flinch", "pile:1");
  t.reveal("Ana", 12);
  t.play("Ana", 2, "hand", "pile:1");
  CHECK(t.flinchable().empty());
  auto notices = t.play("Ana", 1, "hand", "pile:1");
  CHECK(has(notices, "flinch.notice.pile_complete"));
  CHECK(t.piles() == nlohmann::json::parse(R"([{"id":2,"next":[2]}])"));
  SECTION("a 15 never goes on a reserve") {
    t.reserve("Ana", 15, 1);
    CHECK(t.flinchable() == one_call("Ana", "Ana put a 15 on reserve pile 1: a 15 never goes on a reserve"));
  }
  SECTION("a 15 on the Flinch top goes before a 15 from hand") {
    t.reserve("Ana", 6, 1);
    t.play("Ben", 15, "hand", "new");
    CHECK(t.flinchable() ==
          one_call("Ben", "Ben played 15 from hand while their Flinch top was also 15: the Flinch pile's goes first"));
  }
}

TEST_CASE("Rule 6, from8: piles start with an 8 and grow both ways, they leave holding 1 to 15",
          "[flinch][rule6][from8]") {
  Table t({"Ana", "Ben"}, "Ben", {{"variant", "from8"}});
  t.reveal_all({14, 15});
  CHECK(t.rejected_play("Ana", 1, "hand", "new") == "A 1 cannot start a pile: piles start with 8");
  t.play("Ana", 8, "hand", "new");
  CHECK(t.piles() == nlohmann::json::parse(R"([{"id":1,"next":[9,7]}])"));
  t.play("Ana", 9, "hand", "pile:1");
  t.play("Ana", 7, "hand", "pile:1");
  CHECK(t.piles() == nlohmann::json::parse(R"([{"id":1,"next":[10,6]}])"));
  CHECK(t.rejected_play("Ana", 8, "hand", "pile:1") == "A 8 does not go on pile 1: it takes 10 and 6");
  for (int v = 6; v >= 1; --v) t.play("Ana", v, "hand", "pile:1");
  CHECK(t.piles() == nlohmann::json::parse(R"([{"id":1,"next":[10]}])"));
  for (int v = 10; v <= 13; ++v) t.play("Ana", v, "hand", "pile:1");
  t.play("Ana", 14, "flinch", "pile:1");
  t.reveal("Ana", 5);
  auto notices = t.play("Ana", 15, "hand", "pile:1");
  CHECK(has(notices, "flinch.notice.pile_complete"));
  CHECK(t.piles().empty());
  SECTION("an 8 never goes on a reserve; a 1 may (it starts nothing here)") {
    t.reserve("Ana", 1, 1);
    CHECK(t.flinchable().empty());
    t.reserve("Ben", 8, 1);
    CHECK(t.flinchable() == one_call("Ben", "Ben put a 8 on reserve pile 1: a 8 never goes on a reserve"));
  }
}

TEST_CASE("Two decks: twenty copies of each number", "[flinch][rule1][decks]") {
  Table t({"Ana", "Ben"}, "Ben", {{"decks", 2}});
  t.reveal_all({7, 7});
  for (int i = 0; i < 5; ++i) t.reserve("Ana", 7, i + 1);
  for (int i = 0; i < 5; ++i) t.reserve("Ana", 7, i + 1);
  for (int i = 0; i < 5; ++i) t.reserve("Ben", 7, i + 1);
  t.reserve("Ben", 7, 1);
  t.reserve("Ben", 7, 2);
  t.reserve("Ben", 7, 3);
  CHECK(t.engine().showing()[7] == 20);
  CHECK(t.rejected_reserve("Ben", 7, 4) == "There cannot be another 7: all 20 of the deck are already showing");
  CHECK(t.engine().stock() == 300 - 30 - 15);
}

TEST_CASE("Options and headers: decks 1..2, variant standard|from15|from8, 2 to 8 players", "[flinch][contract]") {
  Message error;
  const GameInfo* info = find_game("flinch");
  REQUIRE(info);
  REQUIRE(info->make);
  CHECK(make_game(header_for({"Ana", "Ben"}, "Ana", {{"decks", 2}, {"variant", "from8"}}), &error));
  CHECK_FALSE(make_game(header_for({"Ana", "Ben"}, "Ana", {{"decks", 3}}), &error));
  CHECK_FALSE(make_game(header_for({"Ana", "Ben"}, "Ana", {{"variant", "from9"}}), &error));
  CHECK_FALSE(make_game(header_for({"Ana", "Ben"}, "Ana", {{"jokers", true}}), &error));
  CHECK_FALSE(make_game(header_for({"Ana"}, "Ana"), &error));
  CHECK(render(error) == "Flinch takes 2 to 8 players");
  CHECK_FALSE(make_game(header_for({"A", "B", "C", "D", "E", "F", "G", "H", "I"}, "A"), &error));
  auto game = make_game(header_for({"Ana", "Ben"}, "Ben"), &error);
  REQUIRE(game);
  auto s = game->state();
  CHECK(s["game"] == "flinch");
  CHECK(s["dealer"] == "Ben");
  CHECK(s["round"] == 1);
  CHECK(s["options"] == nlohmann::json::parse(R"({"decks":1,"variant":"standard"})"));
  CHECK(s["players"][0] == nlohmann::json::parse(
                               R"({"name":"Ana","total":10,"flinch_left":10,"flinch_top":null,
                                   "reserves":[null,null,null,null,null],"hand":5})"));
  CHECK(s["expecting"] == "the new top of Ana's Flinch pile (reveal)");
  CHECK(game->rounds().empty());
  CHECK(game->dealer_seat() == 1);
}

TEST_CASE("Contract lines: unknown or missing fields and malformed values are refused", "[flinch][contract]") {
  Table t({"Ana", "Ben"}, "Ben");
  CHECK(t.rejected({{"reveal", "Ana"}, {"card", 4}, {"to", "new"}}) == "unknown field \"to\"");
  CHECK(t.rejected({{"reveal", "Ana"}}) == "this line needs the field \"card\"");
  CHECK(t.rejected({{"reveal", "Ana"}, {"card", 16}}) == "\"card\" must be a whole number from 1 to 15");
  CHECK(t.rejected({{"reveal", "Ana"}, {"card", "4"}}) == "\"card\" must be a whole number from 1 to 15");
  CHECK(t.rejected({{"reveal", "Ana"}, {"card", 4.5}}) == "\"card\" must be a whole number from 1 to 15");
  CHECK(t.rejected({{"card", 4}}) ==
        "expected {\"reveal\":…}, {\"play\":…}, {\"reserve\":…}, {\"call\":…} or {\"pass\":…} (exactly one of them)");
  CHECK(t.rejected({{"reveal", "Ana"}, {"play", "Ana"}, {"card", 4}}) ==
        "expected {\"reveal\":…}, {\"play\":…}, {\"reserve\":…}, {\"call\":…} or {\"pass\":…} (exactly one of them)");
  CHECK(t.rejected({{"stay", "Ana"}}) == "unknown field \"stay\"");
  t.reveal_all({12, 13});
  CHECK(t.rejected({{"play", "Ana"}, {"card", 1}, {"from", "deck"}, {"to", "new"}}) ==
        "\"from\" must be \"flinch\", \"hand\" or \"reserve:1\" to \"reserve:5\"");
  CHECK(t.rejected({{"play", "Ana"}, {"card", 1}, {"from", "reserve:6"}, {"to", "new"}}) ==
        "\"from\" must be \"flinch\", \"hand\" or \"reserve:1\" to \"reserve:5\"");
  CHECK(t.rejected({{"play", "Ana"}, {"card", 1}, {"from", "hand"}, {"to", "pile:01"}}) ==
        "\"to\" must be \"new\" or \"pile:K\" with K the number of a centre pile");
  CHECK(t.rejected({{"play", "Ana"}, {"card", 1}, {"from", "hand"}, {"to", 1}}) ==
        "\"to\" must be \"new\" or \"pile:K\" with K the number of a centre pile");
  CHECK(t.rejected({{"reserve", "Ana"}, {"card", 1}, {"pile", 0}}) == "a reserve pile is numbered from 1 to 5");
  CHECK(t.rejected({{"reserve", "Ana"}, {"card", 1}, {"pile", "1"}}) == "a reserve pile is numbered from 1 to 5");
  CHECK(t.rejected({{"call", "Ana"}}) == "this line needs the field \"on\"");
  CHECK(t.rejected({{"call", 3}, {"on", "Ben"}}) == "a player must be named by a string");
  CHECK(t.rejected_play("Ana", 2, "reserve:1", "new") == "Ana's reserve pile 1 is empty");
  CHECK(render(t.game().expecting()) ==
        "opening reserves from any player, or a player starts the first pile (and begins)");
  // Round trip of every line kind through the codec.
  for (const nlohmann::json& line :
       {nlohmann::json{{"reveal", "Ana"}, {"card", 4}},
        nlohmann::json{{"play", "Ben"}, {"card", 3}, {"from", "reserve:2"}, {"to", "pile:12"}},
        nlohmann::json{{"play", "Ben"}, {"card", 1}, {"from", "flinch"}, {"to", "new"}},
        nlohmann::json{{"reserve", "Ana"}, {"card", 9}, {"pile", 5}}, nlohmann::json{{"call", "Ana"}, {"on", "Ben"}}}) {
    Message error;
    auto e = parse_event(line, t.game().header(), &error);
    REQUIRE(e);
    CHECK(event_to_json(*e, t.game().header()) == line);
  }
}
