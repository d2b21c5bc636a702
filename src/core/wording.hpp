// How a game's entries are put in words. The sentences live with each game
// (src/games/<id>/entry_words.*) so that any layer can say them; the app
// writes the cards with its glyphs, every other reader (a web page, a
// terminal) gets the rulebook's words ("red 7": a colour always named).
#pragma once

#include <functional>
#include <string>
#include <string_view>
#include <utility>

#include "core/i18n/lang.hpp"
#include "core/message.hpp"

namespace flipside {

// How a sentence writes one card. `card`: "<game>.<card key>", as
// Arg::card_arg holds it; a game whose colours are named through card_name
// passes them the same way.
using CardLabel = std::function<std::string(std::string_view card, Lang lang)>;
// The cards in words: card_name as a CardLabel, made once.
const CardLabel& card_words();

// What every sentence of an entry needs: the reader's language and how a
// card is written.
struct Wording {
  Lang lang;
  const CardLabel& label;

  std::string operator()(std::string_view key) const { return std::string(text(key, lang)); }
  template <typename... A>
  std::string f(std::string key, A&&... args) const {
    return render(msg(std::move(key), std::forward<A>(args)...), lang);
  }
  std::string card(std::string_view card_key) const { return label(card_key, lang); }
};

}  // namespace flipside
