// Reads a game script line by line (JSON Lines, UTF-8). Blank lines and
// lines starting with '#' are skipped but still counted, so "line N" always
// means the Nth line of the file. A line longer than the limit is skipped
// without being kept in memory and reported, so a 100 MB line costs neither
// memory nor a hang.
#pragma once

#include <cstddef>
#include <istream>
#include <optional>
#include <string>

#include <nlohmann/json.hpp>

#include "core/message.hpp"

namespace flipside {

inline constexpr std::size_t kMaxScriptLineBytes = 64 * 1024;

class ScriptReader {
 public:
  explicit ScriptReader(std::istream& in, std::size_t max_line_bytes = kMaxScriptLineBytes)
      : in_(in), max_line_bytes_(max_line_bytes) {}

  enum class Status { kLine, kEnd, kTooLong, kReadError };

  // Advances to the next non-blank, non-comment line.
  Status next();
  int line_number() const { return line_number_; }
  const std::string& text() const { return text_; }

  // Parses text() as JSON; on failure fills *error with a readable reason.
  std::optional<nlohmann::json> parse(Message* error) const;

 private:
  std::istream& in_;
  std::size_t max_line_bytes_;
  int line_number_ = 0;
  std::string text_;
};

}  // namespace flipside
