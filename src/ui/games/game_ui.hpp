// What a game brings to the app besides its engine: its table screen, its
// keys, its banners and the lines it adds by itself. The shell (home, new
// game, round summary, winner and chart, history, settings) draws every game
// the same way from core/game.hpp and core/game_info.hpp; only the table is
// the game's own. One implementation per game in src/ui/games/<id>/, listed
// in src/ui/games/registry.cpp.
#pragma once

#include <cstddef>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include <nlohmann/json.hpp>

#include "core/game.hpp"
#include "core/session.hpp"
#include "ui/widgets/fonts.hpp"
#include "ui/shell/intents.hpp"
#include "ui/shell/keymap.hpp"
#include "ui/widgets/theme.hpp"

namespace flipside::ui {

class Controller;
struct Ui;
struct ViewState;

// How a notice shows as a big banner over the table: its colour, its title
// (a text key) and its symbol, so colour is never the only sign.
struct BannerLook {
  ImU32 Palette::*colour = &Palette::info;
  const char* title_key = "";
  const char* Icons::*icon = &Icons::warning;
};

// A hand's end whose cards left the players may send from their phones
// (issue 23): the seats the table's form waits for, and the side the cards
// are read by (the game's word, for GameInfo::hand_card_pad).
// `room`: per seat, how many of each card (script key) it may still hold
// (a game whose deck has copies: those not on the pile nor listed for the others); a card
// absent from it, or a game that fills none, has no such limit.
struct HandCardsWanted {
  std::vector<int> seats;
  std::string side;
  std::map<int, std::map<std::string, int>> room;
};

// ViewState::lists: the seats whose phone sent their cards left into the
// open hand's end (the controller's; a table that opens the form anew
// drops it).
inline constexpr const char* kPhonesSent = "phones.sent";

class GameUi {
 public:
  virtual ~GameUi() = default;

  virtual std::string_view game_id() const = 0;
  // The table: draws from c.game() and emits intents (Submit a script line,
  // Explain why something cannot be entered, Undo...). Never changes state.
  virtual void draw_table(const Ui& ui, const Controller& c, ViewState& view) const = 0;
  // A key pressed on the table screen (the shell handles Ctrl+Z/Y, F1, Esc).
  virtual std::optional<Intent> on_key(const KeyChord& chord, const Game& game) const = 0;
  // The game's lines for the keys table (help popup, settings).
  virtual std::vector<KeyHelp> key_help() const = 0;
  // Those of them that work in this game as it was set up (a game option
  // may take a key away): by default all of them.
  virtual std::vector<KeyHelp> key_help_for(const Game&) const { return key_help(); }
  // The banner for one of the engine's notices; nullopt: the log line only.
  virtual std::optional<BannerLook> banner(const Message& notice) const = 0;
  // While a past entry is changed, the strip that says which (with Cancel)
  // covers the table's banner place (ViewState::banner_place: words only,
  // at least a touch target high), so no control moves (issue 32 item 4);
  // a table that draws it in a place of its own in `game` returns true
  // (screens.hpp edit_strip_in).
  virtual bool places_edit_strip(const Game& /*game*/) const { return false; }
  // A line the app enters by itself after an accepted one (e.g. the target
  // of an action card when only one player can be its target).
  virtual std::optional<nlohmann::json> follow_up(const Game&) const { return std::nullopt; }
  // One entry in words for the log of entries and the change popup ("Ana: 7",
  // "Ben stays"), from the game as it was just before it. The default shows
  // the script line itself.
  virtual std::string describe_entry(const Ui& ui, const Game& before, const nlohmann::json& line) const;
  // The earlier entries that made `line` impossible (`why`), 0-based, so the
  // rejection popup can offer to go and fix one (a card whose every copy is
  // already entered: where each copy was entered). Empty: not their fault.
  virtual std::vector<std::size_t> entries_behind(const Session& /*session*/, const nlohmann::json& /*line*/,
                                                  const Message& /*why*/) const {
    return {};
  }
  // Whether the table holds work in progress a crash must not lose (issue
  // 20, item 5: a form half filled in, such as cards listed at a hand's end
  // or points being typed). While it does, the shell keeps the table's
  // choices (ViewState) with the game and puts them back after a relaunch.
  virtual bool has_draft(const ViewState& /*view*/, const Game& /*game*/) const { return false; }
  // The hand's end form open now, when the players may send their cards
  // left from their phones; nullopt otherwise (also while the table types
  // points instead of cards).
  virtual std::optional<HandCardsWanted> hand_cards_wanted(const Game& /*game*/, const ViewState& /*view*/) const {
    return std::nullopt;
  }
  // A phone's cards left (script keys) become `seat`'s list in the form, in
  // place of what was there; else why not, a sentence for the phone. The
  // engine judges the whole line when the table confirms it.
  virtual std::optional<Message> take_hand_cards(const Game& /*game*/, ViewState& /*view*/, int /*seat*/,
                                                 const std::vector<std::string>& /*cards*/) const {
    return msg("page.hand.not_now");
  }
};

// The game's UI, or null when the app has no table for that game.
const GameUi* find_game_ui(std::string_view game_id);
// For test builds: a game that exists only in the tests gets its table this
// way (its descriptor goes through register_game, core/game_info.hpp).
void register_game_ui(const GameUi* game_ui);

}  // namespace flipside::ui
