// A database file with a game on it, `flipside serve`'s parts around it
// (FileTable + Server on 127.0.0.1, a port of its own) and an HTTP client
// that speaks to it as a phone would.
#pragma once

#include <httplib.h>

#include <memory>
#include <mutex>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "lan/file_table.hpp"
#include "lan/server.hpp"
#include "store/store.hpp"
#include "temp_dir.hpp"

namespace flipside::lan_test {

inline std::unique_ptr<store::Store> open_file(const std::string& path) {
  auto opened = store::Store::open(path);
  REQUIRE(opened.ok());
  return std::move(opened->store);
}

// A game stored with its lines, as the app would have committed them.
inline std::int64_t store_game(store::Store& db, const nlohmann::json& header, const std::vector<nlohmann::json>& lines) {
  Message error;
  auto parsed = parse_header(header, &error);
  REQUIRE(parsed);
  auto created = db.create_game(*parsed);
  REQUIRE(created.ok());
  auto game = std::move(created).value();
  REQUIRE(game);
  for (const auto& line : lines) REQUIRE(game->apply(line).accepted);
  return game->id();
}

struct Served {
  store_test::TempDir dir;
  std::string path = dir.file("table.db");
  std::unique_ptr<store::Store> db;
  std::unique_ptr<lan::FileTable> table;
  std::unique_ptr<lan::Server> server;
  std::mutex seen_mutex;
  std::vector<lan::PhoneRequest> seen;  // every request that reached the gate

  explicit Served(const nlohmann::json& header, const std::vector<nlohmann::json>& lines, Lang lang = Lang::kEnglish) {
    {
      auto writer = open_file(path);
      store_game(*writer, header, lines);
    }
    db = open_file(path);
    table = std::make_unique<lan::FileTable>(*db, lang);
    server = std::make_unique<lan::Server>([this](const lan::PhoneRequest& r) {
      {
        std::lock_guard lock(seen_mutex);
        seen.push_back(r);
      }
      return table->enter(r.player, r.action);
    });
    server->set_lang(lang);
    std::string error;
    lan::ServerOptions options;
    options.keep_alive = std::chrono::milliseconds(200);  // a test's listener notices its stop soon
    REQUIRE(server->start(options, &error));
    table->attach(server.get());
    table->refresh();
  }
  ~Served() { server->stop(); }

  std::string token() const { return server->phones().table_token(); }
  httplib::Client client() const {
    httplib::Client c("127.0.0.1", server->port());
    c.set_read_timeout(5, 0);
    return c;
  }
  std::string with_token(const std::string& path) const { return path + "?t=" + token(); }

  // POST path?t= with a JSON body: the status and the answer.
  std::pair<int, nlohmann::json> post(const std::string& path, const nlohmann::json& body) const {
    auto res = client().Post(with_token(path).c_str(), body.dump(), "application/json");
    REQUIRE(res);
    return {res->status, nlohmann::json::parse(res->body, nullptr, false)};
  }
  std::string join(const std::string& name) const {
    auto [status, answer] = post("/api/join", {{"name", name}});
    REQUIRE(status == 200);
    return answer.at("phone");
  }
  nlohmann::json state() const {
    auto res = client().Get(with_token("/state").c_str());
    REQUIRE(res);
    REQUIRE(res->status == 200);
    return nlohmann::json::parse(res->body);
  }
  // The lines the file holds for its one game, read by another connection.
  std::size_t lines_in_file() const {
    auto reader = open_file(path);
    auto opened = reader->open_game(reader->games()->front().id);
    REQUIRE(opened.ok());
    auto game = std::move(opened).value();
    REQUIRE(game);
    return game->session().lines().size();
  }
};

inline const nlohmann::json kFlip7Header = {{"game", "flip7"}, {"players", {"Ana", "Ben"}}, {"dealer", "Ben"}};
// Ana (after the dealer) gets a 7, Ben a 3: Ana is on turn again.
inline const std::vector<nlohmann::json> kFlip7Opening = {{{"card", "7"}}, {{"card", "3"}}};

}  // namespace flipside::lan_test
