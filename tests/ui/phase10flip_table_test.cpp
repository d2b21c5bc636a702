// The Phase 10 Flip table (src/ui/games/phase10flip/): its view model equals
// the engine's state; it draws cleanly at every moment of a game in both
// languages, both orientations and two text sizes; and its taps give the
// exact script lines, which the engine then accepts.
#include <catch2/catch.hpp>

#include <sstream>

#include "core/i18n/lang.hpp"
#include "games/phase10flip/game.hpp"
#include "support/controls_still.hpp"
#include "support/fixtures.hpp"
#include "support/headless.hpp"
#include "ui/shell/controller.hpp"
#include "ui/games/game_ui.hpp"
#include "ui/games/phase10flip/entries.hpp"
#include "ui/games/phase10flip/hand_over.hpp"
#include "ui/games/phase10flip/table_view.hpp"

using namespace flipside;
using namespace flipside::ui;
using namespace flipside::ui::test;
using Json = nlohmann::json;

namespace {

ScriptHeader p10_header(std::vector<std::string> players, Json options = Json::object()) {
  ScriptHeader h;
  h.game = "phase10flip";
  h.dealer = players.front();
  h.players = std::move(players);
  h.options = std::move(options);
  return h;
}

std::shared_ptr<FakeStoreState> p10_state(const ScriptHeader& header, std::vector<Json> lines) {
  auto state = std::make_shared<FakeStoreState>();
  state->games.push_back(make_record(1, header, std::move(lines)));
  return state;
}

const phase10flip::Phase10FlipGame& p10(const Controller& c) {
  const auto* g = p10ui::as_phase10flip(&c.game()->game());
  REQUIRE(g);
  return *g;
}

void check_clean(const Headless& h, const std::string& where) {
  INFO(where);
  for (const auto& e : h.stack_errors) FAIL_CHECK("unbalanced: " << e);
  for (const auto& e : h.diag.id_collisions) FAIL_CHECK("ID drawn twice: " << e);
  for (const auto& e : h.diag.overflows) FAIL_CHECK("text wider than its widget: " << e);
  for (const auto& [id, rect] : h.diag.rects) {
    if (rect.first.x < 8.0f || rect.second.x > h.display().x - 8.0f)
      FAIL_CHECK(id << " is outside the screen: x " << rect.first.x << ".." << rect.second.x);
    if (rect.second.x - rect.first.x < 47.5f || rect.second.y - rect.first.y < 47.5f)
      FAIL_CHECK(id << " is smaller than a finger: " << rect.second.x - rect.first.x << "x"
                    << rect.second.y - rect.first.y);
  }
}

// A tap that must hit a widget on screen. A control of the hand-over form's
// rows that lies outside their scrolled area is first scrolled into it, as a
// finger would (at 125 % text the number pad leaves room for few rows).
std::vector<Intent> tap(Headless& h, const Controller& c, const std::string& widget) {
  auto rows = h.diag.areas.find("p10.end.rows");
  for (int i = 0; i < 40 && rows != h.diag.areas.end() && h.diag.rects.count(widget); ++i) {
    const auto [top, bottom] = rows->second;
    const auto [a, b] = h.diag.rects.at(widget);
    if (a.y >= top.y - 0.5f && b.y <= bottom.y + 0.5f) break;
    h.scroll_at(c, ImVec2((top.x + bottom.x) / 2, (top.y + bottom.y) / 2), a.y < top.y ? 1 : -1);
    h.frames(c, 1);
    rows = h.diag.areas.find("p10.end.rows");
  }
  bool found = false;
  auto intents = h.tap(c, widget, &found);
  INFO(widget);
  REQUIRE(found);
  h.frames(c, 1);
  return intents;
}

Json submitted(const std::vector<Intent>& intents) {
  REQUIRE(intents.size() == 1);
  REQUIRE(std::holds_alternative<intent::Submit>(intents[0]));
  return std::get<intent::Submit>(intents[0]).line;
}

// Ana (dealer), Ben and Cy; Ana has laid down phase 1 and hit it once.
const std::vector<Json> kAnaLaidDown = {
    {{"phase", "Ana"}, {"cards", {"red 3", "red 4", "blue 7", "blue 8"}}},
    {{"hit", "Ana"}, {"card", "red 5"}, {"onto", "Ana"}, {"group", 1}},
};

std::vector<Json> with(std::vector<Json> a, const std::vector<Json>& b) {
  a.insert(a.end(), b.begin(), b.end());
  return a;
}

// Two phases; each of Ana and Ben goes out once with the other at 5 points:
// a tie-break hand between them, Cy sitting out.
std::vector<Json> tie_break_lines() {
  return {
      {{"phase", "Ana"}, {"cards", {"red 3", "red 4", "blue 7", "blue 8"}}},
      {{"phase", "Ben"}, {"cards", {"green 1", "green 2", "yellow 11", "yellow 12"}}},
      {{"out", "Ana"}, {"points", {{"Ana", 0}, {"Ben", 5}, {"Cy", 50}}}, {"completed", {"Ana", "Ben"}}},
      {{"phase", "Ana"}, {"cards", {"red 3", "red 4", "blue 7", "green 7"}}},
      {{"phase", "Ben"}, {"cards", {"red 8", "red 9", "blue 2", "green 2"}}},
      {{"out", "Ben"}, {"points", {{"Ana", 5}, {"Ben", 0}, {"Cy", 50}}}, {"completed", {"Ana", "Ben"}}},
  };
}

}  // namespace

TEST_CASE("Phase 10 Flip table: the view model is the engine's state", "[phase10flip][ui]") {
  const ScriptHeader header = p10_header({"Ana", "Ben", "Cy"});
  Message error;
  auto session = Session::start(header, &error);
  REQUIRE(session);
  std::vector<Json> lines = with(kAnaLaidDown, {{{"flip", true}},
                                                {{"phase", "Ben"}, {"cards", {"1", "2", "11", "star"}}},
                                                {{"hit", "Ben"}, {"card", "9"}, {"onto", "Ana"}, {"group", 2}}});
  for (const Json& l : lines) REQUIRE(session->apply(l).accepted);
  const auto& game = dynamic_cast<const phase10flip::Phase10FlipGame&>(session->game());
  const p10ui::TableView view = p10ui::build_table_view(game.engine());
  const Json state = game.state();

  CHECK(phase10flip::side_key(view.side) == state["side"].get<std::string>());
  CHECK(view.hand == state["round"].get<int>());
  CHECK(view.anyone_laid_down);
  REQUIRE(view.players.size() == state["players"].size());
  for (std::size_t p = 0; p < view.players.size(); ++p) {
    const p10ui::PlayerView& pv = view.players[p];
    const Json& ps = state["players"][p];
    INFO(pv.name);
    CHECK(pv.name == ps["name"].get<std::string>());
    CHECK(pv.phase == ps["phase"].get<int>());
    CHECK(pv.laid_down == ps["laid_down"].get<bool>());
    CHECK(pv.total == ps["total"].get<int>());
    CHECK(pv.cards_held == ps["cards"].get<int>());
    REQUIRE(pv.groups.size() == ps["groups"].size());
    for (std::size_t g = 0; g < pv.groups.size(); ++g) {
      const Json& gs = ps["groups"][g];
      CHECK(pv.groups[g].number == static_cast<int>(g) + 1);
      CHECK(phase10flip::kind_key(pv.groups[g].kind) == gs["kind"].get<std::string>());
      Json cards = Json::array();
      for (const auto& card : pv.groups[g].cards) cards.push_back(phase10flip::card_key(card));
      CHECK(cards == gs["cards"]);
    }
  }
  CHECK(render(view.players[0].needs, Lang::kEnglish) == "Phase 1: 2 colour runs of 2");
  CHECK(render(view.players[0].needs, Lang::kSpanish) == "Fase 1: 2 escalas de color de 2");
  CHECK(view.players[0].groups[0].colour == 0);  // red
  CHECK(view.players[0].groups[1].cards.size() == 3);  // Ben's wild 9 on Ana's blue run
  CHECK(view.players[1].dealer == false);
  CHECK(view.players[0].dealer);
  CHECK(p10ui::default_player(game.engine()) == 1);  // to the dealer's left

  // The pad: 1–12 and a star, on the side in play.
  const auto wild = p10ui::pad_keys(phase10flip::Side::kWild, 2);
  REQUIRE(wild.size() == 13);
  CHECK(wild[6].key == "7");
  CHECK(wild[12].key == "star");
  const auto green = p10ui::pad_keys(phase10flip::Side::kColor, 2);
  CHECK(green[0].key == "green 1");
  CHECK(green[12].key == "green star");
}

