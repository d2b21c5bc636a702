// Settings' league folder (issue 24): the folder followed (or none), Choose
// or Change (the folder picker, by touch), Stop and Rename this device, its name and
// what the last look at the folder found. The picker replaces the
// settings while it is open: Back closes it.
#include <algorithm>

#include "ui/screens/screens.hpp"
#include "ui/screens/settings_rows.hpp"
#include "ui/widgets/widgets.hpp"

namespace flipside::ui {
namespace {

// A path cut at its start, where it says least ("…/Sync/FlipSide-league").
std::string path_in_width(const std::string& path, float width) {
  if (ImGui::CalcTextSize(path.c_str()).x <= width) return path;
  const std::string dots = "\xE2\x80\xA6";
  for (std::size_t from = 1; from < path.size(); ++from) {
    if ((static_cast<unsigned char>(path[from]) & 0xC0) == 0x80) continue;  // whole letters
    const std::string tail = dots + path.substr(from);
    if (ImGui::CalcTextSize(tail.c_str()).x <= width) return tail;
  }
  return ellipsize(path, width);
}

// A line of small, dim text, wrapped (what the last look found).
void note(const Ui& ui, const std::string& text) {
  ImGui::PushFont(ui.fonts.small);
  ImGui::PushStyleColor(ImGuiCol_Text, ui.pal.text_dim);
  ImGui::TextWrapped("%s", text.c_str());
  ImGui::PopStyleColor();
  ImGui::PopFont();
}

}  // namespace

void draw_league_settings(const Ui& ui, const Controller& c, float label_w) {
  const std::string& folder = c.settings().league_folder;
  settings_label(ui, ui.tr("ui.league.title"), label_w);
  const float avail = ImGui::GetContentRegionAvail().x;
  const std::string choose = ui.tr(folder.empty() ? "ui.league.choose" : "ui.league.change");
  const std::string stop = std::string(ui.icons.remove) + "  " + ui.tr("ui.league.stop");
  const float pad = ImGui::GetStyle().FramePadding.x * 2;
  const float spacing = ImGui::GetStyle().ItemSpacing.x;
  const float choose_w = ImGui::CalcTextSize(choose.c_str()).x + pad;
  const float stop_w = folder.empty() ? 0.0f : ImGui::CalcTextSize(stop.c_str()).x + pad + spacing;
  if (button(ui, "settings.league.choose", choose, ImVec2(std::min(choose_w, avail), 0))) ui.emit(intent::OpenFolderPicker{});
  if (!folder.empty()) {
    ImGui::SameLine();
    if (ImGui::GetContentRegionAvail().x < stop_w) ImGui::NewLine();
    if (button(ui, "settings.league.stop", stop, ImVec2(0, 0), Tone::kSubtle)) ui.emit(intent::StopLeague{});
  }
  // This device's name (issue 32 item 14), once the folder is followed: on
  // the buttons' row, where what the passes say below never moves it.
  if (c.league()) {
    const std::string rename = std::string(ui.icons.edit) + "  " + ui.tr("ui.league.rename");
    const float rename_w = ImGui::CalcTextSize(rename.c_str()).x + pad;
    ImGui::SameLine();
    if (ImGui::GetContentRegionAvail().x < rename_w + spacing) ImGui::NewLine();
    if (button(ui, "settings.league.rename", rename, ImVec2(std::min(rename_w, ImGui::GetContentRegionAvail().x), 0),
               Tone::kSubtle))
      ui.emit(intent::AskRenameDevice{});
  }
  // The folder and the last look, under the buttons, the whole width.
  const float width = ImGui::GetContentRegionAvail().x;
  if (folder.empty()) {
    note(ui, ui.tr("ui.league.none"));
    return;
  }
  ImGui::TextUnformatted(path_in_width(folder, width).c_str());
  if (ui.diag) ui.diag->note_rect("league_text.folder");
  const LeagueWatch* watch = c.league();
  if (!watch) return;
  const LeagueWatch::Status status = watch->status();
  if (!status.device_name.empty()) note(ui, ui.tr.f("ui.league.device", status.device_name));
  if (status.problem) {
    ImGui::PushStyleColor(ImGuiCol_Text, ui.pal.bust);
    ImGui::TextWrapped("%s %s", ui.icons.warning, ui.tr(*status.problem).c_str());
    ImGui::PopStyleColor();
  } else if (status.passes == 0) {
    note(ui, ui.tr("ui.league.looking"));
  } else {
    note(ui, ui.tr.f("ui.league.status", status.last_at, status.taken, status.written));
  }
  if (!status.skipped.empty())
    note(ui, ui.tr.f("ui.league.skipped", static_cast<long long>(status.skipped.size()), ui.tr(status.skipped.front())));
}

void draw_folder_picker(const Ui& ui, const Controller& c) {
  const FolderPicker& picker = *c.folder_picker();
  screen_title(ui, "picker.back", std::string("\xE2\x86\x90 ") + ui.tr("ui.back"), ui.tr("ui.league.picker_title"),
               intent::CloseFolderPicker{});
  note(ui, ui.tr("ui.league.picker_hint"));
  // Where it is, then the ways to move and to choose, each touch-sized.
  ImGui::PushFont(ui.fonts.large);
  ImGui::TextUnformatted(path_in_width(picker.path, ImGui::GetContentRegionAvail().x).c_str());
  ImGui::PopFont();
  if (ui.diag) ui.diag->note_rect("league_text.picker_path");
  const std::string up = std::string(ui.icons.up) + "  " + ui.tr("ui.league.up");
  const std::string home = std::string(ui.icons.home) + "  " + ui.tr("ui.league.home");
  const std::string make = "+  " + ui.tr("ui.league.new_folder");
  const std::string use = std::string(ui.icons.check) + "  " + ui.tr("ui.league.use");
  struct Action {
    const char* id;
    const std::string* label;
    Intent intent;
    Tone tone;
  };
  const Action actions[] = {
      {"picker.up", &up, intent::BrowseFolder{picker.up()}, Tone::kNormal},
      {"picker.home", &home, intent::BrowseFolder{FolderPicker::home()}, Tone::kNormal},
      {"picker.new", &make, intent::NewLeagueFolder{}, Tone::kNormal},
      {"picker.use", &use, intent::UseLeagueFolder{}, Tone::kPrimary},
  };
  bool first = true;
  for (const Action& a : actions) {
    const float w = ImGui::CalcTextSize(a.label->c_str()).x + ImGui::GetStyle().FramePadding.x * 2;
    if (!first) {
      ImGui::SameLine();
      if (ImGui::GetContentRegionAvail().x < w) ImGui::NewLine();
    }
    first = false;
    if (button(ui, a.id, *a.label, ImVec2(std::min(w, ImGui::GetContentRegionAvail().x), 0), a.tone)) ui.emit(a.intent);
  }
  if (picker.problem) {
    ImGui::PushStyleColor(ImGuiCol_Text, ui.pal.bust);
    ImGui::TextWrapped("%s %s", ui.icons.warning, ui.tr(*picker.problem).c_str());
    ImGui::PopStyleColor();
  }
  // The subfolders: a row each, the whole width, only those on screen drawn.
  ImGui::BeginChild("picker.list", ImVec2(0, 0), false);
  if (picker.folders.empty()) note(ui, ui.tr("ui.league.no_folders"));
  const float row_w = ImGui::GetContentRegionAvail().x;
  ImGuiListClipper clipper;
  clipper.Begin(static_cast<int>(picker.folders.size()), ui.m.touch + ImGui::GetStyle().ItemSpacing.y);
  while (clipper.Step()) {
    for (int i = clipper.DisplayStart; i < clipper.DisplayEnd; ++i) {
      const std::string& name = picker.folders[static_cast<std::size_t>(i)];
      const std::string id = "picker.folder." + std::to_string(i);
      const std::string label = ellipsize(name, row_w - ui.m.touch) + "  " + ui.icons.next;
      std::string path = picker.path;
      if (path.empty() || path.back() != '/') path.push_back('/');
      path.append(name);
      if (button(ui, id.c_str(), label, ImVec2(row_w, 0), Tone::kNormal)) ui.emit(intent::BrowseFolder{path});
    }
  }
  clipper.End();
  ImGui::EndChild();
}

}  // namespace flipside::ui
