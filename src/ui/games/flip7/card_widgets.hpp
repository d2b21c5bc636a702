// Flip 7's card faces on screen: pad keys and the chips in a player's row.
#pragma once

#include <string>

#include "core/wording.hpp"
#include "games/flip7/cards.hpp"
#include "ui/games/flip7/table_view.hpp"
#include "ui/widgets/ui_context.hpp"

namespace flipside::ui::flip7ui {

// One card pad key: label in the middle, its key top-left, copies left
// bottom-right. Returns true when tapped (also when impossible: the caller
// then explains why).
bool card_key(const Ui& ui, const PadKey& key, const std::string& label, const std::string& hint, ImVec2 size);

// A small card face in a player's row; returns its width.
float card_chip(const Ui& ui, ImDrawList* draw, ImVec2 pos, flip7::Card card, float height);
float card_chip_width(const Ui& ui, flip7::Card card, float height);

// The label a card has on the pad and in sentences ("7", "+4", "×2", "❄ Freeze").
std::string card_label(const Ui& ui, flip7::Card card);

// card_label for the core's sentences (games/flip7/entry_words.hpp), so the
// log of entries shows each card as the pad does.
CardLabel card_labeller(const Ui& ui);

// The card's rulebook name in the reader's language.
std::string card_name(const Ui& ui, flip7::Card card);

}  // namespace flipside::ui::flip7ui
