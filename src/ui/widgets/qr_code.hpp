// A QR code of the page's address (platform/*/qr_encode.cpp), drawn as dark
// squares on white with its quiet zone, whatever the theme: phones' cameras
// read dark on light best.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "imgui.h"

namespace flipside::ui {

struct QrCode {
  int size = 0;                       // modules per side
  std::vector<unsigned char> dark;    // size * size, row by row: 1 dark
};

std::optional<QrCode> make_qr(const std::string& text);
// The code in a square of `side` pixels at `top_left` (4 modules of quiet
// zone included).
void draw_qr(ImDrawList* draw, ImVec2 top_left, float side, const QrCode& code);

}  // namespace flipside::ui
