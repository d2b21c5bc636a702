// RULINGS.md, Flinch, rule 6: partnerships (rulebook, "Partidas de
// Parejas"), a contract extension: the option "partners", 4 or 6 players,
// partners opposite; "from":"partner_flinch" / "partner_reserve:K" play the
// partner's cards. Own Flinch top first, then the partner's, both owed; a
// call catches missing either; the pair wins when both piles are empty.
#include "table.hpp"

using namespace flipside;
using namespace flipside::flinch;
using namespace flipside::flinch::test;

namespace {

const nlohmann::json kPartners = {{"partners", true}};

// Ana and Cy are partners (seats 1 and 3), Ben and Dee (2 and 4).
Table pairs() { return Table({"Ana", "Ben", "Cy", "Dee"}, "Dee", kPartners); }

nlohmann::json one_call(const std::string& on, const std::string& reason) {
  return nlohmann::json::array({{{"on", on}, {"reason", reason}}});
}

}  // namespace

TEST_CASE("Rule 6: partners sit opposite and the state says who partners whom", "[flinch][rule6][partners]") {
  Table t = pairs();
  CHECK(t.engine().partner(0) == 2);
  CHECK(t.engine().partner(1) == 3);
  CHECK(t.engine().partner(2) == 0);
  CHECK(t.engine().partner(3) == 1);
  const auto s = t.state();
  CHECK(s["options"]["partners"] == true);
  CHECK(s["players"][0]["partner"] == "Cy");
  CHECK(s["players"][1]["partner"] == "Dee");
  CHECK(s["winners"] == nlohmann::json::array());
  Table six({"A", "B", "C", "D", "E", "F"}, "F", kPartners);
  CHECK(six.engine().partner(0) == 3);
  CHECK(six.engine().partner(4) == 1);
  SECTION("a standard game's state has no partnership fields") {
    Table plain({"Ana", "Ben", "Cy", "Dee"}, "Dee");
    CHECK_FALSE(plain.state()["options"].contains("partners"));
    CHECK_FALSE(plain.state()["players"][0].contains("partner"));
    CHECK_FALSE(plain.state().contains("winners"));
  }
}

TEST_CASE("Rule 6: partnerships take 4 or 6 players, partner sources need the option", "[flinch][rule6][partners]") {
  Message error;
  for (int n : {2, 3, 5, 7, 8}) {
    ScriptHeader h = header_for({}, "A", kPartners);
    for (int p = 0; p < n; ++p) h.players.push_back(std::string(1, static_cast<char>('A' + p)));
    CHECK_FALSE(make_flinch(h, &error));
    std::string expected = "Partnerships take 4 or 6 players (partners sit opposite), not ";
    expected.append(std::to_string(n));
    CHECK(render(error) == expected);
  }
  CHECK(make_flinch(header_for({"A", "B", "C", "D"}, "D", kPartners), &error));
  CHECK(make_flinch(header_for({"A", "B", "C", "D", "E", "F"}, "F", kPartners), &error));
  Table plain({"Ana", "Ben", "Cy", "Dee"}, "Dee");
  plain.reveal_all({5, 9, 2, 12});
  plain.play("Ana", 1, "hand", "new");
  CHECK(plain.rejected_play("Ana", 2, "partner_flinch", "pile:1") ==
        "A partner's cards are played only in a partnership game (option \"partners\")");
  CHECK(plain.rejected_play("Ana", 2, "partner_reserve:1", "pile:1") ==
        "A partner's cards are played only in a partnership game (option \"partners\")");
}

TEST_CASE("Rule 6: before the first pile (no turns) partners' cards are neither played nor owed",
          "[flinch][rule6][partners]") {
  Table t = pairs();
  t.reveal_all({5, 9, 1, 12});  // Cy's Flinch top is a 1
  CHECK(t.rejected_play("Ana", 1, "partner_flinch", "new") ==
        "Cy's cards are played by their partner on a turn: not before the first pile is started");
  t.reserve("Ana", 7, 1);  // an opening reserve owes only Ana's own top
  CHECK(t.flinchable().empty());
  t.play("Cy", 1, "flinch", "new");  // Cy begins with her own 1
  CHECK(t.on_turn() == "Cy");
}

