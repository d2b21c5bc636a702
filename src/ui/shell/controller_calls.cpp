// Spoken calls (issue 34, core/calls.hpp): with *Say the calls* on, an entry
// that sets off a big moment, or a refusal on the table, is said aloud in
// the table's language by the platform's voice (ui/platform/voice.hpp). One
// utterance per entry: a newer call cuts the older one off rather than
// queueing behind it, and an entry undone silences its call.
#include "core/calls.hpp"
#include "ui/shell/controller.hpp"

namespace flipside::ui {
namespace in = intent;

// The calls' intents (intent::calls_area).
bool Controller::apply_calls_intent(const Intent& any) {
  return in::visit_area<in::calls_area>(any, [this](const auto& i) {
    if constexpr (in::is<in::SetSayCalls, decltype(i)>) {
      Settings next = settings_;
      next.say_calls = i.on;
      if (!i.on) hush();
      change_settings(next);
    } else {
      static_assert(!sizeof(i), "calls intent with no handler");
    }
  });
}

void Controller::say_notices(const std::vector<Message>& notices) {
  if (!settings_.say_calls || !hooks_.say || !game_) return;
  const GameInfo* info = find_game(game_->game().header().game);
  if (!info) return;
  const std::vector<Message> calls = calls_of(*info, notices);
  // An entry with nothing to call leaves the last call to finish.
  if (!calls.empty()) hooks_.say(spoken(calls, settings_.lang), settings_.lang);
}

void Controller::say_refusal(const Message& why) {
  if (settings_.say_calls && hooks_.say) hooks_.say(spoken({why}, settings_.lang), settings_.lang);
}

void Controller::hush() {
  if (settings_.say_calls && hooks_.say) hooks_.say(std::string(), settings_.lang);
}

}  // namespace flipside::ui
