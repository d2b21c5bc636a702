#include "ui/games/flip7/entry_words.hpp"

#include <algorithm>

#include "games/flip7/cards.hpp"
#include "ui/games/flip7/entries.hpp"

namespace flipside::ui::flip7ui {
namespace {

std::string text_field(const nlohmann::json& line, const char* key) {
  auto it = line.find(key);
  return it != line.end() && it->is_string() ? it->get<std::string>() : std::string();
}

}  // namespace

std::vector<std::size_t> entries_behind(const Session& session, const nlohmann::json& line, const Message& why) {
  if (why.key != "flip7.card_impossible" && why.key != "flip7.card_impossible_reshuffle") return {};
  const std::string card = line.is_object() ? text_field(line, "card") : std::string();
  if (!flip7::parse_card(card)) return {};
  Message ignored;
  auto replay = Session::start(session.header(), &ignored);
  const flip7::Flip7Game* game = replay ? as_flip7(&replay->game()) : nullptr;
  if (!game) return {};
  const bool every_round = game->engine().options().every_round;
  struct Copy {
    std::size_t index;
    int round;
  };
  std::vector<Copy> out;  // copies of the card out of the draw pile, by the entry that drew each
  const auto& lines = session.lines();
  for (std::size_t i = 0; i < lines.size(); ++i) {
    const int round = replay->game().round();
    // Every round from the full deck: nothing of earlier rounds is out.
    if (every_round) std::erase_if(out, [&](const Copy& c) { return c.round < round; });
    const Verdict v = replay->apply(lines[i]);
    const bool reshuffled = std::any_of(v.notices.begin(), v.notices.end(),
                                        [](const Message& m) { return m.key == "flip7.notice.reshuffle"; });
    // Rule 8: the finished rounds' discards come back; this round's cards stay out.
    if (reshuffled) std::erase_if(out, [&](const Copy& c) { return c.round < round; });
    if (lines[i].is_object() && text_field(lines[i], "card") == card) out.push_back({i, round});
  }
  std::vector<std::size_t> indices;
  for (const Copy& c : out) indices.push_back(c.index);
  return indices;
}

}  // namespace flipside::ui::flip7ui