TEST_CASE("Phase 10 Flip table: every moment draws cleanly", "[phase10flip][ui][render]") {
  struct Moment {
    std::string name;
    ScriptHeader header;
    std::vector<Json> lines;
  };
  const std::string long_name = "Bartholomew-Christopher Montague";  // 32 characters
  const std::vector<Moment> moments = {
      {"start", p10_header({"Ana", "Ben", "Cy"}), {}},
      {"laid down", p10_header({"Ana", "Ben", "Cy"}), kAnaLaidDown},
      {"wild side", p10_header({"Ana", "Ben", "Cy"}),
       with(kAnaLaidDown, {{{"flip", true}}, {{"phase", "Ben"}, {"cards", {"1", "2", "11", "star"}}}})},
      {"six long names",
       p10_header({long_name, "Bartholomew-Christopher", "Mar\xC3\xAD" "a Jos\xC3\xA9 de la Cruz Fern\xC3\xA1ndez",
                   "Dani", "Eva", "Fede"}),
       {{{"phase", long_name}, {"cards", {"red 1", "red 2", "red 3", "red 4", "red 5", "red 6", "red 7", "red star",
                                          "blue 9", "blue 10"}}}}},
      {"tie-break", p10_header({"Ana", "Ben", "Cy"}, {{"phases", 2}}), tie_break_lines()},
      {"ten hands", p10_header({"Ana", "Ben"}, {{"variant", "ten_hands"}}), {}},
  };
  for (const Lang lang : {Lang::kEnglish, Lang::kSpanish}) {
    for (const ImVec2 size : {ImVec2(1280, 800), ImVec2(800, 1280)}) {
      for (const float scale : {1.0f, 1.25f}) {
        Headless h(size, scale);
        for (const Moment& m : moments) {
          std::ostringstream where;
          where << m.name << " " << (lang == Lang::kSpanish ? "es" : "en") << " " << size.x << "x" << size.y << " @"
                << scale;
          INFO(where.str());
          Settings settings;
          settings.lang = lang;
          auto c = controller_over(p10_state(m.header, m.lines), settings);
          REQUIRE(c->screen() == Screen::kTable);
          h.frames(*c, 3);
          check_clean(h, where.str());
          // Cards in the tray (the engine's verdict shows under them).
          h.view.picked = {"red 3", "red 4", "blue 9"};
          if (p10(*c).engine().side() == phase10flip::Side::kWild) h.view.picked = {"3", "4", "star"};
          h.frames(*c, 3);
          check_clean(h, where.str() + " tray");
          // A rejection, then the hand-end form.
          c->apply(intent::Submit{p10ui::phase_line(p10(*c), h.view.chosen, h.view.picked)});
          h.frames(*c, 2);
          check_clean(h, where.str() + " rejection popup");
          c->apply(intent::DismissPopup{});
          if (p10(*c).engine().anyone_laid_down()) {
            bool found = false;
            h.tap(*c, "p10.end_hand", &found);
            CHECK(found);
            CHECK(h.view.form_open);
            h.frames(*c, 2);
            check_clean(h, where.str() + " hand-end form");
          }
          h.view = ViewState{};
        }
      }
    }
  }
}

