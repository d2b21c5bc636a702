// make_qr in the browser: no code. The only QR code the app draws is the
// page on phones' address, and a browser page cannot serve that page
// (lan/server_none.cpp), so Settings never asks for one there.
#include "ui/widgets/qr_code.hpp"

namespace flipside::ui {

std::optional<QrCode> make_qr(const std::string&) { return std::nullopt; }

}  // namespace flipside::ui
