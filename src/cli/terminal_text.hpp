// Text from a script or a database, made safe to print on a terminal.
// A player name, a field name or a whole script line can hold anything:
// an ESC that starts a terminal escape sequence ("\x1b[2J" clears the
// screen), a line break that fakes a second output line, a right-to-left
// override that shows "evil.exe" as "exe.live", bytes that are not UTF-8.
// Printed raw, such text would drive the terminal instead of showing; every
// line `flipside` prints from such data goes through terminal_safe first.
#pragma once

#include <string>
#include <string_view>

namespace flipside::cli {

// Shows every control character as an escape and leaves the rest as it is:
// C0 controls and DEL as \xNN (ESC is \x1b, TAB \x09, LF \x0a), C1 controls,
// bidi marks/embeddings/overrides/isolates and the line/paragraph separators
// as \uNNNN (U+202E is \u202e) — the set is core's is_control_or_bidi, the
// one player names refuse — and each byte that is not part of valid UTF-8 as
// \xNN. Ordinary UTF-8 (María, Íñigo, ñ ¿ ¡, 李) is untouched. Meant for
// reading, not for parsing back: a backslash is left as it is.
std::string terminal_safe(std::string_view text);

}  // namespace flipside::cli
