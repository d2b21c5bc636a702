// A random but physical UNO Flip table: 112 double-sided cards with a random
// pairing of light and dark faces, real hands, a draw pile and a discard pile
// turned over at every Flip. Players choose among the cards they really hold
// (by a matching rule written here, not the engine's), answer Wild Draws
// truthfully, fight the Transformers duels by their real hands, sometimes
// forget UNO, and now and then draw several cards in one entry (a house
// rule's draw-until-playable: {"draw":name,"count":n}). The table follows
// the game with an engine of its own (whose turn, what answer is awaited:
// core/engine_table.hpp), so every line it gives is one the engine is
// expected to accept.
//
// One simulator for the random-play test (tests/games/unoflip/
// random_play_test.cpp, which checks every engine against the physical
// table through mismatch()) and the benchmark. Seeded; header-only so no
// build change is needed.
#pragma once

#include <algorithm>
#include <optional>
#include <random>
#include <string>
#include <utility>
#include <vector>

#include <nlohmann/json.hpp>

#include "core/engine_table.hpp"
#include "core/script_header.hpp"
#include "games/unoflip/engine.hpp"
#include "games/unoflip/script_codec.hpp"

namespace flipside::sim::unoflip {

using namespace flipside::unoflip;

class RandomUnoFlipTable final : public EngineTable<RandomUnoFlipTable, Engine> {
 public:
  // A header for a random game of this seed: 2–6 players, classic or
  // Transformers, target 100–399.
  static ScriptHeader random_header(unsigned seed) {
    std::mt19937 rng(seed);
    ScriptHeader h = random_seats("unoflip", rng, 0);
    auto pick = [&](int k) { return std::uniform_int_distribution<int>(0, k - 1)(rng); };
    h.options = {{"edition", pick(2) ? "transformers" : "classic"}, {"target", 100 + pick(300)}};
    return h;
  }

  RandomUnoFlipTable(const ScriptHeader& header, unsigned seed) : EngineTable(header, seed) {
    n_ = static_cast<int>(header.players.size());
    transformers_ = engine_.transformers();
  }

  // A card as it lies on the table: its light and its dark face (kinds).
  struct Phys {
    std::uint8_t face[2];
  };

  // The invariant hook: where an engine told the same lines disagrees with
  // the physical table (an oracle for the counting that is independent of
  // the engine), or nullopt. Checked: the side; every hand size (never
  // negative); the draw pile and the discard pile's sizes; every face the
  // engine believes it knows on the discard pile is the physical card's; no
  // face is known more often than its copies.
  std::optional<std::string> mismatch(const Engine& e) const {
    if (e.phase() == Phase::kStart || e.phase() == Phase::kFinished) return std::nullopt;
    auto said = [](const char* what, long engine, long table) {
      std::string s = what;
      s.append(": engine ").append(std::to_string(engine)).append(", table ").append(std::to_string(table));
      return s;
    };
    if (e.side() != side_) return said("side", static_cast<int>(e.side()), static_cast<int>(side_));
    for (int p = 0; p < n_; ++p) {
      if (e.hand_size(p) < 0) return said("negative hand", e.hand_size(p), p);
      if (e.hand_size(p) != static_cast<int>(hands_[p].size()))
        return said(name(p).c_str(), e.hand_size(p), static_cast<long>(hands_[p].size()));
    }
    if (e.draw_pile_size() != static_cast<int>(draw_.size()))
      return said("draw pile", e.draw_pile_size(), static_cast<long>(draw_.size()));
    if (e.discard_pile_size() != static_cast<int>(pile_.size()))
      return said("discard pile", e.discard_pile_size(), static_cast<long>(pile_.size()));
    for (std::size_t i = 0; i < pile_.size(); ++i)
      for (int side = 0; side < 2; ++side) {
        const int known = e.pile()[i].face[side];
        if (known >= 0 && known != pile_[i].face[side]) return said("known face on the pile", known, pile_[i].face[side]);
      }
    for (int side = 0; side < 2; ++side)
      for (int k = 0; k < kKinds; ++k) {
        const Face f{static_cast<Side>(side), static_cast<std::uint8_t>(k)};
        if (e.known_on_pile(f) > copies(f.kind)) return said("copies known on the pile", e.known_on_pile(f), copies(f.kind));
      }
    return std::nullopt;
  }

