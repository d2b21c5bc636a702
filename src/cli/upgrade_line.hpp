// An upgrade of an older file (store::UpgradeProgress) shown on a terminal
// as one line rewritten in place: replaying every finished game takes
// seconds, and a command that prints nothing that long looks hung. Only on a
// terminal (Context::progress_on_terminal): a pipe or a file gets nothing,
// so whatever reads a command's stderr sees its messages alone.
#pragma once

#include <chrono>
#include <iosfwd>
#include <optional>
#include <string>

#include "store/store.hpp"

namespace flipside::cli {

class UpgradeLine {
 public:
  explicit UpgradeLine(std::ostream& out) : out_(out) {}
  // For StoreOptions::on_upgrade; this object must outlive the open.
  store::UpgradeWatcher watcher();
  // After Store::open: an upgrade that did not end (stopped, failed, a
  // read-only file left as it is) has its line wiped for what is printed
  // next; one that did has already left its last line, that it is done.
  void finish();

 private:
  bool show(const store::UpgradeProgress& progress);
  void write(const std::string& text);

  // A redrawn line costs the terminal's time too: ten a second is smooth.
  static constexpr std::chrono::milliseconds kEvery{100};
  std::ostream& out_;
  bool shown_ = false;
  std::optional<store::UpgradeProgress::Stage> stage_;
  std::chrono::steady_clock::time_point last_{};
};

}  // namespace flipside::cli