TEST_CASE("Rule 6: the player on turn plays the partner's Flinch top and reserve tops, the partner reveals the next",
          "[flinch][rule6][partners]") {
  Table t = pairs();
  t.reveal_all({5, 9, 2, 12});
  t.reserve("Cy", 3, 1);  // an opening reserve
  t.play("Ana", 1, "hand", "new");
  REQUIRE(t.on_turn() == "Ana");
  t.play("Ana", 2, "partner_flinch", "pile:1");
  CHECK(t.flinchable().empty());
  CHECK(t.flinch_left("Cy") == 9);
  CHECK(t.state()["players"][2]["flinch_top"].is_null());
  CHECK(t.rejected_play("Ana", 3, "partner_reserve:1", "pile:1") == "First reveal the new top of Cy's Flinch pile");
  t.reveal("Cy", 14);
  t.play("Ana", 3, "partner_reserve:1", "pile:1");
  CHECK(t.reserve_top("Cy", 1) == 0);
  CHECK(t.piles() == nlohmann::json::array({{{"id", 1}, {"next", {4}}}}));
  SECTION("refusals name the partner's cards") {
    CHECK(t.rejected_play("Ana", 4, "partner_flinch", "pile:1") == "Cy's Flinch top is 14, not 4");
    CHECK(t.rejected_play("Ana", 4, "partner_reserve:2", "pile:1") == "Cy's reserve pile 2 is empty");
    CHECK(t.rejected_play("Ben", 14, "partner_flinch", "new") == "Ben is not on turn: it is Ana's turn");
  }
  SECTION("the lines round-trip through the script codec") {
    const auto e = parse_event({{"play", "Ana"}, {"card", 4}, {"from", "partner_reserve:5"}, {"to", "pile:1"}},
                               t.game().header(), nullptr);
    REQUIRE(e);
    CHECK(e->from == Source::kPartnerReserve);
    CHECK(event_to_json(*e, t.game().header())["from"] == "partner_reserve:5");
    CHECK(event_to_json(Event::play(0, 4, Source::kPartnerFlinch, 0, 1), t.game().header())["from"] ==
          "partner_flinch");
  }
}

TEST_CASE("Rule 6: a playable partner's Flinch top is owed like one's own: any other card or ending the turn is a breach",
          "[flinch][rule6][rule3][partners]") {
  Table t = pairs();
  t.reveal_all({5, 9, 2, 12});
  t.play("Ana", 1, "hand", "new");  // Cy's 2 could go on pile 1; Ana's own 5 cannot
  REQUIRE(t.flinchable().empty());
  SECTION("a card from hand") {
    t.play("Ana", 1, "hand", "new");
    CHECK(t.flinchable() == one_call("Ana", "Ana played 1 from hand while Cy's Flinch top 2 could go on pile 1"));
    CHECK(render(breach_message(*t.engine().breach(), t.engine()), Lang::kSpanish) ==
          "Ana jugó un 1 de la mano cuando el 2 del Montón de Flinch de Cy podía ir a la pila 1");
  }
  SECTION("ending the turn") {
    t.reserve("Ana", 7, 1);
    CHECK(t.flinchable() ==
          one_call("Ana", "Ana ended the turn (put 7 on reserve pile 1) while Cy's Flinch top 2 could go on pile 1"));
  }
  SECTION("a start card from hand while the partner's Flinch top is the same start card") {
    Table u = pairs();
    u.reveal_all({5, 9, 2, 12});
    u.play("Ana", 1, "hand", "new");
    u.play("Ana", 2, "partner_flinch", "pile:1");
    u.reveal("Cy", 1);
    u.play("Ana", 1, "hand", "new");  // Cy's Flinch top is a 1 too
    CHECK(u.flinchable() ==
          one_call("Ana", "Ana played 1 from hand while Cy's Flinch top was also 1: the Flinch pile's goes first"));
  }
  SECTION("playing it is lawful, and so is a card from the partner's reserve once no Flinch top can go") {
    t.play("Ana", 2, "partner_flinch", "pile:1");
    t.reveal("Cy", 11);
    CHECK(t.flinchable().empty());
    t.play("Ana", 3, "hand", "pile:1");
    t.reserve("Ana", 7, 1);
    CHECK(t.flinchable().empty());
  }
}

