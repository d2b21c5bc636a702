// The replay's fast path reads a line in place (core/line_view.hpp) only
// when the line has the common form, and then must mean exactly what the
// checked JSON parser makes of it; anything else must be left to that parser
// (read() false), which gives every verdict.
#include <catch2/catch.hpp>

#include <string>

#include "core/line_view.hpp"
#include "core/script_reader.hpp"

using namespace flipside;

TEST_CASE("A line in the common form reads in place as the JSON parser reads it", "[core][line_view]") {
  const char* lines[] = {
      R"({"card":"7"})",
      R"({"phase":"Ana","cards":["red 3","red 3","blue 3","green 5","green 5","yellow 5","wild star"]})",
      R"({"phase":"Ben","groups":[["red 1","red 2","red 3","red 4"],["blue 9","green 9"]]})",
      R"({"hit":"Cy","card":"blue 7","onto":"Ana","group":2})",
      R"({"out":"Ana","points":{"Ben":35,"Cy":0},"completed":["Ben"]})",
      R"({"out":"Ana","remaining":{"Ben":[],"Cy":["red 1"]}})",
      R"({"flip":true})",
      R"({"a":false,"b":null,"c":[[],{},[{}]],"d":0,"e":999999999999999})",
      "  {\t\"card\" : \"x2\" ,\r\n \"x\":[ 1 , 2 ]}  ",
      R"({})",
      R"([])",
      R"("just text")",
      R"(12)",
  };
  LineDoc doc;
  for (const char* line : lines) {
    INFO(line);
    REQUIRE(doc.read(line));
    CHECK(to_json(doc.root()) == nlohmann::json::parse(line));
  }
}

TEST_CASE("A line outside the common form is left to the checked parser", "[core][line_view]") {
  std::string deep;
  for (int i = 0; i < kMaxScriptDepth + 1; ++i) deep += '[';
  for (int i = 0; i < kMaxScriptDepth + 1; ++i) deep += ']';
  std::string many = "{";
  for (int i = 0; i < 40; ++i) many += (i ? ",\"k" : "\"k") + std::to_string(i) + "\":1";
  many += "}";
  const std::string lines[] = {
      R"({"card":"\u0037"})",         // an escape
      "{\"phase\":\"Begoña\"}",        // a byte above 127
      R"({"points":-5})",             // a sign
      R"({"points":5.0})",            // a fraction
      R"({"points":5e1})",            // an exponent
      R"({"points":05})",             // a leading zero
      R"({"points":1234567890123456})",  // 16 digits
      R"({"card":"7","card":"8"})",   // a key twice
      R"({"card":"7"} x)",            // something after the value
      R"({"card":"7")",               // cut short
      R"({"card" "7"})",              // no colon
      R"({"card":"7",})",             // a trailing comma
      R"({"card":tru})",              // a misspelt word
      "{\"card\":\"7\x01\"}",          // a control character
      R"({'card':'7'})",              // not JSON
      "",
      deep,
      many,
  };
  LineDoc doc;
  for (const std::string& line : lines) {
    INFO(line);
    CHECK_FALSE(doc.read(line));
  }
  // Nesting up to the limit is still the common form.
  std::string nested;
  for (int i = 0; i < kMaxScriptDepth; ++i) nested += '[';
  for (int i = 0; i < kMaxScriptDepth; ++i) nested += ']';
  REQUIRE(doc.read(nested));
  CHECK(to_json(doc.root()) == nlohmann::json::parse(nested));
}

TEST_CASE("One doc reads line after line: each reading stands alone", "[core][line_view]") {
  LineDoc doc;
  REQUIRE(doc.read(R"({"phase":"Ana","cards":["red 1","red 2","red 3","red 4","red 5","red 6","red 7"]})"));
  REQUIRE(doc.read(R"({"flip":true})"));
  CHECK(to_json(doc.root()) == nlohmann::json{{"flip", true}});
  CHECK_FALSE(doc.read(R"({"flip":true)"));
  REQUIRE(doc.read(R"({"card":"12"})"));
  CHECK(to_json(doc.root()) == nlohmann::json{{"card", "12"}});
}
