// A random but physical Flinch table, for the random-play test and the
// benchmark: a real shuffled deck is dealt (Flinch piles, hands, stock) and
// every card is followed as it moves, independently of the engine. The
// players mostly keep the obligations (Flinch top first, no 1 on a reserve)
// and now and then break one on purpose; opponents call some of the breaches.
// The table knows by itself which moves were breaches (rule 3 judged on its
// own cards), so it is an oracle for the engine's counts (hands, stock,
// Flinch piles, piles, turn) and for `flinchable`. Seeded; header-only so
// the bench and the tests share it without a build change. With `partners`
// (rule 6, 4 or 6 players, partners opposite) the mover also plays the
// partner's Flinch top and reserve tops, owes the partner's Flinch top after
// their own, and a pair wins when both its Flinch piles are empty.
#pragma once

#include <algorithm>
#include <array>
#include <optional>
#include <random>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "core/engine_table.hpp"  // whole_game
#include "core/script_header.hpp"
#include "games/flinch/cards.hpp"

namespace flipside::sim::flinch {

using flipside::flinch::Variant;

struct PhysicalPile {
  int id = 0;
  int lo = 0, hi = 0;
  int grows = 0;  // 0 up, 1 down, 2 both
  bool takes(int v) const {
    return (grows != 1 && hi < 15 && v == hi + 1) || (grows != 0 && lo > 1 && v == lo - 1);
  }
  bool complete() const { return grows == 0 ? hi == 15 : grows == 1 ? lo == 1 : (hi == 15 && lo == 1); }
};

struct PhysicalPlayer {
  std::vector<int> flinch;  // top at the back
  bool top_shown = false;
  std::vector<int> hand;
  std::array<std::vector<int>, 5> reserve;
};

struct PhysicalState {
  std::vector<PhysicalPlayer> players;
  std::vector<PhysicalPile> piles;
  std::vector<int> stock;    // drawn from the back
  std::vector<int> removed;  // cards of finished piles
  int next_id = 1;
  int turn = -1;
  int winner = -1;
  int breach_by = -1;  // the last move broke an obligation (by this player)
};

class RandomFlinchTable {
 public:
  RandomFlinchTable(const ScriptHeader& header, Variant variant, int decks, unsigned seed, double breach_rate = 0.03,
                    double call_rate = 0.6, bool partners = false)
      : header_(header), variant_(variant), rng_(seed), breach_rate_(breach_rate), call_rate_(call_rate),
        partners_(partners) {
    std::vector<int> deck;
    for (int d = 0; d < decks * 10; ++d)
      for (int v = 1; v <= 15; ++v) deck.push_back(v);
    std::shuffle(deck.begin(), deck.end(), rng_);
    s_.players.resize(header.players.size());
    for (auto& p : s_.players) {
      p.flinch.assign(deck.end() - 10, deck.end());
      deck.resize(deck.size() - 10);
    }
    for (auto& p : s_.players) {
      p.hand.assign(deck.end() - 5, deck.end());
      deck.resize(deck.size() - 5);
    }
    s_.stock = std::move(deck);
  }

  const PhysicalState& physical() const { return s_; }
  bool finished() const { return s_.winner >= 0; }
  bool stuck() const { return stuck_; }
  int passes() const { return passes_; }  // pass lines given (RULINGS Flinch 7)
  // Everybody passed in a row: the game can never move again (it stops unfinished).
  bool blocked() const { return blocked_; }
  bool is_start(int v) const { return flipside::flinch::is_start_card(variant_, v); }

