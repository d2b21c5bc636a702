#include "lan/feed.hpp"

namespace flipside::lan {

void Feed::publish(nlohmann::json view) {
  std::vector<std::string> players;
  if (const auto it = view.find("players"); it != view.end() && it->is_array())
    for (const auto& p : *it)
      if (p.is_object() && p.contains("name") && p["name"].is_string()) players.push_back(p["name"]);
  {
    std::lock_guard lock(mutex_);
    view_ = std::move(view);
    players_ = std::move(players);
    dump_locked();
  }
  changed_.notify_all();
}

void Feed::set_held(std::vector<std::string> held) {
  {
    std::lock_guard lock(mutex_);
    if (held == held_) return;
    held_ = std::move(held);
    if (view_.is_null()) return;
    dump_locked();
  }
  changed_.notify_all();
}

void Feed::dump_locked() {
  nlohmann::json view = view_;
  if (const auto page = view.find("page"); page != view.end() && page->is_object()) (*page)["held"] = held_;
  view["version"] = latest_.version + 1;
  latest_ = {latest_.version + 1, std::make_shared<const std::string>(view.dump())};
}

Feed::Snapshot Feed::latest() const {
  std::lock_guard lock(mutex_);
  return latest_;
}

Feed::Snapshot Feed::wait_newer(std::uint64_t seen, std::chrono::milliseconds timeout) const {
  std::unique_lock lock(mutex_);
  changed_.wait_for(lock, timeout, [&] { return closed_ || latest_.version > seen; });
  return latest_;
}

std::vector<std::string> Feed::players() const {
  std::lock_guard lock(mutex_);
  return players_;
}

void Feed::close() {
  {
    std::lock_guard lock(mutex_);
    closed_ = true;
  }
  changed_.notify_all();
}

bool Feed::closed() const {
  std::lock_guard lock(mutex_);
  return closed_;
}

}  // namespace flipside::lan
