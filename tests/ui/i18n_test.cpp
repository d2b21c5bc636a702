// Every UI string exists in English and Spanish, and Spanish shows its
// accents and the rulebook's card names.
#include <catch2/catch.hpp>

#include <set>
#include <span>
#include <string>
#include <vector>

#include "core/game_info.hpp"
#include "core/i18n/lang.hpp"
#include "core/i18n/text_table.hpp"
#include "imgui_internal.h"
#include "support/headless.hpp"

using namespace flipside;

TEST_CASE("the UI tables have the same keys in both languages", "[i18n]") {
  std::set<std::string_view> en, es;
  for (auto table : {i18n::english_ui_table(), i18n::english_stats_table()})
    for (const auto& e : table) {
      CHECK(e.key.substr(0, 3) == "ui.");
      CHECK(en.insert(e.key).second);
    }
  for (auto table : {i18n::spanish_ui_table(), i18n::spanish_stats_table()})
    for (const auto& e : table) CHECK(es.insert(e.key).second);
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
  for (auto table : {i18n::english_ui_table(), i18n::english_stats_table()})
    for (const auto& e : table) {
      INFO(e.key);
      // A placeholder is "{0}" or a counted "{0|...}": the number is there either way.
      for (const char* ph : {"{0", "{1", "{2", "{3"})
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

// Issue 20, item 12: the Spanish rulebook says "¡has fallado!" for a bust;
// the table, its banner, the scoresheet and the notice say it the same way.
TEST_CASE("Spanish calls a Flip 7 bust one thing everywhere, as the rulebook does", "[i18n][flip7]") {
  CHECK(text("ui.status.busted", Lang::kSpanish) == "ha fallado");
  CHECK(text("flip7.why.busted", Lang::kSpanish) == "ha fallado");
  CHECK(text("ui.banner.bust", Lang::kSpanish) == "\xC2\xA1HA FALLADO!");
  CHECK(render(msg("flip7.notice.bust", "Ana", Arg::card_arg("flip7", "7")), Lang::kSpanish) ==
        "\xC2\xA1" "Ana ha fallado! Ha sacado otro 7");
  for (const char* key : {"ui.status.busted", "flip7.why.busted", "ui.banner.bust", "flip7.notice.bust"}) {
    const std::string_view es = text(key, Lang::kSpanish);
    INFO(key);
    CHECK(es.find("elimina") == std::string_view::npos);
    CHECK(es.find("ELIMINA") == std::string_view::npos);
    CHECK(es.find("pas\xC3\xB3") == std::string_view::npos);
  }
}

// Every character of every text, the shell's and each game's, in both
// languages, has a glyph in the app's font atlas (ui/widgets/fonts.cpp's ranges):
// a symbol missing there shows as "?" (the shuffle check's ◆ did).
TEST_CASE("every character the texts use has a glyph in the app's font", "[i18n][render]") {
  flipside::ui::test::Headless h(ImVec2(1280, 800));
  ImFont* font = ImGui::GetIO().Fonts->Fonts[0];
  REQUIRE(font);
  std::vector<std::span<const i18n::Entry>> tables = {i18n::english_ui_table(), i18n::spanish_ui_table()};
  for (const GameInfo& g : all_games()) {
    if (g.english_text) tables.push_back(g.english_text());
    if (g.spanish_text) tables.push_back(g.spanish_text());
  }
  for (const auto& table : tables)
    for (const auto& e : table) {
      const std::string text(e.text);
      const char* s = text.c_str();
      const char* end = s + text.size();
      while (s < end) {
        unsigned int c = 0;
        const int n = ImTextCharFromUtf8(&c, s, end);
        if (n <= 0) break;
        s += n;
        if (c < 0x20) continue;  // line breaks
        INFO(e.key << ": U+" << std::hex << c);
        CHECK(font->FindGlyphNoFallback(static_cast<ImWchar>(c)) != nullptr);
      }
    }
}
