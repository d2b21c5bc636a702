// The page on phones and the TV from the controller's side (issue 23;
// page_share.hpp is the app's end of the server): sharing turned on, the
// phones' entries served after each frame as taps are, a hand's end whose
// cards left the phones send into the table's form, and the page's view
// published with it.
#include "ui/shell/controller.hpp"

#include <algorithm>

#include "lan/phone_entry.hpp"
#include "ui/widgets/ui_context.hpp"

namespace flipside::ui {
namespace in = intent;

// The page's intents: on, off, shown over the table, a new code, a seat freed (intent::phones_area).
bool Controller::apply_phones_intent(const Intent& any) {
  return in::visit_area<in::phones_area>(any, [this](const auto& i) {
    if constexpr (in::is<in::SetSharing, decltype(i)>) {
      if (i.on) {
        start_sharing();
      } else {
        share_.stop();
        if (popup_ && popup_->kind == PopupKind::kPhones) popup_.reset();
      }
    } else if constexpr (in::is<in::ShowOnPhones, decltype(i)>) {
      if (share_.on() || start_sharing()) popup_ = Popup{PopupKind::kPhones, Message{}};
    } else if constexpr (in::is<in::NewPageCode, decltype(i)>) {
      share_.new_code();
    } else if constexpr (in::is<in::FreePhoneSeat, decltype(i)>) {
      share_.free_seat(i.name);
    } else {
      static_assert(!sizeof(i), "phones intent with no handler");
    }
  });
}

bool Controller::start_sharing() {
  if (auto why = share_.start(settings_.lang, &settings_.page_code)) {
    show_error(std::move(*why));
    return false;
  }
  share_.publish(game_ ? &game_->session() : nullptr, settings_.lang);
  keep_page_code();
  return true;
}

// The page's code goes with the settings whenever it changes (a new code, a
// phone taking or losing a seat), so a restarted app serves the same
// address and the phones come back by themselves (issue 32, item 11).
void Controller::keep_page_code() {
  if (!share_.on()) return;
  lan::SavedCode code = share_.saved_code();
  if (code == settings_.page_code) return;
  Settings next = settings_;
  next.page_code = std::move(code);
  change_settings(next);
}

bool Controller::serve_phones(ViewState& view) {
  auto entries = share_.take_entries();
  for (auto& entry : entries) {
    const lan::PhoneRequest& request = entry->request;
    lan::GateReply reply{lan::GateReply::Kind::kAccepted, {}};
    if (!game_in_progress()) {
      reply.kind = lan::GateReply::Kind::kNoGame;
    } else if (table_.editing || table_.replay) {
      // The table is looking at the past: an entry now would land under it.
      reply = {lan::GateReply::Kind::kRefused, msg("page.refused.table_busy")};
    } else if (request.action == lan::kHandCards) {
      reply = take_phone_hand(view, request);
    } else if (auto line = lan::phone_line(game_->game(), request.player, request.action)) {
      if (auto why = enter_line(*line)) reply = {lan::GateReply::Kind::kRefused, std::move(*why)};
    } else {
      reply.kind = lan::GateReply::Kind::kNoSuchAction;
    }
    // Published before the phone hears back: its next look shows its entry.
    publish_page(view);
    entry->reply.set_value(std::move(reply));
  }
  publish_page(view);
  keep_page_code();
  return !entries.empty();
}

lan::GateReply Controller::take_phone_hand(ViewState& view, const lan::PhoneRequest& request) {
  const GameUi* game_ui = this->game_ui();
  const auto& players = game_->session().header().players;
  const auto it = std::find(players.begin(), players.end(), request.player);
  if (!game_ui || it == players.end()) return {lan::GateReply::Kind::kNoSuchAction, {}};
  const int seat = static_cast<int>(it - players.begin());
  if (view.drawn_table != table_moment()) return {lan::GateReply::Kind::kRefused, msg("page.hand.not_now")};
  if (auto why = game_ui->take_hand_cards(game_->game(), view, seat, request.cards))
    return {lan::GateReply::Kind::kRefused, std::move(*why)};
  std::vector<int>& sent = view.lists[kPhonesSent];
  if (std::find(sent.begin(), sent.end(), seat) == sent.end()) sent.push_back(seat);
  return {lan::GateReply::Kind::kAccepted, {}};
}

std::string Controller::table_moment() const {
  if (!game()) return {};
  std::string moment = std::to_string(game()->id());
  moment.append(":").append(std::to_string(game()->session().lines().size()));
  return moment;
}

void Controller::publish_page(const ViewState& view) {
  phone_hand_.reset();
  const GameUi* game_ui = this->game_ui();
  std::optional<HandCardsWanted> wanted;
  // Only from a form on screen, as drawn for the game as it is now: after
  // an entry the table's choices wait for the next frame to be dropped.
  if (share_.on() && game_ui && game_in_progress() && !table_.editing && !table_.replay && view.drawn_table == table_moment())
    wanted = game_ui->hand_cards_wanted(game_->game(), view);
  if (!wanted) return share_.publish(game_ ? &game_->session() : nullptr, settings_.lang);
  PhoneHand hand{wanted->seats, {}};
  lan::HandCall call{{}, {}, wanted->side, {}};
  const auto& players = game_->session().header().players;
  const auto sent = view.lists.find(kPhonesSent);
  for (int seat : wanted->seats) {
    call.awaited.push_back(players[static_cast<std::size_t>(seat)]);
    if (const auto room = wanted->room.find(seat); room != wanted->room.end())
      call.room[players[static_cast<std::size_t>(seat)]] = room->second;
    if (sent != view.lists.end() && std::find(sent->second.begin(), sent->second.end(), seat) != sent->second.end()) {
      hand.sent.push_back(seat);
      call.sent.push_back(players[static_cast<std::size_t>(seat)]);
    }
  }
  phone_hand_ = std::move(hand);
  share_.publish(&game_->session(), settings_.lang, &call);
}

}  // namespace flipside::ui
