// The voice that says the table's calls (issue 34, core/calls.hpp), each
// platform its own, behind this one seam:
//   ui/platform/desktop/espeak_voice.cpp  espeak-ng, made and played on a
//                                         thread of its own through SDL audio
//   ui/platform/web/voice.cpp             the browser's Web Speech API
// A frame never waits for it: say() hands the words over and returns.
#pragma once

#include <memory>
#include <string>

#include "core/i18n/lang.hpp"

namespace flipside::ui {

class Voice {
 public:
  virtual ~Voice() = default;
  // Says `words` in `lang`, cutting off whatever was still being said (a
  // newer call replaces an older one, never queues behind it). Empty words:
  // silence.
  virtual void say(const std::string& words, Lang lang) = 0;
};

// This platform's voice; null where the device has none (no sound device,
// no speech in the browser): the calls are then not said.
std::unique_ptr<Voice> make_voice();

}  // namespace flipside::ui
