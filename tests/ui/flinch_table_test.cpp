// The Flinch table screen (src/ui/games/flinch/): drawn headless for the
// moments of a game (reveals, the opening, mid-game, a valid Flinch call,
// after the penalty, the end) in both languages, both orientations, at 100 %
// and 125 % text, and checked clean; its taps give the exact script lines,
// which a Controller applies and the engine accepts; its view model shows
// the engine's numbers.
#include <catch2/catch.hpp>

#include <functional>
#include <sstream>

#include "core/i18n/text_table.hpp"
#include "core/session.hpp"
#include "games/flinch/text.hpp"
#include "support/fixtures.hpp"
#include "support/headless.hpp"
#include "support/random_flinch.hpp"
#include "ui/controller.hpp"
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

// Rule 6, partnerships: the player on turn taps the partner's Flinch top or a
// reserve top as the source; the call buttons leave out the offender's
// partner; the partner's row says whose cards it holds; clean everywhere.
TEST_CASE("partnerships: the partner's Flinch top and reserves are sources on the table", "[flinch][partners]") {
  ScriptHeader h = flinch_header({"Ana", "Bartholomew-Christopher Smithso", "Cleo", "Dani"});
  h.options["partners"] = true;
  const std::vector<json> opening = {
      {{"reveal", "Ana"}, {"card", 5}},
      {{"reveal", "Bartholomew-Christopher Smithso"}, {"card", 9}},
      {{"reveal", "Cleo"}, {"card", 2}},
      {{"reveal", "Dani"}, {"card", 12}},
      {{"reserve", "Cleo"}, {"card", 3}, {"pile", 1}},
      {{"play", "Ana"}, {"card", 1}, {"from", "hand"}, {"to", "new"}},
  };
  for_each_look([&](const Look& look) {
    Settings settings;
    settings.lang = look.lang;
    auto c = controller_over(state_of(h, opening), settings);
    REQUIRE(c->screen() == Screen::kTable);
    Headless hl(look.size, look.scale);
    std::ostringstream where;
    where << "partners " << look.name();
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
TEST_CASE("partnerships: the new-game switch starts a partnership table; 3 players are refused", "[flinch][partners]") {
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

TEST_CASE("Flinch: the entry list words a pass and the other lines, in both languages", "[flinch][pass]") {
  const ScriptHeader h = flinch_header({"Ana", "Ben"});
  Message error;
  auto s = Session::start(h, &error);
  REQUIRE(s);
  const GameUi* gui = find_game_ui("flinch");
  REQUIRE(gui);
  for (Lang lang : {Lang::kEnglish, Lang::kSpanish}) {
    // Words only: no fonts or icons are drawn.
    const Palette pal = palette(Settings{}.theme);
    const Fonts fonts{};
    const Icons icons{};
    const Ui ui{Tr(lang), pal, fonts, icons, Metrics{}};
    const bool en = lang == Lang::kEnglish;
    CHECK(gui->describe_entry(ui, s->game(), {{"pass", "Ben"}}) ==
          (en ? "Ben passes (no card in hand, none to draw, nothing playable)"
              : "Ben pasa (sin cartas en la mano, nada que robar, nada que jugar)"));
    CHECK(gui->describe_entry(ui, s->game(), {{"play", "Ana"}, {"card", 3}, {"from", "reserve:2"}, {"to", "new"}}) ==
          (en ? "Ana plays 3 from reserve pile 2 to a new pile" : "Ana juega un 3 de su pila de reserva 2 a una pila nueva"));
    CHECK(gui->describe_entry(ui, s->game(), {{"reveal", "Ana"}, {"card", 7}}) ==
          (en ? "Ana reveals a Flinch top: 7" : "Ana vuelve su carta de Flinch: 7"));
  }
}
