// Settings: language, theme, text size, keep-awake, coach, calls said
// aloud, the page on phones (its QR code and address), the league folder
// (settings_league.cpp), games as files (a browser); the keyboard map.
#include <algorithm>

#include "ui/shell/keymap.hpp"
#include "ui/screens/settings_rows.hpp"
#include "ui/widgets/page_code.hpp"
#include "ui/platform/platform.hpp"
#include "ui/screens/screens.hpp"
#include "ui/widgets/widgets.hpp"

namespace flipside::ui {

void settings_label(const Ui& ui, const std::string& text, float width) {
  if (ImGui::CalcTextSize(text.c_str()).x > width) {
    ImGui::TextWrapped("%s", text.c_str());
    return;
  }
  ImGui::SetCursorPosY(ImGui::GetCursorPosY() + (ui.m.touch - ImGui::GetTextLineHeight()) / 2);
  text_in_width(text, width);
  ImGui::SameLine(width + ImGui::GetStyle().WindowPadding.x);
  ImGui::SetCursorPosY(ImGui::GetCursorPosY() - (ui.m.touch - ImGui::GetTextLineHeight()) / 2);
}

namespace {

// The page on phones and the TV (issue 23): on or off, and while on its
// code (ui/widgets/page_code.hpp).
void page_on_phones(const Ui& ui, const Controller& c, float label_w) {
  const PageShare& share = c.page_share();
  settings_label(ui, ui.tr("ui.settings.phones"), label_w);
  if (toggle(ui, "settings.phones", ui.tr(share.on() ? "ui.on" : "ui.off"), share.on()))
    ui.emit(intent::SetSharing{!share.on()});
  if (share.on()) draw_page_code(ui, share, "settings.qr", ui.m.display.y * 0.5f);
}

// Games as files (issue 33, ui/platform/file_hands.hpp), where the platform hands
// files over (a browser: no command line): a backup of every game, every
// game's script, and the picker to take scripts or a backup in. One button
// a line, each as wide as the column, so none moves as words change.
void games_as_files(const Ui& ui, float label_w) {
  settings_label(ui, ui.tr("ui.files.section"), label_w);
  const float x = ImGui::GetCursorPosX();
  const float w = ImGui::GetContentRegionAvail().x;
  if (button(ui, "settings.files.backup", ui.tr("ui.files.backup"), ImVec2(w, 0)))
    ui.emit(intent::SaveBackup{});
  ImGui::SetCursorPosX(x);
  if (button(ui, "settings.files.export", ui.tr("ui.files.export"), ImVec2(w, 0))) ui.emit(intent::ExportGames{});
  ImGui::SetCursorPosX(x);
  if (button(ui, "settings.files.import", ui.tr("ui.files.import"), ImVec2(w, 0))) ui.emit(intent::ChooseFilesToImport{});
  ImGui::SetCursorPosX(x);
  ImGui::PushFont(ui.fonts.small);
  ImGui::PushStyleColor(ImGuiCol_Text, ui.pal.text_dim);
  ImGui::PushTextWrapPos(0.0f);
  ImGui::TextUnformatted(ui.tr("ui.files.explain").c_str());
  ImGui::PopTextWrapPos();
  ImGui::PopStyleColor();
  ImGui::PopFont();
}

}  // namespace

void draw_settings(const Ui& ui, const Controller& c) {
  if (c.folder_picker()) return draw_folder_picker(ui, c);  // the league folder being chosen
  const Settings& s = c.settings();
  screen_title(ui, "settings.back", std::string("\xE2\x86\x90 ") + ui.tr("ui.back"), ui.tr("ui.settings.title"),
               intent::Back{});
  ImGui::BeginChild("settings.body", ImVec2(0, 0), false);
  const float label_w = std::min(ImGui::GetContentRegionAvail().x * 0.4f, 360.0f * ui.m.scale);

  settings_label(ui, ui.tr("ui.settings.language"), label_w);
  if (button(ui, "settings.lang.en", "English", ImVec2(0, 0), s.lang == Lang::kEnglish ? Tone::kSelected : Tone::kNormal))
    ui.emit(intent::SetLanguage{Lang::kEnglish});
  ImGui::SameLine();
  if (button(ui, "settings.lang.es", "Espa\xC3\xB1ol", ImVec2(0, 0),
             s.lang == Lang::kSpanish ? Tone::kSelected : Tone::kNormal))
    ui.emit(intent::SetLanguage{Lang::kSpanish});

  settings_label(ui, ui.tr("ui.settings.theme"), label_w);
  if (button(ui, "settings.theme.dark", ui.tr("ui.settings.dark"), ImVec2(0, 0),
             s.theme == Theme::kDark ? Tone::kSelected : Tone::kNormal))
    ui.emit(intent::SetTheme{Theme::kDark});
  ImGui::SameLine();
  if (button(ui, "settings.theme.light", ui.tr("ui.settings.light"), ImVec2(0, 0),
             s.theme == Theme::kLight ? Tone::kSelected : Tone::kNormal))
    ui.emit(intent::SetTheme{Theme::kLight});

  settings_label(ui, ui.tr("ui.settings.text_size"), label_w);
  if (auto v = stepper(ui, "settings.text_size", s.text_scale, 25, kMinTextScale, kMaxTextScale,
                       std::to_string(s.text_scale) + " %"))
    ui.emit(intent::SetTextScale{*v});

  settings_label(ui, ui.tr("ui.settings.keep_awake"), label_w);
  if (toggle(ui, "settings.keep_awake", ui.tr(s.keep_awake ? "ui.on" : "ui.off"), s.keep_awake))
    ui.emit(intent::SetKeepAwake{!s.keep_awake});

  settings_label(ui, ui.tr("ui.settings.coach"), label_w);
  if (toggle(ui, "settings.coach", ui.tr(s.coach ? "ui.on" : "ui.off"), s.coach)) ui.emit(intent::ToggleCoach{});

  settings_label(ui, ui.tr("ui.settings.say_calls"), label_w);
  if (toggle(ui, "settings.say_calls", ui.tr(s.say_calls ? "ui.on" : "ui.off"), s.say_calls))
    ui.emit(intent::SetSayCalls{!s.say_calls});

  // What the platform cannot do is not offered (ui/platform/platform.hpp).
  if (platform().serves_phones) page_on_phones(ui, c, label_w);
  if (platform().follows_folders) draw_league_settings(ui, c, label_w);
  if (c.moves_files()) games_as_files(ui, label_w);

  if (const store::Store* store = c.store()) {
    const Storage kept = storage();
    settings_label(ui, ui.tr(kept == Storage::kFile ? "ui.settings.database" : "ui.web.storage_title"), label_w);
    ImGui::SetCursorPosY(ImGui::GetCursorPosY() + (ui.m.touch - ImGui::GetTextLineHeight()) / 2);
    if (kept == Storage::kFile) {
      text_in_width(store->path().empty() ? ui.tr("ui.home.memory") : store->path(), ImGui::GetContentRegionAvail().x);
    } else {
      ImGui::PushTextWrapPos(0.0f);
      ImGui::TextUnformatted(ui.tr(kept == Storage::kKept ? "ui.web.storage_kept" : "ui.web.storage_not_kept").c_str());
      ImGui::PopTextWrapPos();
    }
  }

  ImGui::Separator();
  ImGui::PushFont(ui.fonts.large);
  ImGui::TextUnformatted(ui.tr("ui.keys.title").c_str());
  ImGui::PopFont();
  keys_table(ui, "settings.keys", c);
  ImGui::EndChild();
}

}  // namespace flipside::ui
