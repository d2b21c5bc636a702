// The Flinch table screen (src/ui/games/flinch/): drawn headless for the
// moments of a game (reveals, the opening, mid-game, a valid Flinch call,
// after the penalty, the end) in both languages, both orientations, at 100 %
// and 125 % text, and checked clean; its taps give the exact script lines,
// which a Controller applies and the engine accepts; its view model shows
// the engine's numbers.
#include <catch2/catch.hpp>

#include <algorithm>
#include <functional>
#include <optional>
#include <set>
#include <sstream>

#include "core/i18n/lang.hpp"
#include "core/i18n/text_table.hpp"
#include "core/session.hpp"
#include "games/flinch/text.hpp"
#include "support/controls_still.hpp"
#include "support/fixtures.hpp"
#include "support/headless.hpp"
#include "support/random_flinch.hpp"
#include "ui/shell/controller.hpp"
#include "ui/games/flinch/flinch_ui.hpp"
#include "ui/games/flinch/table_view.hpp"

using namespace flipside;
using namespace flipside::ui;
using namespace flipside::ui::test;
using flipside::testkit::flinch::RandomFlinchTable;
using nlohmann::json;

namespace {

ScriptHeader flinch_header(std::vector<std::string> names, std::string variant = "standard", int decks = 1) {
  ScriptHeader h;
  h.game = "flinch";
  h.players = std::move(names);
  h.dealer = h.players.back();
  h.options = {{"variant", variant}, {"decks", decks}};
  return h;
}

const flinch::FlinchGame& fg(const Controller& c) { return *flinchui::as_flinch(&c.game()->game()); }

// Lines of a seeded random game up to the first state where `stop` holds
// (or the whole game); *reached says whether it held.
using Stop = std::function<bool(const flinch::Engine&, const json& last)>;
std::vector<json> lines_until(const ScriptHeader& h, unsigned seed, const Stop& stop, bool* reached = nullptr,
                              double breach_rate = 0.03, double call_rate = 0.6) {
  RandomFlinchTable table(h, flinch::Variant::kStandard, h.options.value("decks", 1), seed, breach_rate, call_rate);
  Message error;
  auto session = Session::start(h, &error);
  REQUIRE(session);
  std::vector<json> lines;
  if (reached) *reached = false;
  for (int i = 0; i < 5000; ++i) {
    const auto& engine = dynamic_cast<const flinch::FlinchGame&>(session->game()).engine();
    if (stop && stop(engine, lines.empty() ? json() : lines.back())) {
      if (reached) *reached = true;
      return lines;
    }
    auto line = table.next();
    if (!line) break;
    Verdict v = session->apply(*line);
    REQUIRE(v.accepted);
    lines.push_back(*line);
  }
  return lines;
}

std::shared_ptr<FakeStoreState> state_of(const ScriptHeader& h, std::vector<json> lines) {
  auto state = std::make_shared<FakeStoreState>();
  state->games.push_back(make_record(1, h, std::move(lines)));
  return state;
}

void check_clean(const Headless& h, const std::string& where) {
  INFO(where);
  for (const auto& e : h.stack_errors) FAIL_CHECK("unbalanced: " << e);
  for (const auto& e : h.diag.id_collisions) FAIL_CHECK("ID drawn twice: " << e);
  for (const auto& e : h.diag.overflows) FAIL_CHECK("text wider than its widget: " << e);
  for (const auto& [id, rect] : h.diag.rects) {
    if (rect.first.x < 0.0f || rect.second.x > h.display().x)
      FAIL_CHECK(id << " is outside the screen: x " << rect.first.x << ".." << rect.second.x);
    // Seat rows and pile tiles scroll inside their panels, as does the new-game
    // form; the rest is fixed.
    const bool scrolls = id.rfind("flinch.seat", 0) == 0 || id.rfind("flinch.pile", 0) == 0 ||
                         id.rfind("new_game.", 0) == 0;
    if (!scrolls && (rect.first.y < 0.0f || rect.second.y > h.display().y))
      FAIL_CHECK(id << " is outside the screen: y " << rect.first.y << ".." << rect.second.y);
  }
}

void show(Headless& h, Controller& c, const std::string& where) {
  h.frames(c, 3);
  check_clean(h, where);
}

// Taps a widget after drawing; returns its intents.
std::vector<Intent> tap(Headless& h, Controller& c, const std::string& widget) {
  h.frames(c, 2);
  bool found = false;
  auto intents = h.tap(c, widget, &found);
  INFO(widget);
  REQUIRE(found);
  return intents;
}

json submitted(const std::vector<Intent>& intents) {
  REQUIRE(intents.size() == 1);
  const auto* s = std::get_if<intent::Submit>(&intents.front());
  REQUIRE(s);
  return s->line;
}

std::string explained(const std::vector<Intent>& intents) {
  REQUIRE(intents.size() == 1);
  const auto* e = std::get_if<intent::Explain>(&intents.front());
  REQUIRE(e);
  return e->why.key;
}

// Taps, checks the exact line, applies it through the controller: accepted.
void tap_enters(Headless& h, Controller& c, const std::string& widget, const json& expected) {
  INFO(widget);
  const json line = submitted(tap(h, c, widget));
  CHECK(line == expected);
  const std::size_t before = c.game()->session().lines().size();
  c.apply(intent::Submit{line});
  CHECK_FALSE(c.popup());
  CHECK(c.game()->session().lines().size() == before + 1);
}

const std::vector<std::string> kFour = {"Ana", "Bartholomew-Christopher Smithso", "Cleo", "Dani"};

struct TableMoment {
  const char* name;
  Stop stop;
  double breach_rate = 0.03;
  double call_rate = 0.6;
};

std::vector<TableMoment> moments() {
  return {
      {"start (reveals)", [](const flinch::Engine&, const json&) { return true; }},
      {"opening", [](const flinch::Engine& e, const json&) { return e.pending_reveal() < 0; }},
      {"mid-game",
       [](const flinch::Engine& e, const json&) {
         return e.started() && e.piles().size() >= 2 && e.pending_reveal() < 0;
       }},
      {"flinch call valid", [](const flinch::Engine& e, const json&) { return e.breach().has_value() && e.started(); }, 0.3,
       0.0},
      {"after a penalty (the caller reveals)",
       [](const flinch::Engine& e, const json& last) {
         return last.contains("call") && e.pending_reveal() >= 0 && !e.finished();
       },
       0.3, 1.0},
      {"finished", nullptr},
  };
}

}  // namespace

TEST_CASE("the Flinch table is registered and its keys are listed", "[flinch]") {
  const GameUi* ui = find_game_ui("flinch");
  REQUIRE(ui);
  CHECK(ui->game_id() == "flinch");
  CHECK_FALSE(ui->key_help().empty());
  for (const auto& k : ui->key_help()) {
    CHECK(render(msg(k.what), Lang::kEnglish) != k.what);
    CHECK(render(msg(k.what), Lang::kSpanish) != k.what);
  }
  CHECK(ui->banner(msg("flinch.notice.flinched", "Ana", "Ben")));
  CHECK(ui->banner(msg("flinch.notice.winner", "Ana")));
  CHECK_FALSE(ui->banner(msg("flinch.notice.turn", "Ana")));
}

TEST_CASE("the Flinch table renders cleanly at every moment, language, orientation and text size", "[flinch]") {
  const ScriptHeader h = flinch_header(kFour);
  for (const TableMoment& m : moments()) {
    bool reached = false;
    std::vector<json> lines;
    for (unsigned seed = 1; seed < 40 && !reached; ++seed) {
      lines = lines_until(h, seed, m.stop, &reached, m.breach_rate, m.call_rate);
      if (!m.stop) {
        Message e;
        auto s = Session::start(h, &e);
        for (const auto& l : lines) s->apply(l);
        reached = s->game().finished();
      }
    }
    INFO(m.name);
    REQUIRE(reached);
    for (Lang lang : {Lang::kEnglish, Lang::kSpanish}) {
      for (ImVec2 size : {ImVec2(1280, 800), ImVec2(800, 1280)}) {
        for (float scale : {1.0f, 1.25f}) {
          Settings settings;
          settings.lang = lang;
          auto c = controller_over(state_of(h, lines), settings);
          if (m.stop) {
            REQUIRE(c->screen() == Screen::kTable);
          } else {
            c->apply(intent::OpenGame{1});
          }
          Headless hl(size, scale);
          std::ostringstream where;
          where << m.name << " " << (lang == Lang::kSpanish ? "es " : "en ") << size.x << "x" << size.y << " "
                << scale;
          show(hl, *c, where.str());
          if (m.stop) {
            // The pad and a source picked (a second frame shows the targets).
            const auto& v = flinchui::build_table_view(fg(*c), flinchui::Pick{});
            if (v.reveal < 0 && v.mover >= 0 && v.seats[v.mover].hand > 0) {
              for (int card = 1; card <= 15; ++card) {
                if (!v.pad_possible[card]) continue;
                hl.tap(*c, "flinch.pad." + std::to_string(card));
                break;
              }
              show(hl, *c, where.str() + " (a hand card picked)");
            }
          }
        }
      }
    }
  }
}