TEST_CASE("Phase 10 Flip table: taps enter the exact lines and the engine takes them", "[phase10flip][ui][tap]") {
  Headless h(ImVec2(1280, 800));
  auto state = p10_state(p10_header({"Ana", "Ben", "Cy"}), {});
  auto c = controller_over(state);
  REQUIRE(c->screen() == Screen::kTable);
  h.frames(*c, 2);
  CHECK(h.view.chosen == 1);  // Ben, to the dealer's left

  // Ana lays down phase 1: her name, then red 3 4, blue 7 8.
  tap(h, *c, "p10.player.0");
  CHECK(h.view.chosen == 0);
  tap(h, *c, "p10.colour.red");
  tap(h, *c, "p10.card.red 3");
  tap(h, *c, "p10.card.red 4");
  tap(h, *c, "p10.colour.blue");
  tap(h, *c, "p10.card.blue 7");
  tap(h, *c, "p10.card.blue 8");
  tap(h, *c, "p10.card.blue 9");
  CHECK(h.view.picked == std::vector<std::string>{"red 3", "red 4", "blue 7", "blue 8", "blue 9"});
  tap(h, *c, "p10.tray.4");  // taken back
  CHECK(h.view.picked.size() == 4);
  Json line = submitted(tap(h, *c, "p10.lay_down"));
  CHECK(line == Json{{"phase", "Ana"}, {"cards", {"red 3", "red 4", "blue 7", "blue 8"}}});
  c->apply(intent::Submit{line});
  CHECK_FALSE(c->popup());
  CHECK(state->games[0].lines.size() == 1);
  h.frames(*c, 2);
  CHECK(h.view.picked.empty());  // the tray empties once the line is in
  CHECK(h.view.chosen == 0);     // and the entries stay Ana's

  // A hit: one card, then the group.
  tap(h, *c, "p10.colour.red");
  tap(h, *c, "p10.card.red 5");
  line = submitted(tap(h, *c, "p10.group.0.1"));
  CHECK(line == Json{{"hit", "Ana"}, {"card", "red 5"}, {"onto", "Ana"}, {"group", 1}});
  c->apply(intent::Submit{line});
  CHECK(state->games[0].lines.size() == 2);
  CHECK(p10(*c).engine().player(0).groups[0].cards.size() == 3);
  h.frames(*c, 2);

  // A hit that does not fit: the engine's sentence at once, nothing entered.
  tap(h, *c, "p10.card.red 9");
  auto intents = tap(h, *c, "p10.group.0.1");
  REQUIRE(intents.size() == 1);
  REQUIRE(std::holds_alternative<intent::Explain>(intents[0]));
  CHECK(std::get<intent::Explain>(intents[0]).why.key == "phase10flip.hit.run_gap");
  // Two cards cannot hit.
  tap(h, *c, "p10.card.red 6");
  intents = tap(h, *c, "p10.group.0.1");
  REQUIRE(intents.size() == 1);
  REQUIRE(std::holds_alternative<intent::Explain>(intents[0]));
  CHECK(std::get<intent::Explain>(intents[0]).why.key == "ui.phase10flip.hit_one_card");
  tap(h, *c, "p10.clear");
  CHECK(h.view.picked.empty());

  // Ben lays down something that is not his phase: the engine's sentence in the popup.
  tap(h, *c, "p10.player.1");
  tap(h, *c, "p10.card.red 1");
  tap(h, *c, "p10.card.red 7");
  line = submitted(tap(h, *c, "p10.lay_down"));
  CHECK(line == Json{{"phase", "Ben"}, {"cards", {"red 1", "red 7"}}});
  c->apply(intent::Submit{line});
  REQUIRE(c->popup());
  CHECK(c->popup()->kind == PopupKind::kRejection);
  CHECK(c->popup()->message.key == "phase10flip.phase_too_few");
  c->apply(intent::DismissPopup{});
  h.frames(*c, 2);
  CHECK(h.view.picked.size() == 2);  // kept, to be fixed

  // Flip.
  line = submitted(tap(h, *c, "p10.flip"));
  CHECK(line == Json{{"flip", true}});
  c->apply(intent::Submit{line});
  CHECK(p10(*c).engine().side() == phase10flip::Side::kWild);
  h.frames(*c, 2);
  CHECK(h.view.picked.empty());
  // The wild side's pad has no colours.
  h.frames(*c, 1);
  CHECK(h.diag.rects.count("p10.card.7") == 1);
  CHECK(h.diag.rects.count("p10.colour.red") == 0);

  // The end of the hand: Ana went out (she laid down), points per player.
  tap(h, *c, "p10.end_hand");
  REQUIRE(h.view.form_open);
  CHECK(h.view.form_choice == 0);
  CHECK(h.view.form_flags == std::vector<bool>{true, false, false});
  tap(h, *c, "p10.end.by_points");  // points, not cards
  tap(h, *c, "p10.end.plus20.1");
  tap(h, *c, "p10.end.points.2.plus");
  tap(h, *c, "p10.end.plus10.2");
  line = submitted(tap(h, *c, "p10.end.submit"));
  // Ben and Cy did not complete their phase: all ten cards, from 50 (RULINGS Phase 10 Flip 7).
  CHECK(line == Json{{"out", "Ana"}, {"points", {{"Ana", 0}, {"Ben", 70}, {"Cy", 65}}}, {"completed", {"Ana"}}});
  c->apply(intent::Submit{line});
  CHECK_FALSE(c->popup());
  CHECK(p10(*c).engine().round() == 2);
  CHECK(p10(*c).engine().player(1).total == 70);
  CHECK(p10(*c).engine().phase_of(0) == 2);
  CHECK(state->games[0].lines.size() == 4);
}

TEST_CASE("Phase 10 Flip table: F is Flip, banners have a title and a symbol", "[phase10flip][ui]") {
  const GameUi* ui = find_game_ui("phase10flip");
  REQUIRE(ui);
  Message error;
  auto session = Session::start(p10_header({"Ana", "Ben"}), &error);
  auto key = ui->on_key(KeyChord{'f'}, session->game());
  REQUIRE(key);
  REQUIRE(std::holds_alternative<intent::Submit>(*key));
  CHECK(std::get<intent::Submit>(*key).line == Json{{"flip", true}});
  CHECK_FALSE(ui->on_key(KeyChord{'x'}, session->game()));
  const Verdict v = session->apply(Json{{"flip", true}});
  REQUIRE(v.accepted);
  REQUIRE(!v.notices.empty());
  auto look = ui->banner(v.notices.front());
  REQUIRE(look);
  CHECK(std::string(look->title_key) == "ui.phase10flip.banner.flip");
  CHECK(text(look->title_key, Lang::kSpanish) == "\xC2\xA1" "FLIP!");
}

TEST_CASE("Phase 10 Flip table: the built-in font and a finished game", "[phase10flip][ui][render]") {
  // Without DejaVu the colour symbols fall back to letters.
  Headless fallback(ImVec2(1280, 800), 1.0f, "/nonexistent/font.ttf");
  auto c = controller_over(p10_state(p10_header({"Ana", "Ben", "Cy"}), kAnaLaidDown));
  fallback.view.picked = {"red 6"};
  fallback.frames(*c, 3);
  check_clean(fallback, "fallback font");

  // Phase 1 of 1: Ana's going out ends the game; the table gives way to the
  // winner, and Undo brings it back.
  auto state = p10_state(p10_header({"Ana", "Ben", "Cy"}, {{"phases", 1}}), kAnaLaidDown);
  auto c2 = controller_over(state);
  Headless h(ImVec2(800, 1280));
  h.frames(*c2, 2);
  tap(h, *c2, "p10.end_hand");
  tap(h, *c2, "p10.end.by_points");  // the table counts its points itself
  const Json line = submitted(tap(h, *c2, "p10.end.submit"));
  CHECK(line == Json{{"out", "Ana"}, {"points", {{"Ana", 0}, {"Ben", 50}, {"Cy", 50}}}, {"completed", {"Ana"}}});
  c2->apply(intent::Submit{line});
  CHECK(p10(*c2).finished());
  h.frames(*c2, 3);
  check_clean(h, "finished");
}

// RULINGS Phase 10 Flip 7: a player who did not complete their phase holds
// all ten cards, 50 to 200; the form's points follow "Phase done".
TEST_CASE("Phase 10 Flip table: typed points start at 50 without the phase done and never go below",
          "[phase10flip][ui][tap][hand_over][issue19]") {
  auto state = p10_state(p10_header({"Ana", "Ben", "Cy"}), kAnaLaidDown);
  auto c = controller_over(state);
  Headless h(ImVec2(800, 1280));
  h.frames(*c, 2);
  tap(h, *c, "p10.end_hand");
  tap(h, *c, "p10.end.by_points");
  CHECK(h.view.form_numbers[1] == 50);
  tap(h, *c, "p10.end.points.1.minus");  // 45 is not a hand of ten cards
  CHECK(h.view.form_numbers[1] == 50);
  tap(h, *c, "p10.end.done.1");  // Ben laid down after all: 5 at least
  tap(h, *c, "p10.end.points.1.minus");
  CHECK(h.view.form_numbers[1] == 45);
  tap(h, *c, "p10.end.done.1");  // not done again: back into 50 to 200
  CHECK(h.view.form_numbers[1] == 50);
  const Json line = submitted(tap(h, *c, "p10.end.submit"));
  CHECK(line == Json{{"out", "Ana"}, {"points", {{"Ana", 0}, {"Ben", 50}, {"Cy", 50}}}, {"completed", {"Ana"}}});
}

