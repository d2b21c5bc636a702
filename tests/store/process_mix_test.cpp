// Every process mix on one database file, with real processes: the table
// (store_crash_writer: an OpenGame that keeps entering and prints
// "ack GAME SEQ LINE" after each commit) is SIGKILLed at random points and
// restarted, while `flipside games|players|export|import|backup` run over
// and over on the same, already existing file. What a player would notice:
//   - an entry the table showed as saved is gone (checked after every kill
//     and at the end),
//   - a command calls a healthy file damaged, or fails,
//   - the write-ahead log is unlinked under the live table
//     (/proc/PID/fd shows "...-wal (deleted)"): from then on every entry
//     goes into a file nobody else can see, and is lost with the process.
//
// FLIPSIDE_MIX_SECONDS (default 20) sets how long the mix runs;
// FLIPSIDE_MIX_FLIPSIDE and FLIPSIDE_MIX_WRITER run other binaries (e.g. an
// older build) under the same checks.
#include <dirent.h>
#include <limits.h>
#include <signal.h>
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstring>
#include <cstdlib>
#include <deque>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <map>
#include <memory>
#include <optional>
#include <random>
#include <regex>
#include <set>
#include <sstream>

#include "acks.hpp"
#include "child_process.hpp"

using namespace flipside;
using namespace flipside::store_test;
namespace fs = std::filesystem;
using Clock = std::chrono::steady_clock;

