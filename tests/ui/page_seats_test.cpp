// The page's seats and code from the tablet (issue 32, items 10 and 11):
// the Phones list shows which seats phones hold, each a button that frees
// it (in every look, a long name too); and the page's code goes with the
// settings, so a restarted app serves the same address to the same phones
// until the table makes a new code.
#include <catch2/catch.hpp>

#include "support/fixtures.hpp"
#include "support/headless.hpp"
#include "support/layout_checks.hpp"
#include "support/page_phones.hpp"
#include "support/taps.hpp"

using namespace flipside;
using namespace flipside::ui;
using namespace flipside::ui::test;

namespace {

const char* kLongName = "Maximiliano Fernández-Olmedo";

std::shared_ptr<FakeStoreState> three_players() {
  auto state = std::make_shared<FakeStoreState>();
  state->games.push_back(
      make_record(1, header_of({{"game", "flip7"}, {"players", {"Ana", kLongName, "Cy"}}, {"dealer", "Cy"}}), {}));
  return state;
}

}  // namespace

TEST_CASE("The Phones list shows the seats phones hold, a tap frees one, in every look", "[page]") {
  for_each_look([](const Look& look) {
    const std::string where = look.name() + " phones' seats";
    INFO(where);
    Settings settings;
    settings.lang = look.lang;
    auto c = sharing_table(three_players(), settings);
    const std::string ana = joined(*c, "Ana");
    joined(*c, kLongName);
    Headless h(look.size, look.scale);
    // In Settings, then over the table (the bar's Phones), where Ana's seat
    // ("Ana" sorts first) is freed: her phone's token dies.
    c->apply(intent::OpenSettings{});
    for (const char* place : {"settings", "popup"}) {
      INFO(place);
      if (std::string(place) == "popup") {
        c->apply(intent::Back{});
        c->apply(intent::ShowOnPhones{});
      }
      h.frames(*c, 3);
      check_clean(h, where);
      check_touch_targets(h, "settings.phones.free.", where);
      REQUIRE(h.diag.rects.count("settings.phones.free.0"));
      REQUIRE(h.diag.rects.count("settings.phones.free.1"));
    }
    tap_and_apply(h, *c, "settings.phones.free.0");
    CHECK(c->page_share().held() == std::vector<std::string>{kLongName});
    auto [status, answer] = phone_post(*c, "/api/act", {{"phone", ana}, {"do", "stay"}});
    CHECK(status == 403);
    CHECK(page_state(*c)["page"]["held"] == nlohmann::json({kLongName}));
  });
}

TEST_CASE("A restarted app serves the same address, its phones still seated, until a new code", "[page]") {
  auto state = three_players();
  Settings kept;
  std::string address, ana;
  {
    auto c = sharing_table(state);
    address = c->page_share().address();
    ana = joined(*c, "Ana");
    ViewState view;
    c->serve_phones(view);
    kept = c->settings();
    CHECK(kept.page_code.table_token == port_and_token(address).second);
    CHECK(kept.page_code.phones.size() == 1);
    // Written with the settings and read back the same.
    CHECK(settings_from_json(settings_to_json(kept), default_settings()) == kept);
  }  // the app quits: its page stops

  auto again = sharing_table(state, kept);
  CHECK(again->page_share().address() == address);
  CHECK(again->page_share().held() == std::vector<std::string>{"Ana"});
  auto [status, answer] = phone_post(*again, "/api/act", {{"phone", ana}, {"do", "stay"}});
  CHECK(status != 403);

  // A new code: kept in its place at once, the old one gone.
  again->apply(intent::NewPageCode{});
  ViewState view;
  again->serve_phones(view);
  CHECK(again->settings().page_code.table_token != kept.page_code.table_token);
  CHECK(again->settings().page_code.phones.empty());
}
