#include "core/session.hpp"

namespace flipside {

std::unique_ptr<Session> Session::start(const ScriptHeader& header, Message* error) {
  auto game = make_game(header, error);
  if (!game) return nullptr;
  return std::unique_ptr<Session>(new Session(std::move(game)));
}

Verdict Session::apply(const nlohmann::json& line) {
  Verdict v = game_->apply(line);
  if (v.accepted) {
    lines_.push_back(line);
    redo_.clear();
  }
  return v;
}

bool Session::undo() {
  if (lines_.empty()) return false;
  redo_.push_back(std::move(lines_.back()));
  lines_.pop_back();
  rebuild();
  return true;
}

bool Session::redo() {
  if (redo_.empty()) return false;
  nlohmann::json line = std::move(redo_.back());
  redo_.pop_back();
  Verdict v = game_->apply(line);
  if (!v.accepted) return false;  // cannot happen: the line was accepted here before
  lines_.push_back(std::move(line));
  return true;
}

void Session::accept_judged(const nlohmann::json& line, std::unique_ptr<Game> judged) {
  lines_.push_back(line);
  redo_.clear();
  game_ = std::move(judged);
}

void Session::redo_judged(std::unique_ptr<Game> judged) {
  lines_.push_back(std::move(redo_.back()));
  redo_.pop_back();
  game_ = std::move(judged);
}

void Session::rebuild() {
  Message ignored;
  auto fresh = make_game(game_->header(), &ignored);
  for (const auto& line : lines_) fresh->apply(line);
  game_ = std::move(fresh);
}

}  // namespace flipside
