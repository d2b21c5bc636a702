// Issue 32 on the Phase 10 Flip table ("What four tables found"):
//   item 1  the table picks the grouping: Lay down asks, every time the
//           cards make the phase in ways that take other hits, and offers
//           every such way once; each way laid down takes exactly the hits
//           its groups take as they lie; Change an entry asks again;
//   item 2  while a question waits (the way, a group's card) only its
//           answers, Undo and Cancel are live;
//   item 3  rows keep one height whatever is laid down or hit, every player
//           shows without scrolling; the hand-over form's rows stay put as
//           cards are entered;
//   item 6  the hand-over form marks nobody as out unless the engine knows.
#include <catch2/catch.hpp>

#include <algorithm>
#include <set>
#include <sstream>

#include "core/i18n/lang.hpp"
#include "games/phase10flip/game.hpp"
#include "games/phase10flip/grouping.hpp"
#include "support/controls_still.hpp"
#include "support/fixtures.hpp"
#include "support/headless.hpp"
#include "support/layout_checks.hpp"
#include "support/prompt_sweep.hpp"
#include "ui/shell/controller.hpp"
#include "ui/games/game_ui.hpp"
#include "ui/games/phase10flip/entries.hpp"
#include "ui/games/phase10flip/hand_over.hpp"

using namespace flipside;
using namespace flipside::ui;
using namespace flipside::ui::test;
using phase10flip::Card;
using phase10flip::GroupKind;
using Json = nlohmann::json;

