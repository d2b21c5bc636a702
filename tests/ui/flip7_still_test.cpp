// Issue 20 item 2 on the Flip 7 table: nothing moves under a finger. The
// card pad, Stay and the players' rows keep their places and sizes while a
// refusal is shown, a banner comes (BUST!), a target is awaited (the strip
// turns to "choose a target", the rows grow their target buttons), and
// through every entry of a whole round with a 32-character name on turn
// (the strip that says whose turn it is wraps rather than grows). Every look:
// both languages and orientations, 100 % and 125 % text.
#include <catch2/catch.hpp>

#include "support/controls_still.hpp"
#include "support/fixtures.hpp"
#include "support/flip7_table.hpp"
#include "support/headless.hpp"
#include "core/i18n/lang.hpp"
#include "games/flip7/cards.hpp"

using namespace flipside;
using namespace flipside::ui;
using namespace flipside::ui::test;

namespace {

const std::vector<std::string> kLongTable = {"Ana", "Bartholomew-Christopher Ahrensbu", "Cleo",
                                             "Mar\xC3\xAD" "a Jos\xC3\xA9 Fern\xC3\xA1ndez"};

ControlRects controls_now(Headless& h, const Controller& c) {
  h.frames(c, 3);
  return h.diag.rects;
}

// Only the pad and Stay: the rows' own buttons come and go with the state.
ControlRects pad_of(const ControlRects& all) {
  ControlRects pad;
  for (const auto& [id, r] : all)
    if (id.rfind("card.", 0) == 0 || id == "pad.stay") pad.emplace(id, r);
  return pad;
}

}  // namespace

TEST_CASE("Flip 7 table: a refusal, a banner or a target awaited moves no control (issue 20 item 2)",
          "[flip7][render][still]") {
  for_each_look([&](const Look& look) {
    Settings settings;
    settings.lang = look.lang;
    Headless h(look.size, look.scale);
    const ScriptHeader header = flip7_header(kLongTable, 200);

    {  // A refusal: the longest the engine gives for a card of this table.
      INFO(look.name() << ": a refusal");
      auto c = controller_over(state_with(header, Moment::kMidRound), settings);
      c->set_now(h.now);
      const ControlRects before = controls_now(h, *c);
      Message longest;
      std::size_t longest_chars = 0;
      for (int kind = 0; kind < flip7::kCardKinds; ++kind)
        if (auto why = flip7ui::why_not(f7(*c), static_cast<flip7::Card>(kind));
            why && render(*why, look.lang).size() > longest_chars) {
          longest_chars = render(*why, look.lang).size();
          longest = *why;
        }
      REQUIRE(longest_chars > 0);
      c->apply(intent::Explain{longest});
      for (const std::string& moved : moved_controls(before, controls_now(h, *c))) FAIL_CHECK(moved);
    }
    {  // BUST!: Ana is dealt a 5, the others 6, 7, 8; Ana draws a second 5.
      INFO(look.name() << ": a bust banner");
      auto c = controller_over(state_with(header, Moment::kStart), settings);
      c->set_now(h.now);
      for (int v : {5, 6, 7, 8}) c->apply(card(*c, flip7::number_card(v)));
      const ControlRects before = controls_now(h, *c);
      c->apply(card(*c, flip7::number_card(5)));
      REQUIRE_FALSE(c->banners().empty());
      ControlRects after = controls_now(h, *c);
      REQUIRE(h.diag.areas.count("banner.0"));
      // Stay goes from the busted row to the next player's (it is the turn's,
      // not a place's); nothing else moves.
      ControlRects still = before;
      still.erase("seat.stay");
      after.erase("seat.stay");
      for (const std::string& moved : moved_controls(still, after)) FAIL_CHECK(moved);
    }
    {  // A target awaited: the strip asks for it, the rows show target buttons.
      INFO(look.name() << ": a target awaited");
      auto c = controller_over(state_with(header, Moment::kStart), settings);
      c->set_now(h.now);
      for (int v : {5, 6, 7, 8}) c->apply(card(*c, flip7::number_card(v)));
      const ControlRects before = pad_of(controls_now(h, *c));
      c->apply(card(*c, flip7::Card::kFreeze));
      REQUIRE(f7(*c).engine().guidance().awaiting == flip7::Guidance::Awaiting::kTarget);
      for (const std::string& moved : moved_controls(before, pad_of(controls_now(h, *c)))) FAIL_CHECK(moved);
    }
  });
}

TEST_CASE("Flip 7 table: through a whole game with long names, the pad never moves (issue 20 item 2)",
          "[flip7][render][still]") {
  const ScriptHeader header = flip7_header(kLongTable, 200);
  const std::vector<nlohmann::json> lines = lines_until(header, Moment::kFinished, 11);
  REQUIRE(lines.size() > 40);
  for_each_look([&](const Look& look) {
    INFO(look.name());
    Settings settings;
    settings.lang = look.lang;
    Headless h(look.size, look.scale);
    auto state = std::make_shared<FakeStoreState>();
    state->games.push_back(make_record(1, header, {}));
    auto c = controller_over(state, settings);
    c->set_now(h.now);
    const ControlRects first = pad_of(controls_now(h, *c));
    REQUIRE(first.size() > 10);
    std::size_t checked = 0;
    for (const nlohmann::json& line : lines) {
      if (c->screen() != Screen::kTable) break;  // a round's summary: the table is not on screen
      c->apply(intent::Submit{line});
      if (c->screen() != Screen::kTable) continue;
      const ControlRects now = pad_of(controls_now(h, *c));
      INFO("after " << line.dump());
      // Cards run out (their keys stay, greyed); none moves or resizes.
      for (const std::string& moved : moved_controls(first, now)) FAIL_CHECK(moved);
      ++checked;
    }
    CHECK(checked > 20);
  });
}
