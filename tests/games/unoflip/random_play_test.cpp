// Seeded random play on the physical table of tests/support/random_unoflip.hpp
// (112 double-sided cards with a random pairing of light and dark faces, real
// hands, a draw pile and a discard pile turned over at every Flip; players
// choose among the cards they really hold by a matching rule of the table's
// own, answer Wild Draws truthfully, fight the Transformers duels by their
// real hands, sometimes forget UNO and sometimes draw several cards in one
// entry).
//
// What it checks after every line, on a game of its own fed the table's
// lines: every real line is accepted; the engine's hand sizes, draw pile and
// discard pile equal the physical table's (an independent oracle for the
// counting); every face the engine believes it knows on the discard pile is
// the physical card's; no face is known more often than its copies
// (RandomUnoFlipTable::mismatch). Now and then a random line is tried on a
// clone: if refused, the clone must be unchanged. At the end the accepted
// lines replay to the same state, and a clone equals the original.
// Everything else here (turn order, scores) is checked as invariants only.
#include <algorithm>
#include <random>

#include "support/random_unoflip.hpp"
#include "table.hpp"

using namespace flipside;
using namespace flipside::unoflip;
using namespace flipside::unoflip::test;
using flipside::testkit::unoflip::RandomUnoFlipTable;

#define ENSURE(cond)                     \
  do {                                   \
    if (!(cond)) FAIL("broken: " #cond); \
  } while (false)

namespace {

// A line of any kind, by anyone, with any card: most are refused.
Json random_line(std::mt19937& rng, const ScriptHeader& h) {
  auto pick = [&](int k) { return std::uniform_int_distribution<int>(0, k - 1)(rng); };
  const int n = static_cast<int>(h.players.size());
  const std::string who = h.players[pick(n)];
  const std::string other = h.players[pick(n)];
  const Face any{static_cast<Side>(pick(2)), static_cast<std::uint8_t>(pick(kKinds))};
  const std::string colour(color_key(pick(kColors)));
  switch (pick(9)) {
    case 0: return {{"play", card_key(any)}, {"by", who}};
    case 1: return {{"play", card_key(any)}, {"by", who}, {"color", colour}};
    case 2: return {{"draw", who}, {"count", 1 + pick(120)}};
    case 3: return {{"pass", who}};
    case 4: return {{"uno", who}};
    case 5: return {{"catch", who}, {"by", other}};
    case 6: return {{"challenge", who}, {"guilty", pick(2) == 1}, {"count", 1 + pick(5)}};
    case 7: return {{"flip_top", card_key(any)}};
    default: return {{"duel", who}, {"winner", other}, {"color", colour}, {"discards", pick(3)}};
  }
}

struct Stats {
  int games = 0, flips = 0, challenges = 0, duels = 0, catches = 0, reshuffles = 0, refused = 0, hands = 0,
      multi_draws = 0;
};

// What a line says happened at the table, for the statistics.
void count_line(const Json& line, Stats& stats) {
  if (line.contains("play")) {
    const std::string card = line["play"];
    stats.flips += card.size() > 5 && card.compare(card.size() - 5, 5, " flip") == 0;
  }
  stats.challenges += line.contains("accept") || line.contains("challenge");
  stats.duels += line.contains("duel");
  stats.catches += line.contains("catch");
  stats.hands += line.contains("remaining");
  stats.multi_draws += line.contains("draw") && line.contains("count");
}

void play_one(unsigned seed, Stats& stats) {
  const ScriptHeader h = RandomUnoFlipTable::random_header(seed);
  RandomUnoFlipTable table(h, seed * 7919u + 11u);
  std::mt19937 probes(seed);
  Message error;
  auto game = make_game(h, &error);
  REQUIRE(game);
  const auto& uno = static_cast<const UnoFlipGame&>(*game);
  const Engine& e = uno.engine();
  std::vector<Json> lines;

  for (int step = 0; !e.finished(); ++step) {
    REQUIRE(step < 50000);
    if (std::uniform_int_distribution<int>(0, 19)(probes) == 0) {
      auto probe = game->clone();
      const Json before = probe->state();
      Verdict v = probe->apply(random_line(probes, h));
      if (!v.accepted) {
        ++stats.refused;
        ENSURE(probe->state() == before);
        ENSURE(!render(v.rejection).empty());
      }
    }
    const std::optional<Json> line = table.next();
    if (!line) {
      INFO("seed " << seed);
      if (table.stuck())
        FAIL("the table's own engine refused " << table.refusal().first.dump() << ": "
                                               << render(table.refusal().second));
      FAIL("the table finished before the game");
    }
    // Wild Draw Colour: the cards drawn until the colour showed are at least one.
    if ((line->contains("accept") || line->contains("challenge")) && line->contains("count"))
      ENSURE((*line)["count"].get<int>() > 0);
    Verdict v = game->apply(*line);
    if (!v.accepted) FAIL("refused " << line->dump() << ": " << render(v.rejection));
    for (const auto& m : v.notices) stats.reshuffles += m.key == "unoflip.notice.reshuffle";
    count_line(*line, stats);
    lines.push_back(*line);
    if (auto why = table.mismatch(e)) FAIL("seed " << seed << " after " << line->dump() << ": " << *why);
  }
  ENSURE(table.finished());
  ++stats.games;
  // Totals: the winner reached the target and is alone on top.
  const int n = static_cast<int>(h.players.size());
  int best = 0;
  for (int p = 0; p < n; ++p) best = std::max(best, e.total(p));
  ENSURE(e.total(e.winner()) == best);
  for (int p = 0; p < n; ++p) ENSURE(p == e.winner() || e.total(p) < best);
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
  for (unsigned i = 0; i < 1000; ++i) play_one(i, stats);
  CHECK(stats.games == 1000);
  // The games really exercised the rules.
  CHECK(stats.flips > 100);
  CHECK(stats.challenges > 50);
  CHECK(stats.duels > 50);
  CHECK(stats.catches > 20);
  CHECK(stats.reshuffles > 0);
  CHECK(stats.refused > 100);
  CHECK(stats.hands > 300);
  CHECK(stats.multi_draws > 50);
}

TEST_CASE("Random play: score mode games end at the target and replay identically", "[unoflip][random][score]") {
  for (unsigned seed = 1; seed <= 200; ++seed) {
    std::mt19937 rng(seed);
    auto pick = [&](int k) { return std::uniform_int_distribution<int>(0, k - 1)(rng); };
    const int n = 2 + pick(9);
    ScriptHeader h;
    h.game = "unoflip";
    for (int p = 0; p < n; ++p) h.players.push_back(std::string("P").append(std::to_string(p)));
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
