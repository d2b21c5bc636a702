// Whole files for the league folder (league_files.hpp): written so that no
// reader ever sees half of one, read whole, and their sizes and times.
#include "store/league_files.hpp"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <chrono>
#include <fstream>
#include <sstream>

namespace flipside::store {
namespace fs = std::filesystem;

// `text` as the file `path`, whole or not at all: written under a hidden
// name beside it, synced, renamed into place, and the folder synced, so a
// sync engine (or a crash) never sees half of it.
bool write_whole(const fs::path& path, const std::string& text) {
  std::string hidden = ".";  // appended, not `+`: GCC 12 warns wrongly on such chains (-Wrestrict)
  hidden.append(path.filename().string()).append(".tmp");
  const fs::path temp = path.parent_path() / hidden;
  const int fd = ::open(temp.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
  if (fd < 0) return false;
  std::size_t done = 0;
  bool ok = true;
  while (ok && done < text.size()) {
    const ssize_t n = ::write(fd, text.data() + done, text.size() - done);
    ok = n > 0;
    if (ok) done += static_cast<std::size_t>(n);
  }
  ok = ok && ::fsync(fd) == 0;
  ok = ::close(fd) == 0 && ok;
  ok = ok && ::rename(temp.c_str(), path.c_str()) == 0;
  if (!ok) {
    std::error_code ec;
    fs::remove(temp, ec);
    return false;
  }
  const int dir = ::open(path.parent_path().c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
  if (dir >= 0) {
    ::fsync(dir);
    ::close(dir);
  }
  return true;
}

std::optional<Seen> stat_file(const fs::path& path) {
  struct stat st{};
  if (::stat(path.c_str(), &st) != 0 || !S_ISREG(st.st_mode)) return std::nullopt;
  return Seen{static_cast<std::int64_t>(st.st_size),
              static_cast<std::int64_t>(st.st_mtim.tv_sec) * 1'000'000'000 + st.st_mtim.tv_nsec};
}

// A device's folder as it was when a pass found everything in it settled:
// its change time (a file added, removed or renamed into place changes it;
// every writer here, Syncthing's too, renames a whole file into place).
std::optional<Seen> stat_folder(const fs::path& path) {
  struct stat st{};
  if (::stat(path.c_str(), &st) != 0 || !S_ISDIR(st.st_mode)) return std::nullopt;
  return Seen{0, static_cast<std::int64_t>(st.st_mtim.tv_sec) * 1'000'000'000 + st.st_mtim.tv_nsec};
}

std::int64_t now_ns() {
  return std::chrono::duration_cast<std::chrono::nanoseconds>(std::chrono::system_clock::now().time_since_epoch())
      .count();
}

std::optional<std::string> read_all(const fs::path& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) return std::nullopt;
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

bool holds(const fs::path& path, const std::string& text) {
  const auto now = read_all(path);
  return now && *now == text;
}

}  // namespace flipside::store
