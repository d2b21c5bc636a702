// Every store message reads well in English and in Spanish.
#include <catch2/catch.hpp>

#include <string>

#include "core/i18n/lang.hpp"
#include "core/i18n/text_table.hpp"

using namespace flipside;

TEST_CASE("Every store message exists in English and Spanish", "[store][i18n]") {
  auto english = i18n::english_store_table();
  auto spanish = i18n::spanish_store_table();
  REQUIRE(english.size() > 20);
  CHECK(english.size() == spanish.size());
  for (const auto& entry : english) {
    INFO(entry.key);
    CHECK(entry.key.substr(0, 6) == "store.");
    CHECK_FALSE(entry.text.empty());
    CHECK(text(entry.key, Lang::kSpanish) != std::string_view(entry.key));  // present, not the key showing through
    CHECK(text(entry.key, Lang::kSpanish) != entry.text);  // translated, not copied
  }
}

TEST_CASE("Store messages name the file they are about", "[store][i18n]") {
  Message busy = msg("store.busy", "/home/ana/flipside.db");
  CHECK(render(busy) ==
        "The database /home/ana/flipside.db is in use by another program: close the other FlipSide and try again");
  CHECK(render(busy, Lang::kSpanish).find("/home/ana/flipside.db") != std::string::npos);
  Message corrupt = msg("store.corrupt", "a.db", "bad page", "a-2.db");
  CHECK(render(corrupt).find("a-2.db") != std::string::npos);
  CHECK(render(corrupt, Lang::kSpanish).find("a-2.db") != std::string::npos);
}
