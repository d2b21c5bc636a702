// The desktop's voice (ui/platform/voice.hpp): espeak-ng's sound
// (espeak_synth.hpp) played through SDL's audio, both on a thread of the
// voice's own, so say() only hands the words over. A newer call stops the
// sound being made or played and takes its place. Once a call has been
// said the audio device is closed: with nothing to say, no thread runs.
#pragma once

#include <SDL.h>

#include <condition_variable>
#include <functional>
#include <mutex>
#include <optional>
#include <string>
#include <thread>

#include "ui/platform/voice.hpp"

namespace flipside::ui {

class EspeakVoice final : public Voice {
 public:
  // `done`, for tests: told on the voice's thread of each call it is done
  // with, and whether it was said whole (false: cut off by a newer one).
  explicit EspeakVoice(std::function<void(const std::string& words, bool whole)> done = {});
  ~EspeakVoice() override;
  EspeakVoice(const EspeakVoice&) = delete;
  EspeakVoice& operator=(const EspeakVoice&) = delete;

  void say(const std::string& words, Lang lang) override;

 private:
  struct Call {
    std::string words;
    Lang lang = Lang::kEnglish;
  };
  void run();
  bool newer_than(unsigned serial);
  // Plays the call's sound to its end or until a newer call; true when whole.
  bool play(const std::vector<std::int16_t>& samples, int rate, unsigned serial);
  void close_device();

  std::function<void(const std::string&, bool)> done_;
  std::mutex mutex_;
  std::condition_variable wake_;
  std::optional<Call> next_;  // guarded by mutex_
  unsigned serial_ = 0;       // guarded by mutex_: one more for each call handed over
  bool quit_ = false;         // guarded by mutex_
  SDL_AudioDeviceID device_ = 0;  // the voice's thread only
  int device_rate_ = 0;
  std::thread thread_;  // last: started once everything above is
};

}  // namespace flipside::ui
