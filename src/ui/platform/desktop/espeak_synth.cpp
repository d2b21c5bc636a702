// espeak-ng in its synchronous mode (espeak_synth.hpp): espeak_Synth returns
// once the whole sound went through our callback, on the calling thread, so
// the voice's own thread makes it and no thread of espeak's is left running.
#include "ui/platform/desktop/espeak_synth.hpp"

#include <espeak-ng/speak_lib.h>

#include <mutex>

namespace flipside::ui {

namespace {

// espeak-ng's synthesiser is one per process, not safe to share between
// threads: one lock for all of it, and its start-up done once under it.
std::mutex espeak_mutex;
int espeak_rate = 0;  // samples a second, once started; -1: it failed to start

struct Collecting {
  Speech* speech;
  const std::function<bool()>* cut;
};

int collect(short* wav, int count, espeak_EVENT* events) {
  auto* into = static_cast<Collecting*>(events->user_data);
  if (wav && count > 0) into->speech->samples.insert(into->speech->samples.end(), wav, wav + count);
  return (*into->cut && (*into->cut)()) ? 1 : 0;  // 1: stop making this sound
}

const char* voice_name(Lang lang) { return lang == Lang::kSpanish ? "es" : "en"; }

}  // namespace

Speech synthesize(const std::string& words, Lang lang, const std::function<bool()>& cut) {
  Speech speech;
  std::lock_guard<std::mutex> lock(espeak_mutex);
  if (espeak_rate == 0) {
    espeak_rate = espeak_Initialize(AUDIO_OUTPUT_SYNCHRONOUS, 0, nullptr, 0);
    if (espeak_rate <= 0) espeak_rate = -1;
    else espeak_SetSynthCallback(collect);
  }
  if (espeak_rate < 0 || words.empty()) return speech;
  if (espeak_SetVoiceByName(voice_name(lang)) != EE_OK) return speech;
  speech.rate = espeak_rate;
  Collecting into{&speech, &cut};
  espeak_Synth(words.c_str(), words.size() + 1, 0, POS_CHARACTER, 0, espeakCHARS_UTF8, nullptr, &into);
  return speech;
}

}  // namespace flipside::ui
