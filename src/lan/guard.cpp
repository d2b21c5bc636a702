#include "lan/guard.hpp"

#include <arpa/inet.h>
#include <netinet/in.h>
#include <poll.h>
#include <sys/socket.h>
#include <unistd.h>

#include <algorithm>
#include <cctype>
#include <cerrno>
#include <optional>
#include <string>

namespace flipside::lan {
namespace {

using Clock = std::chrono::steady_clock;
// How often a wait looks up from its socket: a stopping server is noticed.
constexpr auto kSlice = std::chrono::milliseconds(100);

std::string lower(std::string_view text) {
  std::string out(text);
  for (char& c : out) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return out;
}

// A connection as httplib reads and writes it, with a buffer of what came
// ahead of time (the rest of a head, a pipelined request) and a deadline
// for every read: a read that would wait past it ends the request.
class GuardedStream final : public httplib::Stream {
 public:
  GuardedStream(socket_t sock, std::chrono::milliseconds write_time, const GuardedHttp& server)
      : sock_(sock), write_time_(write_time), server_(server) {}

  enum class Head { kWhole, kTooLong, kClosed, kLate };

  // Reads until the buffer holds a whole head ("\r\n\r\n"), at most `max`
  // bytes of it, by `deadline`.
  Head fill_head(Clock::time_point deadline, std::size_t max) {
    for (;;) {
      if (const std::size_t end = buffer_.find("\r\n\r\n", start_); end != std::string::npos)
        return end + 4 - start_ > max ? Head::kTooLong : Head::kWhole;
      if (buffer_.size() - start_ > max) return Head::kTooLong;
      if (!wait(POLLIN, deadline)) return Head::kLate;  // a byte now and then does not stretch it
      char chunk[2048];
      const ssize_t n = ::recv(sock_, chunk, sizeof chunk, 0);
      if (n <= 0) return Head::kClosed;
      compact();
      buffer_.append(chunk, static_cast<std::size_t>(n));
    }
  }
  // The head fill_head found (up to and with its blank line).
  std::string_view head() const {
    const std::string_view rest = std::string_view(buffer_).substr(start_);
    return rest.substr(0, rest.find("\r\n\r\n") + 4);
  }
  bool has_buffered() const { return start_ < buffer_.size(); }
  bool late() const { return late_; }
  void set_deadline(Clock::time_point deadline) { deadline_ = deadline; }

  // True once something can be read, false at `deadline` or when the
  // server stops.
  bool wait_readable(Clock::time_point deadline) const {
    if (has_buffered()) return true;
    return wait(POLLIN, deadline);
  }

  bool is_readable() const override { return wait_readable(deadline_); }
  bool is_writable() const override {
    if (!wait(POLLOUT, Clock::now() + write_time_)) return false;
    char byte;
    return ::recv(sock_, &byte, 1, MSG_PEEK | MSG_DONTWAIT) != 0;  // 0: the phone closed it
  }
  ssize_t read(char* ptr, size_t size) override {
    if (has_buffered()) {
      const std::size_t n = std::min(size, buffer_.size() - start_);
      std::copy_n(buffer_.data() + start_, n, ptr);
      start_ += n;
      return static_cast<ssize_t>(n);
    }
    if (!wait_readable(deadline_)) {
      late_ = true;  // the request is cut: nothing more on this connection
      return -1;
    }
    return ::recv(sock_, ptr, size, 0);
  }
  ssize_t write(const char* ptr, size_t size) override {
    if (!wait(POLLOUT, Clock::now() + write_time_)) return -1;
    return ::send(sock_, ptr, size, MSG_NOSIGNAL);
  }
  void get_remote_ip_and_port(std::string& ip, int& port) const override { address(::getpeername, ip, port); }
  void get_local_ip_and_port(std::string& ip, int& port) const override { address(::getsockname, ip, port); }
  socket_t socket() const override { return sock_; }

  // Written whole, as far as the phone takes it.
  void write_all(std::string_view text) {
    while (!text.empty()) {
      const ssize_t n = write(text.data(), text.size());
      if (n <= 0) return;
      text.remove_prefix(static_cast<std::size_t>(n));
    }
  }

