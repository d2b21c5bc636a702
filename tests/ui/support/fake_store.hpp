// A store::Store kept in memory, with failures on demand, for controller
// tests that must not depend on SQLite (a failed write, a read-only file).
#pragma once

#include <algorithm>
#include <map>
#include <set>
#include <memory>
#include <vector>

#include "core/session.hpp"
#include "store/store.hpp"

namespace flipside::ui::test {

struct FakeGameRecord {
  std::int64_t id = 0;
  ScriptHeader header;
  std::vector<nlohmann::json> lines;
  std::string status = "in_progress";
};

struct FakeStoreState {
  std::vector<FakeGameRecord> games;
  bool fail_writes = false;
  bool fail_reads = false;  // every list read fails, as on a damaged file
  int applies = 0;  // committed entries
  // History (issue 13): a game's start when it is not the default one, and
  // the games deleted (hidden until restored).
  std::map<std::int64_t, std::string> started_at;
  std::set<std::int64_t> deleted;
  std::vector<std::int64_t> bin_order;  // ids in the order they were deleted
  int deletes = 0;  // delete_game/restore_game calls that changed something
};

class FakeOpenGame final : public store::OpenGame {
 public:
  FakeOpenGame(std::shared_ptr<FakeStoreState> state, std::size_t index, std::unique_ptr<Session> session)
      : state_(std::move(state)), index_(index), session_(std::move(session)) {}
  std::int64_t id() const override { return record().id; }
  const Session& session() const override { return *session_; }
  Verdict apply(const nlohmann::json& line) override {
    if (state_->fail_writes) return Verdict::reject(msg("store.write_failed", "disk full"));
    Verdict v = session_->apply(line);
    if (v.accepted) sync();
    return v;
  }
  bool can_undo() const override { return session_->can_undo(); }
  bool can_redo() const override { return session_->can_redo(); }
  store::Result<> undo() override {
    if (state_->fail_writes) return msg("store.write_failed", "disk full");
    session_->undo();
    sync();
    return {};
  }
  store::Result<> redo() override {
    if (state_->fail_writes) return msg("store.write_failed", "disk full");
    session_->redo();
    sync();
    return {};
  }
  store::Result<> edit(std::size_t index, const nlohmann::json& line) override {
    if (state_->fail_writes) return msg("store.write_failed", "disk full");
    EditPlan plan = session_->plan_edit(index, line);
    if (!plan.ok()) return *plan.refused;
    session_->commit_edit(std::move(plan));
    sync();
    return {};
  }
  store::Result<> abandon() override {
    record().status = "abandoned";
    return {};
  }

 private:
  FakeGameRecord& record() const { return state_->games[index_]; }
  void sync() {
    ++state_->applies;
    record().lines = session_->lines();
    record().status = session_->game().finished() ? "finished" : "in_progress";
  }
  std::shared_ptr<FakeStoreState> state_;
  std::size_t index_;
  std::unique_ptr<Session> session_;
};

class FakeStore final : public store::Store {
 public:
  explicit FakeStore(std::shared_ptr<FakeStoreState> state = std::make_shared<FakeStoreState>(), bool read_only = false)
      : state_(std::move(state)), read_only_(read_only) {}
  std::shared_ptr<FakeStoreState> state() const { return state_; }

