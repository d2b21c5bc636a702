// The desktop app's own figures for `bench` (bench/bench_ui.sh): the CPU a
// frame costs (--frame-stats) and how long the process has been running
// (--print-startup-time). Linux clocks and /proc; nothing here draws.
#pragma once

#include <string>
#include <vector>

namespace flipside::ui {

// Milliseconds since the process started (/proc/self/stat), ±1 clock tick.
double ms_since_process_start();

// Each frame's CPU time: start() before it is built, built() once it is,
// end() once it is presented. Every thread of the process counts (with
// software GL, the rasterizer's: the GPU's work done on the CPU), the app's
// own thread apart.
class FrameStats {
 public:
  void start();
  void built();
  void end();
  // "frames=N frame_cpu_median_ms=... frame_cpu_p90_ms=...
  // app_thread_cpu_median_ms=... ui_build_cpu_median_ms=...".
  std::string summary(int frames) const;

 private:
  double cpu_start_ = 0, thread_start_ = 0, built_ = 0;
  std::vector<double> frame_cpu_ms_;
  std::vector<double> build_cpu_ms_;
  std::vector<double> thread_cpu_ms_;
};

}  // namespace flipside::ui
