// A tiny registry for benchmarks: each bench_*.cpp registers functions that
// print their own figures. Figures are reported, never asserted.
#pragma once

#include <chrono>
#include <string>
#include <vector>

namespace flipside::bench {

struct Context {
  std::string flipside_binary;  // path of the built `flipside`, for whole-command timings
  std::string filter;           // run only benchmarks whose name contains this
};

using Function = void (*)(const Context&);

struct Registrar {
  Registrar(const char* name, Function function);
};

struct Entry {
  const char* name;
  Function function;
};
std::vector<Entry>& registry();

inline double seconds_since(std::chrono::steady_clock::time_point start) {
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
}

}  // namespace flipside::bench
