// Spoken calls (issue 34): what *Say the calls* costs the frame that enters
// an entry. The UI thread only hands the words to the voice (a lock and a
// wake-up); espeak-ng makes the sound on the voice's own thread. Printed:
// the entry that busts, entered through the controller with the calls off
// and on (medians over many busts, each undone), and what the voice's thread
// spends making each call. Sound plays through SDL's disk driver into
// /dev/null, at a sound card's pace.
#include <SDL.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <vector>

#include "bench.hpp"
#include "store/store.hpp"
#include "ui/platform/desktop/espeak_synth.hpp"
#include "ui/platform/desktop/espeak_voice.hpp"
#include "ui/shell/controller.hpp"

namespace flipside::bench {
namespace {

double median(std::vector<double> v) {
  if (v.empty()) return 0.0;
  std::sort(v.begin(), v.end());
  return v[v.size() / 2];
}

// Microseconds the controller takes to enter the bust (Ben 5, Ana 5, Ben 5),
// the bust's entry timed; each bust undone before the next.
std::vector<double> bust_entries(bool calls_on, ui::Voice* voice, int busts) {
  store::OpenResult opened = store::Opened{store::Store::open_in_memory(), std::nullopt};
  ScriptHeader header;
  header.game = "flip7";
  header.players = {"Ana", "Ben"};
  header.dealer = "Ana";
  if (!opened->store->create_game(header).ok()) return {};
  ui::Settings settings;
  settings.say_calls = calls_on;
  ui::Controller c(std::move(opened), ui::StoreAccess{}, settings);
  c.start();
  if (voice) c.set_voice([voice](const std::string& words, Lang lang) { voice->say(words, lang); });
  const nlohmann::json five = {{"card", "5"}};
  c.apply(ui::intent::Submit{five});
  c.apply(ui::intent::Submit{five});
  std::vector<double> us;
  for (int i = 0; i < busts; ++i) {
    const auto start = std::chrono::steady_clock::now();
    c.apply(ui::intent::Submit{five});
    us.push_back(seconds_since(start) * 1e6);
    c.apply(ui::intent::Undo{});
    c.apply(ui::intent::DismissPopup{});
  }
  return us;
}

void calls_bench(const Context&) {
  ::setenv("SDL_AUDIODRIVER", "disk", 1);
  ::setenv("SDL_DISKAUDIOFILE", "/dev/null", 1);
  if (SDL_InitSubSystem(SDL_INIT_AUDIO) != 0) {
    std::printf("calls: skipped (SDL audio: %s)\n", SDL_GetError());
    return;
  }
  constexpr int kBusts = 200;
  {
    const auto off = bust_entries(false, nullptr, kBusts);
    ui::EspeakVoice voice;
    const auto on = bust_entries(true, &voice, kBusts);
    std::printf("calls: a bust entered through the controller, median of %d: %.1f us with the calls off, %.1f us on "
                "(the voice's thread makes the sound)\n",
                kBusts, median(off), median(on));
  }
  std::vector<double> made_ms, said_s;
  for (int i = 0; i < 10; ++i) {
    const auto start = std::chrono::steady_clock::now();
    const ui::Speech s = ui::synthesize("BUST! Ana drew a second 7. Round 3 is over.", i % 2 ? Lang::kSpanish : Lang::kEnglish);
    made_ms.push_back(seconds_since(start) * 1e3);
    said_s.push_back(s.seconds());
  }
  std::printf("calls: espeak-ng makes a two-sentence call in %.1f ms (median of 10, on the voice's thread), %.2f s of sound\n",
              median(made_ms), median(said_s));
  SDL_QuitSubSystem(SDL_INIT_AUDIO);
}

const Registrar kCalls("calls", calls_bench);

}  // namespace
}  // namespace flipside::bench