TEST_CASE("eight players with 32-character names fit", "[flinch]") {
  std::vector<std::string> names;
  for (int i = 0; i < 8; ++i) names.push_back("Bartholomew-Christopher Smith " + std::to_string(i) + "Z");
  const ScriptHeader h = flinch_header(names, "standard", 2);
  bool reached = false;
  std::vector<json> lines;
  for (unsigned seed = 1; seed < 40 && !reached; ++seed)
    lines = lines_until(h, seed, [](const flinch::Engine& e, const json&) { return e.breach().has_value() && e.started(); },
                        &reached, 0.3, 0.0);
  REQUIRE(reached);
  for (Lang lang : {Lang::kEnglish, Lang::kSpanish})
    for (ImVec2 size : {ImVec2(1280, 800), ImVec2(800, 1280)})
      for (float scale : {1.0f, 1.25f}) {
        Settings settings;
        settings.lang = lang;
        auto c = controller_over(state_of(h, lines), settings);
        Headless hl(size, scale);
        show(hl, *c, std::string("8 players ") + (lang == Lang::kSpanish ? "es " : "en ") + std::to_string(size.x) +
                         " " + std::to_string(scale));
      }
}

TEST_CASE("taps enter the exact Flinch lines and the engine accepts them", "[flinch]") {
  for (ImVec2 size : {ImVec2(1280, 800), ImVec2(800, 1280)}) {
    const ScriptHeader h = flinch_header({"Ana", "Ben", "Cleo"});
    auto c = controller_over(state_of(h, {}));
    REQUIRE(c->screen() == Screen::kTable);
    Headless hl(size);

    // Reveals: the pad asks for each Flinch top in turn.
    tap_enters(hl, *c, "flinch.pad.1", {{"reveal", "Ana"}, {"card", 1}});
    tap_enters(hl, *c, "flinch.pad.3", {{"reveal", "Ben"}, {"card", 3}});
    tap_enters(hl, *c, "flinch.pad.12", {{"reveal", "Cleo"}, {"card", 12}});
    show(hl, *c, "after the reveals");

    // A destination with no source: why, nothing entered.
    CHECK(explained(tap(hl, *c, "flinch.pile.new")) == "ui.flinch.pick_source_first");

    // Two taps: Ana's Flinch top, then New pile. Ana begins.
    CHECK(tap(hl, *c, "flinch.seat0.flinch").empty());
    show(hl, *c, "Flinch top picked");
    tap_enters(hl, *c, "flinch.pile.new", {{"play", "Ana"}, {"card", 1}, {"from", "flinch"}, {"to", "new"}});
    CHECK(fg(*c).engine().turn() == 0);
    REQUIRE(fg(*c).engine().piles().size() == 1);
    // Her new top is asked for.
    CHECK(fg(*c).engine().pending_reveal() == 0);
    tap_enters(hl, *c, "flinch.pad.9", {{"reveal", "Ana"}, {"card", 9}});

    // Not Ben's turn.
    CHECK(explained(tap(hl, *c, "flinch.seat1.flinch")) == "flinch.not_on_turn");

    // A number from hand onto pile 1, then one onto an empty reserve slot (ends the turn).
    CHECK(tap(hl, *c, "flinch.pad.2").empty());
    tap_enters(hl, *c, "flinch.pile.1", {{"play", "Ana"}, {"card", 2}, {"from", "hand"}, {"to", "pile:1"}});
    CHECK(tap(hl, *c, "flinch.pad.5").empty());
    tap_enters(hl, *c, "flinch.seat0.slot1", {{"reserve", "Ana"}, {"card", 5}, {"pile", 1}});
    CHECK(fg(*c).engine().turn() == 1);
    CHECK(fg(*c).engine().player(0).reserve_top(0) == 5);

    // Ben plays 3 from hand while his Flinch top 3 could go: a valid call.
    CHECK(tap(hl, *c, "flinch.pad.3").empty());
    tap_enters(hl, *c, "flinch.pile.1", {{"play", "Ben"}, {"card", 3}, {"from", "hand"}, {"to", "pile:1"}});
    REQUIRE(fg(*c).engine().breach());
    show(hl, *c, "Flinch call valid");
    hl.frames(*c, 2);
    CHECK(hl.diag.rects.count("flinch.call.0") == 1);
    CHECK(hl.diag.rects.count("flinch.call.2") == 1);
    CHECK(hl.diag.rects.count("flinch.call.1") == 0);  // not on oneself
    // Cleo called first: the penalty applies and shows as a banner.
    tap_enters(hl, *c, "flinch.call.2", {{"call", "Cleo"}, {"on", "Ben"}});
    CHECK_FALSE(fg(*c).engine().breach());
    CHECK(fg(*c).engine().player(1).flinch_left == 11);
    CHECK(fg(*c).engine().player(2).flinch_left == 9);
    bool banner = false;
    for (const Banner& b : c->banners()) banner = banner || std::string(b.look.title_key) == "ui.flinch.banner.flinched";
    CHECK(banner);
    hl.frames(*c, 2);
    CHECK(hl.diag.rects.count("flinch.call.0") == 0);
    // Cleo reveals her new top; the turn passed to Cleo.
    CHECK(fg(*c).engine().pending_reveal() == 2);
    tap_enters(hl, *c, "flinch.pad.7", {{"reveal", "Cleo"}, {"card", 7}});
    CHECK(fg(*c).engine().turn() == 2);

    // A reserve card as the source: Ana's R1 is not hers to play now.
    CHECK(explained(tap(hl, *c, "flinch.seat0.slot1")) == "flinch.not_on_turn");
    // An empty slot without a hand card: why.
    CHECK(explained(tap(hl, *c, "flinch.seat2.slot3")) == "ui.flinch.slot_empty");
    // Clear drops a pick.
    CHECK(tap(hl, *c, "flinch.pad.4").empty());
    CHECK(flinchui::decode_pick(hl.view.table_pick).kind == flinchui::Pick::Kind::kHand);
    CHECK(tap(hl, *c, "flinch.clear").empty());
    CHECK_FALSE(flinchui::decode_pick(hl.view.table_pick).picked());
    // A picked card that fits nowhere: the engine's sentence, nothing entered.
    CHECK(tap(hl, *c, "flinch.pad.11").empty());
    CHECK(explained(tap(hl, *c, "flinch.pile.1")) == "flinch.does_not_fit");
    // Undo drops the pick.
    c->apply(intent::Undo{});
    hl.frames(*c, 2);
    CHECK_FALSE(flinchui::decode_pick(hl.view.table_pick).picked());
  }
}

TEST_CASE("a reserve card and the one-tap Flinch top through the screen", "[flinch]") {
  const ScriptHeader h = flinch_header({"Ana", "Ben"});
  // Ben lays an opening reserve 4; Ana starts with her Flinch top 1; Ben's turn comes.
  std::vector<json> lines = {
      {{"reveal", "Ana"}, {"card", 1}},
      {{"reveal", "Ben"}, {"card", 2}},
      {{"reserve", "Ben"}, {"card", 4}, {"pile", 1}},
  };
  auto c = controller_over(state_of(h, lines));
  Headless hl(ImVec2(1280, 800));
  // Before the first pile anybody may move: the pad is the hand of whoever is chosen.
  CHECK(tap(hl, *c, "flinch.seat1.hand").empty());
  hl.frames(*c, 1);
  CHECK(flinchui::decode_pick(hl.view.table_pick).player == 1);
  CHECK(tap(hl, *c, "flinch.seat0.hand").empty());
  hl.frames(*c, 1);
  CHECK(flinchui::decode_pick(hl.view.table_pick).player == 0);
  // The one-tap button plays Ana's Flinch top where it goes (a new pile).
  tap_enters(hl, *c, "flinch.play_top", {{"play", "Ana"}, {"card", 1}, {"from", "flinch"}, {"to", "new"}});
  tap_enters(hl, *c, "flinch.pad.10", {{"reveal", "Ana"}, {"card", 10}});
  CHECK(tap(hl, *c, "flinch.pad.6").empty());
  tap_enters(hl, *c, "flinch.seat0.slot1", {{"reserve", "Ana"}, {"card", 6}, {"pile", 1}});
  REQUIRE(fg(*c).engine().turn() == 1);
  // Ben: Flinch top 2 on pile 1 (one tap), reveal 5, then 3 from hand, then his reserve 4.
  tap_enters(hl, *c, "flinch.play_top", {{"play", "Ben"}, {"card", 2}, {"from", "flinch"}, {"to", "pile:1"}});
  tap_enters(hl, *c, "flinch.pad.5", {{"reveal", "Ben"}, {"card", 5}});
  CHECK(tap(hl, *c, "flinch.pad.3").empty());
  tap_enters(hl, *c, "flinch.pile.1", {{"play", "Ben"}, {"card", 3}, {"from", "hand"}, {"to", "pile:1"}});
  CHECK(tap(hl, *c, "flinch.seat1.slot1").empty());
  show(hl, *c, "reserve picked");
  tap_enters(hl, *c, "flinch.pile.1", {{"play", "Ben"}, {"card", 4}, {"from", "reserve:1"}, {"to", "pile:1"}});
  // The key F does the same for the Flinch top 5.
  auto key = find_game_ui("flinch")->on_key(KeyChord{'f'}, c->game()->game());
  REQUIRE(key);
  CHECK(std::get<intent::Submit>(*key).line ==
        json{{"play", "Ben"}, {"card", 5}, {"from", "flinch"}, {"to", "pile:1"}});
  c->apply(*key);
  CHECK_FALSE(c->popup());
  // A reveal by key: 0 = 10.
  auto reveal = find_game_ui("flinch")->on_key(KeyChord{'0'}, c->game()->game());
  REQUIRE(reveal);
  CHECK(std::get<intent::Submit>(*reveal).line == json{{"reveal", "Ben"}, {"card", 10}});
}

