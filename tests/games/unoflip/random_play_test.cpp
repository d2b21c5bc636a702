// Seeded random play. The test keeps a physical table of its own: 112
// double-sided cards with a random pairing of light and dark faces, real
// hands, a draw pile and a discard pile that is turned over at every Flip.
// Players choose among the cards they really hold (by a matching rule the test
// writes itself), answer Wild Draws truthfully, fight the Transformers duels
// by their real hands, and sometimes forget UNO.
//
// What it checks after every line: the engine's hand sizes, draw pile and
// discard pile equal the physical table's (an independent oracle for the
// counting); every face the engine believes it knows on the discard pile is
// the physical card's; no face is known more often than its copies; every
// real play is accepted. Now and then a random line is tried on a clone: if
// refused, the clone must be unchanged. At the end the accepted lines replay
// to the same state, and a clone equals the original. Everything else here
// (turn order, scores) is checked as invariants only.
#include <algorithm>
#include <random>

#include "table.hpp"

using namespace flipside;
using namespace flipside::unoflip;
using namespace flipside::unoflip::test;

#define ENSURE(cond)                     \
  do {                                   \
    if (!(cond)) FAIL("broken: " #cond); \
  } while (false)

namespace {

struct Phys {
  std::uint8_t face[2];
};

struct Sim {
  std::mt19937 rng;
  int n = 0;
  bool transformers = false;
  Side side = Side::kLight;
  std::vector<Phys> draw, pile;
  std::vector<std::vector<Phys>> hands;

  explicit Sim(unsigned seed) : rng(seed) {}
  int pick(int k) { return std::uniform_int_distribution<int>(0, k - 1)(rng); }
  bool chance(double p) { return std::uniform_real_distribution<double>(0, 1)(rng) < p; }
  Face face(Phys c) const { return Face{side, c.face[static_cast<int>(side)]}; }
  std::string key(Phys c) const { return card_key(face(c)); }
  int color_of_side() { return static_cast<int>(side) * kColorsPerSide + pick(kColorsPerSide); }

  void new_hand() {
    std::vector<std::uint8_t> light, dark;
    for (int k = 0; k < kKinds; ++k)
      for (int c = 0; c < copies(static_cast<std::uint8_t>(k)); ++c) {
        light.push_back(static_cast<std::uint8_t>(k));
        dark.push_back(static_cast<std::uint8_t>(k));
      }
    std::shuffle(dark.begin(), dark.end(), rng);
    draw.clear();
    for (std::size_t i = 0; i < light.size(); ++i) draw.push_back(Phys{{light[i], dark[i]}});
    std::shuffle(draw.begin(), draw.end(), rng);
    pile.clear();
    side = Side::kLight;
    hands.assign(n, {});
    for (int r = 0; r < kHandSize; ++r)
      for (int p = 0; p < n; ++p) {
        hands[p].push_back(draw.back());
        draw.pop_back();
      }
  }
  bool draw_one(int p) {
    if (draw.empty()) {
      if (pile.size() <= 1) return false;
      const Phys top = pile.back();
      pile.pop_back();
      draw = pile;
      pile.assign(1, top);
      std::shuffle(draw.begin(), draw.end(), rng);
    }
    hands[p].push_back(draw.back());
    draw.pop_back();
    return true;
  }
  void draw_n(int p, int k) {
    for (int i = 0; i < k; ++i) draw_one(p);
  }
  int draw_until(int p, int color) {
    int count = 0;
    while (draw_one(p)) {
      ++count;
      if (face(hands[p].back()).color() == color) break;
    }
    return count;
  }
  Phys take(int p, int i) {
    Phys c = hands[p][i];
    hands[p].erase(hands[p].begin() + i);
    return c;
  }
  // The test's own reading of rule 2.
  bool legal(Face f, Face top, int color) const {
    if (f.is_wild()) return true;
    if (f.is_symbol(kSymFlip)) return f.color() == color || top.is_symbol(kSymFlip);
    return f.color() == color || (!top.is_wild() && f.symbol() == top.symbol());
  }
  int best_number(int p, bool highest) const {
    int best = -1;
    for (Phys c : hands[p])
      if (face(c).is_number()) {
        const int v = face(c).number();
        if (best < 0 || (highest ? v > best : v < best)) best = v;
      }
    return best;
  }
};

void check_table(const Engine& e, const Sim& s) {
  if (e.phase() == Phase::kStart || e.phase() == Phase::kFinished) return;
  ENSURE(e.side() == s.side);
  for (int p = 0; p < s.n; ++p) {
    ENSURE(e.hand_size(p) >= 0);
    ENSURE(e.hand_size(p) == static_cast<int>(s.hands[p].size()));
  }
  ENSURE(e.draw_pile_size() == static_cast<int>(s.draw.size()));
  ENSURE(e.discard_pile_size() == static_cast<int>(s.pile.size()));
  for (std::size_t i = 0; i < s.pile.size(); ++i)
    for (int side = 0; side < 2; ++side) {
      const int known = e.pile()[i].face[side];
      ENSURE(known < 0 || known == s.pile[i].face[side]);
    }
  for (int side = 0; side < 2; ++side)
    for (int k = 0; k < kKinds; ++k) {
      const Face f{static_cast<Side>(side), static_cast<std::uint8_t>(k)};
      ENSURE(e.known_on_pile(f) <= copies(f.kind));
    }
}

Json random_line(Sim& s, const ScriptHeader& h) {
  const std::string who = h.players[s.pick(s.n)];
  const std::string other = h.players[s.pick(s.n)];
  const Face any{static_cast<Side>(s.pick(2)), static_cast<std::uint8_t>(s.pick(kKinds))};
  const std::string colour(color_key(s.pick(kColors)));
  switch (s.pick(9)) {
    case 0: return {{"play", card_key(any)}, {"by", who}};
    case 1: return {{"play", card_key(any)}, {"by", who}, {"color", colour}};
    case 2: return {{"draw", who}, {"count", 1 + s.pick(120)}};
    case 3: return {{"pass", who}};
    case 4: return {{"uno", who}};
    case 5: return {{"catch", who}, {"by", other}};
    case 6: return {{"challenge", who}, {"guilty", s.chance(0.5)}, {"count", 1 + s.pick(5)}};
    case 7: return {{"flip_top", card_key(any)}};
    default: return {{"duel", who}, {"winner", other}, {"color", colour}, {"discards", s.pick(3)}};
  }
}

struct Stats {
  int games = 0, flips = 0, challenges = 0, duels = 0, catches = 0, reshuffles = 0, refused = 0, hands = 0;
};

void play_one(unsigned seed, Stats& stats) {
  Sim s(seed);
  s.n = 2 + s.pick(5);
  s.transformers = s.chance(0.5);
  ScriptHeader h;
  h.game = "unoflip";
  for (int p = 0; p < s.n; ++p) h.players.push_back("P" + std::to_string(p));
  h.dealer = h.players[s.pick(s.n)];
  h.options = {{"edition", s.transformers ? "transformers" : "classic"}, {"target", 100 + s.pick(300)}};
  Message error;
  auto game = make_game(h, &error);
  REQUIRE(game);
  const auto& uno = static_cast<const UnoFlipGame&>(*game);
  const Engine& e = uno.engine();
  std::vector<Json> lines;
  bool guilty = false;  // the pending Wild Draw's player held the colour to follow

  auto apply = [&](const Json& line) {
    Verdict v = game->apply(line);
    if (!v.accepted) FAIL("refused " << line.dump() << ": " << render(v.rejection));
    for (const auto& m : v.notices) stats.reshuffles += m.key == "unoflip.notice.reshuffle";
    lines.push_back(line);
    check_table(e, s);
  };

  for (int step = 0; !e.finished(); ++step) {
    REQUIRE(step < 50000);
    if (s.chance(0.05)) {
      auto probe = game->clone();
      const Json before = probe->state();
      Verdict v = probe->apply(random_line(s, h));
      if (!v.accepted) {
        ++stats.refused;
        ENSURE(probe->state() == before);
        ENSURE(!render(v.rejection).empty());
      }
    }
    switch (e.phase()) {
      case Phase::kStart: {
        s.new_hand();
        const Phys c = s.draw.back();
        s.draw.pop_back();
        s.pile.push_back(c);
        Json line = {{"start", s.key(c)}};
        if (s.face(c).is_wild()) line["color"] = color_key(s.color_of_side());
        apply(line);
        break;
      }
      case Phase::kTurn: {
        const int p = e.turn();
        if (const int q = e.catchable(); q >= 0 && s.chance(0.5)) {
          int by = s.pick(s.n - 1);
          if (by >= q) ++by;
          s.draw_n(q, 2);
          ++stats.catches;
          apply({{"catch", h.players[q]}, {"by", h.players[by]}});
          break;
        }
        if (s.hands[p].size() == 2 && !e.uno_called(p) && s.chance(0.7)) {
          apply({{"uno", h.players[p]}});
          break;
        }
        const Face top = *e.top();
        std::vector<int> legal;
        for (int i = 0; i < static_cast<int>(s.hands[p].size()); ++i)
          if (s.legal(s.face(s.hands[p][i]), top, e.color())) legal.push_back(i);
        const bool play = !legal.empty() && s.chance(e.drew() ? 0.8 : 0.85);
        if (!play) {
          if (e.drew()) {
            apply({{"pass", h.players[p]}});
          } else {
            s.draw_n(p, 1);
            apply({{"draw", h.players[p]}});
          }
          break;
        }
        const int previous_color = e.color();
        const Phys c = s.take(p, legal[s.pick(static_cast<int>(legal.size()))]);
        const Face f = s.face(c);
        s.pile.push_back(c);
        Json line = {{"play", s.key(c)}, {"by", h.players[p]}};
        const bool duel = s.transformers && f.kind == kWild;
        if (f.is_wild() && !duel) line["color"] = color_key(s.color_of_side());
        if (f.is_wild_draw()) {
          guilty = std::any_of(s.hands[p].begin(), s.hands[p].end(),
                               [&](Phys x) { return s.face(x).color() == previous_color; });
        }
        if (f.is_symbol(kSymDraw)) s.draw_n(e.next_after(p), s.side == Side::kLight ? 1 : 5);
        if (f.is_symbol(kSymFlip)) {
          s.side = other(s.side);
          std::reverse(s.pile.begin(), s.pile.end());
          ++stats.flips;
        }
        apply(line);
        break;
      }
      case Phase::kFlipTop: {
        const Phys c = s.pile.back();
        Json line = {{"flip_top", s.key(c)}};
        if (s.face(c).is_wild()) line["color"] = color_key(s.color_of_side());
        apply(line);
        break;
      }
      case Phase::kAnswer: {
        const int v = e.answerer(), w = e.pending_player();
        const bool challenge = s.chance(0.4) && !(guilty && s.hands[w].empty());
        ++stats.challenges;
        Json line = challenge ? Json{{"challenge", h.players[v]}, {"guilty", guilty}} : Json{{"accept", h.players[v]}};
        if (s.side == Side::kLight) {
          if (!challenge) s.draw_n(v, 2);
          else if (guilty) s.draw_n(w, 2);
          else s.draw_n(v, 4);
        } else {
          const int loser = challenge && guilty ? w : v;
          const int count = s.draw_until(loser, e.color());
          REQUIRE(count > 0);
          if (challenge && !guilty) s.draw_n(v, 2);
          line["count"] = count;
        }
        apply(line);
        break;
      }
      case Phase::kDuel: {
        const int w = e.pending_player();
        int c = s.pick(s.n - 1);
        if (c >= w) ++c;
        ++stats.duels;
        Json line = {{"duel", h.players[c]}, {"color", color_key(s.color_of_side())}};
        int winner = w;
        if (s.side == Side::kLight) {
          const int a = s.best_number(w, true), b = s.best_number(c, true);
          if (b > a) winner = c;
          const int most = std::min(2, std::max(0, static_cast<int>(s.hands[winner].size()) - 1));
          const int k = s.pick(most + 1);
          for (int i = 0; i < k; ++i) {
            const Phys d = s.take(winner, s.pick(static_cast<int>(s.hands[winner].size())));
            s.pile.insert(s.pile.end() - 1, d);
          }
          line["discards"] = k;
        } else {
          const int a = s.best_number(w, false), b = s.best_number(c, false);
          // The one holding the lowest number draws 2; a tie goes to the wild's player.
          if (a >= 0 && (b < 0 || a < b)) winner = c;
          s.draw_n(winner == w ? c : w, 2);
        }
        line["winner"] = h.players[winner];
        apply(line);
        break;
      }
      case Phase::kRemaining: {
        Json rem = Json::object();
        for (int p = 0; p < s.n; ++p) {
          if (p == e.turn()) continue;
          Json cards = Json::array();
          for (Phys c : s.hands[p]) cards.push_back(s.key(c));
          rem[h.players[p]] = cards;
        }
        ++stats.hands;
        apply({{"remaining", rem}});
        break;
      }
      default: FAIL("unexpected phase");
    }
  }
  ++stats.games;
  // Totals: the winner reached the target and is alone on top.
  int best = 0;
  for (int p = 0; p < s.n; ++p) best = std::max(best, e.total(p));
  ENSURE(e.total(e.winner()) == best);
  ENSURE(best >= e.options().target);
  ENSURE(static_cast<int>(uno.rounds().size()) == e.round());

  auto replayed = make_game(h, &error);
  for (const auto& line : lines) ENSURE(replayed->apply(line).accepted);
  REQUIRE(replayed->state() == game->state());
  REQUIRE(game->clone()->state() == game->state());
}

}  // namespace

TEST_CASE("Random play: seeded whole games against a physical table keep every invariant", "[unoflip][random]") {
  Stats stats;
  for (unsigned i = 0; i < 1000; ++i) play_one(i * 7919u + 11u, stats);
  CHECK(stats.games == 1000);
  // The games really exercised the rules.
  CHECK(stats.flips > 100);
  CHECK(stats.challenges > 50);
  CHECK(stats.duels > 50);
  CHECK(stats.catches > 20);
  CHECK(stats.reshuffles > 0);
  CHECK(stats.refused > 100);
  CHECK(stats.hands > 300);
}

TEST_CASE("Random play: score mode games end at the target and replay identically", "[unoflip][random][score]") {
  for (unsigned seed = 1; seed <= 200; ++seed) {
    std::mt19937 rng(seed);
    auto pick = [&](int k) { return std::uniform_int_distribution<int>(0, k - 1)(rng); };
    const int n = 2 + pick(9);
    ScriptHeader h;
    h.game = "unoflip";
    for (int p = 0; p < n; ++p) h.players.push_back("P" + std::to_string(p));
    h.dealer = h.players[pick(n)];
    h.options = {{"mode", "score"}, {"target", 1 + pick(600)}};
    Message error;
    auto game = make_game(h, &error);
    REQUIRE(game);
    std::vector<Json> lines;
    std::vector<int> totals(n, 0);
    int hands = 0;
    while (!game->finished()) {
      const int w = pick(n);
      Json pts = Json::object();
      for (int p = 0; p < n; ++p)
        if (p != w) {
          const int v = pick(60);
          pts[h.players[p]] = v;
          totals[w] += v;
        }
      const Json line = {{"hand", {{"winner", h.players[w]}, {"points", pts}}}};
      REQUIRE(game->apply(line).accepted);
      lines.push_back(line);
      ++hands;
      REQUIRE(game->rounds().size() == static_cast<std::size_t>(hands));
      REQUIRE(hands < 10000);
    }
    // Independent of the engine: totals summed here; the winner is alone on top, at or over the target.
    const auto st = game->state();
    const int best = *std::max_element(totals.begin(), totals.end());
    for (int p = 0; p < n; ++p) CHECK(st["players"][p]["total"] == totals[p]);
    CHECK(best >= h.options["target"].get<int>());
    CHECK(std::count(totals.begin(), totals.end(), best) == 1);
    CHECK(st["winner"] == h.players[std::max_element(totals.begin(), totals.end()) - totals.begin()]);
    auto replayed = make_game(h, &error);
    for (const auto& line : lines) REQUIRE(replayed->apply(line).accepted);
    CHECK(replayed->state() == st);
  }
}
