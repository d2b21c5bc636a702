#include "games/unoflip/script_codec.hpp"

#include <array>
#include <initializer_list>
#include <string_view>

namespace flipside::unoflip {
namespace {

constexpr std::string_view kEditions[] = {"classic", "transformers"};
constexpr std::string_view kModes[] = {"play", "score"};

constexpr OptionSpec kOptionSpecs[] = {
    {.key = "edition", .label_key = "option.unoflip.edition", .kind = OptionSpec::Kind::kChoice, .choices = kEditions},
    {.key = "target", .label_key = "option.unoflip.target", .kind = OptionSpec::Kind::kInt, .min = kMinTarget,
     .max = kMaxTarget, .default_int = kDefaultTarget},
    {.key = "mode", .label_key = "option.unoflip.mode", .kind = OptionSpec::Kind::kChoice, .choices = kModes},
};

using Json = nlohmann::json;

// The line's kind is its first field of this list; its other fields must be
// among the kind's own.
struct LineKind {
  std::string_view key;
  Event::Kind kind;
  std::initializer_list<std::string_view> fields;
};
const std::array<LineKind, 12> kLineKinds = {{
    {"start", Event::Kind::kStart, {"color"}},
    {"play", Event::Kind::kPlay, {"by", "color"}},
    {"draw", Event::Kind::kDraw, {"count"}},
    {"pass", Event::Kind::kPass, {}},
    {"flip_top", Event::Kind::kFlipTop, {"color"}},
    {"accept", Event::Kind::kAccept, {"count"}},
    {"challenge", Event::Kind::kChallenge, {"guilty", "count"}},
    {"duel", Event::Kind::kDuel, {"winner", "color", "discards"}},
    {"uno", Event::Kind::kUno, {}},
    {"catch", Event::Kind::kCatch, {"by"}},
    {"remaining", Event::Kind::kRemaining, {}},
    {"hand", Event::Kind::kHand, {}},
}};


std::optional<ParsedCard> card(const Json& v, Message* error) {
  if (!v.is_string()) {
    *error = msg("unoflip.card_not_text");
    return std::nullopt;
  }
  auto c = parse_card(v.get_ref<const std::string&>());
  if (!c) *error = msg("unoflip.unknown_card", v.get<std::string>());
  return c;
}

std::optional<int> color(const Json& v, Message* error) {
  std::optional<int> c;
  if (v.is_string()) c = parse_color(v.get_ref<const std::string&>());
  if (!c) *error = msg("unoflip.unknown_color", v.dump());
  return c;
}

std::optional<int> whole(const Json& v, std::string_view field, int lo, int hi, Message* error) {
  if (v.is_number_integer()) {
    const long long n = v.is_number_unsigned() ? static_cast<long long>(std::min<std::uint64_t>(v.get<std::uint64_t>(), 1u << 30))
                                               : v.get<long long>();
    if (n >= lo && n <= hi) return static_cast<int>(n);
  }
  *error = msg("unoflip.number_range", std::string(field), lo, hi);
  return std::nullopt;
}

// {name: [cards]}: every name a player, every card a card.
bool read_remaining(const Json& v, const ScriptHeader& header, Event* e, Message* error) {
  if (!v.is_object()) return *error = msg("unoflip.remaining_not_object"), false;
  for (const auto& [name, cards] : v.items()) {
    auto s = seat_named_by(Json(name), header, error);
    if (!s) return false;
    if (!cards.is_array()) return *error = msg("unoflip.remaining_not_list", name), false;
    std::vector<ParsedCard> list;
    for (const Json& c : cards) {
      auto parsed = card(c, error);
      if (!parsed) return false;
      list.push_back(*parsed);
    }
    e->remaining.emplace_back(*s, std::move(list));
  }
  return true;
}

bool read_hand(const Json& v, const ScriptHeader& header, Event* e, Message* error) {
  if (!v.is_object()) return *error = msg("unoflip.hand_not_object"), false;
  for (const auto& [key, value] : v.items())
    if (key != "winner" && key != "points" && key != "remaining" && key != "side")
      return *error = msg("script.unknown_field", key), false;
  if (!v.contains("winner")) return *error = msg("unoflip.field_missing", "hand", "winner"), false;
  auto w = seat_named_by(v["winner"], header, error);
  if (!w) return false;
  e->other = *w;
  const bool points = v.contains("points"), remaining = v.contains("remaining");
  if (points == remaining) return *error = msg("unoflip.hand_points_or_remaining"), false;
  if (points) {
    if (v.contains("side")) return *error = msg("unoflip.side_with_points"), false;
    const Json& pts = v["points"];
    if (!pts.is_object()) return *error = msg("unoflip.points_not_object"), false;
    for (const auto& [name, value] : pts.items()) {
      auto s = seat_named_by(Json(name), header, error);
      if (!s) return false;
      auto n = whole(value, "points", 0, 100000, error);
      if (!n) return false;
      e->points.emplace_back(*s, *n);
    }
    e->has_points = true;
    return true;
  }
  if (auto it = v.find("side"); it != v.end()) {
    if (*it == "light") e->side = Side::kLight;
    else if (*it == "dark") e->side = Side::kDark;
    else return *error = msg("unoflip.unknown_side", it->dump()), false;
  }
  return read_remaining(v["remaining"], header, e, error);
}

}  // namespace

std::span<const OptionSpec> option_specs() { return kOptionSpecs; }

std::optional<Options> parse_options(const Json& options, Message* error) {
  return read_options<Options>(kGameId, kOptionSpecs, options, error, [](const nlohmann::json& all, Options& o) {
    o.edition = all["edition"] == "transformers" ? Edition::kTransformers : Edition::kClassic;
    o.target = all["target"].get<int>();
    o.mode = all["mode"] == "score" ? Mode::kScore : Mode::kPlay;
  });
}

std::optional<Event> parse_event(const Json& line, const ScriptHeader& header, Message* error) {
  if (!line.is_object()) return *error = msg("script.not_object"), std::nullopt;
  // One pass over the line's fields (a replay reads every line: no lookups
  // by name). The kind is the first of kLineKinds present; the optional
  // fields are kept as found.
  const auto& fields = line.get_ref<const Json::object_t&>();
  const LineKind* kind = nullptr;
  const Json* main = nullptr;
  const Json *by = nullptr, *color_v = nullptr, *count_v = nullptr, *guilty_v = nullptr, *winner_v = nullptr,
             *discards_v = nullptr;
  for (const auto& [key, value] : fields) {
    bool is_kind = false;
    for (const LineKind& k : kLineKinds)
      if (k.key == key) {
        is_kind = true;
        if (!kind || &k < kind) kind = &k, main = &value;
        break;
      }
    if (is_kind) continue;
    if (key == "by") by = &value;
    else if (key == "color") color_v = &value;
    else if (key == "count") count_v = &value;
    else if (key == "guilty") guilty_v = &value;
    else if (key == "winner") winner_v = &value;
    else if (key == "discards") discards_v = &value;
  }
  if (!kind) {
    if (!fields.empty()) return *error = msg("script.unknown_field", fields.begin()->first), std::nullopt;
    return *error = msg("unoflip.unknown_line"), std::nullopt;
  }
  for (const auto& [key, value] : fields) {
    if (key == kind->key) continue;
    bool known = false;
    for (std::string_view f : kind->fields) known = known || f == key;
    if (!known) return *error = msg("script.unknown_field", key), std::nullopt;
  }
  auto required = [&](const Json* value, std::string_view field) {
    if (value) return true;
    *error = msg("unoflip.field_missing", std::string(kind->key), std::string(field));
    return false;
  };

  Event e;
  e.kind = kind->kind;
  switch (e.kind) {
    case Event::Kind::kStart:
    case Event::Kind::kFlipTop: {
      auto c = card(*main, error);
      if (!c) return std::nullopt;
      e.card = *c;
      break;
    }
    case Event::Kind::kPlay: {
      auto c = card(*main, error);
      if (!c) return std::nullopt;
      e.card = *c;
      if (!required(by, "by")) return std::nullopt;
      auto s = seat_named_by(*by, header, error);
      if (!s) return std::nullopt;
      e.player = *s;
      break;
    }
    case Event::Kind::kRemaining:
      if (!read_remaining(*main, header, &e, error)) return std::nullopt;
      break;
    case Event::Kind::kHand:
      if (!read_hand(*main, header, &e, error)) return std::nullopt;
      break;
    default: {
      auto s = seat_named_by(*main, header, error);
      if (!s) return std::nullopt;
      e.player = *s;
    }
  }
  if (color_v) {
    auto c = color(*color_v, error);
    if (!c) return std::nullopt;
    e.color = *c;
  }
  if (count_v) {
    auto n = whole(*count_v, "count", 1, kDeckSize, error);
    if (!n) return std::nullopt;
    e.count = *n;
  }
  if (e.kind == Event::Kind::kChallenge) {
    if (!required(guilty_v, "guilty")) return std::nullopt;
    if (!guilty_v->is_boolean()) return *error = msg("unoflip.guilty_not_bool"), std::nullopt;
    e.guilty = guilty_v->get<bool>();
  }
  if (e.kind == Event::Kind::kDuel) {
    if (!required(winner_v, "winner") || !required(color_v, "color")) return std::nullopt;
    auto w = seat_named_by(*winner_v, header, error);
    if (!w) return std::nullopt;
    e.other = *w;
    if (discards_v) {
      auto n = whole(*discards_v, "discards", 0, 2, error);
      if (!n) return std::nullopt;
      e.discards = *n;
    }
  }
  if (e.kind == Event::Kind::kCatch) {
    if (!required(by, "by")) return std::nullopt;
    auto s = seat_named_by(*by, header, error);
    if (!s) return std::nullopt;
    e.other = *s;
  }
  return e;
}

}  // namespace flipside::unoflip
