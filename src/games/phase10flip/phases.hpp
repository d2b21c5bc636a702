// The ten phases as data (RULINGS.md, "Phase 10 Flip", rule 1): each is a
// list of groups, in the order the rulebook lists them (runs first), each a
// kind and a minimum size (rule 2: sizes are minimums).
#pragma once

#include <array>
#include <cstdint>

#include "core/message.hpp"

namespace flipside::phase10flip {

inline constexpr int kPhaseCount = 10;
inline constexpr int kMaxGroups = 3;

enum class GroupKind : std::uint8_t {
  kSet,  // cards of one number, any colour
  kRun,  // consecutive numbers (1–12, no wrap) in one colour
};

struct Requirement {
  GroupKind kind = GroupKind::kSet;
  int size = 2;
  friend bool operator==(const Requirement&, const Requirement&) = default;
};

struct PhaseSpec {
  int group_count = 0;
  std::array<Requirement, kMaxGroups> groups{};
  int min_cards() const;
};

// Phase 1..10.
const PhaseSpec& phase_spec(int phase);

// "set"/"run" as in the state JSON.
const char* kind_key(GroupKind kind);

// "a colour run of 3", and the whole phase: "a colour run of 3 and 2 sets of
// 2", "2 colour runs of 2" (as message arguments).
Arg requirement_arg(const Requirement& r);
Arg phase_arg(int phase);

}  // namespace flipside::phase10flip
