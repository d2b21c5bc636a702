// A random but physical UNO Flip table, for the benchmark: the seeded
// simulator of tests/games/unoflip/random_play_test.cpp (112 double-sided
// cards with a random pairing of light and dark faces, real hands, a draw
// pile and a discard pile turned over at every Flip), copied without its
// checks. Players choose among the cards they really hold, answer Wild Draws
// truthfully, fight the Transformers duels by their real hands and sometimes
// forget UNO. The table follows the game with an engine of its own (whose
// turn, what answer is awaited), so every line it gives is one the engine is
// expected to accept. Seeded; header-only so no build change is needed.
#pragma once

#include <algorithm>
#include <optional>
#include <random>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "core/script_header.hpp"
#include "games/unoflip/engine.hpp"
#include "games/unoflip/script_codec.hpp"

namespace flipside::testkit::unoflip {

using namespace flipside::unoflip;

class RandomUnoFlipTable {
 public:
  // A header for a random game of this seed: 2–6 players, classic or
  // Transformers, target 100–399.
  static ScriptHeader random_header(unsigned seed) {
    std::mt19937 rng(seed);
    auto pick = [&](int k) { return std::uniform_int_distribution<int>(0, k - 1)(rng); };
    ScriptHeader h;
    h.game = "unoflip";
    const int n = 2 + pick(5);
    for (int p = 0; p < n; ++p) {
      std::string name = "P";
      name += std::to_string(p);
      h.players.push_back(std::move(name));
    }
    h.dealer = h.players[pick(n)];
    h.options = {{"edition", pick(2) ? "transformers" : "classic"}, {"target", 100 + pick(300)}};
    return h;
  }

  RandomUnoFlipTable(const ScriptHeader& header, unsigned seed)
      : header_(header), rng_(seed), engine_(make_engine(header)) {
    n_ = static_cast<int>(header.players.size());
    transformers_ = engine_.transformers();
  }

  bool finished() const { return engine_.finished(); }

  // The next line, already applied to the table's engine; nullopt when the
  // game is over (or, which should never happen, a line was refused).
  std::optional<nlohmann::json> next() {
    if (engine_.finished() || stuck_) return std::nullopt;
    nlohmann::json line = move();
    Message error;
    auto event = parse_event(line, header_, &error);
    if (!event || !engine_.apply(*event).accepted) {
      stuck_ = true;
      return std::nullopt;
    }
    return line;
  }

 private:
  struct Phys {
    std::uint8_t face[2];
  };

  static Engine make_engine(const ScriptHeader& h) {
    Message error;
    const Options options = *parse_options(h.options, &error);
    const int dealer = static_cast<int>(std::find(h.players.begin(), h.players.end(), h.dealer) - h.players.begin());
    return Engine(h.players, dealer, options);
  }

  int pick(int k) { return std::uniform_int_distribution<int>(0, k - 1)(rng_); }
  bool chance(double p) { return std::uniform_real_distribution<double>(0, 1)(rng_) < p; }
  Face face(Phys c) const { return Face{side_, c.face[static_cast<int>(side_)]}; }
  std::string key(Phys c) const { return card_key(face(c)); }
  int color_of_side() { return static_cast<int>(side_) * kColorsPerSide + pick(kColorsPerSide); }
  const std::string& name(int p) const { return header_.players[p]; }

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
        const bool play = !playable.empty() && chance(e.drew() ? 0.8 : 0.85);
        if (!play) {
          if (e.drew()) return {{"pass", name(p)}};
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

  ScriptHeader header_;
  std::mt19937 rng_;
  Engine engine_;
  int n_ = 0;
  bool transformers_ = false;
  bool stuck_ = false;
  bool guilty_ = false;  // the pending Wild Draw's player held the colour to follow
  Side side_ = Side::kLight;
  std::vector<Phys> draw_, pile_;
  std::vector<std::vector<Phys>> hands_;
};

}  // namespace flipside::testkit::unoflip
