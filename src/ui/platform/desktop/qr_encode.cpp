// make_qr on the desktop: Debian's libqrencode (qr_code.hpp).
#include <qrencode.h>

#include "ui/widgets/qr_code.hpp"

namespace flipside::ui {

std::optional<QrCode> make_qr(const std::string& text) {
  // Level M: a quarter of the code can be lost (a glare on the screen).
  QRcode* raw = QRcode_encodeString8bit(text.c_str(), 0, QR_ECLEVEL_M);
  if (!raw) return std::nullopt;
  QrCode code;
  code.size = raw->width;
  code.dark.resize(static_cast<std::size_t>(raw->width) * static_cast<std::size_t>(raw->width));
  for (std::size_t i = 0; i < code.dark.size(); ++i) code.dark[i] = raw->data[i] & 1;
  QRcode_free(raw);
  return code;
}

}  // namespace flipside::ui
