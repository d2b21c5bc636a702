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

// Every reader below is a template over the line's form: its JSON
// (nlohmann::json) or the line read in place (LineView, the replay's fast
// path), so both read a line alike.

template <typename Line>
std::optional<int> seat(const Line& v, const ScriptHeader& header, Message* error) {
  if (!v.is_string()) {
    *error = msg("script.name_not_text");
    return std::nullopt;
  }
  return seat_named(text_of(v), header, error);
}

template <typename Line>
std::optional<Card> card(const Line& v, Message* error) {
  if (!v.is_string()) {
    *error = msg("phase10flip.card_not_text");
    return std::nullopt;
  }
  auto c = parse_card(text_of(v));
  if (!c) *error = msg("phase10flip.unknown_card", std::string(text_of(v)));
  return c;
}

template <typename Line>
std::optional<std::vector<Card>> card_list(const Line& v, std::string_view field, Message* error) {
  if (!v.is_array()) {
    *error = msg("phase10flip.cards_not_list", std::string(field));
    return std::nullopt;
  }
  std::vector<Card> out;
  out.reserve(v.size());
  for (const auto& item : v) {
    auto c = card(item, error);
    if (!c) return std::nullopt;
    out.push_back(*c);
  }
  return out;
}

template <typename Line>
bool only_fields(const Line& line, std::initializer_list<std::string_view> allowed, Message* error) {
  for (auto it = line.begin(); it != line.end(); ++it) {
    const std::string_view key = it.key();
    bool known = false;
    for (std::string_view a : allowed) known = known || key == a;
    if (!known) {
      *error = msg("script.unknown_field", std::string(key));
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
// A field's value kept while its line is read: a pointer into the JSON, or
// the view itself (a view is a pointer into the line). Empty: not given.
template <typename Line>
using Held = std::conditional_t<std::is_same_v<Line, LineView>, std::optional<LineView>, const Line*>;
const Json* hold(const Json& v) { return &v; }
std::optional<LineView> hold(LineView v) { return v; }

template <typename Line, std::size_t N>
bool read_fields(const Line& line, const std::array<std::string_view, N>& allowed, std::array<Held<Line>, N>& values,
                 Message* error) {
  for (auto it = line.begin(); it != line.end(); ++it) {
    const std::string_view key = it.key();
    std::size_t k = 0;
    while (k < N && key != allowed[k]) ++k;
    if (k == N) {
      *error = msg("script.unknown_field", std::string(key));
      return false;
    }
    values[k] = hold(it.value());
  }
  return true;
}

template <typename Line>
std::optional<Event> parse_phase(const Line& line, const ScriptHeader& header, Message* error) {
  std::array<Held<Line>, 3> f{};
  if (!read_fields(line, kPhaseFields, f, error)) return std::nullopt;
  Event e;
  e.kind = Event::Kind::kPhase;
  auto who = seat(*f[0], header, error);
  if (!who) return std::nullopt;
  e.player = *who;
  const bool has_cards = static_cast<bool>(f[1]), has_groups = static_cast<bool>(f[2]);
  if (has_cards == has_groups) return *error = msg("phase10flip.phase_cards_or_groups"), std::nullopt;
  if (has_cards) {
    auto cards = card_list(*f[1], "cards", error);
    if (!cards) return std::nullopt;
    e.cards = std::move(*cards);
    return e;
  }
  const auto& groups = *f[2];
  if (!groups.is_array()) return *error = msg("phase10flip.groups_not_list"), std::nullopt;
  e.given_groups = true;
  for (const auto& g : groups) {
    if (!g.is_array()) return *error = msg("phase10flip.groups_not_list"), std::nullopt;
    auto cards = card_list(g, "groups", error);
    if (!cards) return std::nullopt;
    e.groups.push_back(std::move(*cards));
  }
  return e;
}

template <typename Line>
std::optional<Event> parse_hit(const Line& line, const ScriptHeader& header, Message* error) {
  std::array<Held<Line>, 4> f{};
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
  const auto& k = *f[3];
  if (!k.is_number_integer() || integer_of(k) < 1 || integer_of(k) > 1000)
    return *error = msg("phase10flip.group_not_number"), std::nullopt;
  e.group = static_cast<int>(integer_of(k));
  return e;
}

template <typename Line>
std::optional<Event> parse_out(const Line& line, const ScriptHeader& header, Message* error) {
  std::array<Held<Line>, 4> f{};
  if (!read_fields(line, kOutFields, f, error)) return std::nullopt;
  Event e;
  e.kind = Event::Kind::kOut;
  auto who = seat(*f[0], header, error);
  if (!who) return std::nullopt;
  e.player = *who;
  const std::size_t n = header.players.size();
  e.listed.assign(n, false);
  const bool has_remaining = static_cast<bool>(f[1]);
  const bool has_points = static_cast<bool>(f[2]), has_completed = static_cast<bool>(f[3]);
  if (has_remaining == (has_points || has_completed) || has_points != has_completed)
    return *error = msg("phase10flip.out_fields"), std::nullopt;
  e.by_points = has_points;
  const auto& per_player = has_points ? *f[2] : *f[1];
  if (!per_player.is_object())
    return *error = msg(has_points ? "phase10flip.points_not_object" : "phase10flip.remaining_not_object"),
           std::nullopt;
  if (has_points) e.points.assign(n, 0);
  else e.remaining.assign(n, {});
  for (auto it = per_player.begin(); it != per_player.end(); ++it) {
    const auto& value = it.value();
    auto s = seat_named(it.key(), header, error);
    if (!s) return std::nullopt;
    if (e.listed[*s]) return *error = msg("phase10flip.listed_twice", header.players[*s]), std::nullopt;
    e.listed[*s] = true;
    if (has_points) {
      if (!value.is_number_integer() || integer_of(value) < 0 || integer_of(value) > kMaxPointsField)
        return *error = msg("phase10flip.points_not_number", header.players[*s]), std::nullopt;
      e.points[*s] = static_cast<int>(integer_of(value));
    } else {
      auto cards = card_list(value, "remaining", error);
      if (!cards) return std::nullopt;
      e.remaining[*s] = std::move(*cards);
    }
  }
  if (has_completed) {
    const auto& done = *f[3];
    if (!done.is_array()) return *error = msg("phase10flip.completed_not_list"), std::nullopt;
    e.completed.assign(n, false);
    for (const auto& name : done) {
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
  return read_options<Options>(kGameId, kOptionSpecs, options, error, [](const nlohmann::json& all, Options& o) {
    o.ten_hands = all["variant"] == "ten_hands";
    o.phases = all["phases"].get<int>();
  });
}

namespace {

template <typename Line>
std::optional<Event> parse_any_event(const Line& line, const ScriptHeader& header, Message* error) {
  if (!line.is_object()) return *error = msg("script.not_object"), std::nullopt;
  // One pass over the fields finds the line's kind (exactly one kind word).
  enum { kFlip, kPhase, kHit, kOut, kNone } kind = kNone;
  int kinds = 0;
  for (auto it = line.begin(); it != line.end(); ++it) {
    const std::string_view key = it.key();
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
      if (!is_true(line.begin().value())) return *error = msg("phase10flip.flip_not_true"), std::nullopt;
      return Event{};
    case kPhase: return parse_phase(line, header, error);
    case kHit: return parse_hit(line, header, error);
    default: return parse_out(line, header, error);
  }
}

}  // namespace

std::optional<Event> parse_event(const nlohmann::json& line, const ScriptHeader& header, Message* error) {
  return parse_any_event(line, header, error);
}

std::optional<Event> parse_event(const LineView& line, const ScriptHeader& header, Message* error) {
  return parse_any_event(line, header, error);
}

}  // namespace flipside::phase10flip
