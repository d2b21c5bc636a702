// The script reader on hostile input: every line gets a verdict in plain
// words, quickly, without a crash, a hang or memory growing with the input
// (../shared/contract/game-script.md; tests/cli/replay_cli_test.sh runs the
// same cases through the real binary).
#include <catch2/catch.hpp>

#include <fstream>
#include <sstream>
#include <streambuf>
#include <string>

#include "core/i18n/lang.hpp"
#include "core/script_reader.hpp"

using namespace flipside;

namespace {

// Parses one line; "ok" or the rendered reason. The line limit is raised so
// that 100,000 levels of nesting reach the parser.
std::string parse_line(const std::string& line) {
  std::istringstream in(line + "\n");
  ScriptReader reader(in, 1 << 20);
  REQUIRE(reader.next() == ScriptReader::Status::kLine);
  Message error;
  std::optional<nlohmann::json> parsed;
  REQUIRE_NOTHROW(parsed = reader.parse(&error));
  return parsed ? std::string("ok") : render(error);
}

std::string nested(int levels, const std::string& inner = "1") {
  return std::string(static_cast<std::size_t>(levels), '[') + inner + std::string(static_cast<std::size_t>(levels), ']');
}

// An input that never ends ('a' forever), counting what was read from it.
class EndlessBuf : public std::streambuf {
 public:
  std::size_t served = 0;

 protected:
  int_type underflow() override {
    served += sizeof(chunk_);
    setg(chunk_, chunk_, chunk_ + sizeof(chunk_));
    return traits_type::to_int_type(chunk_[0]);
  }

 private:
  char chunk_[4096] = {};
};

}  // namespace

TEST_CASE("Reader: numbers too large for a double are refused, wherever they are", "[core][reader]") {
  CHECK(parse_line(R"({"card":1e400})") == "the number 1e400 at column 9 is too large");
  CHECK(parse_line(R"({"card":-1e400})") == "the number -1e400 at column 9 is too large");
  CHECK(parse_line(R"({"options":{"target":[1,2,1e999]}})") == "the number 1e999 at column 27 is too large");
  const std::string digits(400, '9');
  CHECK(parse_line(R"({"card":)" + digits + "}") == "the number 999999999999… at column 9 is too large");
  CHECK(render(msg("script.number_too_large", 9, "1e400"), Lang::kSpanish) ==
        "el número 1e400 en la columna 9 es demasiado grande");
  // Large but finite numbers and tiny ones are numbers like any other.
  CHECK(parse_line(R"({"card":1e300,"x":1e-400,"y":18446744073709551616})") == "ok");
}

TEST_CASE("Reader: nesting deeper than the limit is refused while parsing", "[core][reader]") {
  CHECK(parse_line(R"({"a":)" + nested(31) + "}") == "ok");
  CHECK(parse_line(R"({"a":)" + nested(32) + "}") == "the JSON is nested more than 32 levels deep");
  CHECK(parse_line(nested(32)) == "ok");
  CHECK(parse_line(nested(100000)) == "the JSON is nested more than 32 levels deep");
  std::string objects;
  for (int i = 0; i < 20000; ++i) objects += R"({"a":)";
  objects += "1" + std::string(20000, '}');
  CHECK(parse_line(objects) == "the JSON is nested more than 32 levels deep");
  // Unclosed: still refused for depth, not read to the end.
  CHECK(parse_line(std::string(60000, '[')) == "the JSON is nested more than 32 levels deep");
}

TEST_CASE("Reader: a NUL byte is refused with its column, not taken as the end of the line", "[core][reader]") {
  CHECK(parse_line(std::string("{\"card\":\"7\"}\0{\"card\":\"8\"}", 25)) ==
        "a NUL byte (column 13): a script must be plain text");
  CHECK(parse_line(std::string("{\"card\":\"7\0\"}", 13)) == "a NUL byte (column 11): a script must be plain text");
  CHECK(render(msg("script.nul_byte", 3), Lang::kSpanish) == "un byte NUL (columna 3): un guion debe ser texto normal");
}

