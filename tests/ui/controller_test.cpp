// What an intent does, without a window: entries go through the store and
// are committed before they show, rejections change nothing, screens follow
// the game (table, round summary, winner), the new game form, settings and
// database problems.
#include <catch2/catch.hpp>

#include "support/fixtures.hpp"
#include "support/flip7_table.hpp"
#include "ui/games/flip7/flip7_ui.hpp"
#include "ui/shell/controller.hpp"

using namespace flipside;
using namespace flipside::ui;
using namespace flipside::ui::test;

namespace {

const flip7::Engine& engine(const Controller& c) { return f7(c).engine(); }

}  // namespace

TEST_CASE("launching with an unfinished game opens straight onto its table", "[controller]") {
  auto state = state_with(four_players(), Moment::kMidRound);
  auto c = controller_over(state);
  CHECK(c->screen() == Screen::kTable);
  REQUIRE(c->game());
  CHECK(c->game()->session().lines().size() == state->games[0].lines.size());
}

TEST_CASE("launching without an unfinished game shows home", "[controller]") {
  auto c = controller_over(std::make_shared<FakeStoreState>());
  CHECK(c->screen() == Screen::kHome);
  CHECK_FALSE(c->game_in_progress());
}

TEST_CASE("a card goes through the store before it shows", "[controller]") {
  auto state = state_with(four_players(), Moment::kStart);
  auto c = controller_over(state);
  c->apply(card(*c, flip7::number_card(7)));
  CHECK(state->applies == 1);
  REQUIRE(state->games[0].lines.size() == 1);
  CHECK(state->games[0].lines[0] == nlohmann::json{{"card", "7"}});
  CHECK(engine(*c).player(1).holds(7));
  CHECK_FALSE(c->popup());
}

TEST_CASE("a rejected entry shows the engine's sentence and changes nothing", "[controller]") {
  auto state = state_with(four_players(), Moment::kStart);
  auto c = controller_over(state);
  c->apply(card(*c, flip7::number_card(0)));
  c->apply(card(*c, flip7::number_card(0)));  // there is only one 0
  REQUIRE(c->popup());
  CHECK(c->popup()->kind == PopupKind::kRejection);
  CHECK(c->popup()->message.key == "flip7.card_impossible");
  CHECK(state->games[0].lines.size() == 1);
  // While the popup is up, nothing else is entered.
  c->apply(card(*c, flip7::number_card(5)));
  CHECK(state->games[0].lines.size() == 1);
  c->apply(intent::DismissPopup{});
  CHECK_FALSE(c->popup());
}

TEST_CASE("Enter on a popup: OK on a message, nothing on a confirmation nothing takes back", "[controller][keys]") {
  auto state = state_with(four_players(), Moment::kStart);
  auto c = controller_over(state);
  CHECK_FALSE(c->popup_enter());  // no popup
  c->apply(card(*c, flip7::number_card(0)));
  c->apply(card(*c, flip7::number_card(0)));
  REQUIRE(c->popup());
  REQUIRE(c->popup_enter());
  CHECK(std::holds_alternative<intent::DismissPopup>(*c->popup_enter()));
  c->apply(*c->popup_enter());
  CHECK_FALSE(c->popup());
  // Abandoning a game is not taken back by Undo: only a tap decides it.
  c->apply(intent::AbandonGame{});
  REQUIRE(c->popup());
  REQUIRE(c->popup()->kind == PopupKind::kConfirmAbandon);
  CHECK_FALSE(c->popup_enter());
}

TEST_CASE("a failed write is an error popup and the game is unchanged", "[controller]") {
  auto state = state_with(four_players(), Moment::kStart);
  auto c = controller_over(state);
  state->fail_writes = true;
  c->apply(card(*c, flip7::number_card(7)));
  REQUIRE(c->popup());
  CHECK(c->popup()->kind == PopupKind::kError);
  CHECK(c->game()->session().lines().empty());
}

TEST_CASE("an action with one legal target is entered with it in one line", "[controller]") {
  auto state = std::make_shared<FakeStoreState>();
  state->games.push_back(make_record(1, flip7_header({"Solo"}), {}));
  auto c = controller_over(state);
  c->apply(card(*c, flip7::Card::kFreeze));
  REQUIRE(state->games[0].lines.size() == 1);
  CHECK(state->games[0].lines[0] == nlohmann::json{{"card", "freeze"}, {"target", "Solo"}});
}

