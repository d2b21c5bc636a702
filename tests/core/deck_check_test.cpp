// The deck fairness check (core/deck_check.hpp): the chi-square tail against
// table values, and verdicts on small made-up decks worked out by hand.
#include <catch2/catch.hpp>

#include <cmath>

#include "core/deck_check.hpp"
#include "core/i18n/lang.hpp"

using namespace flipside;

namespace {

// A three-kind deck: a ×1, b ×2, c ×1.
const std::vector<DeckCard> kSmallDeck = {{"card_a", "a", 1}, {"card_b", "b", 2}, {"card_c", "c", 1}};

}  // namespace

TEST_CASE("Chi-square tail: the table's 5 % and 1 % points, and closed forms", "[core][deck]") {
  // Critical values from any chi-square table.
  CHECK(deck::chi_square_p(3.841, 1) == Approx(0.05).epsilon(0.002));
  CHECK(deck::chi_square_p(6.635, 1) == Approx(0.01).epsilon(0.002));
  CHECK(deck::chi_square_p(18.307, 10) == Approx(0.05).epsilon(0.002));
  CHECK(deck::chi_square_p(23.209, 10) == Approx(0.01).epsilon(0.002));
  CHECK(deck::chi_square_p(38.932, 21) == Approx(0.01).epsilon(0.002));
  CHECK(deck::chi_square_p(29.615, 21) == Approx(0.10).epsilon(0.002));
  CHECK(deck::chi_square_p(0.0158, 1) == Approx(0.90).epsilon(0.002));
  // Two degrees of freedom: p = e^(-chi2/2) exactly.
  CHECK(deck::chi_square_p(4.0, 2) == Approx(std::exp(-2.0)).epsilon(1e-10));
  CHECK(deck::chi_square_p(0.6, 2) == Approx(std::exp(-0.3)).epsilon(1e-10));
  // The median of chi-square with 2k degrees of freedom is about 2k - 2/3.
  CHECK(deck::chi_square_p(9.342, 10) == Approx(0.5).epsilon(0.002));
  // Both sides of the series / continued fraction switch (x = a + 1).
  CHECK(deck::upper_gamma_q(3.0, 3.999) == Approx(deck::upper_gamma_q(3.0, 4.001)).epsilon(0.002));
  CHECK(deck::upper_gamma_q(1.0, 5.0) == Approx(std::exp(-5.0)).epsilon(1e-10));  // Q(1, x) = e^-x
  CHECK(deck::chi_square_p(0.0, 3) == 1.0);
  CHECK(deck::chi_square_p(500.0, 3) < 1e-100);
}

TEST_CASE("Deck check: counts in the deck's proportions fit its make-up", "[core][deck]") {
  // 40 cards: expected a 10, b 20, c 10. Seen 12, 18, 10:
  // chi2 = 4/10 + 4/20 + 0 = 0.6, 2 degrees of freedom, p = e^-0.3 = 0.74.
  const auto c = deck::check({{"card_a", 12}, {"card_b", 18}, {"card_c", 10}, {"other", 99}}, kSmallDeck);
  CHECK(c.total == 40);
  REQUIRE(c.rows.size() == 3);
  CHECK(c.rows[1].expected == Approx(20.0));
  CHECK(c.chi2 == Approx(0.6));
  CHECK(c.dof == 2);
  CHECK(c.p_value == Approx(0.7408).epsilon(0.001));
  CHECK(c.verdict == deck::Verdict::kFair);
  CHECK(render(deck::verdict_message(c, "test")) ==
        "The cards fit the deck's make-up: 40 cards, chi-square 0.6 with 2 degrees of freedom, p = 0.74.");
  CHECK(render(deck::verdict_message(c, "test"), Lang::kSpanish) ==
        "Las cartas encajan con la composici\xC3\xB3n del mazo: 40 cartas, chi-cuadrado 0,6 con 2 grados de libertad, p = 0,74.");  // Spanish decimal mark
}

