// The new game's side of the controller: the form (the game, the seats
// clockwise, the dealer, the game's options with their defaults), opened
// with the game last started (or, for Play again, the same table with the
// next dealer), and the game created in the store when it starts.
#include "ui/shell/controller.hpp"

#include <algorithm>

#include "core/name_fold.hpp"

namespace flipside::ui {
namespace in = intent;

// The new game form's intents (intent::new_game_area).
bool Controller::apply_new_game_intent(const Intent& any) {
  return in::visit_area<in::new_game_area>(any, [this](const auto& i) {
    if constexpr (in::is<in::OpenNewGame, decltype(i)>) {
      open_new_game(false);
    } else if constexpr (in::is<in::PlayAgain, decltype(i)>) {
      open_new_game(true);
    } else if constexpr (in::is<in::AddNewPlayer, decltype(i)>) {
      add_player(i.name);
    } else if constexpr (in::is<in::ToggleKnownPlayer, decltype(i)>) {
      toggle_known(i.name);
    } else if constexpr (in::is<in::RemoveSeat, decltype(i)>) {
      if (i.index >= 0 && i.index < static_cast<int>(new_game_.form.seats.size())) {
        const std::string name = new_game_.form.seats[i.index];  // a copy: toggling erases the seat
        toggle_known(name);
      }
    } else if constexpr (in::is<in::MoveSeat, decltype(i)>) {
      const int from = i.index;
      const int to = i.index + i.delta;
      const int n = static_cast<int>(new_game_.form.seats.size());
      if (from >= 0 && from < n && to >= 0 && to < n) std::swap(new_game_.form.seats[from], new_game_.form.seats[to]);
    } else if constexpr (in::is<in::SetDealer, decltype(i)>) {
      if (i.index >= 0 && i.index < static_cast<int>(new_game_.form.seats.size())) new_game_.form.dealer = new_game_.form.seats[i.index];
    } else if constexpr (in::is<in::SetGame, decltype(i)>) {
      set_form_game(i.id);
    } else if constexpr (in::is<in::SetOption, decltype(i)>) {
      set_form_option(i.key, i.value);
    } else if constexpr (in::is<in::StartGame, decltype(i)>) {
      start_new_game();
    } else {
      static_assert(!sizeof(i), "new game intent with no handler");
    }
  });
}

void Controller::open_new_game(bool play_again) {
  new_game_.known_players.clear();
  if (store_) {
    auto players = store_->players();
    if (!players.ok()) show_error(players.error());  // the form still works: names are typed
    else new_game_.known_players = std::move(players).value();
  }
  std::stable_sort(new_game_.known_players.begin(), new_game_.known_players.end(),
                   [](const store::PlayerRecord& a, const store::PlayerRecord& b) { return a.games > b.games; });
  const auto games = playable_games();
  // Again: the same game, table and options; otherwise the game last
  // started (issue 20 item 9: a table plays the same game night after
  // night), else the one open, else the first game listed.
  const auto playable = [&](std::string_view id) -> const GameInfo* {
    for (const GameInfo* g : games)
      if (g->id == id) return g;
    return nullptr;
  };
  const GameInfo* game = play_again && game_ ? find_game(game_->session().header().game) : nullptr;
  if (!game) game = playable(settings_.last_game);
  if (!game && game_) game = playable(game_->session().header().game);
  if (!game && !games.empty()) game = games.front();
  new_game_.form = game ? NewGameForm::for_game(*game) : NewGameForm{};
  if (play_again && game_ && game) {
    const ScriptHeader& h = game_->session().header();
    new_game_.form.seats = h.players;
    // The deal passes to the left: the next seat deals the new game.
    const int dealer = h.seat_of(h.dealer);
    if (!h.players.empty()) new_game_.form.dealer = h.players[(dealer + 1) % h.players.size()];
    new_game_.form.options = options_with_defaults(*game, h.options);
  }
  screen_ = Screen::kNewGame;
}

void Controller::start_new_game() {
  if (!store_) {
    popup_ = Popup{PopupKind::kDatabase, msg("ui.db.cannot_open")};
    return;
  }
  if (auto why = new_game_.form.problem()) {
    show_error(*why);
    return;
  }
  auto created = store_->create_game(new_game_.form.header());
  if (!created.ok()) {
    show_error(created.error().empty() ? msg("ui.db.cannot_create_game") : created.error());
    return;
  }
  adopt_game(std::move(created).value());
  screen_ = Screen::kTable;
  if (settings_.last_game != new_game_.form.game) {
    Settings next = settings_;
    next.last_game = new_game_.form.game;
    change_settings(next);
  }
}

void Controller::set_form_game(const std::string& id) {
  const GameInfo* game = find_game(id);
  if (!game || new_game_.form.game == id) return;
  NewGameForm next = NewGameForm::for_game(*game);
  next.seats = new_game_.form.seats;  // the table stays; the options are the new game's
  next.dealer = new_game_.form.dealer;
  new_game_.form = std::move(next);
}

void Controller::set_form_option(const std::string& key, const nlohmann::json& value) {
  const GameInfo* game = new_game_.form.info();
  if (!game) return;
  NewGameForm next = new_game_.form;
  next.options[key] = value;
  // The screen offers only valid values; anything else changes nothing.
  if (!check_options(*game, next.header().options)) new_game_.form = std::move(next);
}

void Controller::add_player(const std::string& raw) {
  const std::string name = trim_name(raw);
  if (auto problem = check_name(name)) {
    show_error(*problem);
    return;
  }
  if (new_game_.form.seated(name)) {
    show_error(msg("header.player_duplicate", name));
    return;
  }
  // A known player typed by hand keeps the stored spelling.
  std::string spelled = name;
  for (const auto& known : new_game_.known_players)
    if (same_name(known.name, name)) spelled = known.name;
  new_game_.form.seats.push_back(spelled);
  if (new_game_.form.dealer.empty()) new_game_.form.dealer = spelled;
}

void Controller::toggle_known(const std::string& name) {
  auto it = std::find_if(new_game_.form.seats.begin(), new_game_.form.seats.end(), [&](const std::string& s) { return same_name(s, name); });
  if (it != new_game_.form.seats.end()) {
    new_game_.form.seats.erase(it);
    if (same_name(new_game_.form.dealer, name)) new_game_.form.dealer = new_game_.form.seats.empty() ? std::string() : new_game_.form.seats.front();
    return;
  }
  add_player(name);
}

}  // namespace flipside::ui
