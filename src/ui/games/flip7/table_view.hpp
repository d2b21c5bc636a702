// What the Flip 7 table shows, computed from the engine without ImGui: who
// receives the next card and why, each seat's row, the card pad with what
// is left of each card. Screens draw it; tests check it.
#pragma once

#include <array>
#include <optional>
#include <string>
#include <vector>

#include "core/message.hpp"
#include "games/flip7/engine.hpp"

namespace flipside::ui::flip7ui {

struct SeatView {
  int seat = 0;
  std::string name;
  flip7::Status status = flip7::Status::kActive;
  bool dealer = false;
  bool recipient = false;    // receives the next card
  bool chooser = false;      // chooses the waiting action's target
  bool legal_target = false; // may be tapped as that target now
  bool may_stay = false;
  std::vector<flip7::Card> cards;  // numbers ascending, then modifiers, then Second Chance
  bool second_chance = false;
  int round_score = 0;
  int total = 0;
  float progress = 0.0f;     // total / target, clamped to 1
  double bust_chance = 0.0;  // coach
  double expected_if_hit = 0.0;
  bool hit_worth_it = false;
};

struct PadKey {
  flip7::Card card = flip7::Card::kFreeze;
  int remaining = 0;  // copies the next draw can be
  bool possible = false;
};

// The order of the pad: numbers 0–12, modifiers, actions.
inline constexpr int kPadKeys = flip7::kCardKinds;

struct TableView {
  flip7::Guidance guidance;
  std::vector<SeatView> seats;
  std::array<PadKey, kPadKeys> pad{};
  int draw_pile = 0;
  int discard_pile = 0;
  bool reshuffle_next = false;  // the next draw comes from the reshuffled discard
  int round = 1;
  int target = 0;
  int round_limit = 0;
  int decks = 1;
  bool finished = false;
  bool awaiting_target() const { return guidance.awaiting == flip7::Guidance::Awaiting::kTarget; }
  bool awaiting_card() const { return guidance.awaiting == flip7::Guidance::Awaiting::kCard; }
};

TableView build_table_view(const flip7::Engine& engine);

// The sentence under the table's title: "Ana — dealing", "Ben — Flip Three 2/3"...
Message guidance_message(const TableView& view);

// Chips for one round's cards, in the order a player would lay them out.
std::vector<flip7::Card> held_cards(const flip7::PlayerState& player);

}  // namespace flipside::ui::flip7ui
