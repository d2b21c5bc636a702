// Phones that take part (issue 23): a player's name picked once, entries
// only as that player, through the same gate as a tap (the engine judges,
// the store commits, only then anyone sees it); every refusal clear and
// nothing written; the first valid Flinch call by arrival wins.
#include <catch2/catch.hpp>

#include <fstream>
#include <thread>

#include "core/game_info.hpp"
#include "core/script_header.hpp"
#include "core/session.hpp"
#include "lan/page_view.hpp"
#include "lan_fixture.hpp"

using namespace flipside;
using namespace flipside::lan_test;

TEST_CASE("A phone picks a player's name once, only players of the game, one phone each", "[lan]") {
  Served served(kFlip7Header, kFlip7Opening);
  const std::string ana = served.join("Ana");
  CHECK(ana.size() == 32);
  CHECK(ana != served.token());
  auto [taken, why_taken] = served.post("/api/join", {{"name", "Ana"}});
  CHECK(taken == 409);
  CHECK(why_taken["error"] == "Ana is already playing from another phone. The table can free the seat under Phones.");
  auto [stranger, why_stranger] = served.post("/api/join", {{"name", "Zed"}});
  CHECK(stranger == 409);
  CHECK(why_stranger["error"] == "Nobody called Zed sits at this table.");
  auto [case_differs, why_case] = served.post("/api/join", {{"name", "ana"}});
  CHECK(case_differs == 409);
  CHECK(served.server->phones().phones() == 1);
}

TEST_CASE("Flip 7: Stay from the player's own phone, on their turn only", "[lan][flip7]") {
  Served served(kFlip7Header, kFlip7Opening);
  const std::string ana = served.join("Ana"), ben = served.join("Ben");
  // The page offers Stay to the player on turn only.
  const nlohmann::json actions = served.state()["page"]["actions"];
  CHECK(actions["Ana"].size() == 1);
  CHECK(actions["Ana"][0]["label"] == "Stay");
  CHECK(actions["Ben"].empty());

  // Ben taps Stay out of turn: the engine's sentence, nothing written.
  auto [out_of_turn, why] = served.post("/api/act", {{"phone", ben}, {"do", "stay"}});
  CHECK(out_of_turn == 409);
  CHECK(why["ok"] == false);
  CHECK(why["error"].get<std::string>().find("Ana") != std::string::npos);
  CHECK(served.lines_in_file() == 2);

  // Ana stays from her phone: committed to the file before the answer.
  auto [done, answer] = served.post("/api/act", {{"phone", ana}, {"do", "stay"}});
  CHECK(done == 200);
  CHECK(answer["ok"] == true);
  CHECK(served.lines_in_file() == 3);
  const nlohmann::json state = served.state();
  CHECK(state["players"][0]["status"] == "stayed");
}

TEST_CASE("A phone's bad requests are refused clearly and change nothing", "[lan]") {
  Served served(kFlip7Header, kFlip7Opening);
  const std::string ana = served.join("Ana");
  auto c = served.client();
  auto send = [&](const std::string& path, const std::string& body) {
    auto res = c.Post(served.with_token(path).c_str(), body, "application/json");
    REQUIRE(res);
    return std::make_pair(res->status, nlohmann::json::parse(res->body, nullptr, false));
  };
  for (const std::string body : {"{", "[]", "\"stay\"", "", "{\"phone\": 7}"}) {
    INFO(body);
    auto [status, answer] = send("/api/act", body);
    CHECK((status == 400 || status == 403));
    CHECK(answer["ok"] == false);
    CHECK_FALSE(answer["error"].get<std::string>().empty());
  }
  CHECK(send("/api/join", "{").first == 400);
  // Not joined, or a made-up phone token: 403 with the sentence.
  auto [nobody, why_nobody] = served.post("/api/act", {{"phone", std::string(32, 'a')}, {"do", "stay"}});
  CHECK(nobody == 403);
  CHECK(why_nobody["error"] == "Tap your name first: this phone plays as nobody yet.");
  // Something a phone cannot do in this game.
  auto [unknown, why_unknown] = served.post("/api/act", {{"phone", ana}, {"do", "undo"}});
  CHECK(unknown == 400);
  CHECK(why_unknown["error"] == "A phone cannot do that in this game.");
  // Too large a body.
  auto [big, why_big] = send("/api/act", "{\"phone\":\"" + std::string(5000, 'x') + "\"}");
  CHECK(big == 413);
  CHECK(served.lines_in_file() == 2);
}

