// Points typed on a number pad (issue 20, item 4: "Typed points by number
// pad"): wherever a table's form takes points per player (a score mode's
// round or hand, a hand's points typed), the keys 1–9, 0, ⌫ and ⏎ are
// touch-sized buttons, and the keyboard's 0–9, Backspace and Enter do the
// same. A tap on a player's value gives it the pad; the form's steppers stay
// beside it for small changes. Today 100 points took ten or more taps of +10;
// on the pad they are three (1, 0, 0).
#pragma once

#include <string>
#include <vector>

#include "ui/widgets/ui_context.hpp"

namespace flipside::ui {

// One key of the pad, tapped or pressed.
struct PadPress {
  int digit = -1;      // 0–9
  bool back = false;   // ⌫: the last digit goes
  bool enter = false;  // ⏎: the next player's value, or the form's own Enter after the last
  bool any() const { return digit >= 0 || back || enter; }
};

// The pad drawn at the cursor across `width`, in two rows of six
// (1 2 3 4 5 6 / 7 8 9 0 ⌫ ⏎), each key at least touch-sized; its keys are
// named "<id>.0" … "<id>.9", "<id>.back", "<id>.enter". `keyboard`: the
// keys pressed this frame count too (false while a popup is open), in the
// order typed (a fast typist's "100" can come in one frame).
std::vector<PadPress> number_pad(const Ui& ui, const std::string& id, float width, bool keyboard);
// The height number_pad() takes.
float number_pad_height(const Ui& ui);

// Which value of a form the pad types into, kept in ViewState::picks as
// `key` (the field: a seat) and `key`.fresh (1: the next digit starts the
// number again, as the field has just been chosen and holds a value).
class PadFocus {
 public:
  PadFocus(ViewState& vs, std::string key) : vs_(vs), key_(std::move(key)) {}
  // The field with the pad among `fields` (in the order ⏎ goes through
  // them): the one chosen, else the first (-1: none).
  int field(const std::vector<int>& fields) const;
  void choose(int field);
  // `press` applied to values[field]: a digit appends (or starts again on
  // a fresh field) unless the number would pass `most`, ⌫ drops the last
  // digit, ⏎ moves on to the next field. True when ⏎ came on the last
  // field: the form enters what it holds.
  bool apply(const PadPress& press, std::vector<int>& values, const std::vector<int>& fields, int most);

 private:
  ViewState& vs_;
  std::string key_;
};

// "Ana: 120 + 35 = 155 in all": a player's total once the points typed are
// entered, shown before they are, on one line of `width` (a long name is
// cut, never the figures).
void total_after(const Ui& ui, const std::string& name, int total, int points, float width);

// The value of a field as a button (tapped: the pad types into it), drawn
// selected while it has the pad.
bool pad_field(const Ui& ui, const std::string& id, const std::string& shown, bool focused, ImVec2 size);

}  // namespace flipside::ui
