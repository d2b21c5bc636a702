// RULINGS.md Flip 7, rule 12: score mode. Each round is entered as every
// player's points, {"round":{"points":{name:int,...}}}, whole numbers from 0
// to 141 + 30 × decks (171 with one deck); rules 9 and 10 end the game as in
// card mode. Card, target and stay lines are refused in score mode, and a
// round line in card mode.
#include <algorithm>

#include "core/game_info.hpp"
#include "table.hpp"

using namespace flipside;
using namespace flipside::flip7;
using namespace flipside::flip7::test;

namespace {

nlohmann::json round_line(nlohmann::json points) { return {{"round", {{"points", std::move(points)}}}}; }

nlohmann::json score_options(nlohmann::json more = nlohmann::json::object()) {
  more["mode"] = "score";
  return more;
}

}  // namespace

TEST_CASE("Rule 12: a valid round banks every player's points", "[flip7][rule12]") {
  Table t({"Ana", "Ben", "Cleo"}, "Cleo", score_options());
  CHECK(t.state()["expecting"] == "every player's points for round 1");
  CHECK(t.state()["draw_pile"].is_null());
  auto notices = t.ok(round_line({{"Ben", 0}, {"Cleo", 171}, {"Ana", 25}}));  // any order
  CHECK(has(notices, "flip7.notice.round_end"));
  CHECK(t.total("Ana") == 25);
  CHECK(t.total("Ben") == 0);
  CHECK(t.total("Cleo") == 171);
  const auto s = t.state();
  CHECK(s["round"] == 2);
  CHECK(s["finished"] == false);
  CHECK(s["winner"].is_null());
  CHECK(s["dealer"] == "Ana");  // the deal still passes to the left
  CHECK(s["draw_pile"].is_null());
  CHECK(s["turn"].is_null());
  CHECK(s["options"]["mode"] == "score");
  CHECK(s["rounds"] == nlohmann::json::array({{{"points", {{"Ana", 25}, {"Ben", 0}, {"Cleo", 171}}}}}));
  for (const auto& p : s["players"]) {
    CHECK(p["status"] == "active");
    CHECK(p["numbers"] == nlohmann::json::array());
    CHECK(p["modifiers"] == nlohmann::json::array());
    CHECK(p["second_chance"] == false);
  }
  CHECK(s["expecting"] == "every player's points for round 2");
  // Counters stay at zero: no card was entered.
  for (const auto& counter : t.game().seat_counters())
    CHECK(counter.per_seat == std::vector<int>{0, 0, 0});
  REQUIRE(t.game().rounds().size() == 1);
  CHECK(t.game().rounds()[0].points[2] == std::pair<std::string, int>{"Cleo", 171});
  CHECK(t.engine().guidance().awaiting == Guidance::Awaiting::kRoundPoints);
  CHECK(t.engine().next_recipient() == -1);
}

