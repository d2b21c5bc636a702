// The league folder (issue 24, store/league.hpp): a first folder of 100
// devices x 1,000 games taken in (time and peak memory of `flipside league`,
// a process of its own), then passes with nothing new, in process as the
// app makes them (target: <= 50 ms for 100,000 files already seen, so the
// app can look often). The games are `flipside demo-data`'s, written out by
// `flipside league`, then copied into 99 more devices' folders, each game
// with an id of its own. FLIPSIDE_BENCH_LEAGUE_DEVICES changes the number
// of devices.
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <vector>

#include "bench.hpp"
#include "store/league.hpp"
#include "store/store.hpp"

namespace flipside::bench {
namespace {

namespace fs = std::filesystem;

std::string read_text(const fs::path& path) {
  std::ifstream in(path, std::ios::binary);
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

void write_text(const fs::path& path, const std::string& text) {
  std::ofstream out(path, std::ios::binary);
  out << text;
}

// The n-th id of the bench, of a UUID's form (8-4-4-4-12 lower-case hex).
std::string bench_id(std::uint64_t n) {
  char id[40];
  std::snprintf(id, sizeof id, "00000000-0000-4000-8000-%012llx", static_cast<unsigned long long>(n));
  return id;
}

// `command` run by the shell; its wall time and the peak memory of its
// biggest child (ru_maxrss, KiB).
bool run_measured(const std::string& command, double* seconds, long* peak_kib) {
  const auto start = std::chrono::steady_clock::now();
  const pid_t pid = fork();
  if (pid == 0) {
    execl("/bin/sh", "sh", "-c", command.c_str(), static_cast<char*>(nullptr));
    _exit(127);
  }
  int status = 0;
  struct rusage usage{};
  if (pid < 0 || wait4(pid, &status, 0, &usage) != pid) return false;
  *seconds = seconds_since(start);
  *peak_kib = usage.ru_maxrss;
  return WIFEXITED(status) && WEXITSTATUS(status) == 0;
}

void league_folder(const Context& context) {
  if (context.flipside_binary.empty()) {
    std::printf("skipped: needs the flipside binary\n");
    return;
  }
  int devices = 100;
  if (const char* n = std::getenv("FLIPSIDE_BENCH_LEAGUE_DEVICES")) devices = std::max(1, std::atoi(n));
  const fs::path root = fs::temp_directory_path() / ("flipside-league-bench-" + std::to_string(getpid()));
  fs::remove_all(root);
  fs::create_directories(root);
  const fs::path source = root / "source";
  const std::string demo = context.flipside_binary + " demo-data " + (root / "demo.db").string() +
                           " --games 1000 --seed 3 > /dev/null && " + context.flipside_binary + " --db " +
                           (root / "demo.db").string() + " league " + source.string() + " > /dev/null";
  if (std::system(demo.c_str()) != 0) {
    std::printf("setup failed: %s\n", demo.c_str());
    return;
  }
  // The demo device's finished games, each copied into every device with
  // its own id (the header's "id" and the file's name).
  std::vector<std::pair<std::string, std::string>> games;  // id, script
  for (const auto& dev : fs::directory_iterator(source))
    for (const auto& file : fs::directory_iterator(dev.path()))
      if (file.path().extension() == ".jsonl") games.emplace_back(file.path().stem().string(), read_text(file.path()));
  const fs::path folder = root / "league";
  std::size_t bytes = 0;
  std::uint64_t next_id = 1;
  for (int d = 0; d < devices; ++d) {
    const std::string device = bench_id(1'000'000'000 + static_cast<std::uint64_t>(d));
    const fs::path dir = folder / device;
    fs::create_directories(dir);
    write_text(dir / "device.json", "{\"device\":\"" + device + "\",\"flipside_league\":1}\n");
    for (const auto& [id, script] : games) {
      const std::string uuid = bench_id(next_id++);
      std::string copy = script;
      copy.replace(copy.find(id), id.size(), uuid);
      write_text(dir / (uuid + ".jsonl"), copy);
      bytes += copy.size();
    }
  }
  const std::size_t files = games.size() * static_cast<std::size_t>(devices);
  std::printf("setup: %d devices x %zu games = %zu files, %.0f MB\n", devices, games.size(), files, bytes / 1e6);

  // Several seconds old, as a folder the sync engine filled a while ago:
  // a pass may then remember each device's folder as settled.
  const auto past = fs::file_time_type::clock::now() - std::chrono::minutes(5);
  for (const auto& dev : fs::directory_iterator(folder)) {
    for (const auto& file : fs::directory_iterator(dev.path())) fs::last_write_time(file.path(), past);
    fs::last_write_time(dev.path(), past);
  }

  const fs::path db = root / "club.db";
  double seconds = 0;
  long peak = 0;
  const std::string take = context.flipside_binary + " --db " + db.string() + " league " + folder.string() +
                           " > " + (root / "take.txt").string() + " 2>&1";
  if (!run_measured(take, &seconds, &peak)) {
    std::printf("flipside league failed: %s\n", read_text(root / "take.txt").c_str());
    return;
  }
  std::printf("league: first take-in of %zu games: %.1f s (%.0f games/s), peak memory %.1f MB, database %.0f MB\n",
              files, seconds, files / seconds, peak / 1024.0, fs::file_size(db) / 1e6);

  // Passes with nothing new, in process (the app's way), then as a command.
  auto opened = store::Store::open(db.string());
  if (!opened.ok()) return;
  std::vector<double> times;
  for (int pass = 0; pass < 7; ++pass) {
    store::LeagueReport report;
    const auto start = std::chrono::steady_clock::now();
    if (!store::sync_league(*opened->store, folder.string(), &report).ok()) {
      std::printf("pass failed\n");
      return;
    }
    times.push_back(seconds_since(start) * 1000);
    if (report.changes() != 0) std::printf("a pass with nothing new changed %d\n", report.changes());
  }
  std::sort(times.begin(), times.end());
  std::printf("league: a pass with nothing new over %zu files seen: median %.2f ms, best %.2f ms (target <= 50 ms)\n",
              files, times[times.size() / 2], times.front());
  opened->store.reset();
  if (run_measured(take, &seconds, &peak))
    std::printf("league: the same as a command (process start and open included): %.0f ms\n", seconds * 1000);
  fs::remove_all(root);
}

const Registrar kLeague("league: first folder of 100 devices x 1,000 games, then nothing new", league_folder);

}  // namespace
}  // namespace flipside::bench
