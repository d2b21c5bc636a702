#include "ui/widgets/qr_code.hpp"

#include <cmath>

namespace flipside::ui {

void draw_qr(ImDrawList* draw, ImVec2 top_left, float side, const QrCode& code) {
  constexpr int kQuiet = 4;
  const int modules = code.size + 2 * kQuiet;
  // Whole pixels per module, so every module has the same sharp size.
  const float module = std::floor(side / static_cast<float>(modules));
  const float used = module * static_cast<float>(modules);
  const ImVec2 origin(std::floor(top_left.x + (side - used) / 2), std::floor(top_left.y + (side - used) / 2));
  draw->AddRectFilled(top_left, ImVec2(top_left.x + side, top_left.y + side), IM_COL32(255, 255, 255, 255));
  for (int y = 0; y < code.size; ++y)
    for (int x = 0; x < code.size; ++x)
      if (code.dark[static_cast<std::size_t>(y * code.size + x)]) {
        const ImVec2 a(origin.x + static_cast<float>(x + kQuiet) * module, origin.y + static_cast<float>(y + kQuiet) * module);
        draw->AddRectFilled(a, ImVec2(a.x + module, a.y + module), IM_COL32(0, 0, 0, 255));
      }
}

}  // namespace flipside::ui
