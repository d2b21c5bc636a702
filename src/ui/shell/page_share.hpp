// The app's side of the page on phones and the TV (issue 23; the server is
// src/lan/, the app never speaks HTTP): the table turns it on in Settings
// (off at every launch), the page shows the open game, and what a phone
// enters reaches the game as a tap does. A phone's entry waits, on the
// server's thread, in the inbox; `wake` (an SDL event, from the app) gets
// the loop to take it after the frame is drawn (Controller::serve_phones):
// the engine judges it, the store commits it, the tablet shows it, and only
// then is the phone answered and the new view published.
#pragma once

#include <deque>
#include <functional>
#include <future>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "core/i18n/lang.hpp"
#include "core/session.hpp"
#include "lan/page_view.hpp"
#include "lan/server.hpp"

namespace flipside::ui {

class PageShare {
 public:
  // How long a phone waits for the loop before "The table did not answer".
  static constexpr auto kLoopAnswer = std::chrono::seconds(5);

  struct PhoneEntry {
    lan::PhoneRequest request;
    std::promise<lan::GateReply> reply;
  };

  PageShare() = default;
  PageShare(const PageShare&) = delete;
  PageShare& operator=(const PageShare&) = delete;
  ~PageShare() { stop(); }  // the server's threads reach only this object

  void set_wake(std::function<void()> wake) { wake_ = std::move(wake); }
  // ADDR:PORT as lan::parse_bind reads it; empty: the LAN address.
  void set_bind(std::string bind) { bind_ = std::move(bind); }

  // nullopt when serving; else why not (in words). `resume`: the code the
  // table had before a restart (lan::Server::start).
  std::optional<Message> start(Lang lang, const lan::SavedCode* resume = nullptr);
  // The code to keep for a restart; empty while off.
  lan::SavedCode saved_code() const { return server_ ? server_->saved_code() : lan::SavedCode{}; }
  void stop();
  bool on() const { return server_ != nullptr; }
  void new_code();
  std::string address() const { return server_ ? server_->address() : std::string(); }
  std::size_t phones() const { return server_ ? server_->phones().phones() : 0; }
  // The names phones hold, and the table freeing one (issue 32, item 10).
  std::vector<std::string> held() const { return server_ ? server_->phones().held() : std::vector<std::string>{}; }
  void free_seat(const std::string& name) {
    if (server_) server_->free_seat(name);
  }

  // The loop's side: the phones' entries waiting (oldest first).
  std::deque<std::unique_ptr<PhoneEntry>> take_entries();
  // Publishes the view when the game (or the language) changed since the
  // last one published; null: no game open.
  // `hand`: a hand's end the table's form waits for (page_view.hpp).
  void publish(const Session* session, Lang lang, const lan::HandCall* hand = nullptr);

 private:
  lan::GateReply enter(const lan::PhoneRequest& request);

  std::unique_ptr<lan::Server> server_;
  std::function<void()> wake_;
  std::string bind_;
  std::mutex mutex_;
  std::deque<std::unique_ptr<PhoneEntry>> inbox_;
  std::string published_key_;
};

}  // namespace flipside::ui