TEST_CASE("A phone tapping too fast is slowed down, not obeyed", "[lan]") {
  Served served(kFlip7Header, kFlip7Opening);
  const std::string ben = served.join("Ben");
  int refused_fast = 0;
  for (int i = 0; i < 30; ++i)
    if (served.post("/api/act", {{"phone", ben}, {"do", "stay"}}).first == 429) ++refused_fast;
  CHECK(refused_fast >= 30 - lan::kBurst - 2);
  CHECK(served.lines_in_file() == 2);
}

TEST_CASE("A new code: the old address and every phone stop working at once", "[lan]") {
  Served served(kFlip7Header, kFlip7Opening);
  const std::string old_token = served.token();
  const std::string ana = served.join("Ana");
  served.server->new_code();
  auto c = served.client();
  auto res = c.Get(("/state?t=" + old_token).c_str());
  REQUIRE(res);
  CHECK(res->status == 403);
  // With the new code, Ana's old phone token is nobody's.
  auto [status, answer] = served.post("/api/act", {{"phone", ana}, {"do", "stay"}});
  CHECK(status == 403);
  CHECK(served.lines_in_file() == 2);
  CHECK(served.join("Ana") != ana);
}

namespace {

// A real eight-player Flinch game up to a breach: the simulated table's
// first game with a call, stopped just before the call.
std::pair<nlohmann::json, std::vector<nlohmann::json>> flinch_breach() {
  const GameInfo* flinch = find_game("flinch");
  REQUIRE(flinch);
  for (unsigned seed = 1; seed < 500; ++seed) {
    ScriptHeader header;
    header.game = "flinch";
    header.players = {"Ana", "Ben", "Cy", "Dee", "Eve", "Fay", "Gus", "Hal"};
    header.dealer = "Hal";
    const auto lines = flinch->random_game(header, seed);
    for (std::size_t i = 0; i < lines.size(); ++i)
      if (lines[i].contains("call"))
        return {header.to_json(), std::vector<nlohmann::json>(lines.begin(), lines.begin() + static_cast<long>(i))};
  }
  FAIL("no simulated eight-player game had a call");
  return {};
}

}  // namespace

TEST_CASE("Flinch: eight phones call at once, exactly one call is accepted, the first to arrive", "[lan][flinch]") {
  const auto [header, lines] = flinch_breach();
  Served served(header, lines);
  std::vector<std::string> names = header["players"];
  std::vector<std::string> phones;
  for (const std::string& name : names) phones.push_back(served.join(name));
  // Every phone has the button, breach or not.
  for (const std::string& name : names) CHECK(served.state()["page"]["actions"][name].size() == 1);

  std::vector<int> status(names.size());
  std::vector<std::string> said(names.size());
  std::atomic<bool> go = false;
  std::vector<std::thread> threads;
  for (std::size_t i = 0; i < names.size(); ++i)
    threads.emplace_back([&, i] {
      while (!go) std::this_thread::yield();
      auto [code, answer] = served.post("/api/act", {{"phone", phones[i]}, {"do", "flinch"}});
      status[i] = code;
      said[i] = answer.value("error", "");
    });
  go = true;
  for (auto& t : threads) t.join();
  int accepted = 0;
  for (std::size_t i = 0; i < names.size(); ++i) {
    INFO(names[i] << ": " << said[i]);
    if (status[i] == 200) ++accepted;
    else CHECK(status[i] == 409);
  }
  CHECK(accepted == 1);
  CHECK(served.lines_in_file() == lines.size() + 1);
  // The one call in the file is by the phone that was answered 200.
  auto reader = open_file(served.path);
  auto game = reader->open_game(reader->games()->front().id).value();
  const nlohmann::json call = game->session().lines().back();
  for (std::size_t i = 0; i < names.size(); ++i)
    if (status[i] == 200) CHECK(call["call"] == names[i]);
  // And a call with no breach now: the engine's sentence on that phone.
  auto [again, why] = served.post("/api/act", {{"phone", phones[0]}, {"do", "flinch"}});
  CHECK(again == 409);
  CHECK_FALSE(why["error"].get<std::string>().empty());
}

