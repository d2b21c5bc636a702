// Flip 7 behind the common Game interface: script lines in, the contract's
// state JSON out (../shared/contract/game-script.md, "Flip 7").
#pragma once

#include <array>
#include <map>

#include <memory>

#include "core/deck_check.hpp"
#include "core/engine_game.hpp"
#include "core/game.hpp"
#include "core/shuffle_check.hpp"
#include "games/flip7/engine.hpp"

namespace flipside::flip7 {

class Flip7Game final : public EngineGame<Flip7Game, Engine> {
 public:
  Flip7Game(ScriptHeader header, Options options);

  Verdict apply(const nlohmann::json& line) override;
  nlohmann::json state() const override;
  Message expecting() const override;
  std::optional<std::string> winner() const override;
  int round() const override { return engine_.round(); }
  std::vector<Standing> standings() const override;  // highest total first
  std::vector<RoundSummary> rounds() const override;
  // "busts", "flip7s", "second_chances_used" (each one saved a bust, rule 3),
  // "second_chances_unused" (still held when the round ended: discarded
  // unused, rule 6), the coach's odds at each voluntary hit (see
  // kHighRiskPercent), and "card_<key>" for every card dealt to the seat (the
  // deck check, GameInfo::deck_makeup): counted from the engine's state and
  // notices as lines are applied, so a replay counts exactly as live play.
  // Also the order cards came out of each shuffle (core/shuffle_check.hpp,
  // shuffle::kCards...), on the seat of the dealer who shuffled: every card
  // is entered as it is flipped off the draw pile, so the order is real. A
  // cycle starts with the game's deck, with each reshuffle of the discards
  // (rule 8) and, under deck_cycle every_round, with each round (rule 11).
  std::vector<SeatCounter> seat_counters() const override;
  std::optional<int> score_target() const override { return engine_.options().target; }

  Verdict apply_event(const Event& event);
  Verdict apply_round(const Engine::RoundEntry& points);  // score mode (rule 12)

 private:
  RoundSummary round_summary(std::size_t index) const;  // round_points()[index]
  Verdict verdict(Outcome out, std::size_t rounds_before);  // notices in words, counters, finished rounds

  // How each seat left the round in progress (from the notices), and how
  // they left each finished round: the scoresheet's "why".
  std::vector<Status> in_round_;
  std::vector<std::vector<Status>> round_status_;
  std::vector<int> busts_, flip7s_, second_chances_used_, second_chances_unused_;  // per seat
  // Voluntary hits (a turn's card to a player already holding a number):
  // how many, the bust chance before each summed in tenths of a percent, how
  // many at a high chance and how many of those busted.
  std::vector<int> hits_, hit_risk_permille_, risky_hits_, risky_busts_;
  std::vector<std::array<int, kCardKinds>> cards_;  // per seat, per card kind dealt to them
  // The shuffle check: each deck cycle's cards in the order they came out.
  // `left_` is the pile the last card left behind: a card drawn from any
  // other pile (a reshuffle, a new round's full deck) starts a new cycle.
  shuffle::OrderTally order_;
  CardCounts left_{};
  bool drawn_any_ = false;
};

// A hit is "at high risk" when the bust chance before it (Engine::
// bust_probability, Second Chance included) is at least this: 30 %, about
// one card in three. Chosen for the statistics, not a rule: hitting on a
// hand worth S pays while (1 - p)(S + g) > S, i.e. p < g / (S + g); with a
// typical 20-point hand and a next card worth about 8 that is p < 29 %, so
// from 30 % on a hit usually costs more than it brings.
inline constexpr int kHighRiskPercent = 30;

// Notices in words (for the CLI, the UI and the store's log).
Message notice_message(const Notice& notice, const Engine& engine);
std::string_view notice_key(NoticeKind kind);

std::unique_ptr<Game> make_flip7(const ScriptHeader& header, Message* error);

// Statistics (GameInfo::counter_lines): a player's summed counters as the
// figures a table asks about: how often they bust, what a round not busted
// is worth, their Flip 7s and Second Chances.
std::vector<Message> counter_lines(const std::map<std::string, long long>& counters);

// The deck check's make-up (GameInfo::deck_makeup): for each card kind its
// counter ("card_12", "card_x2", "card_freeze"), its script key and its
// copies with the header's `decks` option.
std::vector<DeckCard> deck_makeup(const nlohmann::json& options);
// "card_" + the card's script key.
std::string card_counter(Card c);

}  // namespace flipside::flip7
