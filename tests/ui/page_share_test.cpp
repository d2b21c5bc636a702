// The page on phones from the app (issue 23): turned on in Settings, its QR
// code and address on screen in every look, and a phone's entry reaching the
// game through the loop as a tap does (served after the frame; a refusal is
// the phone's to show, never a popup on the tablet).
#include <catch2/catch.hpp>

#include <httplib.h>

#include <atomic>
#include <thread>

#include "support/fixtures.hpp"
#include "support/headless.hpp"
#include "support/taps.hpp"
#include "support/layout_checks.hpp"

using namespace flipside;
using namespace flipside::ui;
using namespace flipside::ui::test;

namespace {

// "http://127.0.0.1:PORT/?t=TOKEN" → port and token.
std::pair<int, std::string> port_and_token(const std::string& address) {
  const auto colon = address.rfind(':');
  const auto slash = address.find('/', colon);
  return {std::stoi(address.substr(colon + 1, slash - colon - 1)), address.substr(address.find("?t=") + 3)};
}

// A phone's POST, answered once the loop (this thread) has served it.
std::pair<int, nlohmann::json> phone_post(Controller& c, const std::string& path, const nlohmann::json& body) {
  const auto [port, token] = port_and_token(c.page_share().address());
  std::atomic<bool> done = false;
  std::pair<int, nlohmann::json> answer;
  std::thread phone([&, port = port, token = token] {
    httplib::Client client("127.0.0.1", port);
    auto res = client.Post((path + "?t=" + token).c_str(), body.dump(), "application/json");
    if (res) answer = {res->status, nlohmann::json::parse(res->body, nullptr, false)};
    done = true;
  });
  while (!done) {
    c.serve_phones();  // the app's loop, after each frame
    std::this_thread::sleep_for(std::chrono::milliseconds(2));
  }
  phone.join();
  return answer;
}

}  // namespace

TEST_CASE("Settings with the page on: the QR code and the address fit in every look", "[page]") {
  for_each_look([](const Look& look) {
    const std::string where = look.name() + " settings, page on";
    INFO(where);
    Settings settings;
    settings.lang = look.lang;
    Headless h(look.size, look.scale);
    auto c = controller_over(state_with(four_players(), Moment::kMidRound), settings);
    c->page_share().set_bind("127.0.0.1:0");
    c->apply(intent::OpenSettings{});
    c->apply(intent::SetSharing{true});
    REQUIRE(c->page_share().on());
    h.frames(*c, 3);
    check_clean(h, where);
    check_touch_targets(h, "settings.phones", where);
    REQUIRE(h.diag.areas.count("settings.qr"));
    const auto [a, b] = h.diag.areas.at("settings.qr");
    CHECK(a.x >= 0.0f);
    CHECK(b.x <= look.size.x);
    CHECK(b.x - a.x >= 200.0f);  // big enough to scan from across the table
    CHECK(h.diag.rects.count("settings.phones.new_code"));
    // Off again: the code and the address go, the token dies.
    c->apply(intent::SetSharing{false});
    h.frames(*c, 2);
    CHECK_FALSE(h.diag.areas.count("settings.qr"));
    CHECK_FALSE(c->page_share().on());
  });
}

