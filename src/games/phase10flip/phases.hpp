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
  constexpr int min_cards() const {
    int n = 0;
    for (int g = 0; g < group_count; ++g) n += groups[g].size;
    return n;
  }
};

namespace phase_table {
constexpr Requirement run(int n) { return {GroupKind::kRun, n}; }
constexpr Requirement set(int n) { return {GroupKind::kSet, n}; }

// Rule 1, in order (in the header: every phase laid down and every search
// looks its phase up, and the call was as dear as the lookup).
inline constexpr std::array<PhaseSpec, kPhaseCount> kPhases = {{
    {2, {run(2), run(2)}},          // 1) 2 runs of 2
    {2, {run(2), set(2)}},          // 2) run 2 + set 2
    {2, {run(2), set(3)}},          // 3) run 2 + set 3
    {2, {run(3), set(2)}},          // 4) run 3 + set 2
    {2, {run(4), set(2)}},          // 5) run 4 + set 2
    {2, {run(3), run(3)}},          // 6) 2 runs of 3
    {2, {run(3), set(3)}},          // 7) run 3 + set 3
    {2, {run(5), set(2)}},          // 8) run 5 + set 2
    {2, {run(2), set(4)}},          // 9) run 2 + set 4
    {3, {run(3), set(2), set(2)}},  // 10) run 3 + 2 sets of 2
}};
}  // namespace phase_table

// Phase 1..10.
inline const PhaseSpec& phase_spec(int phase) { return phase_table::kPhases[phase - 1]; }

// "set"/"run" as in the state JSON.
const char* kind_key(GroupKind kind);

// "a colour run of 3", and the whole phase: "a colour run of 3 and 2 sets of
// 2", "2 colour runs of 2" (as message arguments).
Arg requirement_arg(const Requirement& r);
Arg phase_arg(int phase);

}  // namespace flipside::phase10flip
