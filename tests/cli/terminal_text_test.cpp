// terminal_safe: what a script or a database holds may be shown on a
// terminal, but never drives it (no escape sequences, no reordered text).
#include <catch2/catch.hpp>

#include <sstream>

#include "cli/commands.hpp"
#include "cli/terminal_text.hpp"

using flipside::cli::terminal_safe;

TEST_CASE("terminal_safe: ordinary text and UTF-8 pass unchanged", "[cli][terminal]") {
  CHECK(terminal_safe("") == "");
  CHECK(terminal_safe("line 6: Ben is not on turn") == "line 6: Ben is not on turn");
  CHECK(terminal_safe("María, Íñigo, ñ ¿ ¡, Zoë, 李, 🎲") == "María, Íñigo, ñ ¿ ¡, Zoë, 李, 🎲");
  CHECK(terminal_safe("\u00a0\u2010\u2030") == "\u00a0\u2010\u2030");  // neighbours of the escaped ranges
  CHECK(terminal_safe("C:\\path") == "C:\\path");
}

TEST_CASE("terminal_safe: control characters are shown as escapes", "[cli][terminal]") {
  CHECK(terminal_safe("\x1b[2J") == "\\x1b[2J");
  CHECK(terminal_safe(std::string_view("a\0b", 3)) == "a\\x00b");
  CHECK(terminal_safe("a\tb\r\nc\a") == "a\\x09b\\x0d\\x0ac\\x07");
  CHECK(terminal_safe("\x7f") == "\\x7f");
  CHECK(terminal_safe("\xc2\x80-\xc2\x9f") == "\\u0080-\\u009f");  // C1, e.g. U+009B (CSI)
  CHECK(terminal_safe("\u202eevil\u202c") == "\\u202eevil\\u202c");
  CHECK(terminal_safe("\u200e\u200f\u202a\u202b\u202d\u2066\u2067\u2068\u2069\u061c\u2028\u2029") ==
        "\\u200e\\u200f\\u202a\\u202b\\u202d\\u2066\\u2067\\u2068\\u2069\\u061c\\u2028\\u2029");
}

TEST_CASE("terminal_safe: bytes that are not UTF-8 are shown as \\xNN", "[cli][terminal]") {
  CHECK(terminal_safe("Ana\xff") == "Ana\\xff");
  CHECK(terminal_safe("\xc3") == "\\xc3");                 // truncated at the end
  CHECK(terminal_safe("\xc3(") == "\\xc3(");               // truncated in the middle
  CHECK(terminal_safe("\xc0\xaf") == "\\xc0\\xaf");        // overlong '/'
  CHECK(terminal_safe("\xed\xa0\x80") == "\\xed\\xa0\\x80");  // a surrogate
  CHECK(terminal_safe("\xf4\x90\x80\x80") == "\\xf4\\x90\\x80\\x80");  // above U+10FFFF
  CHECK(terminal_safe("\x9b" "2J") == "\\x9b2J");          // a raw 8-bit CSI
}

TEST_CASE("replay: the `line N: reason` line reaches stderr escaped, on one line", "[cli][terminal]") {
  const std::string path = std::string(FLIPSIDE_TEST_SCRIPTS) + "/hostile/escape_in_later_line.jsonl";
  std::ostringstream out, err;
  CHECK(flipside::cli::run_replay(path, out, err) == 1);
  CHECK(err.str() == "line 4: \"\\x1b[2J\\u202e\" is not a player in this game\n");
}

TEST_CASE("replay: a folder or a missing file is one `line 1` sentence, exit 2", "[cli][terminal]") {
  std::ostringstream out, err;
  CHECK(flipside::cli::run_replay(FLIPSIDE_TEST_SCRIPTS, out, err) == 2);
  CHECK(err.str() == "line 1: cannot read " + std::string(FLIPSIDE_TEST_SCRIPTS) + ": it is a folder, not a file\n");
  CHECK(out.str().empty());
  std::ostringstream out2, err2;
  CHECK(flipside::cli::run_replay("/nonexistent/x.jsonl", out2, err2) == 2);
  CHECK(err2.str() == "line 1: cannot read /nonexistent/x.jsonl: there is no such file\n");
}
