#include "ui/shell/frame.hpp"
#include "ui/shell/shown_names.hpp"

#include "ui/screens/screens.hpp"

namespace flipside::ui {
namespace {

const char* window_name(Screen s) {
  switch (s) {
    case Screen::kHome: return "###home";
    case Screen::kNewGame: return "###new_game";
    case Screen::kTable: return "###table";
    case Screen::kRoundSummary: return "###round_summary";
    case Screen::kWinner: return "###winner";
    case Screen::kHistory: return "###history";
    case Screen::kSettings: return "###settings";
    case Screen::kScoresheet: return "###scoresheet";
    case Screen::kLog: return "###log";
    case Screen::kStats: return "###stats";
    case Screen::kPlayerStats: return "###player_stats";
    case Screen::kReplay: return "###replay";
    case Screen::kGameStats: return "###game_stats";
    case Screen::kBin: return "###bin";
  }
  return "###home";
}

}  // namespace

void draw_frame(const Ui& ui_in, const Controller& c, ViewState& view) {
  // The open game's players in this device's spelling on every screen.
  const ShownNames names = shown_names(c);
  Ui ui = ui_in;
  ui.tr = Tr(ui_in.tr.lang(), names.empty() ? nullptr : &names);
  if (ui.diag) ui.diag->begin_frame();
  view.banner_place.reset();  // the table draws it again if it has one
  view.prompt.reset();        // likewise its open question
  const Screen screen = c.screen();
  view.screen_opened = view.last_screen != static_cast<int>(screen);
  view.last_screen = static_cast<int>(screen);
  view.drawn_table = screen == Screen::kTable ? c.table_moment() : std::string();
  ImGui::SetNextWindowPos(ImVec2(0, 0));
  ImGui::SetNextWindowSize(ui.m.display);
  // NoBackground: glClear already paints the window colour; a second
  // full-screen fill costs a whole screen of pixels on software GL.
  ImGuiWindowFlags flags = ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoSavedSettings |
                           ImGuiWindowFlags_NoBringToFrontOnFocus | ImGuiWindowFlags_NoBackground;
  // Screens with their own scrolling lists keep the outer window still.
  if (screen == Screen::kTable || screen == Screen::kHistory || screen == Screen::kNewGame ||
      screen == Screen::kSettings || screen == Screen::kWinner || screen == Screen::kRoundSummary ||
      screen == Screen::kScoresheet || screen == Screen::kLog || screen == Screen::kStats ||
      screen == Screen::kPlayerStats || screen == Screen::kReplay || screen == Screen::kGameStats ||
      screen == Screen::kBin)
    flags |= ImGuiWindowFlags_NoScrollbar | ImGuiWindowFlags_NoScrollWithMouse;
  ImGui::Begin(window_name(screen), nullptr, flags);
  ImGui::BeginDisabled(c.popup().has_value());
  switch (screen) {
    case Screen::kHome: draw_home(ui, c); break;
    case Screen::kNewGame: draw_new_game(ui, c, view); break;
    case Screen::kTable: draw_table(ui, c, view); break;
    case Screen::kRoundSummary: draw_round_summary(ui, c); break;
    case Screen::kWinner: draw_winner(ui, c); break;
    case Screen::kHistory: draw_history(ui, c); break;
    case Screen::kSettings: draw_settings(ui, c); break;
    case Screen::kScoresheet: draw_scoresheet(ui, c); break;
    case Screen::kLog: draw_entry_log(ui, c, view); break;
    case Screen::kStats: draw_statistics(ui, c); break;
    case Screen::kPlayerStats: draw_player_stats(ui, c); break;
    case Screen::kReplay: draw_replay(ui, c, view); break;
    case Screen::kGameStats: draw_game_stats(ui, c); break;
    case Screen::kBin: draw_bin(ui, c); break;
  }
  ImGui::EndDisabled();
  ImGui::End();
  draw_banners(ui, c, view);
  draw_popup(ui, c, view);
}

void draw_upgrade_frame(const Ui& ui, const store::UpgradeProgress& progress) {
  if (ui.diag) ui.diag->begin_frame();
  ImGui::SetNextWindowPos(ImVec2(0, 0));
  ImGui::SetNextWindowSize(ui.m.display);
  const ImGuiWindowFlags flags = ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoMove |
                                 ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_NoBackground |
                                 ImGuiWindowFlags_NoScrollWithMouse;
  ImGui::Begin("###upgrade", nullptr, flags);
  draw_upgrade(ui, progress);
  ImGui::End();
}

}  // namespace flipside::ui