TEST_CASE("an action with several targets waits for one tap on a player", "[controller]") {
  auto state = state_with(four_players(), Moment::kStart);
  auto c = controller_over(state);
  c->apply(card(*c, flip7::Card::kFlipThree));
  CHECK(engine(*c).guidance().awaiting == flip7::Guidance::Awaiting::kTarget);
  c->apply(target(*c, 2));
  REQUIRE(state->games[0].lines.size() == 2);
  CHECK(state->games[0].lines[1] == nlohmann::json{{"target", "Cleo"}});
  CHECK(engine(*c).guidance().reason == flip7::Reason::kFlipThree);
  REQUIRE_FALSE(c->banners().empty());
  CHECK(banner_title(c->banners().front()) == "ui.banner.flip_three");
}

// RULINGS Flip 7 rule 5: a Flip Three's third card that is a Freeze or Flip
// Three, with nothing of that Flip Three waiting, resolves at once: the table
// asks for its target right away (or enters the only one with the card).
TEST_CASE("a Flip Three's third card that is an action asks for its target at once", "[controller][third_card]") {
  auto state = state_with(four_players(), Moment::kStart);
  auto c = controller_over(state);
  c->apply(card(*c, flip7::Card::kFlipThree));  // dealt to Ben
  c->apply(target(*c, 2));                      // Cleo takes three
  c->apply(card(*c, flip7::number_card(1)));
  c->apply(card(*c, flip7::number_card(2)));
  c->apply(card(*c, flip7::Card::kFlipThree));  // Cleo's third card
  const flip7::Guidance g = engine(*c).guidance();
  REQUIRE(g.awaiting == flip7::Guidance::Awaiting::kTarget);
  CHECK(engine(*c).name(g.chooser) == "Cleo");
  CHECK_FALSE(g.pending_was_set_aside);
  for (const auto& b : c->banners()) CHECK(b.message.key != "flip7.notice.action_waits");
  c->apply(target(*c, 3));
  REQUIRE(state->games[0].lines.size() == 6);
  CHECK(state->games[0].lines[5] == nlohmann::json{{"target", "Dani"}});
  CHECK(engine(*c).next_recipient() == 3);
}

TEST_CASE("a Flip Three's third card with one legal target is entered with it in one line", "[controller][third_card]") {
  auto state = std::make_shared<FakeStoreState>();
  state->games.push_back(make_record(1, flip7_header({"Solo"}), {}));
  auto c = controller_over(state);
  c->apply(card(*c, flip7::Card::kFlipThree));
  c->apply(card(*c, flip7::number_card(1)));
  c->apply(card(*c, flip7::number_card(2)));
  c->apply(card(*c, flip7::Card::kFreeze));
  REQUIRE(state->games[0].lines.size() == 4);
  CHECK(state->games[0].lines[3] == nlohmann::json{{"card", "freeze"}, {"target", "Solo"}});
}

TEST_CASE("stay is one intent for the player on turn", "[controller]") {
  auto state = state_with(four_players(), Moment::kMidRound);
  auto c = controller_over(state);
  const int who = engine(*c).guidance().may_stay;
  REQUIRE(who >= 0);
  c->apply(stay(*c));
  CHECK(state->games[0].lines.back() == nlohmann::json{{"stay", four_players().players[who]}});
  CHECK(engine(*c).player(who).status == flip7::Status::kStayed);
}

TEST_CASE("stay when nobody may stay gives the engine's reason", "[controller]") {
  auto state = state_with(four_players(), Moment::kStart);
  auto c = controller_over(state);
  c->apply(stay(*c));
  REQUIRE(c->popup());
  CHECK(c->popup()->message.key == "flip7.stay_during_deal");
}

TEST_CASE("undo and redo go through the store", "[controller]") {
  auto state = state_with(four_players(), Moment::kStart);
  auto c = controller_over(state);
  c->apply(card(*c, flip7::number_card(9)));
  c->apply(card(*c, flip7::number_card(8)));
  c->apply(intent::Undo{});
  CHECK(state->games[0].lines.size() == 1);
  CHECK(c->game()->can_redo());
  c->apply(intent::Redo{});
  CHECK(state->games[0].lines.size() == 2);
}

