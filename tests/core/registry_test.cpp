// The list of games (src/games/registry.cpp, core/game_info.hpp): every game
// of the contract is listed once, with a name in both languages and sane
// player counts; headers accept exactly the listed ids; a listed game without
// an engine is "not supported yet", never "unknown".
#include <catch2/catch.hpp>

#include <set>

#include "core/game_info.hpp"
#include "core/i18n/lang.hpp"

using namespace flipside;

TEST_CASE("Registry: the contract's four games, each once, named in both languages", "[core][registry]") {
  std::set<std::string_view> ids;
  for (const GameInfo& game : all_games()) {
    INFO(game.id);
    CHECK(ids.insert(game.id).second);
    CHECK(find_game(game.id) == &game);
    CHECK(1 <= game.min_players);
    CHECK(game.min_players <= game.max_players);
    CHECK(text(game.name_key, Lang::kEnglish) != game.name_key);
    CHECK(text(game.name_key, Lang::kSpanish) != game.name_key);
    CHECK(game.describe_line != nullptr);  // entries in words without the app (tests/games/<id>/entry_words_test.cpp)
  }
  CHECK(ids == std::set<std::string_view>{"flip7", "unoflip", "phase10flip", "flinch"});
  CHECK(find_game("poker") == nullptr);
  CHECK(find_game("flip7")->order == ScoreOrder::kHighestWins);
  CHECK(find_game("phase10flip")->order == ScoreOrder::kLowestWins);
  CHECK(find_game("flinch")->order == ScoreOrder::kFirstOut);
}

TEST_CASE("Registry: a header names a listed game, the message lists them", "[core][registry][header]") {
  Message error;
  CHECK_FALSE(parse_header({{"game", "poker"}, {"players", {"Ana"}}, {"dealer", "Ana"}}, &error));
  CHECK(render(error) == "unknown game \"poker\" (" + game_ids() + ")");
  CHECK(game_ids() == "flip7, unoflip, phase10flip, flinch");
  for (const GameInfo& game : all_games()) {
    auto header = parse_header({{"game", game.id}, {"players", {"Ana", "Ben"}}, {"dealer", "Ana"}}, &error);
    REQUIRE(header);
    auto engine = make_game(*header, &error);
    if (game.make) {
      CHECK(engine);
    } else {
      CHECK_FALSE(engine);
      CHECK(error.key == "header.game_not_yet");
    }
  }
}
