// flipside_bench [FLIPSIDE_BINARY] [FILTER]: runs every registered benchmark.
#include <cstdio>
#include <cstring>

#include "bench.hpp"

namespace flipside::bench {

std::vector<Entry>& registry() {
  static std::vector<Entry> entries;
  return entries;
}

Registrar::Registrar(const char* name, Function function) { registry().push_back({name, function}); }

}  // namespace flipside::bench

int main(int argc, char** argv) {
  flipside::bench::Context context;
  if (argc > 1) context.flipside_binary = argv[1];
  if (argc > 2) context.filter = argv[2];
  for (const auto& entry : flipside::bench::registry()) {
    if (!context.filter.empty() && !std::strstr(entry.name, context.filter.c_str())) continue;
    std::printf("== %s\n", entry.name);
    std::fflush(stdout);
    entry.function(context);
    std::fflush(stdout);
  }
  return 0;
}