 private:
  bool wait(short events, Clock::time_point deadline) const {
    for (;;) {
      const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(deadline - Clock::now());
      if (left.count() <= 0 || server_.closing() || !server_.is_running()) return false;
      pollfd p{sock_, events, 0};
      const int ready = ::poll(&p, 1, static_cast<int>(std::min(left, std::chrono::milliseconds(kSlice)).count()));
      if (ready > 0) return (p.revents & (events | POLLHUP | POLLERR)) != 0;
      if (ready < 0 && errno != EINTR) return false;
    }
  }
  void compact() {
    if (start_ > 4096 && start_ * 2 > buffer_.size()) {
      buffer_.erase(0, start_);
      start_ = 0;
    }
  }
  template <class Name>
  void address(Name name, std::string& ip, int& port) const {
    sockaddr_storage addr{};
    socklen_t len = sizeof addr;
    ip.clear();
    port = 0;
    if (name(sock_, reinterpret_cast<sockaddr*>(&addr), &len) != 0) return;
    char text[INET6_ADDRSTRLEN] = {};
    if (addr.ss_family == AF_INET) {
      const auto* in = reinterpret_cast<const sockaddr_in*>(&addr);
      ::inet_ntop(AF_INET, &in->sin_addr, text, sizeof text);
      port = ntohs(in->sin_port);
    } else if (addr.ss_family == AF_INET6) {
      const auto* in = reinterpret_cast<const sockaddr_in6*>(&addr);
      ::inet_ntop(AF_INET6, &in->sin6_addr, text, sizeof text);
      port = ntohs(in->sin6_port);
    }
    ip = text;
  }

