// Flip 7 from a full game (issue 20 item 12): a change to an earlier entry
// that was undone can be redone (in the store too), Undo and Redo say in
// words what they took back, a fix made from a round's end goes back to that
// round's end, and the rows' status words stay words beside "on turn".
#include <catch2/catch.hpp>

#include "support/fixtures.hpp"
#include "support/flip7_table.hpp"
#include "support/headless.hpp"
#include "ui/shell/controller.hpp"
#include "ui/games/flip7/flip7_ui.hpp"

using namespace flipside;
using namespace flipside::ui;
using namespace flipside::ui::test;
using Json = nlohmann::json;

namespace {

// A number card that entry `index` can become with every later entry still
// fitting; nullopt when none can.
std::optional<Json> harmless_change(const Session& session, std::size_t index) {
  const Json& old_line = session.lines()[index];
  for (int v = 12; v >= 0; --v) {
    const Json line = {{"card", std::to_string(v)}};
    if (line == old_line) continue;
    const EditPlan plan = session.plan_edit(index, line);
    if (plan.ok() && plan.kept == plan.later) return line;
  }
  return std::nullopt;
}

// The first entry that only a number card was (a card dealt or drawn) and
// that can change harmlessly: its index and its replacement.
std::pair<std::size_t, Json> some_change(const Session& session, std::size_t from = 0) {
  for (std::size_t i = from; i < session.lines().size(); ++i) {
    const Json& line = session.lines()[i];
    if (!line.contains("card") || line.size() != 1) continue;
    const std::string card = line["card"].get<std::string>();
    if (card.empty() || card[0] < '0' || card[0] > '9') continue;
    if (auto change = harmless_change(session, i)) return {i, *change};
  }
  FAIL("no entry can change harmlessly");
  return {};
}

void change_entry(Controller& c, std::size_t index, const Json& line) {
  c.apply(intent::EditEntry{index});
  REQUIRE(c.editing() == std::optional<std::size_t>(index));
  c.apply(intent::Submit{line});
  REQUIRE(c.popup());
  REQUIRE(c.popup()->kind == PopupKind::kConfirmEdit);
  c.apply(intent::ConfirmEdit{});
  REQUIRE_FALSE(c.editing());
}

bool shows(const Headless& h, const std::string& text) {
  if (h.shown.find(text) != std::string::npos) return true;
  for (const auto& t : h.diag.texts)
    if (t.what.find(text) != std::string::npos) return true;
  return false;
}

}  // namespace

TEST_CASE("Flip 7: an undone change of an earlier entry can be redone", "[controller][flip7][redo]") {
  auto state = state_with(four_players(), Moment::kMidRound);
  auto c = controller_over(state);
  const auto before = c->game()->session().lines();
  const auto [index, line] = some_change(c->game()->session());
  c->apply(intent::OpenLog{0});
  change_entry(*c, index, line);
  const auto after = c->game()->session().lines();
  REQUIRE(after != before);

  c->apply(intent::Undo{});
  CHECK(c->game()->session().lines() == before);
  CHECK(c->game()->can_redo());  // grey until now
  c->apply(intent::Redo{});
  CHECK(c->game()->session().lines() == after);
  CHECK(state->games[0].lines == after);
  // And back again: the change is an ordinary step of the history.
  c->apply(intent::Undo{});
  CHECK(c->game()->session().lines() == before);
}

TEST_CASE("Flip 7: the store redoes an undone change of an earlier entry, entries undone after it first",
          "[store][flip7][redo]") {
  auto store = store::Store::open_in_memory();
  REQUIRE(store);
  const ScriptHeader header = four_players();
  auto created = store->create_game(header);
  REQUIRE(created.ok());
  auto game = std::move(created).value();
  REQUIRE(game);
  for (const auto& l : lines_until(header, Moment::kMidRound)) REQUIRE(game->apply(l).accepted);
  const auto before = game->session().lines();
  const auto [index, line] = some_change(game->session());
  REQUIRE(game->edit(index, line).ok());
  const auto after = game->session().lines();

  REQUIRE(game->undo().ok());  // the change
  REQUIRE(game->session().lines() == before);
  REQUIRE(game->undo().ok());  // and the entry before it
  CHECK(game->can_redo());
  REQUIRE(game->redo().ok());  // the entry first
  CHECK(game->session().lines() == before);
  CHECK(game->can_redo());
  REQUIRE(game->redo().ok());  // then the change
  CHECK(game->session().lines() == after);
  CHECK_FALSE(game->can_redo());
  // What is on disk is what the table shows.
  auto read_again = store->open_game(game->id());
  REQUIRE(read_again.ok());
  auto reopened = std::move(read_again).value();
  REQUIRE(reopened);
  CHECK(reopened->session().lines() == after);
}

