// One spelling per player on a device (issue 32 item 14): a game's script
// may say "ana" where every other game and History say "Ana"; the game's
// screens show the device's spelling (ui_context.hpp Tr, store::OpenGame::
// shown_names). Only what is shown changes: the script and its lines keep
// their own.
#include "ui/shell/shown_names.hpp"

#include "ui/shell/controller.hpp"

namespace flipside::ui {

std::string Tr::name(const std::string& scripted) const {
  if (!names_) return scripted;
  auto it = names_->find(scripted);
  return it == names_->end() ? scripted : it->second;
}

Message Tr::respelled(Message m) const {
  for (Arg& a : m.args) {
    if (a.kind == Arg::Kind::kText) a.text = name(a.text);
    if (a.kind == Arg::Kind::kList)
      for (Message& item : a.list) item = respelled(std::move(item));
  }
  return m;
}

std::vector<std::string> shown_players(const Ui& ui, const std::vector<std::string>& scripted) {
  std::vector<std::string> shown;
  for (const std::string& name : scripted) shown.push_back(ui.tr.name(name));
  return shown;
}

ShownNames shown_names(const Controller& c) {
  ShownNames names;
  const store::OpenGame* game = c.stored_game();
  if (!game) return names;
  const std::vector<std::string>& scripted = game->session().header().players;
  const std::vector<std::string> shown = game->shown_names();
  for (std::size_t seat = 0; seat < scripted.size() && seat < shown.size(); ++seat)
    if (scripted[seat] != shown[seat]) names.emplace(scripted[seat], shown[seat]);
  return names;
}

}  // namespace flipside::ui
