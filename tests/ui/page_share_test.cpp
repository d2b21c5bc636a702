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
