// Words into sound with Debian's espeak-ng (libespeak-ng), for the desktop's
// voice (espeak_voice.hpp) and for the tests that listen to every call.
// espeak-ng keeps one synthesiser per process: calls are serialised here.
#pragma once

#include <cstdint>
#include <functional>
#include <string>
#include <vector>

#include "core/i18n/lang.hpp"

namespace flipside::ui {

struct Speech {
  std::vector<std::int16_t> samples;  // mono, signed 16-bit
  int rate = 0;                       // samples a second; 0: espeak-ng could not start
  double seconds() const { return rate > 0 ? static_cast<double>(samples.size()) / rate : 0.0; }
};

// `words` said in `lang`'s voice. `cut`, asked as the sound is made, stops
// it part-way when it answers true (a newer call came in).
Speech synthesize(const std::string& words, Lang lang, const std::function<bool()>& cut = {});

}  // namespace flipside::ui
