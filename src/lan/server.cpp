#include "lan/server.hpp"

#include <httplib.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <string_view>

#include "lan/app_path.hpp"
#include "lan/guard.hpp"
#include "lan/page_assets.hpp"

namespace flipside::lan {
namespace {

// Strict headers on every answer: the page runs only its own script and
// style, is never framed, sends no Referer (the address holds the token),
// and nothing of the game is kept in a cache.
httplib::Headers strict_headers() {
  return {{"Content-Security-Policy",
           "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; "
           "base-uri 'none'; form-action 'none'; frame-ancestors 'none'"},
          {"Cache-Control", "no-store"},
          {"X-Content-Type-Options", "nosniff"},
          {"Referrer-Policy", "no-referrer"},
          {"X-Frame-Options", "DENY"},
          {"Cross-Origin-Resource-Policy", "same-origin"}};
}

// Every `from` in `text` becomes `to` (what is put in is not searched again).
void replace_all(std::string& text, std::string_view from, const std::string& to) {
  for (std::size_t at = text.find(from); at != std::string::npos; at = text.find(from, at + to.size()))
    text.replace(at, from.size(), to);
}

const PageAsset* find_asset(std::string_view path) {
  for (const PageAsset& a : page_assets())
    if (a.path == path) return &a;
  return nullptr;
}

// One of the page's own paths: a file of it, or one of `api` (Server::routes).
bool is_route(std::string_view path, const std::vector<std::string>& api) {
  return find_asset(path) || std::find(api.begin(), api.end(), path) != api.end();
}

// The browser build's files (ServerOptions::app_dir) are under
// /app/<token>/: every file the app names relatively (its script, its
// WebAssembly, its manifest and icons, its service worker) carries the
// token by itself. lan/app_path.hpp reads such a path.

// The app's own policy: its page loads its script and compiles its
// WebAssembly ('wasm-unsafe-eval'), keeps its style inline, registers its
// service worker and reads its manifest; nothing from elsewhere.
constexpr const char* kAppPolicy =
    "default-src 'none'; script-src 'self' 'wasm-unsafe-eval'; style-src 'self' 'unsafe-inline'; img-src 'self'; "
    "connect-src 'self'; worker-src 'self'; manifest-src 'self'; base-uri 'none'; form-action 'none'; "
    "frame-ancestors 'none'";

void answer(httplib::Response& res, int status, const nlohmann::json& body) {
  res.status = status;
  res.set_content(body.dump(), "application/json; charset=utf-8");
}

void refuse(httplib::Response& res, int status, const Message& why, Lang lang) {
  answer(res, status, {{"ok", false}, {"error", render(why, lang)}});
}

// A request's JSON body, or nullopt: not an object, or not JSON at all.
std::optional<nlohmann::json> body_object(const httplib::Request& req) {
  nlohmann::json j = nlohmann::json::parse(req.body, nullptr, false);
  if (j.is_discarded() || !j.is_object()) return std::nullopt;
  return j;
}

// The phone's token, kept by its browser too: a phone that lost the page's
// storage still gives up its old seat when it picks a name.
constexpr std::string_view kPhoneCookie = "flipside_phone";

// A cookie's value from the request's Cookie header; empty when absent.
std::string cookie(const httplib::Request& req, std::string_view name) {
  const std::string header = req.get_header_value("Cookie");
  std::string_view rest = header;
  while (!rest.empty()) {
    const std::size_t end = std::min(rest.find(';'), rest.size());
    std::string_view pair = rest.substr(0, end);
    rest.remove_prefix(std::min(end + 1, rest.size()));
    while (!pair.empty() && pair.front() == ' ') pair.remove_prefix(1);
    if (pair.size() > name.size() && pair.substr(0, name.size()) == name && pair[name.size()] == '=')
      return std::string(pair.substr(name.size() + 1));
  }
  return {};
}

std::string text_field(const nlohmann::json& j, const char* key) {
  const auto it = j.find(key);
  return it != j.end() && it->is_string() ? it->get<std::string>() : std::string();
}

}  // namespace

Server::Server(Gate gate) : gate_(std::move(gate)) {}

Server::~Server() { stop(); }

std::string Server::address() const {
  const std::string host = shown_host_.empty() ? options_.host : shown_host_;
  return "http://" + host + ":" + std::to_string(port_) + "/?t=" + phones_.table_token();
}

std::string Server::app_address() const {
  const std::string host = shown_host_.empty() ? options_.host : shown_host_;
  return "http://" + host + ":" + std::to_string(port_) + "/app/" + phones_.table_token() + "/";
}

void Server::new_code() {
  phones_.new_code();
  feed_.set_held({});
}

bool Server::free_seat(const std::string& name) {
  const bool freed = phones_.release(name);
  feed_.set_held(phones_.held());
  return freed;
}

SavedCode Server::saved_code() const {
  SavedCode code;
  code.port = port_;
  code.table_token = phones_.table_token_and_phones(&code.phones);
  return code;
}

bool Server::start(const ServerOptions& options, std::string* error, const SavedCode* resume) {
  options_ = options;
  if (resume && !resume->empty()) {
    phones_.resume(resume->table_token, resume->phones);
    feed_.set_held(phones_.held());
  }
  // The door in front of httplib (guard.hpp): whole heads in time, bodies
  // of a known small length, a few connections per address until they show
  // the token, and the rest of the threads kept for phones that hold it.
  GuardOptions guard = options.guard;
  guard.max_body = options.max_body;
  http_ = std::make_unique<GuardedHttp>(guard, [this](std::string_view token) { return phones_.table_token_ok(token); });
  const std::size_t threads = options.max_streams + guard.unproven_total + 8;
  http_->new_task_queue = [threads] { return new httplib::ThreadPool(threads); };
  http_->set_payload_max_length(options.max_body);
  http_->set_keep_alive_timeout(5);
  http_->set_read_timeout(5, 0);
  http_->set_write_timeout(5, 0);
  http_->set_default_headers(strict_headers());
  // Not httplib's SO_REUSEPORT: a second app on this machine must not share
  // the page's port (a restarted table takes its old port back, issue 32 item 11).
  http_->set_socket_options([](socket_t sock) {
    int yes = 1;
    ::setsockopt(sock, SOL_SOCKET, SO_REUSEADDR, &yes, sizeof yes);
  });
  routes();
  if (options.port == 0 && resume && resume->port > 0 && http_->bind_to_port(options.host, resume->port)) {
    port_ = resume->port;  // the address the phones know
  } else if (options.port == 0) {
    port_ = http_->bind_to_any_port(options.host);
  } else {
    port_ = http_->bind_to_port(options.host, options.port) ? options.port : -1;
  }
  if (port_ <= 0) {
    if (error) *error = "cannot listen on " + options.host + ":" + std::to_string(options.port);
    http_.reset();
    return false;
  }
  running_ = true;
  listen_ended_ = false;
  thread_ = std::thread([this] {
    http_->listen_after_bind();
    listen_ended_ = true;
  });
  // httplib's stop() only stops a server that is already listening: one
  // called between the bind and the listen loop's start is lost, and the
  // join in stop() then waits on accept() for ever (a table turning the
  // page on and off at once hung that way). So start() returns only once
  // the loop runs.
  while (!http_->is_running() && !listen_ended_) std::this_thread::sleep_for(std::chrono::microseconds(200));
  return true;
}

void Server::stop() {
  if (!http_) return;
  feed_.close();  // every stream's wait ends now
  // Every connection's wait ends too (httplib says it runs until its
  // threads are joined): a phone's next request must not reach a server on
  // its way out, whose tokens are about to die (a restarting table's phones
  // would be told their code is gone).
  static_cast<GuardedHttp&>(*http_).close_connections();
  http_->stop();
  if (thread_.joinable()) thread_.join();
  new_code();
  http_.reset();
  running_ = false;
}

// A file of the browser build, with the type browsers insist on (a .wasm
// compiles while it downloads only as application/wasm) and the app's own
// policy; 404 for anything not in the folder.
void Server::serve_app_file(const std::string& file, httplib::Response& res) const {
  std::ifstream in(std::filesystem::path(options_.app_dir) / file, std::ios::binary);
  if (!in) {
    res.status = 404;
    res.set_content("Not found", "text/plain; charset=utf-8");
    return;
  }
  std::string body((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  res.headers.erase("Content-Security-Policy");
  res.headers.erase("Cache-Control");
  res.set_header("Content-Security-Policy", kAppPolicy);
  res.set_header("Cache-Control", "no-cache");  // the service worker keeps the copy for offline starts
  res.set_content(std::move(body), std::string(app_file_type(file)));
}

void Server::routes() {
  httplib::Server& s = *http_;
  s.set_error_handler([this](const httplib::Request&, httplib::Response& res) {
    if (!res.body.empty()) return;
    if (res.status == 413) refuse(res, 413, msg("page.refused.too_large"), lang_);
    else res.set_content("Error", "text/plain; charset=utf-8");
  });

  // The page's files. The HTML names its script and style with the token
  // (a page served without it would load neither).
  for (const PageAsset& asset : page_assets()) {
    s.Get(std::string(asset.path), [this, &asset](const httplib::Request& req, httplib::Response& res) {
      std::string body(asset.body);
      if (asset.path == "/") {
        replace_all(body, "{{T}}", req.get_param_value("t"));
        replace_all(body, "{{LANG}}", std::string(lang_code(lang_)));
        // The view as it is now, in the page (a JSON data block, never run):
        // drawn before the first paint. Every '<' is escaped, so no name
        // can close the block.
        const Feed::Snapshot snap = feed_.latest();
        std::string state = snap.json ? *snap.json : std::string("null");
        replace_all(state, "<", "\\u003c");
        replace_all(body, "{{STATE}}", state);
      }
      res.set_content(body, std::string(asset.type));
    });
  }

  // The page's routes beside its files, in one list: each registered from
  // it below, and any other path answered 404 before routing (is_route).
  struct Route {
    bool post;
    const char* path;
    httplib::Server::Handler handle;
  };
  const std::vector<Route> api = {
      {false, "/state", [this](const httplib::Request&, httplib::Response& res) {
        const Feed::Snapshot snap = feed_.latest();
        if (!snap.json) return refuse(res, 503, msg("page.refused.no_game"), lang_);
        res.set_content(*snap.json, "application/json; charset=utf-8");
      }},

      {false, "/events", [this](const httplib::Request&, httplib::Response& res) {
        if (streams_.fetch_add(1) >= options_.max_streams) {
          --streams_;
          return refuse(res, 503, msg("page.refused.too_many_phones"), lang_);
        }
        auto seen = std::make_shared<std::uint64_t>(0);
        res.set_chunked_content_provider(
            "text/event-stream",
            [this, seen](std::size_t, httplib::DataSink& sink) {
              const Feed::Snapshot snap = feed_.wait_newer(*seen, options_.keep_alive);
              if (feed_.closed()) return false;
              if (snap.version > *seen && snap.json) {
                std::string event = "retry: 2000\nid: " + std::to_string(snap.version) + "\nevent: state\ndata: ";
                event += *snap.json;
                event += "\n\n";
                *seen = snap.version;
                return sink.write(event.data(), event.size());
              }
              static constexpr std::string_view kComment = ": still here\n\n";  // finds phones gone quiet
              return sink.write(kComment.data(), kComment.size());
            },
            [this](bool) { --streams_; });
      }},

      {true, "/api/join", [this](const httplib::Request& req, httplib::Response& res) {
        if (!phones_.allow("addr:" + req.remote_addr)) return refuse(res, 429, msg("page.refused.too_fast"), lang_);
        const auto body = body_object(req);
        if (!body) return refuse(res, 400, msg("page.refused.bad_request"), lang_);
        // The seat this phone holds already, if any (its token in the body, or
        // the cookie a browser sends by itself): given up for the new one.
        std::string held = text_field(*body, "phone");
        if (held.empty()) held = cookie(req, kPhoneCookie);
        const PhoneBook::Joined joined = phones_.join(text_field(*body, "name"), feed_.players(), held);
        if (joined.phone_token.empty()) return refuse(res, 409, joined.why, lang_);
        feed_.set_held(phones_.held());
        res.set_header("Set-Cookie", std::string(kPhoneCookie) + "=" + joined.phone_token +
                                         "; Path=/; HttpOnly; SameSite=Strict");
        // "version": the first view that shows the seat held (the page tells a
        // freed seat by a later view without it).
        answer(res, 200, {{"ok", true}, {"phone", joined.phone_token}, {"name", text_field(*body, "name")},
                          {"version", feed_.latest().version}});
      }},

      {true, "/api/act", [this](const httplib::Request& req, httplib::Response& res) {
        const auto body = body_object(req);
        if (!body) return refuse(res, 400, msg("page.refused.bad_request"), lang_);
        const std::string phone = text_field(*body, "phone");
        const auto player = phones_.player_of(phone);
        if (!player) return refuse(res, 403, msg("page.refused.not_joined"), lang_);
        if (!phones_.allow("phone:" + phone)) return refuse(res, 429, msg("page.refused.too_fast"), lang_);
        PhoneRequest request{*player, text_field(*body, "do"), {}};
        if (const auto cards = body->find("cards"); cards != body->end()) {
          if (!cards->is_array() || cards->size() > kMostHandCards) return refuse(res, 400, msg("page.refused.bad_request"), lang_);
          for (const auto& card : *cards) {
            if (!card.is_string() || card.get_ref<const std::string&>().size() > 40)
              return refuse(res, 400, msg("page.refused.bad_request"), lang_);
            request.cards.push_back(card.get<std::string>());
          }
        }
        const GateReply reply = gate_(request);
        switch (reply.kind) {
          case GateReply::Kind::kAccepted: return answer(res, 200, {{"ok", true}, {"text", render(msg("page.done"), lang_)}});
          case GateReply::Kind::kRefused: return refuse(res, 409, reply.why, lang_);
          case GateReply::Kind::kNoGame: return refuse(res, 409, msg("page.refused.no_game"), lang_);
          case GateReply::Kind::kNoSuchAction: return refuse(res, 400, msg("page.refused.no_such_action"), lang_);
          case GateReply::Kind::kTableSilent: return refuse(res, 503, msg("page.refused.table_silent"), lang_);
        }
      }},
  };
  std::vector<std::string> paths;
  for (const Route& route : api) {
    if (route.post) s.Post(route.path, route.handle);
    else s.Get(route.path, route.handle);
    paths.emplace_back(route.path);
  }

  // Before anything: the table's token, on every request (403 and nothing
  // else without it), and only the page's own paths.
  s.set_pre_routing_handler([this, paths = std::move(paths)](const httplib::Request& req, httplib::Response& res) {
    const std::optional<AppPath> app = serves_app() ? read_app_path(req.path) : std::nullopt;
    if (!phones_.table_token_ok(app ? app->token : req.get_param_value("t"))) {
      res.status = 403;
      res.set_content("Forbidden", "text/plain; charset=utf-8");
      return httplib::Server::HandlerResponse::Handled;
    }
    if (app) {
      serve_app_file(app->file, res);
      return httplib::Server::HandlerResponse::Handled;
    }
    if (!is_route(req.path, paths)) {
      res.status = 404;
      res.set_content("Not found", "text/plain; charset=utf-8");
      return httplib::Server::HandlerResponse::Handled;
    }
    return httplib::Server::HandlerResponse::Unhandled;
  });
}

}  // namespace flipside::lan
