// Names compare ignoring case and accents, as a Spanish table reads them,
// with ñ its own letter (issue 21 item 8; core/name_fold.hpp), in both
// directions; and a script cannot seat one name twice under two spellings.
#include <catch2/catch.hpp>

#include "core/name_fold.hpp"
#include "core/script_header.hpp"

using namespace flipside;

TEST_CASE("names match ignoring case and accents, both ways", "[names]") {
  CHECK(same_name("ANA BELÉN", "Ana Belén"));
  CHECK(same_name("Ana Belén", "ANA BELÉN"));
  CHECK(same_name("ana belen", "Ana Belén"));
  CHECK(same_name("maria", "María"));
  CHECK(same_name("María", "maria"));
  CHECK(same_name("MARÍA", "maría"));
  CHECK(same_name("Agüero", "AGUERO"));
  CHECK(same_name("Françoise", "francoise"));
  CHECK(same_name("Łukasz Dvořák", "lukasz dvorak"));  // Latin Extended-A
  CHECK(same_name("Ñoño", "ÑOÑO"));
  CHECK(same_name("ñoño", "Ñoño"));
}

TEST_CASE("ñ is its own letter: Ñoño and Nono are two names", "[names]") {
  CHECK_FALSE(same_name("Ñoño", "Nono"));
  CHECK_FALSE(same_name("Nono", "Ñoño"));
  CHECK_FALSE(same_name("Iñaki", "Inaki"));
  CHECK_FALSE(same_name("Ana", "Ana Belén"));
  CHECK(fold_name("Ñoño") == "ñoño");
  CHECK(fold_name("Ana Belén") == "ana belen");
  // A search finds a folded name inside another.
  CHECK(fold_name("José Ángel").find(fold_name("ANGEL")) != std::string::npos);
}

TEST_CASE("a script refuses one name twice under two spellings", "[names][header]") {
  Message error;
  auto header = parse_header(nlohmann::json::parse(R"({"game":"flip7","players":["María","MARIA"],"dealer":"María"})"),
                             &error);
  CHECK_FALSE(header);
  CHECK(error.key == "header.player_duplicate");
  auto fine = parse_header(nlohmann::json::parse(R"({"game":"flip7","players":["Ñoño","Nono"],"dealer":"Nono"})"),
                           &error);
  CHECK(fine);
}