TEST_CASE("Rule 12: every rejection names the player and the reason, and changes nothing", "[flip7][rule12]") {
  Table t({"Ana", "Ben", "Cleo"}, "Cleo", score_options());
  t.ok(round_line({{"Ana", 10}, {"Ben", 20}, {"Cleo", 30}}));

  CHECK(t.rejected(round_line({{"Ana", 0}, {"Ben", 172}, {"Cleo", 0}})) ==
        "Ben's 172 points are more than one round can give (171 with one deck)");
  CHECK(render(t.last_rejection(), Lang::kSpanish) ==
        "Los 172 puntos de Ben son más de los que puede dar una ronda (171 con un mazo)");
  CHECK(t.rejected(round_line({{"Ana", 0}, {"Ben", 12}})) == "Every player's points are needed: Cleo's are missing");
  CHECK(render(t.last_rejection(), Lang::kSpanish) ==
        "Hacen falta los puntos de todos los jugadores: faltan los de Cleo");
  CHECK(t.rejected(round_line({{"Ana", 0}})) == "Every player's points are needed: Ben's and Cleo's are missing");
  CHECK(t.rejected(round_line(nlohmann::json::object())) ==
        "Every player's points are needed: Ana's, Ben's and Cleo's are missing");
  CHECK(t.rejected(round_line({{"Ana", -3}, {"Ben", 1}, {"Cleo", 1}})) == "Ana's points cannot be negative (-3)");
  CHECK(t.rejected(round_line({{"Ana", 12.5}, {"Ben", 1}, {"Cleo", 1}})) ==
        "Ana's points must be a whole number, such as 25");
  CHECK(t.rejected(round_line({{"Ana", "12"}, {"Ben", 1}, {"Cleo", 1}})) ==
        "Ana's points must be a whole number, such as 25");
  CHECK(t.rejected(round_line({{"Ana", 18446744073709551615ull}, {"Ben", 1}, {"Cleo", 1}})) ==
        "Ana's 9223372036854775807 points are more than one round can give (171 with one deck)");
  CHECK(t.rejected(round_line({{"Ana", 1}, {"Ben", 1}, {"Cleo", 1}, {"Dan", 1}})) == render(msg("script.unknown_player", "Dan")));
  CHECK(t.rejected(round_line({{"Ana", 1}, {"Ben", 1}, {" Ben ", 2}, {"Cleo", 1}})) == "Ben's points are given twice");

  // Score mode takes nothing but round lines.
  const std::string only_rounds =
      "Score mode takes only whole rounds' points, as {\"round\":{\"points\":{\"Ana\":25,…}}}";
  CHECK(t.rejected({{"card", "7"}}) == only_rounds);
  CHECK(render(t.last_rejection(), Lang::kSpanish).rfind("En modo puntuación solo se anotan", 0) == 0);
  CHECK(t.rejected({{"card", "99"}}) == only_rounds);
  CHECK(t.rejected({{"stay", "Ana"}}) == only_rounds);
  CHECK(t.rejected({{"target", "Ben"}}) == only_rounds);
  // The typed entry too (the UI's way in).
  CHECK(t.engine().check(Event::card_event(Card::kPlus2)).value().key == "flip7.score_mode_only_rounds");

  // Malformed round lines.
  CHECK(t.last_rejection_key() == "flip7.score_mode_only_rounds");
  t.rejected({{"round", 5}});
  CHECK(t.last_rejection_key() == "flip7.round_not_object");
  t.rejected({{"round", {{"points", 5}}}});
  CHECK(t.last_rejection_key() == "flip7.round_not_object");
  const nlohmann::json good_round = {{"points", {{"Ana", 1}, {"Ben", 1}, {"Cleo", 1}}}};
  nlohmann::json extra_in_round = good_round;
  extra_in_round["by"] = "Ana";
  t.rejected({{"round", extra_in_round}});
  CHECK(t.last_rejection_key() == "script.unknown_field");
  nlohmann::json extra_in_line = {{"round", good_round}};
  extra_in_line["card"] = "7";
  t.rejected(extra_in_line);
  CHECK(t.last_rejection_key() == "script.unknown_field");

  CHECK(t.engine().round() == 2);  // nothing of the above was applied
}

TEST_CASE("Rule 12: a round line is refused in card mode", "[flip7][rule12]") {
  Table t({"Ana", "Ben"}, "Ben");
  CHECK(t.rejected(round_line({{"Ana", 10}, {"Ben", 20}})) ==
        "Round points are for score mode: in this game every card is entered");
  CHECK(render(t.last_rejection(), Lang::kSpanish) ==
        "Los puntos de una ronda son para el modo puntuación: en esta partida se anota cada carta");
  CHECK(t.engine().check_round({10, 20}).value().key == "flip7.round_in_cards_mode");
}

TEST_CASE("Rule 12 with rule 9: the game ends after a round in which someone reaches the target",
          "[flip7][rule12][rule9]") {
  Table t({"Ana", "Ben", "Cleo"}, "Cleo", score_options({{"target", 50}}));
  t.ok(round_line({{"Ana", 30}, {"Ben", 20}, {"Cleo", 0}}));
  CHECK_FALSE(t.engine().finished());
  auto notices = t.ok(round_line({{"Ana", 25}, {"Ben", 10}, {"Cleo", 5}}));
  CHECK(has(notices, "flip7.notice.game_end"));
  CHECK(t.engine().finished());
  CHECK(t.state()["winner"] == "Ana");
  CHECK(t.state()["round"] == 2);
  CHECK(t.total("Ana") == 55);
  CHECK(t.rejected(round_line({{"Ana", 1}, {"Ben", 1}, {"Cleo", 1}})) == "The game is over: Ana won");
  CHECK(t.rejected({{"card", "7"}}) == "The game is over: Ana won");
  CHECK(t.state()["expecting"] == "nothing: the game is over, Ana won");
}

