// Every UI string exists in English and Spanish, and Spanish shows its
// accents and the rulebook's card names.
#include <catch2/catch.hpp>

#include <set>
#include <string>

#include "core/i18n/lang.hpp"
#include "core/i18n/text_table.hpp"

using namespace flipside;

TEST_CASE("the UI tables have the same keys in both languages", "[i18n]") {
  std::set<std::string_view> en, es;
  for (const auto& e : i18n::english_ui_table()) {
    CHECK(e.key.substr(0, 3) == "ui.");
    CHECK(en.insert(e.key).second);
  }
  for (const auto& e : i18n::spanish_ui_table()) CHECK(es.insert(e.key).second);
  for (auto k : en) {
    INFO(k);
    CHECK(es.count(k) == 1);
  }
  for (auto k : es) {
    INFO(k);
    CHECK(en.count(k) == 1);
  }
}

TEST_CASE("placeholders match between languages", "[i18n]") {
  for (const auto& e : i18n::english_ui_table()) {
    INFO(e.key);
    for (const char* ph : {"{0}", "{1}"})
      CHECK((e.text.find(ph) != std::string_view::npos) ==
            (text(e.key, Lang::kSpanish).find(ph) != std::string_view::npos));
  }
}

TEST_CASE("card names as in the rulebooks", "[i18n]") {
  CHECK(card_name("flip7.freeze", Lang::kSpanish) == "Bloqueo");
  CHECK(card_name("flip7.flip3", Lang::kSpanish) == "Saca Tres");
  CHECK(card_name("flip7.second_chance", Lang::kSpanish) == "Vida Extra");
  CHECK(card_name("flip7.freeze", Lang::kEnglish) == "Freeze");
  CHECK(render(msg("ui.table.choose_target", "Ana", Arg::card_arg("flip7", "flip3")), Lang::kSpanish) ==
        "Ana elige objetivo para Saca Tres: toca un jugador");
}