TEST_CASE("the Flinch view model shows the engine's numbers", "[flinch]") {
  const ScriptHeader h = flinch_header({"Ana", "Ben", "Cleo", "Dani"});
  for (unsigned seed : {3u, 11u}) {
    RandomFlinchTable table(h, flinch::Variant::kStandard, 1, seed, 0.1, 0.5);
    Message error;
    auto session = Session::start(h, &error);
    int checked = 0;
    while (auto line = table.next()) {
      REQUIRE(session->apply(*line).accepted);
      const auto& game = dynamic_cast<const flinch::FlinchGame&>(session->game());
      const flinch::Engine& e = game.engine();
      const flinchui::TableView v = flinchui::build_table_view(game, flinchui::Pick{});
      const json state = game.state();
      REQUIRE(v.piles.size() == e.piles().size());
      for (std::size_t i = 0; i < v.piles.size(); ++i) {
        CHECK(v.piles[i].id == state["piles"][i]["id"].get<int>());
        std::vector<int> next(v.piles[i].next.begin(), v.piles[i].next.begin() + v.piles[i].next_count);
        CHECK(json(next) == state["piles"][i]["next"]);
      }
      for (int p = 0; p < e.player_count(); ++p) {
        const json& sp = state["players"][p];
        CHECK(v.seats[p].name == sp["name"].get<std::string>());
        CHECK(v.seats[p].flinch_left == sp["flinch_left"].get<int>());
        CHECK(v.seats[p].flinch_top == (sp["flinch_top"].is_null() ? 0 : sp["flinch_top"].get<int>()));
        CHECK(v.seats[p].hand == sp["hand"].get<int>());
        for (int k = 0; k < 5; ++k)
          CHECK(v.seats[p].reserve[k] == (sp["reserves"][k].is_null() ? 0 : sp["reserves"][k].get<int>()));
        CHECK(v.seats[p].on_turn == (!state["turn"].is_null() && state["turn"] == sp["name"] && !e.finished()));
        CHECK(v.seats[p].offender ==
              (!state["flinchable"].empty() && state["flinchable"][0]["on"] == sp["name"]));
      }
      CHECK(v.stock == state["stock"].get<int>());
      CHECK(v.reveal == e.pending_reveal());
      ++checked;
    }
    CHECK(checked > 50);
  }
}

TEST_CASE("a pick survives frames, not entries", "[flinch]") {
  const ScriptHeader h = flinch_header({"Ana", "Ben"});
  std::vector<json> lines = {{{"reveal", "Ana"}, {"card", 1}}, {{"reveal", "Ben"}, {"card", 2}}};
  Message error;
  auto session = Session::start(h, &error);
  for (const auto& l : lines) session->apply(l);
  const auto& e = dynamic_cast<const flinch::FlinchGame&>(session->game()).engine();
  flinchui::Pick p{7, 2, 0, flinchui::Pick::Kind::kFlinch, 1, 0};
  CHECK(flinchui::decode_pick(flinchui::encode_pick(p)) == p);
  CHECK(flinchui::current_pick(p, e, 7, 2) == p);
  CHECK_FALSE(flinchui::current_pick(p, e, 7, 3).picked());  // a line entered since
  CHECK(flinchui::current_pick(p, e, 7, 3).player == 0);    // the chosen player stays
  CHECK_FALSE(flinchui::current_pick(p, e, 8, 2).picked());  // another game
  CHECK_FALSE(flinchui::decode_pick("garbage").picked());
}

TEST_CASE("the Flinch table's words exist in English and Spanish with the same placeholders", "[flinch]") {
  int count = 0;
  for (const auto& e : flinch::english_text()) {
    if (e.key.substr(0, 10) != "ui.flinch.") continue;
    INFO(e.key);
    ++count;
    const std::string_view es = text(e.key, Lang::kSpanish);
    CHECK(es != e.key);
    for (const char* ph : {"{0}", "{1}", "{2}"})
      CHECK((e.text.find(ph) != std::string_view::npos) == (es.find(ph) != std::string_view::npos));
  }
  CHECK(count > 30);
  int es_count = 0;
  for (const auto& e : flinch::spanish_text()) es_count += e.key.substr(0, 10) == "ui.flinch.";
  CHECK(es_count == count);
}

namespace {

// A partnership table (rule 6): Ana and Cleo against Bartholomew-Christopher
// and Dani, and its opening up to Ana's first play (Cleo's 2 is her Flinch top).
ScriptHeader partners_header() {
  ScriptHeader h = flinch_header({"Ana", "Bartholomew-Christopher Smithso", "Cleo", "Dani"});
  h.options["partners"] = true;
  return h;
}

std::vector<json> partners_opening() {
  return {
      {{"reveal", "Ana"}, {"card", 5}},
      {{"reveal", "Bartholomew-Christopher Smithso"}, {"card", 9}},
      {{"reveal", "Cleo"}, {"card", 2}},
      {{"reveal", "Dani"}, {"card", 12}},
      {{"reserve", "Cleo"}, {"card", 3}, {"pile", 1}},
      {{"play", "Ana"}, {"card", 1}, {"from", "hand"}, {"to", "new"}},
  };
}

}  // namespace

// Rule 6, partnerships: the player on turn taps the partner's Flinch top or a
// reserve top as the source; the call buttons leave out the offender's
// partner; the partner's row says whose cards it holds; clean everywhere.
TEST_CASE("partnerships: the partner's Flinch top and reserves are sources on the table", "[flinch][partners]") {
  const ScriptHeader h = partners_header();
  const std::vector<json> opening = partners_opening();
  for_each_look([&](const Look& look) {
    Settings settings;
    settings.lang = look.lang;
    auto c = controller_over(state_of(h, opening), settings);
    REQUIRE(c->screen() == Screen::kTable);
    Headless hl(look.size, look.scale);
    std::ostringstream where;
    where << "partners " << look.name();
    INFO(where.str());
    show(hl, *c, where.str());
    const auto v = flinchui::build_table_view(fg(*c), flinchui::Pick{});
    CHECK(v.seats[2].partner_of_mover);
    CHECK_FALSE(v.seats[1].partner_of_mover);
    CHECK(v.seats[0].partner == 2);

    // An adversary's Flinch top is not a source.
    CHECK(explained(tap(hl, *c, "flinch.seat1.flinch")) == "flinch.not_on_turn");
    // Ana's own 5 cannot go: the one-tap Flinch top is Cleo's 2 (not entered here).
    CHECK(submitted(tap(hl, *c, "flinch.play_top")) ==
          json({{"play", "Ana"}, {"card", 2}, {"from", "partner_flinch"}, {"to", "pile:1"}}));
    // The partner's Flinch top, then pile 1.
    CHECK(tap(hl, *c, "flinch.seat2.flinch").empty());
    const auto picked = flinchui::decode_pick(hl.view.table_pick);
    CHECK(picked.kind == flinchui::Pick::Kind::kFlinch);
    CHECK(picked.player == 0);
    CHECK(picked.owner == 2);
    show(hl, *c, where.str() + " (partner's Flinch top picked)");
    tap_enters(hl, *c, "flinch.pile.1",
               {{"play", "Ana"}, {"card", 2}, {"from", "partner_flinch"}, {"to", "pile:1"}});
    CHECK(fg(*c).engine().player(2).flinch_left == 9);
    tap_enters(hl, *c, "flinch.pad.14", {{"reveal", "Cleo"}, {"card", 14}});
    // The partner's reserve pile 1, then pile 1.
    CHECK(tap(hl, *c, "flinch.seat2.slot1").empty());
    show(hl, *c, where.str() + " (partner's reserve picked)");
    tap_enters(hl, *c, "flinch.pile.1",
               {{"play", "Ana"}, {"card", 3}, {"from", "partner_reserve:1"}, {"to", "pile:1"}});
    CHECK(fg(*c).engine().player(2).reserve_top(0) == 0);
    // Ana plays 4, then 1 from hand while her own 5 could go: a call, not by Cleo.
    CHECK(tap(hl, *c, "flinch.pad.4").empty());
    tap_enters(hl, *c, "flinch.pile.1", {{"play", "Ana"}, {"card", 4}, {"from", "hand"}, {"to", "pile:1"}});
    CHECK(tap(hl, *c, "flinch.pad.1").empty());
    tap_enters(hl, *c, "flinch.pile.new", {{"play", "Ana"}, {"card", 1}, {"from", "hand"}, {"to", "new"}});
    REQUIRE(fg(*c).engine().breach());
    show(hl, *c, where.str() + " (Flinch call valid)");
    hl.frames(*c, 2);
    CHECK(hl.diag.rects.count("flinch.call.1") == 1);
    CHECK(hl.diag.rects.count("flinch.call.3") == 1);
    CHECK(hl.diag.rects.count("flinch.call.2") == 0);  // Ana's partner
    tap_enters(hl, *c, "flinch.call.3", {{"call", "Dani"}, {"on", "Ana"}});
    CHECK(fg(*c).engine().player(0).flinch_left == 11);
    show(hl, *c, where.str() + " (after the penalty)");
  });
}

