// The page on phones from the app's side in a test: the controller shares
// its game on 127.0.0.1 (a free port), and a phone's request is answered
// once this thread, standing in for the app's loop, has served it.
#pragma once

#include <catch2/catch.hpp>

#include <httplib.h>

#include <atomic>
#include <chrono>
#include <memory>
#include <string>
#include <thread>
#include <utility>

#include <nlohmann/json.hpp>

#include "support/fixtures.hpp"
#include "support/headless.hpp"
#include "support/taps.hpp"

namespace flipside::ui::test {

// "http://127.0.0.1:PORT/?t=TOKEN" → port and token.
inline std::pair<int, std::string> port_and_token(const std::string& address) {
  const auto colon = address.rfind(':');
  const auto slash = address.find('/', colon);
  return {std::stoi(address.substr(colon + 1, slash - colon - 1)), address.substr(address.find("?t=") + 3)};
}

// A phone's POST, answered once the loop (this thread) has served it;
// `view`: the table's view state the loop serves it with (the app's).
inline std::pair<int, nlohmann::json> phone_post(Controller& c, const std::string& path, const nlohmann::json& body,
                                                 ViewState* view = nullptr) {
  ViewState scratch;
  ViewState& served_with = view ? *view : scratch;
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
    c.serve_phones(served_with);  // the app's loop, after each frame
    std::this_thread::sleep_for(std::chrono::milliseconds(2));
  }
  phone.join();
  return answer;
}

// The page as the phones see it now (GET /state: no loop needed).
inline nlohmann::json page_state(const Controller& c) {
  const auto [port, token] = port_and_token(c.page_share().address());
  httplib::Client client("127.0.0.1", port);
  auto res = client.Get(("/state?t=" + token).c_str());
  REQUIRE(res);
  REQUIRE(res->status == 200);
  return nlohmann::json::parse(res->body);
}

inline std::string joined(Controller& c, const std::string& name) {
  auto [status, answer] = phone_post(c, "/api/join", {{"name", name}});
  REQUIRE(status == 200);
  return answer.at("phone");
}

inline ScriptHeader header_of(const nlohmann::json& j) {
  Message error;
  auto h = parse_header(j, &error);
  REQUIRE(h);
  return *h;
}

// The table on `state`'s game with the page on (on 127.0.0.1, a free port).
inline std::unique_ptr<Controller> sharing_table(const std::shared_ptr<FakeStoreState>& state, Settings settings = {}) {
  auto c = controller_over(state, settings);
  c->page_share().set_bind("127.0.0.1:0");
  c->apply(intent::ContinueGame{});
  c->apply(intent::SetSharing{true});
  return c;
}


// A UNO Flip hand just ended: Ana and Ben play red 1..6 in turn (both
// copies of each on the pile), Ben goes out with red 7; Ana's one card
// left is awaited.
inline std::shared_ptr<FakeStoreState> unoflip_ben_went_out() {
  std::vector<nlohmann::json> lines = {{{"start", "red 9"}}};
  for (int n = 1; n <= 6; ++n) {
    lines.push_back({{"play", "red " + std::to_string(n)}, {"by", "Ben"}});
    lines.push_back({{"play", "red " + std::to_string(n)}, {"by", "Ana"}});
  }
  lines.push_back({{"play", "red 7"}, {"by", "Ben"}});
  auto state = std::make_shared<FakeStoreState>();
  state->games.push_back(
      make_record(1, header_of({{"game", "unoflip"}, {"players", {"Ana", "Ben"}}, {"dealer", "Ana"}}), lines));
  return state;
}

// A UNO Flip game in score mode for Ana, Ben and Cleo, nothing entered yet.
inline std::shared_ptr<FakeStoreState> unoflip_score_mode() {
  auto state = std::make_shared<FakeStoreState>();
  state->games.push_back(make_record(
      1,
      header_of({{"game", "unoflip"}, {"players", {"Ana", "Ben", "Cleo"}}, {"dealer", "Ana"}, {"options", {{"mode", "score"}}}}),
      {}));
  return state;
}

// The table's score form: Ana won the hand, the others' cards are tapped
// in, read by the dark side.
inline void score_ana_by_dark_cards(Headless& h, Controller& c) {
  for (const char* tap : {"score.how.1", "score.winner.0", "score.side.1"}) {
    tap_and_apply(h, c, tap);
    h.frames(c, 1);
  }
}

}  // namespace flipside::ui::test