namespace {

ScriptHeader header_of(std::vector<std::string> players) {
  ScriptHeader h;
  h.game = "phase10flip";
  h.dealer = players.front();
  h.players = std::move(players);
  return h;
}

std::shared_ptr<FakeStoreState> state_of(const ScriptHeader& header, std::vector<Json> lines) {
  auto state = std::make_shared<FakeStoreState>();
  state->games.push_back(make_record(1, header, std::move(lines)));
  return state;
}

std::unique_ptr<Controller> table(const std::shared_ptr<FakeStoreState>& state, Lang lang = Lang::kEnglish) {
  Settings settings;
  settings.lang = lang;
  return controller_over(state, settings);
}

const phase10flip::Phase10FlipGame& game_of(const Controller& c) {
  const auto* g = p10ui::as_phase10flip(&c.game()->game());
  REQUIRE(g);
  return *g;
}

std::vector<Intent> tap(Headless& h, const Controller& c, const std::string& widget) {
  h.frames(c, 1);
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

// ------------------------------------------------------------ item 1

// Every different card of a side (the pad's keys).
std::vector<Card> side_cards(phase10flip::Side side) {
  std::vector<Card> out;
  for (int colour = side == phase10flip::Side::kColor ? 0 : phase10flip::kNoColour;
       colour < (side == phase10flip::Side::kColor ? phase10flip::kColours : 0); ++colour)
    for (int n = 0; n <= phase10flip::kMaxNumber; ++n)
      out.push_back(Card{side, static_cast<std::int8_t>(colour), static_cast<std::int8_t>(n)});
  return out;
}

std::vector<Card> parsed(const std::vector<std::string>& keys) {
  std::vector<Card> out;
  for (const auto& k : keys) {
    auto c = phase10flip::parse_card(k);
    REQUIRE(c);
    out.push_back(*c);
  }
  return out;
}

// What a group takes, worked out by trying cards on it (RULINGS Phase 10
// Flip rule 3, as check_group states it): each card it takes, and each
// pair of cards taken one after the other.
using Takes = std::vector<int>;
Takes takes(GroupKind kind, const std::vector<Card>& group, const std::vector<Card>& deck) {
  Takes out;
  for (std::size_t i = 0; i < deck.size(); ++i) {
    std::vector<Card> one = group;
    one.push_back(deck[i]);
    if (!phase10flip::check_group(kind, one).ok()) continue;
    out.push_back(static_cast<int>(i));
    for (std::size_t j = 0; j < deck.size(); ++j) {
      std::vector<Card> two = one;
      two.push_back(deck[j]);
      if (phase10flip::check_group(kind, two).ok()) out.push_back(static_cast<int>(1000 + i * 100 + j));
    }
  }
  return out;
}

// A way's hits: per group what it takes, groups of one requirement in any order.
std::vector<Takes> way_takes(int phase, const std::vector<std::vector<Card>>& groups, const std::vector<Card>& deck) {
  const phase10flip::PhaseSpec& spec = phase10flip::phase_spec(phase);
  std::vector<Takes> out;
  for (int g = 0; g < spec.group_count; ++g) out.push_back(takes(spec.groups[g].kind, groups[g], deck));
  for (int g = 0; g < spec.group_count;) {
    int same = 1;
    while (g + same < spec.group_count && spec.groups[g + same] == spec.groups[g]) ++same;
    std::sort(out.begin() + g, out.begin() + g + same);
    g += same;
  }
  return out;
}

// Every split of the cards into the phase's groups, by brute force (each
// card into each group), that the engine takes as given groups: their hits.
std::set<std::vector<Takes>> every_way(int phase, const std::vector<Card>& cards, const std::vector<Card>& deck) {
  const phase10flip::PhaseSpec& spec = phase10flip::phase_spec(phase);
  std::set<std::vector<Takes>> out;
  std::size_t total = 1;
  for (std::size_t i = 0; i < cards.size(); ++i) total *= static_cast<std::size_t>(spec.group_count);
  for (std::size_t code = 0; code < total; ++code) {
    std::vector<std::vector<Card>> groups(spec.group_count);
    std::size_t rest = code;
    for (const Card& c : cards) {
      groups[rest % spec.group_count].push_back(c);
      rest /= spec.group_count;
    }
    if (phase10flip::check_given_groups(phase, groups)) continue;
    out.insert(way_takes(phase, groups, deck));
  }
  return out;
}

struct Tray {
  int phase;
  std::vector<std::string> cards;
};

// Trays that make each phase in several ways, on both sides.
const std::vector<Tray> kTrays = {
    {1, {"9", "8", "7", "star"}},  // the issue's: (7,8)+(9,★) or (8,9)+(7,★)
    {1, {"7", "8", "9", "9", "star"}},
    {1, {"red 3", "red 4", "red 5", "red 6", "red star"}},
    {2, {"7", "8", "9", "9", "star"}},
    {2, {"red 7", "red 8", "blue 8", "red star", "green star"}},
    {3, {"7", "8", "9", "9", "9", "star"}},
    {4, {"5", "6", "7", "7", "star", "star"}},
    {5, {"3", "4", "5", "6", "6", "star"}},
    {6, {"3", "4", "5", "6", "7", "star", "star"}},
    {6, {"blue 3", "blue 4", "blue 5", "blue 6", "blue 7", "blue star", "blue star"}},
    {7, {"4", "5", "6", "6", "6", "star"}},
    {8, {"2", "3", "4", "5", "6", "6", "star"}},
    {9, {"8", "9", "9", "9", "9", "star"}},
    {10, {"3", "4", "5", "5", "9", "9", "star", "star"}},
    {10, {"red 3", "red 4", "red 5", "blue 7", "green 7", "red 9", "yellow 9", "red star", "blue star"}},
};

}  // namespace

namespace {

// Whether the key F, as the app reads it (the keymap, with the question the
// table drew last), enters a Flip: a question waiting holds it.
bool f_enters(const Controller& c, const Headless& h) {
  const auto i = intent_for_key(KeyChord{'f'}, keys_on_table(c, h));
  return i && std::holds_alternative<intent::Submit>(*i);
}

}  // namespace

TEST_CASE("Phase 10 Flip groupings: every way that takes other hits is offered once, for each phase (issue 32 item 1)",
          "[phase10flip][ui][groups][issue32]") {
  std::set<int> phases;
  for (const Tray& t : kTrays) {
    INFO("phase " << t.phase << ": " << Json(t.cards).dump());
    phases.insert(t.phase);
    const std::vector<Card> cards = parsed(t.cards);
    const std::vector<Card> deck = side_cards(cards.front().side);
    const std::set<std::vector<Takes>> expected = every_way(t.phase, cards, deck);
    REQUIRE(expected.size() > 1);  // a tray with a choice to make
    const std::vector<p10ui::CardGroups> offered = p10ui::groupings(t.phase, t.cards);
    std::set<std::vector<Takes>> seen;
    for (const p10ui::CardGroups& way : offered) {
      std::vector<std::vector<Card>> groups;
      for (const auto& g : way) groups.push_back(parsed(g));
      INFO("way " << Json(way).dump());
      CHECK_FALSE(phase10flip::check_given_groups(t.phase, groups));
      CHECK(seen.insert(way_takes(t.phase, groups, deck)).second);  // no two alike
    }
    CHECK(seen == expected);  // none missing
  }
  CHECK(phases.size() == static_cast<std::size_t>(phase10flip::kPhaseCount));
}

TEST_CASE("Phase 10 Flip groupings: each way laid down takes exactly the hits its groups take as they lie (issue 32 item 1)",
          "[phase10flip][ui][groups][issue32]") {
  for (const Tray& t : kTrays) {
    const std::vector<Card> cards = parsed(t.cards);
    const std::vector<Card> deck = side_cards(cards.front().side);
    const std::vector<p10ui::CardGroups> offered = p10ui::groupings(t.phase, t.cards);
    for (const p10ui::CardGroups& way : offered) {
      INFO("phase " << t.phase << ", way " << Json(way).dump());
      // Ana lays the way down on its side, on her phase (the phases before it
      // completed by points-only hands).
      Message error;
      ScriptHeader header = header_of({"Ana", "Ben"});
      auto session = Session::start(header, &error);
      REQUIRE(session);
      for (int p = 1; p < t.phase; ++p)
        REQUIRE(session->apply({{"out", "Ana"}, {"points", {{"Ana", 0}, {"Ben", 50}}}, {"completed", {"Ana"}}}).accepted);
      if (cards.front().side == phase10flip::Side::kWild) REQUIRE(session->apply({{"flip", true}}).accepted);
      REQUIRE(session->apply({{"phase", "Ana"}, {"groups", way}}).accepted);
      for (std::size_t g = 0; g < way.size(); ++g) {
        const GroupKind kind = phase10flip::phase_spec(t.phase).groups[g].kind;
        for (const Card& card : deck) {
          std::vector<Card> grown = parsed(way[g]);
          grown.push_back(card);
          const bool layout_takes = phase10flip::check_group(kind, grown).ok();
          auto copy = session->game().clone();
          const Json hit = {{"hit", "Ana"}, {"card", phase10flip::card_key(card)}, {"onto", "Ana"},
                            {"group", static_cast<int>(g) + 1}};
          INFO(hit.dump());
          CHECK(copy->apply(hit).accepted == layout_takes);
        }
      }
    }
  }
}

TEST_CASE("Phase 10 Flip table: Lay down asks how the cards lie, every time, and the hit the table takes fits (issue 32 item 1)",
          "[phase10flip][ui][tap][groups][issue32]") {
  const ScriptHeader header = header_of({"Ana", "Ben", "Cy"});
  for_each_look([&](const Look& look) {
    INFO(look.name());
    auto state = state_of(header, {{{"flip", true}}});  // the wild side
    auto c = table(state, look.lang);
    Headless h(look.size, look.scale);
    h.frames(*c, 2);
    REQUIRE(h.view.chosen == 1);  // Ben, to the dealer's left
    for (const char* card : {"9", "8", "7", "star"}) tap(h, *c, std::string("p10.card.") + card);
    // Lay down enters nothing yet: it asks, nothing chosen beforehand.
    CHECK(tap(h, *c, "p10.lay_down").empty());
    CHECK(state->games[0].lines.size() == 1);
    const std::vector<p10ui::CardGroups> ways = p10ui::groupings(1, {"9", "8", "7", "star"});
    REQUIRE(ways.size() == 2);
    int star_low = -1;  // (7,★) and (8,9): a 5 goes on the 7
    for (std::size_t w = 0; w < ways.size(); ++w) {
      CHECK(h.diag.rects.count("p10.way." + std::to_string(w)) == 1);
      for (const auto& g : ways[w])
        if (g == std::vector<std::string>{"7", "star"}) star_low = static_cast<int>(w);
    }
    REQUIRE(star_low >= 0);
    check_clean(h, look.name() + " the ways");
    check_touch_targets(h, "p10.way.", look.name());
    const Json line = submitted(tap(h, *c, "p10.way." + std::to_string(star_low)));
    CHECK(line["groups"] == Json(ways[star_low]));
    c->apply(intent::Submit{line});
    REQUIRE_FALSE(c->popup());
    h.frames(*c, 2);
    // The 5 onto (7,★): taken, as on the table.
    int seven = 0;
    const auto& groups = game_of(*c).engine().player(1).groups;
    for (std::size_t g = 0; g < groups.size(); ++g)
      if (std::count(groups[g].cards.begin(), groups[g].cards.end(), *phase10flip::parse_card("7"))) seven = static_cast<int>(g) + 1;
    REQUIRE(seven > 0);
    tap(h, *c, "p10.card.5");
    const Json hit = submitted(tap(h, *c, "p10.group.1." + std::to_string(seven)));
    c->apply(intent::Submit{hit});
    CHECK_FALSE(c->popup());
    CHECK(state->games[0].lines.size() == 3);
  });
}

TEST_CASE("Phase 10 Flip table: Change an entry on a phase asks its grouping again (issue 32 item 1)",
          "[phase10flip][ui][tap][groups][edit][issue32]") {
  // Ben's phase went in as cards: the engine grouped (7,8)+(9,★), and the 5
  // for (★,7) is refused.
  const std::vector<Json> lines = {{{"flip", true}}, {{"phase", "Ben"}, {"cards", {"9", "8", "7", "star"}}}};
  auto state = state_of(header_of({"Ana", "Ben", "Cy"}), lines);
  auto c = table(state);
  Headless h(ImVec2(1280, 800));
  h.frames(*c, 2);
  const Json five = {{"hit", "Ben"}, {"card", "5"}, {"onto", "Ben"}, {"group", 1}};
  const Json five_on_2 = {{"hit", "Ben"}, {"card", "5"}, {"onto", "Ben"}, {"group", 2}};
  CHECK_FALSE(p10ui::judge(game_of(*c), five).accepted);
  CHECK_FALSE(p10ui::judge(game_of(*c), five_on_2).accepted);

  c->apply(intent::EditEntry{1});
  REQUIRE(c->editing());
  h.frames(*c, 2);
  CHECK(h.view.chosen == 1);
  CHECK(h.view.picked == std::vector<std::string>{"9", "8", "7", "star"});  // the entry's cards, back in the tray
  CHECK(tap(h, *c, "p10.lay_down").empty());
  const std::vector<p10ui::CardGroups> ways = p10ui::groupings(1, h.view.picked);
  int star_low = -1;
  for (std::size_t w = 0; w < ways.size(); ++w)
    for (const auto& g : ways[w])
      if (g == std::vector<std::string>{"7", "star"}) star_low = static_cast<int>(w);
  REQUIRE(star_low >= 0);
  for (const Intent& i : tap(h, *c, "p10.way." + std::to_string(star_low))) c->apply(i);
  REQUIRE(c->popup());
  CHECK(c->popup()->kind == PopupKind::kConfirmEdit);
  c->apply(intent::ConfirmEdit{});
  CHECK_FALSE(c->editing());
  CHECK(state->games[0].lines[1].contains("groups"));
  CHECK((p10ui::judge(game_of(*c), five).accepted || p10ui::judge(game_of(*c), five_on_2).accepted));
}

// ------------------------------------------------------------ item 2

namespace {

// Taps every control of the table's own (p10.*) but `answers`, one at a
// time on a fresh table at the same question: none enters anything or
// changes what the table holds, and the question still waits.
void check_only_answers(const std::function<void(Headless&, Controller&)>& reach, ImVec2 size,
                        const std::vector<std::string>& answers, const std::string& what) {
  std::vector<std::string> ids;
  {
    auto state = state_of(header_of({"Ana", "Ben", "Cy"}), {});
    auto c = table(state);
    Headless h(size);
    reach(h, *c);
    h.frames(*c, 2);
    for (const auto& [id, r] : h.diag.rects)
      if (id.rfind("p10.", 0) == 0) ids.push_back(id);
    CHECK(h.diag.rects.count("table.undo") == 1);
  }
  std::sort(ids.begin(), ids.end());
  for (const std::string& id : ids) {
    bool answer = false;
    for (const std::string& a : answers) answer = answer || id.rfind(a, 0) == 0;
    if (answer) continue;
    INFO(what << ": " << id);
    auto state = state_of(header_of({"Ana", "Ben", "Cy"}), {});
    auto c = table(state);
    Headless h(size);
    reach(h, *c);
    h.frames(*c, 2);
    const ViewState before = h.view;
    bool found = false;
    const auto intents = h.tap(*c, id, &found);
    h.frames(*c, 2);
    CHECK(intents.empty());
    CHECK(h.view.picked == before.picked);
    CHECK(h.view.picks == before.picks);
    CHECK(h.view.chosen == before.chosen);
    CHECK_FALSE(h.view.form_open);
  }
}

}  // namespace

TEST_CASE("Phase 10 Flip table: while a question waits only its answers, Undo and Cancel are live (issue 32 item 2)",
          "[phase10flip][ui][tap][prompt][issue32]") {
  for (const ImVec2 size : {ImVec2(1280, 800), ImVec2(800, 1280)}) {
    // The way the cards lie: its answers are the ways (and Cancel).
    auto ways = [](Headless& h, Controller& c) {
      h.frames(c, 2);
      for (const char* card : {"red 3", "red 4", "red 5", "red star"}) tap(h, c, std::string("p10.card.") + card);
      tap(h, c, "p10.lay_down");
      REQUIRE(h.diag.rects.count("p10.way.0") == 1);
    };
    check_only_answers(ways, size, {"p10.way.", "p10.cancel"}, "the way the cards lie");
    // The card for a group tapped first: the pad's cards (and its colour
    // tabs), the group again, Cancel. Ana laid down; Ben hits her run.
    auto group_first = [](Headless& h, Controller& c) {
      c.apply(intent::Submit{Json{{"phase", "Ana"}, {"cards", {"red 3", "red 4", "blue 7", "blue 8"}}}});
      c.apply(intent::Submit{Json{{"phase", "Ben"}, {"cards", {"green 1", "green 2", "yellow 5", "yellow 6"}}}});
      REQUIRE_FALSE(c.popup());
      h.frames(c, 2);
      REQUIRE(h.view.chosen == 1);
      tap(h, c, "p10.group.0.1");
      REQUIRE(h.view.picks.count("p10.hit.owner") == 1);
    };
    check_only_answers(group_first, size, {"p10.card.", "p10.colour.", "p10.group.0.1", "p10.cancel"},
                       "a group waiting for its card");

    // Cancel ends each question; the key F waits with Flip; Undo is live.
    auto state = state_of(header_of({"Ana", "Ben", "Cy"}), {});
    auto c = table(state);
    Headless h(size);
    ways(h, *c);
    CHECK_FALSE(f_enters(*c, h));
    tap(h, *c, "p10.cancel");
    CHECK(h.diag.rects.count("p10.way.0") == 0);
    CHECK(h.view.picked.size() == 4);  // the tray as it was
    h.frames(*c, 2);
    CHECK(f_enters(*c, h));
    // Redo waits too (the table bar's, greyed), with something to redo.
    auto state3 = state_of(header_of({"Ana", "Ben", "Cy"}), {});
    auto c3 = table(state3);
    c3->apply(intent::Submit{Json{{"flip", true}}});
    c3->apply(intent::Undo{});
    REQUIRE(c3->game()->can_redo());
    Headless h3(size);
    ways(h3, *c3);
    CHECK(tap(h3, *c3, "table.redo").empty());
    auto state2 = state_of(header_of({"Ana", "Ben", "Cy"}), {});
    auto c2 = table(state2);
    Headless h2(size);
    group_first(h2, *c2);
    CHECK_FALSE(f_enters(*c2, h2));
    auto undo = tap(h2, *c2, "table.undo");
    REQUIRE(undo.size() == 1);
    CHECK(std::holds_alternative<intent::Undo>(undo[0]));
    tap(h2, *c2, "p10.cancel");
    CHECK(h2.view.picks.count("p10.hit.owner") == 0);
  }
}

// ------------------------------------------------------------ item 3

namespace {

// The rows' places and the table's controls, this frame.
struct RowsNow {
  ControlRects rows;      // p10.row.N
  ControlRects controls;  // every tappable control
};
RowsNow rows_now(Headless& h, const Controller& c) {
  h.frames(c, 3);
  RowsNow out;
  for (const auto& [id, r] : h.diag.areas)
    if (id.rfind("p10.row.", 0) == 0) out.rows[id] = r;
  out.controls = h.diag.rects;
  return out;
}

}  // namespace

TEST_CASE("Phase 10 Flip table: rows keep their height as runs grow, every player shows (issue 32 item 3)",
          "[phase10flip][ui][still][rows][issue32]") {
  const std::string long_name = "Bartholomew-Christopher Montague";  // 32 characters
  const ScriptHeader header = header_of({"Ana", long_name, "Mar\xC3\xAD" "a Jos\xC3\xA9 de la Cruz", "Dee"});
  // Ana lays down phase 1 (a red run and a blue run), then hits the red run
  // up to 9 cards: it once wrapped onto a second line and grew her row.
  const std::vector<Json> laid = {{{"phase", "Ana"}, {"cards", {"red 3", "red 4", "blue 7", "blue 8"}}}};
  for_each_look([&](const Look& look) {
    INFO(look.name());
    auto state = state_of(header, laid);
    auto c = table(state, look.lang);
    Headless h(look.size, look.scale);
    const RowsNow before = rows_now(h, *c);
    REQUIRE(before.rows.size() == 4);
    // Every player in view, whole, without scrolling.
    const auto panel = h.diag.areas.at("p10.players");
    for (const auto& [id, r] : before.rows) {
      INFO(id);
      CHECK(r.first.y >= panel.first.y - 0.5f);
      CHECK(r.second.y <= panel.second.y + 0.5f);
    }
    check_clean(h, look.name());
    check_touch_targets(h, "p10.", look.name());
    // Group boxes inside their rows.
    for (const auto& [id, r] : before.controls)
      if (id.rfind("p10.group.0.", 0) == 0) {
        const auto row = before.rows.at("p10.row.0");
        CHECK(r.first.y >= row.first.y);
        CHECK(r.second.y <= row.second.y);
      }
    for (const char* card : {"red 5", "red 6", "red 7", "red 8", "red 9", "red 2", "red 1"})
      c->apply(intent::Submit{Json{{"hit", "Ana"}, {"card", card}, {"onto", "Ana"}, {"group", 1}}});
    REQUIRE(game_of(*c).engine().player(0).groups[0].cards.size() == 9);
    const RowsNow after = rows_now(h, *c);
    for (const std::string& m : moved_controls(before.rows, after.rows)) FAIL_CHECK(m);
    for (const std::string& m : moved_controls(before.controls, after.controls)) FAIL_CHECK(m);
    check_clean(h, look.name() + " a run of 9");
  });
}

TEST_CASE("Phase 10 Flip table: six players show whole at 100 % text, in both orientations (issue 32 item 3)",
          "[phase10flip][ui][rows][issue32]") {
  const ScriptHeader header = header_of({"Ana", "Ben", "Cy", "Dee", "Eva", "Fede"});
  for (const ImVec2 size : {ImVec2(1280, 800), ImVec2(800, 1280)}) {
    auto c = table(state_of(header, {}));
    Headless h(size);
    const RowsNow now = rows_now(h, *c);
    REQUIRE(now.rows.size() == 6);
    const auto panel = h.diag.areas.at("p10.players");
    for (const auto& [id, r] : now.rows) {
      INFO(size.x << "x" << size.y << " " << id);
      CHECK(r.second.y <= panel.second.y + 0.5f);
    }
  }
}

TEST_CASE("Phase 10 Flip hand over: the rows stay put as cards are entered (issue 32 item 3)",
          "[phase10flip][ui][still][hand_over][issue32]") {
  const std::vector<Json> laid = {{{"phase", "Ana"}, {"cards", {"red 3", "red 4", "blue 7", "blue 8"}}}};
  for_each_look([&](const Look& look) {
    INFO(look.name());
    auto c = table(state_of(header_of({"Ana", "Ben", "Cy"}), laid), look.lang);
    Headless h(look.size, look.scale);
    h.frames(*c, 2);
    tap(h, *c, "p10.end_hand");
    REQUIRE(h.view.form_open);
    auto fixed = [&] {  // the rows' controls: who went out, whose cards the pad takes
      h.frames(*c, 2);
      ControlRects out;
      for (const auto& [id, r] : h.diag.rects)
        if (id.rfind("p10.end.out.", 0) == 0 || id.rfind("p10.end.cards.", 0) == 0) out[id] = r;
      return out;
    };
    const ControlRects before = fixed();
    REQUIRE(before.count("p10.end.out.2") == 1);
    std::string key;
    for (const auto& [id, r] : h.diag.rects)
      if (id.rfind("p10.end.card.", 0) == 0 && (key.empty() || id < key)) key = id;
    REQUIRE_FALSE(key.empty());
    tap(h, *c, key);  // Ben's first card
    REQUIRE(p10ui::entered_cards(h.view, 1).size() == 1);
    for (const std::string& m : moved_controls(before, fixed())) FAIL_CHECK(m);
    for (int i = 0; i < 9; ++i) tap(h, *c, key);  // all ten of Ben's: the pad moves on to Cy
    // Cy's row may be scrolled into view, but every row keeps its height:
    // the rows lie as far apart as before.
    const ControlRects full = fixed();
    for (const char* id : {"p10.end.out.1", "p10.end.out.2"}) {
      INFO(id);
      CHECK(full.at(id).first.y - full.at("p10.end.out.0").first.y ==
            Approx(before.at(id).first.y - before.at("p10.end.out.0").first.y).margin(0.5));
    }
    check_touch_targets(h, "p10.end.", look.name());
  });
}

// ------------------------------------------------------------ item 6

TEST_CASE("Phase 10 Flip hand over: nobody is marked as out unless the engine knows (issue 32 item 6)",
          "[phase10flip][ui][tap][hand_over][issue32]") {
  const ScriptHeader header = header_of({"Ana", "Ben", "Cy", "Dee"});
  SECTION("a points-only table: the first player is not marked, Hand over asks who") {
    auto state = state_of(header, {});
    auto c = table(state);
    Headless h(ImVec2(1280, 800));
    h.frames(*c, 2);
    tap(h, *c, "p10.end_hand");
    REQUIRE(h.view.form_open);
    CHECK(h.view.form_choice == -1);
    CHECK(h.view.form_flags == std::vector<bool>(4, false));
    CHECK(tap(h, *c, "p10.end.submit").empty());  // nothing to confirm yet
    CHECK(h.shown.find(Tr(Lang::kEnglish)("ui.phase10flip.hand_over_who")) != std::string::npos);
    tap(h, *c, "p10.end.out.3");  // Dee went out
    const Json line = submitted(tap(h, *c, "p10.end.submit"));
    CHECK(line["out"] == "Dee");
    c->apply(intent::Submit{line});
    CHECK_FALSE(c->popup());
  }
  SECTION("two players laid down: either may have gone out") {
    auto state = state_of(header, {{{"phase", "Ben"}, {"cards", {"red 3", "red 4", "blue 7", "blue 8"}}},
                                   {{"phase", "Dee"}, {"cards", {"green 3", "green 4", "yellow 7", "yellow 8"}}}});
    auto c = table(state);
    Headless h(ImVec2(800, 1280));
    h.frames(*c, 2);
    tap(h, *c, "p10.end_hand");
    CHECK(h.view.form_choice == -1);
    CHECK(tap(h, *c, "p10.end.submit").empty());
  }
  SECTION("one player laid down: counting cards, only they can have gone out") {
    auto state = state_of(header, {{{"phase", "Cy"}, {"cards", {"red 3", "red 4", "blue 7", "blue 8"}}}});
    auto c = table(state);
    Headless h(ImVec2(1280, 800));
    h.frames(*c, 2);
    tap(h, *c, "p10.end_hand");
    CHECK(h.view.form_choice == 2);
  }
}
