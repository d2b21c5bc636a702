// Every total says what it counts (issue 20 item 9): the winner screen, the
// scoresheet, the round summary, a player's page and a game's figures write
// "312 points" or "4 cards left" (Flinch counts the Flinch cards still to
// play), in the form the count takes, in both languages; on the winner
// screen the unit never cuts a name (issue 20 item 10).
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

// A finished Flinch game of the test scripts, won by Ana.
FakeGameRecord flinch_record(std::int64_t id) {
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
  FakeGameRecord r = make_record(id, *header, lines);
  REQUIRE(r.status == "finished");
  return r;
}

// A finished Flip 7 game with a long name that wins, as a seed gives it.
FakeGameRecord flip7_record(std::int64_t id) {
  const std::vector<std::string> names = {"Bartholomew-Christopher", "Mar\xC3\xAD" "a Jos\xC3\xA9 Fern\xC3\xA1ndez", "Cy"};
  for (unsigned seed = 1; seed <= 12; ++seed) {
    const ScriptHeader header = flip7_header(names, 40);
    FakeGameRecord r = make_record(id, header, lines_until(header, Moment::kFinished, seed));
    Message error;
    auto session = Session::start(header, &error);
    for (const auto& l : r.lines) session->apply(l);
    if (session->game().winner() && *session->game().winner() != "Cy") return r;
  }
  FAIL("no seed gave a long name the win");
  return {};
}

// Where a text was drawn, or null.
const Diagnostics::DrawnText* drawn(const Headless& h, const std::string& what) {
  for (const auto& t : h.diag.texts)
    if (t.what == what) return &t;
  return nullptr;
}

std::string all_drawn(const Headless& h) {
  std::string out;
  for (const auto& t : h.diag.texts) out += "[" + t.what + "] ";
  return out;
}

}  // namespace

TEST_CASE("a total's unit takes the form its count takes, in both languages", "[units][plural]") {
  CHECK(render(msg("ui.total.points", 1)) == "1 point");
  CHECK(render(msg("ui.total.points", 312)) == "312 points");
  CHECK(render(msg("ui.total.points", 1), Lang::kSpanish) == "1 punto");
  CHECK(render(msg("ui.total.points", 0), Lang::kSpanish) == "0 puntos");
  CHECK(render(msg("ui.total.cards_left", 1)) == "1 card left");
  CHECK(render(msg("ui.total.cards_left", 4)) == "4 cards left");
  CHECK(render(msg("ui.total.cards_left", 1), Lang::kSpanish) == "1 carta por jugar");
  CHECK(render(msg("ui.total.cards_left", 0), Lang::kSpanish) == "0 cartas por jugar");
  // Each game names its unit: Flinch counts cards, the others points.
  CHECK(find_game("flinch")->total_key == "ui.total.cards_left");
  for (const char* id : {"flip7", "unoflip", "phase10flip"}) CHECK(find_game(id)->total_key == "ui.total.points");
}

TEST_CASE("the winner screen says each total with its unit, every name whole, in every look", "[units][render][winner]") {
  for_each_look([](const Look& look) {
    for (const FakeGameRecord& record : {flip7_record(1), flinch_record(1)}) {
      INFO(look.name() << " " << record.header.game);
      auto state = std::make_shared<FakeStoreState>();
      state->games.push_back(record);
      Settings settings;
      settings.lang = look.lang;
      auto c = controller_over(state, settings);
      c->apply(intent::OpenGame{1});
      REQUIRE(c->screen() == Screen::kWinner);
      Headless h(look.size, look.scale);
      h.frames(*c, 2);
      INFO("drawn: " << all_drawn(h));
      CHECK(h.diag.overflows.empty());
      const GameInfo* info = find_game(record.header.game);
      for (const Standing& s : c->game()->game().standings()) {
        const std::string name = std::to_string(s.place) + ".  " + record.header.players[static_cast<std::size_t>(s.seat)];
        const std::string total = render(msg(std::string(info->total_key), s.total), look.lang);
        INFO(name << " / " << total);
        const auto* n = drawn(h, name);  // whole: not cut with "…"
        const auto* t = drawn(h, total);
        REQUIRE(n);
        REQUIRE(t);
        CHECK(n->min.x >= 0.0f);
        CHECK(t->max.x <= look.size.x);
        // Beside the name, or on a line of its own under it: never over it.
        const bool beside = n->max.x <= t->min.x && t->min.y < n->max.y;
        const bool under = t->min.y >= n->max.y - 1.0f;
        CHECK((beside || under));
      }
      // No bare number for a total, but for the chart's axis (its ticks are
      // numbers, labelled by the axis).
      const auto chart = h.diag.areas.find("score_chart");
      auto in_chart = [&](const Diagnostics::DrawnText& t) {
        return chart != h.diag.areas.end() && t.min.x >= chart->second.first.x && t.min.y >= chart->second.first.y &&
               t.max.x <= chart->second.second.x && t.max.y <= chart->second.second.y;
      };
      for (const Standing& s : c->game()->game().standings())
        for (const auto& t : h.diag.texts) CHECK((t.what != std::to_string(s.total) || in_chart(t)));
    }
  });
}

