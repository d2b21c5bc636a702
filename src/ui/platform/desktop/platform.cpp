// The desktop app does all of it (ui/platform/platform.hpp).
#include "ui/platform/platform.hpp"

namespace flipside::ui {

const Platform& platform() {
  static constexpr Platform kDesktop{};
  return kDesktop;
}

Storage storage() { return Storage::kFile; }

}  // namespace flipside::ui
