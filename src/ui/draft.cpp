#include "ui/draft.hpp"

#include <string>

namespace flipside::ui {
namespace {

// The game and the moment a draft is for: its count of entries.
std::string moment_of(const Controller& c) {
  const store::OpenGame* game = c.stored_game();
  return std::to_string(game->id()) + ":" + std::to_string(game->session().lines().size());
}

bool keeps_drafts(const Controller& c) {
  return c.stored_game() && c.game_ui() && c.screen() == Screen::kTable && !c.editing() && !c.replay();
}

template <typename T>
void read(const nlohmann::json& j, const char* key, T& into) {
  auto it = j.find(key);
  if (it == j.end()) return;
  try {
    into = it->template get<T>();
  } catch (const nlohmann::json::exception&) {
    // A draft from another version that does not read: that part stays as it is.
  }
}

}  // namespace

nlohmann::json table_choices(const ViewState& v) {
  return {{"stamp", v.stamp},
          {"chosen", v.chosen},
          {"pad_group", v.pad_group},
          {"picked", v.picked},
          {"form_open", v.form_open},
          {"form_choice", v.form_choice},
          {"form_numbers", v.form_numbers},
          {"form_flags", v.form_flags},
          {"table_pick", v.table_pick},
          {"picks_at", v.picks_at},
          {"picks", v.picks},
          {"lists", v.lists}};
}

void put_back_table_choices(const nlohmann::json& j, ViewState& v) {
  if (!j.is_object()) return;
  read(j, "stamp", v.stamp);
  read(j, "chosen", v.chosen);
  read(j, "pad_group", v.pad_group);
  read(j, "picked", v.picked);
  read(j, "form_open", v.form_open);
  read(j, "form_choice", v.form_choice);
  read(j, "form_numbers", v.form_numbers);
  read(j, "form_flags", v.form_flags);
  read(j, "table_pick", v.table_pick);
  read(j, "picks_at", v.picks_at);
  read(j, "picks", v.picks);
  read(j, "lists", v.lists);
}

void restore_draft(const Controller& c, ViewState& view) {
  if (!keeps_drafts(c)) return;
  const std::string moment = moment_of(c);
  if (view.draft_moment == moment) return;
  view.draft_moment = moment;
  view.draft_text.clear();
  if (auto draft = c.stored_game()->draft()) {
    put_back_table_choices(*draft, view);
    view.draft_text = draft->dump();
  }
}

void keep_draft(Controller& c, ViewState& view) {
  // Only once the table was drawn for this moment (restore_draft came first).
  if (!keeps_drafts(c) || view.draft_moment != moment_of(c)) return;
  const nlohmann::json choices =
      c.game_ui()->has_draft(view, c.stored_game()->game()) ? table_choices(view) : nlohmann::json();
  const std::string text = choices.is_null() ? std::string() : choices.dump();
  if (text == view.draft_text) return;
  view.draft_text = text;
  c.keep_draft(choices);
}

}  // namespace flipside::ui