TEST_CASE("Rule 12 with rule 9: a shared top total plays another round", "[flip7][rule12][rule9]") {
  Table t({"Ana", "Ben", "Cleo"}, "Cleo", score_options({{"target", 50}}));
  auto notices = t.ok(round_line({{"Ana", 50}, {"Ben", 50}, {"Cleo", 0}}));
  CHECK(has(notices, "flip7.notice.tie_break"));
  CHECK_FALSE(t.engine().finished());
  t.ok(round_line({{"Ana", 3}, {"Ben", 3}, {"Cleo", 0}}));  // still tied at 53
  CHECK_FALSE(t.engine().finished());
  t.ok(round_line({{"Ana", 0}, {"Ben", 1}, {"Cleo", 171}}));  // Cleo 171 beats Ben 54
  CHECK(t.engine().finished());
  CHECK(t.state()["winner"] == "Cleo");
  CHECK(t.state()["round"] == 3);
}

TEST_CASE("Rule 12 with rule 10: the round limit ends the game, only reaching the target wins",
          "[flip7][rule12][rule10]") {
  SECTION("missed: 171 + 28 = 199 after two rounds") {
    Table t({"Ana"}, "Ana", score_options({{"round_limit", 2}}));
    t.ok(round_line({{"Ana", 171}}));
    CHECK_FALSE(t.engine().finished());
    auto notices = t.ok(round_line({{"Ana", 28}}));
    CHECK(has(notices, "flip7.notice.game_end_no_winner"));
    CHECK(t.engine().finished());
    CHECK(t.state()["winner"].is_null());
    CHECK(t.total("Ana") == 199);
  }
  SECTION("made: 171 + 29 = 200 in the second round") {
    Table t({"Ana"}, "Ana", score_options({{"round_limit", 2}}));
    t.ok(round_line({{"Ana", 171}}));
    t.ok(round_line({{"Ana", 29}}));
    CHECK(t.state()["winner"] == "Ana");
  }
}

TEST_CASE("Rule 12: more decks raise the most a round can give (141 + 30 per deck)", "[flip7][rule12]") {
  CHECK(max_round_points(1) == 171);
  CHECK(max_round_points(2) == 201);
  CHECK(max_round_points(3) == 231);
  Table two({"Ana", "Ben"}, "Ben", score_options({{"decks", 2}}));
  CHECK(two.rejected(round_line({{"Ana", 202}, {"Ben", 0}})) ==
        "Ana's 202 points are more than one round can give (201 with 2 decks)");
  CHECK(render(two.last_rejection(), Lang::kSpanish) ==
        "Los 202 puntos de Ana son más de los que puede dar una ronda (201 con 2 mazos)");
  two.ok(round_line({{"Ana", 201}, {"Ben", 172}}));
  CHECK(two.total("Ana") == 201);
  CHECK(two.total("Ben") == 172);
}

TEST_CASE("Rules 11 and 12: both options are on the option list, with labels in both languages",
          "[flip7][rule11][rule12]") {
  const auto specs = option_specs();
  for (std::string_view key : {"deck_cycle", "mode"}) {
    INFO(key);
    auto it = std::find_if(specs.begin(), specs.end(), [&](const OptionSpec& s) { return s.key == key; });
    REQUIRE(it != specs.end());
    CHECK(it->kind == OptionSpec::Kind::kChoice);
    REQUIRE(it->choices.size() == 2);
    for (Lang lang : {Lang::kEnglish, Lang::kSpanish}) {
      CHECK(render(msg(std::string(it->label_key)), lang) != it->label_key);
      for (auto choice : it->choices) {
        const std::string k = std::string(it->label_key) + "." + std::string(choice);
        CHECK(render(msg(k), lang) != k);
      }
    }
  }
  CHECK(specs[3].choices[0] == "rulebook");
  CHECK(specs[3].choices[1] == "every_round");
  CHECK(specs[4].choices[0] == "cards");
  CHECK(specs[4].choices[1] == "score");

  Message error;
  CHECK_FALSE(parse_options({{"mode", "points"}}, &error));
  CHECK_FALSE(parse_options({{"deck_cycle", true}}, &error));
  auto defaults = parse_options(nlohmann::json::object(), &error);
  REQUIRE(defaults);
  CHECK_FALSE(defaults->every_round);
  CHECK_FALSE(defaults->score_mode);
  auto both = parse_options({{"mode", "score"}, {"deck_cycle", "every_round"}}, &error);
  REQUIRE(both);
  CHECK(both->every_round);
  CHECK(both->score_mode);
}