TEST_CASE("the round's last stay shows the round summary, then the table", "[controller]") {
  auto state = state_with(four_players(), Moment::kLastStay);
  auto c = controller_over(state);
  const std::size_t rounds = engine(*c).round_points().size();
  c->apply(stay(*c));
  CHECK(engine(*c).round_points().size() == rounds + 1);
  CHECK(c->screen() == Screen::kRoundSummary);
  REQUIRE(c->last_round());
  CHECK(c->last_round()->points.size() == 4);
  CHECK(c->keep_awake_wanted());
  c->apply(intent::ContinueAfterRound{});
  CHECK(c->screen() == Screen::kTable);
}

TEST_CASE("undo from the round summary goes back into the round", "[controller]") {
  auto state = state_with(four_players(), Moment::kLastStay);
  auto c = controller_over(state);
  c->apply(stay(*c));
  REQUIRE(c->screen() == Screen::kRoundSummary);
  c->apply(intent::Undo{});
  CHECK(c->screen() == Screen::kTable);
  CHECK(engine(*c).guidance().may_stay >= 0);
}

TEST_CASE("the game's last entry shows the winner", "[controller]") {
  const ScriptHeader h = four_players(60);
  auto all = lines_until(h, Moment::kFinished);
  auto state = std::make_shared<FakeStoreState>();
  const nlohmann::json last = all.back();
  all.pop_back();
  state->games.push_back(make_record(1, h, all));
  auto c = controller_over(state);
  REQUIRE(c->screen() == Screen::kTable);
  // The last line as the table would enter it (the very same line).
  Intent final_entry = intent::Submit{last};
  c->apply(final_entry);
  CHECK(f7(*c).finished());
  CHECK(c->screen() == Screen::kWinner);
  CHECK_FALSE(c->keep_awake_wanted());
  c->apply(intent::GoHome{});
  CHECK(c->screen() == Screen::kHome);
  CHECK_FALSE(c->game());
}

TEST_CASE("home offers the latest unfinished game even after viewing another", "[controller]") {
  auto state = state_with(four_players(60), Moment::kFinished);
  state->games.push_back(make_record(2, four_players(), lines_until(four_players(), Moment::kMidRound)));
  auto c = controller_over(state);
  REQUIRE(c->game()->id() == 2);
  c->apply(intent::OpenGame{1});
  CHECK(c->screen() == Screen::kWinner);
  c->apply(intent::GoHome{});
  CHECK(c->screen() == Screen::kHome);
  REQUIRE(c->game_in_progress());
  CHECK(c->game()->id() == 2);
  c->apply(intent::ContinueGame{});
  CHECK(c->screen() == Screen::kTable);
}

TEST_CASE("notices become banners by their key", "[controller]") {
  const GameUi& game_ui = flip7ui::flip7_ui();
  auto title = [&](const char* key) {
    auto look = game_ui.banner(msg(key));
    return look ? std::string(look->title_key) : std::string();
  };
  CHECK(title("flip7.notice.bust") == "ui.banner.bust");
  CHECK(title("flip7.notice.flip7") == "ui.banner.flip7");
  CHECK(title("flip7.notice.second_chance_used") == "ui.banner.second_chance_used");
  CHECK(title("flip7.notice.frozen") == "ui.banner.frozen");
  CHECK(title("flip7.notice.reshuffle") == "ui.banner.reshuffle");
  CHECK_FALSE(game_ui.banner(msg("flip7.notice.stayed")));

  auto state = state_with(four_players(), Moment::kStart);
  auto c = controller_over(state);
  c->set_now(10.0);
  // Deal Ben a 5, Cleo, Dani, Ana something, then Ben hits a second 5: bust.
  for (int v : {5, 6, 7, 8, 5}) c->apply(card(*c, flip7::number_card(v)));
  REQUIRE_FALSE(c->banners().empty());
  CHECK(banner_title(c->banners().front()) == "ui.banner.bust");
  CHECK(c->banner_visible(10.5));
  CHECK_FALSE(c->banner_visible(10.0 + kBannerSeconds + 0.1));
  c->apply(intent::DismissBanners{});
  CHECK(c->banners().empty());
}

