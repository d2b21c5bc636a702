// A finished game logged in BG Stats (issue 34, core/bgstats.hpp): the
// winner's screen asks for the game's link; a popup shows it as a QR code a
// player's phone with BG Stats scans, and Open hands it to this device (the
// platform's link opener: BG Stats where it is installed, else its site).
// The play is the stored game: each seat's total and place as the engine
// gave them, the start, and the end the store kept (its length).
#include <algorithm>

#include "core/bgstats.hpp"
#include "ui/shell/controller.hpp"

namespace flipside::ui {

bool Controller::apply_bgstats_intent(const Intent& any) {
  if (std::holds_alternative<intent::ShowBgStats>(any)) {
    show_bgstats();
  } else if (std::holds_alternative<intent::OpenBgStats>(any)) {
    if (open_link_ && !bgstats_link_.empty()) open_link_(bgstats_link_);
    popup_.reset();
  } else {
    return false;
  }
  return true;
}

void Controller::show_bgstats() {
  if (!game_ || !game_->game().finished()) return;
  const ScriptHeader& header = game_->session().header();
  bgstats::Play play{header.id, header.game, header.started, "", {}};
  if (store_) {
    const store::Rows<store::GameSummary> games = store_->games();
    const auto stored = std::find_if(games.begin(), games.end(),
                                     [&](const store::GameSummary& g) { return g.id == game_->id(); });
    if (stored != games.end()) {
      play.started_at = stored->started_at;
      play.ended_at = stored->ended_at;
    }
  }
  std::vector<Standing> standings = game_->game().standings();
  std::sort(standings.begin(), standings.end(), [](const Standing& a, const Standing& b) { return a.seat < b.seat; });
  for (const Standing& s : standings)
    play.seats.push_back({header.players[static_cast<std::size_t>(s.seat)], s.total, s.place});
  bgstats_link_ = bgstats::link(bgstats::to_json(play));
  popup_ = Popup{PopupKind::kBgStats, msg("ui.bgstats.scan")};
}

}  // namespace flipside::ui
