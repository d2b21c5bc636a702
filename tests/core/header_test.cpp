// Headers: names per RULINGS.md (unique, 1–32 characters after trimming).
#include <catch2/catch.hpp>

#include "core/game.hpp"
#include "core/i18n/lang.hpp"
#include "core/script_header.hpp"

using namespace flipside;

namespace {
std::string header_error(const nlohmann::json& j) {
  Message error;
  auto h = parse_header(j, &error);
  return h ? std::string("ok") : render(error);
}
}  // namespace

TEST_CASE("Header: players trimmed, unique, 1 to 32 characters; the dealer among them", "[core][header]") {
  Message error;
  auto h = parse_header({{"game", "flip7"}, {"players", {"  Ana ", "Íñigo"}}, {"dealer", "Ana"}}, &error);
  REQUIRE(h);
  CHECK(h->players == std::vector<std::string>{"Ana", "Íñigo"});
  CHECK(h->seat_of("Íñigo") == 1);

  CHECK(header_error({{"game", "flip7"}, {"players", {"Ana", "ana"}}, {"dealer", "Ana"}}) ==
        "\"ana\" is listed twice among the players");
  CHECK(header_error({{"game", "flip7"}, {"players", {"Ana", "  "}}, {"dealer", "Ana"}}) ==
        "a player name cannot be empty");
  CHECK(header_error({{"game", "flip7"}, {"players", {std::string(33, 'x')}}, {"dealer", "x"}}).find("longer than 32") !=
        std::string::npos);
  CHECK(header_error({{"game", "flip7"}, {"players", {std::string(32, 'x')}}, {"dealer", std::string(32, 'x')}}) ==
        "ok");
  CHECK(header_error({{"game", "flip7"}, {"players", {"Ana"}}, {"dealer", "Zoe"}}) ==
        "the dealer \"Zoe\" is not one of the players");
  CHECK(header_error({{"game", "poker"}, {"players", {"Ana"}}, {"dealer", "Ana"}}).rfind("unknown game", 0) == 0);
  CHECK(header_error({{"game", "flip7"}, {"players", {"Ana"}}, {"dealer", "Ana"}, {"seed", 1}}) ==
        "unknown header field \"seed\"");
  CHECK(header_error({{"game", "flip7"}, {"players", nlohmann::json::array()}, {"dealer", "Ana"}}).rfind(
            "the header must list the players", 0) == 0);
}

TEST_CASE("Header: the game's options are checked by the game", "[core][header]") {
  Message error;
  auto h = parse_header({{"game", "flip7"}, {"players", {"Ana"}}, {"dealer", "Ana"}, {"options", {{"decks", 11}}}}, &error);
  REQUIRE(h);
  CHECK(make_game(*h, &error) == nullptr);
  CHECK(render(error) == "option \"decks\" must be a whole number from 1 to 10");
  auto uno = parse_header({{"game", "unoflip"}, {"players", {"Ana", "Ben"}}, {"dealer", "Ana"}}, &error);
  REQUIRE(uno);
  CHECK(make_game(*uno, &error) == nullptr);
  CHECK(render(error) == "the game \"unoflip\" is not supported yet");
}
