// RULINGS.md, Flinch, rules 7 and 8: hands and the stock (the opening, the
// refills, the reshuffle of finished piles only), the pass of a player who
// can do nothing, and pile numbers that a call never gives again.
//
// How a player comes to do nothing (rule 7): with eight players and one deck
// the deal takes 80 cards to the Flinch piles and 40 to the hands, leaving 30
// in the stock. If nobody can start a pile, each player lays their five on
// reserves and draws five more: the stock covers six of them, and the last
// two are left with empty hands and nothing to draw until a pile leaves the
// table. On their turn, with no Flinch top or reserve top to play, they
// can do nothing.
#include "table.hpp"

using namespace flipside;
using namespace flipside::flinch;
using namespace flipside::flinch::test;

namespace {

const std::vector<std::string> kEight = {"Ana", "Ben", "Cy", "Dee", "Eve", "Fay", "Gus", "Hal"};

// Eight players, one deck, dealer Hal: Flinch tops revealed, then the opening
// (nobody can start a pile): each player in turn lays their five cards on
// reserve slots 1..5 and draws a new hand while the stock lasts.
Table eight_after_opening(const std::vector<int>& tops, const std::vector<std::vector<int>>& reserves) {
  Table t(kEight, "Hal");
  t.reveal_all(tops);
  REQUIRE(t.engine().stock() == 30);
  for (std::size_t p = 0; p < kEight.size(); ++p) {
    const std::string& who = kEight[p];
    const int stock = t.engine().stock();
    std::vector<std::string> notices;
    for (int slot = 1; slot <= 5; ++slot) notices = t.reserve(who, reserves[p][static_cast<std::size_t>(slot - 1)], slot);
    // Rule 7, the opening: the five laid out are replaced by a new hand from the stock...
    if (stock > 0) {
      CHECK(has(notices, "flinch.notice.new_hand"));
      CHECK(t.hand(who) == 5);
      CHECK(t.engine().stock() == stock - 5);
    } else {
      // ...which six players empty: the last two keep an empty hand.
      CHECK_FALSE(has(notices, "flinch.notice.new_hand"));
      CHECK(t.hand(who) == 0);
    }
  }
  CHECK(t.engine().stock() == 0);
  CHECK(t.on_turn() == "-");  // still nobody began
  return t;
}

}  // namespace

TEST_CASE("Rule 7: the opening: nobody can start a pile, each lays five on reserves and draws a new hand",
          "[flinch][rule7][opening]") {
  Table t({"Ana", "Ben", "Cy"}, "Cy");
  t.reveal_all({13, 14, 12});
  CHECK(t.engine().stock() == 150 - 45);
  int slot = 0;
  for (int v : {2, 3, 4, 5}) t.reserve("Ben", v, ++slot);
  CHECK(t.hand("Ben") == 1);  // no new hand before all five are laid
  auto notices = t.reserve("Ben", 6, 5);
  CHECK(has(notices, "flinch.notice.new_hand"));
  CHECK(t.hand("Ben") == 5);
  CHECK(t.engine().stock() == 150 - 45 - 5);
  // Opening reserves come from anybody, in any order: no turns yet.
  t.reserve("Cy", 7, 1);
  t.reserve("Ana", 8, 1);
  CHECK(t.on_turn() == "-");
  CHECK(t.state()["expecting"] ==
        "opening reserves from any player, or a player starts the first pile (and begins)");
  // The first pile ends the opening: whoever starts it begins.
  t.play("Cy", 1, "hand", "new");
  CHECK(t.on_turn() == "Cy");
}

