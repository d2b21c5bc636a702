// A browser page (ui/platform/platform.hpp): it cannot listen for phones
// (lan/server_none.cpp), has no folder a sync program keeps in step
// (league_watch.cpp here), and its tab is closed by the browser.
#include "ui/platform/platform.hpp"

#include <emscripten.h>

namespace flipside::ui {

const Platform& platform() {
  static constexpr Platform kBrowser{.serves_phones = false, .follows_folders = false, .quits = false};
  return kBrowser;
}

// storage.js asks navigator.storage.persist() at start and keeps the answer;
// until it comes, the games count as not kept (the warning shows).
Storage storage() { return EM_ASM_INT({ return Module.flipsideKept; }) == 1 ? Storage::kKept : Storage::kNotKept; }

}  // namespace flipside::ui
