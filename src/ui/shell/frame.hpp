// One frame of the app, backend-free: the current screen in a full-window
// ImGui window, then the banners and the popup over it. Used by the real
// app and by the headless tests alike.
#pragma once

#include "ui/shell/controller.hpp"
#include "ui/widgets/ui_context.hpp"

namespace flipside::ui {

// Between ImGui::NewFrame() and ImGui::Render(). Intents go to ui.out.
void draw_frame(const Ui& ui, const Controller& controller, ViewState& view);
// The frame shown instead while an older file is upgraded, before there is
// a controller (the store opens only once it is done).
void draw_upgrade_frame(const Ui& ui, const store::UpgradeProgress& progress);

}  // namespace flipside::ui
