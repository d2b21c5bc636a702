// Touch-sized widgets shared by the screens. Each one fits its text (shrinking
// the font if needed) and reports to Diagnostics when it cannot, and gives
// its ID through "###id" so the ID stays the same in every language.
#pragma once

#include <optional>
#include <string>

#include "games/flip7/cards.hpp"
#include "ui/table_view.hpp"
#include "ui/ui_context.hpp"

namespace flipside::ui {

enum class Tone { kNormal, kPrimary, kDanger, kSelected, kSubtle };

// size.x: 0 = fit the text, < 0 = all the width left; size.y: 0 = touch height.
bool button(const Ui& ui, const char* id, const std::string& label, ImVec2 size = ImVec2(0, 0),
            Tone tone = Tone::kNormal, bool enabled = true, ImFont* font = nullptr);

// On/off as a button with a check mark (not colour alone).
bool toggle(const Ui& ui, const char* id, const std::string& label, bool on, ImVec2 size = ImVec2(0, 0));

// [−] value [+]; returns the new value when a button was tapped.
std::optional<int> stepper(const Ui& ui, const char* id, int value, int step, int min, int max,
                           const std::string& shown);

// One card pad key: label in the middle, its key top-left, copies left
// bottom-right. Returns true when tapped (also when impossible: the caller
// then explains why).
bool card_key(const Ui& ui, const PadKey& key, const std::string& label, const std::string& hint, ImVec2 size);

// A small card face in a player's row; returns its width.
float card_chip(const Ui& ui, ImDrawList* draw, ImVec2 pos, flip7::Card card, float height);
float card_chip_width(const Ui& ui, flip7::Card card, float height);

// Text cut with "…" to fit max_width (names can be 32 characters).
std::string ellipsize(const std::string& text, float max_width);
void text_in_width(const std::string& text, float max_width);

// Text centred in the current window's width.
void text_centered(const std::string& text);

// A progress bar with its numbers written on it.
void progress(const Ui& ui, float fraction, const std::string& overlay, ImVec2 size);

// The label a card has on the pad and in sentences ("7", "+4", "×2", "❄ Freeze").
std::string card_label(const Ui& ui, flip7::Card card);

}  // namespace flipside::ui
