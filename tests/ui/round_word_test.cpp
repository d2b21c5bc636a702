// The shell names a round in the game's own word (GameInfo::round_word):
// UNO Flip and Phase 10 Flip are played in hands, Flip 7 in rounds. The
// round summary, the scoresheet, the winner screen and its chart are read
// as a player reads them (the text ImGui drew), in English and Spanish.
#include <catch2/catch.hpp>

#include <fstream>
#include <string>

#include "core/game_info.hpp"
#include "core/i18n/lang.hpp"
#include "core/script_header.hpp"
#include "support/fixtures.hpp"
#include "support/headless.hpp"

using namespace flipside;
using namespace flipside::ui;
using namespace flipside::ui::test;
using Json = nlohmann::json;

namespace {

ScriptHeader header_of(const std::string& game, Json options) {
  ScriptHeader h;
  h.game = game;
  h.players = {"Ana", "Ben", "Cleo"};
  h.dealer = "Ana";
  h.options = std::move(options);
  return h;
}

// A score-mode game of `game` whose first round/hand is entered through the
// controller, as the table's Enter would: the round summary opens.
std::unique_ptr<Controller> after_first(const ScriptHeader& h, const Json& line, Lang lang) {
  auto state = std::make_shared<FakeStoreState>();
  state->games.push_back(make_record(1, h, {}));
  Settings settings;
  settings.lang = lang;
  auto c = controller_over(state, settings);
  REQUIRE(c->screen() == Screen::kTable);
  c->apply(intent::Submit{line});
  REQUIRE_FALSE(c->popup());
  REQUIRE(c->screen() == Screen::kRoundSummary);
  return c;
}

bool shows(const Headless& h, const std::string& text) { return h.shown.find(text) != std::string::npos; }

struct Words {
  const char* summary;    // the summary's title
  const char* next;       // its button
  const char* column;     // the scoresheet's first column and the summary's points column
  const char* detail;     // the winner's line
};

void check_words(const ScriptHeader& h, const Json& first, const Json& last, Lang lang, const Words& w,
                 const Words& not_w) {
  INFO(h.game << (lang == Lang::kSpanish ? " es" : " en"));
  Headless hl(ImVec2(1280, 800));
  auto c = after_first(h, first, lang);
  hl.frames(*c, 2);
  INFO("shown: " << hl.shown);
  CHECK(shows(hl, w.summary));
  CHECK(shows(hl, w.next));
  CHECK(shows(hl, w.column));
  CHECK_FALSE(shows(hl, not_w.summary));
  CHECK_FALSE(shows(hl, not_w.next));

  c->apply(intent::OpenScoresheet{});
  REQUIRE(c->screen() == Screen::kScoresheet);
  hl.frames(*c, 2);
  CHECK(shows(hl, w.column));
  CHECK_FALSE(shows(hl, not_w.column));

  c->apply(intent::Back{});
  c->apply(intent::ContinueAfterRound{});
  c->apply(intent::Submit{last});
  REQUIRE(c->game()->game().finished());
  REQUIRE(c->screen() == Screen::kWinner);
  hl.frames(*c, 2);
  CHECK(shows(hl, w.detail));
  CHECK_FALSE(shows(hl, not_w.detail));
}

const Words kHands{"Hand 1 is over", "Next hand", "Hand", "points after 2 hands"};
const Words kRounds{"Round 1 is over", "Next round", "Round", "points after 2 rounds"};
const Words kManos{"Fin de la mano 1", "Siguiente mano", "Mano", "puntos en 2 manos"};
const Words kRondas{"Fin de la ronda 1", "Siguiente ronda", "Ronda", "puntos en 2 rondas"};

}  // namespace

TEST_CASE("UNO Flip's summary, scoresheet and winner say hand, Flip 7's say round", "[round_word][render]") {
  const ScriptHeader uno = header_of("unoflip", {{"mode", "score"}, {"target", 100}});
  const Json uno_first = {{"hand", {{"winner", "Ben"}, {"points", {{"Ana", 30}, {"Cleo", 20}}}}}};
  const Json uno_last = {{"hand", {{"winner", "Ben"}, {"points", {{"Ana", 40}, {"Cleo", 20}}}}}};
  check_words(uno, uno_first, uno_last, Lang::kEnglish, kHands, kRounds);
  check_words(uno, uno_first, uno_last, Lang::kSpanish, kManos, kRondas);

  const ScriptHeader flip7 = header_of("flip7", {{"mode", "score"}, {"target", 100}});
  const Json f7_first = {{"round", {{"points", {{"Ana", 30}, {"Ben", 20}, {"Cleo", 0}}}}}};
  const Json f7_last = {{"round", {{"points", {{"Ana", 80}, {"Ben", 20}, {"Cleo", 0}}}}}};
  check_words(flip7, f7_first, f7_last, Lang::kEnglish, kRounds, kHands);
  check_words(flip7, f7_first, f7_last, Lang::kSpanish, kRondas, kManos);
}

