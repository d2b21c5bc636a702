// The keyboard map: each card has one key, the labels printed on the pad
// are the keys that work, and keys do nothing where they make no sense.
#include <catch2/catch.hpp>

#include "games/flip7/game.hpp"
#include "support/sim.hpp"
#include "ui/games/flip7/flip7_ui.hpp"
#include "ui/games/flip7/keys.hpp"
#include "ui/shell/keymap.hpp"

using namespace flipside;
using namespace flipside::ui;
using flipside::ui::flip7ui::chord_for_card;
using flipside::ui::flip7ui::key_label;

namespace {

// A Flip 7 game after `lines`, kept for the KeyContexts that point at it.
const Game& game_after(std::initializer_list<nlohmann::json> lines) {
  static std::vector<std::unique_ptr<Game>> kept;
  Message error;
  auto game = make_game(test::flip7_header({"Ana", "Ben", "Cleo"}), &error);
  for (const auto& l : lines) REQUIRE(game->apply(l).accepted);
  kept.push_back(std::move(game));
  return *kept.back();
}

KeyContext table(const Game& game = game_after({})) {
  KeyContext k;
  k.screen = Screen::kTable;
  k.game_ui = &flip7ui::flip7_ui();
  k.game = &game;
  return k;
}

// The script line a key enters, or null when it enters none.
nlohmann::json line_of(const std::optional<Intent>& i) {
  if (!i || !std::holds_alternative<intent::Submit>(*i)) return nullptr;
  return std::get<intent::Submit>(*i).line;
}

template <typename T>
bool is(const std::optional<Intent>& i) {
  return i && std::holds_alternative<T>(*i);
}

}  // namespace

TEST_CASE("digits enter number cards, Q W E enter 10 11 12", "[keymap]") {
  for (int v = 0; v <= 9; ++v) CHECK(line_of(intent_for_key({'0' + v}, table())) == nlohmann::json{{"card", std::to_string(v)}});
  CHECK(line_of(intent_for_key({'q'}, table())) == nlohmann::json{{"card", "10"}});
  CHECK(line_of(intent_for_key({'w'}, table())) == nlohmann::json{{"card", "11"}});
  CHECK(line_of(intent_for_key({'e'}, table())) == nlohmann::json{{"card", "12"}});
}

TEST_CASE("every card's printed key enters that card", "[keymap]") {
  for (int i = 0; i < flip7::kCardKinds; ++i) {
    const flip7::Card card = flip7::card_at(i);
    INFO(flip7::card_key(card) << " labelled " << key_label(card));
    const nlohmann::json line = line_of(intent_for_key(chord_for_card(card), table()));
    REQUIRE(line.is_object());
    CHECK(line["card"] == flip7::card_key(card));
    CHECK_FALSE(key_label(card).empty());
  }
}

TEST_CASE("stay, undo, redo, quit, help", "[keymap]") {
  // Ben holds a card once the deal reached him and he is on turn after it.
  const Game& on_turn = game_after({{{"card", "3"}}, {{"card", "4"}}, {{"card", "5"}}});
  CHECK(line_of(intent_for_key({'s'}, table(on_turn))) == nlohmann::json{{"stay", "Ben"}});
  CHECK(is<intent::Undo>(intent_for_key({'z', true}, table())));
  CHECK(is<intent::Redo>(intent_for_key({'y', true}, table())));
  CHECK(is<intent::Redo>(intent_for_key({'z', true, true}, table())));
  CHECK(is<intent::Quit>(intent_for_key({'q', true}, table())));
  CHECK(is<intent::ShowHelp>(intent_for_key({kKeyF1}, table())));
  CHECK(is<intent::ToggleCoach>(intent_for_key({'h'}, table())));
  CHECK(is<intent::GoHome>(intent_for_key({kKeyEscape}, table())));
}

TEST_CASE("while a target is awaited, digits pick a seat", "[keymap]") {
  // Ben is dealt a Freeze: he chooses among the three.
  const KeyContext k = table(game_after({{{"card", "freeze"}}}));
  CHECK(line_of(intent_for_key({'2'}, k)) == nlohmann::json{{"target", "Ben"}});
  CHECK(line_of(intent_for_key({'0'}, k)).is_null());  // only three seats: no tenth
}

TEST_CASE("typing a name or an open popup swallows the table keys", "[keymap]") {
  KeyContext typing = table();
  typing.typing = true;
  CHECK_FALSE(intent_for_key({'5'}, typing));
  CHECK_FALSE(intent_for_key({'s'}, typing));
  CHECK(is<intent::Quit>(intent_for_key({'q', true}, typing)));  // Ctrl+Q always quits

  KeyContext popup = table();
  popup.popup_open = true;
  CHECK_FALSE(intent_for_key({'5'}, popup));
  CHECK(is<intent::DismissPopup>(intent_for_key({kKeyEnter}, popup)));
  CHECK(is<intent::DismissPopup>(intent_for_key({kKeyEscape}, popup)));

  // A confirmation: Enter takes its primary button, Esc cancels; where a tap
  // must decide (nothing takes it back), Enter does nothing at all.
  popup.popup_enter = intent::ConfirmEdit{};
  CHECK(is<intent::ConfirmEdit>(intent_for_key({kKeyEnter}, popup)));
  CHECK(is<intent::DismissPopup>(intent_for_key({kKeyEscape}, popup)));
  popup.popup_enter.reset();
  CHECK_FALSE(intent_for_key({kKeyEnter}, popup));
  CHECK(is<intent::DismissPopup>(intent_for_key({kKeyEscape}, popup)));
}

TEST_CASE("home keys", "[keymap]") {
  KeyContext home;
  CHECK(is<intent::ContinueGame>(intent_for_key({kKeyEnter}, home)));
  CHECK(is<intent::OpenNewGame>(intent_for_key({'n'}, home)));
  CHECK(is<intent::OpenHistory>(intent_for_key({'h'}, home)));
  CHECK(is<intent::OpenSettings>(intent_for_key({'p'}, home)));
  CHECK_FALSE(intent_for_key({'5'}, home));  // no card entry away from the table
}

TEST_CASE("the Spanish rulebook's initials work too, and 0 targets the tenth seat", "[keymap]") {
  CHECK(line_of(intent_for_key({'b'}, table())) == nlohmann::json{{"card", "freeze"}});
  CHECK(line_of(intent_for_key({'v'}, table())) == nlohmann::json{{"card", "second_chance"}});
  const Game& on_turn = game_after({{{"card", "3"}}, {{"card", "4"}}, {{"card", "5"}}});
  CHECK(line_of(intent_for_key({'p'}, table(on_turn))) == nlohmann::json{{"stay", "Ben"}});

  // Eleven players: the first card (to seat 2) is a Freeze; "0" names the tenth.
  std::vector<std::string> names;
  for (int i = 1; i <= 11; ++i) names.push_back(std::string(1, 'P').append(std::to_string(i)));
  Message error;
  static std::unique_ptr<Game> big = make_game(test::flip7_header(names), &error);
  REQUIRE(big);
  REQUIRE(big->apply({{"card", "freeze"}}).accepted);
  CHECK(line_of(intent_for_key({'0'}, table(*big))) == nlohmann::json{{"target", "P10"}});
}
