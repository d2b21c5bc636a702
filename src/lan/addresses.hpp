// Where the page can be reached from the table's phones: this machine's
// addresses on the local network (IPv4, up, not loopback), the default
// the page binds to. Never an address chosen for the page by anyone else.
#pragma once

#include <optional>
#include <string>
#include <vector>

namespace flipside::lan {

std::vector<std::string> lan_addresses();

struct Bind {
  std::string host;
  int port = 0;
};
// "ADDR:PORT", "ADDR" (a free port) or ":PORT" (the LAN address); nullopt
// when it cannot be read. An empty text: the first LAN address (else
// 127.0.0.1), a free port.
std::optional<Bind> parse_bind(const std::string& text);

}  // namespace flipside::lan