  // The next line, with the physical table moved as the line says (the
  // engine is expected to accept it); nullopt when the game is over, stuck
  // (no line possible: only in an opening where nobody can start a pile and
  // every hand is empty) or blocked (everybody passed in a row).
  std::optional<nlohmann::json> next() {
    if (finished() || stuck_ || blocked_) return std::nullopt;
    for (std::size_t p = 0; p < s_.players.size(); ++p) {
      auto& pl = s_.players[p];
      if (!pl.flinch.empty() && !pl.top_shown) {
        pl.top_shown = true;
        return nlohmann::json{{"reveal", header_.players[p]}, {"card", pl.flinch.back()}};
      }
    }
    if (s_.breach_by >= 0 && chance(call_rate_)) {
      std::vector<int> callers;  // adversaries only
      for (int c = 0; c < n(); ++c)
        if (c != s_.breach_by && c != mate(s_.breach_by)) callers.push_back(c);
      return call(callers[pick(static_cast<int>(callers.size()))]);
    }
    nlohmann::json line = s_.turn < 0 ? opening() : turn_move();
    if (stuck_ || blocked_) return std::nullopt;
    if (!line.contains("pass")) passes_in_a_row_ = 0;
    return line;
  }

 private:
  int pick(int n) { return std::uniform_int_distribution<int>(0, n - 1)(rng_); }
  bool chance(double p) { return std::uniform_real_distribution<double>(0, 1)(rng_) < p; }
  int n() const { return static_cast<int>(s_.players.size()); }
  int mate(int p) const { return partners_ ? (p + n() / 2) % n() : -1; }
  bool pair_out(int p) const {
    return s_.players[p].flinch.empty() && (!partners_ || s_.players[mate(p)].flinch.empty());
  }

  // A pile id the value goes on (0: a new pile), or -1.
  int where(int v) const {
    for (const auto& pile : s_.piles)
      if (pile.takes(v)) return pile.id;
    return is_start(v) ? 0 : -1;
  }
  int flinch_target(int p) const {
    const auto& pl = s_.players[p];
    return pl.flinch.empty() ? -1 : where(pl.flinch.back());
  }

  void draw(int p, int k) {
    if (static_cast<int>(s_.stock.size()) < k && !s_.removed.empty()) {
      std::shuffle(s_.removed.begin(), s_.removed.end(), rng_);
      s_.stock.insert(s_.stock.begin(), s_.removed.begin(), s_.removed.end());
      s_.removed.clear();
    }
    for (int i = 0; i < k && !s_.stock.empty(); ++i) {
      s_.players[p].hand.push_back(s_.stock.back());
      s_.stock.pop_back();
    }
  }
  void pass_turn(int from) {
    s_.turn = (from + 1) % n();
    if (s_.players[s_.turn].hand.empty()) draw(s_.turn, 5);
  }

  // Rule 3 judged on the physical table, before the move (with partners:
  // one's own Flinch top first, then the partner's, before anything else).
  bool breaks(int p, const std::string& from, bool reserve_line, int card) const {
    if (reserve_line && is_start(card)) return true;
    if (from == "flinch") return false;
    if (flinch_target(p) >= 0) return true;
    return from != "partner_flinch" && partners_ && s_.turn >= 0 && flinch_target(mate(p)) >= 0;
  }
  void open_window(int p, bool breach) {
    if (breach) {
      before_ = s_;
      before_.breach_by = -1;
    }
    s_.breach_by = breach ? p : -1;
  }

