#include "ui/shell/round_replay.hpp"

#include <algorithm>

namespace flipside::ui {

std::unique_ptr<RoundReplay> RoundReplay::open(const store::OpenGame& game, int round, Message* error) {
  auto replay = std::unique_ptr<RoundReplay>(new RoundReplay());
  replay->id_ = game.id();
  replay->round_ = round;
  replay->lines_ = game.session().lines();
  auto session = Session::start(game.session().header(), error);
  if (!session) return nullptr;
  // One pass: up to the round's first entry, then count its entries.
  const auto& lines = replay->lines_;
  std::size_t i = 0;
  for (; i < lines.size() && session->game().round() != round; ++i) session->apply(lines[i]);
  if (i == lines.size()) {
    *error = msg("ui.replay.no_round", round);
    return nullptr;
  }
  replay->first_ = i;
  replay->start_ = session->game().clone();
  std::unique_ptr<Game> probe = session->game().clone();
  std::size_t n = 0;
  while (i + n < lines.size() && probe->round() == round) {
    probe->apply(lines[i + n]);  // accepted when entered: it still is
    ++n;
  }
  replay->size_ = n;
  replay->session_ = std::move(session);
  return replay;
}

void RoundReplay::forward() {
  before_ = session_->game().clone();
  session_->apply(lines_[first_ + position_]);
  ++position_;
}

void RoundReplay::go_to(std::size_t position) {
  position = std::min(position, size_);
  if (position < position_) {  // back: from the round's start
    session_ = Session::resume(start_->clone(), std::vector<nlohmann::json>(lines_.begin(), lines_.begin() + static_cast<std::ptrdiff_t>(first_)));
    before_.reset();
    position_ = 0;
  }
  while (position_ < position) forward();
}

void RoundReplay::step(int delta) {
  const auto back = static_cast<std::size_t>(delta < 0 ? -delta : 0);
  go_to(delta < 0 ? (back > position_ ? 0 : position_ - back) : position_ + static_cast<std::size_t>(delta));
}

}  // namespace flipside::ui