TEST_CASE("a tap on a card that cannot come explains why", "[controller]") {
  auto state = state_with(four_players(), Moment::kStart);
  auto c = controller_over(state);
  c->apply(card(*c, flip7::number_card(0)));
  c->apply(explain(*c, flip7::number_card(0)));
  REQUIRE(c->info());
  CHECK(c->info()->key == "flip7.card_impossible");
  c->apply(card(*c, flip7::number_card(3)));
  CHECK_FALSE(c->info());
}

TEST_CASE("the new game form: players, seating, dealer, options", "[controller]") {
  auto c = controller_over(std::make_shared<FakeStoreState>());
  c->apply(intent::OpenNewGame{});
  CHECK(c->screen() == Screen::kNewGame);
  REQUIRE(c->form().problem());
  c->apply(intent::AddNewPlayer{"  Ana  "});
  c->apply(intent::AddNewPlayer{"Ben"});
  c->apply(intent::AddNewPlayer{"Cleo"});
  CHECK(c->form().seats == std::vector<std::string>{"Ana", "Ben", "Cleo"});
  CHECK(c->form().dealer == "Ana");
  c->apply(intent::AddNewPlayer{"ana"});  // names are unique, whatever the case
  REQUIRE(c->popup());
  CHECK(c->popup()->message.key == "header.player_duplicate");
  c->apply(intent::DismissPopup{});
  c->apply(intent::SetDealer{2});
  c->apply(intent::MoveSeat{2, -1});  // Cleo moves up; the dealer is still Cleo
  CHECK(c->form().seats == std::vector<std::string>{"Ana", "Cleo", "Ben"});
  CHECK(c->form().dealer == "Cleo");
  c->apply(intent::MoveSeat{0, -1});  // nothing above the first seat
  CHECK(c->form().seats.front() == "Ana");
  // The options as the screen sets them, checked against the game's specs.
  CHECK(c->form().options["target"] == 200);
  CHECK(c->form().options["round_limit"].is_null());
  c->apply(intent::SetOption{"target", 150});
  c->apply(intent::SetOption{"decks", 99});  // out of range: nothing changes
  CHECK(c->form().options["decks"] == 1);
  c->apply(intent::SetOption{"decks", 3});
  c->apply(intent::SetOption{"round_limit", 4});
  c->apply(intent::SetOption{"colour", "red"});  // not an option of the game: refused
  CHECK_FALSE(c->form().options.contains("colour"));
  CHECK(c->form().options["decks"] == 3);
  c->apply(intent::RemoveSeat{1});  // Cleo leaves: the dealer passes to the first seat
  CHECK(c->form().dealer == "Ana");
  c->apply(intent::SetOption{"decks", 1});
  c->apply(intent::StartGame{});
  REQUIRE(c->screen() == Screen::kTable);
  const ScriptHeader& h = c->game()->session().header();
  CHECK(h.players == std::vector<std::string>{"Ana", "Ben"});
  CHECK(h.dealer == "Ana");
  CHECK(h.options["target"] == 150);
  CHECK(h.options["round_limit"] == 4);
}

TEST_CASE("known players toggle in and out of the seating", "[controller]") {
  auto state = state_with(four_players(), Moment::kFinished);
  auto c = controller_over(state);
  c->apply(intent::OpenNewGame{});
  REQUIRE(c->known_players().size() == 4);
  c->apply(intent::ToggleKnownPlayer{"Cleo"});
  c->apply(intent::AddNewPlayer{"dani"});  // typed: keeps the stored spelling
  CHECK(c->form().seats == std::vector<std::string>{"Cleo", "Dani"});
  c->apply(intent::ToggleKnownPlayer{"Cleo"});
  CHECK(c->form().seats == std::vector<std::string>{"Dani"});
  CHECK(c->form().dealer == "Dani");
}

TEST_CASE("play again seats the same table with the next dealer", "[controller]") {
  auto state = state_with(four_players(60), Moment::kFinished);
  auto c = controller_over(state);
  c->apply(intent::OpenGame{1});
  REQUIRE(c->screen() == Screen::kWinner);
  c->apply(intent::PlayAgain{});
  CHECK(c->form().seats == four_players().players);
  CHECK(c->form().dealer == "Ben");
  CHECK(c->form().game == "flip7");
  CHECK(c->form().options["target"] == 60);
}