TEST_CASE("Rule 6: one's own Flinch top goes before the partner's", "[flinch][rule6][rule3][partners]") {
  Table t = pairs();
  t.reveal_all({2, 9, 2, 12});
  t.play("Ana", 1, "hand", "new");  // both 2s could go on pile 1, only one will
  SECTION("the partner's first is a breach") {
    t.play("Ana", 2, "partner_flinch", "pile:1");
    CHECK(t.flinchable() ==
          one_call("Ana", "Ana played Cy's Flinch top 2 while their own Flinch top 2 could go on pile 1: their own goes first"));
    CHECK(render(breach_message(*t.engine().breach(), t.engine()), Lang::kSpanish) ==
          "Ana jugó el 2 del Montón de Flinch de Cy cuando el 2 de su propio Montón podía ir a la pila 1: va primero el suyo");
    SECTION("a call puts Cy's card back and ends Ana's turn") {
      t.reveal("Cy", 7);  // reveals come first, and leave the call valid
      t.call("Ben", "Ana");
      CHECK(t.flinch_left("Cy") == 10);
      CHECK(t.state()["players"][2]["flinch_top"] == 2);
      CHECK(t.flinch_left("Ana") == 11);
      CHECK(t.flinch_left("Ben") == 9);
      CHECK(t.on_turn() == "Ben");
    }
  }
  SECTION("own first, then the partner's (still owed)") {
    t.play("Ana", 2, "flinch", "pile:1");
    CHECK(t.flinchable().empty());
    t.reveal("Ana", 9);
    t.play("Ana", 1, "hand", "new");  // Cy's 2 could go on pile 2 now
    CHECK(t.flinchable().empty());
    t.play("Ana", 3, "hand", "pile:1");
    CHECK(t.flinchable() == one_call("Ana", "Ana played 3 from hand while Cy's Flinch top 2 could go on pile 2"));
  }
  SECTION("with one's own top not playable, the partner's is not out of order") {
    Table u = pairs();
    u.reveal_all({7, 9, 2, 12});
    u.play("Ana", 1, "hand", "new");
    u.play("Ana", 2, "partner_flinch", "pile:1");
    CHECK(u.flinchable().empty());
  }
}

TEST_CASE("Rule 6: calls in partnerships come from adversaries, the partner's reserve card is caught too",
          "[flinch][rule6][rule4][partners]") {
  Table t = pairs();
  t.reveal_all({5, 9, 2, 12});
  t.reserve("Cy", 3, 1);
  t.play("Ana", 1, "hand", "new");
  t.play("Ana", 2, "partner_flinch", "pile:1");
  t.reveal("Cy", 14);
  t.play("Ana", 3, "partner_reserve:1", "pile:1");
  t.play("Ana", 4, "hand", "pile:1");
  REQUIRE(t.flinchable().empty());
  t.play("Ana", 1, "hand", "new");  // Ana's own 5 could go on pile 1
  CHECK(t.flinchable() == one_call("Ana", "Ana played 1 from hand while their Flinch top 5 could go on pile 1"));
  CHECK(t.rejected_call("Cy", "Ana") == "Cy cannot call Flinch on their own partner Ana: a call comes from an adversary");
  auto notices = t.call("Dee", "Ana");
  CHECK(has(notices, "flinch.notice.flinched"));
  CHECK(t.flinch_left("Ana") == 11);
  CHECK(t.flinch_left("Dee") == 9);
  CHECK(t.on_turn() == "Ben");

  SECTION("a card from the partner's reserve while a Flinch top could go") {
    Table u = pairs();
    u.reveal_all({5, 9, 12, 12});
    u.reserve("Cy", 2, 1);
    u.play("Ana", 1, "hand", "new");
    u.play("Ana", 1, "hand", "new");
    u.play("Ana", 2, "hand", "pile:1");
    u.play("Ana", 3, "hand", "pile:1");
    u.play("Ana", 4, "hand", "pile:1");  // Ana's 5 could go on pile 1
    u.play("Ana", 2, "partner_reserve:1", "pile:2");
    CHECK(u.flinchable() ==
          one_call("Ana", "Ana played 2 from Cy's reserve pile 1 while their Flinch top 5 could go on pile 1"));
  }
}

