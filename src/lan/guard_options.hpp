// The limits of the page's door (guard.hpp), apart so that the server's
// header need not include cpp-httplib.
#pragma once

#include <chrono>
#include <cstddef>

namespace flipside::lan {

struct GuardOptions {
  std::chrono::milliseconds head_time = std::chrono::seconds(5);
  std::chrono::milliseconds body_time = std::chrono::seconds(5);
  std::chrono::milliseconds idle_time = std::chrono::seconds(5);  // between requests on one connection
  std::chrono::milliseconds grace = std::chrono::milliseconds(500);  // beyond the caps: the token, in time
  std::chrono::milliseconds write_time = std::chrono::seconds(5);
  std::size_t unproven_per_address = 4;
  std::size_t unproven_total = 16;
  std::size_t max_head = 8192;
  std::size_t max_body = 4096;
  std::size_t requests_per_connection = 100;
};

}  // namespace flipside::lan