TEST_CASE("Rule 7: a player on turn with no card in hand, nothing to draw and nothing playable passes, only then",
          "[flinch][rule7][pass]") {
  // Flinch tops: none starts a pile or goes on pile 1 (it will take 2) but Hal's 3.
  // Hal's reserves are 5, 6, 7, 8 and a 2 on slot 5.
  std::vector<std::vector<int>> reserves(8, std::vector<int>{4, 5, 6, 7, 8});
  reserves[7] = {5, 6, 7, 8, 2};
  Table t = eight_after_opening({13, 10, 11, 12, 14, 15, 15, 3}, reserves);
  CHECK(t.rejected({{"pass", "Ana"}}) == "Ana cannot pass: before the first pile there are no turns");
  t.play("Ana", 1, "hand", "new");  // Ana begins
  CHECK(t.rejected({{"pass", "Ana"}}) ==
        "Ana cannot pass: they hold 4 cards in hand (a turn ends with one on a reserve pile)");
  for (const std::string who : {"Ana", "Ben", "Cy", "Dee", "Eve", "Fay"}) t.reserve(who, 9, 1);
  REQUIRE(t.on_turn() == "Gus");
  // Gus: no card in hand, the stock is out and no pile has left the table;
  // his Flinch top 15 and reserve tops 4..8 do not go on pile 1 (it takes 2).
  CHECK(t.hand("Gus") == 0);
  CHECK(t.state()["expecting"] == "Gus has no card in hand, none to draw and nothing playable: Gus passes");
  CHECK(t.engine().must_pass());
  // Today no other line is possible: without the pass the game would be stuck.
  CHECK(t.rejected_reserve("Gus", 9, 1) == "Gus has no card in hand");
  CHECK(t.rejected_play("Gus", 2, "hand", "pile:1") == "Gus has no card in hand");
  CHECK(t.rejected({{"pass", "Hal"}}) == "Hal is not on turn: it is Gus's turn");
  auto notices = t.ok({{"pass", "Gus"}});
  CHECK(has(notices, "flinch.notice.passed"));
  CHECK(render(t.last().notices[0]) == "Gus has no card in hand, none to draw and nothing playable, and passes");
  // The turn ends without a reserve card.
  CHECK(t.on_turn() == "Hal");
  CHECK(t.state()["players"][6]["reserves"] == nlohmann::json::parse("[4,5,6,7,8]"));
  // Hal has no card in hand and nothing to draw, but his reserve 2 goes on pile 1.
  CHECK_FALSE(t.engine().must_pass());
  CHECK(t.state()["expecting"] == "Hal plays a card, or ends the turn with a card on a reserve pile");
  CHECK(t.rejected({{"pass", "Hal"}}) == "Hal cannot pass: the 2 can still go on pile 1");
  t.play("Hal", 2, "reserve:5", "pile:1");
  // Now his Flinch top 3 goes there: still no pass.
  CHECK(t.rejected({{"pass", "Hal"}}) == "Hal cannot pass: the 3 can still go on pile 1");
  t.play("Hal", 3, "flinch", "pile:1");
  t.reveal("Hal", 13);
  t.ok({{"pass", "Hal"}});
  CHECK(t.on_turn() == "Ana");
  CHECK(t.flinch_left("Hal") == 9);
  // Spanish too.
  const Message why = [&] {
    t.rejected({{"pass", "Ana"}});
    return t.last_rejection();
  }();
  CHECK(render(why, Lang::kSpanish) ==
        "Ana no puede pasar: tiene 3 cartas en la mano (el turno termina poniendo una en una pila de reserva)");
}

TEST_CASE("Rule 7: a pass is a line of the script: read, written and replayed", "[flinch][rule7][pass][contract]") {
  ScriptHeader h = header_for(kEight, "Hal");
  Message error;
  auto e = parse_event({{"pass", "Gus"}}, h, &error);
  REQUIRE(e);
  CHECK(e->kind == Event::Kind::kPass);
  CHECK(e->player == 6);
  CHECK(event_to_json(*e, h) == nlohmann::json{{"pass", "Gus"}});
  CHECK_FALSE(parse_event({{"pass", "Gus"}, {"card", 3}}, h, &error));
  CHECK(render(error) == "unknown field \"card\"");
  CHECK_FALSE(parse_event({{"pass", "Zed"}}, h, &error));
}

