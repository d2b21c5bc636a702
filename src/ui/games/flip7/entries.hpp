// What a tap or a key on the Flip 7 table enters, as the script line the
// controller commits (../shared/contract/game-script.md, "Flip 7"). Computed
// from the game as it is when the tap or key happens.
#pragma once

#include <optional>

#include <nlohmann/json.hpp>

#include "games/flip7/game.hpp"
#include "ui/shell/intents.hpp"

namespace flipside::ui::flip7ui {

// The game behind a generic one, or null when it is not Flip 7.
const flip7::Flip7Game* as_flip7(const Game* game);

// A card for whoever receives it now. An action card with exactly one legal
// target carries it in the same line (one tap less).
Intent enter_card(const flip7::Flip7Game& game, flip7::Card card);
// Why a card cannot be entered now (every copy is out, or a target must be
// chosen first); nullopt when it can.
std::optional<Message> why_not(const flip7::Flip7Game& game, flip7::Card card);
// The target of the action card waiting for one.
std::optional<Intent> choose_target(const flip7::Flip7Game& game, int seat);
// The player on turn stays (or whoever the table is waiting on).
std::optional<Intent> stay(const flip7::Flip7Game& game);
// RULINGS.md Flip 7 rule 5: an action whose chooser has a single legal
// target resolves without asking.
std::optional<nlohmann::json> only_target_line(const flip7::Flip7Game& game);

}  // namespace flipside::ui::flip7ui