namespace {

std::string env_or(const char* name, const std::string& fallback) {
  const char* value = std::getenv(name);
  return value && *value ? value : fallback;
}
std::string flipside_binary() { return env_or("FLIPSIDE_MIX_FLIPSIDE", FLIPSIDE_BINARY); }
std::string writer_binary() { return env_or("FLIPSIDE_MIX_WRITER", STORE_CRASH_WRITER); }
std::string short_game_script() { return std::string(FLIPSIDE_TEST_SCRIPTS) + "/short_game.jsonl"; }
double mix_seconds() { return std::atof(env_or("FLIPSIDE_MIX_SECONDS", "20").c_str()); }

double seconds_since(Clock::time_point start) {
  return std::chrono::duration<double>(Clock::now() - start).count();
}

std::string slurp(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

std::string trimmed(std::string text, std::size_t max = 400) {
  while (!text.empty() && (text.back() == '\n' || text.back() == ' ')) text.pop_back();
  if (text.size() > max) text = text.substr(0, max) + "...";
  return text;
}

// Links in /proc/PID/fd that point at an unlinked -wal or -shm file.
std::vector<std::string> deleted_companions(pid_t pid) {
  std::vector<std::string> found;
  if (pid <= 0) return found;
  const std::string dir = "/proc/" + std::to_string(pid) + "/fd";
  DIR* d = opendir(dir.c_str());
  if (!d) return found;
  while (dirent* entry = readdir(d)) {
    if (entry->d_name[0] == '.') continue;
    char target[PATH_MAX];
    ssize_t n = readlink((dir + "/" + entry->d_name).c_str(), target, sizeof target - 1);
    if (n <= 0) continue;
    std::string link(target, static_cast<std::size_t>(n));
    for (const char* tail : {"-wal (deleted)", "-shm (deleted)"})
      if (link.size() >= std::strlen(tail) && link.compare(link.size() - std::strlen(tail), std::string::npos, tail) == 0)
        found.push_back("fd " + std::string(entry->d_name) + " -> " + link);
  }
  closedir(d);
  return found;
}

// A message template ("The database {0} is damaged ({1}). ...") as a regex
// matching any rendering of it, so the test follows the English table.
std::regex message_pattern(std::string_view key) {
  const std::string_view t = text(key, Lang::kEnglish);
  std::string pattern;
  for (std::size_t i = 0; i < t.size(); ++i) {
    if (t[i] == '{') {
      std::size_t close = t.find('}', i);
      if (close != std::string_view::npos) {
        pattern += ".*";
        i = close;
        continue;
      }
    }
    if (std::string_view("\\^$.|?*+()[]{}").find(t[i]) != std::string_view::npos) pattern += '\\';
    pattern += t[i];
  }
  return std::regex(pattern);
}

// The verdicts a command must never give about a healthy file.
const std::vector<std::pair<std::string, std::regex>>& damaged_verdicts() {
  static const std::vector<std::pair<std::string, std::regex>> verdicts = {
      {"store.corrupt", message_pattern("store.corrupt")},
      {"store.not_sqlite", message_pattern("store.not_sqlite")},
      {"store.damaged_in_use", message_pattern("store.damaged_in_use")},
  };
  return verdicts;
}

std::optional<std::string> damaged_verdict(const std::string& output) {
  for (const auto& [key, pattern] : damaged_verdicts())
    if (std::regex_search(output, pattern)) return key;
  return std::nullopt;
}

bool says_busy(const std::string& output) {
  static const std::regex busy = message_pattern("store.busy");
  return std::regex_search(output, busy);
}

// One command line run at a time per loop; the outcome of every call is tallied.
struct Tally {
  std::map<std::string, int> calls;  // per command
  std::map<std::string, int> busy;   // exit 2 with "in use" (allowed where the caller says so)
  std::map<std::string, int> damaged;
  int failed = 0;
  std::vector<std::string> problems;  // the first few, in words
  std::vector<std::int64_t> imported;  // "stored as game N", in order
  double slowest_s = 0;
  std::string slowest;

  void note(const std::string& problem) {
    if (problems.size() < 8) problems.push_back(problem);
  }
  int total_calls() const {
    int n = 0;
    for (const auto& [name, count] : calls) n += count;
    return n;
  }
  int total(const std::map<std::string, int>& m) const {
    int n = 0;
    for (const auto& [name, count] : m) n += count;
    return n;
  }
  void record(const std::string& name, const std::string& shown, int code, const std::string& out,
              const std::string& err, double seconds, bool busy_allowed) {
    ++calls[name];
    if (seconds > slowest_s) {
      slowest_s = seconds;
      slowest = shown;
    }
    if (auto key = damaged_verdict(err + out)) {
      ++damaged[name];
      note("`" + shown + "` (exit " + std::to_string(code) + ") called the file damaged [" + *key + "]: " + trimmed(err));
      return;
    }
    if (code == 2 && busy_allowed && says_busy(err)) {
      ++busy[name];
      return;
    }
    if (code != 0) {
      ++failed;
      note("`" + shown + "` exited " + std::to_string(code) + ": " + trimmed(err));
      return;
    }
    if (name == "import") {
      static const std::regex stored("stored as game ([0-9]+)");
      std::smatch m;
      if (std::regex_search(out, m, stored)) imported.push_back(std::stoll(m[1].str()));
      else note("`" + shown + "` exited 0 without saying which game it stored: " + trimmed(out));
    }
  }
  std::string per_command() const {
    std::ostringstream s;
    for (const auto& [name, count] : calls) {
      s << "  " << name << ": " << count << " calls";
      if (auto b = busy.find(name); b != busy.end()) s << ", " << b->second << " busy";
      if (auto d = damaged.find(name); d != damaged.end()) s << ", " << d->second << " said DAMAGED";
      s << "\n";
    }
    return s.str();
  }
  std::string problem_list() const {
    std::string all;
    for (const auto& p : problems) all += "\n  " + p;
    return all;
  }
};

// The commands, as a person types them, on the database `db`.
class Commands {
 public:
  Commands(std::string db, fs::path work) : db_(std::move(db)), work_(std::move(work)) {
    fs::create_directories(work_ / "out");
    fs::create_directories(work_ / "copies");
  }

  struct Running {
    std::string name, shown;
    std::unique_ptr<ChildProcess> process;
    std::string out_file, err_file;
    fs::path cleanup;
    Clock::time_point started;
  };

  std::unique_ptr<Running> start(const std::string& name) {
    auto run = std::make_unique<Running>();
    const int n = ++started_;
    run->name = name;
    std::vector<std::string> args;
    if (name == "games") args = {"games"};
    else if (name == "players") args = {"players"};
    else if (name == "export 1") args = {"export", "1"};
    else if (name == "export --all") {
      run->cleanup = work_ / "copies" / ("all-" + std::to_string(n));
      args = {"export", "--all", "-o", run->cleanup.string()};
    } else if (name == "backup") {
      run->cleanup = work_ / "copies" / ("copy-" + std::to_string(n) + ".db");
      args = {"backup", run->cleanup.string()};
    } else if (name == "import") args = {"import", short_game_script()};
    else throw std::logic_error("unknown command " + name);

    std::vector<std::string> argv = {flipside_binary(), "--db", db_};
    argv.insert(argv.end(), args.begin(), args.end());
    run->shown = "flipside --db " + fs::path(db_).filename().string();
    for (const auto& a : args) run->shown += " " + (a.rfind('/', 0) == 0 ? fs::path(a).filename().string() : a);
    run->out_file = (work_ / "out" / (std::to_string(n) + ".out")).string();
    run->err_file = (work_ / "out" / (std::to_string(n) + ".err")).string();
    run->started = Clock::now();
    run->process = std::make_unique<ChildProcess>(
        argv,
        ChildProcess::Options{.stdin_file = "/dev/null", .stdout_file = run->out_file, .stderr_file = run->err_file});
    return run;
  }

  // Reaps a finished command into the tally; false while it still runs.
  bool finish(Running& run, Tally& tally, bool busy_allowed) {
    int code = 0;
    if (!run.process->ended(&code)) return false;
    const std::string out = slurp(run.out_file), err = slurp(run.err_file);
    tally.record(run.name, run.shown, code, out, err, seconds_since(run.started), busy_allowed);
    std::error_code ec;
    fs::remove(run.out_file, ec);
    fs::remove(run.err_file, ec);
    if (!run.cleanup.empty()) {
      fs::remove_all(run.cleanup, ec);
      fs::remove(run.cleanup.string() + "-wal", ec);
      fs::remove(run.cleanup.string() + "-shm", ec);
    }
    if (run.name == "import") remove_import_backups();
    return true;
  }

  // Runs one command to its end (setting up the file).
  int run_now(const std::string& name, Tally& tally) {
    auto run = start(name);
    run->process->wait();
    const int before = tally.failed + tally.total(tally.damaged);
    finish(*run, tally, false);
    return tally.failed + tally.total(tally.damaged) - before;
  }

 private:
  // `import` backs the database up beside it first; those copies would
  // only fill the disk here.
  void remove_import_backups() {
    const std::string stem = fs::path(db_).stem().string() + "-backup-";
    std::error_code ec;
    for (const auto& entry : fs::directory_iterator(fs::path(db_).parent_path(), ec))
      if (entry.path().filename().string().rfind(stem, 0) == 0) fs::remove(entry.path(), ec);
  }

  std::string db_;
  fs::path work_;
  int started_ = 0;
};

// A loop that runs its commands one after another, round-robin.
struct CommandLoop {
  explicit CommandLoop(std::vector<std::string> commands) : cycle(std::move(commands)) {}
  std::vector<std::string> cycle;
  std::size_t next = 0;
  std::unique_ptr<Commands::Running> running;
  std::deque<std::string>* recent = nullptr;  // the last finished commands, for diagnostics

  void step(Commands& commands, Tally& tally, bool keep_going, bool busy_allowed) {
    if (running && commands.finish(*running, tally, busy_allowed)) {
      if (recent) {
        recent->push_back(running->shown);
        if (recent->size() > 4) recent->pop_front();
      }
      running.reset();
    }
    if (!running && keep_going) running = commands.start(cycle[next++ % cycle.size()]);
  }
  bool idle() const { return !running; }
};

// Which acknowledged entries the file does not hold (or holds differently).
std::vector<std::string> missing_entries(const std::string& path, const Acks& acks) {
  std::vector<std::string> missing;
  store::Database raw(path, store::Database::Mode::kReadOnly);
  raw.set_busy_timeout(30000);
  for (const auto& [key, line] : acks) {
    auto q = raw.query("SELECT line, undone FROM events WHERE game_id = ?1 AND seq = ?2");
    q->bind(1, key.first).bind(2, key.second);
    std::string where = "game " + std::to_string(key.first) + " entry " + std::to_string(key.second) + " " + line;
    if (!q->step()) missing.push_back(where + ": not in the file");
    else if (q->text(0) != line) missing.push_back(where + ": the file has " + q->text(0));
    else if (q->int64(1) != 0) missing.push_back(where + ": marked undone");
  }
  return missing;
}

std::int64_t events_of(const std::string& path, std::int64_t game) {
  store::Database raw(path, store::Database::Mode::kReadOnly);
  raw.set_busy_timeout(30000);
  auto q = raw.query("SELECT COUNT(*) FROM events WHERE game_id = ?1 AND undone = 0");
  q->bind(1, game);
  return q->step() ? q->int64(0) : -1;
}

// Every import a command reported ("stored as game N") is there, whole, once.
void require_imports_kept(const std::string& path, const std::vector<std::int64_t>& imported, std::int64_t whole) {
  std::set<std::int64_t> seen;
  int lost = 0;
  std::string first;
  for (auto id : imported) {
    std::string problem;
    if (!seen.insert(id).second) problem = "game " + std::to_string(id) + " was reported stored by two imports";
    else if (auto n = events_of(path, id); n != whole)
      problem = "imported game " + std::to_string(id) + " has " + std::to_string(n) + " entries, not " + std::to_string(whole);
    if (!problem.empty() && lost++ == 0) first = problem;
  }
  INFO(lost << " of " << imported.size() << " reported imports are not in the file as stored; first: " << first);
  CHECK(lost == 0);
}

std::string safe_integrity(const std::string& path) {
  try {
    return integrity(path);
  } catch (const std::exception& e) {
    return std::string("cannot check: ") + e.what();
  }
}

}  // namespace

TEST_CASE("The table loses no saved entry while every command runs on its file and it is killed at random points",
          "[store][concurrency][crash][disk][process_mix]") {
  TempDir dir;
  const std::string db = dir.file("mix.db");
  Commands commands(db, dir.path() / "work");
  Tally tally;

  // The file exists and is closed before the table opens it: the table then
  // goes through the checks on an existing file (a brand-new file does not).
  REQUIRE(commands.run_now("import", tally) == 0);
  REQUIRE(tally.imported == std::vector<std::int64_t>{1});
  const std::int64_t whole_game = events_of(db, 1);
  REQUIRE(whole_game > 10);

  std::deque<std::string> recent;
  CommandLoop reads({"games", "players", "export 1", "export --all", "backup"});
  CommandLoop imports({"import", "games", "export 1"});
  reads.recent = imports.recent = &recent;

  std::mt19937 rng(20240917);
  std::uniform_int_distribution<int> acks_before_kill(1, 40), kill_delay_ms(0, 25);
  const double mix_s = mix_seconds();
  const auto start = Clock::now();
  const auto mix_end = start + std::chrono::milliseconds(static_cast<long>(mix_s * 1000));
  const auto hard_end = mix_end + std::chrono::seconds(180);  // a slow (sanitizer) build still gets there
  constexpr auto kNoProgressLimit = std::chrono::seconds(60);
  constexpr int kMinLives = 6, kMinCallsEach = 3;

  Acks acks;  // everything any writer life acknowledged: (game, seq) -> line
  int lives = 0, kills = 0, acked_total = 0;
  std::vector<std::string> writer_problems, losses_after_kill, reacked, sightings;
  int lives_with_deleted_wal = 0, entries_lost_at_kills = 0;

  struct Life {
    std::unique_ptr<ChildProcess> process;
    std::vector<std::string> lines;
    int kill_after = 0;
    std::optional<Clock::time_point> kill_at;
    Clock::time_point last_progress;
    bool sighted = false;
    std::string err_file;
  };
  std::optional<Life> life;

  // A life ends (killed by us or not): its acknowledgements join the rest,
  // and every one of them must be in the file right now.
  auto end_life = [&](bool killed_by_us) {
    life->process->read_lines(life->lines, Clock::now() + std::chrono::seconds(5));  // written before it died
    const int code = life->process->wait();
    if (killed_by_us) ++kills;
    if (!killed_by_us || code != 128 + SIGKILL)
      writer_problems.push_back("writer life " + std::to_string(lives) + " ended with code " + std::to_string(code) +
                                ": " + trimmed(slurp(life->err_file)));
    Acks these;
    collect_acks(life->lines, these);
    acked_total += static_cast<int>(these.size());
    for (const auto& [key, line] : these) {
      auto earlier = acks.find(key);
      if (earlier != acks.end())  // acknowledged before, so the earlier entry vanished
        reacked.push_back("game " + std::to_string(key.first) + " entry " + std::to_string(key.second) +
                          " acknowledged twice (" + earlier->second + ", then in life " + std::to_string(lives) +
                          ": " + line + ")");
      acks[key] = line;
    }
    std::vector<std::string> missing;
    try {
      missing = missing_entries(db, these);
    } catch (const std::exception& e) {
      missing.assign(these.size(), std::string("cannot read the file: ") + e.what());
    }
    if (!missing.empty()) {
      entries_lost_at_kills += static_cast<int>(missing.size());
      losses_after_kill.push_back("right after writer life " + std::to_string(lives) + " ended, " +
                                  std::to_string(missing.size()) + " of the " + std::to_string(these.size()) +
                                  " entries it acknowledged were gone, e.g. " + missing.front());
    }
    life.reset();
  };

  bool stuck = false;
  for (;;) {
    const auto now = Clock::now();
    const bool minimums_met = kills >= kMinLives && tally.calls.size() == 6 &&
                              std::all_of(tally.calls.begin(), tally.calls.end(),
                                          [&](const auto& c) { return c.second >= kMinCallsEach; });
    const bool mixing = !stuck && (now < mix_end || !minimums_met) && now < hard_end;
    if (!mixing && reads.idle() && imports.idle()) break;

    if (mixing && !life) {
      ++lives;
      life.emplace();
      life->err_file = (dir.path() / "work" / ("writer-" + std::to_string(lives) + ".err")).string();
      life->process = std::make_unique<ChildProcess>(
          std::vector<std::string>{writer_binary(), db, "100000000", std::to_string(lives), "resume"},
          ChildProcess::Options{
              .stdin_file = "/dev/null", .stdout_file = "" /* a pipe */, .stderr_file = life->err_file});
      life->kill_after = acks_before_kill(rng);
      life->last_progress = now;
    }
    if (life) {
      const std::size_t had = life->lines.size();
      const bool open = life->process->read_lines(life->lines, now + std::chrono::milliseconds(2));
      if (life->lines.size() > had) life->last_progress = Clock::now();
      // The WAL the table writes into must still be the file's WAL.
      if (auto links = deleted_companions(life->process->pid()); !links.empty() && !life->sighted) {
        life->sighted = true;
        ++lives_with_deleted_wal;
        if (sightings.size() < 3) {
          std::string last;
          for (const auto& r : recent) last += (last.empty() ? "" : "; ") + r;
          std::string running;
          for (const auto* loop : {&reads, &imports})
            if (loop->running) running += (running.empty() ? "" : "; ") + loop->running->shown;
          sightings.push_back("writer life " + std::to_string(lives) + " (pid " +
                              std::to_string(life->process->pid()) + ") after " + std::to_string(life->lines.size()) +
                              " acks, " + std::to_string(seconds_since(start)).substr(0, 5) + " s into the mix: " +
                              links.front() + "; last commands finished: " + last + "; running: " + running);
        }
      }
      if (!open) {
        end_life(false);  // it stopped by itself: that is a failure
      } else if (!mixing) {
        life->process->kill_hard();
        end_life(true);
      } else {
        if (!life->kill_at && static_cast<int>(life->lines.size()) >= life->kill_after)
          life->kill_at = Clock::now() + std::chrono::milliseconds(kill_delay_ms(rng));
        if (life->kill_at && Clock::now() >= *life->kill_at) {
          life->process->kill_hard();
          end_life(true);
        } else if (Clock::now() - life->last_progress > kNoProgressLimit) {
          writer_problems.push_back("writer life " + std::to_string(lives) + " acknowledged nothing for 60 s: " +
                                    trimmed(slurp(life->err_file)));
          life->process->kill_hard();
          end_life(true);
          stuck = true;
        }
      }
    }
    reads.step(commands, tally, mixing, true);
    imports.step(commands, tally, mixing, true);
    if (!life) usleep(1000);
  }
  if (life) {
    life->process->kill_hard();
    end_life(true);
  }
  const double mix_took = seconds_since(start);

  // After everything: the file as the next start of the app finds it.
  std::vector<std::string> missing_at_end;
  try {
    missing_at_end = missing_entries(db, acks);
  } catch (const std::exception& e) {
    missing_at_end.push_back(std::string("cannot read the file: ") + e.what());
  }
  const std::string verdict = safe_integrity(db);

  std::ostringstream figures;
  figures << "process mix on an existing database, " << mix_took << " s:\n"
          << "  processes started: " << lives + tally.total_calls() + 1 << " (" << lives << " writer lives, " << kills
          << " SIGKILLs, " << tally.total_calls() + 1 << " commands)\n"
          << tally.per_command() << "  commands busy: " << tally.total(tally.busy)
          << ", said damaged: " << tally.total(tally.damaged) << ", failed: " << tally.failed
          << "; slowest: " << tally.slowest << " " << tally.slowest_s << " s\n"
          << "  entries acknowledged: " << acked_total << " (" << acks.size() << " distinct)"
          << ", found at the end: " << acks.size() - missing_at_end.size() << ", lost right after a kill: "
          << entries_lost_at_kills << ", acknowledged twice: " << reacked.size() << "\n"
          << "  games imported: " << tally.imported.size() << "; writer lives that saw their WAL/SHM deleted: "
          << lives_with_deleted_wal << "; integrity_check: " << verdict << "\n";
  std::cout << figures.str() << std::flush;

  {
    std::string all;
    for (const auto& s : sightings) all += "\n  " + s;
    INFO("the WAL/SHM the live table writes into was unlinked by another process (first sightings):" << all);
    CHECK(lives_with_deleted_wal == 0);
  }
  {
    std::string all;
    for (const auto& s : writer_problems) all += "\n  " + s;
    INFO("the table failed:" << all);
    CHECK(writer_problems.empty());
    CHECK_FALSE(stuck);
  }
  {
    INFO("commands that called the healthy file damaged or failed:" << tally.problem_list());
    CHECK(tally.total(tally.damaged) == 0);
    CHECK(tally.failed == 0);
    CHECK(tally.problems.empty());
  }
  {
    std::string all;
    for (std::size_t i = 0; i < losses_after_kill.size() && i < 3; ++i) all += "\n  " + losses_after_kill[i];
    for (std::size_t i = 0; i < reacked.size() && i < 3; ++i) all += "\n  " + reacked[i];
    for (std::size_t i = 0; i < missing_at_end.size() && i < 3; ++i) all += "\n  at the end: " + missing_at_end[i];
    INFO("acknowledged entries lost:" << all);
    CHECK(entries_lost_at_kills == 0);
    CHECK(reacked.empty());
    CHECK(missing_at_end.empty());
  }
  CHECK(verdict == "ok");
  CHECK(acked_total >= 20);  // the table really entered things between the commands
  CHECK(kills >= kMinLives);
  if (verdict == "ok") {
    require_imports_kept(db, tally.imported, whole_game);
    auto store = open_or_fail(db);
    require_all_games_replay(*store);
  }
}

TEST_CASE("flipside games never calls a healthy file damaged while imports run one after another",
          "[store][concurrency][disk][process_mix]") {
  TempDir dir;
  const std::string db = dir.file("race.db");
  Commands commands(db, dir.path() / "work");
  Tally tally;
  REQUIRE(commands.run_now("import", tally) == 0);
  const std::int64_t whole_game = events_of(db, 1);

  // One terminal lists the games over and over while another imports one
  // script after another: whenever an import's checkpoint lands, the verdict
  // on the file must stay "healthy". (With sizes compared at different
  // moments, 1 to 5 of 300 calls said "damaged (truncated)" here.)
  constexpr int kGamesCalls = 300;
  CommandLoop games({"games"});
  CommandLoop imports({"import"});
  const auto start = Clock::now();
  // A cap, not a target: under the sanitizers (scripts/dev.sh check) on a
  // busy machine each command is several times slower, and 300 s gave only
  // 284 of the 300 calls; there they get longer, still under CTest's 600 s.
#if defined(__SANITIZE_ADDRESS__)
  const auto hard_end = start + std::chrono::seconds(540);
#else
  const auto hard_end = start + std::chrono::seconds(300);
#endif
  while (Clock::now() < hard_end) {
    const bool more_games = tally.calls["games"] + !games.idle() < kGamesCalls;
    games.step(commands, tally, more_games, false);
    imports.step(commands, tally, !games.idle(), false);
    if (games.idle() && imports.idle()) break;
    usleep(500);
  }
  const double took = seconds_since(start);
  std::cout << "games beside imports, " << took << " s: " << tally.calls["games"] << " `games` calls, "
            << tally.calls["import"] - 1 << " imports; said damaged: " << tally.total(tally.damaged)
            << ", failed: " << tally.failed << "\n"
            << std::flush;

  INFO("commands that called the healthy file damaged or failed:" << tally.problem_list());
  CHECK(tally.calls["games"] == kGamesCalls);
  CHECK(tally.calls["import"] >= 10);  // the two loops really overlapped
  CHECK(tally.total(tally.damaged) == 0);
  CHECK(tally.failed == 0);
  CHECK(tally.problems.empty());
  CHECK(safe_integrity(db) == "ok");
  require_imports_kept(db, tally.imported, whole_game);
}
