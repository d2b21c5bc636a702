#include "games/flip7/script_codec.hpp"

namespace flipside::flip7 {
namespace {

std::optional<int> positive_int(const nlohmann::json& v, int max) {
  if (!v.is_number_integer()) return std::nullopt;
  const auto n = v.get<long long>();
  if (n < 1 || n > max) return std::nullopt;
  return static_cast<int>(n);
}

// A player named by a line: must be a string naming a seat.
std::optional<int> seat(const nlohmann::json& v, const ScriptHeader& header, Message* error) {
  if (!v.is_string()) {
    *error = msg("script.name_not_text");
    return std::nullopt;
  }
  const auto& name = v.get_ref<const std::string&>();
  int s = header.seat_of(name);
  if (s < 0) s = header.seat_of(trim_name(name));
  if (s < 0) *error = msg("script.unknown_player", name);
  if (s < 0) return std::nullopt;
  return s;
}

}  // namespace

std::optional<Options> parse_options(const nlohmann::json& options, Message* error) {
  Options o;
  for (const auto& [key, value] : options.items()) {
    if (key == "target") {
      auto n = positive_int(value, kMaxTarget);
      if (!n) return *error = msg("flip7.option_target", kMaxTarget), std::nullopt;
      o.target = *n;
    } else if (key == "decks") {
      auto n = positive_int(value, kMaxDecks);
      if (!n) return *error = msg("flip7.option_decks", kMaxDecks), std::nullopt;
      o.decks = *n;
    } else if (key == "round_limit") {
      if (value.is_null()) continue;
      auto n = positive_int(value, 10000);
      if (!n) return *error = msg("flip7.option_round_limit"), std::nullopt;
      o.round_limit = *n;
    } else {
      return *error = msg("header.unknown_option", key, "flip7"), std::nullopt;
    }
  }
  return o;
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
      auto s = seat(*it, header, error);
      if (!s) return std::nullopt;
      e.player = static_cast<std::int8_t>(*s);
    }
    if (has_target) {
      auto s = seat(line["target"], header, error);
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
  auto s = seat(line[key], header, error);
  if (!s) return std::nullopt;
  return has_target ? Event::target_event(*s) : Event::stay_event(*s);
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