// Rule 6 from the new-game screen: the "partners" switch (with its hint)
// draws cleanly; 4 players start a partnership table, 3 are refused with the
// engine's sentence.
TEST_CASE("partnerships: the new-game switch starts a partnership table, 3 players are refused", "[flinch][partners]") {
  for_each_look([&](const Look& look) {
    Settings settings;
    settings.lang = look.lang;
    auto c = controller_over(std::make_shared<FakeStoreState>(), settings);
    Headless hl(look.size, look.scale);
    std::ostringstream where;
    where << "new game, partners " << look.name();
    c->apply(intent::OpenNewGame{});
    c->apply(intent::SetGame{"flinch"});
    for (const char* p : {"Ana", "Ben", "Cleo"}) c->apply(intent::AddNewPlayer{p});
    c->apply(intent::SetOption{"partners", true});
    show(hl, *c, where.str());
    c->apply(intent::StartGame{});
    REQUIRE(c->popup());
    CHECK(c->popup()->message.key == "flinch.partners_count");
    CHECK(c->screen() == Screen::kNewGame);
    c->apply(intent::DismissPopup{});
    c->apply(intent::AddNewPlayer{"Dani"});
    c->apply(intent::StartGame{});
    REQUIRE(c->screen() == Screen::kTable);
    CHECK(c->game()->session().header().options["partners"] == true);
    CHECK(fg(*c).engine().partner(0) == 2);
    show(hl, *c, where.str() + " (table)");
  });
}

// RULINGS Flinch 7: eight players and one deck. Nobody can start a pile, so
// each lays five on reserves and draws five: the 30 cards of the stock cover
// six of them, and Gus and Hal are left with empty hands. Ana begins; when
// Gus's turn comes he has no card in hand, none to draw and nothing playable.
TEST_CASE("Flinch: the Pass button shows only for a player who can do nothing, says why, and enters the pass",
          "[flinch][pass]") {
  const std::vector<std::string> names = {"Ana", "Ben", "Cy", "Dee", "Eve", "Fay", "Gus", "Hal"};
  const ScriptHeader h = flinch_header(names);  // dealer Hal, one deck
  const std::vector<int> tops = {13, 10, 11, 12, 14, 15, 15, 3};
  std::vector<json> lines;
  for (std::size_t p = 0; p < names.size(); ++p) lines.push_back({{"reveal", names[p]}, {"card", tops[p]}});
  for (std::size_t p = 0; p < names.size(); ++p) {
    const std::vector<int> cards = p == 7 ? std::vector<int>{5, 6, 7, 8, 2} : std::vector<int>{4, 5, 6, 7, 8};
    for (int k = 0; k < 5; ++k) lines.push_back({{"reserve", names[p]}, {"card", cards[k]}, {"pile", k + 1}});
  }
  lines.push_back({{"play", "Ana"}, {"card", 1}, {"from", "hand"}, {"to", "new"}});
  for (std::size_t p = 0; p < 5; ++p) lines.push_back({{"reserve", names[p]}, {"card", 9}, {"pile", 1}});
  for_each_look([&](const Look& look) {
    Settings settings;
    settings.lang = look.lang;
    auto c = controller_over(state_of(h, lines), settings);
    REQUIRE(c->screen() == Screen::kTable);
    Headless hl(look.size, look.scale);
    const std::string where = look.name();
    // Fay on turn holds cards: no Pass.
    show(hl, *c, "Fay on turn " + where);
    CHECK(hl.diag.rects.count("flinch.pass") == 0);
    CHECK(tap(hl, *c, "flinch.pad.9").empty());
    tap_enters(hl, *c, "flinch.seat5.slot1", {{"reserve", "Fay"}, {"card", 9}, {"pile", 1}});
    // Gus: nothing in hand, nothing to draw, nothing playable: Pass, with why.
    REQUIRE(fg(*c).engine().turn() == 6);
    show(hl, *c, "Gus must pass " + where);
    REQUIRE(hl.diag.rects.count("flinch.pass") == 1);
    const auto& r = hl.diag.rects.at("flinch.pass");
    CHECK(r.second.y - r.first.y >= 48.0f);
    CHECK(r.second.x - r.first.x >= 48.0f);
    CHECK(hl.diag.rects.count("flinch.play_top") == 0);
    tap_enters(hl, *c, "flinch.pass", {{"pass", "Gus"}});
    CHECK(fg(*c).engine().turn() == 7);
    // Hal has an empty hand too, but his reserve 2 goes on pile 1: no Pass.
    show(hl, *c, "Hal can play " + where);
    CHECK(hl.diag.rects.count("flinch.pass") == 0);
    CHECK(tap(hl, *c, "flinch.seat7.slot5").empty());
    tap_enters(hl, *c, "flinch.pile.1", {{"play", "Hal"}, {"card", 2}, {"from", "reserve:5"}, {"to", "pile:1"}});
    show(hl, *c, "Hal's Flinch top goes " + where);
    CHECK(hl.diag.rects.count("flinch.pass") == 0);  // his Flinch top 3 still goes
    tap_enters(hl, *c, "flinch.play_top", {{"play", "Hal"}, {"card", 3}, {"from", "flinch"}, {"to", "pile:1"}});
    tap_enters(hl, *c, "flinch.pad.12", {{"reveal", "Hal"}, {"card", 12}});
    show(hl, *c, "Hal must pass " + where);
    CHECK(hl.diag.rects.count("flinch.pass") == 1);
    tap_enters(hl, *c, "flinch.pass", {{"pass", "Hal"}});
    CHECK(fg(*c).engine().turn() == 0);
    show(hl, *c, "Ana's turn " + where);
    CHECK(hl.diag.rects.count("flinch.pass") == 0);
  });
}

// Issue 20 item 1: every line kind of the contract and of the partnership
// extension in words, as a person at the table says it, in both languages;
// a reserve slot is a reserve, never a pile; no script field shows.
TEST_CASE("Flinch: the entry list words every line kind as a person says it, in both languages",
          "[flinch][pass][entries]") {
  ScriptHeader h = flinch_header({"Ana", "Ben", "Cleo", "Dani"});
  h.options["partners"] = true;
  Message error;
  auto opening = Session::start(h, &error);
  REQUIRE(opening);
  // The same table once a pile is started: turns (a reserve card ends one).
  auto started = Session::start(h, &error);
  REQUIRE(started);
  for (const json& line : std::vector<json>{{{"reveal", "Ana"}, {"card", 5}},
                                            {{"reveal", "Ben"}, {"card", 9}},
                                            {{"reveal", "Cleo"}, {"card", 2}},
                                            {{"reveal", "Dani"}, {"card", 12}},
                                            {{"play", "Ana"}, {"card", 1}, {"from", "hand"}, {"to", "new"}}})
    REQUIRE(started->apply(line).accepted);
  REQUIRE(dynamic_cast<const flinch::FlinchGame&>(started->game()).engine().started());
  const GameUi* gui = find_game_ui("flinch");
  REQUIRE(gui);
  struct Case {
    const Game& before;
    json line;
    const char* en;
    const char* es;
    bool reserve;  // names a reserve slot
  };
  const std::vector<Case> cases = {
      {started->game(), {{"play", "Ana"}, {"card", 9}, {"from", "flinch"}, {"to", "pile:2"}},
       "Ana: Flinch top 9 to pile 2", "Ana: el 9 de su Montón de Flinch a la pila 2", false},
      {started->game(), {{"play", "Ana"}, {"card", 1}, {"from", "flinch"}, {"to", "new"}},
       "Ana: Flinch top 1 to a new pile", "Ana: el 1 de su Montón de Flinch a una pila nueva", false},
      {started->game(), {{"play", "Ana"}, {"card", 7}, {"from", "hand"}, {"to", "pile:1"}},
       "Ana: 7 from hand to pile 1", "Ana: el 7 de la mano a la pila 1", false},
      {started->game(), {{"play", "Ana"}, {"card", 3}, {"from", "reserve:2"}, {"to", "new"}},
       "Ana: 3 from reserve 2 to a new pile", "Ana: el 3 de su reserva 2 a una pila nueva", true},
      {started->game(), {{"play", "Ana"}, {"card", 2}, {"from", "partner_flinch"}, {"to", "pile:1"}},
       "Ana: Cleo's Flinch top 2 to pile 1", "Ana: el 2 del Montón de Flinch de Cleo a la pila 1", false},
      {started->game(), {{"play", "Ana"}, {"card", 4}, {"from", "partner_reserve:3"}, {"to", "pile:1"}},
       "Ana: 4 from Cleo's reserve 3 to pile 1", "Ana: el 4 de la reserva 3 de Cleo a la pila 1", true},
      {started->game(), {{"reserve", "Ana"}, {"card", 11}, {"pile", 4}},
       "Ana: 11 on reserve 4, end of turn", "Ana: el 11 a su reserva 4 y fin del turno", true},
      {opening->game(), {{"reserve", "Cleo"}, {"card", 3}, {"pile", 1}},
       "Cleo: 3 on reserve 1 (opening)", "Cleo: el 3 a su reserva 1 (reservas iniciales)", true},
      {opening->game(), {{"reveal", "Ana"}, {"card", 7}},
       "Ana turns up a new Flinch top: 7", "Ana vuelve una nueva carta de Flinch: un 7", false},
      {started->game(), {{"call", "Ben"}, {"on", "Ana"}}, "Ben calls Flinch! on Ana", "Ben grita ¡Flinch! a Ana", false},
      {started->game(), {{"pass", "Ben"}}, "Ben passes: no card in hand, none to draw, nothing playable",
       "Ben pasa: sin cartas en la mano, nada que robar, nada que jugar", false},
  };
  for (Lang lang : {Lang::kEnglish, Lang::kSpanish}) {
    // Words only: no fonts or icons are drawn.
    const Palette pal = palette(Settings{}.theme);
    const Fonts fonts{};
    const Icons icons{};
    const Ui ui{Tr(lang), pal, fonts, icons, Metrics{}};
    const bool en = lang == Lang::kEnglish;
    for (const Case& k : cases) {
      const std::string words = gui->describe_entry(ui, k.before, k.line);
      INFO(k.line.dump());
      CHECK(words == (en ? k.en : k.es));
      // Never a script field, never a reserve called a pile.
      for (const char* field : {"\"", "{", "reserve:", "pile:", "partner_"})
        CHECK(words.find(field) == std::string::npos);
      if (k.reserve) CHECK(words.find(en ? "reserve pile" : "pila de reserva") == std::string::npos);
    }
  }
}

