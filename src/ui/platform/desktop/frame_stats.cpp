// The desktop app's figures for `bench` (frame_stats.hpp).
#include "ui/platform/desktop/frame_stats.hpp"

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <ctime>
#include <fstream>
#include <iterator>

#include <unistd.h>

namespace flipside::ui {
namespace {

double cpu_ms(clockid_t clock) {
  timespec ts{};
  clock_gettime(clock, &ts);
  return ts.tv_sec * 1e3 + ts.tv_nsec / 1e6;
}
// Every thread of the process: with software GL (Xvfb) this includes the
// rasterizer's worker threads, i.e. the GPU's work done on the CPU.
double process_cpu_ms() { return cpu_ms(CLOCK_PROCESS_CPUTIME_ID); }
// The app's own thread: building the UI, issuing GL commands, swapping.
double thread_cpu_ms() { return cpu_ms(CLOCK_THREAD_CPUTIME_ID); }

double median(std::vector<double> v) {
  if (v.empty()) return 0;
  std::sort(v.begin(), v.end());
  return v[v.size() / 2];
}

double percentile(std::vector<double> v, double p) {
  if (v.empty()) return 0;
  std::sort(v.begin(), v.end());
  return v[std::min(v.size() - 1, static_cast<std::size_t>(p * v.size()))];
}

}  // namespace

// /proc/self/stat field 22 is the start in clock ticks since boot, read
// against CLOCK_BOOTTIME.
double ms_since_process_start() {
  std::ifstream in("/proc/self/stat");
  std::string stat((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  const auto close = stat.rfind(')');
  if (close == std::string::npos) return -1;
  std::size_t pos = close + 2;
  for (int field = 3; field < 22 && pos != std::string::npos; ++field) pos = stat.find(' ', pos) + 1;
  const double start_ticks = std::strtod(stat.c_str() + pos, nullptr);
  timespec now{};
  clock_gettime(CLOCK_BOOTTIME, &now);
  return (now.tv_sec + now.tv_nsec / 1e9) * 1e3 - start_ticks * 1e3 / sysconf(_SC_CLK_TCK);
}

void FrameStats::start() {
  cpu_start_ = process_cpu_ms();
  thread_start_ = thread_cpu_ms();
}

void FrameStats::built() { built_ = process_cpu_ms(); }

void FrameStats::end() {
  build_cpu_ms_.push_back(built_ - cpu_start_);
  frame_cpu_ms_.push_back(process_cpu_ms() - cpu_start_);
  thread_cpu_ms_.push_back(thread_cpu_ms() - thread_start_);
}

std::string FrameStats::summary(int frames) const {
  char line[256];
  std::snprintf(line, sizeof line,
                "frames=%d frame_cpu_median_ms=%.3f frame_cpu_p90_ms=%.3f app_thread_cpu_median_ms=%.3f "
                "ui_build_cpu_median_ms=%.3f",
                frames, median(frame_cpu_ms_), percentile(frame_cpu_ms_, 0.9), median(thread_cpu_ms_),
                median(build_cpu_ms_));
  return line;
}

}  // namespace flipside::ui
