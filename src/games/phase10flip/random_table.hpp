// Random whole Phase 10 Flip games that the engine accepts, for the
// benchmark. Unlike the random-play test (random lines, most of them
// refused), every line here is built to fit the moment: a phase is dealt as
// valid groups for the player's phase on the side in play (stars now and
// then, sent as cards or as groups), a hit is a card the target group can
// take, a hand ends with an "out" listing the right number of cards (or
// points) for everyone else, and now and then the table flips. The table
// follows the game with an engine of its own (core/engine_table.hpp). Seeded;
// header-only so no build change is needed.
#pragma once

#include <algorithm>
#include <optional>
#include <random>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "core/engine_table.hpp"
#include "core/script_header.hpp"
#include "games/phase10flip/engine.hpp"
#include "games/phase10flip/grouping.hpp"
#include "games/phase10flip/script_codec.hpp"

namespace flipside::sim::phase10flip {

using namespace flipside::phase10flip;

class RandomPhase10FlipTable final : public EngineTable<RandomPhase10FlipTable, Engine> {
 public:
  // 2–6 players; one game in four plays the `ten_hands` variant.
  static ScriptHeader random_header(unsigned seed) {
    std::mt19937 rng(seed);
    ScriptHeader h = random_seats("phase10flip", rng, 1);
    h.options = nlohmann::json::object();
    if (std::uniform_int_distribution<int>(0, 3)(rng) == 0) h.options["variant"] = "ten_hands";
    return h;
  }

  RandomPhase10FlipTable(const ScriptHeader& header, unsigned seed) : EngineTable(header, seed) {}

 private:
  friend EngineTable;
  static auto parse(const Json& line, const ScriptHeader& h, Message* error) { return parse_event(line, h, error); }
  static Options options(const ScriptHeader& h) { Message unused; return *parse_options(h.options, &unused); }
  void accepted(const Outcome& out) {
    ++steps_;
    if (out.hand_finished) steps_ = 0;
  }

  bool colour_side() const { return engine_.side() == Side::kColor; }

  Card make(int colour, int number) const {
    Card c;
    c.side = engine_.side();
    c.colour = static_cast<std::int8_t>(colour_side() ? colour : kNoColour);
    c.number = static_cast<std::int8_t>(number);
    return c;
  }
  Card random_card() { return make(pick(kColours), pick(6) == 0 ? kStar : 1 + pick(kMaxNumber)); }

  std::vector<std::vector<Card>> valid_phase(int phase) {
    const PhaseSpec& spec = phase_spec(phase);
    int extra = std::min(kMaxCardsInTurn - spec.min_cards(), pick(3));
    std::vector<std::vector<Card>> groups;
    for (int g = 0; g < spec.group_count; ++g) {
      const Requirement& req = spec.groups[g];
      int size = req.size;
      if (extra > 0 && chance(0.5)) ++size, --extra;
      std::vector<Card> cards;
      if (req.kind == GroupKind::kRun) {
        const int colour = pick(kColours);
        const int start = 1 + pick(kMaxNumber - size + 1);
        for (int k = 0; k < size; ++k) cards.push_back(make(colour, pick(4) == 0 ? kStar : start + k));
      } else {
        const int number = 1 + pick(kMaxNumber);
        for (int k = 0; k < size; ++k) cards.push_back(make(pick(kColours), pick(4) == 0 ? kStar : number));
      }
      groups.push_back(std::move(cards));
    }
    bool any_number = false;
    for (const auto& g : groups)
      for (const Card& c : g) any_number = any_number || !c.is_star();
    if (!any_number) groups[0][0].number = 7;  // one number and stars: a valid run or set of any size <= 12
    return groups;
  }

  Json lay_down(int p) {
    const auto groups = valid_phase(engine_.phase_of(p));
    if (chance(0.2)) {
      Json given = Json::array();
      for (const auto& g : groups) {
        Json keys = Json::array();
        for (const Card& c : g) keys.push_back(card_key(c));
        given.push_back(std::move(keys));
      }
      return {{"phase", name(p)}, {"groups", std::move(given)}};
    }
    std::vector<Card> all;
    for (const auto& g : groups) all.insert(all.end(), g.begin(), g.end());
    std::shuffle(all.begin(), all.end(), rng_);
    Json keys = Json::array();
    for (const Card& c : all) keys.push_back(card_key(c));
    return {{"phase", name(p)}, {"cards", std::move(keys)}};
  }

