// The page's door (issue 32, item 12): a guest on the Wi-Fi without the
// table's token must not be able to stall the room. cpp-httplib (Debian's
// 0.11) reads a request's head with a timeout per read, never for the whole
// head, so a hundred connections sending a byte a second held every worker
// thread and no phone was answered. GuardedHttp takes each accepted
// connection before httplib sees it and:
//  - reads the whole head within `head_time` (else closes), the body within
//    `body_time` after it;
//  - lets each address have `unproven_per_address` connections (and all
//    together `unproven_total`) that have not yet shown the table's token;
//    a connection beyond those has `grace` to show it in its first line
//    (a phone's head comes in one packet), else it is refused: the rest of
//    the threads are a reserve for phones that hold the token;
//  - refuses a body without a Content-Length (411), with one that is not a
//    number (400) or larger than `max_body` (413), and chunked bodies (411);
//  - answers pipelined requests one after another (its buffer keeps what
//    came early), at most `requests_per_connection`, then closes.
// Only then does httplib parse and route the request, as before.
#pragma once

#include <httplib.h>

#include <atomic>
#include <chrono>
#include <cstddef>
#include <functional>
#include <map>
#include <mutex>
#include <string>
#include <string_view>

#include "lan/guard_options.hpp"

namespace flipside::lan {

// Whether a request line ("GET /state?t=… HTTP/1.1") carries the table's
// token in its `t` parameter.
using TokenCheck = std::function<bool(std::string_view token)>;

// The `t` parameter of a request line's target; empty when it has none.
std::string_view token_in_request_line(std::string_view line);

class GuardedHttp : public httplib::Server {
 public:
  GuardedHttp(GuardOptions options, TokenCheck token_ok);

  // Connections now open that have not shown the token (tests).
  std::size_t unproven() const;
  // The server is stopping: every connection ends at its next wait (within
  // a tenth of a second) and no further request on it is read.
  void close_connections() { closing_ = true; }
  bool closing() const { return closing_; }

 private:
  bool process_and_close_socket(socket_t sock) override;
  void serve(socket_t sock);

  bool take_unproven(const std::string& address);
  void drop_unproven(const std::string& address);

  GuardOptions options_;
  TokenCheck token_ok_;
  mutable std::mutex mutex_;
  std::map<std::string, std::size_t> unproven_by_address_;
  std::size_t unproven_ = 0;
  std::atomic<bool> closing_ = false;
};

}  // namespace flipside::lan
