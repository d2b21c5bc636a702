// The page's latest view of the game, shared between the thread that
// commits entries (the app's loop, `flipside serve`) and the server's
// threads: publish() replaces it, each live stream (Server-Sent Events)
// waits for a newer one. Waiting threads sleep on a condition variable, so
// fifty phones connected and nothing happening cost no CPU.
#pragma once

#include <chrono>
#include <condition_variable>
#include <cstdint>
#include <memory>
#include <mutex>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

namespace flipside::lan {

class Feed {
 public:
  struct Snapshot {
    std::uint64_t version = 0;             // 0: nothing published yet
    std::shared_ptr<const std::string> json;  // the view, "version" included
  };

  // The view gets "version" (one more than the last); its "players" names
  // are who may pick a name on a phone.
  void publish(nlohmann::json view);
  // The names phones hold (PhoneBook::held), put in the view's "page" as
  // "held": a phone whose seat was freed, or another's, sees it. A new
  // version when they change.
  void set_held(std::vector<std::string> held);
  Snapshot latest() const;
  // The first view newer than `seen`, or the latest when `timeout` passes
  // first or the feed closes (its version is then `seen` again).
  Snapshot wait_newer(std::uint64_t seen, std::chrono::milliseconds timeout) const;
  std::vector<std::string> players() const;
  // Wakes every waiting stream for good (the server is stopping).
  void close();
  bool closed() const;

 private:
  mutable std::mutex mutex_;
  mutable std::condition_variable changed_;
  void dump_locked();  // latest_ from view_ and held_, one version more

  Snapshot latest_;
  nlohmann::json view_;  // as published (null: nothing yet)
  std::vector<std::string> held_;
  std::vector<std::string> players_;
  bool closed_ = false;
};

}  // namespace flipside::lan