TEST_CASE("history lists the store's games and opens them", "[controller]") {
  auto state = state_with(four_players(), Moment::kMidRound);
  auto c = controller_over(state);
  c->apply(intent::GoHome{});
  CHECK(c->game_in_progress());  // kept open: Continue is instant
  c->apply(intent::OpenHistory{});
  CHECK(c->screen() == Screen::kHistory);
  REQUIRE(c->history().size() == 1);
  c->apply(intent::OpenGame{c->history()[0].id});
  CHECK(c->screen() == Screen::kTable);
}

TEST_CASE("abandoning asks first, then ends the game without a winner", "[controller]") {
  auto state = state_with(four_players(), Moment::kMidRound);
  auto c = controller_over(state);
  c->apply(intent::AbandonGame{});
  REQUIRE(c->popup());
  CHECK(c->popup()->kind == PopupKind::kConfirmAbandon);
  c->apply(intent::ConfirmAbandon{});
  CHECK(state->games[0].status == "abandoned");
  CHECK(c->screen() == Screen::kHome);
  CHECK_FALSE(c->game());
}

TEST_CASE("settings changes are saved and a new text size rebuilds the fonts", "[controller]") {
  auto c = controller_over(std::make_shared<FakeStoreState>());
  std::vector<Settings> saved;
  c->set_settings_sink([&](const Settings& s) { saved.push_back(s); });
  c->apply(intent::SetLanguage{Lang::kSpanish});
  c->apply(intent::SetTheme{Theme::kLight});
  c->apply(intent::ToggleCoach{});
  CHECK_FALSE(c->take_fonts_dirty());
  c->apply(intent::SetTextScale{150});
  CHECK(c->take_fonts_dirty());
  CHECK_FALSE(c->take_fonts_dirty());
  REQUIRE(saved.size() == 4);
  CHECK(saved.back().lang == Lang::kSpanish);
  CHECK(saved.back().theme == Theme::kLight);
  CHECK(saved.back().coach);
  CHECK(saved.back().text_scale == 150);
  c->apply(intent::SetTextScale{150});  // no change, no save
  CHECK(saved.size() == 4);
}

TEST_CASE("settings opened from the table go back to the table", "[controller]") {
  auto c = controller_over(state_with(four_players(), Moment::kMidRound));
  c->apply(intent::OpenSettings{});
  CHECK(c->screen() == Screen::kSettings);
  c->apply(intent::Back{});
  CHECK(c->screen() == Screen::kTable);
}

TEST_CASE("a database that cannot be opened is a popup with choices, not a crash", "[controller]") {
  // As the store refuses a damaged file: the fresh path it offers comes last.
  store::OpenResult failed = msg("store.corrupt", "/tmp/x.db", "database disk image is malformed", "/tmp/x-2.db");
  std::string opened_path;
  StoreAccess access;
  access.open_file = [&](const std::string& path) {
    opened_path = path;
    return store::OpenResult(store::Opened{std::make_unique<FakeStore>(), std::nullopt});
  };
  access.open_memory = [] { return std::unique_ptr<store::Store>(std::make_unique<FakeStore>()); };
  Controller c(std::move(failed), access, Settings{});
  c.start();
  REQUIRE(c.popup());
  CHECK(c.popup()->kind == PopupKind::kDatabase);
  c.apply(intent::DismissPopup{});  // needs an answer
  CHECK(c.popup());
  c.apply(intent::StartGame{});
  CHECK(c.popup());
  c.apply(intent::UseFreshDatabase{});
  CHECK(opened_path == "/tmp/x-2.db");
  CHECK(c.store());
  CHECK_FALSE(c.popup());
}

TEST_CASE("playing without saving uses a memory store and says so", "[controller]") {
  store::OpenResult failed = msg("store.cannot_create", "/root/x.db");
  StoreAccess access;
  access.open_memory = [] { return std::unique_ptr<store::Store>(std::make_unique<FakeStore>()); };
  Controller c(std::move(failed), access, Settings{});
  c.apply(intent::UseFreshDatabase{});  // no fresh path offered: nothing happens
  REQUIRE(c.popup());
  c.apply(intent::PlayWithoutSaving{});
  CHECK(c.store());
  REQUIRE(c.popup());
  CHECK(c.popup()->kind == PopupKind::kWarning);
}

