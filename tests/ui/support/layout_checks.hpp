// What a player sees is whole (the render tests' checks, shared): ImGui's
// stacks balanced, no widget ID drawn twice, no text wider than its widget,
// text drawn straight on the screen inside it and never on other text,
// nothing tappable cut by the window's edges, and every tappable control
// of a screen at least a touch target (48 px) in both directions.
#pragma once

#include <catch2/catch.hpp>

#include <string>

#include "support/headless.hpp"

namespace flipside::ui::test {

inline constexpr float kMinTouchPx = 48.0f;

inline void check_clean(const Headless& h, const std::string& where) {
  INFO(where);
  for (const auto& e : h.stack_errors) FAIL_CHECK("unbalanced: " << e);
  for (const auto& e : h.diag.id_collisions) FAIL_CHECK("ID drawn twice: " << e);
  for (const auto& e : h.diag.overflows) FAIL_CHECK("text wider than its widget: " << e);
  const auto& texts = h.diag.texts;
  for (std::size_t i = 0; i < texts.size(); ++i) {
    const auto& t = texts[i];
    if (t.min.x < 0.0f || t.max.x > h.display().x + 0.5f)
      FAIL_CHECK("\"" << t.what << "\" is outside the screen: x " << t.min.x << ".." << t.max.x);
    for (std::size_t j = i + 1; j < texts.size(); ++j) {
      const auto& u = texts[j];
      const bool apart = t.max.x <= u.min.x + 0.5f || u.max.x <= t.min.x + 0.5f || t.max.y <= u.min.y + 0.5f ||
                         u.max.y <= t.min.y + 0.5f;
      if (!apart) FAIL_CHECK("\"" << t.what << "\" overlaps \"" << u.what << "\"");
    }
  }
  for (const auto& [id, rect] : h.diag.rects)
    if (rect.first.x < 8.0f || rect.second.x > h.display().x - 8.0f)
      FAIL_CHECK(id << " is outside the screen: x " << rect.first.x << ".." << rect.second.x);
}

// Every control whose name starts with `prefix` is a touch target.
inline void check_touch_targets(const Headless& h, const std::string& prefix, const std::string& where) {
  INFO(where);
  for (const auto& [id, rect] : h.diag.rects) {
    if (id.rfind(prefix, 0) != 0) continue;
    const float w = rect.second.x - rect.first.x, ht = rect.second.y - rect.first.y;
    if (w < kMinTouchPx - 0.5f || ht < kMinTouchPx - 0.5f) FAIL_CHECK(id << " is " << w << " x " << ht << " px");
  }
}

// Whether the last frame drew exactly this text straight on the screen.
inline bool drew(const Headless& h, const std::string& text) {
  for (const auto& t : h.diag.texts)
    if (t.what == text) return true;
  return false;
}

}  // namespace flipside::ui::test