TEST_CASE("Every game that names its rounds otherwise has every round label in both languages",
          "[round_word][i18n]") {
  // The shell's labels that name a round: each must have the word's variant.
  const char* const keys[] = {"ui.summary.title",       "ui.summary.round_points", "ui.summary.next",
                              "ui.scoresheet.round",    "ui.scoresheet.empty",     "ui.winner.detail",
                              "ui.winner.axis_rounds",  "ui.history.rounds",       "ui.home.continue_detail",
                              "ui.log.round",           "ui.edit.behind_entry",    "ui.replay.at",
                              "ui.replay.at_start",     "ui.replay.start",         "ui.replay.end",
                              "ui.stats.game_rounds",   "ui.stats.game_length"};
  int worded = 0;
  for (const GameInfo& g : all_games()) {
    if (g.round_word.empty()) continue;
    ++worded;
    for (const char* key : keys) {
      const std::string k = round_key(&g, key);
      INFO(g.id << " " << k);
      CHECK(k != key);
      for (Lang lang : {Lang::kEnglish, Lang::kSpanish}) CHECK(text(k, lang) != k);
      CHECK(text(k, Lang::kSpanish) != text(k, Lang::kEnglish));
    }
  }
  CHECK(worded == 3);  // UNO Flip and Phase 10 Flip (hands), Flinch (none: its own words)
  CHECK(find_game("unoflip")->round_word == "hand");
  CHECK(find_game("phase10flip")->round_word == "hand");
  CHECK(find_game("flip7")->round_word.empty());
  CHECK(find_game("flinch")->round_word == "flinch");
  CHECK(round_key(nullptr, "ui.summary.title") == "ui.summary.title");
}

namespace {

// One finished game of each game played in hands, in score entries.
struct HandsGame {
  ScriptHeader header;
  std::vector<Json> lines;
};
std::vector<HandsGame> hands_games() {
  // UNO Flip: two hands won by Ben. Phase 10 Flip with one phase: Ana lays
  // it down and goes out.
  return {{header_of("unoflip", {{"mode", "score"}, {"target", 100}}),
           {{{"hand", {{"winner", "Ben"}, {"points", {{"Ana", 30}, {"Cleo", 20}}}}}},
            {{"hand", {{"winner", "Ben"}, {"points", {{"Ana", 40}, {"Cleo", 20}}}}}}}},
          {header_of("phase10flip", {{"phases", 1}}),
           {{{"phase", "Ben"}, {"cards", {"red 3", "red 4", "blue 7", "blue 8"}}},
            {{"out", "Ben"}, {"points", {{"Ana", 50}, {"Ben", 0}, {"Cleo", 60}}}, {"completed", {"Ben"}}}}}};
}

}  // namespace

TEST_CASE("A game played in hands has its figures page say hands, counted right", "[round_word][render][plural]") {
  // One finished game of UNO Flip, then of Phase 10 Flip (issue 20 item 9:
  // the figures page said "rounds played", and "1 finished games").
  for (const HandsGame& game : hands_games())
    for (Lang lang : {Lang::kEnglish, Lang::kSpanish}) {
      INFO(game.header.game);
      const bool en = lang == Lang::kEnglish;
      auto state = std::make_shared<FakeStoreState>();
      state->games.push_back(make_record(1, game.header, game.lines));
      REQUIRE(state->games[0].status == "finished");
      Settings settings;
      settings.lang = lang;
      auto c = controller_over(state, settings);
      Headless h(ImVec2(1280, 800));
      h.frames(*c, 2);
      c->apply(intent::OpenStats{});
      h.frames(*c, 2);
      INFO("shown: " << h.shown);
      CHECK(shows(h, en ? "1 finished game" : "1 partida terminada"));
      CHECK_FALSE(shows(h, en ? "1 finished games" : "1 partidas"));
      c->apply(intent::SetStatsGame{game.header.game});
      h.frames(*c, 2);
      bool found = false;
      for (const auto& i : h.tap(*c, "stats.game_page", &found)) c->apply(i);
      REQUIRE(found);
      REQUIRE(c->screen() == Screen::kGameStats);
      h.frames(*c, 2);
      INFO("figures: " << h.shown);
      CHECK(shows(h, en ? "hands a game" : "manos por partida"));
      CHECK(shows(h, en ? "finished game" : "partida terminada"));
      const int hands = static_cast<int>(c->game_figures()->rounds);
      CHECK(shows(h, en ? (hands == 1 ? "hand played" : "hands played") : (hands == 1 ? "mano jugada" : "manos jugadas")));
      for (const char* word : {"round", "ronda", "finished games", "partidas terminadas"}) CHECK_FALSE(shows(h, word));
    }
}

TEST_CASE("Flinch, played without rounds, tells no rounds at its end",
          "[round_word][render]") {
  // A whole game of the test scripts, won by Ana.
  std::ifstream in(std::string(FLIPSIDE_TEST_SCRIPTS) + "/flinch/straight_run_win.jsonl");
  REQUIRE(in);
  std::string text;
  std::optional<ScriptHeader> header;
  std::vector<Json> lines;
  while (std::getline(in, text)) {
    if (text.empty() || text[0] == '#') continue;
    const Json line = Json::parse(text);
    Message error;
    if (!header) header = parse_header(line, &error);
    else lines.push_back(line);
  }
  REQUIRE(header);
  CHECK(find_game("flinch")->round_word == "flinch");
  for (Lang lang : {Lang::kEnglish, Lang::kSpanish}) {
    auto state = std::make_shared<FakeStoreState>();
    state->games.push_back(make_record(1, *header, lines));
    REQUIRE(state->games[0].status == "finished");
    Settings settings;
    settings.lang = lang;
    auto c = controller_over(state, settings);
    c->apply(intent::OpenGame{1});
    REQUIRE(c->screen() == Screen::kWinner);
    Headless h(ImVec2(1280, 800));
    h.frames(*c, 2);
    INFO("shown: " << h.shown);
    CHECK(shows(h, lang == Lang::kEnglish ? "Ana wins!" : "Gana Ana"));
    for (const char* word : {"rounds", "rondas", "hands", "manos"}) CHECK_FALSE(shows(h, word));
  }
}
