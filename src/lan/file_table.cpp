#include "lan/file_table.hpp"

#include "lan/page_view.hpp"
#include "lan/phone_entry.hpp"

namespace flipside::lan {

bool FileTable::refresh() {
  std::lock_guard lock(mutex_);
  return follow_locked();
}

bool FileTable::follow_locked() {
  const auto version = store_.data_version();
  if (loaded_ && version == seen_version_) return false;
  seen_version_ = version;
  loaded_ = true;
  reload_locked();
  publish_locked();
  return true;
}

// A file that cannot be read just now shows no game, as before; the page
// looks again at the file's next change.
bool FileTable::reload_locked() {
  std::optional<std::int64_t> id = store_.latest_unfinished().value_or(std::nullopt);
  if (!id) {
    const auto games = store_.games();
    if (games.ok() && !games->empty()) id = games->front().id;
  }
  game_.reset();
  if (!id) return false;
  if (auto opened = store_.open_game(*id); opened.ok()) game_ = std::move(opened).value();
  return game_ != nullptr;
}

void FileTable::publish_locked() {
  if (!server_) return;
  server_->publish(game_ ? page_view(game_->session(), lang_) : empty_page_view(lang_));
}

GateReply FileTable::enter(const std::string& player, const std::string& action) {
  std::lock_guard lock(mutex_);
  // What another process committed since the last look comes first: the
  // line is judged on the game as the file holds it now.
  follow_locked();
  if (!game_) return {GateReply::Kind::kNoGame, {}};
  const auto line = phone_line(game_->game(), player, action);
  if (!line) return {GateReply::Kind::kNoSuchAction, {}};
  Verdict verdict = game_->apply(*line);
  if (!verdict.accepted) return {GateReply::Kind::kRefused, std::move(verdict.rejection)};
  publish_locked();
  return {GateReply::Kind::kAccepted, {}};
}

}  // namespace flipside::lan