// RULINGS Phase 10 Flip 8: the finished game's table says what the winner
// screen and History say.
TEST_CASE("Phase 10 Flip table: a finished game shows each player's phases completed, as the winner screen does",
          "[phase10flip][ui][issue19]") {
  auto state = p10_state(p10_header({"Ana", "Ben", "Cy"}, {{"phases", 2}}),
                         {{{"phase", "Ana"}, {"cards", {"red 3", "red 4", "blue 7", "blue 8"}}},
                          {{"out", "Ana"}, {"points", {{"Ana", 0}, {"Ben", 50}, {"Cy", 50}}}, {"completed", {"Ana"}}},
                          {{"phase", "Ana"}, {"cards", {"red 3", "red 4", "blue 7", "green 7"}}}});
  auto c = controller_over(state);
  REQUIRE(c->game());
  c->apply(intent::Submit{{{"out", "Ana"}, {"points", {{"Ana", 0}, {"Ben", 50}, {"Cy", 50}}}, {"completed", {"Ana"}}}});
  REQUIRE(p10(*c).finished());
  const p10ui::TableView view = p10ui::build_table_view(p10(*c).engine());
  CHECK(view.players[0].phase == 3);
  CHECK(view.players[0].laid_down);  // the last hand as it was played
  CHECK(view.players[0].cards_held == 0);
  CHECK(render(view.players[0].needs) == "all 2 phases completed");
  CHECK(render(view.players[1].needs) == "0 of 2 phases completed");
  const auto standings = p10(*c).standings();
  CHECK(render(standings[0].note) == render(view.players[0].needs));
  Headless h(ImVec2(1280, 800));
  h.frames(*c, 2);
  check_clean(h, "finished game");
}

// RULINGS Phase 10 Flip 8 on the winner screen: each name whole, its total
// with its unit ("100 points", issue 20 item 9) beside it or, where the
// column is narrow, under it, and the phases completed under it, in every
// look; a long note beside the total once pushed the names out of the
// column, and a unit once cut a name.
TEST_CASE("Phase 10 Flip winner screen: names whole, totals with their unit, phases completed under them",
          "[phase10flip][ui][issue19]") {
  const std::vector<std::string> names = {"Ana", "Bartholomew", "Cy"};
  for_each_look([&](const Look& look) {
    auto state = p10_state(p10_header(names, {{"phases", 2}}),
                           {{{"phase", "Ana"}, {"cards", {"red 3", "red 4", "blue 7", "blue 8"}}},
                            {{"out", "Ana"}, {"points", {{"Ana", 0}, {"Bartholomew", 50}, {"Cy", 50}}}, {"completed", {"Ana"}}},
                            {{"phase", "Ana"}, {"cards", {"red 3", "red 4", "blue 7", "green 7"}}}});
    Settings settings;
    settings.lang = look.lang;
    auto c = controller_over(state, settings);
    c->apply(intent::Submit{{{"out", "Ana"}, {"points", {{"Bartholomew", 50}, {"Cy", 50}}}, {"completed", {"Ana"}}}});
    REQUIRE(c->screen() == Screen::kWinner);
    Headless h(look.size, look.scale);
    h.frames(*c, 2);
    INFO(look.name());
    check_clean(h, look.name());
    const auto standings = p10(*c).standings();
    REQUIRE(standings.size() == 3);
    for (const Standing& st : standings) {
      const std::string name = std::to_string(st.place) + ".  " + names[static_cast<std::size_t>(st.seat)];
      const std::string note = text(st.note.key, look.lang).empty() ? "" : render(st.note, look.lang);
      const Diagnostics::DrawnText *name_text = nullptr, *total_text = nullptr, *note_text = nullptr;
      for (const auto& t : h.diag.texts) {
        if (t.what == name) name_text = &t;
        if (t.what == render(msg("ui.total.points", st.total), look.lang) && name_text && !total_text) total_text = &t;
        if (t.what == note && !note.empty() && name_text && !note_text) note_text = &t;
      }
      INFO(name);
      std::string drawn;
      for (const auto& t : h.diag.texts) drawn += "[" + t.what + "] ";
      INFO("drawn: " << drawn << " note: " << note);
      REQUIRE(name_text);  // drawn whole, not cut
      REQUIRE(total_text);
      REQUIRE(note_text);
      CHECK(name_text->min.x >= 0.0f);
      const bool beside = name_text->max.x <= total_text->min.x && total_text->min.y < name_text->max.y;
      const bool under = total_text->min.y >= name_text->max.y - 1.0f;
      CHECK((beside || under));
      CHECK(total_text->max.x <= h.display().x);
      CHECK(note_text->min.y >= name_text->max.y - 1.0f);  // under the name
      CHECK(note_text->min.y >= total_text->max.y - 1.0f);  // and its total
    }
  });
}

namespace {

// Every language, orientation and text size the table must work in.
struct Setting {
  Lang lang;
  ImVec2 size;
  float scale;
};
std::vector<Setting> all_settings() {
  std::vector<Setting> out;
  for (const Lang lang : {Lang::kEnglish, Lang::kSpanish})
    for (const ImVec2 size : {ImVec2(1280, 800), ImVec2(800, 1280)})
      for (const float scale : {1.0f, 1.25f}) out.push_back({lang, size, scale});
  return out;
}

std::string where(const Setting& s) {
  std::ostringstream w;
  w << (s.lang == Lang::kSpanish ? "es " : "en ") << s.size.x << "x" << s.size.y << " @" << s.scale;
  return w.str();
}

std::unique_ptr<Controller> controller_in(const std::shared_ptr<FakeStoreState>& state, Lang lang) {
  Settings settings;
  settings.lang = lang;
  return controller_over(state, settings);
}

}  // namespace

