// lan::Server in the browser build (issue 33): a web page cannot listen for
// connections, so the page on phones is served by a laptop's FlipSide
// (`flipside serve`, or the app's Settings) and never by a tablet's browser.
// start() says so; the rest answers as a server that never started. The
// app's Settings does not offer the page where the platform cannot serve it
// (ui/platform/platform.hpp: Platform::serves_phones).
#include "lan/server.hpp"

namespace httplib {
// server.hpp holds a std::unique_ptr<httplib::Server> that stays empty here;
// its destructor needs a complete type, and cpp-httplib is not in this build.
class Server {};
}  // namespace httplib

namespace flipside::lan {

Server::Server(Gate gate) : gate_(std::move(gate)) {}

Server::~Server() = default;

std::string Server::address() const { return {}; }

std::string Server::app_address() const { return {}; }

void Server::new_code() {}

bool Server::free_seat(const std::string&) { return false; }

SavedCode Server::saved_code() const { return {}; }

bool Server::start(const ServerOptions&, std::string* error, const SavedCode*) {
  if (error) *error = "a browser page cannot serve the page on phones";
  return false;
}

void Server::stop() {}

void Server::routes() {}

}  // namespace flipside::lan