 private:
  friend EngineTable;
  static auto parse(const Json& line, const ScriptHeader& h, Message* error) { return parse_event(line, h, error); }
  static Options options(const ScriptHeader& h) { Message unused; return *parse_options(h.options, &unused); }

  Face face(Phys c) const { return Face{side_, c.face[static_cast<int>(side_)]}; }
  std::string key(Phys c) const { return card_key(face(c)); }
  int color_of_side() { return static_cast<int>(side_) * kColorsPerSide + pick(kColorsPerSide); }

  void new_hand() {
    std::vector<std::uint8_t> light, dark;
    for (int k = 0; k < kKinds; ++k)
      for (int c = 0; c < copies(static_cast<std::uint8_t>(k)); ++c) {
        light.push_back(static_cast<std::uint8_t>(k));
        dark.push_back(static_cast<std::uint8_t>(k));
      }
    std::shuffle(dark.begin(), dark.end(), rng_);
    draw_.clear();
    for (std::size_t i = 0; i < light.size(); ++i) draw_.push_back(Phys{{light[i], dark[i]}});
    std::shuffle(draw_.begin(), draw_.end(), rng_);
    pile_.clear();
    side_ = Side::kLight;
    hands_.assign(n_, {});
    for (int r = 0; r < kHandSize; ++r)
      for (int p = 0; p < n_; ++p) {
        hands_[p].push_back(draw_.back());
        draw_.pop_back();
      }
  }
  bool draw_one(int p) {
    if (draw_.empty()) {
      if (pile_.size() <= 1) return false;
      const Phys top = pile_.back();
      pile_.pop_back();
      draw_ = pile_;
      pile_.assign(1, top);
      std::shuffle(draw_.begin(), draw_.end(), rng_);
    }
    hands_[p].push_back(draw_.back());
    draw_.pop_back();
    return true;
  }
  void draw_n(int p, int k) {
    for (int i = 0; i < k; ++i) draw_one(p);
  }
  int draw_until(int p, int color) {
    int count = 0;
    while (draw_one(p)) {
      ++count;
      if (face(hands_[p].back()).color() == color) break;
    }
    return count;
  }
  Phys take(int p, int i) {
    Phys c = hands_[p][i];
    hands_[p].erase(hands_[p].begin() + i);
    return c;
  }
  bool legal(Face f, Face top, int color) const {
    if (f.is_wild()) return true;
    if (f.is_symbol(kSymFlip)) return f.color() == color || top.is_symbol(kSymFlip);
    return f.color() == color || (!top.is_wild() && f.symbol() == top.symbol());
  }
  int best_number(int p, bool highest) const {
    int best = -1;
    for (Phys c : hands_[p])
      if (face(c).is_number()) {
        const int v = face(c).number();
        if (best < 0 || (highest ? v > best : v < best)) best = v;
      }
    return best;
  }

