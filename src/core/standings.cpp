// rank_by_total (core/game.hpp): the common way to place seats by total.
#include <algorithm>

#include "core/game.hpp"

namespace flipside {

std::vector<Standing> rank_by_total(const std::vector<int>& totals, bool highest_best) {
  std::vector<Standing> out;
  for (std::size_t seat = 0; seat < totals.size(); ++seat) out.push_back({static_cast<int>(seat), totals[seat], 0});
  auto better = [&](int a, int b) { return highest_best ? a > b : a < b; };
  std::stable_sort(out.begin(), out.end(), [&](const Standing& a, const Standing& b) { return better(a.total, b.total); });
  for (std::size_t i = 0; i < out.size(); ++i)
    out[i].place = i > 0 && out[i].total == out[i - 1].total ? out[i - 1].place : static_cast<int>(i) + 1;
  return out;
}

}  // namespace flipside
