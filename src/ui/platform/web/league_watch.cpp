// LeagueWatch in the browser (issue 33): a league folder is a folder a sync
// program keeps the same on several computers (Syncthing, Nextcloud), and a
// browser page has none to follow. The watch says so and never makes a
// pass; Settings does not offer a league folder where the platform has
// none (ui/platform/platform.hpp: Platform::follows_folders). A tablet's
// games reach a league through export and a laptop's import.
#include "ui/platform/league_watch.hpp"

namespace flipside::ui {

LeagueWatch::LeagueWatch(std::string db_path, std::string folder, std::function<void()> wake)
    : db_path_(std::move(db_path)), folder_(std::move(folder)), wake_(std::move(wake)) {
  status_.problem = msg("ui.web.no_league_folder");
}

LeagueWatch::~LeagueWatch() = default;

void LeagueWatch::poke() {}

LeagueWatch::Status LeagueWatch::status() const { return status_; }

}  // namespace flipside::ui