  socket_t sock_;
  std::chrono::milliseconds write_time_;
  const GuardedHttp& server_;
  std::string buffer_;
  std::size_t start_ = 0;
  Clock::time_point deadline_ = Clock::now();
  bool late_ = false;
};

std::string plain_answer(int status, std::string_view reason) {
  std::string out = "HTTP/1.1 " + std::to_string(status) + " ";
  out.append(reason);
  out.append("\r\nContent-Type: text/plain; charset=utf-8\r\nContent-Length: ");
  out.append(std::to_string(reason.size()));
  out.append("\r\nCache-Control: no-store\r\nConnection: close\r\n\r\n");
  out.append(reason);
  return out;
}

// Why a request's body cannot be read as this server reads them (status
// and reason), or nullopt.
std::optional<std::string> body_refusal(std::string_view head, std::size_t max_body) {
  const std::string_view method = head.substr(0, head.find(' '));
  std::optional<std::string> length;
  bool chunked = false;
  std::string_view rest = head.substr(std::min(head.find("\r\n"), head.size()));
  while (!rest.empty()) {
    rest.remove_prefix(std::min<std::size_t>(2, rest.size()));
    const std::string_view line = rest.substr(0, rest.find("\r\n"));
    rest.remove_prefix(line.size());
    const std::size_t colon = line.find(':');
    if (line.empty() || colon == std::string_view::npos) continue;
    const std::string name = lower(line.substr(0, colon));
    std::string_view value = line.substr(colon + 1);
    while (!value.empty() && (value.front() == ' ' || value.front() == '\t')) value.remove_prefix(1);
    while (!value.empty() && (value.back() == ' ' || value.back() == '\t')) value.remove_suffix(1);
    if (name == "transfer-encoding") chunked = true;
    if (name == "content-length") {
      if (length && *length != value) return plain_answer(400, "Bad Request");  // two lengths that differ
      length = std::string(value);
    }
  }
  if (chunked) return plain_answer(411, "Length Required");
  const bool has_body = method == "POST" || method == "PUT" || method == "PATCH";
  if (!length) return has_body ? std::optional(plain_answer(411, "Length Required")) : std::nullopt;
  if (length->empty() || length->size() > 9 ||
      !std::all_of(length->begin(), length->end(), [](char c) { return c >= '0' && c <= '9'; }))
    return plain_answer(length->size() > 9 ? 413 : 400, length->size() > 9 ? "Payload Too Large" : "Bad Request");
  if (std::stoul(*length) > max_body) return plain_answer(413, "Payload Too Large");
  return std::nullopt;
}

}  // namespace

std::string_view token_in_request_line(std::string_view line) {
  const std::size_t first = line.find(' ');
  if (first == std::string_view::npos) return {};
  std::string_view target = line.substr(first + 1);
  target = target.substr(0, target.find(' '));
  // The browser build's files carry it in their path (app_path.hpp).
  if (target.substr(0, 5) == "/app/") {
    target.remove_prefix(5);
    return target.substr(0, target.find('/'));
  }
  const std::size_t query = target.find('?');
  if (query == std::string_view::npos) return {};
  std::string_view params = target.substr(query + 1);
  while (!params.empty()) {
    const std::string_view param = params.substr(0, params.find('&'));
    if (param.substr(0, 2) == "t=") return param.substr(2);
    params.remove_prefix(std::min(params.size(), param.size() + 1));
  }
  return {};
}

GuardedHttp::GuardedHttp(GuardOptions options, TokenCheck token_ok)
    : options_(options), token_ok_(std::move(token_ok)) {}

std::size_t GuardedHttp::unproven() const {
  std::lock_guard lock(mutex_);
  return unproven_;
}

bool GuardedHttp::take_unproven(const std::string& address) {
  std::lock_guard lock(mutex_);
  std::size_t& mine = unproven_by_address_[address];
  if (mine >= options_.unproven_per_address || unproven_ >= options_.unproven_total) return false;
  ++mine;
  ++unproven_;
  return true;
}

void GuardedHttp::drop_unproven(const std::string& address) {
  std::lock_guard lock(mutex_);
  auto it = unproven_by_address_.find(address);
  if (it == unproven_by_address_.end()) return;
  if (--it->second == 0) unproven_by_address_.erase(it);
  --unproven_;
}

bool GuardedHttp::process_and_close_socket(socket_t sock) {
  serve(sock);
  ::shutdown(sock, SHUT_RDWR);
  ::close(sock);
  return true;
}

void GuardedHttp::serve(socket_t sock) {
  GuardedStream stream(sock, options_.write_time, *this);
  std::string address;
  int port = 0;
  stream.get_remote_ip_and_port(address, port);
  // Until it shows the token, the connection counts against its address.
  bool counted = take_unproven(address);
  struct Uncount {
    GuardedHttp& self;
    const std::string& address;
    bool& counted;
    ~Uncount() {
      if (counted) self.drop_unproven(address);
    }
  } uncount{*this, address, counted};
  bool proven = false;

  for (std::size_t served = 0; served < options_.requests_per_connection && !closing_; ++served) {
    if (served > 0 && !stream.wait_readable(Clock::now() + options_.idle_time)) return;
    const auto head_time = proven || counted ? options_.head_time : options_.grace;
    const auto head = stream.fill_head(Clock::now() + head_time, options_.max_head);
    if (head == GuardedStream::Head::kTooLong) return stream.write_all(plain_answer(431, "Request Header Fields Too Large"));
    if (head != GuardedStream::Head::kWhole) return;  // too slow, or gone
    if (!proven) {
      const std::string_view line = stream.head().substr(0, stream.head().find("\r\n"));
      proven = token_ok_(token_in_request_line(line));
      if (proven && counted) {
        drop_unproven(address);
        counted = false;
      }
      if (!proven && !counted) return stream.write_all(plain_answer(403, "Forbidden"));  // beyond the caps
    }
    if (const auto refusal = body_refusal(stream.head(), options_.max_body)) return stream.write_all(*refusal);
    stream.set_deadline(Clock::now() + options_.body_time);
    bool closed = false;
    const bool last = !proven || served + 1 == options_.requests_per_connection;
    const bool whole = process_request(stream, last, closed, [](httplib::Request&) {});
    if (!whole || closed || last || stream.late()) return;
  }
}

}  // namespace flipside::lan
