// `flipside serve --app` (issue 33): the browser build served beside the
// page, under /app/<token>/, so a tablet on the LAN runs the whole app from
// a laptop. Every file needs the table's token (in its path: the files the
// app names relatively carry it by themselves), comes with the type
// browsers insist on, and nothing outside the site's folder is reachable.
#include <catch2/catch.hpp>

#include <httplib.h>

#include <filesystem>
#include <fstream>
#include <string>

#include "lan/app_path.hpp"
#include "lan/server.hpp"
#include "temp_dir.hpp"

using namespace flipside;

namespace {

void write(const std::string& path, const std::string& text) { std::ofstream(path, std::ios::binary) << text; }

}  // namespace

TEST_CASE("The browser build is served under /app/<token>/ with its types, to the token only", "[lan]") {
  store_test::TempDir dir;
  const std::string site = dir.file("site");
  std::filesystem::create_directories(site);
  write(site + "/index.html", "<!doctype html><title>FlipSide</title>");
  write(site + "/flipside.wasm", std::string("\0asm\1\0\0\0", 8));
  write(site + "/flipside.js", "var Module;");
  write(site + "/manifest.webmanifest", "{}");
  write(dir.file("secret.txt"), "not for phones");

  lan::Server server([](const lan::PhoneRequest&) { return lan::GateReply{}; });
  lan::ServerOptions options;
  options.app_dir = site;
  std::string error;
  REQUIRE(server.start(options, &error));
  const std::string token = server.phones().table_token();
  CHECK(server.app_address() == "http://127.0.0.1:" + std::to_string(server.port()) + "/app/" + token + "/");
  httplib::Client c("127.0.0.1", server.port());
  c.set_read_timeout(5, 0);

  const std::string app = "/app/" + token + "/";
  for (const auto& [path, type] : {std::pair<std::string, std::string>{app, "text/html; charset=utf-8"},
                                   {app + "index.html", "text/html; charset=utf-8"},
                                   {app + "flipside.wasm", "application/wasm"},
                                   {app + "flipside.js", "text/javascript; charset=utf-8"},
                                   {app + "manifest.webmanifest", "application/manifest+json"}}) {
    INFO(path);
    auto res = c.Get(path.c_str());
    REQUIRE(res);
    CHECK(res->status == 200);
    CHECK(res->get_header_value("Content-Type") == type);
    // The app's own policy (its WebAssembly compiles), once: not the page's too.
    CHECK(res->get_header_value_count("Content-Security-Policy") == 1);
    CHECK(res->get_header_value("Content-Security-Policy").find("'wasm-unsafe-eval'") != std::string::npos);
  }
  CHECK(c.Get((app + "flipside.wasm").c_str())->body.size() == 8);

  // Without the token, or with another: 403. Out of the folder: never.
  for (const std::string& path : {"/app/" + std::string(32, '0') + "/index.html", std::string("/app//index.html"),
                                 std::string("/app/index.html")}) {
    INFO(path);
    auto res = c.Get(path.c_str());
    REQUIRE(res);
    CHECK(res->status == 403);
  }
  for (const std::string& path : {app + "../secret.txt", app + "..%2Fsecret.txt", app + ".hidden", app + "a/b.js",
                                 app + "missing.js"}) {
    INFO(path);
    auto res = c.Get(path.c_str());
    REQUIRE(res);
    CHECK(res->status != 200);
    CHECK(res->body.find("not for phones") == std::string::npos);
  }
  server.stop();
}

TEST_CASE("Without --app no /app/ path is served, with or without the token", "[lan]") {
  lan::Server server([](const lan::PhoneRequest&) { return lan::GateReply{}; });
  std::string error;
  REQUIRE(server.start(lan::ServerOptions{}, &error));
  httplib::Client c("127.0.0.1", server.port());
  auto res = c.Get(("/app/" + server.phones().table_token() + "/index.html").c_str());
  REQUIRE(res);
  CHECK(res->status == 403);  // the app path's token is not the page's query token
  server.stop();
}

TEST_CASE("An app path names one plain file of the site's folder", "[lan]") {
  CHECK(lan::read_app_path("/app/tok/")->file == "index.html");
  CHECK(lan::read_app_path("/app/tok/flipside.wasm")->token == "tok");
  CHECK_FALSE(lan::read_app_path("/app/tok/../x"));
  CHECK_FALSE(lan::read_app_path("/app/tok/.x"));
  CHECK_FALSE(lan::read_app_path("/app/tok/a/b"));
  CHECK_FALSE(lan::read_app_path("/app//x"));
  CHECK_FALSE(lan::read_app_path("/page.js"));
  CHECK(lan::app_file_type("flipside.wasm") == "application/wasm");
}
