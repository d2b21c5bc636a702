// Settings' side of the controller: each choice changes a copy of the
// settings, and a change is handed to the app's sink (which saves it);
// a new text size asks the app to rebuild its fonts.
#include "ui/shell/controller.hpp"

#include <algorithm>

namespace flipside::ui {
namespace in = intent;
namespace {

// `settings` with one choice changed.
template <typename Field, typename Value>
Settings with(Settings settings, Field Settings::*field, Value value) {
  settings.*field = value;
  return settings;
}

}  // namespace

// Settings' intents, and the table's Coach, which is a setting (intent::settings_area).
bool Controller::apply_settings_intent(const Intent& any) {
  return in::visit_area<in::settings_area>(any, [this](const auto& i) {
    if constexpr (in::is<in::SetLanguage, decltype(i)>) {
      change_settings(with(settings_, &Settings::lang, i.lang));
    } else if constexpr (in::is<in::SetTheme, decltype(i)>) {
      change_settings(with(settings_, &Settings::theme, i.theme));
    } else if constexpr (in::is<in::SetKeepAwake, decltype(i)>) {
      change_settings(with(settings_, &Settings::keep_awake, i.on));
    } else if constexpr (in::is<in::SetTextScale, decltype(i)>) {
      change_settings(with(settings_, &Settings::text_scale, std::clamp(i.percent, kMinTextScale, kMaxTextScale)));
    } else if constexpr (in::is<in::ToggleCoach, decltype(i)>) {
      change_settings(with(settings_, &Settings::coach, !settings_.coach));
    } else {
      static_assert(!sizeof(i), "settings intent with no handler");
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
