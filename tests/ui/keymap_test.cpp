// The keyboard map: each card has one key, the labels printed on the pad
// are the keys that work, and keys do nothing where they make no sense.
#include <catch2/catch.hpp>

#include "ui/keymap.hpp"

using namespace flipside;
using namespace flipside::ui;

namespace {

KeyContext table() {
  KeyContext k;
  k.screen = Screen::kTable;
  return k;
}

template <typename T>
bool is(const std::optional<Intent>& i) {
  return i && std::holds_alternative<T>(*i);
}

}  // namespace

TEST_CASE("digits enter number cards, Q W E enter 10 11 12", "[keymap]") {
  for (int v = 0; v <= 9; ++v) {
    auto i = intent_for_key({'0' + v}, table());
    REQUIRE(is<intent::EnterCard>(i));
    CHECK(std::get<intent::EnterCard>(*i).card == flip7::number_card(v));
  }
  CHECK(std::get<intent::EnterCard>(*intent_for_key({'q'}, table())).card == flip7::number_card(10));
  CHECK(std::get<intent::EnterCard>(*intent_for_key({'w'}, table())).card == flip7::number_card(11));
  CHECK(std::get<intent::EnterCard>(*intent_for_key({'e'}, table())).card == flip7::number_card(12));
}

TEST_CASE("every card's printed key enters that card", "[keymap]") {
  for (int i = 0; i < flip7::kCardKinds; ++i) {
    const flip7::Card card = flip7::card_at(i);
    INFO(flip7::card_key(card) << " labelled " << key_label(card));
    auto intent = intent_for_key(chord_for_card(card), table());
    REQUIRE(is<intent::EnterCard>(intent));
    CHECK(std::get<intent::EnterCard>(*intent).card == card);
    CHECK_FALSE(key_label(card).empty());
  }
}

TEST_CASE("stay, undo, redo, quit, help", "[keymap]") {
  CHECK(is<intent::Stay>(intent_for_key({'s'}, table())));
  CHECK(is<intent::Undo>(intent_for_key({'z', true}, table())));
  CHECK(is<intent::Redo>(intent_for_key({'y', true}, table())));
  CHECK(is<intent::Redo>(intent_for_key({'z', true, true}, table())));
  CHECK(is<intent::Quit>(intent_for_key({'q', true}, table())));
  CHECK(is<intent::ShowHelp>(intent_for_key({kKeyF1}, table())));
  CHECK(is<intent::ToggleCoach>(intent_for_key({'h'}, table())));
  CHECK(is<intent::GoHome>(intent_for_key({kKeyEscape}, table())));
}

TEST_CASE("while a target is awaited, digits pick a seat", "[keymap]") {
  KeyContext k = table();
  k.awaiting_target = true;
  auto i = intent_for_key({'2'}, k);
  REQUIRE(is<intent::ChooseTarget>(i));
  CHECK(std::get<intent::ChooseTarget>(*i).seat == 1);
  CHECK_FALSE(intent_for_key({'0'}, k));
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
}

TEST_CASE("home keys", "[keymap]") {
  KeyContext home;
  CHECK(is<intent::ContinueGame>(intent_for_key({kKeyEnter}, home)));
  CHECK(is<intent::OpenNewGame>(intent_for_key({'n'}, home)));
  CHECK(is<intent::OpenHistory>(intent_for_key({'h'}, home)));
  CHECK(is<intent::OpenSettings>(intent_for_key({'p'}, home)));
  CHECK_FALSE(intent_for_key({'5'}, home));  // no card entry away from the table
}
