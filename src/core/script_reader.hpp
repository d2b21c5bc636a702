// Reads a game script line by line (JSON Lines, UTF-8;
// ../shared/contract/game-script.md). Blank lines and lines starting with '#'
// are skipped but still counted, so "line N" always means the Nth line of the
// file. A line ends at LF, CRLF or a lone CR (old Mac files), so the same
// script saved by any editor replays alike, with the same line numbers.
//
// The input may be hostile; whatever it holds, the reader gives a verdict in
// plain words, quickly, with memory bounded by the line limit:
// - a line longer than the limit stops the reading at once (kTooLong): the
//   replay stops at that line anyway, so endless input (/dev/zero, a stream
//   with no line end) is never read to its end;
// - a NUL byte is refused with its column (JSON parsers take it for the end
//   of the text and would silently drop the rest of the line);
// - a number too large for a double (1e400, 400 digits) is refused: it would
//   become infinity, and no engine can count with that;
// - nesting deeper than kMaxScriptDepth is refused while parsing, so no deep
//   structure is ever built (copying, printing or comparing one recurses);
// - a key given twice in one object is refused, naming it: the contract says
//   nothing is silently ignored, and the JSON parser would keep only the last.
// Columns count bytes from 1, like the JSON parser's own messages.
#pragma once

#include <cstddef>
#include <istream>
#include <optional>
#include <string>

#include <nlohmann/json.hpp>

#include "core/line_view.hpp"
#include "core/message.hpp"

namespace flipside {

inline constexpr std::size_t kMaxScriptLineBytes = 64 * 1024;
// A script line needs three levels ({"round":{"points":{...}}}); 32 leaves
// room for any game and is far from what recursion on the stack can bear.
inline constexpr int kMaxScriptDepth = 32;

class ScriptReader {
 public:
  explicit ScriptReader(std::istream& in, std::size_t max_line_bytes = kMaxScriptLineBytes)
      : in_(in), max_line_bytes_(max_line_bytes) {}

  enum class Status { kLine, kEnd, kTooLong, kReadError };

  // Advances to the next non-blank, non-comment line. kTooLong is final:
  // nothing more is read, and later calls return kTooLong again.
  Status next();
  int line_number() const { return line_number_; }
  const std::string& text() const { return text_; }

  // Parses text() as JSON under the rules above; on failure fills *error
  // with a readable reason. Never throws for anything the line holds.
  std::optional<nlohmann::json> parse(Message* error) const;
  // Reads text() in place into `doc` when the line has the common form
  // (line_view.hpp); false: parse() gives the line's value or its verdict.
  bool read_in_place(LineDoc& doc) const;

 private:
  // Takes the next bytes from the stream into the read-ahead: what the
  // stream already holds (at most kReadAhead), or, when it holds nothing,
  // one byte (which waits for input exactly as a byte-by-byte read would).
  // False at the end of the input or on a read error (the stream's state
  // says which).
  bool fill();

  static constexpr std::size_t kReadAhead = 64 * 1024;

  std::istream& in_;
  std::size_t max_line_bytes_;
  // Bytes taken from the stream but not yet read into a line: reading the
  // stream a byte at a time costs more than parsing the JSON.
  std::string ahead_;
  std::size_t ahead_pos_ = 0;
  int line_number_ = 0;
  bool after_cr_ = false;   // the last line ended with CR: a LF right after it is part of that end
  bool too_long_ = false;   // a line passed the limit: reading has stopped
  std::string text_;
};

}  // namespace flipside