// ------------------------------------------------------------ issue 20

namespace {

// A seeded game's lines, each with the notices it set off.
struct Played {
  std::vector<json> lines;
  std::vector<std::vector<Message>> notices;
  std::vector<std::vector<int>> piles;  // the pile ids after each line
  std::vector<int> turn;                // the turn after each line (-1 before the first pile)
  std::vector<bool> breach;             // a call valid after each line
};

Played play(const ScriptHeader& h, unsigned seed, double breach_rate, double call_rate) {
  RandomFlinchTable table(h, flinch::Variant::kStandard, h.options.value("decks", 1), seed, breach_rate, call_rate);
  Message error;
  auto session = Session::start(h, &error);
  REQUIRE(session);
  Played p;
  for (int i = 0; i < 5000; ++i) {
    auto line = table.next();
    if (!line) break;
    Verdict v = session->apply(*line);
    REQUIRE(v.accepted);
    const auto& e = dynamic_cast<const flinch::FlinchGame&>(session->game()).engine();
    p.lines.push_back(*line);
    p.notices.push_back(v.notices);
    std::vector<int> ids;
    for (const auto& pile : e.piles()) ids.push_back(pile.id);
    p.piles.push_back(ids);
    p.turn.push_back(e.started() ? e.turn() : -1);
    p.breach.push_back(e.breach().has_value());
    if (e.finished()) break;
  }
  return p;
}

std::vector<json> first(const Played& p, std::size_t n) { return {p.lines.begin(), p.lines.begin() + n}; }

bool has_banner(const std::vector<Message>& notices) {
  const GameUi* gui = find_game_ui("flinch");
  for (const Message& m : notices)
    if (gui->banner(m)) return true;
  return false;
}

// Line k (0-based) of a played game: the table before it, then after it is
// entered through the controller as a tap would; the tappable controls of both.
struct BeforeAfter {
  ControlRects before, after;
  std::unique_ptr<Controller> c;
};

BeforeAfter around(const ScriptHeader& h, const Played& p, std::size_t k, const Look& look, Headless& hl) {
  Settings settings;
  settings.lang = look.lang;
  BeforeAfter r;
  r.c = controller_over(state_of(h, first(p, k)), settings);
  REQUIRE(r.c->screen() == Screen::kTable);
  r.c->set_now(hl.now);
  hl.frames(*r.c, 3);
  r.before = hl.diag.rects;
  r.c->apply(intent::Submit{p.lines[k]});
  REQUIRE_FALSE(r.c->popup());
  hl.frames(*r.c, 3);
  r.after = hl.diag.rects;
  return r;
}

bool overlaps(const std::pair<ImVec2, ImVec2>& a, const std::pair<ImVec2, ImVec2>& b) {
  return a.first.x < b.second.x && b.first.x < a.second.x && a.first.y < b.second.y && b.first.y < a.second.y;
}

// The part of a control that is in view in an area (its scrolled list).
std::optional<std::pair<ImVec2, ImVec2>> in_view(const std::pair<ImVec2, ImVec2>& rect,
                                                 const std::pair<ImVec2, ImVec2>& area) {
  const ImVec2 a(std::max(rect.first.x, area.first.x), std::max(rect.first.y, area.first.y));
  const ImVec2 b(std::min(rect.second.x, area.second.x), std::min(rect.second.y, area.second.y));
  if (b.x <= a.x || b.y <= a.y) return std::nullopt;
  return std::pair{a, b};
}


// The controls that only some moments have.
const std::vector<std::string> kMomentary = {"flinch.call.", "flinch.clear", "flinch.play_top", "flinch.pass"};

}  // namespace

// Issue 20 item 2: a refusal, the Flinch! panel (and the longer strip that
// comes with it), a banner and a second row of piles move no control, in
// both orientations at 100 % and 125 %; a banner never hides a call button.
TEST_CASE("Flinch: nothing moves under a finger when a message, the call panel, a banner or a pile row appears",
          "[flinch][still]") {
  const ScriptHeader h = flinch_header(kFour);
  // A breach by a play that leaves the piles as they were and the turn where it was.
  std::optional<std::pair<Played, std::size_t>> breach, banner, row;
  for (unsigned seed = 1; seed < 80 && !(breach && banner && row); ++seed) {
    Played p = play(h, seed, 0.3, 0.5);
    for (std::size_t k = 1; k < p.lines.size(); ++k) {
      const bool same_turn = p.turn[k] == p.turn[k - 1] && p.turn[k] >= 0;
      const bool is_play = p.lines[k].contains("play");
      if (!breach && p.breach[k] && is_play && same_turn && p.piles[k] == p.piles[k - 1]) breach = {p, k};
      if (!banner && p.breach[k] && has_banner(p.notices[k])) banner = {p, k};
      // A new pile, none gone, the same player on turn, with four piles or more.
      const bool added = p.piles[k].size() == p.piles[k - 1].size() + 1 &&
                         std::equal(p.piles[k - 1].begin(), p.piles[k - 1].end(), p.piles[k].begin());
      if (!row && added && same_turn && p.piles[k].size() >= 4 && !p.breach[k]) row = {p, k};
    }
  }
  REQUIRE(breach);
  REQUIRE(banner);
  REQUIRE(row);
  int second_rows = 0;
  for_each_look([&](const Look& look) {
    INFO(look.name());
    {
      INFO("a refusal: the engine's long sentence under the pad");
      Headless hl(look.size, look.scale);
      Settings settings;
      settings.lang = look.lang;
      auto c = controller_over(state_of(h, first(breach->first, breach->second)), settings);
      hl.frames(*c, 3);
      const ControlRects before = hl.diag.rects;
      c->apply(intent::Explain{msg("flinch.fill_empty_slot", kFour[1], 4, 2)});
      REQUIRE(c->info());
      hl.frames(*c, 3);
      for (const auto& m : moved_controls(before, hl.diag.rects)) FAIL_CHECK(m);
      // A tap on a pile with nothing picked: the table's own refusal.
      c->apply(intent::DismissPopup{});
      for (const Intent& i : hl.tap(*c, "flinch.pile.new")) c->apply(i);
      REQUIRE(c->info());
      hl.frames(*c, 3);
      for (const auto& m : moved_controls(before, hl.diag.rects)) FAIL_CHECK(m);
    }
    {
      INFO("the Flinch! panel after a breach");
      Headless hl(look.size, look.scale);
      BeforeAfter r = around(h, breach->first, breach->second, look, hl);
      CHECK(hl.diag.rects.count("flinch.call." + std::to_string(0)) + hl.diag.rects.count("flinch.call.1") +
                hl.diag.rects.count("flinch.call.2") + hl.diag.rects.count("flinch.call.3") ==
            3);
      for (const auto& m : moved_controls(r.before, r.after, kMomentary)) FAIL_CHECK(m);
      check_clean(hl, "call panel " + look.name());
      // Its buttons take their taps (the panel is over the players' rows).
      const ControlRects shown = hl.diag.rects;  // a tap draws again
      for (const auto& [id, rect] : shown)
        if (id.rfind("flinch.call.", 0) == 0) {
          const auto intents = hl.tap(*r.c, id);
          REQUIRE(intents.size() == 1);
          const auto* s = std::get_if<intent::Submit>(&intents.front());
          REQUIRE(s);
          CHECK(s->line.contains("call"));
        }
    }
    {
      INFO("a banner with the Flinch! panel up: it hides no call button");
      Headless hl(look.size, look.scale);
      BeforeAfter r = around(h, banner->first, banner->second, look, hl);
      REQUIRE(r.c->banner_visible(hl.now));
      // No control at all under it: it keeps to the strip of what the
      // table waits for (before, it floated over the players' rows).
      int calls = 0, banners = 0;
      for (const auto& [id, rect] : hl.diag.rects) {
        calls += id.rfind("flinch.call.", 0) == 0;
        // What is in view of it: rows and piles scroll in their places.
        std::pair<ImVec2, ImVec2> shown = rect;
        bool in_sight = true;
        for (const char* list : {"flinch.seats", "flinch.piles"}) {
          const auto place = hl.diag.areas.find(list);
          const std::string prefix = std::string(list) == "flinch.seats" ? "flinch.seat" : "flinch.pile.";
          if (place == hl.diag.areas.end() || id.rfind(prefix, 0) != 0) continue;
          const auto part = in_view(rect, place->second);
          in_sight = part.has_value();
          if (part) shown = *part;
        }
        if (!in_sight) continue;
        for (const auto& [area, box] : hl.diag.areas)
          if (area.rfind("banner.", 0) == 0) {
            ++banners;
            INFO(area << " over " << id);
            CHECK_FALSE(overlaps(shown, box));
          }
      }
      CHECK(calls > 0);
      CHECK(banners > 0);
    }
    {
      INFO("a new pile (a second row of piles)");
      Headless hl(look.size, look.scale);
      BeforeAfter r = around(h, row->first, row->second, look, hl);
      for (const auto& m : moved_controls(r.before, r.after, kMomentary)) FAIL_CHECK(m);
      float top = 1e9f, bottom = 0;
      for (const auto& [id, rect] : r.after)
        if (id.rfind("flinch.pile.", 0) == 0) {
          top = std::min(top, rect.first.y);
          bottom = std::max(bottom, rect.first.y);
        }
      second_rows += bottom > top;
    }
  });
  CHECK(second_rows > 0);  // the pile case did start a second row somewhere
}

