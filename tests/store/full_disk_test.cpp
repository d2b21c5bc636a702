// A full disk (DEVELOPERS.md: "bad input — a full disk — gets a clear message
// and loses nothing already entered"). The disk is filled for real as far as
// SQLite can tell: a test-only VFS, registered as the default, answers
// SQLITE_FULL to every write while `full` is set — what the unix VFS answers
// on ENOSPC. The store itself is unchanged and unaware of it.
#include <catch2/catch.hpp>

#include <sqlite3.h>

#include <atomic>
#include <filesystem>
#include <sstream>

#include "flip7_play.hpp"
#include "store_test_util.hpp"
#include "temp_dir.hpp"

using namespace flipside;
using namespace flipside::store_test;

namespace {

std::atomic<bool> g_disk_full{false};
std::atomic<long long> g_bytes_left{-1};  // >= 0: the disk fills after that many more bytes
sqlite3_vfs* g_real_vfs = nullptr;

// Our file header, followed in memory by the real VFS's file.
struct ShimFile {
  sqlite3_file base;
};
sqlite3_file* real_file(sqlite3_file* f) { return reinterpret_cast<sqlite3_file*>(reinterpret_cast<ShimFile*>(f) + 1); }

#define FORWARD(name, ...) real_file(f)->pMethods->name(real_file(f), ##__VA_ARGS__)
int shim_close(sqlite3_file* f) { return FORWARD(xClose); }
int shim_read(sqlite3_file* f, void* buf, int n, sqlite3_int64 off) { return FORWARD(xRead, buf, n, off); }
int shim_write(sqlite3_file* f, const void* buf, int n, sqlite3_int64 off) {
  if (g_disk_full) return SQLITE_FULL;
  if (long long left = g_bytes_left.load(); left >= 0) {
    if (n > left) return SQLITE_FULL;
    g_bytes_left -= n;
  }
  return FORWARD(xWrite, buf, n, off);
}
int shim_truncate(sqlite3_file* f, sqlite3_int64 size) { return FORWARD(xTruncate, size); }
int shim_sync(sqlite3_file* f, int flags) { return FORWARD(xSync, flags); }
int shim_file_size(sqlite3_file* f, sqlite3_int64* size) { return FORWARD(xFileSize, size); }
int shim_lock(sqlite3_file* f, int level) { return FORWARD(xLock, level); }
int shim_unlock(sqlite3_file* f, int level) { return FORWARD(xUnlock, level); }
int shim_check_reserved(sqlite3_file* f, int* out) { return FORWARD(xCheckReservedLock, out); }
int shim_file_control(sqlite3_file* f, int op, void* arg) { return FORWARD(xFileControl, op, arg); }
int shim_sector_size(sqlite3_file* f) { return FORWARD(xSectorSize); }
int shim_device(sqlite3_file* f) { return FORWARD(xDeviceCharacteristics); }
int shim_shm_map(sqlite3_file* f, int page, int size, int extend, void volatile** out) {
  return FORWARD(xShmMap, page, size, extend, out);
}
int shim_shm_lock(sqlite3_file* f, int offset, int n, int flags) { return FORWARD(xShmLock, offset, n, flags); }
void shim_shm_barrier(sqlite3_file* f) { FORWARD(xShmBarrier); }
int shim_shm_unmap(sqlite3_file* f, int del) { return FORWARD(xShmUnmap, del); }
int shim_fetch(sqlite3_file* f, sqlite3_int64 off, int n, void** out) { return FORWARD(xFetch, off, n, out); }
int shim_unfetch(sqlite3_file* f, sqlite3_int64 off, void* p) { return FORWARD(xUnfetch, off, p); }
#undef FORWARD

const sqlite3_io_methods kShimMethods = {
    3,           shim_close,          shim_read,       shim_write,        shim_truncate,   shim_sync,
    shim_file_size, shim_lock,        shim_unlock,     shim_check_reserved, shim_file_control, shim_sector_size,
    shim_device, shim_shm_map,        shim_shm_lock,   shim_shm_barrier,  shim_shm_unmap,  shim_fetch,
    shim_unfetch};

int shim_open(sqlite3_vfs*, const char* name, sqlite3_file* f, int flags, int* out_flags) {
  f->pMethods = nullptr;
  int rc = g_real_vfs->xOpen(g_real_vfs, name, real_file(f), flags, out_flags);
  if (rc == SQLITE_OK && real_file(f)->pMethods) f->pMethods = &kShimMethods;
  return rc;
}

// Installs the shim as the default VFS for the rest of this test process.
void install_full_disk_vfs() {
  static sqlite3_vfs shim;  // must outlive every connection: registered for the process
  if (g_real_vfs) return;
  g_real_vfs = sqlite3_vfs_find(nullptr);
  shim = *g_real_vfs;
  shim.zName = "full-disk-shim";
  shim.szOsFile = static_cast<int>(sizeof(ShimFile)) + g_real_vfs->szOsFile;
  shim.xOpen = shim_open;
  shim.pAppData = nullptr;
  sqlite3_vfs_register(&shim, 1);
}

struct DiskFull {
  DiskFull() { g_disk_full = true; }
  ~DiskFull() { g_disk_full = false; }
};

// A disk with `bytes` free: it fills in the middle of whatever comes next.
struct DiskNearlyFull {
  explicit DiskNearlyFull(long long bytes) { g_bytes_left = bytes; }
  ~DiskNearlyFull() { g_bytes_left = -1; }
};

std::uintmax_t size_or_zero(const std::string& path) {
  std::error_code ec;
  auto size = std::filesystem::file_size(path, ec);
  return ec ? 0 : size;
}

}  // namespace