TEST_CASE("Phase 10 Flip table: the hand ends with each player's cards left, scored by the engine",
          "[phase10flip][ui][tap][hand_over]") {
  // Ana laid down phase 1 and hit (5 cards left: she goes out); Ben and Cy hold 10 each.
  const std::vector<std::string> ben = {"red 1", "red 2", "red 3", "red 4", "red 5",
                                        "red 6", "red 7", "red 8", "red 9", "red star"};  // 9 × 5 + 20 = 65
  const std::vector<std::string> cy = {"blue 10", "blue 11", "blue 12", "blue star", "blue 1",
                                       "blue 2",  "blue 3",  "blue 4",  "blue 5",    "blue 6"};  // 30 + 20 + 30 = 80
  for (const Setting& s : all_settings()) {
    INFO(where(s));
    auto state = p10_state(p10_header({"Ana", "Ben", "Cy"}), kAnaLaidDown);
    auto c = controller_in(state, s.lang);
    Headless h(s.size, s.scale);
    h.frames(*c, 2);
    tap(h, *c, "p10.player.0");
    tap(h, *c, "p10.end_hand");
    REQUIRE(h.view.form_open);
    CHECK(h.view.form_choice == 0);  // Ana laid down: she went out
    check_clean(h, where(s) + " empty form");
    // Ben's cards first (the pad goes on to Cy once Ben's ten are in).
    tap(h, *c, "p10.end.colour.red");
    for (const std::string& card : ben) tap(h, *c, "p10.end.card." + card);
    CHECK(p10ui::entered_cards(h.view, 1) == ben);
    CHECK(p10ui::remaining_points(p10ui::entered_cards(h.view, 1)) == 65);
    CHECK(h.view.picks[p10ui::kCardsFor] == 2);
    tap(h, *c, "p10.end.colour.blue");
    tap(h, *c, "p10.end.card.blue 9");
    h.frames(*c, 1);                 // the row scrolls to show the new chip
    tap(h, *c, "p10.end.chip.2.0");  // taken back
    CHECK(p10ui::entered_cards(h.view, 2).empty());
    for (const std::string& card : cy) tap(h, *c, "p10.end.card." + card);
    CHECK(p10ui::remaining_points(p10ui::entered_cards(h.view, 2)) == 80);
    check_clean(h, where(s) + " cards entered");
    const Json line = submitted(tap(h, *c, "p10.end.submit"));
    CHECK(line == Json{{"out", "Ana"}, {"remaining", {{"Ana", Json::array()}, {"Ben", ben}, {"Cy", cy}}}});
    c->apply(intent::Submit{line});
    CHECK_FALSE(c->popup());
    CHECK(p10(*c).engine().player(1).total == 65);
    CHECK(p10(*c).engine().player(2).total == 80);
    CHECK(p10(*c).engine().phase_of(0) == 2);  // Ana advanced, the others did not
    CHECK(p10(*c).engine().phase_of(1) == 1);
  }
}

TEST_CASE("Phase 10 Flip table: too few cards for a hand are refused with the engine's reason",
          "[phase10flip][ui][tap][hand_over]") {
  auto state = p10_state(p10_header({"Ana", "Ben"}), {kAnaLaidDown[0]});
  auto c = controller_over(state);
  Headless h(ImVec2(1280, 800));
  h.frames(*c, 2);
  tap(h, *c, "p10.end_hand");
  tap(h, *c, "p10.end.card.red 7");
  const Json line = submitted(tap(h, *c, "p10.end.submit"));
  CHECK(line == Json{{"out", "Ana"}, {"remaining", {{"Ana", Json::array()}, {"Ben", {"red 7"}}}}});
  c->apply(intent::Submit{line});
  REQUIRE(c->popup());
  CHECK(c->popup()->message.key == "phase10flip.out_card_count");
  CHECK(state->games[0].lines.size() == 1);
}

TEST_CASE("Phase 10 Flip table: cards that make the phase in several ways let the player choose",
          "[phase10flip][ui][tap][groups]") {
  const std::vector<std::string> cards = {"red 3", "red 4", "red 5", "red star"};
  const std::vector<p10ui::CardGroups> ways = p10ui::groupings(1, cards);
  REQUIRE(ways.size() == 2);  // {3 4}{5 ★} or {3 ★}{4 5}
  const p10ui::CardGroups star_low = {{"red 3", "red star"}, {"red 4", "red 5"}};
  const int pick = ways[0] == star_low ? 0 : 1;
  REQUIRE(ways[pick] == star_low);
  // One way only: no choice, the engine groups the cards.
  CHECK(p10ui::groupings(1, {"red 3", "red 4", "blue 7", "blue 8"}).size() == 1);

  for (const Setting& s : all_settings()) {
    INFO(where(s));
    auto state = p10_state(p10_header({"Ana", "Ben", "Cy"}), {});
    auto c = controller_in(state, s.lang);
    Headless h(s.size, s.scale);
    h.frames(*c, 2);
    tap(h, *c, "p10.player.0");
    tap(h, *c, "p10.colour.red");
    for (const std::string& card : cards) tap(h, *c, "p10.card." + card);
    h.frames(*c, 1);
    CHECK(h.diag.rects.count("p10.way.0") == 0);  // Lay down asks (issue 32 item 1)
    CHECK(tap(h, *c, "p10.lay_down").empty());
    CHECK(h.diag.rects.count("p10.way.0") == 1);
    CHECK(h.diag.rects.count("p10.way.1") == 1);
    check_clean(h, where(s) + " ways");
    const Json line = submitted(tap(h, *c, "p10.way." + std::to_string(pick)));
    CHECK(line == Json{{"phase", "Ana"}, {"groups", star_low}});
    c->apply(intent::Submit{line});
    CHECK_FALSE(c->popup());
    // The choice matters: red 6 now fits the run 4 5, not 3 ★.
    h.frames(*c, 2);
    tap(h, *c, "p10.card.red 6");
    const Json hit = submitted(tap(h, *c, "p10.group.0.2"));
    CHECK(hit == Json{{"hit", "Ana"}, {"card", "red 6"}, {"onto", "Ana"}, {"group", 2}});
    c->apply(intent::Submit{hit});
    CHECK_FALSE(c->popup());
  }

  // With one way, Lay down keeps the automatic grouping (cards, no groups).
  auto state = p10_state(p10_header({"Ana", "Ben"}), {});
  auto c = controller_over(state);
  Headless h(ImVec2(1280, 800));
  h.frames(*c, 2);
  for (const char* card : {"red 3", "red 4", "red 7", "red 8"}) tap(h, *c, std::string("p10.card.") + card);
  CHECK(h.diag.rects.count("p10.way.0") == 0);
  CHECK(submitted(tap(h, *c, "p10.lay_down")) ==
        Json{{"phase", "Ben"}, {"cards", {"red 3", "red 4", "red 7", "red 8"}}});
}

TEST_CASE("Phase 10 Flip table: a hit can start with the group, then the card", "[phase10flip][ui][tap]") {
  for (const Setting& s : all_settings()) {
    INFO(where(s));
    auto state = p10_state(p10_header({"Ana", "Ben", "Cy"}), kAnaLaidDown);
    auto c = controller_in(state, s.lang);
    Headless h(s.size, s.scale);
    h.frames(*c, 2);
    tap(h, *c, "p10.player.0");
    CHECK(tap(h, *c, "p10.group.0.2").empty());  // the group waits for its card
    check_clean(h, where(s) + " group waiting");
    // A card that does not fit: the engine's reason, and the group still waits.
    tap(h, *c, "p10.colour.blue");
    auto intents = tap(h, *c, "p10.card.blue 3");
    REQUIRE(intents.size() == 1);
    REQUIRE(std::holds_alternative<intent::Explain>(intents[0]));
    CHECK(std::get<intent::Explain>(intents[0]).why.key == "phase10flip.hit.run_gap");
    CHECK(h.view.picked.empty());
    const Json line = submitted(tap(h, *c, "p10.card.blue 9"));
    CHECK(line == Json{{"hit", "Ana"}, {"card", "blue 9"}, {"onto", "Ana"}, {"group", 2}});
    c->apply(intent::Submit{line});
    CHECK_FALSE(c->popup());
    CHECK(p10(*c).engine().player(0).groups[1].cards.size() == 3);
  }
}

