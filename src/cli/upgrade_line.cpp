#include "cli/upgrade_line.hpp"

#include <ostream>

#include "core/i18n/lang.hpp"

namespace flipside::cli {

namespace {

// Back to the line's start and erase it (the terminal's own escape: this
// only ever goes to a terminal).
constexpr const char* kRewrite = "\r\x1b[K";

}  // namespace

store::UpgradeWatcher UpgradeLine::watcher() {
  return [this](const store::UpgradeProgress& progress) { return show(progress); };
}

bool UpgradeLine::show(const store::UpgradeProgress& p) {
  using Stage = store::UpgradeProgress::Stage;
  const auto now = std::chrono::steady_clock::now();
  const bool last_one = p.stage == Stage::kUpdating && p.done == p.total;
  if (stage_ == p.stage && !last_one && now - last_ < kEvery) return true;
  stage_ = p.stage;
  last_ = now;
  switch (p.stage) {
    case Stage::kChecking: write(render(msg("store.upgrade.checking"))); break;
    case Stage::kUpdating:
      write(render(msg("store.upgrade.updating", count_text(p.done, Lang::kEnglish), count_text(p.total, Lang::kEnglish))));
      break;
    case Stage::kSaving: write(render(msg("store.upgrade.saving"))); break;
    case Stage::kDone:
      write(render(msg("store.upgrade.done")));
      out_ << "\n" << std::flush;  // this line stays
      shown_ = false;
      break;
  }
  return true;  // a command is stopped by its signals, never half way by this
}

void UpgradeLine::write(const std::string& text) {
  out_ << kRewrite << text << std::flush;
  shown_ = true;
}

void UpgradeLine::finish() {
  if (!shown_) return;
  out_ << kRewrite << std::flush;
  shown_ = false;
}

}  // namespace flipside::cli
