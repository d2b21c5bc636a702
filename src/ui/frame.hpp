// One frame of the app, backend-free: the current screen in a full-window
// ImGui window, then the banners and the popup over it. Used by the real
// app and by the headless tests alike.
#pragma once

#include "ui/controller.hpp"
#include "ui/ui_context.hpp"

namespace flipside::ui {

// Between ImGui::NewFrame() and ImGui::Render(). Intents go to ui.out.
void draw_frame(const Ui& ui, const Controller& controller, ViewState& view);

}  // namespace flipside::ui
