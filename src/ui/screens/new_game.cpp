// New game: the game, players picked from the known ones or added, seating
// order (clockwise) with the first dealer, and the game's options drawn from
// its OptionSpecs (core/game_info.hpp), so the screen offers exactly what
// `import` accepts.
//
// Nothing moves under a finger as the table is seated (issue 32 item 5: a
// tap meant for an option picked a variant once a seat had pushed the
// options down): the seating list, the one part that grows, comes last in
// its column, after the options; a known player's toggle keeps its width
// seated or not; the columns always keep their scrollbar's room.
#include <algorithm>
#include <optional>
#include <utility>
#include <vector>

#include "imgui.h"
#include "imgui_stdlib.h"
#include "ui/screens/screens.hpp"
#include "ui/widgets/widgets.hpp"

namespace flipside::ui {
namespace {

void section(const Ui& ui, const std::string& title) {
  ImGui::PushFont(ui.fonts.large);
  ImGui::TextUnformatted(title.c_str());
  ImGui::PopFont();
}

void players_column(const Ui& ui, const Controller& c, ViewState& view) {
  const NewGameForm& form = c.form();
  section(ui, ui.tr("ui.new_game.players"));

  // Add a new player: type, then Enter or Add.
  const float add_w = std::max(ImGui::CalcTextSize(ui.tr("ui.new_game.add").c_str()).x +
                                   ImGui::GetStyle().FramePadding.x * 2,
                               ui.m.touch * 2);
  ImGui::PushStyleVar(ImGuiStyleVar_FramePadding,
                      ImVec2(ImGui::GetStyle().FramePadding.x, (ui.m.touch - ImGui::GetTextLineHeight()) / 2));
  ImGui::SetNextItemWidth(ImGui::GetContentRegionAvail().x - add_w - ImGui::GetStyle().ItemSpacing.x);
  if (ui.diag) ui.diag->note_id(ImGui::GetID("##new_player"), "new_game.name");
  // The name field has the keyboard when the screen opens, and keeps it after
  // each Enter: names are typed one after another without a tap each.
  if (view.screen_opened || view.refocus_name) ImGui::SetKeyboardFocusHere();
  view.refocus_name = false;
  const bool entered = ImGui::InputTextWithHint("##new_player", ui.tr("ui.new_game.name_hint").c_str(), &view.new_player,
                                                ImGuiInputTextFlags_EnterReturnsTrue);
  if (ui.diag) ui.diag->note_text_field("new_game.name");
  ImGui::PopStyleVar();
  ImGui::SameLine();
  const bool add = button(ui, "new_game.add", ui.tr("ui.new_game.add"), ImVec2(add_w, 0), Tone::kNormal,
                          !trim_name(view.new_player).empty());
  if ((entered || add) && !trim_name(view.new_player).empty()) {
    ui.emit(intent::AddNewPlayer{view.new_player});
    view.new_player.clear();
    view.refocus_name = entered;
  } else if (entered && !c.form().problem()) {
    ui.emit(intent::StartGame{});  // Enter on an empty name: the table is seated, play
  } else if (entered) {
    view.refocus_name = true;
  }

  // Known players as toggles, wrapping.
  if (!c.known_players().empty()) {
    ImGui::PushStyleColor(ImGuiCol_Text, ui.pal.text_dim);
    ImGui::TextUnformatted(ui.tr("ui.new_game.known").c_str());
    ImGui::PopStyleColor();
    const float right = ImGui::GetWindowPos().x + ImGui::GetWindowContentRegionMax().x;
    int i = 0;
    for (const auto& p : c.known_players()) {
      const bool on = form.seated(p.name);
      const std::string label = std::string(on ? ui.icons.check : "+") + " " + p.name;
      // As wide seated as not: a tap moves none of the toggles after it.
      const float mark_w = std::max(ImGui::CalcTextSize(ui.icons.check).x, ImGui::CalcTextSize("+").x);
      const float w = std::max(ImGui::CalcTextSize((" " + p.name).c_str()).x + mark_w +
                                   ImGui::GetStyle().FramePadding.x * 2,
                               ui.m.touch);
      if (i > 0) {
        ImGui::SameLine();
        if (ImGui::GetCursorScreenPos().x + w > right) ImGui::NewLine();
      }
      ImGui::PushID(static_cast<int>(p.id));
      const std::string id = "new_game.known." + std::to_string(i);
      if (button(ui, id.c_str(), label, ImVec2(w, 0), on ? Tone::kSelected : Tone::kNormal))
        ui.emit(intent::ToggleKnownPlayer{p.name});
      ImGui::PopID();
      ++i;
    }
  }
}

void seating_column(const Ui& ui, const Controller& c) {
  const NewGameForm& form = c.form();
  section(ui, ui.tr("ui.new_game.seating"));
  ImGui::PushStyleColor(ImGuiCol_Text, ui.pal.text_dim);
  ImGui::TextWrapped("%s", ui.tr("ui.new_game.seating_hint").c_str());
  ImGui::PopStyleColor();
  const int n = static_cast<int>(form.seats.size());
  const std::string dealer_word = ui.tr("ui.new_game.dealer");
  const float dealer_w = ImGui::CalcTextSize((std::string(ui.icons.check) + "  " + dealer_word).c_str()).x +
                         ImGui::GetStyle().FramePadding.x * 2;
  for (int i = 0; i < n; ++i) {
    ImGui::PushID(i);
    const bool dealer = form.seats[i] == form.dealer;
    const float buttons = dealer_w + ui.m.touch * 3 + ImGui::GetStyle().ItemSpacing.x * 4;
    ImGui::SetCursorPosY(ImGui::GetCursorPosY() + (ui.m.touch - ImGui::GetTextLineHeight()) / 2);
    text_in_width(std::to_string(i + 1) + ".  " + form.seats[i], ImGui::GetContentRegionAvail().x - buttons);
    ImGui::SameLine(ImGui::GetWindowContentRegionMax().x - buttons + ImGui::GetStyle().ItemSpacing.x);
    ImGui::SetCursorPosY(ImGui::GetCursorPosY() - (ui.m.touch - ImGui::GetTextLineHeight()) / 2);
    const std::string seat = "new_game.seat." + std::to_string(i) + ".";  // names for the tests' taps
    if (toggle(ui, (seat + "dealer").c_str(), dealer_word, dealer, ImVec2(dealer_w, 0))) ui.emit(intent::SetDealer{i});
    ImGui::SameLine();
    if (button(ui, (seat + "up").c_str(), ui.icons.up, ImVec2(ui.m.touch, 0), Tone::kNormal, i > 0))
      ui.emit(intent::MoveSeat{i, -1});
    ImGui::SameLine();
    if (button(ui, (seat + "down").c_str(), ui.icons.down, ImVec2(ui.m.touch, 0), Tone::kNormal, i + 1 < n))
      ui.emit(intent::MoveSeat{i, +1});
    ImGui::SameLine();
    if (button(ui, (seat + "remove").c_str(), ui.icons.remove, ImVec2(ui.m.touch, 0), Tone::kDanger))
      ui.emit(intent::RemoveSeat{i});
    ImGui::PopID();
  }
}

// The natural width of a choice's toggle: its words, the check and padding.
float choice_width(const Ui& ui, const std::string& label) {
  return std::max(ImGui::CalcTextSize(label.c_str()).x + ImGui::GetStyle().FramePadding.x * 2 +
                      ImGui::CalcTextSize(ui.icons.check).x * 2,
                  ui.m.touch * 2);
}

// One choice among several as toggles (only one is on), wrapping onto the
// next line when the row is full; returns the index tapped, if any. A
// choice wider than the whole row says it on two lines (or more) in a
// taller toggle: never cut (issue 20 item 10: long variant labels at
// 125 % text).
std::optional<std::size_t> choice_toggles(const Ui& ui, const std::string& id_prefix,
                                          const std::vector<std::pair<std::string, std::string>>& choices,
                                          std::size_t selected) {
  std::optional<std::size_t> tapped;
  const ImGuiStyle& st = ImGui::GetStyle();
  const float right = ImGui::GetWindowPos().x + ImGui::GetWindowContentRegionMax().x;
  const float line_start = ImGui::GetCursorPosX();
  const float row_w = right - (ImGui::GetWindowPos().x + line_start);
  // The room for the words inside a toggle of the whole row's width.
  const float words_w = row_w - st.FramePadding.x * 2 - ImGui::CalcTextSize(ui.icons.check).x * 2;
  for (std::size_t i = 0; i < choices.size(); ++i) {
    const auto& [key, label] = choices[i];
    std::string words = label;
    float w = choice_width(ui, label);
    float h = 0;  // the touch height
    if (w > row_w) {
      words = wrap_words(ImGui::GetFont(), label, words_w);
      const int lines = 1 + static_cast<int>(std::count(words.begin(), words.end(), '\n'));
      w = row_w;
      h = std::max(ui.m.touch, ImGui::GetFontSize() * static_cast<float>(lines) + st.FramePadding.y * 2 +
                                   st.ItemSpacing.y * static_cast<float>(lines - 1));
    }
    if (i > 0) ImGui::SameLine();
    if (ImGui::GetCursorScreenPos().x + w > right + 0.5f) {
      ImGui::NewLine();
      ImGui::SetCursorPosX(line_start);
    }
    const std::string id = id_prefix + key;
    if (toggle(ui, id.c_str(), words, i == selected, ImVec2(w, h)) && i != selected) tapped = i;
  }
  return tapped;
}

// The games to choose from.
void game_picker(const Ui& ui, const Controller& c) {
  const auto games = playable_games();
  if (games.size() < 2) return;  // nothing to choose
  section(ui, ui.tr("ui.new_game.game"));
  std::vector<std::pair<std::string, std::string>> choices;
  std::size_t selected = games.size();
  for (std::size_t i = 0; i < games.size(); ++i) {
    choices.emplace_back(std::string(games[i]->id), ui.tr(games[i]->name_key));
    if (c.form().game == games[i]->id) selected = i;
  }
  if (auto tapped = choice_toggles(ui, "new_game.game.", choices, selected))
    ui.emit(intent::SetGame{std::string(games[*tapped]->id)});
}

void option_row(const Ui& ui, const OptionSpec& spec, const nlohmann::json& value, float label_w) {
  const std::string key(spec.key);
  const std::string id = "new_game.option." + key;
  ImGui::PushID(key.c_str());
  const std::string label = ui.tr(spec.label_key);
  // Choices too wide to sit beside the label go under it, on the whole row.
  bool choices_below = false;
  if (spec.kind == OptionSpec::Kind::kChoice) {
    const float beside = ImGui::GetContentRegionAvail().x - label_w;
    for (std::string_view choice : spec.choices)
      choices_below = choices_below || choice_width(ui, ui.tr(std::string(spec.label_key) + "." + std::string(choice))) > beside;
  }
  if (choices_below || ImGui::CalcTextSize(label.c_str()).x > label_w) {
    ImGui::TextWrapped("%s", label.c_str());  // too long beside its control: whole, above it
  } else {
    ImGui::SetCursorPosY(ImGui::GetCursorPosY() + (ui.m.touch - ImGui::GetTextLineHeight()) / 2);
    text_in_width(label, label_w);
    ImGui::SameLine(label_w + ImGui::GetStyle().WindowPadding.x);
    ImGui::SetCursorPosY(ImGui::GetCursorPosY() - (ui.m.touch - ImGui::GetTextLineHeight()) / 2);
  }
  switch (spec.kind) {
    case OptionSpec::Kind::kInt: {
      const int v = value.is_number_integer() ? value.get<int>() : spec.default_int;
      if (auto next = stepper(ui, id.c_str(), v, spec.step, spec.min, spec.max, std::to_string(v)))
        ui.emit(intent::SetOption{key, *next});
      break;
    }
    case OptionSpec::Kind::kOptionalInt: {
      // Off, or on with a number: a toggle, then the number's stepper.
      const bool on = value.is_number_integer();
      if (toggle(ui, (id + ".on").c_str(), ui.tr(on ? "ui.on" : "ui.off"), on))
        ui.emit(intent::SetOption{key, on ? nlohmann::json(nullptr) : nlohmann::json(spec.default_int)});
      if (on) {
        ImGui::SameLine();
        const int v = value.get<int>();
        if (auto next = stepper(ui, id.c_str(), v, spec.step, spec.min, spec.max, std::to_string(v)))
          ui.emit(intent::SetOption{key, *next});
      }
      break;
    }
    case OptionSpec::Kind::kChoice: {
      std::vector<std::pair<std::string, std::string>> choices;
      std::size_t selected = spec.choices.size();
      for (std::size_t i = 0; i < spec.choices.size(); ++i) {
        const std::string choice(spec.choices[i]);
        choices.emplace_back(choice, ui.tr(std::string(spec.label_key) + "." + choice));
        if (value.is_string() && value.get<std::string>() == choice) selected = i;
      }
      if (auto tapped = choice_toggles(ui, id + ".", choices, selected))
        ui.emit(intent::SetOption{key, choices[*tapped].first});
      break;
    }
    case OptionSpec::Kind::kBool: {
      const bool on = value.is_boolean() ? value.get<bool>() : spec.default_bool;
      if (toggle(ui, id.c_str(), ui.tr(on ? "ui.on" : "ui.off"), on)) ui.emit(intent::SetOption{key, !on});
      break;
    }
  }
  if (!spec.hint_key.empty()) {
    ImGui::PushStyleColor(ImGuiCol_Text, ui.pal.text_dim);
    ImGui::TextWrapped("%s", ui.tr(spec.hint_key).c_str());
    ImGui::PopStyleColor();
  }
  ImGui::PopID();
}

void options_block(const Ui& ui, const Controller& c) {
  const NewGameForm& form = c.form();
  const GameInfo* game = form.info();
  if (!game || game->options.empty()) return;
  section(ui, ui.tr("ui.new_game.options"));
  const float label_w = std::min(ImGui::GetContentRegionAvail().x * 0.45f, 300.0f * ui.m.scale);
  for (const OptionSpec& spec : game->options) {
    const std::string key(spec.key);
    option_row(ui, spec, form.options.contains(key) ? form.options[key] : nlohmann::json(), label_w);
  }
}

}  // namespace

void draw_new_game(const Ui& ui, const Controller& c, ViewState& view) {
  const GameInfo* game = c.form().info();
  std::string title = ui.tr("ui.new_game.title");
  if (game) title += "  \xC2\xB7  " + ui.tr(game->name_key);
  screen_title(ui, "new_game.back", std::string("\xE2\x86\x90 ") + ui.tr("ui.back"), title, intent::Back{});
  const NewGameForm& form = c.form();
  const auto problem = form.problem();
  const float footer = ui.m.touch * 1.4f + ImGui::GetStyle().ItemSpacing.y * 2;
  const ImVec2 avail = ImGui::GetContentRegionAvail();
  const ImVec2 body(avail.x, avail.y - footer);

  // The seating list last in its column: a seat added pushes nothing.
  const ImGuiWindowFlags column = ImGuiWindowFlags_AlwaysVerticalScrollbar;
  if (ui.m.portrait) {
    ImGui::BeginChild("new_game.body", body, false, column);
    game_picker(ui, c);
    options_block(ui, c);
    ImGui::Separator();
    players_column(ui, c, view);
    ImGui::Separator();
    seating_column(ui, c);
    ImGui::EndChild();
  } else {
    const float gap = ImGui::GetStyle().ItemSpacing.x * 2;
    const float left_w = std::floor((body.x - gap) * 0.45f);
    ImGui::BeginChild("new_game.left", ImVec2(left_w, body.y), false, column);
    game_picker(ui, c);
    players_column(ui, c, view);
    ImGui::EndChild();
    ImGui::SameLine(0, gap);
    ImGui::BeginChild("new_game.right", ImVec2(body.x - left_w - gap, body.y), false, column);
    options_block(ui, c);
    ImGui::Separator();
    seating_column(ui, c);
    ImGui::EndChild();
  }

  // Footer: start, or why not yet.
  ImGui::Separator();
  const std::string start = std::string(ui.icons.next) + "  " + ui.tr("ui.new_game.start");
  const float start_w = std::min(avail.x * 0.5f, 420.0f * ui.m.scale);
  if (problem) {
    ImGui::SetCursorPosY(ImGui::GetCursorPosY() + (ui.m.touch * 1.4f - ImGui::GetTextLineHeight()) / 2);
    ImGui::PushStyleColor(ImGuiCol_Text, ui.pal.text_dim);
    text_in_width(ui.tr(*problem), avail.x - start_w - ImGui::GetStyle().ItemSpacing.x * 2);
    ImGui::PopStyleColor();
    ImGui::SameLine();
    ImGui::SetCursorPosY(ImGui::GetCursorPosY() - (ui.m.touch * 1.4f - ImGui::GetTextLineHeight()) / 2);
  }
  ImGui::SetCursorPosX(ImGui::GetWindowContentRegionMax().x - start_w);
  if (button(ui, "new_game.start", start, ImVec2(start_w, ui.m.touch * 1.4f), Tone::kPrimary, !problem,
             ui.fonts.large))
    ui.emit(intent::StartGame{});
}

}  // namespace flipside::ui