  bool read_only() const override { return read_only_; }
  std::string path() const override { return "/fake/flipside.db"; }
  void start_background_check() override {}
  store::Rows<store::PlayerRecord> players() const override {
    if (state_->fail_reads) return msg("store.read_failed", path(), "disk I/O error");
    std::vector<store::PlayerRecord> out;
    for (const auto& g : state_->games)
      for (const auto& name : g.header.players) {
        auto it = std::find_if(out.begin(), out.end(), [&](const auto& p) { return p.name == name; });
        if (it == out.end()) out.push_back({static_cast<std::int64_t>(out.size() + 1), name, 1});
        else ++it->games;
      }
    return out;
  }
  store::Result<> rename_player(std::int64_t, const std::string&) override { return {}; }
  store::Result<> merge_players(std::int64_t, std::int64_t) override { return {}; }
  // The finished games replayed (the real store reads what they wrote when
  // they ended); players numbered by first appearance.
  store::Result<stats::Input> stats_input(const stats::Filter&) const override {
    if (state_->fail_reads) return msg("store.read_failed", path(), "disk I/O error");
    stats::Input input;
    std::vector<std::string> ids;
    auto id_of = [&](const std::string& name) {
      auto it = std::find(ids.begin(), ids.end(), name);
      if (it == ids.end()) it = ids.insert(ids.end(), name);
      return static_cast<std::int64_t>(it - ids.begin()) + 1;
    };
    for (const auto& g : state_->games) {
      if (g.status != "finished" || state_->deleted.count(g.id)) continue;
      Message ignored;
      auto session = Session::start(g.header, &ignored);
      for (const auto& line : g.lines) session->apply(line);
      stats::FinishedGame f;
      f.id = g.id;
      f.game = g.header.game;
      f.started_at = "2025-01-02T20:30:00Z";
      f.rounds = static_cast<int>(session->game().rounds().size());
      for (const Standing& s : session->game().standings())
        f.seats.push_back({id_of(g.header.players[s.seat]), g.header.players[s.seat], s.seat, s.total, s.place});
      for (const SeatCounter& c : session->game().seat_counters())
        for (std::size_t seat = 0; seat < c.per_seat.size(); ++seat)
          input.counters.push_back({id_of(g.header.players[seat]), f.game, c.name, c.per_seat[seat]});
      input.games.push_back(std::move(f));
    }
    return input;
  }
  store::Rows<store::GameSummary> games() const override {
    auto out = summaries(false);
    if (!out.ok()) return out;
    std::stable_sort(out->begin(), out->end(), store::listed_before);  // as the real store lists them
    return out;
  }
  // The bin: the last deleted first (deletion order kept in `bin_order`).
  store::Rows<store::GameSummary> deleted_games() const override {
    auto out = summaries(true);
    if (!out.ok()) return out;
    std::stable_sort(out->begin(), out->end(), [&](const auto& a, const auto& b) {
      return bin_position(a.id) > bin_position(b.id);
    });
    return out;
  }
  store::Result<int> empty_bin(const std::vector<std::int64_t>& ids) override {
    if (read_only_) return msg("store.read_only", path());
    if (state_->fail_writes) return msg("store.write_failed", "disk full");
    int count = 0;
    for (std::int64_t id : ids) {
      if (!state_->deleted.erase(id)) continue;
      std::erase_if(state_->games, [&](const FakeGameRecord& g) { return g.id == id; });
      ++count;
    }
    return count;
  }
  store::Rows<store::PlayerRecord> merge_targets(std::int64_t from) const override {
    auto all = players();
    if (!all.ok()) return all;
    std::string name;
    for (const auto& p : *all)
      if (p.id == from) name = p.name;
    std::erase_if(*all, [&](const store::PlayerRecord& p) {
      return p.id == from || std::any_of(state_->games.begin(), state_->games.end(), [&](const FakeGameRecord& g) {
               const auto& seats = g.header.players;
               return std::count(seats.begin(), seats.end(), name) && std::count(seats.begin(), seats.end(), p.name);
             });
    });
    return all;
  }