TEST_CASE("a read-only database is opened with a warning", "[controller]") {
  store::OpenResult ro = store::Opened{std::make_unique<FakeStore>(std::make_shared<FakeStoreState>(), true),
                                       msg("store.newer_schema", 9)};
  Controller c(std::move(ro), StoreAccess{}, Settings{});
  REQUIRE(c.popup());
  CHECK(c.popup()->kind == PopupKind::kWarning);
  CHECK(c.popup()->message.key == "store.newer_schema");
}

TEST_CASE("quit is an intent like any other", "[controller]") {
  auto c = controller_over(std::make_shared<FakeStoreState>());
  CHECK_FALSE(c->quit_requested());
  c->apply(intent::Quit{});
  CHECK(c->quit_requested());
}

TEST_CASE("a history that cannot be read says why instead of showing no games", "[controller][store]") {
  auto state = state_with(four_players(), Moment::kMidRound);
  auto c = controller_over(state);
  c->apply(intent::GoHome{});
  state->fail_reads = true;
  c->apply(intent::OpenHistory{});
  REQUIRE(c->popup());
  CHECK(c->popup()->kind == PopupKind::kError);
  CHECK(c->popup()->message.key == "store.read_failed");
  CHECK(c->screen() != Screen::kHistory);
  CHECK(c->history().empty());
}

TEST_CASE("a database that cannot be read at launch says so", "[controller][store]") {
  auto state = state_with(four_players(), Moment::kMidRound);
  state->fail_reads = true;
  auto c = controller_over(state);
  REQUIRE(c->popup());
  CHECK(c->popup()->message.key == "store.read_failed");
  CHECK(c->screen() == Screen::kHome);
}

TEST_CASE("a banner for an entry made after a long pause is shown, not born expired", "[controller][banner]") {
  // The app draws nothing while the table is idle; the key press that ends
  // the pause must give the banner the time of the press (a fake clock here).
  auto state = state_with(four_players(), Moment::kStart);
  auto c = controller_over(state);
  double clock = 1.0;
  c->set_clock([&clock] { return clock; });
  for (int v : {5, 6, 7, 8}) c->apply(card(*c, flip7::number_card(v)));
  clock = 61.0;  // a minute of thinking, no frame drawn
  c->apply(card(*c, flip7::number_card(5)));  // Ben's second 5: bust
  REQUIRE_FALSE(c->banners().empty());
  CHECK(banner_title(c->banners().front()) == "ui.banner.bust");
  CHECK(c->banners().front().shown_at == 61.0);
  CHECK(c->banner_visible(61.5));
}

TEST_CASE("undo on a finished game opened from the history asks before reopening it", "[controller]") {
  auto state = state_with(four_players(60), Moment::kFinished);
  auto c = controller_over(state);
  c->apply(intent::OpenGame{1});
  REQUIRE(c->screen() == Screen::kWinner);
  const std::size_t lines = c->game()->session().lines().size();
  c->apply(intent::Undo{});
  REQUIRE(c->popup());
  CHECK(c->popup()->kind == PopupKind::kConfirmReopen);
  CHECK(c->popup()->message.key == "ui.reopen.question_winner");
  CHECK(c->game()->session().lines().size() == lines);  // nothing undone yet
  c->apply(intent::DismissPopup{});
  CHECK(c->game()->game().finished());
  CHECK(c->screen() == Screen::kWinner);

  c->apply(intent::Undo{});
  c->apply(intent::ConfirmReopen{});
  CHECK_FALSE(c->popup());
  CHECK_FALSE(c->game()->game().finished());
  CHECK(c->game()->session().lines().size() == lines - 1);
  CHECK(c->screen() == Screen::kTable);
}

TEST_CASE("a game that ends at the table is undone at once from its winner screen", "[controller]") {
  const ScriptHeader h = four_players(60);
  auto all = lines_until(h, Moment::kFinished);
  auto state = std::make_shared<FakeStoreState>();
  const nlohmann::json last = all.back();
  all.pop_back();
  state->games.push_back(make_record(1, h, all));
  auto c = controller_over(state);
  c->apply(intent::Submit{last});
  REQUIRE(c->screen() == Screen::kWinner);
  c->apply(intent::Undo{});  // the table just saw it end: no question
  CHECK_FALSE(c->popup());
  CHECK_FALSE(c->game()->game().finished());
}
