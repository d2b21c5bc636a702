// Settings' rows, shared by its parts (settings.cpp, settings_league.cpp).
#pragma once

#include <string>

#include "ui/screens/screens.hpp"

namespace flipside::ui {

// A setting's name left of its control, or, when it is longer than the
// label column (portrait, Spanish, 125 %), whole on its own line above it.
void settings_label(const Ui& ui, const std::string& text, float width);

// The league folder's rows (settings_league.cpp), and the folder picker
// that replaces the settings while it is open.
void draw_league_settings(const Ui& ui, const Controller& c, float label_w);
void draw_folder_picker(const Ui& ui, const Controller& c);

}  // namespace flipside::ui
