#include "ui/widgets/theme.hpp"

namespace flipside::ui {
namespace {

constexpr ImU32 rgb(unsigned r, unsigned g, unsigned b, unsigned a = 255) { return IM_COL32(r, g, b, a); }
ImVec4 vec(float r, float g, float b, float a = 1.0f) { return ImVec4(r, g, b, a); }

const Palette kDark = {
    rgb(236, 238, 243),      // text
    rgb(160, 166, 180),      // text_dim
    rgb(38, 42, 52),         // row
    rgb(40, 70, 110),        // row_next
    rgb(30, 32, 38),         // row_out
    rgb(110, 180, 255),      // outline_next
    rgb(200, 140, 40),       // target
    rgb(200, 50, 50),        // bust
    rgb(40, 150, 80),        // celebrate
    rgb(60, 140, 200),       // frozen
    rgb(190, 70, 140),       // second_chance
    rgb(120, 100, 200),      // reshuffle
    rgb(70, 80, 100),        // info
    rgb(255, 255, 255),      // banner_text
    rgb(245, 240, 225),      // card_number
    rgb(25, 25, 30),         // card_number_text
    rgb(250, 200, 70),       // card_modifier
    rgb(40, 30, 0),          // card_modifier_text
    rgb(120, 60, 160),       // card_action
    rgb(255, 255, 255),      // card_action_text
    rgb(0, 0, 0, 120),       // card_outline
    rgb(90, 96, 110),        // grid
    rgb(0, 0, 0, 150),       // dim_overlay
    {rgb(100, 180, 255), rgb(255, 150, 60), rgb(120, 220, 120), rgb(240, 90, 120), rgb(200, 160, 255),
     rgb(255, 220, 80), rgb(80, 220, 220), rgb(220, 220, 220)},
    vec(0.22f, 0.25f, 0.32f),  // button
    vec(0.30f, 0.35f, 0.45f),  // button_hover
    vec(0.13f, 0.45f, 0.80f),  // primary
    vec(0.20f, 0.55f, 0.92f),  // primary_hover
    vec(0.70f, 0.20f, 0.20f),  // danger
    vec(0.25f, 0.65f, 0.40f),  // progress
    vec(0.10f, 0.11f, 0.14f),  // window_bg
};

const Palette kLight = {
    rgb(20, 22, 28),
    rgb(85, 90, 105),
    rgb(232, 235, 242),
    rgb(200, 225, 255),
    rgb(246, 246, 248),
    rgb(20, 100, 200),
    rgb(230, 160, 40),
    rgb(200, 40, 40),
    rgb(30, 140, 70),
    rgb(40, 120, 190),
    rgb(180, 50, 130),
    rgb(110, 90, 190),
    rgb(90, 100, 120),
    rgb(255, 255, 255),
    rgb(255, 255, 255),
    rgb(20, 20, 25),
    rgb(255, 205, 80),
    rgb(40, 30, 0),
    rgb(120, 60, 160),
    rgb(255, 255, 255),
    rgb(0, 0, 0, 90),
    rgb(190, 195, 205),
    rgb(0, 0, 0, 110),
    {rgb(20, 100, 200), rgb(220, 100, 20), rgb(30, 150, 60), rgb(200, 40, 90), rgb(130, 70, 200), rgb(170, 140, 0),
     rgb(0, 140, 150), rgb(90, 90, 90)},
    vec(0.84f, 0.87f, 0.92f),
    vec(0.76f, 0.81f, 0.89f),
    vec(0.15f, 0.45f, 0.82f),
    vec(0.22f, 0.53f, 0.90f),
    vec(0.80f, 0.25f, 0.25f),
    vec(0.25f, 0.65f, 0.40f),
    vec(0.97f, 0.97f, 0.98f),
};

}  // namespace

const Palette& palette(Theme theme) { return theme == Theme::kLight ? kLight : kDark; }

void apply_style(Theme theme, float scale) {
  ImGuiStyle style;
  if (theme == Theme::kLight) {
    ImGui::StyleColorsLight(&style);
  } else {
    ImGui::StyleColorsDark(&style);
  }
  const Palette& p = palette(theme);
  style.WindowPadding = ImVec2(14, 12);
  style.FramePadding = ImVec2(12, 10);
  style.ItemSpacing = ImVec2(10, 10);
  style.ItemInnerSpacing = ImVec2(8, 6);
  style.ScrollbarSize = 22;
  style.GrabMinSize = 22;
  style.FrameRounding = 8;
  style.WindowRounding = 10;
  style.ChildRounding = 8;
  style.PopupRounding = 10;
  style.GrabRounding = 6;
  style.WindowBorderSize = 0;
  style.ChildBorderSize = 0;
  style.Colors[ImGuiCol_WindowBg] = p.window_bg;
  style.Colors[ImGuiCol_ChildBg] = ImVec4(0, 0, 0, 0);
  style.Colors[ImGuiCol_Button] = p.button;
  style.Colors[ImGuiCol_ButtonHovered] = p.button_hover;
  style.Colors[ImGuiCol_ButtonActive] = p.primary;
  style.Colors[ImGuiCol_PlotHistogram] = p.progress;
  style.Colors[ImGuiCol_Text] = ImGui::ColorConvertU32ToFloat4(p.text);
  style.Colors[ImGuiCol_TextDisabled] = ImGui::ColorConvertU32ToFloat4(p.text_dim);
  style.DisabledAlpha = 0.45f;
  style.ScaleAllSizes(scale);
  ImGui::GetStyle() = style;
}

}  // namespace flipside::ui
