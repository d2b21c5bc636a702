#include "ui/games/flinch/flinch_ui.hpp"

#include "games/flinch/cards.hpp"
#include "games/flinch/entry_words.hpp"
#include "ui/games/flinch/table_view.hpp"

namespace flipside::ui::flinchui {
namespace {

class FlinchUi final : public GameUi {
 public:
  std::string_view game_id() const override { return flinch::kGameId; }

  void draw_table(const Ui& ui, const Controller& c, ViewState& view) const override {
    flinchui::draw_table(ui, c, view);
  }

  std::optional<Intent> on_key(const KeyChord& chord, const Game& game) const override {
    const flinch::FlinchGame* fg = as_flinch(&game);
    return fg ? table_key(chord, *fg) : std::nullopt;
  }

  std::vector<KeyHelp> key_help() const override { return flinchui::key_help(); }
  std::vector<KeyHelp> key_help_for(const Game& game) const override {
    const flinch::FlinchGame* fg = as_flinch(&game);
    return fg ? flinchui::key_help(fg->engine().options()) : key_help();
  }

  // The entry list's words for a line ("Ana: Flinch top 9 to pile 2"): the
  // core's sentences (games/flinch/entry_words.hpp), cards by their numbers
  // as on the table.
  std::string describe_entry(const Ui& ui, const Game& before, const nlohmann::json& line) const override {
    return as_flinch(&before) ? flinch::describe_line(before, line, ui.tr.lang(), card_words())
                              : GameUi::describe_entry(ui, before, line);
  }

  // The penalty, the winner and the table's big moments; a breach itself
  // shows as the Flinch! panel on the table while the call is valid.
  std::optional<BannerLook> banner(const Message& notice) const override {
    const std::string& key = notice.key;
    if (key == "flinch.notice.flinched" || key == "flinch.notice.flinched_no_card")
      return BannerLook{&Palette::bust, "ui.flinch.banner.flinched", &Icons::warning};
    if (key == "flinch.notice.winner" || key == "flinch.notice.winner_pair")
      return BannerLook{&Palette::celebrate, "ui.flinch.banner.winner", &Icons::star};
    if (key == "flinch.notice.pile_complete")
      return BannerLook{&Palette::info, "ui.flinch.banner.pile_complete", &Icons::check};
    if (key == "flinch.notice.reshuffle")
      return BannerLook{&Palette::reshuffle, "ui.flinch.banner.reshuffle", &Icons::reshuffle};
    if (key == "flinch.notice.begins") return BannerLook{&Palette::info, "ui.flinch.banner.begins", &Icons::next};
    return std::nullopt;
  }
};

// Whose Flinch top the F key plays: the player on turn, or before the first
// pile the first whose top starts one.
int f_key_player(const flinch::Engine& e) {
  if (e.started()) return e.turn();
  for (int p = 0; p < e.player_count(); ++p)
    if (e.player(p).flinch_top > 0 && e.pile_for(e.player(p).flinch_top) >= 0) return p;
  return default_mover(e);
}

}  // namespace

std::optional<Intent> table_key(const KeyChord& c, const flinch::FlinchGame& game) {
  const flinch::Engine& e = game.engine();
  if (c.shift || c.ctrl || c.alt || e.finished()) return std::nullopt;
  if (const int p = e.pending_reveal(); p >= 0) {
    if (c.key >= '1' && c.key <= '9') return reveal(game, p, c.key - '0');
    switch (c.key) {
      case '0': return reveal(game, p, 10);
      case 'q': return reveal(game, p, 11);
      case 'w': return reveal(game, p, 12);
      case 'e': return reveal(game, p, 13);
      case 'r': return reveal(game, p, 14);
      case 't': return reveal(game, p, 15);
      default: break;
    }
  }
  // F is the one-tap Flinch top: a hint, gone with the hints (option "hints").
  if (c.key == 'f' && e.options().hints) return play_flinch_top(game, f_key_player(e));
  return std::nullopt;
}

std::vector<KeyHelp> key_help(const flinch::Options& options) {
  std::vector<KeyHelp> keys = {
      {"1 \xE2\x80\xA6 9  0", "ui.flinch.keys.reveal_low"},
      {"Q W E R T", "ui.flinch.keys.reveal_high"},
  };
  // F is a hint (table_key): not listed where it does nothing.
  if (options.hints) keys.push_back({"F", "ui.flinch.keys.flinch_top"});
  return keys;
}

const GameUi& flinch_ui() {
  static const FlinchUi instance;
  return instance;
}

}  // namespace flipside::ui::flinchui
