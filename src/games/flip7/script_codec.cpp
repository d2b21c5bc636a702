#include "games/flip7/script_codec.hpp"

#include <climits>

namespace flipside::flip7 {
namespace {

constexpr std::string_view kDeckCycleChoices[] = {"rulebook", "every_round"};  // rule 8 | rule 11
constexpr std::string_view kModeChoices[] = {"cards", "score"};                 // rule 12

constexpr OptionSpec kOptionSpecs[] = {
    {.key = "target", .label_key = "option.flip7.target", .kind = OptionSpec::Kind::kInt, .min = 1,
     .max = kMaxTarget, .default_int = kDefaultTarget, .step = 25},
    {.key = "decks", .label_key = "option.flip7.decks", .kind = OptionSpec::Kind::kInt, .min = 1, .max = kMaxDecks,
     .default_int = 1, .hint_key = "option.flip7.decks.hint"},
    // The rulebook's solo challenge: 200 in under 5 rounds.
    {.key = "round_limit", .label_key = "option.flip7.round_limit", .kind = OptionSpec::Kind::kOptionalInt, .min = 1,
     .max = kMaxRoundLimit, .default_int = 5, .hint_key = "option.flip7.round_limit.hint"},
    {.key = "deck_cycle", .label_key = "option.flip7.deck_cycle", .kind = OptionSpec::Kind::kChoice,
     .choices = kDeckCycleChoices, .hint_key = "option.flip7.deck_cycle.hint"},
    {.key = "mode", .label_key = "option.flip7.mode", .kind = OptionSpec::Kind::kChoice, .choices = kModeChoices,
     .hint_key = "option.flip7.mode.hint"},
};

}  // namespace

std::span<const OptionSpec> option_specs() { return kOptionSpecs; }

std::optional<Options> parse_options(const nlohmann::json& options, Message* error) {
  return read_options<Options>(kGameId, kOptionSpecs, options, error, [](const nlohmann::json& all, Options& o) {
    o.target = all["target"].get<int>();
    o.decks = all["decks"].get<int>();
    o.round_limit = all["round_limit"].is_null() ? 0 : all["round_limit"].get<int>();
    o.every_round = all["deck_cycle"] == "every_round";
    o.score_mode = all["mode"] == "score";
  });
}

bool is_round_line(const nlohmann::json& line) { return line.is_object() && line.contains("round"); }

std::optional<Engine::RoundEntry> parse_round(const nlohmann::json& line, const ScriptHeader& header, Message* error) {
  for (const auto& [key, value] : line.items())
    if (key != "round") return *error = msg("script.unknown_field", key), std::nullopt;
  const auto& round = line["round"];
  if (!round.is_object() || !round.contains("points")) return *error = msg("flip7.round_not_object"), std::nullopt;
  for (const auto& [key, value] : round.items())
    if (key != "points") return *error = msg("script.unknown_field", key), std::nullopt;
  const auto& points = round["points"];
  if (!points.is_object()) return *error = msg("flip7.round_not_object"), std::nullopt;

  Engine::RoundEntry entry(header.players.size());
  for (const auto& [name, value] : points.items()) {
    auto s = seat_named(name, header, error);
    if (!s) return std::nullopt;
    const std::string& who = header.players[*s];
    if (entry[*s]) return *error = msg("flip7.round_points_twice", who), std::nullopt;
    if (value.is_number_unsigned()) {
      // Anything past long long is far past the most a round can give.
      const auto u = value.get<unsigned long long>();
      entry[*s] = u > static_cast<unsigned long long>(LLONG_MAX) ? LLONG_MAX : static_cast<long long>(u);
    } else if (value.is_number_integer()) {
      entry[*s] = value.get<long long>();
    } else {
      return *error = msg("flip7.round_points_not_whole", who), std::nullopt;
    }
  }
  return entry;
}

std::optional<Event> parse_event(const nlohmann::json& line, const ScriptHeader& header, Message* error) {
  if (!line.is_object()) return *error = msg("script.not_object"), std::nullopt;
  const bool has_card = line.contains("card");
  const bool has_target = line.contains("target");
  const bool has_stay = line.contains("stay");

  Event e;
  if (has_card) {
    for (const auto& [key, value] : line.items())
      if (key != "card" && key != "to" && key != "target") return *error = msg("script.unknown_field", key), std::nullopt;
    const auto& c = line["card"];
    if (!c.is_string()) return *error = msg("flip7.card_not_text"), std::nullopt;
    auto card = parse_card(c.get_ref<const std::string&>());
    if (!card) return *error = msg("flip7.unknown_card", c.get<std::string>()), std::nullopt;
    e.kind = Event::Kind::kCard;
    e.card = *card;
    if (auto it = line.find("to"); it != line.end()) {
      auto s = seat_named_by(*it, header, error);
      if (!s) return std::nullopt;
      e.player = static_cast<std::int8_t>(*s);
    }
    if (has_target) {
      auto s = seat_named_by(line["target"], header, error);
      if (!s) return std::nullopt;
      e.target = static_cast<std::int8_t>(*s);
    }
    return e;
  }
  const char* key = has_target ? "target" : has_stay ? "stay" : nullptr;
  if (!key || line.size() != 1) {
    for (const auto& [k, value] : line.items())
      if (k != "target" && k != "stay") return *error = msg("script.unknown_field", k), std::nullopt;
    return *error = msg("flip7.unknown_line"), std::nullopt;
  }
  auto s = seat_named_by(line[key], header, error);
  if (!s) return std::nullopt;
  return has_target ? Event::target_event(*s) : Event::stay_event(*s);
}

nlohmann::json round_to_json(const Engine::RoundEntry& entry, const ScriptHeader& header) {
  nlohmann::json points = nlohmann::json::object();
  for (std::size_t p = 0; p < entry.size() && p < header.players.size(); ++p)
    if (entry[p]) points[header.players[p]] = *entry[p];
  return {{"round", {{"points", std::move(points)}}}};
}

nlohmann::json event_to_json(const Event& e, const ScriptHeader& header) {
  switch (e.kind) {
    case Event::Kind::kCard: {
      nlohmann::json j = {{"card", card_key(e.card)}};
      if (e.player >= 0) j["to"] = header.players[e.player];
      if (e.target >= 0) j["target"] = header.players[e.target];
      return j;
    }
    case Event::Kind::kTarget: return {{"target", header.players[e.player]}};
    case Event::Kind::kStay: return {{"stay", header.players[e.player]}};
  }
  return {};
}

}  // namespace flipside::flip7