namespace {

// Ana (dealer), Ben and Cy: Ana completes phase 1 and goes out (Ben and Cy
// 50 each), so she is on phase 2 (a run of 2 and a set of 2) in hand 2.
const std::vector<Json> kHandOne = {
    {{"phase", "Ana"}, {"cards", {"red 3", "red 4", "blue 7", "blue 8"}}},
    {{"out", "Ana"}, {"points", {{"Ana", 0}, {"Ben", 50}, {"Cy", 50}}}, {"completed", {"Ana"}}},
};

// Each entry of a game in words, from the game just before it.
std::vector<std::string> words_of(const ScriptHeader& header, const std::vector<Json>& lines, Lang lang) {
  Message error;
  auto s = Session::start(header, &error);
  REQUIRE(s);
  const GameUi* gui = find_game_ui("phase10flip");
  REQUIRE(gui);
  const Palette pal = palette(Settings{}.theme);
  const Fonts fonts{};
  const Icons icons{};
  const Ui ui{Tr(lang), pal, fonts, icons, Metrics{}};
  std::vector<std::string> out;
  for (const Json& l : lines) {
    out.push_back(gui->describe_entry(ui, s->game(), l));
    INFO(l.dump());
    REQUIRE(s->apply(l).accepted);
  }
  return out;
}

}  // namespace

TEST_CASE("Phase 10 Flip entries in words: every kind of line, in both languages (issue 20 item 1)",
          "[phase10flip][ui][words]") {
  const std::vector<Json> lines = with(kHandOne, {
      {{"flip", true}},
      {{"flip", true}},
      {{"phase", "Ana"}, {"cards", {"green 5", "green 6", "red 7", "blue 7"}}},
      {{"phase", "Ben"}, {"groups", Json::array({Json::array({"yellow 1", "yellow 2"}), Json::array({"blue 10", "blue 11"})})}},
      {{"hit", "Ben"}, {"card", "yellow 3"}, {"onto", "Ben"}, {"group", 1}},
      {{"hit", "Ana"}, {"card", "yellow star"}, {"onto", "Ana"}, {"group", 2}},
      {{"hit", "Ana"}, {"card", "blue 12"}, {"onto", "Ben"}, {"group", 2}},
      {{"out", "Ana"},
       {"remaining",
        {{"Ben", {"red 1", "red 2", "red 10", "blue star", "green 3"}},
         {"Cy", {"red 5", "red 6", "red 7", "red 8", "red 9", "blue 1", "blue 2", "blue 3", "blue 4", "blue 5"}}}}},
  });
  // The last hand again by typed points, Ben out and Cy's phase counted though not entered.
  std::vector<Json> typed = lines;
  typed.back() = {{"out", "Ben"}, {"points", {{"Ana", 35}, {"Ben", 0}, {"Cy", 10}}}, {"completed", {"Ana", "Ben", "Cy"}}};
  const ScriptHeader header = p10_header({"Ana", "Ben", "Cy"});
  SECTION("English") {
    const std::vector<std::string> words = words_of(header, lines, Lang::kEnglish);
    CHECK(words[0] == "Ana lays down Phase 1: a red run of 2 and a blue run of 2");
    CHECK(words[1] == "End of hand: Ana out; points: Ben 50, Cy 50; phase completed: Ana");
    CHECK(words[2] == "Flip: everyone turns to the wild side");
    CHECK(words[3] == "Flip: everyone turns to the colour side");
    CHECK(words[4] == "Ana lays down Phase 2: a green run of 2 and a set of 2 (7s)");
    CHECK(words[5] == "Ben lays down Phase 1: a yellow run of 2 and a blue run of 2");
    CHECK(words[6] == "Ben adds a yellow 3 to Ben's yellow run (group 1)");
    CHECK(words[7] == "Ana adds a yellow star to Ana's set of 7s");
    CHECK(words[8] == "Ana adds a blue 12 to Ben's blue run (group 2)");
    CHECK(words[9] == "End of hand: Ana out; points: Ben 45, Cy 50");
    CHECK(words_of(header, typed, Lang::kEnglish).back() ==
          "End of hand: Ben out; points: Ana 35, Cy 10; phase completed: Ana, Ben and Cy");
  }
  SECTION("Spanish") {
    const std::vector<std::string> words = words_of(header, lines, Lang::kSpanish);
    CHECK(words[0] == "Ana baja la Fase 1: una escala roja de 2 y una escala azul de 2");
    CHECK(words[1] == "Fin de la mano: Ana sin cartas; puntos: Ben 50, Cy 50; Fase completada: Ana");
    CHECK(words[2] == "Flip: todos pasan al lado Salvaje");
    CHECK(words[3] == "Flip: todos pasan al lado Con Color");
    CHECK(words[4] == "Ana baja la Fase 2: una escala verde de 2 y un conjunto de 2 (de 7)");
    CHECK(words[5] == "Ben baja la Fase 1: una escala amarilla de 2 y una escala azul de 2");
    CHECK(words[6] == "Ben a\xC3\xB1" "ade el 3 amarillo a la escala amarilla (grupo 1) de Ben");
    CHECK(words[7] == "Ana a\xC3\xB1" "ade la estrella amarilla al conjunto de 7 de Ana");
    CHECK(words[8] == "Ana a\xC3\xB1" "ade el 12 azul a la escala azul (grupo 2) de Ben");
    CHECK(words[9] == "Fin de la mano: Ana sin cartas; puntos: Ben 45, Cy 50");
    CHECK(words_of(header, typed, Lang::kSpanish).back() ==
          "Fin de la mano: Ben sin cartas; puntos: Ana 35, Cy 10; Fase completada: Ana, Ben y Cy");
  }
  SECTION("no script field shows in any entry") {
    for (Lang lang : {Lang::kEnglish, Lang::kSpanish})
      for (const std::string& w : words_of(header, lines, lang)) {
        INFO(w);
        for (const char* field : {"{", "\"", "remaining", "onto", "group\"", "cards", "true"})
          CHECK(w.find(field) == std::string::npos);
      }
  }
}