TEST_CASE("Flip 7: Undo and Redo say in words what they took back", "[render][flip7][stepped]") {
  for_each_look([](const Look& look) {
    INFO(look.name());
    Settings settings;
    settings.lang = look.lang;
    auto state = state_with(four_players(), Moment::kMidRound);
    auto c = controller_over(state, settings);
    Headless h(look.size, look.scale);
    h.frames(*c, 2);
    const Json last = c->game()->session().lines().back();
    const std::string card = last.contains("card") ? last["card"].get<std::string>() : std::string();
    const bool en = look.lang == Lang::kEnglish;

    c->apply(intent::Undo{});
    h.frames(*c, 2);
    INFO("shown: " << h.shown);
    CHECK(h.diag.rects.count("table.stepped"));
    CHECK(shows(h, en ? "Undone: " : "Deshecho: "));
    if (!card.empty()) CHECK(shows(h, card));
    CHECK(h.diag.overflows.empty());

    c->apply(intent::Redo{});
    h.frames(*c, 2);
    CHECK(h.diag.rects.count("table.stepped"));
    CHECK(shows(h, en ? "Redone: " : "Rehecho: "));

    // An undone change says which entry's change it took back.
    const auto [index, line] = some_change(c->game()->session());
    c->apply(intent::OpenLog{0});
    change_entry(*c, index, line);
    c->apply(intent::Undo{});
    h.frames(*c, 2);
    const std::string number = std::to_string(index + 1);
    CHECK(shows(h, (en ? "Undone: the change to entry " : "Deshecho: el cambio de la entrada ") + number));
    c->apply(intent::Redo{});
    h.frames(*c, 2);
    CHECK(shows(h, (en ? "Redone: the change to entry " : "Rehecho: el cambio de la entrada ") + number));

    // Anything else entered: the words go.
    const std::size_t entries = c->game()->session().lines().size();
    for (int v = 0; v <= 12 && c->game()->session().lines().size() == entries; ++v) {
      c->apply(intent::Submit{Json{{"card", std::to_string(v)}}});
      if (c->popup()) c->apply(intent::DismissPopup{});
    }
    REQUIRE(c->game()->session().lines().size() == entries + 1);
    h.frames(*c, 2);
    CHECK_FALSE(h.diag.rects.count("table.stepped"));
  });
}

TEST_CASE("Flip 7: a fix made from the round's end goes back to the round's end", "[controller][flip7][edit]") {
  auto state = state_with(four_players(), Moment::kLastStay);
  auto c = controller_over(state);
  c->apply(stay(*c));
  REQUIRE(c->screen() == Screen::kRoundSummary);
  const int round = c->last_round()->round;
  c->apply(intent::OpenScoresheet{});
  REQUIRE(c->screen() == Screen::kScoresheet);
  c->apply(intent::OpenLog{round});
  REQUIRE(c->screen() == Screen::kLog);
  const auto [index, line] = some_change(c->game()->session());
  change_entry(*c, index, line);
  CHECK(c->screen() == Screen::kRoundSummary);
  REQUIRE(c->last_round());
  CHECK(c->last_round()->round == round);
  c->apply(intent::ContinueAfterRound{});
  CHECK(c->screen() == Screen::kTable);
}

TEST_CASE("Flip 7: a fix made from the table goes back to the table", "[controller][flip7][edit]") {
  auto state = state_with(four_players(), Moment::kMidRound);
  auto c = controller_over(state);
  c->apply(intent::OpenLog{0});
  const auto [index, line] = some_change(c->game()->session());
  change_entry(*c, index, line);
  CHECK(c->screen() == Screen::kTable);
}

TEST_CASE("Flip 7: status words stay words beside 'on turn' in every look", "[render][flip7][status_words]") {
  for_each_look([](const Look& look) {
    INFO(look.name());
    Settings settings;
    settings.lang = look.lang;
    auto state = state_with(four_players(), Moment::kMidRound);
    auto c = controller_over(state, settings);
    Headless h(look.size, look.scale);
    h.frames(*c, 3);
    const bool en = look.lang == Lang::kEnglish;
    std::string words;
    for (const auto& t : h.diag.texts) words += t.what + "\n";
    INFO("texts: " << words);
    CHECK(shows(h, en ? "on turn" : "su turno"));
    CHECK(shows(h, en ? "dealer" : "reparte"));
    // Every row still in the round says so in words.
    int in = 0;
    for (const auto& t : h.diag.texts) in += t.what.find(en ? " in" : " en juego") != std::string::npos ? 1 : 0;
    CHECK(in >= 1);
    // The words whole: none of the rows' tags is cut short.
    for (const auto& t : h.diag.texts)
      if (t.what.find(en ? "dealer" : "reparte") != std::string::npos ||
          t.what.find(en ? "on turn" : "su turno") != std::string::npos)
        CHECK(t.what.find("\xE2\x80\xA6") == std::string::npos);
  });
}
