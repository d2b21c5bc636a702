// Seeded random play over many whole games, on a physical table the test
// keeps itself (tests/support/random_flinch.hpp: a real shuffled deck, every
// card followed). It is an oracle for the counts (each hand, the stock, each
// Flinch pile, the cards of finished piles, the piles and the turn) and for
// `flinchable` (rule 3 judged on the physical cards); beyond that it checks
// invariants only: copies showing never above the deck's, piles strictly
// consecutive from a starting card, every card somewhere, rejected lines
// change nothing, clone equals original, replay equals the live state.
#include <random>

#include "core/session.hpp"
#include "support/random_flinch.hpp"
#include "table.hpp"

using namespace flipside;
using namespace flipside::flinch;
using flipside::testkit::flinch::RandomFlinchTable;

// Checked on every line: reported through Catch only when it fails.
#define ENSURE(cond)                     \
  do {                                   \
    if (!(cond)) FAIL("broken: " #cond); \
  } while (false)

namespace {

void check_against_table(const Engine& e, const RandomFlinchTable& table) {
  const auto& s = table.physical();
  const int copies = e.copies();
  std::array<int, kValues> showing{};
  int cards = static_cast<int>(s.stock.size() + s.removed.size());
  ENSURE(e.stock() == static_cast<int>(s.stock.size()));
  ENSURE(e.left_table() == static_cast<int>(s.removed.size()));
  ENSURE(e.turn() == s.turn);
  ENSURE(e.winner() == s.winner);
  for (int p = 0; p < e.player_count(); ++p) {
    const PlayerState& mine = e.player(p);
    const auto& real = s.players[p];
    ENSURE(mine.hand == static_cast<int>(real.hand.size()));
    ENSURE(mine.hand <= kHandSize);
    ENSURE(mine.flinch_left == static_cast<int>(real.flinch.size()));
    ENSURE(mine.flinch_top == (real.top_shown ? real.flinch.back() : 0));
    if (real.top_shown) ++showing[real.flinch.back()];
    cards += static_cast<int>(real.hand.size() + real.flinch.size());
    for (int k = 0; k < kReserveSlots; ++k) {
      ENSURE(mine.reserve[k].size() == real.reserve[k].size());
      for (std::size_t i = 0; i < real.reserve[k].size(); ++i) {
        ENSURE(mine.reserve[k][i] == real.reserve[k][i]);
        ++showing[real.reserve[k][i]];
      }
      cards += static_cast<int>(real.reserve[k].size());
    }
  }
  ENSURE(e.piles().size() == s.piles.size());
  for (std::size_t i = 0; i < s.piles.size(); ++i) {
    const Pile& mine = e.piles()[i];
    ENSURE(mine.id == s.piles[i].id);
    ENSURE(mine.lo == s.piles[i].lo);
    ENSURE(mine.hi == s.piles[i].hi);
    // Strictly consecutive from a starting card, not yet complete.
    ENSURE(mine.lo >= kLowest);
    ENSURE(mine.hi <= kHighest);
    ENSURE(mine.lo <= mine.hi);
    ENSURE(!mine.complete());
    ENSURE(table.is_start(mine.grows == Pile::Grows::kDown ? mine.hi : mine.lo) ||
           (mine.grows == Pile::Grows::kBoth && mine.lo <= 8 && mine.hi >= 8));
    if (i > 0) ENSURE(e.piles()[i - 1].id < mine.id);
    for (int v = mine.lo; v <= mine.hi; ++v) ++showing[v];
    cards += mine.size();
  }
  ENSURE(cards == e.total_cards());
  for (int v = kLowest; v <= kHighest; ++v) {
    ENSURE(e.showing()[v] == showing[v]);
    ENSURE(showing[v] <= copies);
  }
  // RULINGS Flinch 7: a pass is the only line exactly when the physical
  // player on turn holds nothing, has nothing to draw and nothing to play.
  if (e.started() && !e.finished() && e.pending_reveal() < 0) {
    const auto& mover = s.players[s.turn];
    bool playable = false;
    auto fits = [&](int v) {
      if (table.is_start(v)) return true;
      for (const auto& pile : s.piles) playable = playable || pile.takes(v);
      return false;
    };
    auto look = [&](int owner) {
      const auto& pl = s.players[owner];
      if (!pl.flinch.empty() && fits(pl.flinch.back())) playable = true;
      for (const auto& r : pl.reserve)
        if (!r.empty() && fits(r.back())) playable = true;
    };
    look(s.turn);
    if (e.options().partners) look(e.partner(s.turn));
    ENSURE(e.must_pass() == (mover.hand.empty() && s.stock.empty() && s.removed.empty() && !playable));
  }
  // flinchable: exactly when the physical table saw a breach by that player.
  ENSURE(e.breach().has_value() == (s.breach_by >= 0));
  if (e.breach()) ENSURE(e.breach()->offender == s.breach_by);
}

}  // namespace

TEST_CASE("Random play: seeded whole games agree with a physical table and replay identically",
          "[flinch][random]") {
  constexpr int kGames = 600;
  int finished = 0, calls = 0, breaches = 0, completed_piles = 0, reshuffles = 0, rejections = 0;
  for (int g = 0; g < kGames; ++g) {
    std::mt19937 rng(static_cast<unsigned>(g) * 7919u + 3u);
    const int players = 2 + static_cast<int>(rng() % 7);
    const int decks = players > 5 || rng() % 4 == 0 ? 2 : 1;
    const Variant variant = static_cast<Variant>(rng() % 3);
    ScriptHeader h;
    h.game = "flinch";
    for (int p = 0; p < players; ++p) h.players.push_back("P" + std::to_string(p));
    h.dealer = h.players[rng() % players];
    h.options = {{"decks", decks}, {"variant", std::string(variant_key(variant))}};
    Message error;
    auto session = Session::start(h, &error);
    REQUIRE(session);
    RandomFlinchTable table(h, variant, decks, static_cast<unsigned>(g) + 11u, g % 3 == 0 ? 0.15 : 0.03);

    int steps = 0;
    while (auto line = table.next()) {
      REQUIRE(++steps < 200000);
      // Now and then an entry that may be out of place: refused, it changes nothing.
      if (rng() % 50 == 0) {
        nlohmann::json bad = {{"play", h.players[rng() % players]}, {"card", 1 + static_cast<int>(rng() % 15)},
                              {"from", rng() % 2 ? "hand" : "reserve:" + std::to_string(1 + rng() % 5)},
                              {"to", "pile:" + std::to_string(1 + rng() % 40)}};
        if (rng() % 3 == 0) bad = {{"call", h.players[rng() % players]}, {"on", h.players[rng() % players]}};
        const std::unique_ptr<Game> before = session->game().clone();
        Verdict v = session->game().clone()->apply(bad);  // judged on a copy: the physical table did not move
        if (!v.accepted) {
          ++rejections;
          ENSURE(before->state() == session->game().state());
        }
      }
      Verdict v = session->apply(*line);
      if (!v.accepted) FAIL("refused " << line->dump() << ": " << render(v.rejection));
      for (const auto& n : v.notices) {
        calls += n.key == "flinch.notice.flinched";
        breaches += n.key == "flinch.notice.breach";
        completed_piles += n.key == "flinch.notice.pile_complete";
        reshuffles += n.key == "flinch.notice.reshuffle";
      }
      check_against_table(static_cast<const FlinchGame&>(session->game()).engine(), table);
    }
    finished += session->game().finished() ? 1 : 0;

    const nlohmann::json live = session->game().state();
    ENSURE(session->game().clone()->state() == live);
    auto replayed = make_game(h, &error);
    for (const auto& l : session->lines()) ENSURE(replayed->apply(l).accepted);
    REQUIRE(replayed->state() == live);
    if (session->game().finished()) {
      auto s = session->game().standings();
      ENSURE(s[0].total == 0);
      ENSURE(s[0].place == 1);
    }
  }
  CHECK(finished > kGames * 9 / 10);
  CHECK(calls > 0);
  CHECK(breaches > calls);
  CHECK(completed_piles > 0);
  CHECK(reshuffles > 0);
  CHECK(rejections > 0);
}

// Rule 6, partnerships: the same oracle with the partner's Flinch top and
// reserves in play (and now and then the partner's top played before one's
// own); a finished game has both partners of the winning pair first.
TEST_CASE("Random play with partnerships: agrees with a physical table, replays identically, the pair wins together",
          "[flinch][random][partners]") {
  constexpr int kGames = 300;
  int finished = 0, calls = 0, breaches = 0, partner_plays = 0, order_breaches = 0;
  for (int g = 0; g < kGames; ++g) {
    std::mt19937 rng(static_cast<unsigned>(g) * 104729u + 17u);
    const int players = rng() % 2 ? 4 : 6;
    const int decks = players > 5 ? 2 : 1;
    const Variant variant = static_cast<Variant>(rng() % 3);
    ScriptHeader h;
    h.game = "flinch";
    for (int p = 0; p < players; ++p) h.players.push_back("P" + std::to_string(p));
    h.dealer = h.players[rng() % players];
    h.options = {{"decks", decks}, {"variant", std::string(variant_key(variant))}, {"partners", true}};
    Message error;
    auto session = Session::start(h, &error);
    REQUIRE(session);
    RandomFlinchTable table(h, variant, decks, static_cast<unsigned>(g) + 5u, g % 3 == 0 ? 0.15 : 0.04, 0.6, true);
    int steps = 0;
    while (auto line = table.next()) {
      REQUIRE(++steps < 200000);
      Verdict v = session->apply(*line);
      if (!v.accepted) FAIL("refused " << line->dump() << ": " << render(v.rejection));
      if (line->contains("from") && (*line)["from"].get<std::string>().rfind("partner_", 0) == 0) ++partner_plays;
      for (const auto& n : v.notices) {
        calls += n.key == "flinch.notice.flinched";
        breaches += n.key == "flinch.notice.breach";
      }
      const Engine& e = static_cast<const FlinchGame&>(session->game()).engine();
      if (const auto& b = e.breach(); b && v.notices.size() && b->kind == Breach::Kind::kOwnBeforePartner)
        ++order_breaches;
      check_against_table(e, table);
    }
    const auto& game = static_cast<const FlinchGame&>(session->game());
    if (game.finished()) {
      ++finished;
      const Engine& e = game.engine();
      const int w = e.winner();
      ENSURE(e.player(w).flinch_left == 0 && e.player(e.partner(w)).flinch_left == 0);
      const auto s = game.standings();
      int first = 0;
      for (const auto& st : s) first += st.place == 1 ? 1 : 0;
      ENSURE(first == 2);
      ENSURE(s[0].place == 1 && s[1].place == 1);
      ENSURE((s[0].seat == w || s[1].seat == w) && (s[0].seat == e.partner(w) || s[1].seat == e.partner(w)));
      ENSURE(game.state()["winners"].size() == 2);
    }
    auto replayed = make_game(h, &error);
    for (const auto& l : session->lines()) ENSURE(replayed->apply(l).accepted);
    REQUIRE(replayed->state() == session->game().state());
  }
  CHECK(finished > kGames * 8 / 10);
  CHECK(partner_plays > 1000);
  CHECK(calls > 0);
  CHECK(breaches > calls);
  CHECK(order_breaches > 0);
}

// RULINGS Flinch 7: with eight players and one deck (80 cards in Flinch
// piles, 40 in hands, 30 in the stock) the stock runs out and a player on
// turn can hold nothing, have nothing to draw and nothing to play. Such a
// player passes and the game goes on: no game is left stuck.
TEST_CASE("Random play, eight players and one deck: a player who can do nothing passes, no game gets stuck",
          "[flinch][random][rule7][pass]") {
  constexpr int kGames = 300;
  int finished = 0, passes = 0, games_with_pass = 0, blocked = 0;
  for (int g = 0; g < kGames; ++g) {
    ScriptHeader h;
    h.game = "flinch";
    for (int p = 0; p < 8; ++p) h.players.push_back("P" + std::to_string(p));
    h.dealer = h.players[static_cast<std::size_t>(g % 8)];
    h.options = {{"decks", 1}};
    Message error;
    auto session = Session::start(h, &error);
    REQUIRE(session);
    RandomFlinchTable table(h, Variant::kStandard, 1, static_cast<unsigned>(g) * 31u + 5u);
    int steps = 0;
    while (auto line = table.next()) {
      REQUIRE(++steps < 200000);
      Verdict v = session->apply(*line);
      if (!v.accepted) FAIL("refused " << line->dump() << ": " << render(v.rejection));
      check_against_table(static_cast<const FlinchGame&>(session->game()).engine(), table);
    }
    ENSURE(!table.stuck());
    ENSURE(session->game().finished() != table.blocked());
    blocked += table.blocked() ? 1 : 0;
    finished += session->game().finished() ? 1 : 0;
    passes += table.passes();
    games_with_pass += table.passes() > 0 ? 1 : 0;
    auto replayed = make_game(h, &error);
    for (const auto& l : session->lines()) ENSURE(replayed->apply(l).accepted);
    REQUIRE(replayed->state() == session->game().state());
  }
  INFO(passes << " passes in " << games_with_pass << " games; " << blocked << " games blocked");
  CHECK(finished > kGames * 9 / 10);
  CHECK(games_with_pass > 0);
}
