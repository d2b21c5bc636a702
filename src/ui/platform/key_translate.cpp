#include "ui/platform/key_translate.hpp"

namespace flipside::ui {

std::optional<KeyChord> chord_from_sdl(const SDL_KeyboardEvent& e) {
  KeyChord c;
  const SDL_Keycode k = e.keysym.sym;
  c.ctrl = (e.keysym.mod & KMOD_CTRL) != 0;
  c.shift = (e.keysym.mod & KMOD_SHIFT) != 0;
  c.alt = (e.keysym.mod & KMOD_ALT) != 0;
  if ((k >= SDLK_a && k <= SDLK_z) || (k >= SDLK_0 && k <= SDLK_9) || k == SDLK_SLASH || k == SDLK_SPACE) {
    c.key = static_cast<int>(k);  // SDL keycodes of printable keys are their ASCII codes
  } else if (k >= SDLK_KP_1 && k <= SDLK_KP_9) {
    c.key = '1' + static_cast<int>(k - SDLK_KP_1);
  } else if (k == SDLK_KP_0) {
    c.key = '0';
  } else if (k == SDLK_RETURN || k == SDLK_KP_ENTER) {
    c.key = kKeyEnter;
  } else if (k == SDLK_ESCAPE || k == SDLK_AC_BACK) {
    c.key = kKeyEscape;
  } else if (k == SDLK_F1) {
    c.key = kKeyF1;
  } else if (k == SDLK_BACKSPACE) {
    c.key = kKeyBackspace;
  } else if (k == SDLK_LEFT) {
    c.key = kKeyLeft;
  } else if (k == SDLK_RIGHT) {
    c.key = kKeyRight;
  } else {
    return std::nullopt;
  }
  return c;
}

}  // namespace flipside::ui
