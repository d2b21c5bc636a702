#include "games/flinch/script_codec.hpp"

#include <initializer_list>
#include <string_view>

namespace flipside::flinch {
namespace {

constexpr std::string_view kVariants[] = {"standard", "from15", "from8"};

constexpr OptionSpec kOptionSpecs[] = {
    // Two decks are advised above five players (RULINGS.md, Flinch, "Deck").
    {.key = "decks", .label_key = "option.flinch.decks", .kind = OptionSpec::Kind::kInt, .min = 1,
     .max = kMaxDecks, .default_int = 1},
    {.key = "variant", .label_key = "option.flinch.variant", .kind = OptionSpec::Kind::kChoice,
     .choices = kVariants},
    // Rule 6 (rulebook "Partidas de Parejas"), a contract extension: 4 or 6
    // players, seat i partners seat i + n/2 (opposite); the hint says so.
    {.key = "partners", .label_key = "option.flinch.partners", .kind = OptionSpec::Kind::kBool,
     .default_bool = false, .hint_key = "option.flinch.partners.hint"},
    // The table app's hints, which the rulebook forbids at the table ("Nadie
    // podrá dar la más leve intimación"): a table may switch them off.
    {.key = "hints", .label_key = "option.flinch.hints", .kind = OptionSpec::Kind::kBool, .default_bool = true,
     .hint_key = "option.flinch.hints.hint"},
};


// Only the fields a line kind takes, each present.
bool fields_are(const nlohmann::json& line, std::initializer_list<const char*> fields, Message* error) {
  for (const auto& [key, value] : line.items()) {
    bool known = false;
    for (const char* f : fields) known = known || key == f;
    if (!known) return *error = msg("script.unknown_field", key), false;
  }
  for (const char* f : fields)
    if (!line.contains(f)) return *error = msg("flinch.missing_field", f), false;
  return true;
}

std::optional<int> card(const nlohmann::json& v, Message* error) {
  if (!v.is_number_integer() || !is_value(v.get<long long>())) return *error = msg("flinch.card_range"), std::nullopt;
  return static_cast<int>(v.get<long long>());
}

// "K" of "reserve:K" / "pile:K": digits only, no sign, no leading zero.
std::optional<long long> number_after(std::string_view text, std::string_view prefix, long long max) {
  if (text.substr(0, prefix.size()) != prefix) return std::nullopt;
  text.remove_prefix(prefix.size());
  if (text.empty() || text.size() > 9 || text[0] == '0') return std::nullopt;
  long long n = 0;
  for (char c : text) {
    if (c < '0' || c > '9') return std::nullopt;
    n = n * 10 + (c - '0');
  }
  if (n > max) return std::nullopt;
  return n;
}

}  // namespace

std::span<const OptionSpec> option_specs() { return kOptionSpecs; }

std::optional<Options> parse_options(const nlohmann::json& options, Message* error) {
  return read_options<Options>(kGameId, kOptionSpecs, options, error, [](const nlohmann::json& all, Options& o) {
    o.decks = all["decks"].get<int>();
    o.variant = parse_variant(all["variant"].get<std::string>()).value_or(Variant::kStandard);
    o.partners = all["partners"].get<bool>();
    o.hints = all["hints"].get<bool>();
  });
}

std::optional<Event> parse_event(const nlohmann::json& line, const ScriptHeader& header, Message* error) {
  if (!line.is_object()) return *error = msg("script.not_object"), std::nullopt;
  int kinds = 0;
  for (const char* k : {"reveal", "play", "reserve", "call", "pass"}) kinds += line.contains(k) ? 1 : 0;
  if (kinds != 1) {
    for (const auto& [key, value] : line.items())
      if (key != "reveal" && key != "play" && key != "reserve" && key != "call" && key != "pass" && key != "card" &&
          key != "from" &&
          key != "to" && key != "pile" && key != "on")
        return *error = msg("script.unknown_field", key), std::nullopt;
    return *error = msg("flinch.unknown_line"), std::nullopt;
  }
  if (line.contains("reveal")) {
    if (!fields_are(line, {"reveal", "card"}, error)) return std::nullopt;
    auto p = seat_named_by(line["reveal"], header, error);
    auto c = p ? card(line["card"], error) : std::nullopt;
    if (!c) return std::nullopt;
    return Event::reveal(*p, *c);
  }
  if (line.contains("play")) {
    if (!fields_are(line, {"play", "card", "from", "to"}, error)) return std::nullopt;
    auto p = seat_named_by(line["play"], header, error);
    auto c = p ? card(line["card"], error) : std::nullopt;
    if (!c) return std::nullopt;
    const auto& from = line["from"];
    Source source = Source::kHand;
    int slot = 0;
    const std::string text = from.is_string() ? from.get<std::string>() : std::string();
    if (text == "flinch") {
      source = Source::kFlinch;
    } else if (text == "hand") {
      source = Source::kHand;
    } else if (text == "partner_flinch") {
      source = Source::kPartnerFlinch;
    } else if (auto k = number_after(text, "reserve:", kReserveSlots)) {
      source = Source::kReserve;
      slot = static_cast<int>(*k);
    } else if (auto m = number_after(text, "partner_reserve:", kReserveSlots)) {
      source = Source::kPartnerReserve;
      slot = static_cast<int>(*m);
    } else {
      return *error = msg("flinch.bad_from"), std::nullopt;
    }
    const auto& to = line["to"];
    int pile = kNew;
    if (to != "new") {
      auto k = to.is_string() ? number_after(to.get<std::string>(), "pile:", 999'999'999) : std::nullopt;
      if (!k) return *error = msg("flinch.bad_to"), std::nullopt;
      pile = static_cast<int>(*k);
    }
    return Event::play(*p, *c, source, slot, pile);
  }
  if (line.contains("reserve")) {
    if (!fields_are(line, {"reserve", "card", "pile"}, error)) return std::nullopt;
    auto p = seat_named_by(line["reserve"], header, error);
    auto c = p ? card(line["card"], error) : std::nullopt;
    if (!c) return std::nullopt;
    const auto& k = line["pile"];
    if (!k.is_number_integer() || k.get<long long>() < 1 || k.get<long long>() > kReserveSlots)
      return *error = msg("flinch.bad_slot"), std::nullopt;
    return Event::reserve_card(*p, *c, static_cast<int>(k.get<long long>()));
  }
  if (line.contains("pass")) {
    // RULINGS Flinch 7: the player on turn who can do nothing.
    if (!fields_are(line, {"pass"}, error)) return std::nullopt;
    auto p = seat_named_by(line["pass"], header, error);
    if (!p) return std::nullopt;
    return Event::pass(*p);
  }
  if (!fields_are(line, {"call", "on"}, error)) return std::nullopt;
  auto caller = seat_named_by(line["call"], header, error);
  auto on = caller ? seat_named_by(line["on"], header, error) : std::nullopt;
  if (!on) return std::nullopt;
  return Event::call(*caller, *on);
}

nlohmann::json event_to_json(const Event& e, const ScriptHeader& header) {
  const std::string& who = header.players[e.player];
  switch (e.kind) {
    case Event::Kind::kReveal: return {{"reveal", who}, {"card", e.card}};
    case Event::Kind::kPlay: {
      std::string from;
      switch (e.from) {
        case Source::kFlinch: from = "flinch"; break;
        case Source::kHand: from = "hand"; break;
        case Source::kPartnerFlinch: from = "partner_flinch"; break;
        case Source::kReserve: from = "reserve:"; from.append(std::to_string(e.slot)); break;
        case Source::kPartnerReserve: from = "partner_reserve:"; from.append(std::to_string(e.slot)); break;
      }
      std::string to = e.pile == kNew ? "new" : "pile:" + std::to_string(e.pile);
      return {{"play", who}, {"card", e.card}, {"from", from}, {"to", to}};
    }
    case Event::Kind::kReserve: return {{"reserve", who}, {"card", e.card}, {"pile", e.slot}};
    case Event::Kind::kCall: return {{"call", who}, {"on", header.players[e.on]}};
    case Event::Kind::kPass: return {{"pass", who}};
  }
  return {};
}

}  // namespace flipside::flinch
