// The contract's lines and options (game-script.md, "UNO Flip"): unknown
// fields refused, fields of the right type, options checked, Spanish text.
#include "core/game_info.hpp"
#include "table.hpp"

using namespace flipside;
using namespace flipside::unoflip;
using namespace flipside::unoflip::test;

TEST_CASE("Lines: unknown fields, wrong types and unknown names are refused", "[unoflip][lines]") {
  Table t({"Ana", "Ben", "Cy"}, "Ana");
  CHECK(t.rejected(Json::object()) == "expected a line such as {\"play\":card,\"by\":name}, {\"draw\":name}, "
                                      "{\"pass\":name}, {\"start\":card} or {\"hand\":…}");
  CHECK(t.rejected({{"card", "red 7"}}) == "unknown field \"card\"");
  CHECK(t.rejected({{"start", "red 7"}, {"by", "Ana"}}) == "unknown field \"by\"");
  CHECK(t.rejected({{"start", 7}}) == "a card must be a string such as \"red 7\", \"teal skip_everyone\" or \"wild\"");
  CHECK(t.rejected({{"start", "red 0"}}).rfind("\"red 0\" is not an UNO Flip card", 0) == 0);
  CHECK(t.rejected({{"start", "wild"}, {"color", "violet"}}).rfind("\"violet\" is not a colour", 0) == 0);
  t.start("red 7");
  CHECK(t.rejected({{"play", "red 2"}}) == "a \"play\" line needs \"by\"");
  CHECK(t.rejected({{"play", "red 2"}, {"by", "Zed"}}) == "\"Zed\" is not a player in this game");
  CHECK(t.rejected({{"play", "red 2"}, {"by", "Ben"}, {"count", 1}}) == "unknown field \"count\"");
  CHECK(t.rejected({{"draw", "Ben"}, {"count", 0}}) == "\"count\" must be a whole number from 1 to 112");
  CHECK(t.rejected({{"draw", "Ben"}, {"count", "2"}}) == "\"count\" must be a whole number from 1 to 112");
  CHECK(t.rejected({{"draw", "Ben"}, {"count", 100}}) == "Ben cannot draw 100 cards: only 90 can be drawn");
  CHECK(t.rejected({{"play", "red 2"}, {"draw", "Ben"}, {"by", "Ben"}}) == "unknown field \"draw\"");
  CHECK(t.rejected({{"challenge", "Cy"}, {"guilty", "yes"}}) == "\"guilty\" must be true or false");
  CHECK(t.rejected({{"challenge", "Cy"}, {"guilty", true}}) == "No Wild Draw is waiting to be accepted or challenged");
  CHECK(t.rejected({{"catch", "Ben"}}) == "a \"catch\" line needs \"by\"");
  CHECK(t.rejected({{"remaining", {{"Ana", "red 7"}}}}) == "the cards of Ana must be a list");
  CHECK(t.rejected({{"remaining", Json::object()}}) == "Nobody has gone out: the hand is not over");
  CHECK(t.rejected({{"hand", {{"winner", "Ana"}, {"points", Json::object()}}}}) ==
        "This game is entered card by card: {\"hand\":…} is only for score mode");
  t.draw("Ben", 3);
  CHECK(t.cards("Ben") == 10);
  // A name with spaces around is the same player (as in the header).
  t.ok({{"pass", " Ben "}});
  CHECK(t.turn() == "Cy");
}

TEST_CASE("Lines: score mode's hand object takes known fields only", "[unoflip][lines][score]") {
  Table t({"Ana", "Ben"}, "Ana", {{"mode", "score"}});
  CHECK(t.rejected({{"hand", {{"winner", "Ana"}, {"points", {{"Ben", 3}}}, {"bonus", 1}}}}) == "unknown field \"bonus\"");
  CHECK(t.rejected({{"hand", {{"points", {{"Ben", 3}}}}}}) == "a \"hand\" line needs \"winner\"");
  CHECK(t.rejected({{"hand", {{"winner", "Ana"}, {"points", {{"Ben", 3}}}, {"side", "dark"}}}}) ==
        "\"side\" goes with \"remaining\", not with \"points\"");
  CHECK(t.rejected({{"hand", {{"winner", "Ana"}, {"side", "grey"}, {"remaining", {{"Ben", {"red 1"}}}}}}}) ==
        "the side must be \"light\" or \"dark\", not \"grey\"");
  CHECK(t.rejected({{"hand", {{"winner", "Ana"}, {"points", {{"Ben", -1}}}}}}) ==
        "\"points\" must be a whole number from 0 to 100000");
  CHECK(t.rejected({{"play", "red 1"}, {"by", "Ana"}}) == "This game keeps only the points: enter each hand as {\"hand\":…}");
}

TEST_CASE("Options: edition, target and mode, checked before the engine is made", "[unoflip][options]") {
  const GameInfo* info = find_game("unoflip");
  REQUIRE(info);
  REQUIRE(info->make);
  CHECK(info->order == ScoreOrder::kHighestWins);
  CHECK(info->min_players == 2);
  CHECK(info->max_players == 10);
  auto problem = [&](Json options) {
    Message error;
    ScriptHeader h = header_for({"Ana", "Ben"}, "Ana", std::move(options));
    auto g = make_game(h, &error);
    return g ? std::string("ok") : render(error);
  };
  CHECK(problem(Json::object()) == "ok");
  CHECK(problem({{"edition", "transformers"}, {"target", 200}, {"mode", "score"}}) == "ok");
  CHECK(problem({{"edition", "deluxe"}}) != "ok");
  CHECK(problem({{"target", 0}}) != "ok");
  CHECK(problem({{"mode", "cards"}}) != "ok");
  CHECK(problem({{"decks", 2}}) != "ok");
  Message error;
  CHECK_FALSE(make_game(header_for({"Ana"}, "Ana"), &error));
  CHECK(render(error) == "UNO Flip takes 2 to 10 players");
  auto g = make_game(header_for({"Ana", "Ben"}, "Ana"), &error);
  CHECK(g->state()["options"] == Json{{"edition", "classic"}, {"target", 500}, {"mode", "play"}});
  CHECK(text("option.unoflip.edition.transformers", Lang::kSpanish) == std::string_view("Transformers"));
  CHECK(text("game.unoflip.name", Lang::kSpanish) == std::string_view("UNO Flip"));
}

TEST_CASE("Text: rejections in Spanish name who, which card and why", "[unoflip][text]") {
  Table t({"Ana", "Ben", "Cy"}, "Ana");
  t.start("red 7");
  t.rejected({{"play", "blue 3"}, {"by", "Ben"}});
  CHECK(render(t.last_rejection(), Lang::kSpanish) == "Ben no puede jugar azul 3 sobre rojo 7: no coincide ni en color ni en número");
  t.rejected({{"play", "blue skip"}, {"by", "Ben"}});
  CHECK(render(t.last_rejection(), Lang::kSpanish) ==
        "Ben no puede jugar Salta azul sobre rojo 7: no coincide ni en color ni en número");
}

TEST_CASE("Every key the game uses has English and Spanish text", "[unoflip][text]") {
  const GameInfo* info = find_game("unoflip");
  auto en = info->english_text();
  auto es = info->spanish_text();
  CHECK(en.size() == es.size());
  for (const auto& e : en) {
    INFO(e.key);
    bool found = false;
    for (const auto& s : es) found = found || s.key == e.key;
    CHECK(found);
  }
}
