// The filters' chips, drawn the same on History and Statistics (issue 21
// item 3: one filter, one look): the games (All games, then each game), and
// the dates with their month steppers: All time, Last 30
// days, This year, Last year, Months… and, with Months…, From ◀ Mar 2026 ▶
// To ◀ Nov 2026 ▶. Each screen names its widgets with its own prefix
// ("history", "stats") and turns a choice into its own intent; what a
// choice lets through is core/date_range.hpp's.
#pragma once

#include <functional>
#include <string>

#include "core/date_range.hpp"
#include "ui/shell/intents.hpp"
#include "ui/widgets/ui_context.hpp"

namespace flipside::ui {

// Text as tall as a touch target, centred on it: a label beside buttons.
void touch_label(const Ui& ui, const std::string& text);

// A chip's width: its tick, its label and the button's padding.
float chip_width(const Ui& ui, const std::string& label);

// Lays chips in rows: each goes beside the last while it fits.
struct ChipFlow {
  bool first = true;
  void next(const Ui& ui, const std::string& label);
};

// "All games" and each playable game as chips ("<prefix>.game.all",
// "<prefix>.game.<id>"), in a flow of their own; a tap emits choose(id),
// "" for every game.
void game_chips(const Ui& ui, const std::string& prefix, const std::string& current,
                const std::function<Intent(std::string)>& choose);

// The presets as chips ("<prefix>.dates.all", ".30", ".this_year",
// ".last_year", ".months"), continuing `flow`; a tap emits choose(preset).
void date_preset_chips(const Ui& ui, ChipFlow& flow, const std::string& prefix, DatePreset current,
                       const std::function<Intent(DatePreset)>& choose);

// Whose games (issue 24): "All devices" and "This device" as chips
// ("<prefix>.devices.all", ".here"), continuing `flow`; a tap emits
// choose(this_device).
void device_scope_chips(const Ui& ui, ChipFlow& flow, const std::string& prefix, bool this_device,
                        const std::function<Intent(bool)>& choose);

// "Mar 2026" / "mar 2026".
std::string month_label(const Ui& ui, int month);

// From ◀ first ▶  To ◀ last ▶ ("<prefix>.months.first", ".last"), a month a
// tap between `oldest` and `newest`; the two never cross. A tap on a month
// ("<prefix>.months.first.value") lists every month to pick one at once
// ("<prefix>.months.first.list.<month_index>"). A step or a pick emits
// choose(first, last).
void month_steppers(const Ui& ui, const std::string& prefix, int first, int last, int oldest, int newest,
                    const std::function<Intent(int, int)>& choose);

}  // namespace flipside::ui
