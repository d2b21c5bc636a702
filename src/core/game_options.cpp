// check_options and options_with_defaults (core/game_info.hpp): one reading
// of a game's option specs for the new-game screen and every imported header.
#include "core/game_info.hpp"

namespace flipside {
namespace {

const OptionSpec* find_spec(std::span<const OptionSpec> specs, std::string_view key) {
  for (const OptionSpec& spec : specs)
    if (spec.key == key) return &spec;
  return nullptr;
}

bool whole_in_range(const nlohmann::json& v, int min, int max) {
  if (!v.is_number_integer()) return false;
  const auto n = v.get<long long>();
  return n >= min && n <= max;
}

std::string quoted_choices(const OptionSpec& spec) {
  std::string out;
  for (std::string_view choice : spec.choices) out += (out.empty() ? "\"" : ", \"") + std::string(choice) + "\"";
  return out;
}

nlohmann::json default_value(const OptionSpec& spec) {
  switch (spec.kind) {
    case OptionSpec::Kind::kInt: return spec.default_int;
    case OptionSpec::Kind::kOptionalInt: return nullptr;
    case OptionSpec::Kind::kChoice: return spec.choices.empty() ? nlohmann::json() : nlohmann::json(std::string(spec.choices.front()));
    case OptionSpec::Kind::kBool: return spec.default_bool;
  }
  return nullptr;
}

}  // namespace

std::optional<Message> check_options(std::string_view game_id, std::span<const OptionSpec> specs,
                                     const nlohmann::json& options) {
  if (!options.is_object()) return msg("header.options_not_object");
  const std::string id(game_id);
  for (const auto& [key, value] : options.items()) {
    const OptionSpec* spec = find_spec(specs, key);
    if (!spec) return msg("header.unknown_option", key, id);
    switch (spec->kind) {
      case OptionSpec::Kind::kInt:
        if (!whole_in_range(value, spec->min, spec->max)) return msg("header.option_int", key, id, spec->min, spec->max);
        break;
      case OptionSpec::Kind::kOptionalInt:
        if (!value.is_null() && !whole_in_range(value, spec->min, spec->max))
          return msg("header.option_optional_int", key, id, spec->min, spec->max);
        break;
      case OptionSpec::Kind::kChoice: {
        bool known = false;
        if (value.is_string())
          for (std::string_view choice : spec->choices) known = known || value.get_ref<const std::string&>() == choice;
        if (!known) return msg("header.option_choice", key, id, quoted_choices(*spec));
        break;
      }
      case OptionSpec::Kind::kBool:
        if (!value.is_boolean()) return msg("header.option_bool", key, id);
        break;
    }
  }
  return std::nullopt;
}

nlohmann::json options_with_defaults(std::span<const OptionSpec> specs, const nlohmann::json& options) {
  nlohmann::json out = nlohmann::json::object();
  for (const OptionSpec& spec : specs) {
    const std::string key(spec.key);
    out[key] = options.is_object() && options.contains(key) ? options[key] : default_value(spec);
  }
  return out;
}

std::optional<nlohmann::json> checked_options(std::string_view game_id, std::span<const OptionSpec> specs,
                                              const nlohmann::json& options, Message* error) {
  if (auto problem = check_options(game_id, specs, options)) {
    *error = std::move(*problem);
    return std::nullopt;
  }
  return options_with_defaults(specs, options);
}

}  // namespace flipside