  // A card some laid-down group takes, or nullopt.
  std::optional<Json> hit(int p) {
    if (engine_.player(p).played >= kMaxCardsInTurn) return std::nullopt;
    std::vector<int> targets;
    for (int q = 0; q < engine_.player_count(); ++q)
      if (engine_.player(q).in_hand && engine_.player(q).laid_down) targets.push_back(q);
    for (int attempt = 0; attempt < 6 && !targets.empty(); ++attempt) {
      const int q = targets[pick(static_cast<int>(targets.size()))];
      const auto& groups = engine_.player(q).groups;
      const int k = pick(static_cast<int>(groups.size()));
      const LaidGroup& g = groups[k];
      Card card;
      if (g.kind == GroupKind::kSet) {
        const int number = set_number(g.cards);
        card = make(pick(kColours), pick(3) == 0 ? kStar : (number == kStar ? 1 + pick(kMaxNumber) : number));
      } else {
        const int rc = run_colour(g.cards);
        const int colour = rc == kNoColour ? pick(kColours) : rc;
        int lo = kMaxNumber + 1, hi = 0;
        for (const Card& c : g.cards)
          if (!c.is_star()) lo = std::min<int>(lo, c.number), hi = std::max<int>(hi, c.number);
        const int roll = pick(3);
        const int number = roll == 0 ? kStar : roll == 1 ? hi + 1 : lo - 1;
        if (number != kStar && (number < 1 || number > kMaxNumber)) continue;
        card = make(colour, number);
      }
      std::vector<Card> joined = g.cards;
      joined.push_back(card);
      if (!check_group(g.kind, joined).ok()) continue;
      return Json{{"hit", name(p)}, {"card", card_key(card)}, {"onto", name(q)}, {"group", k + 1}};
    }
    return std::nullopt;
  }

  Json out(int p) {
    if (chance(0.2)) {
      Json points = Json::object();
      Json completed = Json::array();
      for (int q = 0; q < engine_.player_count(); ++q) {
        const PlayerState& s = engine_.player(q);
        if (!s.in_hand) continue;
        if (s.laid_down) completed.push_back(name(q));
        if (q == p) continue;
        // Anywhere in the range the engine allows (rule 7: 50 to 200 without the phase).
        const PointsRange range = engine_.points_range(q, s.laid_down);
        points[name(q)] = range.low + 5 * pick((range.high - range.low) / 5 + 1);
      }
      return {{"out", name(p)}, {"points", std::move(points)}, {"completed", std::move(completed)}};
    }
    Json remaining = Json::object();
    for (int q = 0; q < engine_.player_count(); ++q) {
      const PlayerState& s = engine_.player(q);
      if (!s.in_hand || q == p) continue;
      Json keys = Json::array();
      for (int i = 0; i < s.cards_held(); ++i) keys.push_back(card_key(random_card()));
      remaining[name(q)] = std::move(keys);
    }
    return {{"out", name(p)}, {"remaining", std::move(remaining)}};
  }

  Json move() {
    if (chance(0.06)) return {{"flip", true}};
    std::vector<int> in_hand, laid;
    for (int q = 0; q < engine_.player_count(); ++q) {
      if (!engine_.player(q).in_hand) continue;
      in_hand.push_back(q);
      if (engine_.player(q).laid_down) laid.push_back(q);
    }
    // A long hand ends: someone who laid down goes out.
    if (!laid.empty() && (steps_ > 3 * static_cast<int>(in_hand.size()) + 4 || chance(0.08)))
      return out(laid[pick(static_cast<int>(laid.size()))]);
    const int p = in_hand[pick(static_cast<int>(in_hand.size()))];
    if (!engine_.player(p).laid_down) {
      if (laid.empty() || chance(0.7)) return lay_down(p);
      return out(laid[pick(static_cast<int>(laid.size()))]);
    }
    if (auto line = hit(p)) return *line;
    return {{"flip", true}};
  }

  int steps_ = 0;  // lines in this hand
};

// A whole game for `flipside demo-data` (GameInfo::random_game).
inline std::vector<nlohmann::json> random_game(const ScriptHeader& header, unsigned seed) {
  return whole_game<RandomPhase10FlipTable>(header, seed);
}

}  // namespace flipside::sim::phase10flip
