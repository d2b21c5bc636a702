// Issue 32 item 7: what a centre pile "takes next" is said in three places
// (the state's "next", the pile's label on the table, the refusal's "it
// takes …") and judged in one (the referee accepting a play). Here every
// pile state of every variant (RULINGS.md Flinch rules 1 and 6) is put on a
// real table, and the numbers the state prints are checked against the
// plays the referee accepts, card by card, and against the rule itself.
#include <set>
#include <string>

#include "table.hpp"

using namespace flipside;
using namespace flipside::flinch;
using namespace flipside::flinch::test;

namespace {

struct PileState {
  std::string variant;
  int start = 0;  // the card that started it
  int lo = 0, hi = 0;
};

// Every pile that can lie on the table: started by each of the variant's
// starting cards and grown to every size short of complete (rule 1: a
// complete pile leaves the table).
std::vector<PileState> every_pile_state() {
  std::vector<PileState> all;
  for (int hi = 1; hi < kHighest; ++hi) all.push_back({"standard", 1, 1, hi});
  for (int hi = 1; hi < kHighest; ++hi) all.push_back({"from15", 1, 1, hi});
  for (int lo = kHighest; lo > kLowest; --lo) all.push_back({"from15", 15, lo, kHighest});
  for (int lo = kLowest; lo <= 8; ++lo)
    for (int hi = 8; hi <= kHighest; ++hi)
      if (!(lo == kLowest && hi == kHighest)) all.push_back({"from8", 8, lo, hi});
  return all;
}

// Rule 1 and rule 6 in plain words: a pile going up takes the number above
// its top, one going down the number below, a from8 pile both (each end
// until it reaches 15 or 1).
std::set<int> rule_says(const PileState& s) {
  std::set<int> takes;
  const bool up = s.variant == "from8" || s.start == 1;
  const bool down = s.variant == "from8" || s.start == 15;
  if (up && s.hi < kHighest) takes.insert(s.hi + 1);
  if (down && s.lo > kLowest) takes.insert(s.lo - 1);
  return takes;
}

std::string numbers_in_words(const nlohmann::json& next) {
  std::string words;
  for (std::size_t i = 0; i < next.size(); ++i)
    words += (i == 0 ? "" : " and ") + std::to_string(next[i].get<int>());
  return words;
}

}  // namespace

TEST_CASE("Piles: the numbers every pile says it takes are exactly the plays the referee accepts, in every variant",
          "[flinch][rule1][rule6][piles]") {
  int states = 0;
  for (const PileState& s : every_pile_state()) {
    INFO(s.variant << " pile started with " << s.start << " holding " << s.lo << ".." << s.hi);
    // Ana starts the pile from her hand and grows it to lo..hi: down first,
    // then up. Flinch tops that the pile may pass make breaches, which are
    // accepted (rule 3): only what the referee refuses matters here.
    Table t({"Ana", "Ben"}, "Ben", {{"variant", s.variant}});
    t.reveal_all({12, 13});
    t.play("Ana", s.start, "hand", "new");
    for (int v = s.start - 1; v >= s.lo; --v) t.play("Ana", v, "hand", "pile:1");
    for (int v = s.start + 1; v <= s.hi; ++v) t.play("Ana", v, "hand", "pile:1");
    REQUIRE(t.piles().size() == 1);
    const nlohmann::json next = t.piles()[0]["next"];

    // What the state says the pile takes.
    std::set<int> said;
    for (const auto& v : next) said.insert(v.get<int>());
    CHECK(said.size() == next.size());
    CHECK_FALSE(said.empty());  // a pile on the table always takes something
    CHECK(said == rule_says(s));
    // The up end first, as the label reads ("10 / 6").
    if (next.size() == 2) CHECK(next[0].get<int>() > next[1].get<int>());

    // What the referee accepts: every number the state names, and no other;
    // each refusal names the same numbers.
    std::set<int> accepted;
    for (int v = kLowest; v <= kHighest; ++v) {
      const Event play = Event::play(t.seat("Ana"), v, Source::kHand, 0, 1);
      if (!t.engine().check(play)) {
        accepted.insert(v);
        continue;
      }
      const std::string why = t.rejected_play("Ana", v, "hand", "pile:1");
      CHECK(why == "A " + std::to_string(v) + " does not go on pile 1: it takes " + numbers_in_words(next));
    }
    CHECK(accepted == said);
    // Pile::takes, the rule the referee uses, agrees card by card.
    const Pile& pile = t.engine().piles().front();
    for (int v = 0; v <= kHighest + 1; ++v) CHECK(pile.takes(v) == (said.count(v) == 1));
    ++states;
  }
  CHECK(states == 14 + 28 + 63);  // standard, from15 (up and down), from8 (lo 1–8 × hi 8–15, less complete)
}
