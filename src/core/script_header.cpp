#include "core/script_header.hpp"

#include <algorithm>
#include <cctype>
#include <cstdio>

#include "core/game_info.hpp"
#include "core/name_fold.hpp"

namespace flipside {
namespace {

// Counts UTF-8 code points, so "Íñigo" is five characters, not seven bytes.
std::size_t utf8_length(std::string_view s) {
  return static_cast<std::size_t>(
      std::count_if(s.begin(), s.end(), [](char c) { return (static_cast<unsigned char>(c) & 0xC0) != 0x80; }));
}

}  // namespace

nlohmann::json ScriptHeader::to_json() const {
  nlohmann::json j = {{"game", game}, {"players", players}, {"dealer", dealer}};
  if (!options.empty()) j["options"] = options;
  if (!started.empty()) j["started"] = started;
  if (!id.empty()) j["id"] = id;
  return j;
}

int ScriptHeader::seat_of(std::string_view name) const {
  for (std::size_t i = 0; i < players.size(); ++i)
    if (players[i] == name) return static_cast<int>(i);
  return -1;
}

std::optional<int> seat_named(std::string_view name, const ScriptHeader& header, Message* error) {
  int s = header.seat_of(name);
  if (s < 0) s = header.seat_of(trim_name(name));
  if (s < 0) {
    *error = msg("script.unknown_player", std::string(name));
    return std::nullopt;
  }
  return s;
}

std::optional<int> seat_named_by(const nlohmann::json& value, const ScriptHeader& header, Message* error) {
  if (!value.is_string()) {
    *error = msg("script.name_not_text");
    return std::nullopt;
  }
  return seat_named(value.get_ref<const std::string&>(), header, error);
}

std::string trim_name(std::string_view name) {
  while (!name.empty() && name.front() == ' ') name.remove_prefix(1);
  while (!name.empty() && name.back() == ' ') name.remove_suffix(1);
  return std::string(name);
}

Utf8Char decode_utf8(std::string_view s) {
  if (s.empty()) return {};
  const auto byte = [&](std::size_t i) { return static_cast<unsigned char>(s[i]); };
  const unsigned char b0 = byte(0);
  if (b0 < 0x80) return {b0, 1};
  std::size_t length = 0;
  char32_t cp = 0;
  char32_t min = 0;  // the smallest code point of that length: below it, an overlong form
  if (b0 >= 0xC2 && b0 <= 0xDF) {
    length = 2;
    cp = b0 & 0x1F;
    min = 0x80;
  } else if (b0 >= 0xE0 && b0 <= 0xEF) {
    length = 3;
    cp = b0 & 0x0F;
    min = 0x800;
  } else if (b0 >= 0xF0 && b0 <= 0xF4) {
    length = 4;
    cp = b0 & 0x07;
    min = 0x10000;
  } else {
    return {};  // a continuation byte, an overlong lead (C0, C1) or F5–FF
  }
  if (s.size() < length) return {};
  for (std::size_t i = 1; i < length; ++i) {
    if ((byte(i) & 0xC0) != 0x80) return {};
    cp = (cp << 6) | (byte(i) & 0x3F);
  }
  if (cp < min || cp > 0x10FFFF || (cp >= 0xD800 && cp <= 0xDFFF)) return {};
  return {cp, length};
}

bool is_control_or_bidi(char32_t c) {
  return c < 0x20 || (c >= 0x7F && c <= 0x9F) || c == 0x061C || c == 0x200E || c == 0x200F ||
         (c >= 0x202A && c <= 0x202E) || (c >= 0x2066 && c <= 0x2069) || c == 0x2028 || c == 0x2029;
}

std::optional<Message> check_name(std::string_view trimmed) {
  if (trimmed.empty()) return msg("header.name_empty");
  for (std::string_view rest = trimmed; !rest.empty();) {
    const Utf8Char ch = decode_utf8(rest);
    if (ch.length == 0) return msg("header.name_not_utf8", std::string(trimmed));
    if (is_control_or_bidi(ch.code_point)) {
      char code[16];
      std::snprintf(code, sizeof code, "U+%04X", static_cast<unsigned>(ch.code_point));
      return msg("header.name_control", std::string(trimmed), std::string(code));
    }
    rest.remove_prefix(ch.length);
  }
  if (utf8_length(trimmed) > kMaxNameLength) return msg("header.name_too_long", std::string(trimmed), kMaxNameLength);
  return std::nullopt;
}

std::optional<long long> parse_instant(std::string_view s) {
  // YYYY-MM-DDTHH:MM:SS then Z or ±HH:MM (19 + 1 or 6 characters).
  auto digits = [&](std::size_t at, std::size_t n) -> std::optional<int> {
    int v = 0;
    for (std::size_t i = at; i < at + n; ++i) {
      if (i >= s.size() || s[i] < '0' || s[i] > '9') return std::nullopt;
      v = v * 10 + (s[i] - '0');
    }
    return v;
  };
  if (s.size() != 20 && s.size() != 25) return std::nullopt;
  if (s[4] != '-' || s[7] != '-' || (s[10] != 'T' && s[10] != 't') || s[13] != ':' || s[16] != ':') return std::nullopt;
  const auto year = digits(0, 4), month = digits(5, 2), day = digits(8, 2);
  const auto hour = digits(11, 2), minute = digits(14, 2), second = digits(17, 2);
  if (!year || !month || !day || !hour || !minute || !second) return std::nullopt;
  int offset_minutes = 0;
  if (s.size() == 20) {
    if (s[19] != 'Z' && s[19] != 'z') return std::nullopt;
  } else {
    const auto oh = digits(20, 2), om = digits(23, 2);
    if ((s[19] != '+' && s[19] != '-') || s[22] != ':' || !oh || !om || *oh > 23 || *om > 59) return std::nullopt;
    offset_minutes = (*oh * 60 + *om) * (s[19] == '-' ? -1 : 1);
  }
  const bool leap = (*year % 4 == 0 && *year % 100 != 0) || *year % 400 == 0;
  const int month_days[] = {31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};
  if (*month < 1 || *month > 12 || *day < 1 || *day > month_days[*month - 1] || *hour > 23 || *minute > 59 ||
      *second > 60)
    return std::nullopt;
  // Days since 1970-01-01 (Howard Hinnant's days_from_civil).
  const int y = *year - (*month <= 2);
  const int era = (y >= 0 ? y : y - 399) / 400;
  const int yoe = y - era * 400;
  const int mp = (*month + 9) % 12;
  const int doy = (153 * mp + 2) / 5 + *day - 1;
  const int doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
  const long long days = static_cast<long long>(era) * 146097 + doe - 719468;
  return days * 86400 + *hour * 3600 + *minute * 60 + *second - offset_minutes * 60LL;
}

bool is_game_id(std::string_view text) {
  if (text.size() != 36) return false;
  for (std::size_t i = 0; i < text.size(); ++i) {
    const char c = text[i];
    const bool dash_here = i == 8 || i == 13 || i == 18 || i == 23;
    if (dash_here ? c != '-' : !((c >= '0' && c <= '9') || (c >= 'a' && c <= 'f'))) return false;
  }
  return true;
}

std::optional<ScriptHeader> parse_header(const nlohmann::json& line, Message* error) {
  auto fail = [&](Message m) -> std::optional<ScriptHeader> {
    if (error) *error = std::move(m);
    return std::nullopt;
  };
  if (!line.is_object()) return fail(msg("header.not_object"));
  for (const auto& [key, value] : line.items()) {
    if (key != "game" && key != "players" && key != "dealer" && key != "options" && key != "started" &&
        key != "id")
      return fail(msg("header.unknown_field", key));
  }
  ScriptHeader h;
  auto game = line.find("game");
  if (game == line.end() || !game->is_string()) return fail(msg("header.game_missing", game_ids()));
  h.game = game->get<std::string>();
  if (!find_game(h.game)) return fail(msg("header.game_unknown", h.game, game_ids()));

  auto players = line.find("players");
  if (players == line.end() || !players->is_array() || players->empty()) return fail(msg("header.players_missing"));
  for (const auto& p : *players) {
    if (!p.is_string()) return fail(msg("header.player_not_text"));
    std::string name = trim_name(p.get<std::string>());
    if (auto problem = check_name(name)) return fail(*problem);
    for (const auto& existing : h.players)
      if (same_name(existing, name)) return fail(msg("header.player_duplicate", name));
    h.players.push_back(std::move(name));
  }

  auto dealer = line.find("dealer");
  if (dealer == line.end() || !dealer->is_string()) return fail(msg("header.dealer_missing"));
  h.dealer = trim_name(dealer->get<std::string>());
  if (h.seat_of(h.dealer) < 0) return fail(msg("header.dealer_unknown", h.dealer));

  auto options = line.find("options");
  if (options != line.end()) {
    if (!options->is_object()) return fail(msg("header.options_not_object"));
    h.options = *options;
  }

  auto started = line.find("started");
  if (started != line.end()) {
    if (!started->is_string() || !parse_instant(started->get_ref<const std::string&>()))
      return fail(msg("header.started_bad"));
    h.started = started->get<std::string>();
  }

  auto id = line.find("id");
  if (id != line.end()) {
    if (!id->is_string() || !is_game_id(id->get_ref<const std::string&>())) return fail(msg("header.id_bad"));
    h.id = id->get<std::string>();
  }
  return h;
}

}  // namespace flipside
