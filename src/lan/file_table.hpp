// The game on the table as a database file holds it, for `flipside serve`
// (no window): the file's current game (the latest unfinished, else the
// latest played) is followed as the app or a command commits to it (PRAGMA
// data_version, looked at a few times a second: one tiny query, no busy
// loop), and phones' entries are applied and committed here, then
// published. One lock around the store: the server's threads and the
// follower take turns.
#pragma once

#include <cstdint>
#include <memory>
#include <mutex>
#include <optional>
#include <string>

#include "core/i18n/lang.hpp"
#include "lan/server.hpp"
#include "store/store.hpp"

namespace flipside::lan {

class FileTable {
 public:
  FileTable(store::Store& store, Lang lang) : store_(store), lang_(lang) {}

  // Sets where views go; call refresh() after.
  void attach(Server* server) { server_ = server; }
  // Reads the file again when another connection changed it (or the first
  // time) and publishes the view; true when it did.
  bool refresh();
  // The gate (server.hpp): the phone's line judged and committed, then the
  // new view published.
  GateReply enter(const std::string& player, const std::string& action);

 private:
  bool follow_locked();  // refresh() under the lock
  bool reload_locked();
  void publish_locked();

  store::Store& store_;
  Lang lang_;
  Server* server_ = nullptr;
  std::mutex mutex_;
  std::unique_ptr<store::OpenGame> game_;
  std::optional<std::int64_t> seen_version_;
  bool loaded_ = false;
};

}  // namespace flipside::lan