TEST_CASE("Phase 10 Flip entry list: every entry in words, whole, rows apart, in every look (issue 20 item 1)",
          "[phase10flip][ui][words][render]") {
  const ScriptHeader header = p10_header({"Bartholomew", "Mar\xC3\xAD" "a Jos\xC3\xA9", "Cy"});
  const std::vector<Json> lines = {
      {{"phase", "Bartholomew"}, {"cards", {"red 3", "red 4", "blue 7", "blue 8"}}},
      {{"flip", true}},
      {{"phase", "Mar\xC3\xAD" "a Jos\xC3\xA9"}, {"cards", {"1", "2", "11", "star"}}},
      {{"hit", "Bartholomew"}, {"card", "9"}, {"onto", "Mar\xC3\xAD" "a Jos\xC3\xA9"}, {"group", 2}},
      {{"out", "Bartholomew"},
       {"points", {{"Bartholomew", 0}, {"Mar\xC3\xAD" "a Jos\xC3\xA9", 35}, {"Cy", 200}}},
       {"completed", {"Bartholomew", "Mar\xC3\xAD" "a Jos\xC3\xA9"}}},
  };
  for_each_look([&](const Look& look) {
    INFO(look.name());
    Settings settings;
    settings.lang = look.lang;
    auto c = controller_over(p10_state(header, lines), settings);
    Headless h(look.size, look.scale);
    h.frames(*c, 2);
    c->apply(intent::OpenLog{0});
    h.frames(*c, 3);
    REQUIRE(c->screen() == Screen::kLog);
    const std::vector<std::string> words = words_of(header, lines, look.lang);
    for (const std::string& w : words) {
      INFO(w);
      CHECK(h.shown.find(w) != std::string::npos);
    }
    CHECK(h.shown.find("\xE2\x80\xA6") == std::string::npos);  // nothing cut
    for (const auto& e : h.diag.overflows) FAIL_CHECK("text wider than its widget: " << e);
    std::vector<std::pair<ImVec2, ImVec2>> rows;
    for (std::size_t i = 0; i < lines.size(); ++i) {
      auto it = h.diag.rects.find("log.entry." + std::to_string(i));
      REQUIRE(it != h.diag.rects.end());
      rows.push_back(it->second);
    }
    for (std::size_t i = 1; i < rows.size(); ++i) CHECK(rows[i].first.y >= rows[i - 1].second.y);
    for (const auto& r : rows) CHECK(r.second.x <= look.size.x);
  });
}

namespace {

// The tappable controls of the frame drawn now.
ControlRects controls(Headless& h, const Controller& c) {
  h.frames(c, 3);
  return h.diag.rects;
}

void check_still(const ControlRects& before, const ControlRects& after, const std::string& what) {
  INFO(what);
  for (const std::string& m : moved_controls(before, after)) FAIL_CHECK(m);
}

// No banner over any control in view (the rows scroll in their place).
void check_uncovered(const Headless& h, const std::string& what) {
  INFO(what);
  int banners = 0;
  // The rows' place; the whole screen where a table does not say.
  const auto place = h.diag.areas.find("p10.players");
  const std::pair<ImVec2, ImVec2> rows =
      place != h.diag.areas.end() ? place->second : std::pair{ImVec2(0, 0), h.display()};
  for (const auto& [area, box] : h.diag.areas) {
    if (area.rfind("banner.", 0) != 0) continue;
    ++banners;
    for (const auto& [id, r] : h.diag.rects) {
      auto rect = r;
      if (id.rfind("p10.player.", 0) == 0 || id.rfind("p10.group.", 0) == 0) {  // in the rows' list
        rect.first.y = std::max(rect.first.y, rows.first.y);
        rect.second.y = std::min(rect.second.y, rows.second.y);
        if (rect.second.y <= rect.first.y) continue;
      }
      const bool apart = rect.second.x <= box.first.x || box.second.x <= rect.first.x ||
                         rect.second.y <= box.first.y || box.second.y <= rect.first.y;
      if (!apart) FAIL_CHECK(area << " covers " << id);
    }
  }
  CHECK(banners > 0);
}

}  // namespace

TEST_CASE("Phase 10 Flip table: no message, prompt, chooser, status line or banner moves a control (issue 20 item 2)",
          "[phase10flip][ui][still]") {
  const ScriptHeader header = p10_header({"Ana", "Ben", "Cy"});
  for (const Setting& s : all_settings()) {
    const std::string at = where(s);
    {  // A phase that is not valid: the engine's verdict under the tray.
      auto c = controller_in(p10_state(header, {}), s.lang);
      Headless h(s.size, s.scale);
      const ControlRects before = controls(h, *c);
      h.view.picked = {"red 3", "blue 9", "green 11"};
      check_still(before, controls(h, *c), at + " phase not valid");
      // A refusal sentence in the table's message place, long enough to wrap.
      c->apply(intent::Explain{msg("ui.phase10flip.hit_not_yet", "Ben", 1)});
      check_still(before, controls(h, *c), at + " refusal sentence");
      // Lay down refused: the popup, the table still under it.
      c->apply(intent::Submit{p10ui::phase_line(p10(*c), h.view.chosen, h.view.picked)});
      REQUIRE(c->popup());
      check_still(before, controls(h, *c), at + " refusal popup");
    }
    {  // The grouping chooser, which takes the place of the pad and the tray.
      auto c = controller_in(p10_state(header, {}), s.lang);
      Headless h(s.size, s.scale);
      h.frames(*c, 2);
      h.view.picked = {"red 3", "red 4", "red 5", "red star"};
      const ControlRects before = controls(h, *c);
      tap(h, *c, "p10.lay_down");
      const ControlRects after = controls(h, *c);
      CHECK(after.count("p10.way.1") == 1);
      INFO(at << " grouping chooser");
      for (const std::string& m : moved_controls(before, after, {"p10.card.", "p10.colour.", "p10.tray.", "p10.clear"}))
        FAIL_CHECK(m);
    }
    {  // A phase laid down: the status line grows ("a hit or the end of the hand (by Ana)"), a banner shows.
      auto c = controller_in(p10_state(header, {}), s.lang);
      Headless h(s.size, s.scale);
      c->set_now(h.now);
      const ControlRects before = controls(h, *c);
      c->apply(intent::Submit{kAnaLaidDown[0]});
      REQUIRE_FALSE(c->popup());
      REQUIRE_FALSE(c->banners().empty());
      check_still(before, controls(h, *c), at + " status line and banner after a phase");
      // The banner (PHASE!) hides no control: it keeps to the side strip
      // and the status line (it once covered the card pad for 2 s).
      REQUIRE(c->banner_visible(h.now));
      check_uncovered(h, at + " PHASE! banner");
      c->apply(intent::Submit{Json{{"flip", true}}});  // FLIP!
      REQUIRE(c->banner_visible(h.now));
      h.frames(*c, 3);
      check_uncovered(h, at + " FLIP! banner");
    }
    {  // A group tapped first: the prompt for its card.
      auto c = controller_in(p10_state(header, kAnaLaidDown), s.lang);
      Headless h(s.size, s.scale);
      h.frames(*c, 2);
      tap(h, *c, "p10.player.0");
      const ControlRects before = controls(h, *c);
      tap(h, *c, "p10.group.0.2");
      // Cancel takes Clear's place while the group waits (issue 32 item 2).
      const ControlRects after = controls(h, *c);
      INFO(at << " group waiting for its card");
      for (const std::string& m : moved_controls(before, after, {"p10.clear"})) FAIL_CHECK(m);
      REQUIRE(after.count("p10.cancel") == 1);
      CHECK(after.at("p10.cancel").first.x == Approx(before.at("p10.clear").first.x));
      CHECK(after.at("p10.cancel").second.y == Approx(before.at("p10.clear").second.y));
    }
  }
}

