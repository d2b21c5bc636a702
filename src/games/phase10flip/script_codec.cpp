#include "games/phase10flip/script_codec.hpp"

#include <array>
#include <string_view>

namespace flipside::phase10flip {
namespace {

constexpr std::array<std::string_view, 2> kVariants = {"standard", "ten_hands"};

constexpr OptionSpec kOptionSpecs[] = {
    {.key = "variant", .label_key = "option.phase10flip.variant", .kind = OptionSpec::Kind::kChoice,
     .choices = kVariants},
    {.key = "phases", .label_key = "option.phase10flip.phases", .kind = OptionSpec::Kind::kInt, .min = 1,
     .max = kPhaseCount, .default_int = kPhaseCount},
};

// Points one player can be given in a line, far above any real hand, so the
// range message stays meaningful and sums cannot overflow.
constexpr long long kMaxPointsField = 100000;

using Json = nlohmann::json;

std::optional<int> seat_named(const std::string& name, const ScriptHeader& header, Message* error) {
  int s = header.seat_of(name);
  if (s < 0) s = header.seat_of(trim_name(name));
  if (s < 0) {
    *error = msg("script.unknown_player", name);
    return std::nullopt;
  }
  return s;
}

std::optional<int> seat(const Json& v, const ScriptHeader& header, Message* error) {
  if (!v.is_string()) {
    *error = msg("script.name_not_text");
    return std::nullopt;
  }
  return seat_named(v.get_ref<const std::string&>(), header, error);
}

std::optional<Card> card(const Json& v, Message* error) {
  if (!v.is_string()) {
    *error = msg("phase10flip.card_not_text");
    return std::nullopt;
  }
  auto c = parse_card(v.get_ref<const std::string&>());
  if (!c) *error = msg("phase10flip.unknown_card", v.get<std::string>());
  return c;
}

std::optional<std::vector<Card>> card_list(const Json& v, std::string_view field, Message* error) {
  if (!v.is_array()) {
    *error = msg("phase10flip.cards_not_list", std::string(field));
    return std::nullopt;
  }
  std::vector<Card> out;
  out.reserve(v.size());
  for (const Json& item : v) {
    auto c = card(item, error);
    if (!c) return std::nullopt;
    out.push_back(*c);
  }
  return out;
}

bool only_fields(const Json& line, std::initializer_list<std::string_view> allowed, Message* error) {
  for (const auto& [key, value] : line.items()) {
    bool known = false;
    for (std::string_view a : allowed) known = known || key == a;
    if (!known) {
      *error = msg("script.unknown_field", key);
      return false;
    }
  }
  return true;
}

constexpr std::array<std::string_view, 3> kPhaseFields = {"phase", "cards", "groups"};
constexpr std::array<std::string_view, 4> kHitFields = {"hit", "card", "onto", "group"};
constexpr std::array<std::string_view, 4> kOutFields = {"out", "remaining", "points", "completed"};
// only_fields, also handing back each allowed field's value (nullptr when
// absent) in one pass over the line: the commonest lines are read without a
// lookup per field.
template <std::size_t N>
bool read_fields(const Json& line, const std::array<std::string_view, N>& allowed, std::array<const Json*, N>& values,
                 Message* error) {
  values.fill(nullptr);
  for (auto it = line.begin(); it != line.end(); ++it) {
    const std::string& key = it.key();
    std::size_t k = 0;
    while (k < N && key != allowed[k]) ++k;
    if (k == N) {
      *error = msg("script.unknown_field", key);
      return false;
    }
    values[k] = &it.value();
  }
  return true;
}

std::optional<Event> parse_phase(const Json& line, const ScriptHeader& header, Message* error) {
  std::array<const Json*, 3> f{};
  if (!read_fields(line, kPhaseFields, f, error)) return std::nullopt;
  Event e;
  e.kind = Event::Kind::kPhase;
  auto who = seat(*f[0], header, error);
  if (!who) return std::nullopt;
  e.player = *who;
  const bool has_cards = f[1] != nullptr, has_groups = f[2] != nullptr;
  if (has_cards == has_groups) return *error = msg("phase10flip.phase_cards_or_groups"), std::nullopt;
  if (has_cards) {
    auto cards = card_list(*f[1], "cards", error);
    if (!cards) return std::nullopt;
    e.cards = std::move(*cards);
    return e;
  }
  const Json& groups = *f[2];
  if (!groups.is_array()) return *error = msg("phase10flip.groups_not_list"), std::nullopt;
  e.given_groups = true;
  for (const Json& g : groups) {
    if (!g.is_array()) return *error = msg("phase10flip.groups_not_list"), std::nullopt;
    auto cards = card_list(g, "groups", error);
    if (!cards) return std::nullopt;
    e.groups.push_back(std::move(*cards));
  }
  return e;
}

std::optional<Event> parse_hit(const Json& line, const ScriptHeader& header, Message* error) {
  std::array<const Json*, 4> f{};
  if (!read_fields(line, kHitFields, f, error)) return std::nullopt;
  if (!f[1] || !f[2] || !f[3]) return *error = msg("phase10flip.hit_fields"), std::nullopt;
  Event e;
  e.kind = Event::Kind::kHit;
  auto who = seat(*f[0], header, error);
  if (!who) return std::nullopt;
  e.player = *who;
  auto c = card(*f[1], error);
  if (!c) return std::nullopt;
  e.card = *c;
  auto onto = seat(*f[2], header, error);
  if (!onto) return std::nullopt;
  e.onto = *onto;
  const Json& k = *f[3];
  if (!k.is_number_integer() || k.get<long long>() < 1 || k.get<long long>() > 1000)
    return *error = msg("phase10flip.group_not_number"), std::nullopt;
  e.group = k.get<int>();
  return e;
}

std::optional<Event> parse_out(const Json& line, const ScriptHeader& header, Message* error) {
  std::array<const Json*, 4> f{};
  if (!read_fields(line, kOutFields, f, error)) return std::nullopt;
  Event e;
  e.kind = Event::Kind::kOut;
  auto who = seat(*f[0], header, error);
  if (!who) return std::nullopt;
  e.player = *who;
  const std::size_t n = header.players.size();
  e.listed.assign(n, false);
  const bool has_remaining = f[1] != nullptr;
  const bool has_points = f[2] != nullptr, has_completed = f[3] != nullptr;
  if (has_remaining == (has_points || has_completed) || has_points != has_completed)
    return *error = msg("phase10flip.out_fields"), std::nullopt;
  e.by_points = has_points;
  const Json& per_player = has_points ? *f[2] : *f[1];
  if (!per_player.is_object())
    return *error = msg(has_points ? "phase10flip.points_not_object" : "phase10flip.remaining_not_object"),
           std::nullopt;
  if (has_points) e.points.assign(n, 0);
  else e.remaining.assign(n, {});
  for (const auto& [name, value] : per_player.items()) {
    auto s = seat_named(name, header, error);
    if (!s) return std::nullopt;
    if (e.listed[*s]) return *error = msg("phase10flip.listed_twice", header.players[*s]), std::nullopt;
    e.listed[*s] = true;
    if (has_points) {
      if (!value.is_number_integer() || value.get<long long>() < 0 || value.get<long long>() > kMaxPointsField)
        return *error = msg("phase10flip.points_not_number", header.players[*s]), std::nullopt;
      e.points[*s] = value.get<int>();
    } else {
      auto cards = card_list(value, "remaining", error);
      if (!cards) return std::nullopt;
      e.remaining[*s] = std::move(*cards);
    }
  }
  if (has_completed) {
    const Json& done = *f[3];
    if (!done.is_array()) return *error = msg("phase10flip.completed_not_list"), std::nullopt;
    e.completed.assign(n, false);
    for (const Json& name : done) {
      auto s = seat(name, header, error);
      if (!s) return std::nullopt;
      if (e.completed[*s]) return *error = msg("phase10flip.listed_twice", header.players[*s]), std::nullopt;
      e.completed[*s] = true;
    }
  }
  return e;
}

}  // namespace

std::span<const OptionSpec> option_specs() { return kOptionSpecs; }

std::optional<Options> parse_options(const nlohmann::json& options, Message* error) {
  if (auto problem = check_options(kGameId, kOptionSpecs, options)) {
    *error = std::move(*problem);
    return std::nullopt;
  }
  const Json all = options_with_defaults(kOptionSpecs, options);
  Options o;
  o.ten_hands = all["variant"] == "ten_hands";
  o.phases = all["phases"].get<int>();
  return o;
}

std::optional<Event> parse_event(const nlohmann::json& line, const ScriptHeader& header, Message* error) {
  if (!line.is_object()) return *error = msg("script.not_object"), std::nullopt;
  // One pass over the fields finds the line's kind (exactly one kind word).
  enum { kFlip, kPhase, kHit, kOut, kNone } kind = kNone;
  int kinds = 0;
  for (auto it = line.begin(); it != line.end(); ++it) {
    const std::string& key = it.key();
    if (key == "flip") kind = kFlip, ++kinds;
    else if (key == "phase") kind = kPhase, ++kinds;
    else if (key == "hit") kind = kHit, ++kinds;
    else if (key == "out") kind = kOut, ++kinds;
  }
  if (kinds != 1) {
    if (kinds == 0 && !only_fields(line, {}, error)) return std::nullopt;
    return *error = msg("phase10flip.unknown_line"), std::nullopt;
  }
  switch (kind) {
    case kFlip:
      if (!only_fields(line, {"flip"}, error)) return std::nullopt;
      if (line.begin().value() != true) return *error = msg("phase10flip.flip_not_true"), std::nullopt;
      return Event{};
    case kPhase: return parse_phase(line, header, error);
    case kHit: return parse_hit(line, header, error);
    default: return parse_out(line, header, error);
  }
}

}  // namespace flipside::phase10flip