 private:
  std::size_t bin_position(std::int64_t id) const {
    auto it = std::find(state_->bin_order.begin(), state_->bin_order.end(), id);
    return static_cast<std::size_t>(it - state_->bin_order.begin());
  }
  store::Rows<store::GameSummary> summaries(bool in_bin) const {
    if (state_->fail_reads) return msg("store.read_failed", path(), "disk I/O error");
    std::vector<store::GameSummary> out;
    for (auto it = state_->games.rbegin(); it != state_->games.rend(); ++it) {
      if (state_->deleted.count(it->id) != static_cast<std::size_t>(in_bin)) continue;
      store::GameSummary s;
      s.id = it->id;
      s.game = it->header.game;
      s.players = it->header.players;
      auto start = state_->started_at.find(it->id);
      s.started_at = start != state_->started_at.end() ? start->second : "2025-01-02T20:30:00Z";
      s.status = it->status;
      s.events = static_cast<int>(it->lines.size());
      // Totals and places as the real store gives them (results or running totals).
      Message ignored;
      if (auto session = Session::start(it->header, &ignored)) {
        for (const auto& line : it->lines) session->apply(line);
        const Game& game = session->game();
        s.rounds = static_cast<int>(game.rounds().size());
        if (s.rounds > 0 || game.finished()) {
          s.totals.assign(s.players.size(), 0);
          for (const Standing& st : game.standings()) s.totals[st.seat] = st.total;
        }
        if (game.finished()) {
          s.places.assign(s.players.size(), 0);
          for (const Standing& st : game.standings()) s.places[st.seat] = st.place;
          s.winner = game.winner();
          s.ended_at = "2025-01-02T21:12:00Z";
        }
      }
      if (in_bin) s.deleted_at = "2025-01-03T10:00:00Z";
      out.push_back(s);
    }
    return out;
  }

 public:
  store::Result<std::optional<std::int64_t>> latest_unfinished() const override {
    if (state_->fail_reads) return msg("store.read_failed", path(), "disk I/O error");
    for (auto it = state_->games.rbegin(); it != state_->games.rend(); ++it)
      if (it->status == "in_progress" && !state_->deleted.count(it->id)) return std::optional<std::int64_t>(it->id);
    return std::optional<std::int64_t>();
  }
  store::Result<> delete_game(std::int64_t id) override { return set_deleted(id, true); }
  store::Result<> restore_game(std::int64_t id) override { return set_deleted(id, false); }
  store::Result<> set_end(std::int64_t, const std::string&) override { return {}; }
  store::Result<std::unique_ptr<store::OpenGame>> create_game(const ScriptHeader& header) override {
    if (state_->fail_writes) return msg("store.write_failed", "disk full");
    Message error;
    auto session = Session::start(header, &error);
    if (!session) return error;
    state_->games.push_back({static_cast<std::int64_t>(state_->games.size() + 1), header, {}, "in_progress"});
    return std::unique_ptr<store::OpenGame>(std::make_unique<FakeOpenGame>(state_, state_->games.size() - 1, std::move(session)));
  }
  store::Result<std::unique_ptr<store::OpenGame>> open_game(std::int64_t id) override {
    for (std::size_t i = 0; i < state_->games.size(); ++i) {
      if (state_->games[i].id != id) continue;
      Message error;
      auto session = Session::start(state_->games[i].header, &error);
      for (const auto& line : state_->games[i].lines) session->apply(line);
      return std::unique_ptr<store::OpenGame>(std::make_unique<FakeOpenGame>(state_, i, std::move(session)));
    }
    return msg("store.no_such_game", id);
  }
  store::Rows<RoundSummary> round_points(std::int64_t) const override { return std::vector<RoundSummary>{}; }
  // Scripts are not kept by the fake: refused, with no reason given.
  store::Result<std::string> export_script(std::int64_t) const override { return Message{}; }
  store::Result<store::Imported> import_script(std::istream&) override { return Message{}; }
  store::Result<> backup(const std::string&) const override { return {}; }

 private:
  store::Result<> set_deleted(std::int64_t id, bool deleted) {
    if (read_only_) return msg("store.read_only", path());
    if (state_->fail_writes) return msg("store.write_failed", "disk full");
    if (std::none_of(state_->games.begin(), state_->games.end(), [&](const FakeGameRecord& g) { return g.id == id; }))
      return msg("store.no_such_game", id);
    const bool changed = deleted ? state_->deleted.insert(id).second : state_->deleted.erase(id) > 0;
    if (changed) ++state_->deletes;
    if (changed && deleted) state_->bin_order.push_back(id);
    return {};
  }
  std::shared_ptr<FakeStoreState> state_;
  bool read_only_;
};

}  // namespace flipside::ui::test
