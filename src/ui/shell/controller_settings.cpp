// Settings' side of the controller: each choice changes a copy of the
// settings, and a change is handed to the app's sink (which saves it);
// a new text size asks the app to rebuild its fonts.
#include "ui/shell/controller.hpp"

#include <algorithm>

namespace flipside::ui {

// Settings' intents, and the table's Coach, which is a setting (intent::settings_area).
bool Controller::apply_settings_intent(const Intent& any) {
  return intent::visit_area<intent::settings_area>(any, [this](const auto& i) {
    using T = std::decay_t<decltype(i)>;
    namespace in = intent;
    if constexpr (std::is_same_v<T, in::SetLanguage>) {
      Settings next = settings_;
      next.lang = i.lang;
      change_settings(next);
    } else if constexpr (std::is_same_v<T, in::SetTheme>) {
      Settings next = settings_;
      next.theme = i.theme;
      change_settings(next);
    } else if constexpr (std::is_same_v<T, in::SetKeepAwake>) {
      Settings next = settings_;
      next.keep_awake = i.on;
      change_settings(next);
    } else if constexpr (std::is_same_v<T, in::SetTextScale>) {
      Settings next = settings_;
      next.text_scale = std::clamp(i.percent, kMinTextScale, kMaxTextScale);
      change_settings(next);
    } else if constexpr (std::is_same_v<T, in::ToggleCoach>) {
      Settings next = settings_;
      next.coach = !next.coach;
      change_settings(next);
    } else {
      static_assert(!sizeof(T), "settings intent with no handler");
    }
  });
}

void Controller::change_settings(const Settings& next) {
  if (next == settings_) return;
  if (next.text_scale != settings_.text_scale) fonts_dirty_ = true;
  settings_ = next;
  if (hooks_.settings_sink) hooks_.settings_sink(settings_);
}

}  // namespace flipside::ui
