#include "ui/games/flip7/flip7_ui.hpp"

#include "games/flip7/cards.hpp"
#include "games/flip7/entry_words.hpp"
#include "ui/games/flip7/card_widgets.hpp"
#include "ui/games/flip7/entries.hpp"
#include "ui/games/flip7/entry_words.hpp"
#include "ui/games/flip7/keys.hpp"

namespace flipside::ui::flip7ui {
namespace {

class Flip7Ui final : public GameUi {
 public:
  std::string_view game_id() const override { return flip7::kGameId; }

  void draw_table(const Ui& ui, const Controller& c, ViewState& view) const override {
    flip7ui::draw_table(ui, c, view);
  }

  std::optional<Intent> on_key(const KeyChord& chord, const Game& game) const override {
    const flip7::Flip7Game* f7 = as_flip7(&game);
    return f7 ? table_key(chord, *f7) : std::nullopt;
  }

  std::vector<KeyHelp> key_help() const override { return flip7ui::key_help(); }

  // Score mode: a round's points typed but not entered yet (issue 20, item 5).
  bool has_draft(const ViewState& view, const Game& game) const override {
    const flip7::Flip7Game* f7 = as_flip7(&game);
    if (!f7 || f7->finished() || !f7->engine().options().score_mode) return false;
    auto it = view.lists.find(kRoundPointsList);
    return it != view.lists.end() && it->second != std::vector<int>(it->second.size(), 0);
  }

  // The notices that deserve the big banner; the rest stay in the log line.
  std::optional<BannerLook> banner(const Message& notice) const override {
    const std::string& key = notice.key;
    if (key == "flip7.notice.bust") return BannerLook{&Palette::bust, "ui.banner.bust", &Icons::busted};
    if (key == "flip7.notice.flip7") return BannerLook{&Palette::celebrate, "ui.banner.flip7", &Icons::celebrate};
    if (key == "flip7.notice.second_chance_used")
      return BannerLook{&Palette::second_chance, "ui.banner.second_chance_used", &Icons::second_chance};
    if (key == "flip7.notice.frozen") return BannerLook{&Palette::frozen, "ui.banner.frozen", &Icons::freeze};
    if (key == "flip7.notice.flip_three")
      return BannerLook{&Palette::card_action, "ui.banner.flip_three", &Icons::flip_three};
    if (key == "flip7.notice.reshuffle")
      return BannerLook{&Palette::reshuffle, "ui.banner.reshuffle", &Icons::reshuffle};
    if (key == "flip7.notice.tie_break") return BannerLook{&Palette::info, "ui.banner.tie_break", &Icons::warning};
    if (key == "flip7.notice.game_end" || key == "flip7.notice.game_end_no_winner")
      return BannerLook{&Palette::celebrate, "ui.banner.game_end", &Icons::star};
    return std::nullopt;
  }

  std::optional<nlohmann::json> follow_up(const Game& game) const override {
    const flip7::Flip7Game* f7 = as_flip7(&game);
    return f7 ? only_target_line(*f7) : std::nullopt;
  }

  // The core's sentences with the pad's labels ("Ben: ❄ Freeze → Cleo").
  std::string describe_entry(const Ui& ui, const Game& before, const nlohmann::json& line) const override {
    return flip7::describe_line(before, line, ui.tr.lang(), card_labeller(ui));
  }

  std::vector<std::size_t> entries_behind(const Session& session, const nlohmann::json& line,
                                          const Message& why) const override {
    return flip7ui::entries_behind(session, line, why);
  }
};

}  // namespace

const GameUi& flip7_ui() {
  static const Flip7Ui instance;
  return instance;
}

}  // namespace flipside::ui::flip7ui
