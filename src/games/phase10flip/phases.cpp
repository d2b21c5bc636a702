#include "games/phase10flip/phases.hpp"

#include "games/phase10flip/cards.hpp"

namespace flipside::phase10flip {
namespace {

Message requirement_message(const Requirement& r, int how_many) {
  if (how_many == 1) return msg(r.kind == GroupKind::kRun ? "phase10flip.req.run" : "phase10flip.req.set", r.size);
  return msg(r.kind == GroupKind::kRun ? "phase10flip.req.runs" : "phase10flip.req.sets", how_many, r.size);
}

}  // namespace

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
