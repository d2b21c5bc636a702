// Issue 20 item 2, "nothing moves under a finger": the tappable controls of
// a screen (Diagnostics::rects, every named widget) compared between two
// frames, before and after a message, a prompt, a panel or a banner
// appears. A control that the second frame still draws must be exactly where
// it was, at its size; one that is gone is listed too unless the caller says
// it may go (a button that only makes sense before the message).
#pragma once

#include <cmath>
#include <string>
#include <unordered_map>
#include <utility>
#include <vector>

#include "imgui.h"

namespace flipside::ui::test {

using ControlRects = std::unordered_map<std::string, std::pair<ImVec2, ImVec2>>;

// The controls that moved, shrank, grew or vanished from `before` to
// `after`, each with where it was and where it went, for a test's message.
// `may_go`: name prefixes of controls allowed to be absent afterwards.
inline std::vector<std::string> moved_controls(const ControlRects& before, const ControlRects& after,
                                               const std::vector<std::string>& may_go = {}) {
  constexpr float kTolerance = 0.5f;  // ImGui rounds positions to whole pixels
  auto same = [](ImVec2 a, ImVec2 b) { return std::fabs(a.x - b.x) <= kTolerance && std::fabs(a.y - b.y) <= kTolerance; };
  auto text = [](const std::pair<ImVec2, ImVec2>& r) {
    auto n = [](float v) { return std::to_string(static_cast<int>(std::lround(v))); };
    // Appended piece by piece: g++ 12 warns falsely (-Wrestrict) on
    // "(" + std::string&& once this is inlined into some tests.
    std::string out = "(";
    out += n(r.first.x);
    out += ",";
    out += n(r.first.y);
    out += ")-(";
    out += n(r.second.x);
    out += ",";
    out += n(r.second.y);
    out += ")";
    return out;
  };
  std::vector<std::string> moved;
  for (const auto& [name, rect] : before) {
    auto it = after.find(name);
    if (it == after.end()) {
      bool allowed = false;
      for (const auto& prefix : may_go) allowed = allowed || name.rfind(prefix, 0) == 0;
      if (!allowed) moved.push_back(name + " " + text(rect) + " is gone");
      continue;
    }
    if (!same(rect.first, it->second.first) || !same(rect.second, it->second.second))
      moved.push_back(name + " " + text(rect) + " -> " + text(it->second));
  }
  return moved;
}

// The controls that came in from `before` to `after` on a place where
// another control was (issue 32 item 5: an Undo that came in where a row's
// delete button had been took the tap meant for that button).
inline std::vector<std::string> landed_on(const ControlRects& before, const ControlRects& after) {
  constexpr float kTolerance = 0.5f;
  auto overlap = [](const std::pair<ImVec2, ImVec2>& a, const std::pair<ImVec2, ImVec2>& b) {
    return a.first.x < b.second.x - kTolerance && b.first.x < a.second.x - kTolerance &&
           a.first.y < b.second.y - kTolerance && b.first.y < a.second.y - kTolerance;
  };
  std::vector<std::string> landed;
  for (const auto& [name, rect] : after) {
    if (before.count(name)) continue;
    for (const auto& [old_name, old_rect] : before)
      if (overlap(rect, old_rect) && (!after.count(old_name) || overlap(after.at(old_name), old_rect)))
        landed.push_back(name + " came in over where " + old_name + " was");
  }
  return landed;
}

}  // namespace flipside::ui::test