// Issue 20 item 2: the Flinch! panel never covers a control someone must
// tap now (the row of the player on turn: their Flinch top, reserves and
// hand), wherever that row is in the list, and every caller's button names
// them whole (a 31-letter name was cut with "…"), in every look. Banners
// show off the controls too: over the strip of what the table waits for.
TEST_CASE("Flinch: the call panel covers no row to tap and names every caller whole", "[flinch][still]") {
  const ScriptHeader h = flinch_header(kFour);
  // Breaches with each player on turn in it, so the row to tap is at the
  // top, in the middle and at the bottom of the list.
  std::vector<std::pair<Played, std::size_t>> breaches;
  std::set<int> movers;
  for (unsigned seed = 1; seed < 120 && movers.size() < kFour.size(); ++seed) {
    Played p = play(h, seed, 0.3, 0.5);
    for (std::size_t k = 1; k < p.lines.size(); ++k)
      if (p.breach[k] && p.turn[k] >= 0 && !movers.count(p.turn[k])) {
        movers.insert(p.turn[k]);
        breaches.emplace_back(p, k);
        break;
      }
  }
  REQUIRE(movers.size() == kFour.size());
  for_each_look([&](const Look& look) {
    for (const auto& [played, k] : breaches) {
      const int mover = played.turn[k];
      INFO(look.name() << ", " << kFour[static_cast<std::size_t>(mover)] << " on turn");
      Headless hl(look.size, look.scale);
      Settings settings;
      settings.lang = look.lang;
      auto c = controller_over(state_of(h, first(played, k + 1)), settings);
      c->set_now(hl.now);
      hl.frames(*c, 3);
      REQUIRE(hl.diag.areas.count("flinch.call_panel"));
      const auto panel = hl.diag.areas.at("flinch.call_panel");
      const auto place = hl.diag.areas.find("flinch.seats");  // the whole screen where the table does not say
      const std::pair<ImVec2, ImVec2> seats =
          place != hl.diag.areas.end() ? place->second : std::pair{ImVec2(0, 0), hl.display()};
      const std::string row = "flinch.seat" + std::to_string(mover) + ".";
      int row_controls = 0;
      for (const auto& [id, rect] : hl.diag.rects) {
        if (id.rfind(row, 0) != 0) continue;
        ++row_controls;
        if (auto shown = in_view(rect, seats)) {
          INFO(id);
          CHECK_FALSE(overlaps(*shown, panel));
        }
      }
      CHECK(row_controls == 7);  // Flinch top, five reserves, hand
      // Each caller named whole on their button, on one line or more (the
      // breaks aside, every letter there).
      auto letters = [](std::string s) {
        std::erase_if(s, [](char ch) { return ch == ' ' || ch == '\n'; });
        return s;
      };
      for (std::size_t seat = 0; seat < kFour.size(); ++seat) {
        const std::string id = "flinch.call." + std::to_string(seat);
        if (!hl.diag.rects.count(id)) continue;
        const std::string whole = render(msg("ui.flinch.call_by", kFour[seat]), look.lang);
        bool named = false;
        for (const auto& t : hl.diag.texts) named = named || letters(t.what) == letters(whole);
        INFO(whole);
        CHECK(named);
      }
      for (const auto& e : hl.diag.overflows) FAIL_CHECK("text wider than its widget: " << e);
    }
  });
}

// Partnerships (the random table plays none): with a call valid, the panel
// covers nothing the player on turn may tap, in their own row or their
// partner's (whose Flinch top and reserves are sources too).
TEST_CASE("Flinch partnerships: the call panel covers neither the mover's row nor the partner's", "[flinch][still][partners]") {
  const ScriptHeader h = partners_header();
  std::vector<json> lines = partners_opening();
  const std::vector<json> to_the_call = {
      {{"play", "Ana"}, {"card", 2}, {"from", "partner_flinch"}, {"to", "pile:1"}},
      {{"reveal", "Cleo"}, {"card", 14}},
      {{"play", "Ana"}, {"card", 3}, {"from", "partner_reserve:1"}, {"to", "pile:1"}},
      {{"play", "Ana"}, {"card", 4}, {"from", "hand"}, {"to", "pile:1"}},
      {{"play", "Ana"}, {"card", 1}, {"from", "hand"}, {"to", "new"}},  // her 5 could go: a call
  };
  lines.insert(lines.end(), to_the_call.begin(), to_the_call.end());
  for_each_look([&](const Look& look) {
    INFO(look.name());
    Settings settings;
    settings.lang = look.lang;
    auto c = controller_over(state_of(h, lines), settings);
    REQUIRE(fg(*c).engine().breach());
    Headless hl(look.size, look.scale);
    c->set_now(hl.now);
    hl.frames(*c, 3);
    check_clean(hl, "partners, call valid " + look.name());
    REQUIRE(hl.diag.areas.count("flinch.call_panel"));
    const auto panel = hl.diag.areas.at("flinch.call_panel");
    const auto place = hl.diag.areas.find("flinch.seats");
    const std::pair<ImVec2, ImVec2> seats =
        place != hl.diag.areas.end() ? place->second : std::pair{ImVec2(0, 0), hl.display()};
    // Ana's row (she is on turn) is in view and uncovered, always.
    int own = 0;
    for (const auto& [id, rect] : hl.diag.rects) {
      if (id.rfind("flinch.seat0.", 0) != 0) continue;
      const auto shown = in_view(rect, seats);
      REQUIRE(shown);
      INFO(id);
      CHECK_FALSE(overlaps(*shown, panel));
      ++own;
    }
    CHECK(own == 7);  // Flinch top, five reserves, hand
    // Cleo's (her partner's) too wherever the rows leave the panel room
    // (at 125 % text they do not: the rows scroll from under it).
    if (look.scale == 1.0f)
      for (const auto& [id, rect] : hl.diag.rects)
        if (id.rfind("flinch.seat2.", 0) == 0)
          if (auto shown = in_view(rect, seats)) {
            INFO(id);
            CHECK_FALSE(overlaps(*shown, panel));
          }
  });
}

namespace {

// What a screen shows, widgets and draw-list text, in lower case.
std::string seen(const Headless& hl) {
  std::string all = hl.shown;
  for (const auto& t : hl.diag.texts) all += "\n" + t.what;
  std::transform(all.begin(), all.end(), all.begin(), [](unsigned char ch) { return static_cast<char>(std::tolower(ch)); });
  return all;
}

void says_no_round(const Headless& hl, const std::string& where) {
  INFO(where << ": " << hl.shown);
  const std::string all = seen(hl);
  CHECK(all.find("round") == std::string::npos);
  CHECK(all.find("ronda") == std::string::npos);
}

}  // namespace

