// Issue 32, item 10: one phone, one seat. A phone that picks another name
// gives up the first (its token in the request, or the cookie its browser
// sends by itself), so it can never send two players' entries; the page
// shows which seats phones hold, and the table can free one (that phone's
// token dies and the name is free again).
#include <catch2/catch.hpp>

#include "lan_fixture.hpp"

using namespace flipside;
using namespace flipside::lan_test;

namespace {

const nlohmann::json kThree = {{"game", "flip7"}, {"players", {"Ana", "Begoña", "Cy"}}, {"dealer", "Cy"}};

int act_status(const Served& served, const std::string& phone) {
  return served.post("/api/act", {{"phone", phone}, {"do", "stay"}}).first;
}

}  // namespace

TEST_CASE("A phone that joins as another player gives up its first seat", "[lan]") {
  Served served(kThree, {});
  const std::string ana = served.join("Ana");
  CHECK(served.state()["page"]["held"] == nlohmann::json({"Ana"}));

  // The same phone (its token sent) picks Begoña: Ana's token dies, her
  // seat is free, and only Begoña is held.
  auto [status, answer] = served.post("/api/join", {{"name", "Begoña"}, {"phone", ana}});
  REQUIRE(status == 200);
  const std::string begona = answer["phone"];
  CHECK(begona != ana);
  CHECK(act_status(served, ana) == 403);
  CHECK(act_status(served, begona) != 403);
  CHECK(served.server->phones().phones() == 1);
  CHECK(served.state()["page"]["held"] == nlohmann::json({"Begoña"}));
  CHECK(served.post("/api/join", {{"name", "Ana"}}).first == 200);  // another phone may take it now

  // Picking one's own name again keeps the same token.
  auto [again, same] = served.post("/api/join", {{"name", "Begoña"}, {"phone", begona}});
  CHECK(again == 200);
  CHECK(same["phone"] == begona);
}

TEST_CASE("A browser's cookie is enough: a phone whose page forgot its token still holds one seat", "[lan]") {
  Served served(kThree, {});
  auto client = served.client();
  auto first = client.Post(served.with_token("/api/join").c_str(), R"({"name":"Ana"})", "application/json");
  REQUIRE(first);
  REQUIRE(first->status == 200);
  const std::string set_cookie = first->get_header_value("Set-Cookie");
  CHECK(set_cookie.find("HttpOnly") != std::string::npos);
  CHECK(set_cookie.find("SameSite=Strict") != std::string::npos);
  const std::string cookie = set_cookie.substr(0, set_cookie.find(';'));
  const std::string ana = nlohmann::json::parse(first->body)["phone"];
  CHECK(cookie == "flipside_phone=" + ana);

  const httplib::Headers headers{{"Cookie", cookie}};
  auto second = client.Post(served.with_token("/api/join").c_str(), headers, R"({"name":"Cy"})", "application/json");
  REQUIRE(second);
  CHECK(second->status == 200);
  CHECK(act_status(served, ana) == 403);
  CHECK(served.state()["page"]["held"] == nlohmann::json({"Cy"}));
}

TEST_CASE("The table frees a seat: that phone's token dies and the name is free", "[lan]") {
  Served served(kThree, {});
  const std::string ana = served.join("Ana"), cy = served.join("Cy");
  CHECK(served.state()["page"]["held"] == nlohmann::json({"Ana", "Cy"}));
  const auto version = served.state()["version"].get<std::uint64_t>();
  CHECK(served.server->free_seat("Cy"));
  const nlohmann::json after = served.state();
  CHECK(after["page"]["held"] == nlohmann::json({"Ana"}));
  CHECK(after["version"].get<std::uint64_t>() > version);  // the live pages hear of it
  CHECK(act_status(served, cy) == 403);
  CHECK(act_status(served, ana) != 403);
  CHECK_FALSE(served.server->free_seat("Cy"));
  CHECK(served.post("/api/join", {{"name", "Cy"}}).first == 200);
}
