#include "core/name_fold.hpp"

#include "core/script_header.hpp"

namespace flipside {
namespace {

// U+00C0..U+00FF folded: the base letter, or the small letter itself
// where it is not a letter plus a mark (ñ, æ, ð, ø, þ, ß; × ÷ as they are).
constexpr const char* kLatin1[64] = {
    "a", "a", "a", "a", "a", "a", "\xC3\xA6", "c",   // À Á Â Ã Ä Å Æ Ç
    "e", "e", "e", "e", "i", "i", "i", "i",          // È É Ê Ë Ì Í Î Ï
    "\xC3\xB0", "\xC3\xB1", "o", "o", "o", "o", "o", "\xC3\x97",  // Ð Ñ Ò Ó Ô Õ Ö ×
    "\xC3\xB8", "u", "u", "u", "u", "y", "\xC3\xBE", "\xC3\x9F",  // Ø Ù Ú Û Ü Ý Þ ß
    "a", "a", "a", "a", "a", "a", "\xC3\xA6", "c",   // à á â ã ä å æ ç
    "e", "e", "e", "e", "i", "i", "i", "i",          // è é ê ë ì í î ï
    "\xC3\xB0", "\xC3\xB1", "o", "o", "o", "o", "o", "\xC3\xB7",  // ð ñ ò ó ô õ ö ÷
    "\xC3\xB8", "u", "u", "u", "u", "y", "\xC3\xBE", "y",         // ø ù ú û ü ý þ ÿ
};

// U+0100..U+017F (Latin Extended-A): capital and small pairs of a letter
// with a mark (macron, breve, ogonek, acute, caron, cedilla, stroke...),
// folded to the base letter; Ĳ and Œ become two letters, ĸ and Ŋ keep
// their small letter.
constexpr const char* kExtendedA[128] = {
    "a", "a", "a", "a", "a", "a", "c", "c", "c", "c", "c", "c", "c", "c", "d", "d",  // 0100
    "d", "d", "e", "e", "e", "e", "e", "e", "e", "e", "e", "e", "g", "g", "g", "g",  // 0110
    "g", "g", "g", "g", "h", "h", "h", "h", "i", "i", "i", "i", "i", "i", "i", "i",  // 0120
    "i", "i", "ij", "ij", "j", "j", "k", "k", "\xC4\xB8", "l", "l", "l", "l", "l", "l", "l",  // 0130
    "l", "l", "l", "n", "n", "n", "n", "n", "n", "n", "\xC5\x8B", "\xC5\x8B", "o", "o", "o", "o",  // 0140
    "o", "o", "oe", "oe", "r", "r", "r", "r", "r", "r", "s", "s", "s", "s", "s", "s",  // 0150
    "s", "s", "t", "t", "t", "t", "t", "t", "u", "u", "u", "u", "u", "u", "u", "u",  // 0160
    "u", "u", "u", "u", "w", "w", "y", "y", "y", "z", "z", "z", "z", "z", "z", "s",  // 0170
};

}  // namespace

std::string fold_name(std::string_view name) {
  std::string out;
  out.reserve(name.size());
  while (!name.empty()) {
    const Utf8Char ch = decode_utf8(name);
    if (ch.length == 0) {  // not UTF-8: the byte compares as it is
      out.push_back(name.front());
      name.remove_prefix(1);
      continue;
    }
    const char32_t c = ch.code_point;
    if (c >= 'A' && c <= 'Z') out.push_back(static_cast<char>(c - 'A' + 'a'));
    else if (c >= 0xC0 && c <= 0xFF) out.append(kLatin1[c - 0xC0]);
    else if (c >= 0x100 && c <= 0x17F) out.append(kExtendedA[c - 0x100]);
    else out.append(name.substr(0, ch.length));
    name.remove_prefix(ch.length);
  }
  return out;
}

bool same_name(std::string_view a, std::string_view b) { return fold_name(a) == fold_name(b); }

}  // namespace flipside
