// The entries behind an impossible Flip 7 card (issue 9, item 11): walking
// the log, following the deck's cycle, must find exactly as many entries as
// the deck has copies whenever the engine says every copy is out. The
// engine counts copies by where they lie; the walk only reads the log and
// the reshuffle notices, so each checks the other.
#include <catch2/catch.hpp>

#include "games/flip7/cards.hpp"
#include "support/random_flip7.hpp"
#include "ui/games/flip7/entry_words.hpp"

using namespace flipside;

namespace {

void check_every_impossible_card(const ScriptHeader& header, unsigned seed, int* checked) {
  const auto lines = testkit::play(header, seed);
  Message error;
  auto session = Session::start(header, &error);
  REQUIRE(session);
  for (std::size_t n = 0; n < lines.size(); ++n) {
    if (n % 7 == 0 && !session->game().finished()) {
      for (int k = 0; k < flip7::kCardKinds; ++k) {
        const auto card = static_cast<flip7::Card>(k);
        const nlohmann::json line = {{"card", std::string(flip7::card_key(card))}};
        auto probe = session->game().clone();
        const Verdict v = probe->apply(line);
        if (v.accepted || v.rejection.key != "flip7.card_impossible") continue;
        INFO("seed " << seed << ", after " << n << " entries, card " << line.dump());
        const auto behind = ui::flip7ui::entries_behind(*session, line, v.rejection);
        CHECK(behind.size() == static_cast<std::size_t>(flip7::copies_per_deck(card) * header.options.value("decks", 1)));
        for (std::size_t index : behind) CHECK(session->lines().at(index) .value("card", "") == line["card"]);
        ++*checked;
      }
    }
    REQUIRE(session->apply(lines[n]).accepted);
  }
}

}  // namespace

TEST_CASE("every impossible card is explained by exactly its deck's copies, entry by entry", "[flip7][edit]") {
  int checked = 0;
  for (unsigned seed = 1; seed <= 12; ++seed) check_every_impossible_card(testkit::flip7_header(), seed, &checked);
  auto every_round = testkit::flip7_header();
  every_round.options["deck_cycle"] = "every_round";
  for (unsigned seed = 1; seed <= 6; ++seed) check_every_impossible_card(every_round, seed, &checked);
  CHECK(checked > 50);  // the games do run the deck dry of some cards
}