// Issue 20 item 7: Scores and Change an entry are reached from the Flinch
// table during the game (Scores on its bar, Change an entry on the sheet),
// and no screen a Flinch game reaches says "round": Flinch has none.
TEST_CASE("Flinch: Scores and Change an entry from the table, and no screen says round", "[flinch][speed]") {
  const ScriptHeader h = flinch_header(kFour);
  bool reached = false;
  std::vector<json> mid;
  for (unsigned seed = 1; seed < 40 && !reached; ++seed)
    mid = lines_until(h, seed, [](const flinch::Engine& e, const json&) {
      return e.started() && e.piles().size() >= 2 && e.pending_reveal() < 0;
    }, &reached);
  REQUIRE(reached);
  std::vector<json> whole = lines_until(h, 3, nullptr);
  for_each_look([&](const Look& look) {
    INFO(look.name());
    Settings settings;
    settings.lang = look.lang;
    auto state = state_of(h, mid);
    state->games.push_back(make_record(2, h, whole));
    REQUIRE(state->games.back().status == "finished");
    auto c = controller_over(state, settings);
    REQUIRE(c->screen() == Screen::kTable);
    Headless hl(look.size, look.scale);
    show(hl, *c, "table " + look.name());
    says_no_round(hl, "table");
    // Scores: on the bar, one tap.
    bool found = false;
    auto intents = hl.tap(*c, "table.scoresheet", &found);
    REQUIRE(found);
    REQUIRE(intents.size() == 1);
    REQUIRE(std::holds_alternative<intent::OpenScoresheet>(intents.front()));
    c->apply(intents.front());
    REQUIRE(c->screen() == Screen::kScoresheet);
    hl.frames(*c, 3);
    says_no_round(hl, "scoresheet");
    // The standings: each player's Flinch cards left.
    const auto standings = c->game()->game().standings();
    for (const Standing& s : standings) CHECK(hl.shown.find(std::to_string(s.total)) != std::string::npos);
    // Change an entry: one more tap, the list of entries in words.
    intents = hl.tap(*c, "scoresheet.log", &found);
    REQUIRE(found);
    REQUIRE(intents.size() == 1);
    c->apply(intents.front());
    REQUIRE(c->screen() == Screen::kLog);
    hl.frames(*c, 3);
    says_no_round(hl, "entry list");
    CHECK(hl.diag.rects.count("log.entry.0") == 1);
    c->apply(intent::ReplayRound{1});
    hl.frames(*c, 3);
    says_no_round(hl, "replay");
    c->apply(intent::CloseReplay{});
    c->apply(intent::EditEntry{mid.size() - 1});
    hl.frames(*c, 3);
    says_no_round(hl, "changing an entry");
    c->apply(intent::CancelEdit{});
    // The finished game: winner, history, statistics.
    c->apply(intent::OpenGame{2});
    hl.frames(*c, 3);
    says_no_round(hl, "winner");
    c->apply(intent::OpenHistory{});
    hl.frames(*c, 3);
    says_no_round(hl, "history");
    c->apply(intent::OpenGameStats{"flinch"});
    hl.frames(*c, 3);
    says_no_round(hl, "statistics");
    c->apply(intent::GoHome{});
    hl.frames(*c, 3);
    says_no_round(hl, "home");
  });
}

// Issue 20 item 7: the option "hints" off takes away what the rulebook
// forbids at the table ("Nadie podrá dar la más leve intimación"): the
// one-tap Flinch top (button and F key) and the piles lit for a picked
// card. The Flinch! panel stays: that is the referee.
TEST_CASE("Flinch: the hints option hides the one-tap Flinch top and the lit piles, not the call panel",
          "[flinch][speed][hints]") {
  for (bool hints : {true, false}) {
    ScriptHeader h = flinch_header(kFour);
    h.options["hints"] = hints;
    bool reached = false;
    std::vector<json> lines;
    for (unsigned seed = 1; seed < 60 && !reached; ++seed)
      lines = lines_until(h, seed, [](const flinch::Engine& e, const json&) {
        return e.breach().has_value() && e.started() && e.pending_reveal() < 0;
      }, &reached, 0.3, 0.0);
    REQUIRE(reached);
    for_each_look([&](const Look& look) {
      INFO(look.name() << (hints ? " hints" : " no hints"));
      Settings settings;
      settings.lang = look.lang;
      auto c = controller_over(state_of(h, lines), settings);
      Headless hl(look.size, look.scale);
      show(hl, *c, look.name());
      CHECK(hl.diag.rects.count("flinch.play_top") == (hints ? 1u : 0u));
      CHECK(hl.diag.rects.count("flinch.clear") == 1);
      int calls = 0;
      for (const auto& [id, rect] : hl.diag.rects) calls += id.rfind("flinch.call.", 0) == 0;
      CHECK(calls == 3);  // the referee stays
      const auto key = find_game_ui("flinch")->on_key(KeyChord{'f'}, c->game()->game());
      CHECK(key.has_value() == hints);
    });
    // Issue 32 item 7: the keys listed (F1's popup and Settings) say F only
    // where F does something: with hints off it is not there.
    for (Lang lang : {Lang::kEnglish, Lang::kSpanish}) {
      INFO((lang == Lang::kSpanish ? "es" : "en") << (hints ? " hints" : " no hints"));
      Settings settings;
      settings.lang = lang;
      auto c = controller_over(state_of(h, lines), settings);
      const std::string f_line = render(msg("ui.flinch.keys.flinch_top"), lang);
      c->apply(intent::OpenSettings{});
      Headless hl(ImVec2(1280, 4000));  // tall: the whole of Settings, its keys at the bottom
      hl.frames(*c, 3);
      CHECK((hl.shown.find(f_line) != std::string::npos) == hints);
      CHECK(hl.shown.find(render(msg("ui.flinch.keys.reveal_low"), lang)) != std::string::npos);
    }
    // A picked card lights the piles it may go on only with hints.
    Settings settings;
    auto c = controller_over(state_of(h, lines), settings);
    const auto& g = fg(*c);
    flinchui::Pick pick;
    pick.game = c->game()->id();
    pick.lines = static_cast<int>(lines.size());
    pick.player = g.engine().turn();
    pick.kind = flinchui::Pick::Kind::kHand;
    pick.card = 1;
    const auto v = flinchui::build_table_view(g, flinchui::current_pick(pick, g.engine(), pick.game, pick.lines));
    REQUIRE(v.pick.picked());
    CHECK(v.new_pile_target == hints);
    bool any_slot = false;
    for (bool t : v.seats[v.mover].slot_target) any_slot |= t;
    CHECK(any_slot == hints);
  }
}

// Issue 20 items 7 and 10: the option is on the new-game screen with its
// reason, in both languages; Flinch's title with partnerships is whole.
TEST_CASE("Flinch: the hints option's words, and the title with partnerships is never cut", "[flinch][speed]") {
  CHECK(text("option.flinch.hints", Lang::kEnglish) != "option.flinch.hints");
  CHECK(text("option.flinch.hints", Lang::kSpanish) != text("option.flinch.hints", Lang::kEnglish));
  CHECK(std::string(text("option.flinch.hints.hint", Lang::kSpanish)).find("intimaci") != std::string::npos);
  ScriptHeader h = flinch_header({"Ana", "Bartholomew-Christopher Smithso", "Cleo", "Dani"}, "from15", 2);
  h.options["partners"] = true;
  for_each_look([&](const Look& look) {
    Settings settings;
    settings.lang = look.lang;
    auto c = controller_over(state_of(h, {}), settings);
    Headless hl(look.size, look.scale);
    show(hl, *c, "partners title " + look.name());
    INFO(look.name() << ": " << hl.shown.substr(0, 160));
    CHECK(hl.shown.find(look.lang == Lang::kSpanish ? "Parejas" : "Partnerships") != std::string::npos);
    CHECK(hl.shown.find("\xE2\x80\xA6") == std::string::npos);  // nothing cut with "…"
  });
}

// Issue 20 item 1: the entry list shows every Flinch entry whole (a long
// one wraps in a taller row), rows apart, in every look.
TEST_CASE("Flinch: the entry list shows every entry whole, rows apart, in every look", "[flinch][entries][render]") {
  ScriptHeader h = flinch_header(kFour);
  h.options["partners"] = true;
  bool reached = false;
  std::vector<json> lines;
  for (unsigned seed = 1; seed < 40 && !reached; ++seed)
    lines = lines_until(h, seed, [](const flinch::Engine& e, const json&) {
      return e.started() && e.piles().size() >= 3 && e.pending_reveal() < 0;
    }, &reached);
  REQUIRE(reached);
  for_each_look([&](const Look& look) {
    INFO(look.name());
    Settings settings;
    settings.lang = look.lang;
    auto c = controller_over(state_of(h, lines), settings);
    c->apply(intent::OpenLog{0});
    REQUIRE(c->screen() == Screen::kLog);
    Headless hl(look.size, look.scale);
    hl.frames(*c, 3);
    CHECK(hl.shown.find("\xE2\x80\xA6") == std::string::npos);  // nothing cut with "…"
    std::vector<std::pair<ImVec2, ImVec2>> rows;
    for (const auto& [id, rect] : hl.diag.rects)
      if (id.rfind("log.entry.", 0) == 0) {
        CHECK(rect.first.x >= 0.0f);
        CHECK(rect.second.x <= look.size.x);
        rows.push_back(rect);
      }
    CHECK(rows.size() > 4);
    for (std::size_t i = 0; i < rows.size(); ++i)
      for (std::size_t j = i + 1; j < rows.size(); ++j) CHECK_FALSE(overlaps(rows[i], rows[j]));
    for (const auto& e : hl.stack_errors) FAIL_CHECK("unbalanced: " << e);
  });
}

