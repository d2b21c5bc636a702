// Where the database lives (store.hpp: resolve_db_path) and the names of the
// files FlipSide puts beside it.
#include <algorithm>
#include <cctype>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <ctime>
#include <filesystem>
#include <optional>
#include <tuple>
#include <utility>
#include <vector>

#include "store/store.hpp"
#include "store/store_internal.hpp"

namespace flipside::store {
namespace fs = std::filesystem;

namespace {

std::string env(const char* name) {
  const char* value = std::getenv(name);
  return value ? value : "";
}

// "dir/stem<suffix>.ext", with "-2", "-3"... appended until the name is free.
std::string free_name_beside(const std::string& path, const std::string& suffix) {
  fs::path p(path);
  fs::path dir = p.parent_path();
  std::string stem = p.stem().string();
  std::string ext = p.has_extension() ? p.extension().string() : ".db";
  fs::path candidate = dir / (stem + suffix + ext);
  for (int n = 2; fs::exists(candidate) || fs::exists(candidate.string() + "-wal"); ++n)
    candidate = dir / (stem + suffix + "-" + std::to_string(n) + ext);
  return candidate.string();
}

}  // namespace

std::string resolve_db_path(const std::string& cli_path) {
  if (!cli_path.empty()) return cli_path;
  if (std::string from_env = env("FLIPSIDE_DB"); !from_env.empty()) return from_env;
  // XDG Base Directory spec: a relative $XDG_DATA_HOME is invalid and ignored.
  if (std::string xdg = env("XDG_DATA_HOME"); !xdg.empty() && fs::path(xdg).is_absolute())
    return (fs::path(xdg) / "flipside" / "flipside.db").string();
  if (std::string home = env("HOME"); !home.empty())
    return (fs::path(home) / ".local" / "share" / "flipside" / "flipside.db").string();
  return "flipside.db";
}

std::string fresh_path_beside(const std::string& path) {
  fs::path p(path);
  std::string stem = p.stem().string();
  std::string ext = p.has_extension() ? p.extension().string() : ".db";
  for (int n = 2;; ++n) {
    fs::path candidate = p.parent_path() / (stem + "-" + std::to_string(n) + ext);
    if (!fs::exists(candidate) && !fs::exists(candidate.string() + "-wal")) return candidate.string();
  }
}

std::string backup_path_beside(const std::string& path) {
  std::time_t now = std::time(nullptr);
  std::tm utc{};
  gmtime_r(&now, &utc);
  char stamp[32];
  std::strftime(stamp, sizeof stamp, "-backup-%Y%m%d-%H%M%S", &utc);
  return free_name_beside(path, stamp);
}

namespace {

// Where a name made by backup_path_beside sorts among its kind: the time in
// it, then its "-N" (1 without one); nullopt for any other name.
std::optional<std::pair<std::string, int>> backup_rank(const std::string& name, const std::string& stem,
                                                       const std::string& ext) {
  const std::string head = stem + "-backup-";
  if (!name.starts_with(head) || !name.ends_with(ext)) return std::nullopt;
  const std::string rest = name.substr(head.size(), name.size() - head.size() - ext.size());
  constexpr std::size_t kStamp = 15;  // YYYYMMDD-HHMMSS
  if (rest.size() < kStamp || rest[8] != '-') return std::nullopt;
  for (std::size_t i = 0; i < kStamp; ++i)
    if (i != 8 && !std::isdigit(static_cast<unsigned char>(rest[i]))) return std::nullopt;
  int n = 1;
  if (rest.size() > kStamp) {
    if (rest[kStamp] != '-' || rest.size() == kStamp + 1 || rest.size() > kStamp + 6) return std::nullopt;
    n = 0;
    for (std::size_t i = kStamp + 1; i < rest.size(); ++i) {
      if (!std::isdigit(static_cast<unsigned char>(rest[i]))) return std::nullopt;
      n = n * 10 + (rest[i] - '0');
    }
  }
  return std::pair{rest.substr(0, kStamp), n};
}

}  // namespace

std::vector<std::string> remove_old_backups_beside(const std::string& path, std::size_t keep) {
  const fs::path p(path);
  const std::string stem = p.stem().string();
  const std::string ext = p.has_extension() ? p.extension().string() : ".db";
  // Newest by when each was written, then by its name: a name freed by an
  // earlier removal is taken again by a backup made in the same second
  // ("-backup-…-101500.db" after "…-101500-3.db"), so the name alone
  // would call the newest the oldest.
  struct Found {
    fs::file_time_type written;
    std::pair<std::string, int> rank;
    fs::path path;
    bool operator<(const Found& o) const { return std::tie(written, rank) < std::tie(o.written, o.rank); }
  };
  std::vector<Found> found;
  std::error_code ec;
  for (const auto& entry : fs::directory_iterator(p.parent_path().empty() ? fs::path(".") : p.parent_path(), ec))
    if (auto rank = backup_rank(entry.path().filename().string(), stem, ext); rank && entry.is_regular_file(ec))
      found.push_back({entry.last_write_time(ec), *rank, entry.path()});
  std::sort(found.begin(), found.end());
  std::vector<std::string> removed;
  for (std::size_t i = 0; i + keep < found.size(); ++i) {
    const std::string file = found[i].path.string();
    if (!fs::remove(file, ec)) continue;
    for (const char* companion : {"-wal", "-shm", "-journal"}) fs::remove(file + companion, ec);
    removed.push_back(file);
  }
  return removed;
}

std::string now_local() {
  const std::time_t seconds = std::chrono::system_clock::to_time_t(std::chrono::system_clock::now());
  std::tm local{};
  localtime_r(&seconds, &local);
  char text[40];
  std::strftime(text, sizeof text, "%Y-%m-%dT%H:%M:%S%z", &local);  // %z: "+0100"
  if (std::strlen(text) != 24) return now_utc();
  // ISO 8601's extended form: "+01:00".
  // Built by append: GCC 12 warns falsely (-Wrestrict) on "+" chains in Release.
  std::string iso(text, 22);
  iso.push_back(':');
  iso.append(text + 22, 2);
  return parse_instant(iso) ? iso : now_utc();
}

std::string local_minutes(const std::string& iso) {
  const auto instant = parse_instant(iso);
  if (!instant) return iso;
  const std::time_t seconds = static_cast<std::time_t>(*instant);
  std::tm local{};
  localtime_r(&seconds, &local);
  char text[32];
  std::strftime(text, sizeof text, "%Y-%m-%d %H:%M", &local);
  return text;
}

std::string now_utc() {
  auto now = std::chrono::system_clock::now();
  std::time_t seconds = std::chrono::system_clock::to_time_t(now);
  std::tm utc{};
  gmtime_r(&seconds, &utc);
  char text[32];
  std::strftime(text, sizeof text, "%Y-%m-%dT%H:%M:%SZ", &utc);
  return text;
}

}  // namespace flipside::store
