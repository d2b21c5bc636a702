#include "lan/saved_code.hpp"

#include <algorithm>
#include <cctype>

#include "core/settings_file.hpp"

namespace flipside::lan {
namespace {

// A token as new_token() makes them: 32 lower-case hex digits.
bool token_shape(const std::string& token) {
  return token.size() == 32 &&
         std::all_of(token.begin(), token.end(), [](char c) { return std::isdigit(static_cast<unsigned char>(c)) || (c >= 'a' && c <= 'f'); });
}

}  // namespace

nlohmann::json saved_code_to_json(const SavedCode& code) {
  return {{"port", code.port}, {"token", code.table_token}, {"phones", code.phones}};
}

SavedCode saved_code_from_json(const nlohmann::json& j) {
  SavedCode code;
  if (!j.is_object()) return code;
  const auto token = j.find("token");
  if (token == j.end() || !token->is_string() || !token_shape(token->get<std::string>())) return code;
  code.table_token = token->get<std::string>();
  if (const auto port = j.find("port"); port != j.end() && port->is_number_integer()) {
    const int p = port->get<int>();
    if (p > 0 && p < 65536) code.port = p;
  }
  if (const auto phones = j.find("phones"); phones != j.end() && phones->is_object())
    for (const auto& [phone, name] : phones->items())
      if (token_shape(phone) && name.is_string()) code.phones[phone] = name.get<std::string>();
  return code;
}

SavedCode load_saved_code(const std::string& path) {
  const nlohmann::json settings = read_settings_file(path);
  const auto it = settings.find(kSavedCodeKey);
  return it == settings.end() ? SavedCode{} : saved_code_from_json(*it);
}

bool keep_saved_code(const std::string& path, const SavedCode& code, std::string* error) {
  // Read again just before writing: the app may have changed other fields.
  nlohmann::json settings = read_settings_file(path);
  settings[std::string(kSavedCodeKey)] = code.empty() ? nlohmann::json(nullptr) : saved_code_to_json(code);
  return write_settings_file(path, settings, error);
}

}  // namespace flipside::lan