TEST_CASE("Rule 7: refills and the stock: a hand emptied by playing draws at once, when the stock is out only "
          "the cards of piles that left the table are shuffled into it",
          "[flinch][rule7][stock]") {
  std::vector<std::vector<int>> reserves(8, std::vector<int>{2, 3, 4, 5, 13});
  reserves[0] = {10, 9, 8, 7, 6};
  Table t = eight_after_opening({11, 12, 13, 14, 15, 10, 9, 9}, reserves);
  // Ana plays 1..5 from her new hand: emptied by playing, but the stock is out.
  for (int v = 1; v <= 5; ++v) {
    auto notices = t.play("Ana", v, "hand", v == 1 ? "new" : "pile:1");
    CHECK_FALSE(has(notices, "flinch.notice.new_hand"));
  }
  CHECK(t.hand("Ana") == 0);
  // 6..10 from her reserves, 11..15 from her Flinch pile.
  for (int v = 6; v <= 10; ++v) t.play("Ana", v, "reserve:" + std::to_string(11 - v), "pile:1");
  for (int v = 11; v <= 14; ++v) {
    t.play("Ana", v, "flinch", "pile:1");
    t.reveal("Ana", v + 1);
  }
  CHECK(t.engine().left_table() == 0);
  auto notices = t.play("Ana", 15, "flinch", "pile:1");
  // The pile leaves the table; its fifteen cards, and only they (the reserves
  // and everything else stay where they are), make the new stock; Ana's empty
  // hand draws five of them at once.
  CHECK(has(notices, "flinch.notice.pile_complete"));
  CHECK(has(notices, "flinch.notice.reshuffle"));
  CHECK(render(t.last().notices[1]) ==
        "The stock is empty: the 15 cards of finished piles are shuffled into a new stock");
  CHECK(has(notices, "flinch.notice.new_hand"));
  CHECK(t.hand("Ana") == 5);
  CHECK(t.engine().stock() == 10);
  CHECK(t.engine().left_table() == 0);
  t.reveal("Ana", 4);
  t.reserve("Ana", 7, 1);
  for (const std::string who : {"Ben", "Cy", "Dee", "Eve", "Fay"}) t.reserve(who, 8, 1);
  // Gus emptied his hand onto the reserve in the opening: he draws when his turn comes.
  CHECK(t.on_turn() == "Gus");
  CHECK(t.hand("Gus") == 5);
  CHECK(t.engine().stock() == 5);
  t.reserve("Gus", 8, 1);
  CHECK(t.hand("Hal") == 5);
  CHECK(t.engine().stock() == 0);
}

TEST_CASE("Rule 8: after a call a new pile gets the next number: pile numbers given are never given again",
          "[flinch][rule8][rule4]") {
  SECTION("in the opening, as in the issue: the first pile is taken back, the next one is pile 2") {
    Table t;
    t.reveal_all({1, 9, 12});
    // Ana starts pile 1 with a 1 from hand while her Flinch top is a 1 (rule 3).
    t.play("Ana", 1, "hand", "new");
    CHECK(t.piles() == nlohmann::json::parse(R"([{"id":1,"next":[2]}])"));
    t.call("Ben", "Ana");
    CHECK(t.piles().empty());
    t.reveal("Ben", 4);
    auto notices = t.play("Ana", 1, "flinch", "new");
    CHECK(render(t.last().notices[1]) == "Ana starts pile 2 with 1");
    CHECK(t.piles() == nlohmann::json::parse(R"([{"id":2,"next":[2]}])"));
    t.reveal("Ana", 2);
    t.play("Ana", 2, "flinch", "pile:2");
    t.reveal("Ana", 8);
    CHECK(t.rejected_play("Ana", 3, "hand", "pile:1") == "There is no pile 1 on the table");
  }
  SECTION("during the game: a pile started by the offending move keeps its number out of use") {
    Table t;
    t.reveal_all({13, 2, 12});
    t.play("Ana", 1, "hand", "new");  // pile 1
    t.reserve("Ana", 5, 1);
    // Ben starts pile 2 while his Flinch top 2 could go on pile 1: Cy calls.
    t.play("Ben", 1, "hand", "new");
    CHECK(t.piles().size() == 2);
    t.call("Cy", "Ben");
    t.reveal("Cy", 6);
    CHECK(t.piles() == nlohmann::json::parse(R"([{"id":1,"next":[2]}])"));
    CHECK(t.engine().next_pile_id() == 3);
    t.play("Cy", 1, "hand", "new");
    CHECK(t.piles() == nlohmann::json::parse(R"([{"id":1,"next":[2]},{"id":3,"next":[2]}])"));
    CHECK(t.rejected_play("Cy", 2, "hand", "pile:2") == "There is no pile 2 on the table");
  }
}
