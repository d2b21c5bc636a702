#include "ui/shell/page_share.hpp"

#include "lan/addresses.hpp"
#include "lan/page_view.hpp"

namespace flipside::ui {
namespace {

// What changes whenever the page would: the game, its log (an entry, an
// undo, a change to a past entry) and the language.
std::string view_key(const Session* session, Lang lang) {
  nlohmann::json key = {std::string(lang_code(lang))};
  if (!session) return key.dump();
  const auto& lines = session->lines();
  key.push_back(session->header().to_json());
  key.push_back(lines.size());
  key.push_back(session->edits().size());
  key.push_back(session->redo_lines().size());
  if (!lines.empty()) key.push_back(lines.back());
  return key.dump();
}

}  // namespace

std::optional<Message> PageShare::start(Lang lang, const lan::SavedCode* resume) {
  if (server_) return std::nullopt;
  const auto bind = lan::parse_bind(bind_);
  if (!bind) return msg("page.cli.bad_bind", bind_);
  auto server = std::make_unique<lan::Server>(
      [this](const lan::PhoneRequest& request) { return enter(request); });
  server->set_lang(lang);
  lan::ServerOptions options;
  options.host = bind->host;
  options.port = bind->port;
  std::string error;
  if (!server->start(options, &error, resume)) return msg("page.cli.cannot_listen", bind->host + ":" + std::to_string(bind->port));
  server_ = std::move(server);
  published_key_.clear();
  return std::nullopt;
}

void PageShare::stop() {
  if (!server_) return;
  server_->stop();  // every stream ends and every token dies before the entries waiting are answered
  server_.reset();
  for (auto& entry : take_entries()) entry->reply.set_value({lan::GateReply::Kind::kTableSilent, {}});
}

void PageShare::new_code() {
  if (server_) server_->new_code();
}

lan::GateReply PageShare::enter(const lan::PhoneRequest& request) {
  auto entry = std::make_unique<PhoneEntry>();
  entry->request = request;
  std::future<lan::GateReply> reply = entry->reply.get_future();
  {
    std::lock_guard lock(mutex_);
    inbox_.push_back(std::move(entry));
  }
  if (wake_) wake_();
  if (reply.wait_for(kLoopAnswer) != std::future_status::ready) return {lan::GateReply::Kind::kTableSilent, {}};
  return reply.get();
}

std::deque<std::unique_ptr<PageShare::PhoneEntry>> PageShare::take_entries() {
  std::lock_guard lock(mutex_);
  return std::exchange(inbox_, {});
}

void PageShare::publish(const Session* session, Lang lang, const lan::HandCall* hand) {
  if (!server_) return;
  std::string key = view_key(session, lang);
  if (hand) key += nlohmann::json({hand->awaited, hand->sent, hand->side, hand->room}).dump();
  if (key == published_key_) return;
  published_key_ = std::move(key);
  server_->set_lang(lang);
  server_->publish(session ? lan::page_view(*session, lang, hand) : lan::empty_page_view(lang));
}

}  // namespace flipside::ui
