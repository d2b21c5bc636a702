// Spoken calls (issue 34, core/calls.hpp): with *Say the calls* on, an entry
// that sets off a big moment, or a refusal on the table, is said aloud in
// the table's language by the platform's voice (ui/platform/voice.hpp). One
// utterance per entry: a newer call cuts the older one off rather than
// queueing behind it, and an entry undone silences its call.
#include "core/calls.hpp"
#include "ui/shell/controller.hpp"

namespace flipside::ui {

bool Controller::apply_calls_intent(const Intent& any) {
  const auto* set = std::get_if<intent::SetSayCalls>(&any);
  if (!set) return false;
  Settings next = settings_;
  next.say_calls = set->on;
  if (!set->on) hush();
  change_settings(next);
  return true;
}

void Controller::say_notices(const std::vector<Message>& notices) {
  if (!settings_.say_calls || !say_ || !game_) return;
  const GameInfo* info = find_game(game_->game().header().game);
  if (!info) return;
  const std::vector<Message> calls = calls_of(*info, notices);
  // An entry with nothing to call leaves the last call to finish.
  if (!calls.empty()) say_(spoken(calls, settings_.lang), settings_.lang);
}

void Controller::say_refusal(const Message& why) {
  if (settings_.say_calls && say_) say_(spoken({why}, settings_.lang), settings_.lang);
}

void Controller::hush() {
  if (settings_.say_calls && say_) say_(std::string(), settings_.lang);
}

}  // namespace flipside::ui
