// The table's view model: recipient and reason, rows, the pad's counts.
#include <catch2/catch.hpp>

#include "core/i18n/lang.hpp"
#include "games/flip7/game.hpp"
#include "support/sim.hpp"
#include "ui/games/flip7/table_view.hpp"

using namespace flipside;
using namespace flipside::ui;
using namespace flipside::ui::flip7ui;

namespace {

std::unique_ptr<flip7::Flip7Game> game_of(const ScriptHeader& h, std::initializer_list<nlohmann::json> lines) {
  Message error;
  auto g = flip7::make_flip7(h, &error);
  std::unique_ptr<flip7::Flip7Game> f7(static_cast<flip7::Flip7Game*>(g.release()));
  for (const auto& l : lines) REQUIRE(f7->apply(l).accepted);
  return f7;
}

}  // namespace

TEST_CASE("the deal starts left of the dealer and says so", "[table_view]") {
  auto g = game_of(test::flip7_header({"Ana", "Ben", "Cleo"}), {});
  const TableView v = build_table_view(g->engine());
  REQUIRE(v.awaiting_card());
  CHECK(v.seats[1].recipient);  // Ben sits left of Ana, the dealer
  CHECK(v.seats[0].dealer);
  CHECK(v.guidance.reason == flip7::Reason::kDeal);
  CHECK(render(guidance_message(v)) == "Next card for Ben (dealing)");
  CHECK(render(guidance_message(v), Lang::kSpanish) == "Siguiente carta para Ben (reparto)");
  CHECK(v.draw_pile == flip7::kCardsPerDeck);
}

TEST_CASE("the pad shows copies left and disables cards that cannot come", "[table_view]") {
  auto g = game_of(test::flip7_header({"Ana", "Ben"}), {{{"card", "0"}}, {{"card", "12"}}});
  const TableView v = build_table_view(g->engine());
  CHECK(v.pad[0].remaining == 0);  // the only 0 is on the table
  CHECK_FALSE(v.pad[0].possible);
  CHECK(v.pad[12].remaining == 11);
  CHECK(v.pad[12].possible);
  CHECK(v.draw_pile == flip7::kCardsPerDeck - 2);
  // Rows hold the cards, numbers first.
  REQUIRE(v.seats[1].cards.size() == 1);
  CHECK(v.seats[1].cards[0] == flip7::number_card(0));
  CHECK(v.seats[0].round_score == 12);
}

TEST_CASE("an action awaiting a target marks the chooser and the legal targets", "[table_view]") {
  auto g = game_of(test::flip7_header({"Ana", "Ben", "Cleo"}), {{{"card", "freeze"}}});
  const TableView v = build_table_view(g->engine());
  REQUIRE(v.awaiting_target());
  CHECK(v.seats[1].chooser);
  int legal = 0;
  for (const auto& s : v.seats) legal += s.legal_target;
  CHECK(legal == 3);
  for (const auto& k : v.pad) CHECK_FALSE(k.possible);  // no card before the target
  CHECK(render(guidance_message(v)) == "Ben chooses who gets the Freeze: tap a player");
}

TEST_CASE("the player on turn may stay once they hold a card", "[table_view]") {
  auto g = game_of(test::flip7_header({"Ana", "Ben"}), {{{"card", "5"}}, {{"card", "7"}}});
  const TableView v = build_table_view(g->engine());
  REQUIRE(v.guidance.may_stay == 1);
  CHECK(v.seats[1].may_stay);
  CHECK(v.seats[1].recipient);
  CHECK(v.seats[1].bust_chance > 0.0);
  CHECK(v.seats[1].progress == 0.0f);
}
