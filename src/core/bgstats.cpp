#include "core/bgstats.hpp"

#include <algorithm>

#include "core/game.hpp"
#include "core/game_info.hpp"
#include "core/i18n/lang.hpp"
#include "core/name_fold.hpp"
#include "core/script_header.hpp"
#include "core/stats.hpp"

namespace flipside::bgstats {
namespace {

// "2026-11-22T10:40:00+01:00" → "2026-11-22 10:40:00": the wall-clock time
// the table saw (the offset is the table's own).
std::string play_date(const std::string& started_at) {
  if (started_at.size() < 19) return started_at;
  std::string out = started_at.substr(0, 19);
  out[10] = ' ';
  return out;
}

int hex_value(char c) {
  if (c >= '0' && c <= '9') return c - '0';
  if (c >= 'A' && c <= 'F') return c - 'A' + 10;
  if (c >= 'a' && c <= 'f') return c - 'a' + 10;
  return -1;
}

}  // namespace

Play play_of(const Game& game) {
  const ScriptHeader& header = game.header();
  Play play{header.id, header.game, header.started, "", {}};
  std::vector<Standing> standings = game.standings();
  std::sort(standings.begin(), standings.end(), [](const Standing& a, const Standing& b) { return a.seat < b.seat; });
  for (const Standing& s : standings)
    play.seats.push_back({header.players[static_cast<std::size_t>(s.seat)], s.total, s.place});
  return play;
}

nlohmann::json to_json(const Play& play) {
  const GameInfo* info = find_game(play.game);
  const bool highest_wins = !info || info->order == ScoreOrder::kHighestWins;
  nlohmann::json game = {{"name", info ? render(msg(std::string(info->name_key)), Lang::kEnglish) : play.game},
                         {"highestWins", highest_wins},
                         {"noPoints", false},
                         {"sourceGameId", play.game}};
  nlohmann::json players = nlohmann::json::array();
  for (const Seat& seat : play.seats)
    players.push_back({{"name", seat.name},
                       {"score", seat.score},
                       {"winner", seat.place == 1},
                       {"rank", seat.place},
                       {"sourcePlayerId", fold_name(seat.name)}});
  nlohmann::json data = {{"sourceName", "FlipSide"},
                         {"sourcePlayId", play.id},
                         {"playDate", play_date(play.started_at)},
                         {"game", std::move(game)},
                         {"players", std::move(players)}};
  stats::FinishedGame timed;
  timed.started_at = play.started_at;
  timed.ended_at = play.ended_at;
  if (const auto seconds = stats::game_length(timed)) data["durationMin"] = *seconds / 60;
  return data;
}

std::string url_encode(std::string_view text) {
  static constexpr char kHex[] = "0123456789ABCDEF";
  std::string out;
  out.reserve(text.size() * 3);
  for (const char c : text) {
    const auto byte = static_cast<unsigned char>(c);
    const bool plain = (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9');
    if (plain || c == '-' || c == '_' || c == '.' || c == '~') {
      out.push_back(c);
    } else {
      out.push_back('%');
      out.push_back(kHex[byte >> 4]);
      out.push_back(kHex[byte & 0xF]);
    }
  }
  return out;
}

std::optional<std::string> url_decode(std::string_view text) {
  std::string out;
  for (std::size_t i = 0; i < text.size(); ++i) {
    if (text[i] != '%') {
      out.push_back(text[i]);
      continue;
    }
    if (i + 2 >= text.size()) return std::nullopt;
    const int high = hex_value(text[i + 1]), low = hex_value(text[i + 2]);
    if (high < 0 || low < 0) return std::nullopt;
    out.push_back(static_cast<char>(high * 16 + low));
    i += 2;
  }
  return out;
}

std::string link(const nlohmann::json& data) { return std::string(kCreatePlayUrl) + url_encode(data.dump()); }

}  // namespace flipside::bgstats