TEST_CASE("Deck check: far too many of one card is suspicious and names it", "[core][deck]") {
  // 40 cards: a 25 (expected 10), b 10 (20), c 5 (10):
  // chi2 = 225/10 + 100/20 + 25/10 = 30, p = e^-15 (< 0.001); a is 4.7
  // standard deviations over, b 2.2 and c 1.6 under.
  const auto c = deck::check({{"card_a", 25}, {"card_b", 10}, {"card_c", 5}}, kSmallDeck);
  CHECK(c.chi2 == Approx(30.0));
  CHECK(c.p_value == Approx(std::exp(-15.0)).epsilon(1e-6));
  CHECK(c.verdict == deck::Verdict::kSuspicious);
  CHECK(c.more_often == std::vector<std::string>{"a"});
  CHECK(render(deck::verdict_message(c, "test")) ==
        "Not the deck's make-up: these cards came up more often than the deck holds them: a (40 cards, chi-square 30.0 with 2 "
        "degrees of freedom, p < 0.001).");
  CHECK(render(deck::verdict_message(c, "test"), Lang::kSpanish).find("salieron m\xC3\xA1s de las que tiene el mazo: a") !=
        std::string::npos);
  CHECK(render(deck::verdict_message(c, "test"), Lang::kSpanish).find("chi-cuadrado 30,0 con 2 grados de libertad, p < 0,001") !=
        std::string::npos);
}

TEST_CASE("Deck check: too few cards to say, and rare cards pooled", "[core][deck]") {
  // 12 cards: expected 3, 6, 3. The rare a and c pool to 6: two groups
  // (b; a + c), 1 degree of freedom.
  const auto twelve = deck::check({{"card_a", 3}, {"card_b", 6}, {"card_c", 3}}, kSmallDeck);
  CHECK(twelve.rows[0].pooled);
  CHECK_FALSE(twelve.rows[1].pooled);
  CHECK(twelve.groups == 2);
  CHECK(twelve.dof == 1);
  CHECK(twelve.verdict == deck::Verdict::kFair);
  // 8 cards: expected 2, 4, 2: pooling everything leaves one group.
  const auto eight = deck::check({{"card_a", 2}, {"card_b", 4}, {"card_c", 2}}, kSmallDeck);
  CHECK(eight.verdict == deck::Verdict::kTooFew);
  CHECK(render(deck::verdict_message(eight, "test")) ==
        "Too few cards to tell whether the deck holds the right cards: 8 cards counted, and the check needs about 5 expected of "
        "each kind it compares.");
  // Nothing counted at all.
  CHECK(deck::check({}, kSmallDeck).verdict == deck::Verdict::kTooFew);
}

TEST_CASE("Deck check: a card missing far too often is named as coming up less", "[core][deck]") {
  // 80 cards: a 20 (exp 20), b 55 (40), c 5 (20). b is 2.4 over, so named.
  const auto over = deck::check({{"card_a", 20}, {"card_b", 55}, {"card_c", 5}}, kSmallDeck);
  CHECK(over.verdict == deck::Verdict::kSuspicious);
  CHECK(over.more_often == std::vector<std::string>{"b"});
  // 400 cards: a 100, b 210, c 90 is fair (chi2 = 0 + 0.5 + 1 = 1.5).
  CHECK(deck::check({{"card_a", 100}, {"card_b", 210}, {"card_c", 90}}, kSmallDeck).verdict == deck::Verdict::kFair);
  // a 120, b 220, c 60: a 2.0 over exactly (not beyond 2), c 4.0 under:
  // chi2 = 4 + 2 + 16 = 22, p = e^-11: only the missing card can be named.
  const auto under = deck::check({{"card_a", 120}, {"card_b", 220}, {"card_c", 60}}, kSmallDeck);
  CHECK(under.verdict == deck::Verdict::kSuspicious);
  CHECK(under.more_often.empty());
  CHECK(under.less_often == std::vector<std::string>{"c"});
  CHECK(render(deck::verdict_message(under, "test")).find("came up less often than the deck holds them: c") !=
        std::string::npos);
}
