#include "games/flip7/entry_words.hpp"

#include "games/flip7/cards.hpp"
#include "games/flip7/game.hpp"

namespace flipside::flip7 {
namespace {

constexpr const char* kArrow = "  \xE2\x86\x92  ";  // "  →  "

std::string name_of(const Engine& engine, int seat) {
  return seat >= 0 && seat < static_cast<int>(engine.names().size()) ? engine.names()[seat] : std::string("?");
}

std::string text_field(const nlohmann::json& line, const char* key) {
  auto it = line.find(key);
  return it != line.end() && it->is_string() ? it->get<std::string>() : std::string();
}

}  // namespace

std::string describe_line(const Game& before, const nlohmann::json& line, Lang lang, const CardLabel& label) {
  const auto* game = dynamic_cast<const Flip7Game*>(&before);
  if (!game || !line.is_object()) return line.dump();
  const Engine& engine = game->engine();
  const Guidance g = engine.guidance();
  const Wording w{lang, label};
  auto card_text = [&](Card card) { return w.card(card_arg(card).text); };
  if (auto card = parse_card(text_field(line, "card"))) {
    std::string who = text_field(line, "to");
    if (who.empty()) who = name_of(engine, g.recipient);
    std::string out = who + ": " + card_text(*card);
    if (const std::string target = text_field(line, "target"); !target.empty()) out.append(kArrow).append(target);
    return out;
  }
  if (const std::string target = text_field(line, "target"); !target.empty())
    return name_of(engine, g.chooser) + ": " + card_text(g.pending_card) + kArrow + target;
  if (const std::string who = text_field(line, "stay"); !who.empty()) return w.f("ui.flip7.entry.stays", who);
  if (line.contains("round") && line["round"].contains("points") && line["round"]["points"].is_object()) {
    std::string points;
    for (const auto& [name, value] : line["round"]["points"].items()) {
      if (!points.empty()) points.append(", ");
      points.append(name).append(" ").append(value.dump());
    }
    return w.f("ui.flip7.entry.round_points", points);
  }
  return line.dump();
}

}  // namespace flipside::flip7