  nlohmann::json play(int p, int card, const std::string& from, int slot, int pile_id) {
    open_window(p, breaks(p, from, false, card));
    auto& pl = s_.players[p];
    const bool of_mate = from.rfind("partner_", 0) == 0;
    const int owner = of_mate ? mate(p) : p;
    auto& ow = s_.players[owner];
    if (from == "flinch" || from == "partner_flinch") {
      ow.flinch.pop_back();
      ow.top_shown = false;
    } else if (from == "hand") {
      pl.hand.erase(std::find(pl.hand.begin(), pl.hand.end(), card));
    } else {
      ow.reserve[slot].pop_back();
    }
    if (s_.turn < 0) s_.turn = p;
    std::string to;
    std::size_t at = 0;
    if (pile_id == 0) {
      PhysicalPile pile{s_.next_id++, card, card, variant_ == Variant::kFrom8 ? 2 : card == 15 ? 1 : 0};
      s_.piles.push_back(pile);
      at = s_.piles.size() - 1;
      to = "new";
    } else {
      while (s_.piles[at].id != pile_id) ++at;
      auto& pile = s_.piles[at];
      if (pile.grows != 1 && card == pile.hi + 1) {
        pile.hi = card;
      } else {
        pile.lo = card;
      }
      to = "pile:" + std::to_string(pile_id);
    }
    if (s_.piles[at].complete()) {
      for (int v = s_.piles[at].lo; v <= s_.piles[at].hi; ++v) s_.removed.push_back(v);
      s_.piles.erase(s_.piles.begin() + static_cast<std::ptrdiff_t>(at));
    }
    // RULINGS Flinch 7: an emptied hand draws five, also when a pile that
    // left the table refills a stock that was out.
    if (pl.hand.empty() && (from == "hand" || !s_.removed.empty())) draw(p, 5);
    if ((from == "flinch" || from == "partner_flinch") && pair_out(owner)) s_.winner = p;
    std::string source = from;
    if (from == "reserve" || from == "partner_reserve") source.append(":").append(std::to_string(slot + 1));
    return {{"play", header_.players[p]}, {"card", card}, {"from", source}, {"to", to}};
  }

  nlohmann::json reserve(int p, int card) {
    open_window(p, breaks(p, "hand", true, card));
    auto& pl = s_.players[p];
    pl.hand.erase(std::find(pl.hand.begin(), pl.hand.end(), card));
    std::vector<int> empty;
    for (int k = 0; k < 5; ++k)
      if (pl.reserve[k].empty()) empty.push_back(k);
    const int slot = empty.empty() ? pick(5) : empty[pick(static_cast<int>(empty.size()))];
    pl.reserve[slot].push_back(card);
    if (s_.turn < 0) {
      if (pl.hand.empty()) draw(p, 5);
    } else {
      pass_turn(p);
    }
    return {{"reserve", header_.players[p]}, {"card", card}, {"pile", slot + 1}};
  }

  nlohmann::json call(int caller) {
    const int offender = s_.breach_by;
    const int next_id = s_.next_id;  // RULINGS Flinch 8: a pile number is never given again
    s_ = before_;
    s_.next_id = next_id;
    if (s_.turn >= 0) pass_turn(offender);
    auto& from = s_.players[caller];
    auto& to = s_.players[offender];
    if (!from.flinch.empty()) {  // partnerships: an empty pile gives nothing
      to.flinch.insert(to.flinch.begin(), from.flinch.back());
      from.flinch.pop_back();
      from.top_shown = false;
      if (pair_out(caller)) s_.winner = caller;
    }
    return {{"call", header_.players[caller]}, {"on", header_.players[offender]}};
  }

  // A hand card to end the turn with: not a starting card if possible.
  int reserve_choice(int p) {
    const auto& hand = s_.players[p].hand;
    std::vector<int> ok;
    for (int v : hand)
      if (!is_start(v)) ok.push_back(v);
    if (ok.empty() || chance(breach_rate_ / 4)) return hand[pick(static_cast<int>(hand.size()))];
    return ok[pick(static_cast<int>(ok.size()))];
  }

  nlohmann::json opening() {
    // Anyone with a starting card on the Flinch top or in hand begins.
    for (int p = 0; p < n(); ++p) {
      const auto& pl = s_.players[p];
      if (!pl.flinch.empty() && is_start(pl.flinch.back())) return play(p, pl.flinch.back(), "flinch", 0, 0);
    }
    for (int p = 0; p < n(); ++p)
      for (int v : s_.players[p].hand)
        if (is_start(v)) return play(p, v, "hand", 0, 0);
    for (int k = 0; k < n(); ++k) {
      const int p = (opening_next_ + k) % n();
      if (!s_.players[p].hand.empty()) {
        opening_next_ = (p + 1) % n();
        return reserve(p, reserve_choice(p));
      }
    }
    stuck_ = true;
    return {};
  }

