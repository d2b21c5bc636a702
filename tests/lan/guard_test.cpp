// Issue 32, item 12: a guest on the Wi-Fi without the token cannot stall
// the room. The attack of the issue (a hundred connections sending their
// headers a byte a second) while a phone with the token asks for the game:
// it is answered promptly all along, and no slow connection is kept open
// past the head's time. Bodies of no or an absurd length are refused at
// once; pipelined requests are all answered. Everything on 127.0.0.1, on
// the fixture's own port, bounded in count and time.
#include <catch2/catch.hpp>

#include <arpa/inet.h>
#include <netinet/in.h>
#include <poll.h>
#include <sys/socket.h>
#include <unistd.h>

#include <atomic>
#include <cerrno>
#include <chrono>
#include <thread>
#include <vector>

#include "lan_fixture.hpp"

using namespace flipside;
using namespace flipside::lan_test;
using Clock = std::chrono::steady_clock;

namespace {

// A raw TCP connection to the fixture's server.
class Raw {
 public:
  explicit Raw(int port) : fd_(::socket(AF_INET, SOCK_STREAM, 0)) {
    sockaddr_in addr{};
    addr.sin_family = AF_INET;
    addr.sin_port = htons(static_cast<std::uint16_t>(port));
    addr.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    connected_ = ::connect(fd_, reinterpret_cast<sockaddr*>(&addr), sizeof addr) == 0;
  }
  ~Raw() { ::close(fd_); }
  Raw(const Raw&) = delete;
  Raw& operator=(const Raw&) = delete;

  bool connected() const { return connected_; }
  bool send(std::string_view text) { return ::send(fd_, text.data(), text.size(), MSG_NOSIGNAL) == static_cast<ssize_t>(text.size()); }
  // Whether the server has closed it (or reset it) by now.
  bool closed_by_server() {
    char byte;
    const ssize_t n = ::recv(fd_, &byte, 1, MSG_DONTWAIT | MSG_PEEK);
    if (n == 0) return true;
    if (n < 0) return errno != EAGAIN && errno != EWOULDBLOCK;
    // An answer came (a refusal): the server is done with it.
    read_until_closed(std::chrono::milliseconds(200));
    return true;
  }
  // All the server sends until it closes, or `limit` passes.
  std::string read_until_closed(std::chrono::milliseconds limit) {
    std::string out;
    const auto end = Clock::now() + limit;
    for (;;) {
      const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(end - Clock::now()).count();
      if (left <= 0) return out;
      pollfd p{fd_, POLLIN, 0};
      if (::poll(&p, 1, static_cast<int>(left)) <= 0) return out;
      char chunk[4096];
      const ssize_t n = ::recv(fd_, chunk, sizeof chunk, 0);
      if (n <= 0) return out;
      out.append(chunk, static_cast<std::size_t>(n));
    }
  }

 private:
  int fd_;
  bool connected_ = false;
};

std::size_t count(std::string_view text, std::string_view what) {
  std::size_t n = 0;
  for (std::size_t at = text.find(what); at != std::string_view::npos; at = text.find(what, at + 1)) ++n;
  return n;
}

}  // namespace

TEST_CASE("A hundred guests sending their headers a byte a second: a phone with the token is still answered at once",
          "[lan][guard]") {
  Served served(kFlip7Header, kFlip7Opening);
  const int port = served.server->port();
  constexpr int kGuests = 100;
  std::vector<std::unique_ptr<Raw>> guests;
  for (int i = 0; i < kGuests; ++i) {
    guests.push_back(std::make_unique<Raw>(port));
    REQUIRE(guests.back()->connected());
  }
  const std::string slow_head = "GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa";
  std::atomic<bool> attacking = true;
  std::thread attacker([&] {
    // One byte a second on every connection still open, for eight seconds.
    for (std::size_t at = 0; attacking && at < 8; ++at) {
      for (auto& guest : guests) guest->send(std::string_view(slow_head).substr(at, 1));
      std::this_thread::sleep_for(std::chrono::seconds(1));
    }
  });

  // The phone asks for the game every quarter of a second meanwhile.
  std::this_thread::sleep_for(std::chrono::milliseconds(300));  // the guests are in
  std::chrono::milliseconds slowest{0};
  int answered = 0;
  const auto until = Clock::now() + std::chrono::seconds(6);
  while (Clock::now() < until) {
    const auto asked = Clock::now();
    auto client = served.client();
    client.set_connection_timeout(5, 0);
    auto res = client.Get(served.with_token("/state").c_str());
    const auto took = std::chrono::duration_cast<std::chrono::milliseconds>(Clock::now() - asked);
    slowest = std::max(slowest, took);
    if (res && res->status == 200) ++answered;
    std::this_thread::sleep_for(std::chrono::milliseconds(250));
  }
  INFO("slowest answer: " << slowest.count() << " ms, answered " << answered);
  CHECK(slowest < std::chrono::milliseconds(1500));
  CHECK(answered >= 12);

  // No guest is still connected: each was dropped within the head's time.
  std::this_thread::sleep_for(std::chrono::milliseconds(500));
  int still_open = 0;
  for (auto& guest : guests)
    if (!guest->closed_by_server()) ++still_open;
  attacking = false;
  attacker.join();
  CHECK(still_open == 0);
}

