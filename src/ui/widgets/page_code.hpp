// The page on phones' code as the table sees it (issue 23): the QR code
// (dark on white whatever the theme), the address in words for a phone that
// cannot scan, how many phones play, and a New code button. Drawn in
// Settings and over the table (the table bar's Phones).
#pragma once

#include "ui/shell/page_share.hpp"
#include "ui/widgets/ui_context.hpp"

namespace flipside::ui {

// At the cursor, within the available width and at most `max_side` tall for
// the code; the code's square is recorded as diagnostics area `area`.
void draw_page_code(const Ui& ui, const PageShare& share, const char* area, float max_side);

}  // namespace flipside::ui
