// Taps on the Flip 7 table as the table screen makes them: the script line
// for a card, a target or a stay, computed from the open game
// (src/ui/games/flip7/entries.hpp).
#pragma once

#include <stdexcept>

#include "ui/shell/controller.hpp"
#include "ui/games/flip7/entries.hpp"

namespace flipside::ui::test {

inline const flip7::Flip7Game& f7(const Controller& c) {
  const flip7::Flip7Game* game = c.game() ? flip7ui::as_flip7(&c.game()->game()) : nullptr;
  if (!game) throw std::logic_error("no Flip 7 game is open");
  return *game;
}
inline Intent card(const Controller& c, flip7::Card k) { return flip7ui::enter_card(f7(c), k); }
inline Intent stay(const Controller& c) {
  auto i = flip7ui::stay(f7(c));
  if (!i) throw std::logic_error("nobody can stay now");
  return *i;
}
inline Intent target(const Controller& c, int seat) {
  auto i = flip7ui::choose_target(f7(c), seat);
  if (!i) throw std::logic_error("no such seat");
  return *i;
}
inline Intent explain(const Controller& c, flip7::Card k) {
  return intent::Explain{flip7ui::why_not(f7(c), k).value_or(Message{})};
}
inline std::string banner_title(const Banner& b) { return b.look.title_key; }

}  // namespace flipside::ui::test