  nlohmann::json turn_move() {
    const int p = s_.turn;
    auto& pl = s_.players[p];
    struct Move {
      int card, slot, pile;
      const char* from;
    };
    std::vector<Move> moves;
    for (int v : pl.hand)
      if (int w = where(v); w >= 0) moves.push_back({v, -1, w, "hand"});
    for (int k = 0; k < 5; ++k)
      if (!pl.reserve[k].empty())
        if (int w = where(pl.reserve[k].back()); w >= 0) moves.push_back({pl.reserve[k].back(), k, w, "reserve"});
    const int m8 = mate(p);
    if (partners_) {
      const auto& ml = s_.players[m8];
      for (int k = 0; k < 5; ++k)
        if (!ml.reserve[k].empty())
          if (int w = where(ml.reserve[k].back()); w >= 0)
            moves.push_back({ml.reserve[k].back(), k, w, "partner_reserve"});
      // On purpose now and then: the partner's Flinch top while one's own could go.
      if (int w = flinch_target(m8); w >= 0 && flinch_target(p) >= 0 && chance(breach_rate_))
        return play(p, ml.flinch.back(), "partner_flinch", 0, w);
    }
    const bool lawful = !chance(breach_rate_);
    if (lawful) {
      if (int w = flinch_target(p); w >= 0) return play(p, pl.flinch.back(), "flinch", 0, w);
      if (partners_)
        if (int w = flinch_target(m8); w >= 0) return play(p, s_.players[m8].flinch.back(), "partner_flinch", 0, w);
      for (const Move& m : moves)
        if (std::string(m.from) == "hand" && is_start(m.card)) return play(p, m.card, "hand", 0, m.pile);
    }
    const bool end_turn = !pl.hand.empty() && (moves.empty() || chance(0.3));
    if (end_turn) return reserve(p, reserve_choice(p));
    if (!moves.empty()) {
      const Move& m = moves[pick(static_cast<int>(moves.size()))];
      return play(p, m.card, m.from, m.slot, m.pile);
    }
    if (int w = flinch_target(p); w >= 0) return play(p, pl.flinch.back(), "flinch", 0, w);
    if (partners_)
      if (int w = flinch_target(m8); w >= 0) return play(p, s_.players[m8].flinch.back(), "partner_flinch", 0, w);
    // RULINGS Flinch 7: no card in hand, none to draw, nothing playable.
    if (pl.hand.empty() && s_.stock.empty() && s_.removed.empty()) {
      // Everybody passed in a row: nothing can ever change (the rulebook's
      // blocked game); the table stops there, the game unfinished.
      if (++passes_in_a_row_ > n()) {
        blocked_ = true;
        return {};
      }
      open_window(p, false);
      ++passes_;
      pass_turn(p);
      return {{"pass", header_.players[p]}};
    }
    stuck_ = true;  // cannot happen: an empty hand with cards to draw has drawn them
    return {};
  }

  ScriptHeader header_;
  Variant variant_;
  std::mt19937 rng_;
  double breach_rate_;
  double call_rate_;
  bool partners_ = false;
  PhysicalState s_;
  PhysicalState before_;
  int opening_next_ = 0;
  bool stuck_ = false;
  int passes_ = 0;
  int passes_in_a_row_ = 0;
  bool blocked_ = false;
};

// A whole game for `flipside demo-data` (GameInfo::random_game), with the
// header's variant, decks and partnership.
inline std::vector<nlohmann::json> random_game(const ScriptHeader& header, unsigned seed) {
  const nlohmann::json& o = header.options;
  const Variant variant =
      flipside::flinch::parse_variant(o.value("variant", std::string("standard"))).value_or(Variant::kStandard);
  return whole_game<RandomFlinchTable>(header, variant, o.value("decks", 1), seed, 0.03, 0.6,
                                       o.value("partners", false));
}

}  // namespace flipside::sim::flinch
