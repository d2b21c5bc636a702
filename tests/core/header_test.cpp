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

TEST_CASE("Header: players trimmed, unique, 1 to 32 characters, the dealer among them", "[core][header]") {
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
  auto uno = parse_header({{"game", "unoflip"}, {"players", {"Ana", "Ben"}}, {"dealer", "Ana"},
                           {"options", {{"edition", "deluxe"}}}}, &error);
  REQUIRE(uno);
  CHECK(make_game(*uno, &error) == nullptr);
  CHECK(render(error).rfind("option \"edition\"", 0) == 0);
}

TEST_CASE("Names: control characters, bidi controls and invalid UTF-8 are refused", "[core][header][names]") {
  auto problem = [](std::string_view name) {
    auto m = check_name(trim_name(name));
    return m ? render(*m) : std::string("ok");
  };
  // Ordinary names, accents and signs are fine; spaces around are trimmed.
  CHECK(problem("María") == "ok");
  CHECK(problem("Íñigo") == "ok");
  CHECK(problem("¿Ana? ¡Sí! ñ") == "ok");
  CHECK(problem("Zoë 李 🎲") == "ok");
  CHECK(trim_name("  Ana  ") == "Ana");
  // C0 controls (including TAB, CR, LF, ESC, BEL, NUL), DEL, C1 controls.
  CHECK(problem("Ben\tBen") == "the name \"Ben\tBen\" contains a control character (U+0009)");
  CHECK(problem("Ben\t") == "the name \"Ben\t\" contains a control character (U+0009)");  // not trimmed away
  CHECK(problem("Ana\n") == "the name \"Ana\n\" contains a control character (U+000A)");
  CHECK(problem("\rAna") == "the name \"\rAna\" contains a control character (U+000D)");
  CHECK(problem("\x1b[2J") == "the name \"\x1b[2J\" contains a control character (U+001B)");
  CHECK(problem("Ana\a") == "the name \"Ana\a\" contains a control character (U+0007)");
  CHECK(problem(std::string_view("A\0na", 4)).find("(U+0000)") != std::string::npos);
  CHECK(problem("Ana\x7f").find("(U+007F)") != std::string::npos);
  CHECK(problem("Ana\xc2\x85").find("(U+0085)") != std::string::npos);
  CHECK(problem("Ana\xc2\x9b").find("(U+009B)") != std::string::npos);
  CHECK(problem("Ana\xc2\xa0") == "ok");  // U+00A0, just past the C1 block
  // Bidi marks, embeddings, overrides and isolates.
  for (std::string_view bidi : {"\u200e", "\u200f", "\u202a", "\u202b", "\u202c", "\u202d", "\u202e", "\u2066",
                                "\u2067", "\u2068", "\u2069", "\u061c"}) {
    INFO(bidi.size());
    CHECK(problem(std::string("Ana") + std::string(bidi)).find("contains a control character (U+") !=
          std::string::npos);
  }
  CHECK(problem("Ana\u202e").find("(U+202E)") != std::string::npos);
  CHECK(problem("Ana\u2029").find("(U+2029)") != std::string::npos);  // a paragraph break
  CHECK(problem("Ana\u2010") == "ok");                                // a hyphen next to them
  // Invalid UTF-8: stray bytes, truncated sequences, overlong forms, surrogates.
  for (std::string_view bad : {"Ana\xff", "Ana\xc3", "\x80" "Ana", "Ana\xc0\xaf", "Ana\xe0\x80\xaf", "Ana\xed\xa0\x80",
                               "Ana\xf4\x90\x80\x80"}) {
    INFO(bad.size());
    CHECK(problem(bad).find("is not valid UTF-8 text") != std::string::npos);
  }
  CHECK(render(*check_name("Ana\x1b"), Lang::kSpanish) ==
        "el nombre \"Ana\x1b\" contiene un carácter de control (U+001B)");
  CHECK(render(*check_name("Ana\xff"), Lang::kSpanish) == "el nombre \"Ana\xff\" no es texto UTF-8 válido");
}

