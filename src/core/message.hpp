// Messages as data: every sentence FlipSide shows a person (a rejection, a
// notice, a hint) is a key plus arguments, rendered later in the reader's
// language (src/core/i18n). Engines never build display strings themselves,
// so the same rejection reads "Ben is not on turn" in English and
// "Ben no tiene el turno" in Spanish.
#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace flipside {

struct Message;

// One argument of a message. A card is kept as its game's id and its script
// key ("<game>.<key>") so the renderer can use the rulebook's name
// in each language; the same "7" or "wild" is a different card in each game.
struct Arg {
  enum class Kind { kText, kNumber, kCard, kList, kDecimal };
  Kind kind = Kind::kText;
  // kText: verbatim (player names); kCard: "<game>.<card key>"; kDecimal:
  // a figure written with a decimal point ("19.4", "p < 0.001"), shown
  // with the language's decimal mark (Spanish: "19,4").
  std::string text;
  long long number = 0;          // kNumber
  std::vector<Message> list;     // kList: rendered and joined with ", "

  static Arg text_arg(std::string value);
  static Arg number_arg(long long value);
  static Arg card_arg(std::string_view game, std::string_view card_key);
  static Arg list_arg(std::vector<Message> items);
  static Arg decimal_arg(std::string figure);
};

struct Message {
  std::string key;        // stable code: "<area>.<what>", e.g. "store.busy"
  std::vector<Arg> args;  // {0}, {1}, ... in the templates

  bool empty() const { return key.empty(); }
};

// Convenience builder: msg("store.no_such_game", id) with strings, ints or Args.
inline void append_args(std::vector<Arg>&) {}
template <typename First, typename... Rest>
void append_args(std::vector<Arg>& out, First&& first, Rest&&... rest) {
  using T = std::decay_t<First>;
  if constexpr (std::is_same_v<T, Arg>) {
    out.push_back(std::forward<First>(first));
  } else if constexpr (std::is_integral_v<T>) {
    out.push_back(Arg::number_arg(static_cast<long long>(first)));
  } else {
    out.push_back(Arg::text_arg(std::string(first)));
  }
  append_args(out, std::forward<Rest>(rest)...);
}

template <typename... Args>
Message msg(std::string key, Args&&... args) {
  Message m;
  m.key = std::move(key);
  append_args(m.args, std::forward<Args>(args)...);
  return m;
}

}  // namespace flipside
