// The games the app has a table for: one line per game (src/ui/games/<id>/).
#include <vector>

#include "ui/games/flinch/flinch_ui.hpp"
#include "ui/games/flip7/flip7_ui.hpp"
#include "ui/games/game_ui.hpp"
#include "ui/games/phase10flip/phase10flip_ui.hpp"
#include "ui/games/unoflip/unoflip_ui.hpp"

namespace flipside::ui {
namespace {

std::vector<const GameUi*>& game_uis() {
  static std::vector<const GameUi*> list = {
      &flip7ui::flip7_ui(),
      &p10ui::phase10flip_ui(),
      &flinchui::flinch_ui(),
      &unoflipui::unoflip_ui(),
  };
  return list;
}

}  // namespace

const GameUi* find_game_ui(std::string_view game_id) {
  for (const GameUi* game_ui : game_uis())
    if (game_ui->game_id() == game_id) return game_ui;
  return nullptr;
}

void register_game_ui(const GameUi* game_ui) { game_uis().push_back(game_ui); }

}  // namespace flipside::ui