TEST_CASE("the scoresheet's totals and the round summary's say their unit", "[units][render]") {
  for (Lang lang : {Lang::kEnglish, Lang::kSpanish}) {
    const bool en = lang == Lang::kEnglish;
    Settings settings;
    settings.lang = lang;
    {  // Flinch: the Flinch cards each player still has to play.
      auto state = std::make_shared<FakeStoreState>();
      state->games.push_back(flinch_record(1));
      auto c = controller_over(state, settings);
      c->apply(intent::OpenGame{1});
      c->apply(intent::OpenScoresheet{});
      REQUIRE(c->screen() == Screen::kScoresheet);
      Headless h(ImVec2(1280, 800));
      h.frames(*c, 2);
      INFO("shown: " << h.shown);
      for (const Standing& s : c->game()->game().standings())
        CHECK(h.shown.find(render(msg("ui.total.cards_left", s.total), lang)) != std::string::npos);
    }
    {  // Phase 10 Flip, after its first hand: points, no target to count to.
      ScriptHeader header;
      header.game = "phase10flip";
      header.players = {"Ana", "Ben", "Cleo"};
      header.dealer = "Cleo";
      auto state = std::make_shared<FakeStoreState>();
      state->games.push_back(make_record(1, header, {{{"phase", "Ana"}, {"cards", {"red 3", "red 4", "blue 7", "blue 8"}}}}));
      auto c = controller_over(state, settings);
      c->apply(intent::Submit{{{"out", "Ana"}, {"points", {{"Ana", 0}, {"Ben", 55}, {"Cleo", 60}}}, {"completed", {"Ana"}}}});
      REQUIRE(c->screen() == Screen::kRoundSummary);
      Headless h(ImVec2(800, 1280), 1.25f);
      h.frames(*c, 2);
      INFO("shown: " << h.shown);
      for (const char* total : {en ? "55 points" : "55 puntos", en ? "60 points" : "60 puntos", en ? "0 points" : "0 puntos"})
        CHECK(h.shown.find(total) != std::string::npos);
      c->apply(intent::OpenScoresheet{});
      h.frames(*c, 2);
      CHECK(h.shown.find(en ? "55 points" : "55 puntos") != std::string::npos);
    }
  }
}

TEST_CASE("a game's figures and a player's page give the best and average totals with their unit", "[units][render][stats]") {
  for (Lang lang : {Lang::kEnglish, Lang::kSpanish}) {
    const bool en = lang == Lang::kEnglish;
    auto state = std::make_shared<FakeStoreState>();
    state->games.push_back(flinch_record(1));
    Settings settings;
    settings.lang = lang;
    auto c = controller_over(state, settings);
    Headless h(ImVec2(1280, 800));
    h.frames(*c, 2);
    c->apply(intent::OpenStats{});
    c->apply(intent::SetStatsGame{"flinch"});
    h.frames(*c, 2);
    bool found = false;
    for (const auto& i : h.tap(*c, "stats.game_page", &found)) c->apply(i);
    REQUIRE(found);
    h.frames(*c, 2);
    INFO("figures: " << h.shown);
    // Ana won with her Flinch pile empty.
    CHECK(h.shown.find(en ? "Best total ever: 0 cards left by Ana" : "Mejor total de siempre: 0 cartas por jugar, de Ana") !=
          std::string::npos);
    std::int64_t ana = 0;
    for (const auto& p : c->stats().players)
      if (p.name == "Ana") ana = p.id;
    REQUIRE(ana != 0);
    c->apply(intent::OpenPlayerStats{ana});
    h.frames(*c, 2);
    INFO("player: " << h.shown);
    CHECK(h.shown.find(en ? "best 0 cards left" : "mejor 0 cartas por jugar") != std::string::npos);
  }
}

TEST_CASE("History's row says what its totals count, once", "[units][render][history]") {
  for (Lang lang : {Lang::kEnglish, Lang::kSpanish}) {
    auto state = std::make_shared<FakeStoreState>();
    state->games.push_back(flinch_record(1));
    Settings settings;
    settings.lang = lang;
    auto c = controller_over(state, settings);
    c->apply(intent::OpenHistory{});
    REQUIRE(c->screen() == Screen::kHistory);
    Headless h(ImVec2(1280, 800));
    h.frames(*c, 2);
    INFO("drawn: " << all_drawn(h));
    // Ana won with her Flinch pile empty; Ben's count follows, bare.
    const std::string ana = lang == Lang::kEnglish ? "Ana 0 cards left" : "Ana 0 cartas por jugar";
    CHECK(std::any_of(h.diag.texts.begin(), h.diag.texts.end(),
                      [&](const auto& t) { return t.what.find(ana) != std::string::npos; }));
  }
}
