#include "core/stats_records.hpp"

#include <algorithm>
#include <map>
#include <optional>
#include <unordered_map>

#include "core/game_info.hpp"

namespace flipside::stats {
namespace {

// What is gathered for one game kind while walking the games in start order.
struct KindRecords {
  std::optional<Record> best, streak, comeback, fastest;
  std::map<std::string, Record> most;          // counter → its record
  std::unordered_map<std::int64_t, int> runs;  // player → wins in a row so far
};

Record record_of(RecordKind kind, const FinishedGame& g, std::string player, long long value) {
  Record r;
  r.kind = kind;
  r.game = g.game;
  r.player = std::move(player);
  r.value = value;
  r.game_id = g.id;
  r.started_at = g.started_at;
  return r;
}

// The winners' names in seat order, "Ana, Cy" for partners.
std::string winners(const FinishedGame& g) {
  std::string out;
  for (const SeatResult& s : g.seats)
    if (s.place == 1) out.append(out.empty() ? "" : ", ").append(s.name);
  return out;
}

// The most points a winner of `g` was behind the leader after a round
// before the last, and who; nullopt when no winner was ever behind.
std::optional<std::pair<std::string, long long>> comeback_of(const FinishedGame& g) {
  std::optional<std::pair<std::string, long long>> best;
  for (const SeatResult& s : g.seats)
    if (s.place == 1 && s.behind > 0 && (!best || s.behind > best->second)) best = std::make_pair(s.name, s.behind);
  return best;
}

void take(const FinishedGame& g, const GameInfo* info, KindRecords& k) {
  const ScoreOrder order = info ? info->order : ScoreOrder::kHighestWins;
  for (const SeatResult& s : g.seats) {
    // Best score, in the game's order.
    if (order == ScoreOrder::kHighestWins && (!k.best || s.total > k.best->value))
      k.best = record_of(RecordKind::kBestScore, g, s.name, s.total);
    if (order == ScoreOrder::kLowestWins && s.place == 1 && (!k.best || s.total < k.best->value)) {
      k.best = record_of(RecordKind::kBestScore, g, s.name, s.total);
      k.best->lowest = true;
    }
    // Streaks: a win adds to the run, anything else ends it.
    int& run = k.runs[s.player_id];
    run = s.place == 1 ? run + 1 : 0;
    if (run > 0 && (!k.streak || run > k.streak->value)) k.streak = record_of(RecordKind::kLongestStreak, g, s.name, run);
  }
  if (order == ScoreOrder::kHighestWins)
    if (auto back = comeback_of(g); back && (!k.comeback || back->second > k.comeback->value))
      k.comeback = record_of(RecordKind::kComeback, g, back->first, back->second);
  if (info)
    for (const SeatCount& c : g.record_counts) {
      if (c.value <= 0 || std::find(info->record_counters.begin(), info->record_counters.end(), c.counter) ==
                              info->record_counters.end())
        continue;
      auto seat = std::find_if(g.seats.begin(), g.seats.end(), [&](const SeatResult& s) { return s.seat == c.seat; });
      if (seat == g.seats.end()) continue;
      auto it = k.most.find(c.counter);
      if (it != k.most.end() && c.value <= it->second.value) continue;
      Record r = record_of(RecordKind::kMostCounter, g, seat->name, c.value);
      r.counter = c.counter;
      k.most[c.counter] = std::move(r);
    }
  if (auto length = game_length(g); length && (!k.fastest || *length < k.fastest->value))
    k.fastest = record_of(RecordKind::kFastestWin, g, winners(g), *length);
}

}  // namespace

std::vector<long long> most_behind(const std::vector<std::vector<int>>& round_points, std::size_t seats) {
  std::vector<long long> running(seats, 0), deepest(seats, 0);
  if (seats == 0) return deepest;
  for (std::size_t r = 0; r + 1 < round_points.size(); ++r) {
    const std::vector<int>& points = round_points[r];
    for (std::size_t seat = 0; seat < seats && seat < points.size(); ++seat) running[seat] += points[seat];
    const long long leader = *std::max_element(running.begin(), running.end());
    for (std::size_t seat = 0; seat < seats; ++seat) deepest[seat] = std::max(deepest[seat], leader - running[seat]);
  }
  return deepest;
}

std::vector<Record> records(const Input& input, const Filter& filter) {
  std::map<std::string, KindRecords> kinds;
  for (const FinishedGame& g : input.games)
    if (selects(filter, g)) take(g, find_game(g.game), kinds[g.game]);
  // Game kinds in the registry's order; one this FlipSide does not know last.
  std::vector<std::string> order;
  for (const GameInfo& info : all_games())
    if (kinds.count(std::string(info.id))) order.emplace_back(info.id);
  for (const auto& [game, k] : kinds)
    if (std::find(order.begin(), order.end(), game) == order.end()) order.push_back(game);
  std::vector<Record> out;
  for (const std::string& game : order) {
    KindRecords& k = kinds[game];
    for (std::optional<Record>* r : {&k.best, &k.streak, &k.comeback})
      if (*r) out.push_back(**r);
    if (const GameInfo* info = find_game(game))
      for (std::string_view counter : info->record_counters)
        if (auto it = k.most.find(std::string(counter)); it != k.most.end()) out.push_back(it->second);
    if (k.fastest) out.push_back(*k.fastest);
  }
  return out;
}

}  // namespace flipside::stats
