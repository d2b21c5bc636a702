// The new-game screen preselects the game last started (issue 20 item 9): a
// table that plays UNO Flip every night finds UNO Flip chosen, also after a
// relaunch (the settings file keeps it).
#include <catch2/catch.hpp>

#include "support/fixtures.hpp"
#include "support/headless.hpp"
#include "ui/shell/controller.hpp"
#include "ui/shell/settings.hpp"

using namespace flipside;
using namespace flipside::ui;
using namespace flipside::ui::test;

TEST_CASE("the new-game screen preselects the game last started, also after a relaunch", "[controller][new_game]") {
  auto state = std::make_shared<FakeStoreState>();
  auto c = controller_over(state);
  std::vector<Settings> saved;
  c->set_settings_sink([&](const Settings& s) { saved.push_back(s); });
  c->apply(intent::OpenNewGame{});
  const std::string first = c->form().game;
  const std::vector<const GameInfo*> games = playable_games();
  REQUIRE(games.size() >= 2);
  const std::string other(games.back()->id);
  REQUIRE(other != first);
  c->apply(intent::SetGame{other});
  for (const char* name : {"Ana", "Ben", "Cleo", "Dani"}) c->apply(intent::AddNewPlayer{name});
  c->apply(intent::StartGame{});
  REQUIRE(c->screen() == Screen::kTable);
  c->apply(intent::GoHome{});
  c->apply(intent::OpenNewGame{});
  CHECK(c->form().game == other);

  // Kept in the settings: a fresh launch preselects it too.
  REQUIRE_FALSE(saved.empty());
  CHECK(saved.back().last_game == other);
  const Settings reread = settings_from_json(settings_to_json(saved.back()), default_settings());
  CHECK(reread.last_game == other);
  auto relaunched = controller_over(std::make_shared<FakeStoreState>(), reread);
  relaunched->apply(intent::OpenNewGame{});
  CHECK(relaunched->form().game == other);
}

// Issue 20 item 10: every game's choices whole on the screen, in every look:
// a variant too long for the room beside its label goes under it, on two
// lines if need be (Flinch's and Phase 10 Flip's variants overflowed their
// buttons at 125 % text), every toggle a touch tall, none over another.
TEST_CASE("the new-game screen's game and variant labels are whole in every look", "[render][new_game]") {
  for_each_look([](const Look& look) {
    Settings settings;
    settings.lang = look.lang;
    auto c = controller_over(std::make_shared<FakeStoreState>(), settings);
    Headless h(look.size, look.scale);
    c->apply(intent::OpenNewGame{});
    for (const char* name : {"Ana", "Ben", "Cleo", "Dani"}) c->apply(intent::AddNewPlayer{name});
    for (const GameInfo* game : playable_games()) {
      INFO(look.name() << " " << game->id);
      c->apply(intent::SetGame{std::string(game->id)});
      h.frames(*c, 3);
      for (const auto& o : h.diag.overflows) FAIL_CHECK("text wider than its widget: " << o);
      std::vector<std::pair<std::string, std::pair<ImVec2, ImVec2>>> choices;
      for (const auto& [id, rect] : h.diag.rects) {
        if (id.rfind("new_game.option.", 0) != 0 && id.rfind("new_game.game.", 0) != 0) continue;
        INFO(id);
        CHECK(rect.first.x >= 0.0f);
        CHECK(rect.second.x <= h.display().x);
        CHECK(rect.second.y - rect.first.y >= 48.0f * look.scale - 0.5f);
        choices.emplace_back(id, rect);
      }
      for (std::size_t i = 0; i < choices.size(); ++i)
        for (std::size_t j = i + 1; j < choices.size(); ++j) {
          const auto& [a, ra] = choices[i];
          const auto& [b, rb] = choices[j];
          const bool apart = ra.second.x <= rb.first.x + 0.5f || rb.second.x <= ra.first.x + 0.5f ||
                             ra.second.y <= rb.first.y + 0.5f || rb.second.y <= ra.first.y + 0.5f;
          if (!apart) FAIL_CHECK(a << " overlaps " << b);
        }
    }
  });
}

// Issue 20 item 10: the winner's name whole on the winner screen, with each
// total's unit, in every look (a 23-letter name was cut in portrait).
TEST_CASE("the winner's name is whole on the winner screen in every look", "[render][winner]") {
  const std::vector<std::string> names = {"Bartholomew-Christopher", "Mar\xC3\xAD" "a Jos\xC3\xA9 Fern\xC3\xA1ndez", "Cy"};
  for_each_look([&](const Look& look) {
    INFO(look.name());
    for (unsigned seed = 1; seed <= 12; ++seed) {
      const ScriptHeader header = flip7_header(names, 40);
      const auto lines = lines_until(header, Moment::kFinished, seed);
      auto state = std::make_shared<FakeStoreState>();
      state->games.push_back(make_record(1, header, lines));
      Settings settings;
      settings.lang = look.lang;
      auto c = controller_over(state, settings);
      c->apply(intent::OpenGame{1});
      REQUIRE(c->screen() == Screen::kWinner);
      const auto winner = c->game()->game().winner();
      REQUIRE(winner);
      if (*winner == "Cy") continue;  // a long name wins: that is the case
      Headless h(look.size, look.scale);
      h.frames(*c, 2);
      const std::string title = render(msg("ui.winner.title", *winner), look.lang);
      const Diagnostics::DrawnText* shown = nullptr;
      for (const auto& t : h.diag.texts)
        if (t.what.find(title) != std::string::npos) shown = &t;
      std::string drawn;
      for (const auto& t : h.diag.texts) drawn += "[" + t.what + "] ";
      INFO("drawn: " << drawn);
      REQUIRE(shown);
      CHECK(shown->min.x >= 0.0f);
      CHECK(shown->max.x <= h.display().x);
      return;
    }
    FAIL("no seed gave a long name the win");
  });
}
