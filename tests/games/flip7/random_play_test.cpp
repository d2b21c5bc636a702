// Seeded random play over thousands of games (open_spiel style): cards
// drawn from a shuffled deck the test keeps itself, random targets and
// stays, and now and then an entry that must be refused. After every step:
// cards are conserved, totals never fall, odds stay within [0, 1], rejected
// entries change nothing; at the end the log replays to the same state.
#include <random>

#include "core/session.hpp"
#include "games/flip7/script_codec.hpp"
#include "table.hpp"

using namespace flipside;
using namespace flipside::flip7;

// Checked millions of times: a plain test, reported through Catch only when it fails.
#define ENSURE(cond)                  \
  do {                                \
    if (!(cond)) FAIL("broken: " #cond); \
  } while (false)

namespace {

struct RandomTable {
  std::mt19937 rng;
  std::vector<Card> physical_draw;     // the real deck, shuffled by the test
  std::vector<Card> physical_discard;  // finished rounds
  std::vector<Card> physical_round;    // this round's cards

  explicit RandomTable(unsigned seed) : rng(seed) {}

  int pick(int n) { return std::uniform_int_distribution<int>(0, n - 1)(rng); }
  bool chance(double p) { return std::uniform_real_distribution<double>(0, 1)(rng) < p; }
};

void check_invariants(const Engine& e, const std::vector<int>& totals_before) {
  const CardCounts deck = full_deck(e.options().decks);
  const CardCounts out = e.cards_out_this_round();
  int in_front_total = 0, out_total = 0;
  for (int p = 0; p < e.player_count(); ++p)
    for (int c = 0; c < kCardKinds; ++c) in_front_total += e.player(p).in_front[c];
  for (int c = 0; c < kCardKinds; ++c) {
    ENSURE(e.draw_pile()[c] >= 0);
    ENSURE(e.discard_pile()[c] >= 0);
    ENSURE(e.draw_pile()[c] + e.discard_pile()[c] + out[c] == deck[c]);
    out_total += out[c];
  }
  ENSURE(in_front_total <= out_total);
  for (int p = 0; p < e.player_count(); ++p) {
    ENSURE(e.player(p).total >= totals_before[p]);
    const double bust = e.bust_probability(p);
    ENSURE(bust >= 0.0);
    ENSURE(bust <= 1.0);
    ENSURE(e.expected_points_if_hit(p) >= 0.0);
    ENSURE(e.round_score(p) >= 0);
    // Rule 7 bounds: at most (sum 0..12 = 78) × 2 + all modifiers + 15 per deck's worth.
    ENSURE(e.round_score(p) <= 78 * 2 + 30 * e.options().decks + 15);
  }
}

}  // namespace

TEST_CASE("Random play: thousands of seeded games keep every invariant and replay identically",
          "[flip7][random]") {
  constexpr int kGames = 2000;
  int reshuffles = 0, flip7s = 0, busts = 0, rejections = 0, finished = 0;
  for (int game_index = 0; game_index < kGames; ++game_index) {
    RandomTable r(static_cast<unsigned>(game_index) * 7919u + 17u);
    const int players = 1 + r.pick(6);
    const int decks = r.chance(0.1) ? 2 : 1;
    ScriptHeader h;
    h.game = "flip7";
    for (int p = 0; p < players; ++p) h.players.push_back("P" + std::to_string(p));
    h.dealer = h.players[r.pick(players)];
    h.options = {{"decks", decks}, {"target", r.chance(0.5) ? 200 : 60}};
    if (players == 1) h.options["round_limit"] = 5;
    Message error;
    auto session = Session::start(h, &error);
    REQUIRE(session);

    for (int c = 0; c < kCardKinds; ++c)
      for (int k = 0; k < copies_per_deck(card_at(c)) * decks; ++k) r.physical_draw.push_back(card_at(c));
    std::shuffle(r.physical_draw.begin(), r.physical_draw.end(), r.rng);

    int steps = 0;
    while (!session->game().finished()) {
      REQUIRE(++steps < 20000);
      const auto& engine = static_cast<const Flip7Game&>(session->game()).engine();
      std::vector<int> totals;
      for (int p = 0; p < engine.player_count(); ++p) totals.push_back(engine.player(p).total);
      const int round_before = engine.round();

      auto draw_physical = [&](Card c) {
        if (r.physical_draw.empty()) {  // the table reshuffles the discard pile
          r.physical_draw.swap(r.physical_discard);
          std::shuffle(r.physical_draw.begin(), r.physical_draw.end(), r.rng);
        }
        auto it = std::find(r.physical_draw.begin(), r.physical_draw.end(), c);
        ENSURE(it != r.physical_draw.end());  // the engine's "possible" matches the real deck
        r.physical_draw.erase(it);
        r.physical_round.push_back(c);
      };

      Verdict v;
      // Now and then, an entry that may well be out of place: if refused it
      // must change nothing; if accepted, the real deck must agree.
      if (r.chance(0.05)) {
        nlohmann::json bad;
        switch (r.pick(3)) {
          case 0: bad = {{"stay", h.players[r.pick(players)]}}; break;
          case 1: bad = {{"target", h.players[r.pick(players)]}}; break;
          default:
            bad = {{"card", std::string(card_key(card_at(r.pick(kCardKinds))))}, {"to", h.players[r.pick(players)]}};
        }
        const nlohmann::json before = session->game().state();
        v = session->apply(bad);
        if (!v.accepted) {
          ++rejections;
          REQUIRE(session->game().state() == before);
          REQUIRE_FALSE(v.rejection.key.empty());
          REQUIRE_FALSE(render(v.rejection).empty());
          continue;
        }
        if (bad.contains("card")) draw_physical(*parse_card(bad["card"].get<std::string>()));
      } else {
        Guidance g = engine.guidance();
        if (g.awaiting == Guidance::Awaiting::kTarget) {
          REQUIRE_FALSE(g.targets.empty());
          v = session->apply({{"target", h.players[g.targets[r.pick(static_cast<int>(g.targets.size()))]]}});
        } else if (g.may_stay >= 0 && r.chance(0.3)) {
          v = session->apply({{"stay", h.players[g.may_stay]}});
        } else {
          if (r.physical_draw.empty()) {
            r.physical_draw.swap(r.physical_discard);
            std::shuffle(r.physical_draw.begin(), r.physical_draw.end(), r.rng);
          }
          REQUIRE_FALSE(r.physical_draw.empty());
          Card c = r.physical_draw.back();
          ENSURE(g.possible[index(c)] > 0);  // the engine agrees the card can come
          draw_physical(c);
          v = session->apply({{"card", std::string(card_key(c))}});
        }
      }
      if (!v.accepted) FAIL("refused: " << render(v.rejection));
      for (const auto& n : v.notices) {
        reshuffles += n.key == "flip7.notice.reshuffle";
        flip7s += n.key == "flip7.notice.flip7";
        busts += n.key == "flip7.notice.bust";
      }
      if (engine.round() != round_before || engine.finished()) {
        r.physical_discard.insert(r.physical_discard.end(), r.physical_round.begin(), r.physical_round.end());
        r.physical_round.clear();
      }
      // The engine's draw pile is exactly the physical one.
      ENSURE(engine.draw_pile_size() == static_cast<int>(r.physical_draw.size()));
      check_invariants(engine, totals);
    }
    ++finished;

    // Replay the log: the same state as the live game.
    Message replay_error;
    auto replayed = make_game(h, &replay_error);
    for (const auto& line : session->lines()) ENSURE(replayed->apply(line).accepted);
    REQUIRE(replayed->state() == session->game().state());
    // Undo twice then redo twice returns to the same state.
    if (session->lines().size() >= 2) {
      const auto final_state = session->game().state();
      REQUIRE(session->undo());
      REQUIRE(session->undo());
      REQUIRE_FALSE(session->game().finished());
      REQUIRE(session->redo());
      REQUIRE(session->redo());
      REQUIRE(session->game().state() == final_state);
    }
  }
  CHECK(finished == kGames);
  // The random games really exercised the rules.
  CHECK(reshuffles > 0);
  CHECK(flip7s > 0);
  CHECK(busts > 0);
  CHECK(rejections > 0);
}
