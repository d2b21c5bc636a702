// The page on phones (issue 23): how long from an entry's commit until each
// connected phone has the new view (Server-Sent Events on loopback), with 1
// and 50 phones; and what 50 connected phones cost the table's process while
// nothing happens (CPU time over two idle seconds, 0 vs 50 phones).
#include <httplib.h>
#include <sys/resource.h>

#include <algorithm>
#include <atomic>
#include <cstdio>
#include <filesystem>
#include <map>
#include <mutex>
#include <thread>

#include "bench.hpp"
#include "core/game_info.hpp"
#include "lan/page_view.hpp"
#include "lan/server.hpp"
#include "store/store.hpp"

namespace flipside::bench {
namespace {

using Clock = std::chrono::steady_clock;

double process_cpu_ms() {
  rusage u{};
  getrusage(RUSAGE_SELF, &u);
  return (u.ru_utime.tv_sec + u.ru_stime.tv_sec) * 1e3 + (u.ru_utime.tv_usec + u.ru_stime.tv_usec) / 1e3;
}

// Phones reading /events, noting when each version arrived.
class Phones {
 public:
  Phones(int port, std::string token, int count) {
    for (int i = 0; i < count; ++i)
      threads_.emplace_back([this, port, token] {
        httplib::Client c("127.0.0.1", port);
        c.set_read_timeout(30, 0);
        std::string buffer;
        c.Get(("/events?t=" + token).c_str(), [this, &buffer](const char* data, std::size_t size) {
          const auto now = Clock::now();
          buffer.append(data, size);
          for (std::size_t end = buffer.find("\n\n"); end != std::string::npos; end = buffer.find("\n\n")) {
            const std::string event = buffer.substr(0, end);
            buffer.erase(0, end + 2);
            const auto id = event.find("id: ");
            if (id == std::string::npos) continue;
            std::lock_guard lock(mutex_);
            arrivals_[std::stoull(event.substr(id + 4))].push_back(now);
          }
          return !stop_;
        });
      });
  }
  ~Phones() {
    stop_ = true;
    for (auto& t : threads_) t.join();
  }
  std::size_t got(std::uint64_t version) {
    std::lock_guard lock(mutex_);
    return arrivals_[version].size();
  }
  std::vector<Clock::time_point> arrivals(std::uint64_t version) {
    std::lock_guard lock(mutex_);
    return arrivals_[version];
  }

 private:
  std::vector<std::thread> threads_;
  std::mutex mutex_;
  std::map<std::uint64_t, std::vector<Clock::time_point>> arrivals_;
  std::atomic<bool> stop_ = false;
};

bool wait_until(const std::function<bool()>& done, std::chrono::milliseconds limit) {
  const auto until = Clock::now() + limit;
  while (!done()) {
    if (Clock::now() > until) return false;
    std::this_thread::sleep_for(std::chrono::microseconds(200));
  }
  return true;
}

void commit_to_phone(int phone_count) {
  const auto dir = std::filesystem::temp_directory_path() / ("flipside-lan-bench-" + std::to_string(::getpid()));
  std::filesystem::create_directories(dir);
  {
    auto opened = store::Store::open((dir / "table.db").string());
    ScriptHeader header;
    header.game = "flip7";
    header.players = {"Ana", "Ben", "Cleo", "Dani"};
    header.dealer = "Dani";
    const auto lines = find_game("flip7")->random_game(header, 7);
    auto game = opened->store->create_game(header).value();
    lan::Server server([](const lan::PhoneRequest&) { return lan::GateReply{}; });
    std::string problem;
    server.start({}, &problem);
    server.publish(lan::page_view(game->session(), Lang::kEnglish));
    Phones phones(server.port(), server.phones().table_token(), phone_count);
    wait_until([&] { return phones.got(1) == static_cast<std::size_t>(phone_count); }, std::chrono::seconds(20));

    std::vector<double> latency_ms;
    std::uint64_t version = 1;
    for (std::size_t i = 0; i < lines.size() && i < 150; ++i) {
      if (!game->apply(lines[i]).accepted) break;  // committed when apply returns
      const auto committed = Clock::now();
      server.publish(lan::page_view(game->session(), Lang::kEnglish));
      ++version;
      if (!wait_until([&] { return phones.got(version) == static_cast<std::size_t>(phone_count); },
                      std::chrono::seconds(5)))
        break;
      for (const auto& at : phones.arrivals(version))
        latency_ms.push_back(std::chrono::duration<double, std::milli>(at - committed).count());
      std::this_thread::sleep_for(std::chrono::milliseconds(10));
    }
    std::sort(latency_ms.begin(), latency_ms.end());
    if (latency_ms.empty()) {
      std::printf("no event reached a phone\n");
    } else {
      std::printf("commit to phone, %d phone%s, %zu arrivals: median %.2f ms, p99 %.2f ms, max %.2f ms (target p99 <= 100)\n",
                  phone_count, phone_count == 1 ? "" : "s", latency_ms.size(), latency_ms[latency_ms.size() / 2],
                  latency_ms[latency_ms.size() * 99 / 100], latency_ms.back());
    }
    if (phone_count > 1) {
      const double before = process_cpu_ms();
      std::this_thread::sleep_for(std::chrono::seconds(2));
      std::printf("%d phones connected, nothing happening: %.1f ms of CPU in 2 s (the server's and the phones' threads)\n",
                  phone_count, process_cpu_ms() - before);
    }
    server.stop();
  }
  std::filesystem::remove_all(dir);
}

void page_latency(const Context&) {
  const double before = process_cpu_ms();
  std::this_thread::sleep_for(std::chrono::seconds(2));
  std::printf("no phone, nothing happening: %.1f ms of CPU in 2 s\n", process_cpu_ms() - before);
  commit_to_phone(1);
  commit_to_phone(50);
}

Registrar lan_registrar("lan: commit to phone latency, 1 and 50 phones", page_latency);

}  // namespace
}  // namespace flipside::bench
