// The league folder followed while the app is open (issue 24; the pass
// itself is store/league.hpp's). A thread of its own, with its own
// connection to the database file, makes a pass when the folder changes
// (inotify on the folder and on each other device's subfolder: the sync
// engine renames a whole file into place), when the app says this
// device's games changed (poke: a game ended, one was fixed or deleted, a
// player renamed), and once every kFallback in case the folder is on a
// file system that tells nothing (a network share). Between passes it
// sleeps in poll(): an idle app spends no CPU on the league.
// When a pass changed the database, `wake` (an SDL event, from the app)
// gets the loop to read its lists again (Controller::follow_league).
#pragma once

#include <atomic>
#include <chrono>
#include <functional>
#include <mutex>
#include <optional>
#include <string>
#include <thread>

#include "core/message.hpp"
#include "store/league.hpp"

namespace flipside::ui {

class LeagueWatch {
 public:
  static constexpr auto kFallback = std::chrono::seconds(60);
  // Changes come in bursts (a sync engine brings many files): the pass
  // waits until the folder has been quiet this long.
  static constexpr auto kQuiet = std::chrono::milliseconds(400);

  // What Settings shows of the last pass.
  struct Status {
    int passes = 0;                  // made since the folder was chosen
    std::string device_name;         // this device's name in the league (store::league_device_name)
    std::string last_at;             // local "HH:MM" of the last pass; empty before the first
    int taken = 0;                   // other devices' games taken in, replaced or removed, since chosen
    int written = 0;                 // this device's games written, since chosen
    std::vector<Message> skipped;    // the last pass's files left alone
    std::optional<Message> problem;  // the last pass could not run: why
  };

  // Starts following `folder` for the database file `db_path`.
  LeagueWatch(std::string db_path, std::string folder, std::function<void()> wake);
  LeagueWatch(const LeagueWatch&) = delete;
  LeagueWatch& operator=(const LeagueWatch&) = delete;
  ~LeagueWatch();  // stops the thread and waits for it (a pass under way ends first)

  const std::string& folder() const { return folder_; }
  // This device's games or players changed: a pass soon.
  void poke();
  Status status() const;
  // True once after each pass that changed the database.
  bool take_changed() { return changed_.exchange(false); }

 private:
  void run();
  void pass(store::Store& store);
  bool wait(int inotify_fd, std::chrono::milliseconds timeout);

  const std::string db_path_;
  const std::string folder_;
  const std::function<void()> wake_;
  int signal_fd_ = -1;  // an eventfd: poke and stop
  std::atomic<bool> stop_{false};
  std::atomic<bool> changed_{false};
  mutable std::mutex mutex_;
  Status status_;
  std::thread thread_;
};

}  // namespace flipside::ui
