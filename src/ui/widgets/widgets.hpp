// Touch-sized widgets shared by the screens. Each one fits its text (shrinking
// the font if needed) and reports to Diagnostics when it cannot, and gives
// its ID through "###id" so the ID stays the same in every language.
#pragma once

#include <optional>
#include <string>

#include "ui/widgets/ui_context.hpp"

namespace flipside::ui {

enum class Tone { kNormal, kPrimary, kDanger, kSelected, kSubtle };

// size.x: 0 = fit the text, < 0 = all the width left; size.y: 0 = touch height.
bool button(const Ui& ui, const char* id, const std::string& label, ImVec2 size = ImVec2(0, 0),
            Tone tone = Tone::kNormal, bool enabled = true, ImFont* font = nullptr);

// On/off as a button with a check mark (not colour alone).
bool toggle(const Ui& ui, const char* id, const std::string& label, bool on, ImVec2 size = ImVec2(0, 0));

// [−] value [+]; returns the new value when a button was tapped. `less`
// and `more` label the buttons instead of − and + (e.g. ◀ ▶ for months).
// With `tapped`, the value is a button too ("<id>.value") and *tapped says
// it was tapped. `widest`: the longest the value can read, so the buttons
// beside it never move as it changes.
std::optional<int> stepper(const Ui& ui, const char* id, int value, int step, int min, int max,
                           const std::string& shown, const char* less = nullptr, const char* more = nullptr,
                           bool* tapped = nullptr, const std::string& widest = {});
// A stepper whose value is a number pad's field (ui/widgets/number_pad.hpp): the
// value is a button ("<id>.value"), drawn selected while `focused`;
// *tapped says it was tapped (the pad is to type into it). `widest`: the
// longest the value can read ("9999 points"), so the field keeps one width
// as digits are typed and the buttons beside it never move.
std::optional<int> stepper_field(const Ui& ui, const char* id, int value, int step, int min, int max,
                                 const std::string& shown, bool focused, bool* tapped,
                                 const std::string& widest = {});
// How wide stepper() draws with `shown` as its value, for laying it out.
float stepper_width(const Ui& ui, const std::string& shown);

// Text drawn on a draw list at `pos`, noted for the layout tests
// (Diagnostics::texts); returns its size. `wrap` > 0 wraps at that width.
ImVec2 draw_text(const Ui& ui, ImDrawList* draw, ImFont* font, float size, ImVec2 pos, ImU32 colour,
                 const std::string& text, float wrap = 0.0f);
// A sentence drawn wrapped inside a box of fixed size, its font shrunk as
// far as needed to fit: a message that must be read whole in a place that
// must not grow.
void text_in_box(const Ui& ui, ImDrawList* d, const std::string& text, ImVec2 a, ImVec2 size, ImU32 col);

// `text` broken at its spaces onto lines no wider than `width` in `font`
// (at its own size), joined by '\n', for a button's label on two lines or
// more; a word longer than the width is broken where it runs out (ImGui's
// wrap): every letter is shown, none cut off.
std::string wrap_words(ImFont* font, const std::string& text, float width);

// Text cut with "…" to fit max_width (names can be 32 characters).
std::string ellipsize(const std::string& text, float max_width);
void text_in_width(const std::string& text, float max_width);

// Text centred in the current window's width.
void text_centered(const std::string& text);

// A progress bar with its numbers written on it.
void progress(const Ui& ui, float fraction, const std::string& overlay, ImVec2 size);

// The largest of preferred, body and small whose rendering of `text` fits
// `width`; *fits false (and the small font) when none does.
ImFont* fitting_font(const Ui& ui, ImFont* preferred, const std::string& text, float width, bool* fits);

}  // namespace flipside::ui
