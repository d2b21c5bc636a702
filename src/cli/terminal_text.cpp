#include "cli/terminal_text.hpp"

#include <algorithm>
#include <cstdio>

#include "core/script_header.hpp"

namespace flipside::cli {

std::string terminal_safe(std::string_view text) {
  // Most lines are plain printable ASCII: nothing to do.
  if (std::all_of(text.begin(), text.end(), [](char c) { return c >= 0x20 && c < 0x7F; })) return std::string(text);
  std::string out;
  out.reserve(text.size() + 16);
  char escape[16];
  while (!text.empty()) {
    const Utf8Char ch = decode_utf8(text);
    if (ch.length == 0) {  // not UTF-8: show the byte
      std::snprintf(escape, sizeof escape, "\\x%02x", static_cast<unsigned>(static_cast<unsigned char>(text.front())));
      out += escape;
      text.remove_prefix(1);
      continue;
    }
    if (is_control_or_bidi(ch.code_point)) {
      std::snprintf(escape, sizeof escape, ch.code_point < 0x80 ? "\\x%02x" : "\\u%04x",
                    static_cast<unsigned>(ch.code_point));
      out += escape;
    } else {
      out.append(text.substr(0, ch.length));
    }
    text.remove_prefix(ch.length);
  }
  return out;
}

}  // namespace flipside::cli
