// The browser's voice (ui/platform/voice.hpp): the Web Speech API, which
// speaks off the page's thread by itself. cancel() before speak() makes a
// newer call replace the older one instead of queueing behind it. The
// language's code ("es", "en") lets the browser pick its own voice for it.
#include <emscripten.h>

#include "ui/platform/voice.hpp"

// EM_JS declares C functions: at file scope.
// clang-format off
EM_JS(int, flipside_has_speech, (), {
  return (typeof speechSynthesis !== 'undefined' && typeof SpeechSynthesisUtterance !== 'undefined') ? 1 : 0;
});

EM_JS(void, flipside_say, (const char* words, const char* lang), {
  speechSynthesis.cancel();
  const text = UTF8ToString(words);
  if (!text) return;
  const utterance = new SpeechSynthesisUtterance(text);
  utterance.lang = UTF8ToString(lang);
  speechSynthesis.speak(utterance);
});
// clang-format on

namespace flipside::ui {

namespace {

class WebSpeechVoice final : public Voice {
 public:
  void say(const std::string& words, Lang lang) override {
    flipside_say(words.c_str(), std::string(lang_code(lang)).c_str());
  }
};

}  // namespace

std::unique_ptr<Voice> make_voice() {
  if (!flipside_has_speech()) return nullptr;
  return std::make_unique<WebSpeechVoice>();
}

}  // namespace flipside::ui
