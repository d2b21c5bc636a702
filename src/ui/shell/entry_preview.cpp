#include "ui/shell/entry_preview.hpp"

namespace flipside::ui {
namespace {

class GameBeforeEntry final : public store::OpenGame {
 public:
  GameBeforeEntry(std::int64_t id, std::unique_ptr<Session> session) : id_(id), session_(std::move(session)) {}
  std::int64_t id() const override { return id_; }
  const Session& session() const override { return *session_; }
  // The controller sends what is entered while changing an entry to the
  // stored game's edit(); nothing reaches these.
  Verdict apply(const nlohmann::json&) override { return Verdict::reject(msg("ui.edit.in_progress")); }
  bool can_undo() const override { return false; }
  bool can_redo() const override { return false; }
  store::Result<> undo() override { return msg("ui.edit.in_progress"); }
  store::Result<> redo() override { return msg("ui.edit.in_progress"); }
  store::Result<> abandon() override { return msg("ui.edit.in_progress"); }
  store::Result<> edit(std::size_t, const nlohmann::json&) override { return msg("ui.edit.in_progress"); }

 private:
  std::int64_t id_;
  std::unique_ptr<Session> session_;
};

}  // namespace

std::unique_ptr<store::OpenGame> game_before_entry(const store::OpenGame& game, std::size_t index, Message* error) {
  auto session = Session::start(game.session().header(), error);
  if (!session) return nullptr;
  const auto& lines = game.session().lines();
  for (std::size_t i = 0; i < index && i < lines.size(); ++i) {
    Verdict v = session->apply(lines[i]);
    if (!v.accepted) {
      *error = v.rejection;
      return nullptr;
    }
  }
  return std::make_unique<GameBeforeEntry>(game.id(), std::move(session));
}

}  // namespace flipside::ui
