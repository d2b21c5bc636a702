#include "lan/addresses.hpp"

#include <arpa/inet.h>
#include <ifaddrs.h>
#include <net/if.h>
#include <netinet/in.h>

#include <charconv>
#include <cstdint>

namespace flipside::lan {

bool local_address(const std::string& ipv4) {
  in_addr parsed{};
  if (inet_pton(AF_INET, ipv4.c_str(), &parsed) != 1) return false;
  const std::uint32_t a = ntohl(parsed.s_addr);
  auto in = [a](std::uint32_t net, int bits) { return (a >> (32 - bits)) == (net >> (32 - bits)); };
  return in(0x7F000000, 8) || in(0x0A000000, 8) || in(0xAC100000, 12) || in(0xC0A80000, 16) ||
         in(0xA9FE0000, 16) || in(0x64400000, 10);
}

std::vector<std::string> lan_addresses() {
  std::vector<std::string> out;
  ifaddrs* list = nullptr;
  if (getifaddrs(&list) != 0) return out;
  for (ifaddrs* a = list; a; a = a->ifa_next) {
    if (!a->ifa_addr || a->ifa_addr->sa_family != AF_INET) continue;
    if (!(a->ifa_flags & IFF_UP) || (a->ifa_flags & IFF_LOOPBACK)) continue;
    char text[INET_ADDRSTRLEN] = {};
    const auto* in = reinterpret_cast<const sockaddr_in*>(a->ifa_addr);
    if (inet_ntop(AF_INET, &in->sin_addr, text, sizeof text) && local_address(text)) out.emplace_back(text);
  }
  freeifaddrs(list);
  return out;
}

std::optional<Bind> parse_bind(const std::string& text) {
  Bind bind;
  std::string host = text;
  if (const auto colon = text.rfind(':'); colon != std::string::npos) {
    host = text.substr(0, colon);
    const std::string port = text.substr(colon + 1);
    const auto [end, ec] = std::from_chars(port.data(), port.data() + port.size(), bind.port);
    if (ec != std::errc() || end != port.data() + port.size() || bind.port < 0 || bind.port > 65535) return std::nullopt;
  }
  if (host.empty()) {
    const auto lan = lan_addresses();
    host = lan.empty() ? "127.0.0.1" : lan.front();
  }
  if (!local_address(host)) return std::nullopt;
  bind.host = host;
  return bind;
}

}  // namespace flipside::lan
