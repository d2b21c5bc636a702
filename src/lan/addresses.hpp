// Where the page can be reached from the table's phones: this machine's
// addresses on the local network (IPv4, up, not loopback), the default
// the page binds to. Never an address chosen for the page by anyone else.
#pragma once

#include <optional>
#include <string>
#include <vector>

namespace flipside::lan {

std::vector<std::string> lan_addresses();
// Loopback, a private network (10/8, 172.16/12, 192.168/16), link-local
// (169.254/16) or shared (100.64/10, as VPNs between devices use): the
// only addresses the page may listen on. Never 0.0.0.0 (every interface,
// the internet's too) nor a public address.
bool local_address(const std::string& ipv4);

struct Bind {
  std::string host;
  int port = 0;
};
// "ADDR:PORT", "ADDR" (a free port) or ":PORT" (the LAN address); nullopt
// when it cannot be read or the address is not local_address(). An empty text: the first LAN address (else
// 127.0.0.1), a free port.
std::optional<Bind> parse_bind(const std::string& text);

}  // namespace flipside::lan
