#include "ui/shell/history_list.hpp"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <unordered_map>

#include "core/name_fold.hpp"

namespace flipside::ui {
namespace {

std::string trimmed(const std::string& text) {
  const auto first = text.find_first_not_of(" \t");
  if (first == std::string::npos) return {};
  return text.substr(first, text.find_last_not_of(" \t") - first + 1);
}

}  // namespace

HistoryList::Keys HistoryList::keys_of(const store::GameSummary& game) {
  Keys keys;
  keys.day = store::local_minutes(game.started_at).substr(0, 10);  // the day where the table was
  for (const std::string& name : game.players) keys.folded.push_back(fold_name(name));
  return keys;
}

void HistoryList::load(std::vector<store::GameSummary> games) {
  games_ = std::move(games);
  keys_.clear();
  keys_.reserve(games_.size());
  for (const auto& g : games_) keys_.push_back(keys_of(g));
  summarize();
  refilter();
}

void HistoryList::summarize() {
  // The oldest month: "YYYY-MM-DD" days compare as text.
  const std::string* oldest_day = nullptr;
  for (const Keys& k : keys_)
    if (month_index(k.day) >= 0 && (!oldest_day || k.day < *oldest_day)) oldest_day = &k.day;
  oldest_month_ = oldest_day ? std::optional<int>(month_index(*oldest_day)) : std::nullopt;

  std::unordered_map<std::string, int> count;
  league_games_ = false;
  for (const auto& g : games_) {
    for (const auto& name : g.players) ++count[name];
    league_games_ = league_games_ || !g.origin.empty();
  }
  players_.clear();
  for (const auto& [name, n] : count) players_.push_back(name);
  std::sort(players_.begin(), players_.end(), [&](const std::string& a, const std::string& b) {
    const int na = count[a], nb = count[b];
    return na != nb ? na > nb : a < b;
  });
}

void HistoryList::apply(const HistoryFilter& filter, const std::string& today) {
  filter_ = filter;
  today_ = today;
  const auto [first_day, last_day] = date_bounds(filter.dates, filter.first_month, filter.last_month, today);
  const std::string search = fold_name(trimmed(filter.search));
  shown_.clear();
  for (std::size_t i = 0; i < games_.size(); ++i) {
    const store::GameSummary& g = games_[i];
    const Keys& k = keys_[i];
    if (!filter.game.empty() && g.game != filter.game) continue;
    if (filter.this_device && !g.origin.empty()) continue;
    if (!first_day.empty() && (k.day < first_day || k.day > last_day)) continue;
    if (!filter.player.empty() && std::find(g.players.begin(), g.players.end(), filter.player) == g.players.end())
      continue;
    if (!search.empty() && std::none_of(k.folded.begin(), k.folded.end(), [&](const std::string& name) {
          return name.find(search) != std::string::npos;
        }))
      continue;
    shown_.push_back(i);
  }
}

std::optional<store::GameSummary> HistoryList::take(std::int64_t id) {
  auto it = std::find_if(games_.begin(), games_.end(), [&](const store::GameSummary& g) { return g.id == id; });
  if (it == games_.end()) return std::nullopt;
  store::GameSummary taken = std::move(*it);
  keys_.erase(keys_.begin() + (it - games_.begin()));
  games_.erase(it);
  summarize();
  refilter();
  return taken;
}

void HistoryList::put_back(store::GameSummary game) {
  // In the store's order: before the first game it is listed before.
  auto it = std::find_if(games_.begin(), games_.end(),
                         [&](const store::GameSummary& g) { return store::listed_before(game, g); });
  keys_.insert(keys_.begin() + (it - games_.begin()), keys_of(game));
  games_.insert(it, std::move(game));
  summarize();
  refilter();
}

const store::GameSummary* HistoryList::find(std::int64_t id) const {
  auto it = std::find_if(games_.begin(), games_.end(), [&](const store::GameSummary& g) { return g.id == id; });
  return it == games_.end() ? nullptr : &*it;
}

}  // namespace flipside::ui
