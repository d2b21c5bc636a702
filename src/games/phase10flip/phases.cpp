#include "games/phase10flip/phases.hpp"

#include "games/phase10flip/cards.hpp"

namespace flipside::phase10flip {
namespace {

constexpr Requirement run(int n) { return {GroupKind::kRun, n}; }
constexpr Requirement set(int n) { return {GroupKind::kSet, n}; }

// Rule 1, in order.
const std::array<PhaseSpec, kPhaseCount> kPhases = {{
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

Message requirement_message(const Requirement& r, int how_many) {
  if (how_many == 1) return msg(r.kind == GroupKind::kRun ? "phase10flip.req.run" : "phase10flip.req.set", r.size);
  return msg(r.kind == GroupKind::kRun ? "phase10flip.req.runs" : "phase10flip.req.sets", how_many, r.size);
}

}  // namespace

int PhaseSpec::min_cards() const {
  int n = 0;
  for (int g = 0; g < group_count; ++g) n += groups[g].size;
  return n;
}

const PhaseSpec& phase_spec(int phase) { return kPhases[phase - 1]; }

const char* kind_key(GroupKind kind) { return kind == GroupKind::kRun ? "run" : "set"; }

Arg requirement_arg(const Requirement& r) { return nested_arg(requirement_message(r, 1)); }

Arg phase_arg(int phase) {
  const PhaseSpec& spec = phase_spec(phase);
  std::vector<Message> parts;
  for (int g = 0; g < spec.group_count;) {
    int same = 1;
    while (g + same < spec.group_count && spec.groups[g + same] == spec.groups[g]) ++same;
    parts.push_back(requirement_message(spec.groups[g], same));
    g += same;
  }
  return Arg::list_arg(std::move(parts));
}

}  // namespace flipside::phase10flip