TEST_CASE("A connection without the token that sends its head slowly is closed within the head's time", "[lan][guard]") {
  Served served(kFlip7Header, kFlip7Opening);
  Raw slow(served.server->port());
  REQUIRE(slow.connected());
  const auto start = Clock::now();
  const std::string head = "GET /state HTTP/1.1\r\nHost: x\r\nX-Slow: aaaaaaaaaaaaaaaaaaaaaaaaaaaaaa";
  std::size_t at = 0;
  while (!slow.closed_by_server() && Clock::now() - start < std::chrono::seconds(12)) {
    if (at < head.size()) slow.send(head.substr(at++, 1));
    std::this_thread::sleep_for(std::chrono::milliseconds(400));
  }
  const auto open_for = std::chrono::duration_cast<std::chrono::milliseconds>(Clock::now() - start);
  INFO("open for " << open_for.count() << " ms");
  CHECK(open_for < std::chrono::milliseconds(6500));
}

TEST_CASE("A body of no length, or an absurd one, is refused at once, a body that never comes ends in time",
          "[lan][guard]") {
  Served served(kFlip7Header, kFlip7Opening);
  const int port = served.server->port();
  const std::string target = "POST " + served.with_token("/api/act") + " HTTP/1.1\r\nHost: x\r\n";
  auto ask = [&](const std::string& text, std::chrono::milliseconds limit) {
    Raw raw(port);
    REQUIRE(raw.connected());
    raw.send(text);
    const auto start = Clock::now();
    const std::string answer = raw.read_until_closed(limit + std::chrono::seconds(2));
    return std::make_pair(answer.substr(0, answer.find("\r\n")), Clock::now() - start);
  };
  auto [none, none_took] = ask(target + "\r\n{\"phone\":\"x\"", std::chrono::seconds(1));
  CHECK(none == "HTTP/1.1 411 Length Required");
  CHECK(none_took < std::chrono::seconds(1));
  auto [huge, huge_took] = ask(target + "Content-Length: 99999999999999999999\r\n\r\n{", std::chrono::seconds(1));
  CHECK(huge == "HTTP/1.1 413 Payload Too Large");
  CHECK(huge_took < std::chrono::seconds(1));
  auto [word, word_took] = ask(target + "Content-Length: many\r\n\r\n{", std::chrono::seconds(1));
  CHECK(word == "HTTP/1.1 400 Bad Request");
  CHECK(word_took < std::chrono::seconds(1));
  auto [chunked, chunked_took] = ask(target + "Transfer-Encoding: chunked\r\n\r\n5\r\n{\"a\":", std::chrono::seconds(1));
  CHECK(chunked == "HTTP/1.1 411 Length Required");
  // 100 bytes promised, ten sent: the connection ends by the body's time.
  auto [short_body, short_took] = ask(target + "Content-Length: 100\r\n\r\n{\"phone\":", std::chrono::seconds(6));
  CHECK(short_took < std::chrono::milliseconds(6500));
  CHECK(served.lines_in_file() == 2);  // nothing entered
}

TEST_CASE("Pipelined requests on one connection are each answered, in order", "[lan][guard]") {
  Served served(kFlip7Header, kFlip7Opening);
  Raw raw(served.server->port());
  REQUIRE(raw.connected());
  const std::string get = "GET " + served.with_token("/state") + " HTTP/1.1\r\nHost: x\r\n\r\n";
  const std::string last = "GET " + served.with_token("/state") + " HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n";
  REQUIRE(raw.send(get + get + last));
  const std::string answers = raw.read_until_closed(std::chrono::seconds(3));
  CHECK(count(answers, "HTTP/1.1 200 OK") == 3);
  // Without the token: the first is refused and the connection closed.
  Raw stranger(served.server->port());
  REQUIRE(stranger.connected());
  REQUIRE(stranger.send("GET /state HTTP/1.1\r\nHost: x\r\n\r\nGET /state HTTP/1.1\r\nHost: x\r\n\r\n"));
  const std::string refused = stranger.read_until_closed(std::chrono::seconds(3));
  CHECK(count(refused, "HTTP/1.1 403") == 1);
  CHECK(count(refused, "HTTP/1.1 200") == 0);
}
