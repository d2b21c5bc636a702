// History's list (issue 13): building the filter keys of 10,000 games when
// History opens, and one filter pass (a keystroke in the search box).
#include <algorithm>
#include <cstdio>

#include "bench.hpp"
#include "support/history_games.hpp"
#include "ui/shell/history_list.hpp"

namespace flipside::bench {
namespace {

void history_filter(const Context&) {
  const auto games = testkit::history_games(10000);
  std::vector<double> load_s, filter_s;
  std::size_t shown = 0;
  for (int run = 0; run < 15; ++run) {
    ui::HistoryList list;
    auto t0 = std::chrono::steady_clock::now();
    list.load(games);
    load_s.push_back(seconds_since(t0));
    ui::HistoryFilter f;
    f.search = "mar\xC3\xAD";
    f.dates = ui::HistoryDates::kThisYear;
    f.game = "flip7";
    t0 = std::chrono::steady_clock::now();
    list.apply(f, "2026-11-22");
    filter_s.push_back(seconds_since(t0));
    shown = list.shown().size();
  }
  std::sort(load_s.begin(), load_s.end());
  std::sort(filter_s.begin(), filter_s.end());
  std::printf("history of 10,000 games: filter keys built in %.1f ms (median of 15), one filter pass %.2f ms "
              "(%zu games shown)\n",
              load_s[load_s.size() / 2] * 1e3, filter_s[filter_s.size() / 2] * 1e3, shown);
}

Registrar history_registrar("ui: history filter over 10,000 games", history_filter);

}  // namespace
}  // namespace flipside::bench
