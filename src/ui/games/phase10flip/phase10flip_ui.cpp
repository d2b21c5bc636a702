#include "ui/games/phase10flip/phase10flip_ui.hpp"

#include <algorithm>

#include "games/phase10flip/cards.hpp"
#include "games/phase10flip/entry_words.hpp"
#include "ui/games/phase10flip/entries.hpp"
#include "ui/games/phase10flip/hand_over.hpp"
#include "ui/games/phase10flip/prompt.hpp"

namespace flipside::ui::p10ui {
namespace {

class Phase10FlipUi final : public GameUi {
 public:
  std::string_view game_id() const override { return phase10flip::kGameId; }

  void draw_table(const Ui& ui, const Controller& c, ViewState& view) const override {
    p10ui::draw_table(ui, c, view);
  }

  // F: a Flip card was discarded. The tray's entries need the screen. A
  // question waiting on the table (ViewState::prompt, set by the table)
  // holds F as it holds the button: the keymap answers it before this.
  std::optional<Intent> on_key(const KeyChord& chord, const Game& game) const override {
    const phase10flip::Phase10FlipGame* p10 = as_phase10flip(&game);
    if (!p10 || p10->finished() || chord.ctrl || chord.alt || chord.shift) return std::nullopt;
    if (chord.key == 'f') return intent::Submit{flip_line()};
    return std::nullopt;
  }

  // Every entry in words (issue 20 item 1): the core's sentences
  // (games/phase10flip/entry_words.hpp), whose cards are in words on the table too.
  std::string describe_entry(const Ui& ui, const Game& before, const nlohmann::json& line) const override {
    return phase10flip::describe_line(before, line, ui.tr.lang(), card_words());
  }

  std::vector<KeyHelp> key_help() const override { return {{"F", "ui.phase10flip.keys.flip"}}; }

  // The hand-end form open (issue 20, item 5): its cards or points, as far
  // as they go, come back after a crash.
  bool has_draft(const ViewState& view, const Game& game) const override {
    const phase10flip::Phase10FlipGame* p10 = as_phase10flip(&game);
    return p10 && !p10->finished() && view.form_open;
  }

  // The hand-over form in cards mode: every player in the hand but the one
  // who went out sends their own cards, read on the side in play.
  std::optional<HandCardsWanted> hand_cards_wanted(const Game& game, const ViewState& view) const override {
    const phase10flip::Phase10FlipGame* p10 = as_phase10flip(&game);
    if (!p10 || p10->finished() || !view.form_open || by_points(view)) return std::nullopt;
    const phase10flip::Engine& engine = p10->engine();
    HandCardsWanted wanted{{}, std::string(phase10flip::side_key(engine.side())), {}};
    for (int p = 0; p < engine.player_count(); ++p)
      if (engine.player(p).in_hand && p != view.form_choice) wanted.seats.push_back(p);
    if (wanted.seats.empty()) return std::nullopt;
    return wanted;
  }

  // Cards of the side in play, exactly as many as the player holds.
  std::optional<Message> take_hand_cards(const Game& game, ViewState& view, int seat,
                                         const std::vector<std::string>& cards) const override {
    const auto wanted = hand_cards_wanted(game, view);
    if (!wanted || std::find(wanted->seats.begin(), wanted->seats.end(), seat) == wanted->seats.end())
      return msg("page.hand.not_now");
    const phase10flip::Engine& engine = as_phase10flip(&game)->engine();
    std::vector<phase10flip::Card> read;
    for (const std::string& key : cards) {
      const auto card = phase10flip::parse_card(key);
      if (!card || card->side != engine.side()) return msg("page.hand.not_a_card", key);
      read.push_back(*card);
    }
    if (const int held = engine.player(seat).cards_held(); held != static_cast<int>(read.size()))
      return msg("page.hand.count", held, static_cast<int>(read.size()));
    set_entered_cards(view, seat, read);
    return std::nullopt;
  }

  std::optional<BannerLook> banner(const Message& notice) const override {
    const std::string& key = notice.key;
    if (key == "phase10flip.notice.flip")
      return BannerLook{&Palette::reshuffle, "ui.phase10flip.banner.flip", &Icons::reshuffle};
    if (key == "phase10flip.notice.phase")
      return BannerLook{&Palette::celebrate, "ui.phase10flip.banner.phase", &Icons::check};
    if (key == "phase10flip.notice.hand_end")
      return BannerLook{&Palette::info, "ui.phase10flip.banner.hand_end", &Icons::stayed};
    if (key == "phase10flip.notice.tie_break")
      return BannerLook{&Palette::info, "ui.phase10flip.banner.tie_break", &Icons::warning};
    if (key == "phase10flip.notice.game_end")
      return BannerLook{&Palette::celebrate, "ui.phase10flip.banner.game_end", &Icons::star};
    return std::nullopt;
  }
};

}  // namespace

const GameUi& phase10flip_ui() {
  static const Phase10FlipUi instance;
  return instance;
}

}  // namespace flipside::ui::p10ui
