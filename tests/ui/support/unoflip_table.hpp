// The UNO Flip table in the headless tests: a game over the fake store at a
// chosen moment, and taps on its widgets with what they emit (a line, a
// sentence) or enter through the controller.
#pragma once

#include <catch2/catch.hpp>

#include <memory>
#include <string>
#include <vector>

#include "games/unoflip/game.hpp"
#include "support/controls_still.hpp"
#include "support/fixtures.hpp"
#include "support/headless.hpp"
#include "ui/shell/controller.hpp"
#include "ui/games/unoflip/unoflip_ui.hpp"

namespace flipside::ui::test {

using Json = nlohmann::json;

inline ScriptHeader uno_header(std::vector<std::string> players, Json options = Json::object()) {
  ScriptHeader h;
  h.game = "unoflip";
  h.players = players;
  h.dealer = players[0];
  h.options = std::move(options);
  return h;
}

// Ana deals, Ben plays first.
inline std::vector<Json> start_lines() { return {{{"start", "red 5"}}}; }

inline std::vector<Json> answer_dark_lines() {
  return {{{"start", "red 5"}},
          {{"play", "red flip"}, {"by", "Ben"}},
          {{"flip_top", "teal 3"}},
          {{"play", "wild_draw_color"}, {"by", "Cleo"}, {"color", "pink"}}};
}

// Two players: Ben plays red 1…6 and Ana red 1…5 between; Ben is down to one
// card without UNO.
inline std::vector<Json> catch_lines() {
  std::vector<Json> lines = {{{"start", "red 9"}}};
  for (int n = 1; n <= 6; ++n) {
    lines.push_back({{"play", "red " + std::to_string(n)}, {"by", "Ben"}});
    if (n < 6) lines.push_back({{"play", "red " + std::to_string(n)}, {"by", "Ana"}});
  }
  return lines;
}

inline std::shared_ptr<FakeStoreState> state_of(const ScriptHeader& h, const std::vector<Json>& lines) {
  auto state = std::make_shared<FakeStoreState>();
  state->games.push_back(make_record(1, h, lines));
  return state;
}

inline Json submitted(const std::vector<Intent>& intents) {
  REQUIRE(intents.size() == 1);
  REQUIRE(std::holds_alternative<intent::Submit>(intents[0]));
  return std::get<intent::Submit>(intents[0]).line;
}

inline Message explained(const std::vector<Intent>& intents) {
  REQUIRE(intents.size() == 1);
  REQUIRE(std::holds_alternative<intent::Explain>(intents[0]));
  return std::get<intent::Explain>(intents[0]).why;
}

inline std::vector<Intent> tap(Headless& h, const Controller& c, const std::string& widget) {
  h.frames(c, 2);
  bool found = false;
  auto intents = h.tap(c, widget, &found);
  INFO(widget);
  REQUIRE(found);
  return intents;
}

// Applies a tapped line through the controller: accepted, the game moves on.
inline void apply_taps(Controller& c, const std::vector<Intent>& intents) {
  const std::size_t before = c.game()->session().lines().size();
  for (const Intent& i : intents) c.apply(i);
  CHECK_FALSE(c.popup());
  CHECK(c.game()->session().lines().size() == before + 1);
}

// The controls on screen once the moment has settled (controls_still.hpp).
inline ControlRects controls_now(Headless& h, const Controller& c) {
  h.frames(c, 2);
  return h.diag.rects;
}

// Taps a widget and applies what it emits, as the app's loop does.
inline void tap_apply(Headless& h, Controller& c, const std::string& widget) {
  for (const Intent& i : tap(h, c, widget)) c.apply(i);
}

inline const unoflip::UnoFlipGame& uno(const Controller& c) { return *unoflipui::as_unoflip(&c.game()->game()); }

}  // namespace flipside::ui::test
