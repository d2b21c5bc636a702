#include "ui/games/flip7/entry_words.hpp"

#include <algorithm>

#include "games/flip7/cards.hpp"
#include "ui/games/flip7/card_widgets.hpp"
#include "ui/games/flip7/entries.hpp"

namespace flipside::ui::flip7ui {
namespace {

std::string name_of(const flip7::Engine& engine, int seat) {
  return seat >= 0 && seat < static_cast<int>(engine.names().size()) ? engine.names()[seat] : std::string("?");
}

std::string text_field(const nlohmann::json& line, const char* key) {
  auto it = line.find(key);
  return it != line.end() && it->is_string() ? it->get<std::string>() : std::string();
}

}  // namespace

std::string describe_entry(const Ui& ui, const Game& before, const nlohmann::json& line) {
  const flip7::Flip7Game* game = as_flip7(&before);
  if (!game || !line.is_object()) return line.dump();
  const flip7::Engine& engine = game->engine();
  const flip7::Guidance g = engine.guidance();
  const std::string arrow = "  \xE2\x86\x92  ";
  if (auto card = flip7::parse_card(text_field(line, "card"))) {
    std::string who = text_field(line, "to");
    if (who.empty()) who = name_of(engine, g.recipient);
    std::string out = who + ": " + card_label(ui, *card);
    if (const std::string target = text_field(line, "target"); !target.empty()) out.append(arrow).append(target);
    return out;
  }
  if (const std::string target = text_field(line, "target"); !target.empty())
    return name_of(engine, g.chooser) + ": " + card_label(ui, g.pending_card) + arrow + target;
  if (const std::string who = text_field(line, "stay"); !who.empty()) return ui.tr.f("ui.flip7.entry.stays", who);
  if (line.contains("round") && line["round"].contains("points") && line["round"]["points"].is_object()) {
    std::string points;
    for (const auto& [name, value] : line["round"]["points"].items()) {
      if (!points.empty()) points.append(", ");
      points.append(name).append(" ").append(value.dump());
    }
    return ui.tr.f("ui.flip7.entry.round_points", points);
  }
  return line.dump();
}

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
