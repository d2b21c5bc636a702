// A game's entries as a reader without the app gets them (GameInfo::
// describe_line): each line of a script said in English and Spanish from
// the game as it was just before it, and the check that they are words only.
#pragma once

#include <catch2/catch.hpp>

#include <fstream>
#include <string>
#include <string_view>
#include <vector>

#include <nlohmann/json.hpp>

#include "core/game_info.hpp"
#include "core/script_header.hpp"
#include "core/script_reader.hpp"
#include "core/session.hpp"

namespace flipside::testkit {

struct SaidLine {
  nlohmann::json line;
  std::string en;
  std::string es;
};

// Every line is applied and must be accepted; each is said through the
// header's game's hook, which must be set.
inline std::vector<SaidLine> say_lines(const ScriptHeader& header, const std::vector<nlohmann::json>& lines) {
  const GameInfo* game = find_game(header.game);
  REQUIRE(game);
  REQUIRE(game->describe_line);
  Message error;
  auto session = Session::start(header, &error);
  REQUIRE(session);
  std::vector<SaidLine> said;
  for (const nlohmann::json& line : lines) {
    said.push_back({line, game->describe_line(session->game(), line, Lang::kEnglish),
                    game->describe_line(session->game(), line, Lang::kSpanish)});
    INFO(line.dump() << ": " << render(session->game().expecting()));
    REQUIRE(session->apply(line).accepted);
  }
  return said;
}

// A script of tests/scripts/ ("unoflip/score_mode.jsonl"), said line by line.
inline std::vector<SaidLine> say_script(const std::string& name) {
  std::ifstream in(std::string(FLIPSIDE_TEST_SCRIPTS) + "/" + name);
  REQUIRE(in);
  ScriptReader reader(in);
  Message error;
  REQUIRE(reader.next() == ScriptReader::Status::kLine);
  const auto header_line = reader.parse(&error);
  REQUIRE(header_line);
  const auto header = parse_header(*header_line, &error);
  REQUIRE(header);
  std::vector<nlohmann::json> lines;
  while (reader.next() == ScriptReader::Status::kLine) {
    auto line = reader.parse(&error);
    REQUIRE(line);
    lines.push_back(std::move(*line));
  }
  return say_lines(*header, lines);
}

// The first time `line` was said (a script's line, found by its JSON).
inline const SaidLine& said_for(const std::vector<SaidLine>& said, const nlohmann::json& line) {
  for (const SaidLine& s : said)
    if (s.line == line) return s;
  FAIL("no such line: " << line.dump());
  return said.front();  // never reached: FAIL throws
}

// Valid UTF-8 without a character of the private use area (U+E000–U+F8FF,
// where icon fonts keep their glyphs): text any page or terminal can show.
inline bool words_only(std::string_view text) {
  while (!text.empty()) {
    const Utf8Char c = decode_utf8(text);
    if (c.length == 0 || (c.code_point >= 0xE000 && c.code_point <= 0xF8FF)) return false;
    text.remove_prefix(c.length);
  }
  return true;
}

// Every sentence said is words only, never the line's JSON, in both languages.
inline void check_words_only(const std::vector<SaidLine>& said) {
  for (const SaidLine& s : said) {
    INFO(s.line.dump() << " -> " << s.en << " / " << s.es);
    CHECK(words_only(s.en));
    CHECK(words_only(s.es));
    CHECK(s.en != s.line.dump());
    CHECK(s.es != s.line.dump());
    CHECK(s.en.find('{') == std::string::npos);
    CHECK(s.es.find('{') == std::string::npos);
  }
}

}  // namespace flipside::testkit
