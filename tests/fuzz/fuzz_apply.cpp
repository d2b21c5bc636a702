// libFuzzer target: every engine's Game::apply, fed from a valid header.
//
// Input: the first line picks the game. If it is a header that parse_header()
// and make_game() accept (as in the seed scripts from tests/scripts/), it is
// used as is; otherwise its first bytes choose the engine, the number of
// players, the dealer and one of the engine's option sets below. Every
// further line is parsed as JSON (lines that are not JSON are skipped: the
// reader has its own target, fuzz_replay) and given to Game::apply.
//
// Invariants, checked cheaply on every input:
//   - a rejected line leaves state() exactly as it was, and says why (a
//     message that renders);
//   - an accepted line's notices render;
//   - clone() has the same state as the original (a clone taken before each
//     line is what the rejected line is compared against);
//   - replaying the accepted lines on a fresh game accepts every one of them
//     and reaches the live state.
// A broken invariant aborts, which libFuzzer reports as a crash.
#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <iostream>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include <nlohmann/json.hpp>

#include "core/game.hpp"
#include "core/game_info.hpp"
#include "core/i18n/lang.hpp"
#include "core/script_header.hpp"

namespace {

using flipside::Game;
using flipside::Message;
using flipside::ScriptHeader;
using nlohmann::json;

// One line per engine: its name in the header, the most players it takes,
// and option sets the fuzzer picks from (each must be accepted by make_game).
struct EngineSpec {
  const char* game;
  int max_players;
  std::vector<const char*> options;
  int min_players = 1;  // make_game refuses fewer
};
const std::vector<EngineSpec>& engines() {
  static const std::vector<EngineSpec> list = {
      {"flip7", 64, {"{}", R"({"target":40})", R"({"target":1})", R"({"decks":2,"target":300})",
                     R"({"decks":10})", R"({"round_limit":1})", R"({"round_limit":3,"target":50})",
                     R"({"deck_cycle":"every_round"})", R"({"mode":"score"})",
                     R"({"mode":"score","decks":3,"round_limit":2})"},
       1},
      {"flinch", 8, {"{}", R"({"decks":2})", R"({"variant":"from15"})", R"({"variant":"from8"})",
                     R"({"decks":2,"variant":"from8"})"},
       2},
      {"phase10flip", 6, {"{}", R"({"phases":1})", R"({"phases":2})", R"({"variant":"ten_hands"})",
                          R"({"variant":"ten_hands","phases":2})", R"({"variant":"standard","phases":10})"}, 2},
      {"unoflip", 10, {"{}", R"({"edition":"transformers"})", R"({"mode":"score"})", R"({"target":50})",
                       R"({"edition":"transformers","target":1})", R"({"edition":"transformers","mode":"score"})"},
       2},
  };
  return list;
}

// Names as in tests/scripts/ (so seeds and the dictionary line up), then P9...
std::string player_name(int i) {
  static const char* const names[] = {"Ana", "Ben", "Cy", "Cleo", "Dan", "Eva", "Finn", "Gus"};
  if (i < 8) return names[i];
  return "P" + std::to_string(i + 1);
}

[[noreturn]] void broken(const char* what, const std::string& detail = {}) {
  std::cerr << "fuzz_apply: invariant broken: " << what << (detail.empty() ? "" : ": ") << detail << "\n";
  std::abort();
}

std::unique_ptr<Game> make_or_die(const ScriptHeader& header) {
  Message error;
  auto game = flipside::make_game(header, &error);
  if (!game) broken("make_game refused a header the fuzzer built", header.to_json().dump() + " " + flipside::render(error));
  return game;
}

// The first line as a header, when it is one an engine accepts.
std::unique_ptr<Game> header_from_line(std::string_view line, ScriptHeader* out) {
  json j = json::parse(line, nullptr, /*allow_exceptions=*/false);
  if (j.is_discarded() || !j.is_object()) return nullptr;
  Message error;
  auto header = flipside::parse_header(j, &error);
  if (!header) return nullptr;
  if (std::none_of(engines().begin(), engines().end(), [&](const EngineSpec& e) { return header->game == e.game; }))
    return nullptr;
  auto game = flipside::make_game(*header, &error);
  if (game) *out = *header;
  return game;
}

// Otherwise a header chosen by the line's first bytes.
std::unique_ptr<Game> header_from_bytes(std::string_view line, ScriptHeader* out) {
  auto byte = [&](std::size_t i) { return i < line.size() ? static_cast<unsigned char>(line[i]) : 0u; };
  const EngineSpec& spec = engines()[byte(0) % engines().size()];
  // Mostly small tables; 0xFF asks for the largest one.
  const int span = std::min(spec.max_players, 8) - spec.min_players + 1;
  const int players = byte(1) == 0xFF ? spec.max_players : spec.min_players + static_cast<int>(byte(1) % span);
  ScriptHeader h;
  h.game = spec.game;
  for (int i = 0; i < players; ++i) h.players.push_back(player_name(i));
  h.dealer = h.players[byte(2) % h.players.size()];
  h.options = json::parse(spec.options[byte(3) % spec.options.size()]);
  *out = h;
  return make_or_die(h);
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view input(reinterpret_cast<const char*>(data), size);
  std::size_t pos = input.find('\n');
  const std::string_view first = input.substr(0, pos);
  pos = pos == std::string_view::npos ? input.size() : pos + 1;

  ScriptHeader header;
  std::unique_ptr<Game> game = header_from_line(first, &header);
  if (!game) game = header_from_bytes(first, &header);

  std::vector<json> accepted;
  int lines = 0;
  while (pos < input.size() && lines < 4000) {
    std::size_t end = input.find('\n', pos);
    if (end == std::string_view::npos) end = input.size();
    const std::string_view text = input.substr(pos, end - pos);
    pos = end + 1;
    ++lines;
    json line = json::parse(text, nullptr, /*allow_exceptions=*/false);
    if (line.is_discarded()) continue;

    // A copy from before the line, turned into state() JSON only if the line
    // is rejected (state() on every line would make the target 10x slower).
    const std::unique_ptr<Game> before = game->clone();
    flipside::Verdict verdict = game->apply(line);
    if (verdict.accepted) {
      if (!verdict.rejection.empty()) broken("accepted with a rejection", line.dump());
      for (const Message& notice : verdict.notices)
        if (notice.empty() || flipside::render(notice).empty()) broken("a notice without words", line.dump());
      accepted.push_back(std::move(line));
    } else {
      if (verdict.rejection.empty() || flipside::render(verdict.rejection).empty())
        broken("a rejection without a reason", line.dump());
      if (!verdict.notices.empty() || !verdict.rounds_finished.empty()) broken("a rejection with effects", line.dump());
      const json was = before->state();
      const json now = game->state();
      if (now != was)
        broken("a rejected line changed the state", line.dump() + "\nbefore: " + was.dump() + "\nafter:  " + now.dump());
    }
    (void)flipside::render(game->expecting());
  }

  const json live = game->state();
  if (game->clone()->state() != live) broken("clone() differs from the original");

  // The accepted lines alone rebuild the same game (what the store relies on).
  auto again = make_or_die(header);
  for (const json& line : accepted) {
    flipside::Verdict v = again->apply(line);
    if (!v.accepted) broken("an accepted line is rejected on replay", line.dump() + ": " + flipside::render(v.rejection));
  }
  const json replayed = again->state();
  if (replayed != live) broken("replay differs from the live state", "live: " + live.dump() + "\nreplay: " + replayed.dump());
  if (again->finished() != game->finished() || again->winner() != game->winner() || again->round() != game->round())
    broken("replay differs in finished/winner/round");
  return 0;
}