// Issue 20 item 2 at the hand's end, cards mode: the engine's refusal,
// which comes once every hand is listed, has a place of its own above the
// buttons; the pad and the buttons stay where they were (the pad once went
// up by the refusal's height).
TEST_CASE("Phase 10 Flip hand over: a refusal under the card pad moves no key or button",
          "[phase10flip][ui][still][hand_over]") {
  for (const Setting& s : all_settings()) {
    const std::string at = where(s);
    INFO(at);
    auto c = controller_in(p10_state(p10_header({"Ana", "Ben", "Cy"}), kAnaLaidDown), s.lang);
    Headless h(s.size, s.scale);
    h.frames(*c, 2);
    tap(h, *c, "p10.end_hand");
    tap(h, *c, "p10.end.out.1");  // Ben went out: he laid no phase down, the engine will say so
    // Ana's 5 cards and Cy's 10, the pad moving on by itself; the last one below.
    std::string key;
    for (const auto& [id, r] : h.diag.rects)
      if (id.rfind("p10.end.card.", 0) == 0 && (key.empty() || id < key)) key = id;
    REQUIRE_FALSE(key.empty());
    for (int i = 0; i < 14; ++i) tap(h, *c, key);
    auto fixed = [&] {  // the pad, its colour tabs, the mode switch and the buttons
      h.frames(*c, 2);
      ControlRects out;
      for (const auto& [id, r] : h.diag.rects)
        if (id.rfind("p10.end.card.", 0) == 0 || id.rfind("p10.end.colour.", 0) == 0 ||
            id.rfind("p10.end.by_", 0) == 0 || id == "p10.end.submit" || id == "p10.end.cancel")
          out[id] = r;
      return out;
    };
    const ControlRects before = fixed();
    tap(h, *c, key);
    const ControlRects after = fixed();
    check_still(before, after, at + " refusal at the hand's end");
    CHECK(h.shown.find(render(msg("phase10flip.out_without_phase", "Ben", 1), s.lang)) != std::string::npos);
  }
}

TEST_CASE("Phase 10 Flip table: each hand starts on its first player, a group tapped too early says why (issue 20 item 3)",
          "[phase10flip][ui][tap]") {
  auto c = controller_over(p10_state(p10_header({"Ana", "Ben", "Cy"}), kAnaLaidDown));
  Headless h(ImVec2(1280, 800));
  h.frames(*c, 2);
  CHECK(h.view.chosen == 1);  // Ben, to the dealer's left
  // Ben has not laid down: his tap on Ana's group is not a silent hit mode.
  auto intents = tap(h, *c, "p10.group.0.1");
  REQUIRE(intents.size() == 1);
  REQUIRE(std::holds_alternative<intent::Explain>(intents[0]));
  CHECK(std::get<intent::Explain>(intents[0]).why.key == "ui.phase10flip.hit_not_yet");
  CHECK(h.view.picks.count("p10.hit.owner") == 0);
  // Ana goes out; in hand 2 Ben deals, so Cy starts, whoever was chosen.
  tap(h, *c, "p10.player.0");
  c->apply(intent::Submit{Json{{"out", "Ana"}, {"points", {{"Ana", 0}, {"Ben", 50}, {"Cy", 50}}}, {"completed", {"Ana"}}}});
  REQUIRE_FALSE(c->popup());
  c->apply(intent::ContinueAfterRound{});  // past the hand's summary, back to the table
  h.frames(*c, 2);
  CHECK(p10(*c).engine().dealer() == 1);
  CHECK(h.view.chosen == 2);
  // Within a hand the choice stays: a Flip does not take it back.
  tap(h, *c, "p10.player.0");
  c->apply(intent::Submit{p10ui::flip_line()});
  h.frames(*c, 2);
  CHECK(h.view.chosen == 0);
}

TEST_CASE("Phase 10 Flip table: a points-only table ends a hand with no phase entered (issue 20 item 6)",
          "[phase10flip][ui][tap][hand_over]") {
  for (const Setting& s : all_settings()) {
    INFO(where(s));
    auto state = p10_state(p10_header({"Ana", "Ben", "Cy"}), {});
    auto c = controller_in(state, s.lang);
    Headless h(s.size, s.scale);
    h.frames(*c, 2);
    tap(h, *c, "p10.end_hand");
    REQUIRE(h.view.form_open);
    tap(h, *c, "p10.end.out.0");   // Ana went out: her phase is counted done
    tap(h, *c, "p10.end.done.1");  // Ben completed his too
    check_clean(h, where(s) + " points-only form");
    const Json line = submitted(tap(h, *c, "p10.end.submit"));
    c->apply(intent::Submit{line});
    CHECK_FALSE(c->popup());
    CHECK(line["out"] == "Ana");
    CHECK(line["completed"] == Json::array({"Ana", "Ben"}));
    CHECK(p10(*c).engine().phase_of(0) == 2);
    CHECK(p10(*c).engine().phase_of(1) == 2);
    CHECK(p10(*c).engine().phase_of(2) == 1);
    CHECK(p10(*c).engine().player(2).total == 50);
  }
}

TEST_CASE("Phase 10 Flip table: no grouping is announced before the table says it, a refusal goes with its player (issue 20 item 6, issue 32 item 1)",
          "[phase10flip][ui][tap][groups]") {
  const std::vector<std::string> cards = {"red 3", "red 4", "red 5", "red star"};
  const std::vector<p10ui::CardGroups> ways = p10ui::groupings(1, cards);
  REQUIRE(ways.size() == 2);
  for (Lang lang : {Lang::kEnglish, Lang::kSpanish}) {
    auto c = controller_in(p10_state(p10_header({"Ana", "Ben", "Cy"}), {}), lang);
    Headless h(ImVec2(1280, 800));
    h.frames(*c, 2);
    h.view.picked = cards;
    h.frames(*c, 2);
    const Tr tr(lang);
    INFO(h.shown);
    CHECK(h.shown.find(render(msg("ui.phase10flip.ways", 2), lang)) != std::string::npos);
    for (const p10ui::CardGroups& way : ways) {  // neither way's sentence: the table has not said which
      const p10ui::Judgement j = p10ui::judge(p10(*c), p10ui::phase_groups_line(p10(*c), h.view.chosen, way));
      REQUIRE(j.accepted);
      CHECK(h.shown.find(tr(j.notices.front())) == std::string::npos);
    }
  }
  // A hit refused for Ana, then Ben chosen: the sentence about Ana goes.
  auto c = controller_over(p10_state(p10_header({"Ana", "Ben", "Cy"}), kAnaLaidDown));
  Headless h(ImVec2(1280, 800));
  h.frames(*c, 2);
  tap(h, *c, "p10.player.0");
  tap(h, *c, "p10.colour.blue");
  tap(h, *c, "p10.card.blue 3");
  for (const Intent& i : tap(h, *c, "p10.group.0.2")) c->apply(i);
  REQUIRE(c->info());
  const std::string why = Tr(Lang::kEnglish)(*c->info());
  h.frames(*c, 2);
  CHECK(h.shown.find(why) != std::string::npos);
  tap(h, *c, "p10.player.1");
  h.frames(*c, 2);
  CHECK(h.shown.find(why) == std::string::npos);
}
