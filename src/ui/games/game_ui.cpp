// What every game's UI has unless it says better (game_ui.hpp).
#include "ui/games/game_ui.hpp"

namespace flipside::ui {

// "play Ana, card red 7, from hand": the line's fields in order, without
// JSON's braces and quotes, readable enough for a game that has no words of
// its own for its entries.
std::string GameUi::describe_entry(const Ui&, const Game&, const nlohmann::json& line) const {
  if (!line.is_object()) return line.dump();
  std::string out;
  for (const auto& [key, value] : line.items()) {
    if (!out.empty()) out.append(", ");
    out.append(key).append(" ");
    out.append(value.is_string() ? value.get<std::string>() : value.dump());
  }
  return out;
}

}  // namespace flipside::ui
