// Issue 32, item 13: during play the page shows what the tablet shows, in
// the game's words (GameInfo::page_table): UNO Flip's side, top card,
// colour to match and direction, and each player's cards; the side each
// hand ended on beside its line of the scoresheet; Phase 10 Flip's phase
// each player attempts. Compared with the engine's own state, never with
// figures typed here.
#include <catch2/catch.hpp>

#include <fstream>
#include <tuple>

#include "core/bgstats.hpp"
#include "core/script_header.hpp"
#include "core/session.hpp"
#include "lan/page_view.hpp"

using namespace flipside;

namespace {

// A script file (comments skipped) replayed into a session.
std::unique_ptr<Session> replayed(const std::string& file, std::size_t most_lines = 10000) {
  std::ifstream in(std::string(FLIPSIDE_TEST_SCRIPTS) + "/" + file);
  REQUIRE(in);
  std::string text;
  std::unique_ptr<Session> session;
  std::size_t applied = 0;
  while (std::getline(in, text) && applied < most_lines) {
    if (text.empty() || text[0] == '#') continue;
    const nlohmann::json line = nlohmann::json::parse(text);
    if (!session) {
      Message error;
      auto header = parse_header(line, &error);
      REQUIRE(header);
      session = Session::start(*header, &error);
      REQUIRE(session);
      continue;
    }
    REQUIRE(session->apply(line).accepted);
    ++applied;
  }
  return session;
}

std::map<std::string, std::string> facts_of(const nlohmann::json& page) {
  std::map<std::string, std::string> facts;
  for (const auto& f : page["table"]["facts"]) facts[f["label"]] = f["value"];
  return facts;
}

}  // namespace

TEST_CASE("UNO Flip during play: side, top card, colour, direction and each player's cards, in words", "[lan]") {
  auto session = replayed("unoflip_hand_end_4p.jsonl", 19);  // mid-hand: Ana just played the blue 3
  const nlohmann::json state = session->game().state();
  for (const Lang lang : {Lang::kEnglish, Lang::kSpanish}) {
    INFO(lang_code(lang));
    const nlohmann::json page = lan::page_view(*session, lang)["page"];
    const auto facts = facts_of(page);
    const bool en = lang == Lang::kEnglish;
    CHECK(facts.at(en ? "Side in play" : "Lado en juego") == (en ? "light" : "claro"));
    CHECK(state["top"] == "blue 3");
    CHECK(facts.at(en ? "Top card" : "Carta superior") == (en ? "blue 3" : "azul 3"));
    CHECK(facts.at(en ? "Colour to match" : "Color a seguir") == (en ? "blue" : "azul"));
    CHECK(state["direction"] == "clockwise");
    CHECK(facts.at(en ? "Direction" : "Sentido") == (en ? "Clockwise" : "A la izquierda"));
    for (const auto& p : state["players"]) {
      const int cards = p["cards"];
      CHECK(page["table"]["seats"][p["name"].get<std::string>()] ==
            std::to_string(cards) + (en ? (cards == 1 ? " card" : " cards") : (cards == 1 ? " carta" : " cartas")));
    }
  }
}

TEST_CASE("UNO Flip: the page's scoresheet says the side each hand ended on", "[lan]") {
  auto session = replayed("unoflip/classic_two_hands.jsonl");
  const nlohmann::json state = session->game().state();
  const nlohmann::json page = lan::page_view(*session, Lang::kEnglish)["page"];
  REQUIRE(state["hands"].size() == 2);
  REQUIRE(page["sheet"].size() == 2);
  REQUIRE(page["table"]["rounds"].size() == 2);
  for (std::size_t i = 0; i < 2; ++i) CHECK(page["table"]["rounds"][i] == state["hands"][i]["side"]);
  CHECK(page["table"]["rounds"][0] == "dark");  // Ben went out with a Flip
}

