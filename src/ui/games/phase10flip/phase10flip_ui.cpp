#include "ui/games/phase10flip/phase10flip_ui.hpp"

#include "games/phase10flip/cards.hpp"
#include "games/phase10flip/entry_words.hpp"
#include "ui/games/phase10flip/entries.hpp"

namespace flipside::ui::p10ui {
namespace {

class Phase10FlipUi final : public GameUi {
 public:
  std::string_view game_id() const override { return phase10flip::kGameId; }

  void draw_table(const Ui& ui, const Controller& c, ViewState& view) const override {
    p10ui::draw_table(ui, c, view);
  }

  // F: a Flip card was discarded. The tray's entries need the screen.
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