TEST_CASE("A phone's cards left reach the table's gate whole, a list that is not one of cards never does", "[lan]") {
  Served served(kFlip7Header, kFlip7Opening);
  const std::string ana = served.join("Ana");
  auto gate_saw = [&] {
    std::lock_guard lock(served.seen_mutex);
    return served.seen;
  };
  // A whole UNO Flip hand of the longest names fits in a request.
  const std::vector<std::string> hand(40, "purple skip_everyone");
  auto [sent, why_sent] = served.post("/api/act", {{"phone", ana}, {"do", "hand_cards"}, {"cards", hand}});
  // `flipside serve` has no table to confirm a hand's end: it says so.
  CHECK(sent == 400);
  CHECK(why_sent["error"] == "A phone cannot do that in this game.");
  REQUIRE(gate_saw().size() == 1);
  CHECK(gate_saw().back().player == "Ana");
  CHECK(gate_saw().back().action == "hand_cards");
  CHECK(gate_saw().back().cards == hand);

  for (const nlohmann::json& bad : {nlohmann::json("red 7"), nlohmann::json({7}), nlohmann::json({"red 7", nullptr}),
                                    nlohmann::json(std::vector<std::string>(121, "1")),
                                    nlohmann::json({std::string(41, 'r')}), nlohmann::json::object()}) {
    INFO(bad.dump());
    auto [status, answer] = served.post("/api/act", {{"phone", ana}, {"do", "hand_cards"}, {"cards", bad}});
    CHECK(status == 400);
    CHECK(answer["error"] == "That request could not be read.");
  }
  CHECK(gate_saw().size() == 1);
  CHECK(served.lines_in_file() == 2);
}

TEST_CASE("The page offers the cards of the side in play to the players a hand's end waits for", "[lan]") {
  const nlohmann::json uno = {{"game", "unoflip"}, {"players", {"Ana", "Ben", "Cy"}}, {"dealer", "Cy"}};
  lan::HandCall call{{"Ben", "Cy"}, {"Cy"}, "dark", {}};
  Message error;
  auto session = Session::start(parse_header(uno, &error).value(), &error);
  REQUIRE(session);
  nlohmann::json page = lan::page_view(*session, Lang::kSpanish, &call)["page"];
  REQUIRE(page["hand"].is_object());
  CHECK(page["hand"]["awaited"] == nlohmann::json({"Ben", "Cy"}));
  CHECK(page["hand"]["sent"] == nlohmann::json({"Cy"}));
  const nlohmann::json& pad = page["hand"]["pad"];
  REQUIRE(pad.size() == 54);  // four colours x 13, Wild, Wild Draw Colour
  CHECK(pad[0]["key"] == "pink 1");
  CHECK(pad[0]["colour"] == "pink");
  CHECK(pad[0]["points"] == 1);
  CHECK(pad[53]["key"] == "wild_draw_color");
  CHECK(pad[53]["points"] == 60);
  CHECK(pad[53]["colour"] == "");
  CHECK(pad[0]["words"] == "rosa 1");  // the colour in words, for colour-blind players
  CHECK(page["labels"]["hand_send"] == "Enviar a la mesa");
  // No hand's end: no pad.
  CHECK(lan::page_view(*session, Lang::kEnglish)["page"]["hand"].is_null());

  const nlohmann::json p10 = {{"game", "phase10flip"}, {"players", {"Ana", "Ben"}}, {"dealer", "Ben"}};
  auto p10_session = Session::start(parse_header(p10, &error).value(), &error);
  REQUIRE(p10_session);
  lan::HandCall wild{{"Ben"}, {}, "wild", {}};
  const nlohmann::json wild_pad = lan::page_view(*p10_session, Lang::kEnglish, &wild)["page"]["hand"]["pad"];
  REQUIRE(wild_pad.size() == 13);  // 1-12 and the star, any colour
  CHECK(wild_pad[0]["key"] == "1");
  CHECK(wild_pad[0]["points"] == 5);
  CHECK(wild_pad[12]["key"] == "star");
  CHECK(wild_pad[12]["points"] == 20);
  lan::HandCall colour{{"Ben"}, {}, "color", {}};
  CHECK(lan::page_view(*p10_session, Lang::kEnglish, &colour)["page"]["hand"]["pad"].size() == 52);
  // Flip 7 has no cards left to send.
  auto f7 = Session::start(parse_header(kFlip7Header, &error).value(), &error);
  CHECK(lan::page_view(*f7, Lang::kEnglish, &wild)["page"]["hand"].is_null());
}
