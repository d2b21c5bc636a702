// SDL key events to the keyboard map's chords (ui/shell/keymap.hpp).
#pragma once

#include <SDL.h>

#include <optional>

#include "ui/shell/keymap.hpp"

namespace flipside::ui {

std::optional<KeyChord> chord_from_sdl(const SDL_KeyboardEvent& key);

}  // namespace flipside::ui