TEST_CASE("A phone's Stay reaches the game through the loop, as a tap does", "[page][flip7]") {
  auto c = controller_over(state_with(four_players(), Moment::kMidRound));
  c->page_share().set_bind("127.0.0.1:0");
  c->apply(intent::ContinueGame{});
  REQUIRE(c->game());
  c->apply(intent::SetSharing{true});
  const std::size_t before = c->game()->session().lines().size();
  const nlohmann::json state = c->game()->game().state();
  const std::string on_turn = state.at("turn");
  std::string other;
  for (const std::string& name : c->game()->session().header().players)
    if (name != on_turn && other.empty()) other = name;

  auto [joined, join_answer] = phone_post(*c, "/api/join", {{"name", other}});
  REQUIRE(joined == 200);
  // Out of turn: the engine's sentence on the phone, nothing entered, no
  // popup on the tablet.
  auto [refused, why] = phone_post(*c, "/api/act", {{"phone", join_answer["phone"]}, {"do", "stay"}});
  CHECK(refused == 409);
  CHECK(why["error"].get<std::string>().find(on_turn) != std::string::npos);
  CHECK(c->game()->session().lines().size() == before);
  CHECK_FALSE(c->popup().has_value());

  auto [joined_turn, turn_answer] = phone_post(*c, "/api/join", {{"name", on_turn}});
  REQUIRE(joined_turn == 200);
  auto [done, answer] = phone_post(*c, "/api/act", {{"phone", turn_answer["phone"]}, {"do", "stay"}});
  CHECK(done == 200);
  REQUIRE(c->game()->session().lines().size() == before + 1);
  CHECK(c->game()->session().lines().back() == nlohmann::json({{"stay", on_turn}}));
  // Undo on the tablet takes it back, as any entry (phones cannot).
  c->apply(intent::Undo{});
  CHECK(c->game()->session().lines().size() == before);
}

TEST_CASE("The table bar's Phones: the code over the table in every look, Done keeps it on, Stop turns it off",
          "[page]") {
  Message error;
  const auto p10 = parse_header(
      {{"game", "phase10flip"}, {"players", {"Ana", "Ben", "Maximiliano Fernández-Olmedo", "Dani"}}, {"dealer", "Ana"}},
      &error);
  REQUIRE(p10);
  for (const auto& header : {four_players(), *p10}) {
    for_each_look([&](const Look& look) {
      const std::string where = look.name() + " " + header.game + " table, Phones";
      INFO(where);
      Settings settings;
      settings.lang = look.lang;
      Headless h(look.size, look.scale);
      auto state = std::make_shared<FakeStoreState>();
      state->games.push_back(make_record(1, header, header.game == "flip7" ? lines_until(header, Moment::kMidRound)
                                                                          : std::vector<nlohmann::json>{}));
      auto c = controller_over(state, settings);
      c->page_share().set_bind("127.0.0.1:0");
      c->apply(intent::ContinueGame{});
      h.frames(*c, 3);
      REQUIRE(c->screen() == Screen::kTable);
      // On the bar beside Undo, whole and touch-sized, with nothing over it.
      check_clean(h, where);
      check_touch_targets(h, "table.", where);
      REQUIRE(h.diag.rects.count("table.phones"));
      CHECK_FALSE(c->page_share().on());

      // One tap: the page is on and its code is over the table.
      tap_and_apply(h, *c, "table.phones");
      REQUIRE(c->page_share().on());
      REQUIRE(c->popup());
      CHECK(c->popup()->kind == PopupKind::kPhones);
      h.frames(*c, 3);
      check_clean(h, where + " popup");
      check_touch_targets(h, "popup.", where);
      REQUIRE(h.diag.areas.count("popup.qr"));
      const auto [a, b] = h.diag.areas.at("popup.qr");
      CHECK(a.x >= 0.0f);
      CHECK(a.y >= 0.0f);
      CHECK(b.x <= look.size.x);
      CHECK(b.y <= look.size.y);
      CHECK(b.x - a.x >= 200.0f);  // big enough to scan from across the table
      REQUIRE(h.diag.rects.count("popup.ok"));
      CHECK(h.diag.rects.at("popup.ok").second.y <= look.size.y);  // Done is on the screen, under the code
      const std::string address = c->page_share().address();

      // Done: the code goes, the page stays on at the same address.
      tap_and_apply(h, *c, "popup.ok");
      CHECK_FALSE(c->popup());
      CHECK(c->page_share().on());
      CHECK(c->page_share().address() == address);
      h.frames(*c, 2);
      CHECK_FALSE(h.diag.areas.count("popup.qr"));

      // Phones again shows the same code; Stop showing turns it off.
      tap_and_apply(h, *c, "table.phones");
      CHECK(c->page_share().address() == address);
      h.frames(*c, 2);
      tap_and_apply(h, *c, "popup.phones_stop");
      CHECK_FALSE(c->page_share().on());
      CHECK_FALSE(c->popup());
    });
  }
}
