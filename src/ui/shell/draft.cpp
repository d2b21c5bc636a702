#include "ui/shell/draft.hpp"

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

// The table's part of ViewState, field by field, with its name in the JSON:
// one list for writing and reading back.
template <typename View, typename Visit>
void each_choice(View& v, Visit&& visit) {
  visit("stamp", v.stamp);
  visit("chosen", v.chosen);
  visit("pad_group", v.pad_group);
  visit("picked", v.picked);
  visit("form_open", v.form_open);
  visit("form_choice", v.form_choice);
  visit("form_numbers", v.form_numbers);
  visit("form_flags", v.form_flags);
  visit("table_pick", v.table_pick);
  visit("picks_at", v.picks_at);
  visit("picks", v.picks);
  visit("lists", v.lists);
}

}  // namespace

nlohmann::json table_choices(const ViewState& view) {
  nlohmann::json j = nlohmann::json::object();
  each_choice(view, [&](const char* key, const auto& field) { j[key] = field; });
  return j;
}

void put_back_table_choices(const nlohmann::json& j, ViewState& view) {
  if (!j.is_object()) return;
  each_choice(view, [&](const char* key, auto& field) { read(j, key, field); });
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