  nlohmann::json move() {
    using Json = nlohmann::json;
    const Engine& e = engine_;
    switch (e.phase()) {
      case Phase::kStart: {
        new_hand();
        const Phys c = draw_.back();
        draw_.pop_back();
        pile_.push_back(c);
        Json line = {{"start", key(c)}};
        if (face(c).is_wild()) line["color"] = color_key(color_of_side());
        return line;
      }
      case Phase::kTurn: {
        const int p = e.turn();
        if (const int q = e.catchable(); q >= 0 && chance(0.5)) {
          int by = pick(n_ - 1);
          if (by >= q) ++by;
          draw_n(q, 2);
          return {{"catch", name(q)}, {"by", name(by)}};
        }
        if (hands_[p].size() == 2 && !e.uno_called(p) && chance(0.7)) return {{"uno", name(p)}};
        const Face top = *e.top();
        std::vector<int> playable;
        for (int i = 0; i < static_cast<int>(hands_[p].size()); ++i)
          if (legal(face(hands_[p][i]), top, e.color())) playable.push_back(i);
        // With nothing left to draw, a player plays if they can, else passes.
        const bool can_draw = !draw_.empty() || pile_.size() > 1;
        const bool play = !playable.empty() && (!can_draw || chance(e.drew() ? 0.8 : 0.85));
        if (!play) {
          if (e.drew() || !can_draw) return {{"pass", name(p)}};
          if (chance(0.15)) {  // the house rule: draw until a card can be played
            int count = 0;
            while (draw_one(p)) {
              ++count;
              if (legal(face(hands_[p].back()), top, e.color())) break;
            }
            if (count > 1) return {{"draw", name(p)}, {"count", count}};
            if (count == 1) return {{"draw", name(p)}};
          }
          draw_n(p, 1);
          return {{"draw", name(p)}};
        }
        const int previous_color = e.color();
        const Phys c = take(p, playable[pick(static_cast<int>(playable.size()))]);
        const Face f = face(c);
        pile_.push_back(c);
        Json line = {{"play", key(c)}, {"by", name(p)}};
        const bool duel = transformers_ && f.kind == kWild;
        if (f.is_wild() && !duel) line["color"] = color_key(color_of_side());
        if (f.is_wild_draw())
          guilty_ = std::any_of(hands_[p].begin(), hands_[p].end(),
                                [&](Phys x) { return face(x).color() == previous_color; });
        if (f.is_symbol(kSymDraw)) draw_n(e.next_after(p), side_ == Side::kLight ? 1 : 5);
        if (f.is_symbol(kSymFlip)) {
          side_ = other(side_);
          std::reverse(pile_.begin(), pile_.end());
        }
        return line;
      }
      case Phase::kFlipTop: {
        const Phys c = pile_.back();
        Json line = {{"flip_top", key(c)}};
        if (face(c).is_wild()) line["color"] = color_key(color_of_side());
        return line;
      }
      case Phase::kAnswer: {
        const int v = e.answerer(), w = e.pending_player();
        const bool challenge = chance(0.4) && !(guilty_ && hands_[w].empty());
        Json line = challenge ? Json{{"challenge", name(v)}, {"guilty", guilty_}} : Json{{"accept", name(v)}};
        if (side_ == Side::kLight) {
          if (!challenge) draw_n(v, 2);
          else if (guilty_) draw_n(w, 2);
          else draw_n(v, 4);
        } else {
          const int loser = challenge && guilty_ ? w : v;
          const int count = draw_until(loser, e.color());
          if (challenge && !guilty_) draw_n(v, 2);
          line["count"] = count;
        }
        return line;
      }
      case Phase::kDuel: {
        const int w = e.pending_player();
        int c = pick(n_ - 1);
        if (c >= w) ++c;
        Json line = {{"duel", name(c)}, {"color", color_key(color_of_side())}};
        int winner = w;
        if (side_ == Side::kLight) {
          const int a = best_number(w, true), b = best_number(c, true);
          if (b > a) winner = c;
          const int most = std::min(2, std::max(0, static_cast<int>(hands_[winner].size()) - 1));
          const int k = pick(most + 1);
          for (int i = 0; i < k; ++i) {
            const Phys d = take(winner, pick(static_cast<int>(hands_[winner].size())));
            pile_.insert(pile_.end() - 1, d);
          }
          line["discards"] = k;
        } else {
          const int a = best_number(w, false), b = best_number(c, false);
          if (a >= 0 && (b < 0 || a < b)) winner = c;
          draw_n(winner == w ? c : w, 2);
        }
        line["winner"] = name(winner);
        return line;
      }
      case Phase::kRemaining: {
        Json rem = Json::object();
        for (int p = 0; p < n_; ++p) {
          if (p == e.turn()) continue;
          Json cards = Json::array();
          for (Phys c : hands_[p]) cards.push_back(key(c));
          rem[name(p)] = cards;
        }
        return {{"remaining", rem}};
      }
      default: stuck_ = true; return {};
    }
  }

  int n_ = 0;
  bool transformers_ = false;
  bool guilty_ = false;  // the pending Wild Draw's player held the colour to follow
  Side side_ = Side::kLight;
  std::vector<Phys> draw_, pile_;
  std::vector<std::vector<Phys>> hands_;
};

// A whole game for `flipside demo-data` (GameInfo::random_game).
inline std::vector<nlohmann::json> random_game(const ScriptHeader& header, unsigned seed) {
  return whole_game<RandomUnoFlipTable>(header, seed);
}

}  // namespace flipside::sim::unoflip
