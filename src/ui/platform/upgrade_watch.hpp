// Between the thread that opens the store and the main thread, while a file
// an older FlipSide wrote is upgraded (store::UpgradeProgress): the opening
// thread reports how far it has got, the main thread reads it for each frame
// of the upgrade screen and keeps answering the window meanwhile. A window
// closed during the upgrade asks it to stop; the store rolls it back, so the
// file stays as it was and the next launch starts it again.
#pragma once

#include <mutex>
#include <optional>

#include "store/store.hpp"

namespace flipside::ui {

class UpgradeWatch {
 public:
  // For StoreOptions::on_upgrade: called on the opening thread, once a game.
  store::UpgradeWatcher watcher();
  // What was last reported; nullopt while no upgrade has started.
  std::optional<store::UpgradeProgress> progress() const;
  // The upgrade stops at its next report (the window was closed).
  void stop();

 private:
  mutable std::mutex mutex_;  // guards both below
  std::optional<store::UpgradeProgress> progress_;
  bool stop_ = false;
};

}  // namespace flipside::ui