TEST_CASE("Reader: a key twice in one object is refused, naming it", "[core][reader]") {
  CHECK(parse_line(R"({"card":"3","card":"4"})") == "the field \"card\" appears twice in the same object");
  CHECK(parse_line(R"({"options":{"target":1,"decks":1,"target":2}})") ==
        "the field \"target\" appears twice in the same object");
  CHECK(parse_line(R"({"a":[{"x":1},{"y":2,"y":3}]})") == "the field \"y\" appears twice in the same object");
  // The same key in different objects is fine.
  CHECK(parse_line(R"({"a":{"a":{"a":1}},"b":[{"a":1},{"a":2}],"c":{"a":1}})") == "ok");
  CHECK(parse_line(R"({"a":1,"A":2})") == "ok");
}

TEST_CASE("Reader: a lone CR ends a line like LF, CRLF is one line end", "[core][reader]") {
  std::istringstream in("{\"a\":1}\r{\"b\":2}\r\n\r\n\r# note\r{\"c\":3}\n{\"d\":4}\r");
  ScriptReader reader(in);
  std::vector<std::pair<int, std::string>> lines;
  while (reader.next() == ScriptReader::Status::kLine) lines.emplace_back(reader.line_number(), reader.text());
  CHECK(lines == std::vector<std::pair<int, std::string>>{
                     {1, "{\"a\":1}"}, {2, "{\"b\":2}"}, {6, "{\"c\":3}"}, {7, "{\"d\":4}"}});
}

TEST_CASE("Reader: a too-long line stops the reading at once", "[core][reader]") {
  EndlessBuf endless;
  std::istream in(&endless);
  ScriptReader reader(in, 1000);
  CHECK(reader.next() == ScriptReader::Status::kTooLong);
  CHECK(reader.line_number() == 1);
  CHECK(endless.served <= 2 * 4096);
  CHECK(reader.next() == ScriptReader::Status::kTooLong);  // stays stopped: nothing more is read
  CHECK(endless.served <= 2 * 4096);

  std::istringstream exact(std::string(1000, ' ') + "\n{}\n" + std::string(1001, 'x') + "\n{}\n");
  ScriptReader limited(exact, 1000);
  CHECK(limited.next() == ScriptReader::Status::kLine);  // line 2: line 1 (1000 spaces) is blank
  CHECK(limited.line_number() == 2);
  CHECK(limited.next() == ScriptReader::Status::kTooLong);
  CHECK(limited.line_number() == 3);
}

TEST_CASE("Reader and name messages exist in English and Spanish", "[core][reader][i18n]") {
  for (const char* key : {"script.cannot_read", "script.cannot_open", "script.is_folder", "script.no_such_file",
                          "script.not_allowed", "script.nul_byte", "script.number_too_large", "script.too_deep",
                          "script.duplicate_key", "header.name_control", "header.name_not_utf8"}) {
    INFO(key);
    CHECK(text(key, Lang::kEnglish) != std::string_view(key));
    CHECK(text(key, Lang::kSpanish) != std::string_view(key));
    CHECK(text(key, Lang::kSpanish) != text(key, Lang::kEnglish));
  }
  Message folder = msg("script.cannot_read", "/tmp");
  folder.args.push_back(Arg::list_arg({msg("script.is_folder")}));
  CHECK(render(folder) == "cannot read /tmp: it is a folder, not a file");
  CHECK(render(folder, Lang::kSpanish) == "no se puede leer /tmp: es una carpeta, no un archivo");
}

TEST_CASE("Reader: a read error is a verdict, not an exception", "[core][reader]") {
  // libstdc++'s filebuf throws when read() fails; a folder opened as a file
  // (std::ifstream allows it) fails every read with EISDIR.
  std::ifstream folder(FLIPSIDE_TEST_SCRIPTS, std::ios::binary);
  REQUIRE(folder.is_open());
  ScriptReader reader(folder);
  ScriptReader::Status status = ScriptReader::Status::kLine;
  REQUIRE_NOTHROW(status = reader.next());
  CHECK(status == ScriptReader::Status::kReadError);
}
