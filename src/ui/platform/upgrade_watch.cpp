#include "ui/platform/upgrade_watch.hpp"

namespace flipside::ui {

store::UpgradeWatcher UpgradeWatch::watcher() {
  return [this](const store::UpgradeProgress& progress) {
    std::lock_guard lock(mutex_);
    progress_ = progress;
    return !stop_;
  };
}

std::optional<store::UpgradeProgress> UpgradeWatch::progress() const {
  std::lock_guard lock(mutex_);
  return progress_;
}

void UpgradeWatch::stop() {
  std::lock_guard lock(mutex_);
  stop_ = true;
}

}  // namespace flipside::ui