TEST_CASE("Rule 6: when one partner's Flinch pile is empty the pair plays on from the other, both empty wins for both",
          "[flinch][rule6][rule5][partners]") {
  Table t = pairs();
  t.reveal_all({1, 11, 13, 12});
  t.play("Ana", 1, "flinch", "new");
  for (int v = 2; v <= 10; ++v) {
    t.reveal("Ana", v);
    auto notices = t.play("Ana", v, "flinch", "pile:1");
    CHECK_FALSE(has(notices, "flinch.notice.winner"));
    CHECK_FALSE(has(notices, "flinch.notice.winner_pair"));
  }
  CHECK(t.flinch_left("Ana") == 0);
  CHECK_FALSE(t.engine().finished());
  CHECK(t.engine().pending_reveal() == -1);  // nothing left to reveal for Ana
  CHECK(t.state()["winner"].is_null());
  // Ana's pile is out; the pair (10 cards left) leads Ben and Dee (20).
  auto standings = t.game().standings();
  CHECK(standings[0].seat == 0);
  CHECK(standings[0].total == 10);
  CHECK(standings[1].seat == 2);
  CHECK(standings[1].place == 1);

  // Cy's 13 cannot go (pile 1 takes 11): Ana ends her turn; Ben breaks an obligation.
  t.reserve("Ana", 7, 1);
  t.play("Ben", 1, "hand", "new");  // Ben's 11 could go on pile 1
  REQUIRE(t.flinchable().size() == 1);
  // A caller with an empty Flinch pile gives no card.
  auto notices = t.call("Ana", "Ben");
  CHECK(render(t.last().notices.back()) ==
        "Flinch called by Ana on Ben: the card goes back and Ben's turn ends (Ana's Flinch pile is empty: no card to give)");
  CHECK(render(t.last().notices.back(), Lang::kSpanish) ==
        "Ana flincha a Ben: la carta vuelve a su sitio y Ben cesa su jugada (el Montón de Flinch de Ana está agotado: no da carta)");
  CHECK(has(notices, "flinch.notice.flinched_no_card"));
  CHECK(t.flinch_left("Ana") == 0);
  CHECK(t.flinch_left("Ben") == 10);
  CHECK(t.on_turn() == "Cy");
  CHECK_FALSE(t.engine().finished());

  // Cy's own pile goes out: the game ends, and both partners win.
  t.play("Cy", 11, "hand", "pile:1");
  t.play("Cy", 12, "hand", "pile:1");
  t.play("Cy", 13, "flinch", "pile:1");
  for (int v : {14, 15}) {
    t.reveal("Cy", v);
    t.play("Cy", v, "flinch", "pile:1");
  }
  for (int v : {1, 2, 3, 4, 5, 6, 7}) {
    t.reveal("Cy", v);
    std::string to = "new";
    if (v > 1) to = "pile:", to.append(std::to_string(t.engine().next_pile_id() - 1));
    auto played = t.play("Cy", v, "flinch", to);
    CHECK(has(played, "flinch.notice.winner_pair") == (v == 7));
  }
  CHECK(t.engine().finished());
  CHECK(t.state()["winner"] == "Cy");
  CHECK(t.state()["winners"] == nlohmann::json::array({"Ana", "Cy"}));
  CHECK(render(t.last().notices.back()) == "Cy has emptied the pair's last Flinch pile: Cy and Ana win!");
  CHECK(render(t.game().expecting()) == "nothing: the game is over, Cy and Ana won");
  CHECK(t.rejected({{"reserve", "Ben"}, {"card", 5}, {"pile", 2}}) ==
        "The game is over: Cy and Ana emptied their Flinch piles and won");
  const auto s = t.game().standings();
  CHECK(s[0].place == 1);
  CHECK(s[1].place == 1);
  CHECK(s[2].place == 3);
  CHECK(((s[0].seat == 0 && s[1].seat == 2) || (s[0].seat == 2 && s[1].seat == 0)));
}

TEST_CASE("Rule 6: a partner's Flinch top played by the mover can end the game", "[flinch][rule6][rule5][partners]") {
  Table t = pairs();
  t.reveal_all({1, 11, 12, 13});
  t.play("Ana", 1, "flinch", "new");
  for (int v = 2; v <= 10; ++v) {
    t.reveal("Ana", v);
    t.play("Ana", v, "flinch", "pile:1");
  }
  // Still Ana's turn: Cy's 12 cannot go; Ana plays 11 from hand, then Cy's Flinch pile.
  t.play("Ana", 11, "hand", "pile:1");
  t.play("Ana", 12, "partner_flinch", "pile:1");
  for (int v : {13, 14, 15, 1, 2, 3, 4, 5, 6}) {
    t.reveal("Cy", v);
    auto notices = t.play("Ana", v, "partner_flinch", v == 1 ? "new" : (v <= 15 && v >= 13 ? "pile:1" : "pile:2"));
    CHECK(has(notices, "flinch.notice.winner_pair") == (v == 6));
  }
  CHECK(t.engine().finished());
  CHECK(t.state()["winner"] == "Ana");
  CHECK(t.state()["winners"] == nlohmann::json::array({"Ana", "Cy"}));
  CHECK(t.engine().won(2));
  CHECK_FALSE(t.engine().won(1));
}
