// The desktop's voice (espeak_voice.hpp).
#include "ui/platform/desktop/espeak_voice.hpp"

#include <chrono>

#include "ui/platform/desktop/espeak_synth.hpp"

namespace flipside::ui {

namespace {
// How often a playing call looks whether its sound has run out: a newer
// call wakes it at once. Nothing wakes while nothing is said.
constexpr auto kPlayingPoll = std::chrono::milliseconds(20);
}  // namespace

EspeakVoice::EspeakVoice(std::function<void(const std::string&, bool)> done)
    : done_(std::move(done)), thread_([this] { run(); }) {}

EspeakVoice::~EspeakVoice() {
  {
    std::lock_guard<std::mutex> lock(mutex_);
    quit_ = true;
    ++serial_;
  }
  wake_.notify_all();
  thread_.join();
}

void EspeakVoice::say(const std::string& words, Lang lang) {
  {
    std::lock_guard<std::mutex> lock(mutex_);
    next_ = Call{words, lang};
    ++serial_;
  }
  wake_.notify_all();
}

bool EspeakVoice::newer_than(unsigned serial) {
  std::lock_guard<std::mutex> lock(mutex_);
  return serial_ != serial;
}

void EspeakVoice::run() {
  for (;;) {
    Call call;
    unsigned serial = 0;
    {
      std::unique_lock<std::mutex> lock(mutex_);
      wake_.wait(lock, [this] { return quit_ || next_.has_value(); });
      if (quit_) break;
      call = std::move(*next_);
      next_.reset();
      serial = serial_;
    }
    if (call.words.empty()) {  // silence: stop what plays
      close_device();
      continue;
    }
    const Speech speech = synthesize(call.words, call.lang, [&] { return newer_than(serial); });
    bool whole = false;
    if (!newer_than(serial) && !speech.samples.empty()) whole = play(speech.samples, speech.rate, serial);
    if (done_) done_(call.words, whole);
  }
  close_device();
}

bool EspeakVoice::play(const std::vector<std::int16_t>& samples, int rate, unsigned serial) {
  if (device_ && device_rate_ != rate) close_device();
  if (!device_) {
    SDL_AudioSpec want{};
    want.freq = rate;
    want.format = AUDIO_S16SYS;
    want.channels = 1;
    want.samples = 1024;
    device_ = SDL_OpenAudioDevice(nullptr, 0, &want, nullptr, 0);
    if (!device_) return false;  // no sound device: the call is not said
    device_rate_ = rate;
  }
  SDL_ClearQueuedAudio(device_);
  SDL_QueueAudio(device_, samples.data(), static_cast<Uint32>(samples.size() * sizeof(std::int16_t)));
  SDL_PauseAudioDevice(device_, 0);
  {
    std::unique_lock<std::mutex> lock(mutex_);
    while (!quit_ && serial_ == serial && SDL_GetQueuedAudioSize(device_) > 0) wake_.wait_for(lock, kPlayingPoll);
    if (serial_ != serial || quit_) {
      SDL_ClearQueuedAudio(device_);  // cut off: the newer call starts from silence
      return false;
    }
  }
  // The queue is empty once SDL took the last samples: let its last buffer
  // play out, then close, so no audio thread runs while nothing is said.
  std::unique_lock<std::mutex> lock(mutex_);
  wake_.wait_for(lock, std::chrono::milliseconds(2 * 1000 * 1024 / rate + 20),
                 [&] { return quit_ || serial_ != serial; });
  lock.unlock();
  close_device();
  return true;
}

void EspeakVoice::close_device() {
  if (!device_) return;
  SDL_CloseAudioDevice(device_);
  device_ = 0;
}

std::unique_ptr<Voice> make_voice() {
  // The audio subsystem starts on the main thread, on the first call said:
  // nothing of it runs while the setting is off.
  if (!SDL_WasInit(SDL_INIT_AUDIO) && SDL_InitSubSystem(SDL_INIT_AUDIO) != 0) return nullptr;
  return std::make_unique<EspeakVoice>();
}

}  // namespace flipside::ui
