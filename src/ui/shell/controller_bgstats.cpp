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
namespace in = intent;

// BG Stats' intents (intent::bgstats_area).
bool Controller::apply_bgstats_intent(const Intent& any) {
  return in::visit_area<in::bgstats_area>(any, [this](const auto& i) {
    if constexpr (in::is<in::ShowBgStats, decltype(i)>) {
      show_bgstats();
    } else if constexpr (in::is<in::OpenBgStats, decltype(i)>) {
      if (hooks_.open_link && !bgstats_link_.empty()) hooks_.open_link(bgstats_link_);
      popup_.reset();
    } else {
      static_assert(!sizeof(i), "bgstats intent with no handler");
    }
  });
}

void Controller::show_bgstats() {
  if (!game_ || !game_->game().finished()) return;
  bgstats::Play play = bgstats::play_of(game_->game());
  if (store_) {  // the stored start and the end the store kept: the play's length
    const store::Rows<store::GameSummary> listed = store_->games();
    const std::vector<store::GameSummary> none;
    const std::vector<store::GameSummary>& games = listed.ok() ? *listed : none;  // unread: the game's own times
    const auto stored = std::find_if(games.begin(), games.end(),
                                     [&](const store::GameSummary& g) { return g.id == game_->id(); });
    if (stored != games.end()) {
      play.started_at = stored->started_at;
      play.ended_at = stored->ended_at;
    }
  }
  bgstats_link_ = bgstats::link(bgstats::to_json(play));
  popup_ = Popup{PopupKind::kBgStats, msg("ui.bgstats.scan")};
}

}  // namespace flipside::ui
