#include "ui/platform/league_watch.hpp"

#include <poll.h>
#include <sys/eventfd.h>
#include <sys/inotify.h>
#include <unistd.h>

#include <filesystem>

#include "core/date_range.hpp"

namespace flipside::ui {
namespace {

// What a sync engine (or a device of our own) does in a folder that may
// bring a game: a file renamed into place or written, a subfolder made or
// removed.
constexpr std::uint32_t kFolderEvents =
    IN_CREATE | IN_MOVED_TO | IN_MOVED_FROM | IN_DELETE | IN_CLOSE_WRITE | IN_ATTRIB;

// The folder and every other device's subfolder, watched (adding a watch
// again for the same folder is harmless: inotify gives the same one).
// This device's own subfolder is not: its files are our own writing.
void watch_folders(int inotify_fd, const std::string& folder, const std::string& own_device) {
  if (inotify_fd < 0) return;
  inotify_add_watch(inotify_fd, folder.c_str(), kFolderEvents);
  std::error_code ec;
  for (const auto& entry : std::filesystem::directory_iterator(folder, ec)) {
    const std::string name = entry.path().filename().string();
    if (name.empty() || name[0] == '.' || name == own_device || !entry.is_directory(ec)) continue;
    inotify_add_watch(inotify_fd, entry.path().c_str(), kFolderEvents);
  }
}

void drain(int fd) {
  char buffer[4096];
  while (::read(fd, buffer, sizeof buffer) > 0) {
  }
}

}  // namespace

LeagueWatch::LeagueWatch(std::string db_path, std::string folder, std::function<void()> wake)
    : db_path_(std::move(db_path)), folder_(std::move(folder)), wake_(std::move(wake)) {
  signal_fd_ = ::eventfd(0, EFD_NONBLOCK | EFD_CLOEXEC);
  thread_ = std::thread([this] { run(); });
}

LeagueWatch::~LeagueWatch() {
  stop_ = true;
  poke();
  if (thread_.joinable()) thread_.join();
  if (signal_fd_ >= 0) ::close(signal_fd_);
}

void LeagueWatch::poke() {
  if (signal_fd_ < 0) return;
  const std::uint64_t one = 1;
  [[maybe_unused]] const auto n = ::write(signal_fd_, &one, sizeof one);
}

LeagueWatch::Status LeagueWatch::status() const {
  std::lock_guard lock(mutex_);
  return status_;
}

void LeagueWatch::pass(store::Store& store) {
  store::LeagueReport report;
  const store::Result<> passed = store::sync_league(store, folder_, &report, [this] { return !stop_.load(); });
  std::string device_name = store::league_device_name(store).value_or("");
  {
    std::lock_guard lock(mutex_);
    status_.device_name = std::move(device_name);
    ++status_.passes;
    status_.last_at = local_now("%H:%M");
    status_.problem = passed.ok() ? std::nullopt : std::optional<Message>(passed.error());
    status_.skipped = report.skipped;
    status_.taken += report.taken + report.replaced + report.removed;
    status_.written += report.written + report.withdrawn;
  }
  if (report.changes() > 0) changed_ = true;
  if (wake_) wake_();  // Settings shows the pass; the lists are read again when something changed
}

// Sleeps until the folder changes, a poke or stop comes, or `timeout`:
// true when something is to be done.
bool LeagueWatch::wait(int inotify_fd, std::chrono::milliseconds timeout) {
  pollfd fds[2] = {{signal_fd_, POLLIN, 0}, {inotify_fd, POLLIN, 0}};
  const int n = ::poll(fds, inotify_fd >= 0 ? 2 : 1, static_cast<int>(timeout.count()));
  if (n <= 0) return false;
  if (fds[0].revents & POLLIN) drain(signal_fd_);
  if (inotify_fd >= 0 && (fds[1].revents & POLLIN)) drain(inotify_fd);
  return true;
}

void LeagueWatch::run() {
  // Its own connection: the app's stays free for the table while a first
  // pass takes in thousands of games. No check of the file: the app's
  // own opening made it.
  store::StoreOptions options;
  options.check_before_open_max_bytes = 0;
  options.checked_elsewhere = true;
  auto opened = store::Store::open(db_path_, options);
  if (!opened.ok()) {
    std::lock_guard lock(mutex_);
    status_.problem = opened.error();
    return;
  }
  store::Store& store = *opened->store;
  const int inotify_fd = ::inotify_init1(IN_NONBLOCK | IN_CLOEXEC);
  std::string own_device;  // known once the first pass has made it
  while (!stop_) {
    pass(store);
    if (own_device.empty()) own_device = store::league_device(store).value_or("");
    watch_folders(inotify_fd, folder_, own_device);
    if (!wait(inotify_fd, kFallback) && !stop_) continue;  // the minute's look
    // A burst: wait for the folder to be quiet before looking.
    while (!stop_ && wait(inotify_fd, kQuiet)) {
    }
  }
  if (inotify_fd >= 0) ::close(inotify_fd);
}

}  // namespace flipside::ui
