#include "core/script_reader.hpp"

namespace flipside {
namespace {

bool is_blank_or_comment(const std::string& s) {
  for (char c : s) {
    if (c == ' ' || c == '\t' || c == '\r') continue;
    return c == '#';
  }
  return true;
}

}  // namespace

ScriptReader::Status ScriptReader::next() {
  for (;;) {
    if (!in_.good()) return in_.bad() ? Status::kReadError : Status::kEnd;
    text_.clear();
    ++line_number_;
    bool too_long = false;
    bool any = false;
    std::streambuf* buf = in_.rdbuf();
    for (;;) {
      int c = buf->sbumpc();
      if (c == std::char_traits<char>::eof()) {
        in_.setstate(std::ios::eofbit);
        break;
      }
      any = true;
      if (c == '\n') break;
      if (text_.size() < max_line_bytes_) text_.push_back(static_cast<char>(c));
      else too_long = true;
    }
    if (!any && !too_long) return Status::kEnd;
    if (too_long) {
      text_.clear();
      return Status::kTooLong;
    }
    if (line_number_ == 1 && text_.size() >= 3 && text_.compare(0, 3, "\xEF\xBB\xBF") == 0) text_.erase(0, 3);
    if (!is_blank_or_comment(text_)) return Status::kLine;
  }
}

std::optional<nlohmann::json> ScriptReader::parse(Message* error) const {
  try {
    return nlohmann::json::parse(text_);
  } catch (const nlohmann::json::parse_error& e) {
    // e.what() starts with "[json.exception.parse_error.101] "; keep the reason.
    std::string what = e.what();
    auto pos = what.find("] ");
    if (pos != std::string::npos) what.erase(0, pos + 2);
    // "parse error at line 1, column 14: ..." — the line is always 1 here (one
    // script line is parsed at a time), so keep only the column.
    if (what.rfind("parse error at line ", 0) == 0) {
      auto comma = what.find(", ");
      if (comma != std::string::npos) what.erase(0, comma + 2);
    }
    if (error) *error = msg("script.bad_json", what);
    return std::nullopt;
  }
}

}  // namespace flipside
