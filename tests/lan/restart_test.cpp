// Issue 32, item 11: phones come back by themselves. The page's code (its
// port, the table's token and the seats phones hold) is kept when the app
// stops and served again when it starts, until the table makes a new code;
// the same address then answers, and each phone still plays as its player.
#include <catch2/catch.hpp>

#include <arpa/inet.h>
#include <netinet/in.h>
#include <sys/socket.h>
#include <unistd.h>

#include "lan/saved_code.hpp"
#include "lan_fixture.hpp"

using namespace flipside;
using namespace flipside::lan_test;

namespace {

// A server as the app starts it again after a restart, on the same file.
struct Restarted {
  std::unique_ptr<lan::FileTable> table;
  std::unique_ptr<lan::Server> server;
  bool started = false;

  Restarted(store::Store& db, const lan::SavedCode& code) {
    table = std::make_unique<lan::FileTable>(db, Lang::kEnglish);
    server = std::make_unique<lan::Server>([this](const lan::PhoneRequest& r) { return table->enter(r.player, r.action); });
    lan::ServerOptions options;
    options.keep_alive = std::chrono::milliseconds(200);
    std::string error;
    started = server->start(options, &error, &code);
    table->attach(server.get());
    table->refresh();
  }
  ~Restarted() { server->stop(); }

  int status(const std::string& path_and_query) const {
    httplib::Client c("127.0.0.1", server->port());
    c.set_read_timeout(5, 0);
    auto res = c.Get(path_and_query.c_str());
    return res ? res->status : -1;
  }
};

}  // namespace

TEST_CASE("A restarted table serves the same address, and every phone still plays as its player", "[lan]") {
  Served served(kFlip7Header, kFlip7Opening);
  const std::string ana = served.join("Ana");
  const std::string token = served.token();
  const lan::SavedCode code = served.server->saved_code();
  CHECK(code.port == served.server->port());
  CHECK(code.table_token == token);
  CHECK(code.phones == std::map<std::string, std::string>{{ana, "Ana"}});
  // Kept as JSON (with the settings) and read back whole.
  CHECK(lan::saved_code_from_json(lan::saved_code_to_json(code)) == code);
  served.server->stop();

  Restarted again(*served.db, code);
  REQUIRE(again.started);
  CHECK(again.server->port() == code.port);
  CHECK(again.status("/state?t=" + token) == 200);
  CHECK(again.server->phones().player_of(ana) == std::optional<std::string>("Ana"));
  CHECK(again.server->phones().held() == std::vector<std::string>{"Ana"});

  // A new code: the old address stops working, and what is kept changes.
  again.server->new_code();
  CHECK(again.status("/state?t=" + token) == 403);
  CHECK(again.server->saved_code().table_token != token);
  CHECK(again.server->saved_code().phones.empty());
}

TEST_CASE("A restarted table whose port is taken meanwhile keeps its token on another port", "[lan]") {
  Served served(kFlip7Header, kFlip7Opening);
  const lan::SavedCode code = served.server->saved_code();
  served.server->stop();
  // Something else listens on the old port now.
  const int other = ::socket(AF_INET, SOCK_STREAM, 0);
  sockaddr_in addr{};
  addr.sin_family = AF_INET;
  addr.sin_port = htons(static_cast<std::uint16_t>(code.port));
  addr.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
  const int yes = 1;
  ::setsockopt(other, SOL_SOCKET, SO_REUSEADDR, &yes, sizeof yes);
  REQUIRE(::bind(other, reinterpret_cast<sockaddr*>(&addr), sizeof addr) == 0);
  REQUIRE(::listen(other, 4) == 0);
  {
    Restarted again(*served.db, code);
    REQUIRE(again.started);
    CHECK(again.server->port() != code.port);
    CHECK(again.status("/state?t=" + code.table_token) == 200);
  }
  ::close(other);
}

TEST_CASE("A kept code that is not one (a hand-edited settings file) gives a new code, never a crash", "[lan]") {
  CHECK(lan::saved_code_from_json(nullptr).empty());
  CHECK(lan::saved_code_from_json({{"token", "short"}, {"port", 8080}}).empty());
  const auto code = lan::saved_code_from_json(
      {{"token", "0123456789abcdef0123456789abcdef"}, {"port", 70000}, {"phones", {{"bad", "Ana"}, {"0123456789abcdef0123456789abcdef", 7}}}});
  CHECK(code.table_token == "0123456789abcdef0123456789abcdef");
  CHECK(code.port == 0);
  CHECK(code.phones.empty());
}