TEST_CASE("Phase 10 Flip during play: the phase each player attempts, under their standing", "[lan]") {
  auto session = replayed("phase10flip/short_game.jsonl", 3);
  const nlohmann::json page = lan::page_view(*session, Lang::kEnglish)["page"];
  const auto facts = facts_of(page);
  CHECK(facts.at("Side in play") == "colour");
  for (const auto& name : session->header().players) {
    INFO(name);
    const std::string line = page["table"]["seats"][name];
    CHECK(line.rfind("Phase ", 0) == 0);
  }
}

TEST_CASE("Phase 10 Flip: the page's scoresheet says the side each hand ended on", "[lan]") {
  auto session = replayed("phase10flip/short_game.jsonl");  // hand 1 ends on the wild side, hand 2 on the colour side
  const nlohmann::json state = session->game().state();
  REQUIRE(state["rounds"].size() == 2);
  for (const Lang lang : {Lang::kEnglish, Lang::kSpanish}) {
    INFO(lang_code(lang));
    const nlohmann::json page = lan::page_view(*session, lang)["page"];
    REQUIRE(page["sheet"].size() == 2);
    REQUIRE(page["table"]["rounds"].size() == 2);
    for (std::size_t i = 0; i < 2; ++i) {
      const std::string side = state["rounds"][i]["side"];
      CHECK(page["table"]["rounds"][i] == std::string(text("phase10flip.side." + side, lang)));
    }
  }
  CHECK(state["rounds"][0]["side"] == "wild");
  CHECK(state["rounds"][1]["side"] == "color");
  CHECK(lan::page_view(*session, Lang::kEnglish)["page"]["table"]["rounds"] == nlohmann::json({"wild", "colour"}));
}

// Issue 34: a finished game on the table offers each phone the link that
// logs it in BG Stats (core/bgstats.hpp); an unfinished one offers none.
// short_game.jsonl is checked by hand: Ana 56, Ben 18, Cy 22, Ana wins.
TEST_CASE("A finished game's page offers its BG Stats link with the table's totals and places", "[lan][bgstats]") {
  auto session = replayed("short_game.jsonl");
  REQUIRE(session->game().finished());
  const nlohmann::json en = lan::page_view(*session, Lang::kEnglish)["page"];
  const nlohmann::json es = lan::page_view(*session, Lang::kSpanish)["page"];
  CHECK(en["labels"]["bgstats"] == "Log this game in BG Stats");
  CHECK(es["labels"]["bgstats"] != en["labels"]["bgstats"]);
  REQUIRE(en["bgstats"].is_string());
  CHECK(es["bgstats"] == en["bgstats"]);  // the play is the same in any language
  const std::string link = en["bgstats"];
  REQUIRE(link.rfind(std::string(bgstats::kCreatePlayUrl), 0) == 0);
  const auto decoded = bgstats::url_decode(link.substr(bgstats::kCreatePlayUrl.size()));
  REQUIRE(decoded);
  const nlohmann::json play = nlohmann::json::parse(*decoded);
  CHECK(play["game"]["name"] == "Flip 7");
  CHECK(play["game"]["highestWins"] == true);
  CHECK_FALSE(play.contains("durationMin"));  // the page knows no end
  const std::vector<std::tuple<std::string, int, int>> seats = {{"Ana", 56, 1}, {"Ben", 18, 3}, {"Cy", 22, 2}};
  REQUIRE(play["players"].size() == seats.size());
  for (std::size_t i = 0; i < seats.size(); ++i) {
    const auto& [name, score, rank] = seats[i];
    CHECK(play["players"][i]["name"] == name);
    CHECK(play["players"][i]["score"] == score);
    CHECK(play["players"][i]["rank"] == rank);
    CHECK(play["players"][i]["winner"] == (rank == 1));
  }
  auto unfinished = replayed("short_game.jsonl", 5);
  CHECK(lan::page_view(*unfinished, Lang::kEnglish)["page"]["bgstats"].is_null());
}