TEST_CASE("Names: the header refuses a player whose name holds a control character", "[core][header][names]") {
  CHECK(header_error({{"game", "flip7"}, {"players", {"Ana", "\x1b[2J"}}, {"dealer", "Ana"}}) ==
        "the name \"\x1b[2J\" contains a control character (U+001B)");
  CHECK(header_error({{"game", "flip7"}, {"players", {"Ana", "\u202eneB"}}, {"dealer", "Ana"}}) ==
        "the name \"\u202eneB\" contains a control character (U+202E)");
  // 32 characters with accents is still within the limit.
  CHECK(header_error({{"game", "flip7"}, {"players", {"Íñigo Ñandú Pérez de Cañas Muñoz"}},
                      {"dealer", "Íñigo Ñandú Pérez de Cañas Muñoz"}}) == "ok");
}

TEST_CASE("Header: \"id\" is the game's UUID in lower-case text form (contract)", "[core][header][issue24]") {
  const nlohmann::json base = {{"game", "flip7"}, {"players", {"Ana", "Ben"}}, {"dealer", "Ana"}};
  Message error;
  {
    nlohmann::json h = base;
    h["id"] = "3f1c9a52-0b6e-4c1d-9a7e-2f4b8c6d1e05";
    auto parsed = parse_header(h, &error);
    REQUIRE(parsed);
    CHECK(parsed->id == "3f1c9a52-0b6e-4c1d-9a7e-2f4b8c6d1e05");
    CHECK(parsed->to_json()["id"] == "3f1c9a52-0b6e-4c1d-9a7e-2f4b8c6d1e05");
    auto none = parse_header(base, &error);
    REQUIRE(none);
    CHECK(none->id.empty());
    CHECK_FALSE(none->to_json().contains("id"));
  }
  for (const nlohmann::json& bad : {nlohmann::json("3F1C9A52-0B6E-4C1D-9A7E-2F4B8C6D1E05"),
                                   nlohmann::json("3f1c9a520b6e4c1d9a7e2f4b8c6d1e05"),
                                   nlohmann::json("{3f1c9a52-0b6e-4c1d-9a7e-2f4b8c6d1e05}"),
                                   nlohmann::json("3f1c9a52-0b6e-4c1d-9a7e-2f4b8c6d1e0"),
                                   nlohmann::json("3f1c9a52-0b6e-4c1d-9a7e-2f4b8c6d1e0g"), nlohmann::json(""),
                                   nlohmann::json(12345), nlohmann::json(nullptr)}) {
    nlohmann::json h = base;
    h["id"] = bad;
    INFO(bad.dump());
    CHECK_FALSE(parse_header(h, &error));
    CHECK(error.key == "header.id_bad");
  }
}

TEST_CASE("Header: \"started\" is a date and time with its UTC offset", "[core][header]") {
  const nlohmann::json base = {{"game", "flip7"}, {"players", {"Ana", "Ben"}}, {"dealer", "Ana"}};
  Message error;
  for (const char* good : {"2026-11-22T10:40:00+01:00", "2026-11-22T09:40:00Z", "2024-02-29T23:59:59-05:30"}) {
    nlohmann::json h = base;
    h["started"] = good;
    auto parsed = parse_header(h, &error);
    REQUIRE(parsed);
    CHECK(parsed->started == good);
    CHECK(parsed->to_json()["started"] == good);
  }
  for (const char* bad : {"2026-11-22T10:40:00", "2026-11-22 10:40:00+01:00", "2026-02-30T10:00:00Z",
                          "2026-11-22T24:00:00Z", "2026-11-22T10:40:00+1:00", "yesterday"}) {
    nlohmann::json h = base;
    h["started"] = bad;
    INFO(bad);
    CHECK_FALSE(parse_header(h, &error));
    CHECK(error.key == "header.started_bad");
  }
  // One instant, whatever the offset it is written with.
  CHECK(parse_instant("2026-11-22T10:40:00+01:00") == parse_instant("2026-11-22T09:40:00Z"));
  CHECK(parse_instant("1970-01-01T00:00:00Z") == 0);
  CHECK(parse_instant("2026-11-22T09:40:00Z") == 1795340400LL);
}