TEST_CASE("A full disk refuses the entry with a clear message and loses nothing already entered",
          "[store][disk][full]") {
  install_full_disk_vfs();
  TempDir dir;
  const std::string path = dir.file("flipside.db");
  auto header = flip7_header();
  auto lines = play_to_end(header, 5);
  std::int64_t id = 0;
  nlohmann::json state_before;
  {
    auto db = open_or_fail(path);
    auto game = create_or_fail(*db, header);
    id = game->id();
    enter(*game, lines, 0, 30);
    state_before = game->game().state();
    {
      DiskFull full;
      Verdict v = game->apply(lines[30]);
      REQUIRE_FALSE(v.accepted);
      CHECK(v.rejection.key == "store.disk_full");
      CHECK(render(v.rejection).rfind("The disk holding", 0) == 0);
      CHECK(game->game().state() == state_before);
      CHECK(game->session().lines().size() == 30);
      auto undo = game->undo();
      REQUIRE_FALSE(undo.ok());
      CHECK(undo.error().key == "store.disk_full");
      CHECK(game->game().state() == state_before);
    }
    // Space again: the same entry goes through, on the same connection.
    REQUIRE(game->apply(lines[30]).accepted);
  }
  CHECK(scalar(path, "SELECT COUNT(*) FROM events WHERE undone = 0") == 31);
  auto db = open_or_fail(path);
  auto game = open_game_or_fail(*db, id);
  CHECK(game->session().lines() == std::vector<nlohmann::json>(lines.begin(), lines.begin() + 31));
}

TEST_CASE("An import that fills the disk is refused whole, says so, and gives the space back",
          "[store][disk][full]") {
  install_full_disk_vfs();
  TempDir dir;
  const std::string path = dir.file("flipside.db");
  auto header = flip7_header({"Ana", "Ben", "Cleo"}, 200);
  auto lines = play_to_end(header, 8);
  std::string script = header.to_json().dump() + "\n";
  for (const auto& line : lines) script += line.dump() + "\n";
  {
    auto db = open_or_fail(path);
    enter(*create_or_fail(*db, header), lines, 0, 20);
  }
  auto db = open_or_fail(path);
  REQUIRE(db->games()->size() == 1);
  const std::uintmax_t used_before = size_or_zero(path) + size_or_zero(path + "-wal");
  {
    DiskNearlyFull nearly(12 * 1024);  // a few pages: the import's commit runs out half-way
    std::istringstream in(script);
    auto imported = db->import_script(in);
    CHECK_FALSE(imported.ok());
    CHECK((imported.ok() ? imported->refused_line : 0) == 0);  // not the script's fault
    const Message error = error_of(imported);
    CHECK(error.key == "store.import_disk_full");
    CHECK(render(error).find("not imported") != std::string::npos);
    CHECK(render(error).find("last entry") == std::string::npos);
  }
  CHECK(size_or_zero(path) + size_or_zero(path + "-wal") <= used_before);
  CHECK(db->games()->size() == 1);
  // With space again, the same script goes in.
  std::istringstream again(script);
  auto stored = db->import_script(again);
  CHECK(stored.ok());
  CHECK((stored.ok() && stored->refused_line == 0));
  CHECK(db->games()->size() == 2);
}
