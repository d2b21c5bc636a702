// Issue 32 item 2, "in every game, while a prompt waits for an answer, only
// its answers, Undo and Cancel are live": every control on screen tapped,
// one at a time, on a fresh frame of the same moment. Nothing it emits may
// enter a line that is not an answer, nor redo. Controls that change no game
// (Home, Settings, Help, Phones, Scores, the coach) and Undo are left alone.
#pragma once

#include <catch2/catch.hpp>

#include <functional>
#include <string>
#include <variant>
#include <vector>

#include <nlohmann/json.hpp>

#include "support/headless.hpp"
#include "ui/shell/controller.hpp"
#include "ui/shell/keymap.hpp"

namespace flipside::ui::test {

inline bool changes_no_game(const std::string& id) {
  for (const char* prefix :
       {"table.home", "table.settings", "table.help", "table.phones", "table.scoresheet", "table.coach", "table.undo"})
    if (id.rfind(prefix, 0) == 0) return true;
  return false;
}

// `skip`: id prefixes of the prompt's own answers and Cancel; `answer`: a
// line the prompt takes; `after`: more checks of what a tap emitted.
inline void only_answers_act(Headless& h, const Controller& c, const std::vector<std::string>& skip,
                             const std::function<bool(const nlohmann::json&)>& answer,
                             const std::function<void(const std::vector<Intent>&)>& after = {}) {
  const ViewState kept = h.view;
  h.frames(c, 2);
  std::vector<std::string> ids;
  for (const auto& [id, rect] : h.diag.rects) ids.push_back(id);
  REQUIRE_FALSE(ids.empty());
  for (const std::string& id : ids) {
    bool skipped = changes_no_game(id);
    for (const std::string& s : skip) skipped = skipped || id.rfind(s, 0) == 0;
    if (skipped) continue;
    h.view = kept;
    h.frames(c, 2);
    const auto intents = h.tap(c, id);
    INFO("tapped " << id);
    for (const Intent& i : intents) {
      if (const auto* s = std::get_if<intent::Submit>(&i)) CHECK(answer(s->line));
      CHECK_FALSE(std::holds_alternative<intent::Redo>(i));
    }
    if (after) after(intents);
  }
  h.view = kept;
}

// The keys as the app reads them on the table: with the question the table
// drew last (ViewState::prompt), which the game's keys and Redo then say.
inline KeyContext keys_on_table(const Controller& c, const Headless& h) {
  KeyContext k;
  k.screen = c.screen();
  k.game_ui = c.game_ui();
  k.game = &c.game()->game();
  if (h.view.prompt) k.prompt = &*h.view.prompt;
  return k;
}

}  // namespace flipside::ui::test
