// The game log is the truth: undo drops the last line and replays the rest.
#include <catch2/catch.hpp>

#include "core/session.hpp"

using namespace flipside;

TEST_CASE("Session: undo restores the exact earlier state, redo brings it back, a new entry drops redo",
          "[core][session]") {
  ScriptHeader h;
  h.game = "flip7";
  h.players = {"Ana", "Ben"};
  h.dealer = "Ben";
  Message error;
  auto s = Session::start(h, &error);
  REQUIRE(s);
  REQUIRE(s->apply({{"card", "12"}}).accepted);
  const auto after_one = s->game().state();
  REQUIRE(s->apply({{"card", "11"}}).accepted);
  const auto after_two = s->game().state();
  CHECK_FALSE(s->apply({{"card", "11"}, {"to", "Ben"}}).accepted);  // rejected: not logged
  CHECK(s->lines().size() == 2);

  REQUIRE(s->undo());
  CHECK(s->game().state() == after_one);
  CHECK(s->can_redo());
  REQUIRE(s->redo());
  CHECK(s->game().state() == after_two);

  REQUIRE(s->undo());
  REQUIRE(s->apply({{"card", "5"}}).accepted);  // a different card for Ben
  CHECK_FALSE(s->can_redo());
  CHECK(s->lines().back() == nlohmann::json{{"card", "5"}});
  REQUIRE(s->undo());
  REQUIRE(s->undo());
  CHECK_FALSE(s->can_undo());
  CHECK(s->game().state()["draw_pile"] == 94);
}

namespace {

// Ana and Ben, Ben deals: Ana gets the first card, and is first on turn.
std::unique_ptr<Session> two_player_round(const std::vector<nlohmann::json>& lines) {
  ScriptHeader h;
  h.game = "flip7";
  h.players = {"Ana", "Ben"};
  h.dealer = "Ben";
  Message error;
  auto s = Session::start(h, &error);
  REQUIRE(s);
  for (const auto& line : lines) REQUIRE(s->apply(line).accepted);
  return s;
}

// Deal 12 to Ana, 11 to Ben; Ana hits a 5, Ben a 3; Ana's second 5 busts
// her; Ben stays with 14 and the round ends.
const std::vector<nlohmann::json> kRound = {{{"card", "12"}}, {{"card", "11"}}, {{"card", "5"}},
                                            {{"card", "3"}},  {{"card", "5"}},  {{"stay", "Ben"}}};

}  // namespace

TEST_CASE("Session: changing a past card replays the later entries on it (issue 9, item 10)", "[core][session][edit]") {
  auto s = two_player_round(kRound);
  REQUIRE(s->game().round() == 2);
  const auto original = s->game().state();

  // Ana's first hit was a 7, not a 5: her later 5 no longer busts her, and
  // Ben's stay no longer ends the round (Ana is still in).
  EditPlan plan = s->plan_edit(2, {{"card", "7"}});
  REQUIRE(plan.ok());
  CHECK(plan.later == 3);
  CHECK(plan.kept == 3);
  CHECK_FALSE(plan.stopped_by);
  CHECK(s->game().state() == original);  // planning changes nothing
  s->commit_edit(std::move(plan));
  CHECK(s->lines()[2] == nlohmann::json{{"card", "7"}});
  CHECK(s->lines().size() == 6);
  CHECK(s->game().round() == 1);
  const auto ana = s->game().state()["players"][0];
  CHECK(ana["status"] == "active");
  CHECK(ana["numbers"] == nlohmann::json{5, 7, 12});
  CHECK(s->game().state()["players"][1]["status"] == "stayed");

  // Undo takes the change back: the log and the state are what they were.
  CHECK(s->undo_reverts_edit());
  REQUIRE(s->undo());
  CHECK(s->lines() == kRound);
  CHECK(s->game().state() == original);
  CHECK_FALSE(s->undo_reverts_edit());
}

TEST_CASE("Session: a change stops at the first later entry that no longer fits, and undo brings it all back",
          "[core][session][edit]") {
  auto s = two_player_round(kRound);
  const auto original = s->game().state();
  // Ben stayed instead of drawing the 3: Ana's 5 then busts her and ends the
  // round, so Ben's stay (the last entry) comes during the next deal.
  EditPlan plan = s->plan_edit(3, {{"stay", "Ben"}});
  REQUIRE(plan.ok());
  CHECK(plan.later == 2);
  CHECK(plan.kept == 1);
  REQUIRE(plan.stopped_by);
  s->commit_edit(std::move(plan));
  CHECK(s->lines().size() == 5);
  CHECK(s->game().round() == 2);
  CHECK(s->game().rounds().at(0).points.at(1).second == 11);  // Ben stayed with his 11

  // An entry after the change, then undo twice: the entry, then the change.
  REQUIRE(s->apply({{"card", "9"}}).accepted);
  CHECK_FALSE(s->undo_reverts_edit());
  REQUIRE(s->undo());
  CHECK(s->undo_reverts_edit());
  REQUIRE(s->undo());
  CHECK(s->lines() == kRound);
  CHECK(s->game().state() == original);
}

TEST_CASE("Session: a change that does not fit where it goes changes nothing", "[core][session][edit]") {
  auto s = two_player_round(kRound);
  const auto original = s->game().state();
  EditPlan plan = s->plan_edit(0, {{"stay", "Ana"}});  // nobody stays during the deal
  CHECK_FALSE(plan.ok());
  CHECK_FALSE(s->plan_edit(6, {{"card", "1"}}).ok());  // no such entry
  s->commit_edit(std::move(plan));
  CHECK(s->lines() == kRound);
  CHECK(s->game().state() == original);
  CHECK(s->edits().empty());
}

#include <sstream>

#include "core/replay.hpp"

// A replay puts no notices into words (nobody reads them), but the game it
// gives back does again: the table opened from a replayed log still shows
// its banners.
TEST_CASE("Replay: the game a replay gives back puts its notices into words again", "[core][replay]") {
  std::istringstream script(
      "{\"game\":\"flip7\",\"players\":[\"Ana\",\"Ben\"],\"dealer\":\"Ben\"}\n{\"card\":\"5\"}\n{\"card\":\"7\"}\n");
  ReplayResult r = replay_script(script);
  REQUIRE(r.status == ReplayResult::Status::kAccepted);
  REQUIRE(r.game);
  CHECK(r.game->notices_wanted());
  const Verdict bust = r.game->apply({{"card", "5"}});  // Ana's second 5
  REQUIRE(bust.accepted);
  REQUIRE_FALSE(bust.notices.empty());
  CHECK(bust.notices.front().key == "flip7.notice.bust");
  // Off, the same line is judged the same way, with no sentence built.
  auto quiet = r.game->clone();
  REQUIRE(r.game->apply({{"stay", "Ben"}}).accepted);
  quiet->set_notices_wanted(false);
  const Verdict silent = quiet->apply({{"stay", "Ben"}});
  CHECK(silent.accepted);
  CHECK(silent.notices.empty());
  CHECK(quiet->state() == r.game->state());
}
