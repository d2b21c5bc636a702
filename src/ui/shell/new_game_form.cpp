// The new game screen's form (new_game_form.hpp): its game's default
// options, who is seated, and why it cannot start yet.
#include "ui/shell/new_game_form.hpp"

#include <algorithm>

#include "core/name_fold.hpp"
#include "ui/games/game_ui.hpp"

namespace flipside::ui {

bool NewGameForm::seated(const std::string& name) const {
  return std::any_of(seats.begin(), seats.end(), [&](const std::string& s) { return same_name(s, name); });
}

NewGameForm NewGameForm::for_game(const GameInfo& game) {
  NewGameForm form;
  form.game = std::string(game.id);
  form.options = options_with_defaults(game, nlohmann::json::object());
  return form;
}

std::optional<Message> NewGameForm::problem() const {
  const GameInfo* game_info = info();
  if (!game_info) return msg("ui.new_game.pick_game");
  const int n = static_cast<int>(seats.size());
  if (n == 0) return msg("ui.new_game.need_players");
  if (n < game_info->min_players) return msg("ui.new_game.too_few", Arg::list_arg({msg(std::string(game_info->name_key))}), game_info->min_players);
  if (n > game_info->max_players) return msg("ui.new_game.too_many", Arg::list_arg({msg(std::string(game_info->name_key))}), game_info->max_players);
  if (auto bad = check_options(*game_info, header().options)) return bad;
  return std::nullopt;
}

ScriptHeader NewGameForm::header() const {
  ScriptHeader h;
  h.game = game;
  h.players = seats;
  h.dealer = seated(dealer) ? dealer : (seats.empty() ? std::string() : seats.front());
  // Only what differs from "off": a switched-off option is left out.
  h.options = nlohmann::json::object();
  for (const auto& [key, value] : options.items())
    if (!value.is_null()) h.options[key] = value;
  return h;
}

std::vector<const GameInfo*> playable_games() {
  std::vector<const GameInfo*> out;
  for (const GameInfo& game : all_games())
    if (game.make && find_game_ui(game.id)) out.push_back(&game);
  return out;
}

}  // namespace flipside::ui
