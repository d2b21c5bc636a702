// Ready-made tables for the tests: a controller over a fake store holding
// one game, played by the seeded simulator up to a chosen moment.
#pragma once

#include <memory>

#include "core/session.hpp"
#include "games/flip7/game.hpp"
#include "support/fake_store.hpp"
#include "support/sim.hpp"
#include "ui/shell/controller.hpp"

namespace flipside::ui::test {

inline FakeGameRecord make_record(std::int64_t id, const ScriptHeader& header, std::vector<nlohmann::json> lines) {
  FakeGameRecord r;
  r.id = id;
  r.header = header;
  r.lines = std::move(lines);
  Message error;
  auto session = Session::start(header, &error);
  for (const auto& l : r.lines) session->apply(l);
  r.status = session->game().finished() ? "finished" : "in_progress";
  return r;
}

inline std::unique_ptr<Controller> controller_over(std::shared_ptr<FakeStoreState> state, Settings settings = {}) {
  store::OpenResult opened = store::Opened{std::make_unique<FakeStore>(state), std::nullopt};
  auto c = std::make_unique<Controller>(std::move(opened), StoreAccess{}, settings);
  c->start();
  return c;
}

// Moments of a game the screens must handle.
enum class Moment { kStart, kMidRound, kTarget, kLastStay, kFinished };

inline std::vector<nlohmann::json> lines_until(const ScriptHeader& header, Moment moment, unsigned seed = 7) {
  int rounds_wanted = 2;
  return play(header, seed, [&](const flip7::Engine& e, const nlohmann::json& next) {
    switch (moment) {
      case Moment::kStart: return true;
      case Moment::kMidRound:
        return static_cast<int>(e.round_points().size()) >= rounds_wanted && e.phase() == flip7::Phase::kTurns &&
               e.guidance().may_stay >= 0;
      case Moment::kTarget:
        return e.round_points().size() >= 1 && e.guidance().awaiting == flip7::Guidance::Awaiting::kTarget &&
               e.guidance().targets.size() > 1;
      case Moment::kLastStay: {
        // The last player in the round may stay: one tap ends the round.
        int in_round = 0;
        for (int p = 0; p < e.player_count(); ++p) in_round += e.player(p).in_round();
        return e.round_points().size() >= 1 && in_round == 1 && e.guidance().may_stay >= 0 && next.contains("stay") &&
               !e.finished();
      }
      case Moment::kFinished: return false;
    }
    return false;
  });
}

inline std::shared_ptr<FakeStoreState> state_with(const ScriptHeader& header, Moment moment, unsigned seed = 7) {
  auto state = std::make_shared<FakeStoreState>();
  state->games.push_back(make_record(1, header, lines_until(header, moment, seed)));
  return state;
}

inline ScriptHeader four_players(int target = 200) { return flip7_header({"Ana", "Ben", "Cleo", "Dani"}, target); }

}  // namespace flipside::ui::test
