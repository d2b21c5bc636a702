// Whole files for the league folder (league.cpp): what a sync engine
// copies between devices must never be seen half written.
#pragma once

#include <cstdint>
#include <filesystem>
#include <optional>
#include <string>

namespace flipside::store {

// `text` as the file `path`, whole or not at all: written under a hidden
// name beside it, synced, renamed into place, and the folder synced, so a
// sync engine (or a crash) never sees half of it.
bool write_whole(const std::filesystem::path& path, const std::string& text);
// The whole file (nullopt: it cannot be read).
std::optional<std::string> read_all(const std::filesystem::path& path);
// The file `path` holds `text` already (nothing to write).
bool holds(const std::filesystem::path& path, const std::string& text);

// A file (or a folder) as a pass saw it: its size and modification time.
struct Seen {
  std::int64_t size = 0;
  std::int64_t mtime_ns = 0;
  bool operator==(const Seen&) const = default;
};
std::optional<Seen> stat_file(const std::filesystem::path& path);
// A device's folder as it was when a pass found everything in it settled:
// its change time (a file added, removed or renamed into place changes it;
// every writer here, Syncthing's too, renames a whole file into place).
std::optional<Seen> stat_folder(const std::filesystem::path& path);

// A change time this recent may still be followed, within the clock's same
// tick, by another change that would leave it the same: such a folder or
// file is not counted as settled yet (looked at again on the next pass).
constexpr std::int64_t kSettleNs = 2'000'000'000;
std::int64_t now_ns();  // the wall clock, in nanoseconds since the epoch

}  // namespace flipside::store
