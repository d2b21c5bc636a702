// The page's server (issue 23): cpp-httplib (Debian's libcpp-httplib-dev)
// on threads of its own, beside the app's loop and `flipside serve`, never
// inside them. It serves the page's own files (compiled in from
// assets/page/), the game as JSON (GET /state), the live stream (GET
// /events, Server-Sent Events: the whole view each time it changes, so a
// phone that comes back after losing Wi-Fi is caught up by its first event)
// and what a phone may enter (POST /api/join, POST /api/act). Every request
// must carry the table's token (?t=) or gets 403 and nothing else; a phone
// acts only as the player it picked (phone_book.hpp). Entries go through the
// host's gate: the engine judges, the store commits, and only then does the
// host publish the new view.
#pragma once

#include <atomic>
#include <chrono>
#include <cstddef>
#include <functional>
#include <memory>
#include <string>
#include <string_view>
#include <thread>
#include <vector>

#include <nlohmann/json.hpp>

#include "core/i18n/lang.hpp"
#include "core/message.hpp"
#include "lan/feed.hpp"
#include "lan/guard_options.hpp"
#include "lan/phone_book.hpp"
#include "lan/saved_code.hpp"

namespace httplib {
class Server;
struct Response;
}

namespace flipside::lan {

// What the host answers to a phone's entry.
struct GateReply {
  enum class Kind { kAccepted, kRefused, kNoGame, kNoSuchAction, kTableSilent };
  Kind kind = Kind::kRefused;
  Message why;  // kRefused: the engine's (or the store's) sentence
};
// What a phone asks: `action`, a GameInfo::PhoneAction id, or kHandCards
// with `cards` (script keys): the cards left in its player's hand at a
// hand's end, for the table to confirm; `player`: who the phone plays as.
inline constexpr std::string_view kHandCards = "hand_cards";
inline constexpr std::size_t kMostHandCards = 120;  // more than any hand holds
struct PhoneRequest {
  std::string player;
  std::string action;
  std::vector<std::string> cards;
};
// Called on a server thread; the host serialises entries (one at a time).
using Gate = std::function<GateReply(const PhoneRequest& request)>;

struct ServerOptions {
  std::string host = "127.0.0.1";  // the address the table picked
  int port = 0;                    // 0: a free port the system picks
  std::size_t max_streams = 64;    // live pages at once (each holds a thread)
  std::size_t max_body = 4096;     // bytes in a request's body (a hand of cards fits)
  std::chrono::milliseconds keep_alive = std::chrono::seconds(15);  // a comment on a quiet stream
  GuardOptions guard;  // slow or greedy connections (guard.hpp)
  // Non-empty: the browser build's site (scripts/dev.sh web: build/web),
  // served under /app/ beside the page, so a tablet on the LAN runs the
  // whole app from this machine (`flipside serve --app`, issue 33). Its
  // files ask for the table's token like the page's.
  std::string app_dir;
};

class Server {
 public:
  explicit Server(Gate gate);
  ~Server();
  Server(const Server&) = delete;
  Server& operator=(const Server&) = delete;

  // Binds and starts serving; false with *error (in words) when it cannot.
  // `resume`: the code a restarted table had (issue 32, item 11): its token
  // and seats, and its port when the options leave the port to the system
  // (another one if that port is taken now).
  bool start(const ServerOptions& options, std::string* error, const SavedCode* resume = nullptr);
  // The code now, to keep for a restart.
  SavedCode saved_code() const;
  void stop();  // every stream ends, every token dies
  bool running() const { return running_; }

  int port() const { return port_; }
  // "http://HOST:PORT/?t=TOKEN": what the QR code and the first line of
  // `flipside serve` give.
  std::string address() const;
  // The browser build's address (ServerOptions::app_dir), token in its path.
  std::string app_address() const;
  // Shown to people as the host: `host` of the options, or `shown_host`.
  void set_shown_host(std::string host) { shown_host_ = std::move(host); }

  void publish(nlohmann::json view) { feed_.publish(std::move(view)); }
  void set_lang(Lang lang) { lang_ = lang; }
  void new_code();  // the old address and phones stop working
  // The table frees a player's seat (issue 32, item 10): that phone's token
  // dies, and the page shows the name free again.
  bool free_seat(const std::string& name);
  const PhoneBook& phones() const { return phones_; }
  std::size_t streams() const { return streams_; }

 private:
  void routes();
  bool serves_app() const { return !options_.app_dir.empty(); }
  void serve_app_file(const std::string& file, httplib::Response& res) const;

  Gate gate_;
  Feed feed_;
  PhoneBook phones_;
  ServerOptions options_;
  std::unique_ptr<httplib::Server> http_;
  std::thread thread_;
  std::atomic<bool> running_ = false;
  std::atomic<bool> listen_ended_ = false;  // the listen loop returned (set by its thread)
  std::atomic<std::size_t> streams_ = 0;
  std::atomic<Lang> lang_ = Lang::kEnglish;
  int port_ = 0;
  std::string shown_host_;
};

}  // namespace flipside::lan