// Issue 32 item 7: a count reads as a person says it: "1 Flinch card left"
// on the row of a player with one card to go (it said "1 Flinch cards
// left"), in both languages.
TEST_CASE("Flinch: a player's row says 1 Flinch card left, not cards", "[flinch][words]") {
  const ScriptHeader h = flinch_header({"Ana", "Ben", "Cleo"});
  bool reached = false;
  std::vector<json> lines;
  int seat = -1;
  for (unsigned seed = 1; seed < 60 && !reached; ++seed)
    lines = lines_until(h, seed, [&](const flinch::Engine& e, const json&) {
      for (int p = 0; p < e.player_count(); ++p)
        if (e.player(p).flinch_left == 1 && !e.finished()) seat = p;
      return seat >= 0 && e.player(seat).flinch_left == 1;
    }, &reached);
  REQUIRE(reached);
  for (Lang lang : {Lang::kEnglish, Lang::kSpanish}) {
    Settings settings;
    settings.lang = lang;
    auto c = controller_over(state_of(h, lines), settings);
    Headless hl(ImVec2(1280, 800));
    show(hl, *c, "one Flinch card left");
    std::vector<std::string> lefts;
    for (const auto& t : hl.diag.texts) lefts.push_back(t.what);
    INFO(lefts.size() << " counts drawn");
    const std::string one = lang == Lang::kEnglish ? "1 Flinch card left" : "Le queda 1 de Flinch";
    const std::string ten = lang == Lang::kEnglish ? "10 Flinch cards left" : "Le quedan 10 de Flinch";
    CHECK(std::count(lefts.begin(), lefts.end(), one) >= 1);
    for (const std::string& l : lefts) CHECK((l != "1 Flinch cards left" && l != "Le quedan 1 de Flinch"));
    CHECK(render(msg("ui.flinch.flinch_left", 10), lang) == ten);
    CHECK(render(msg("ui.winner.detail.flinch", 1), lang) ==
          (lang == Lang::kEnglish ? "1 card left in the Flinch pile" : "Le queda 1 carta en el Montón de Flinch"));
  }
}

// Issue 32 item 7: with nine piles or more a third row of piles was cut in
// half in a box that had to be scrolled. Ten piles (all the 1s of one deck)
// are all in view whole, in every look; every control of the table stays
// whole on the screen.
TEST_CASE("Flinch: ten centre piles are all in view whole", "[flinch][still]") {
  const ScriptHeader h = flinch_header(kFour);
  std::vector<json> lines;
  const int tops[] = {12, 13, 14, 11};
  for (int p = 0; p < 4; ++p) lines.push_back({{"reveal", kFour[p]}, {"card", tops[p]}});
  for (int k = 0; k < 10; ++k) lines.push_back({{"play", "Ana"}, {"card", 1}, {"from", "hand"}, {"to", "new"}});
  const std::vector<json> eight(lines.begin(), lines.end() - 2);
  for_each_look([&](const Look& look) {
    INFO(look.name());
    Settings settings;
    settings.lang = look.lang;
    auto c = controller_over(state_of(h, eight), settings);
    Headless hl(look.size, look.scale);
    show(hl, *c, look.name() + " eight piles");
    for (std::size_t k = eight.size(); k < lines.size(); ++k) {
      c->apply(intent::Submit{lines[k]});
      REQUIRE_FALSE(c->popup());
    }
    REQUIRE(fg(*c).engine().piles().size() == 10);
    show(hl, *c, look.name() + " ten piles");
    const auto place = hl.diag.areas.find("flinch.piles");
    REQUIRE(place != hl.diag.areas.end());
    const auto [top_left, bottom_right] = place->second;
    int tiles = 0;
    for (const auto& [id, rect] : hl.diag.rects) {
      if (id.rfind("flinch.pile.", 0) != 0) continue;
      ++tiles;
      INFO(id << " at y " << rect.first.y << ".." << rect.second.y << ", the piles' place " << top_left.y << ".."
              << bottom_right.y);
      CHECK(rect.first.y >= top_left.y - 0.5f);
      CHECK(rect.second.y <= bottom_right.y + 0.5f);
      CHECK(rect.first.x >= top_left.x - 0.5f);
      CHECK(rect.second.x <= bottom_right.x + 0.5f);
    }
    CHECK(tiles == 11);  // New pile and the ten
  });
}

// Issue 32 item 7, the rows as a table reading from its chairs wants them
// (README): in seating order, each where it was while the list fits its
// place; the row on turn lit, and wholly in view as the turn passes (a list
// longer than its place scrolls it to the top, the next players under it).
TEST_CASE("Flinch: the rows stay in seating order and the row on turn is wholly in view as the turn passes",
          "[flinch][still]") {
  auto seat_controls = [](const ControlRects& rects) {
    ControlRects seats;
    for (const auto& [id, rect] : rects)
      if (id.rfind("flinch.seat", 0) == 0) seats.emplace(id, rect);
    return seats;
  };
  for (int players : {4, 8}) {
    std::vector<std::string> names;
    for (int i = 0; i < players; ++i) {
      std::string name = "P";  // (not "P" + std::to_string: g++ 12's false -Wrestrict)
      name += std::to_string(i + 1);
      names.push_back(i == 1 ? kFour[1] : name);
    }
    const ScriptHeader h = flinch_header(names);
    bool reached = false;
    int last_turn = -1, changes = 0;
    const std::vector<json> lines = lines_until(h, 3, [&](const flinch::Engine& e, const json&) {
      if (e.turn() != last_turn) ++changes;
      last_turn = e.turn();
      return changes > players + 2 && e.pending_reveal() < 0;
    }, &reached, 0.0, 0.0);
    REQUIRE(reached);
    // From the first pile on, as the turn goes round the table.
    std::size_t start = 0;
    {
      Message error;
      auto s = Session::start(h, &error);
      for (; start < lines.size(); ++start) {
        if (dynamic_cast<const flinch::FlinchGame&>(s->game()).engine().started()) break;
        s->apply(lines[start]);
      }
    }
    for_each_look([&](const Look& look) {
      INFO(players << " players " << look.name());
      Settings settings;
      settings.lang = look.lang;
      auto c = controller_over(state_of(h, std::vector<json>(lines.begin(), lines.begin() + static_cast<long>(start))),
                               settings);
      Headless hl(look.size, look.scale);
      show(hl, *c, look.name());
      const ControlRects first = seat_controls(hl.diag.rects);
      bool fits = true;
      int turns = 0;
      for (std::size_t k = start; k < lines.size(); ++k) {
        const int before = fg(*c).engine().turn();
        c->apply(intent::Submit{lines[k]});
        REQUIRE_FALSE(c->popup());
        const int turn = fg(*c).engine().turn();
        if (turn == before || fg(*c).engine().pending_reveal() >= 0) continue;
        ++turns;
        show(hl, *c, look.name());
        const auto place = hl.diag.areas.at("flinch.seats");
        // Seating order, top to bottom.
        for (int p = 0; p + 1 < players; ++p)
          CHECK(hl.diag.rects.at("flinch.seat" + std::to_string(p) + ".flinch").first.y <
                hl.diag.rects.at("flinch.seat" + std::to_string(p + 1) + ".flinch").first.y);
        // The row on turn wholly in view: its Flinch top, reserves and hand.
        const auto row = hl.diag.rects.at("flinch.seat" + std::to_string(turn) + ".flinch");
        INFO("turn " << turn << " row at y " << row.first.y << ".." << row.second.y << ", the rows' place "
                     << place.first.y << ".." << place.second.y);
        CHECK(row.first.y >= place.first.y - 0.5f);
        CHECK(row.second.y <= place.second.y + 0.5f);
        const auto last = hl.diag.rects.at("flinch.seat" + std::to_string(players - 1) + ".hand");
        fits = fits && last.second.y <= place.second.y + 0.5f && first.at("flinch.seat0.flinch").first.y >= place.first.y;
      }
      CHECK(turns >= players);
      if (players == 4 && look.size.x > look.size.y && look.scale == 1.0f) CHECK(fits);  // the case below is met
      // A list that fits its place never moves: every row where it was.
      if (fits) {
        for (const auto& m : moved_controls(first, seat_controls(hl.diag.rects))) FAIL_CHECK(m);
      }
    });
  }
}
