#include "ui/games/flip7/entries.hpp"

#include "games/flip7/script_codec.hpp"

namespace flipside::ui::flip7ui {

using flip7::Card;
using flip7::Event;
using flip7::Guidance;

const flip7::Flip7Game* as_flip7(const Game* game) { return dynamic_cast<const flip7::Flip7Game*>(game); }

Intent enter_card(const flip7::Flip7Game& game, Card card) {
  const flip7::Engine& engine = game.engine();
  Event event = Event::card_event(card);
  if (flip7::is_action(card) && !engine.check(event)) {
    int only = -1;
    int count = 0;
    for (int p = 0; p < engine.player_count(); ++p) {
      if (!engine.check(Event::card_event(card, -1, p))) {
        only = p;
        ++count;
      }
    }
    if (count == 1) event.target = static_cast<std::int8_t>(only);
  }
  return intent::Submit{flip7::event_to_json(event, game.header())};
}

std::optional<Message> why_not(const flip7::Flip7Game& game, Card card) {
  if (auto why = game.engine().why_impossible(card)) return why;
  const Guidance g = game.engine().guidance();
  if (g.awaiting != Guidance::Awaiting::kTarget) return std::nullopt;
  Message m = msg("ui.table.choose_target", game.engine().name(g.chooser));
  m.args.push_back(flip7::card_arg(g.pending_card));
  return m;
}

std::optional<Intent> choose_target(const flip7::Flip7Game& game, int seat) {
  if (seat < 0 || seat >= game.engine().player_count()) return std::nullopt;
  return intent::Submit{flip7::event_to_json(Event::target_event(seat), game.header())};
}

std::optional<Intent> stay(const flip7::Flip7Game& game) {
  if (game.finished()) return std::nullopt;
  const Guidance g = game.engine().guidance();
  const int who = g.may_stay >= 0 ? g.may_stay : (g.recipient >= 0 ? g.recipient : g.chooser);
  if (who < 0) return std::nullopt;  // score mode: nobody stays, rounds are whole
  return intent::Submit{flip7::event_to_json(Event::stay_event(who), game.header())};
}

std::optional<nlohmann::json> only_target_line(const flip7::Flip7Game& game) {
  if (game.finished()) return std::nullopt;
  const Guidance g = game.engine().guidance();
  if (g.awaiting != Guidance::Awaiting::kTarget || g.targets.size() != 1) return std::nullopt;
  return flip7::event_to_json(Event::target_event(g.targets.front()), game.header());
}

}  // namespace flipside::ui::flip7ui
