#include "ui/games/unoflip/unoflip_ui.hpp"

#include <algorithm>

#include "games/unoflip/cards.hpp"
#include "games/unoflip/entry_words.hpp"
#include "ui/games/unoflip/hand_listing.hpp"
#include "ui/games/unoflip/picks.hpp"
#include "ui/games/unoflip/table_view.hpp"

namespace flipside::ui::unoflipui {
namespace {

class UnoFlipUi final : public GameUi {
 public:
  std::string_view game_id() const override { return unoflip::kGameId; }

  void draw_table(const Ui& ui, const Controller& c, ViewState& view) const override {
    unoflipui::draw_table(ui, c, view);
  }

  std::optional<Intent> on_key(const KeyChord& chord, const Game& game) const override {
    const unoflip::UnoFlipGame* g = as_unoflip(&game);
    return g ? table_key(chord, *g) : std::nullopt;
  }

  std::vector<KeyHelp> key_help() const override { return unoflipui::key_help(); }

  // "Ana plays the red 7", "End of hand 2 (dark side): Ben went out; Ana 35":
  // the core's sentences, whose cards and colours are in words on the table too.
  std::string describe_entry(const Ui& ui, const Game& before, const nlohmann::json& line) const override {
    return as_unoflip(&before) ? unoflip::describe_line(before, line, ui.tr.lang(), card_words())
                               : GameUi::describe_entry(ui, before, line);
  }

  // A hand's end half entered (issue 20, item 5): cards listed (the cards
  // left at a hand's end, score mode's cards), a score-mode winner chosen,
  // points typed (hand_end.cpp keeps them in these picks and lists).
  bool has_draft(const ViewState& view, const Game& game) const override {
    const unoflip::UnoFlipGame* g = as_unoflip(&game);
    if (!g || g->finished()) return false;
    for (const auto& [key, list] : view.lists)
      if (!list.empty() && (key.rfind("rem.", 0) == 0 || (key == "score" && list != std::vector<int>(list.size(), 0))))
        return true;
    return g->engine().options().mode != unoflip::Mode::kPlay && Picks::read(view).hand_winner != Picks::kNone;
  }

  // The others' cards at a hand's end (play mode), or in score mode once
  // the winner is chosen and cards are tapped in: each phone sends its own.
  std::optional<HandCardsWanted> hand_cards_wanted(const Game& game, const ViewState& vs) const override {
    const unoflip::UnoFlipGame* g = as_unoflip(&game);
    if (!g || g->finished()) return std::nullopt;
    // Asked after every frame while the page is on: the table's view is
    // built only at a hand's end (play mode) or once a winner is picked.
    const bool play = g->engine().options().mode == unoflip::Mode::kPlay;
    const Picks picks = Picks::read(vs);
    if (play ? g->engine().phase() != unoflip::Phase::kRemaining : picks.hand_winner == Picks::kNone) return std::nullopt;
    const TableView view = build_table_view(*g);
    const Listing listing{view, picks, vs};
    HandCardsWanted wanted{{}, std::string(unoflip::side_key(listing.side())), {}};
    const auto lists = listing.lists();
    for (const SeatView& s : view.seats) {
      if (!listing.listing(s.seat)) continue;
      wanted.seats.push_back(s.seat);
      wanted.room[s.seat] = seat_room(g->engine(), listing.side(), lists, s.seat);  // the phone's pad dims by it
    }
    if (wanted.seats.empty()) return std::nullopt;
    return wanted;
  }

  // Each card must be of the side the hand ends on, in play mode as many as
  // the player holds (the engine counts them), and of each card no more
  // than can exist (RULINGS UNO Flip 9: the deck's copies less those on the
  // discard pile and those listed for the others), as the tablet's pad
  // allows; the table's confirm is judged by the engine again.
  std::optional<Message> take_hand_cards(const Game& game, ViewState& vs, int seat,
                                         const std::vector<std::string>& cards) const override {
    const unoflip::UnoFlipGame* g = as_unoflip(&game);
    if (!g) return msg("page.hand.not_now");
    const TableView view = build_table_view(*g);
    Picks picks = Picks::read(vs);
    const Listing listing{view, picks, vs};
    if (seat < 0 || seat >= static_cast<int>(view.seats.size()) || !listing.listing(seat))
      return msg("page.hand.not_now");
    const unoflip::Side side = listing.side();
    std::vector<int> kinds;
    for (const std::string& key : cards) {
      const auto card = unoflip::parse_card(key);
      // A real card of the other side is named in the reader's words ("rojo 2"
      // in Spanish, issue 32 item 8); only what is no card at all is echoed.
      if (!card) return msg("page.hand.not_a_card", key);
      if (card->on(side).side != side)
        return msg("page.hand.not_a_card", unoflip::card_arg(card->on(side), g->engine().transformers()));
      kinds.push_back(card->kind);
    }
    if (const int held = listing.wanted(seat); held >= 0 && held != static_cast<int>(kinds.size()))
      return msg("page.hand.count", held, static_cast<int>(kinds.size()));
    const auto lists = listing.lists();
    const auto room = seat_room(g->engine(), side, lists, seat);
    for (int kind : kinds) {
      const unoflip::Face face{side, static_cast<std::uint8_t>(kind)};
      const int sent = static_cast<int>(std::count(kinds.begin(), kinds.end(), kind));
      if (sent <= room.at(unoflip::card_key(face))) continue;
      int others = 0;
      for (std::size_t p = 0; p < lists.size(); ++p)
        if (static_cast<int>(p) != seat) others += static_cast<int>(std::count(lists[p].begin(), lists[p].end(), kind));
      return msg("ui.unoflip.phone_no_copies", unoflip::card_arg(face, view.transformers), sent,
                 unoflip::copies(face.kind), g->engine().known_on_pile(face), others);
    }
    vs.lists[remaining_list_key(seat)] = std::move(kinds);
    picks.list_seat = Picks::kNone;  // the pad moves on to whoever is still missing
    picks.write(vs);
    return std::nullopt;
  }

  // Only the game's end floats a banner over the table: every other moment
  // of a hand is followed at once by a tap on the pad or the buttons, which
  // a banner would hide (issue 20 item 2). Those notices show, in their
  // banner's colour and title, in the table's own message place.
  std::optional<BannerLook> banner(const Message& notice) const override {
    if (notice.key == "unoflip.notice.game_won") return notice_look(notice);
    return std::nullopt;
  }

  // In the place of the strip of what the table waits for (in play mode
  // with its message place; table_screen.cpp): the table gives no banner
  // place, its banners show in the message place.
  bool places_edit_strip(const Game& /*game*/) const override { return true; }
};

}  // namespace

std::optional<BannerLook> notice_look(const Message& notice) {
  const std::string& key = notice.key;
  if (key == "unoflip.notice.flipped") return BannerLook{&Palette::card_action, "ui.unoflip.banner.flip", &Icons::reshuffle};
  if (key == "unoflip.notice.uno") return BannerLook{&Palette::celebrate, "ui.unoflip.banner.uno", &Icons::star};
  if (key == "unoflip.notice.caught") return BannerLook{&Palette::bust, "ui.unoflip.banner.caught", &Icons::warning};
  if (key == "unoflip.notice.guilty") return BannerLook{&Palette::bust, "ui.unoflip.banner.guilty", &Icons::busted};
  if (key == "unoflip.notice.innocent") return BannerLook{&Palette::info, "ui.unoflip.banner.innocent", &Icons::check};
  if (key == "unoflip.notice.duel_won") return BannerLook{&Palette::info, "ui.unoflip.banner.duel", &Icons::star};
  if (key == "unoflip.notice.went_out")
    return BannerLook{&Palette::celebrate, "ui.unoflip.banner.went_out", &Icons::celebrate};
  if (key == "unoflip.notice.reshuffle")
    return BannerLook{&Palette::reshuffle, "ui.unoflip.banner.reshuffle", &Icons::reshuffle};
  if (key == "unoflip.notice.game_won")
    return BannerLook{&Palette::celebrate, "ui.unoflip.banner.game_won", &Icons::star};
  return std::nullopt;
}

const unoflip::UnoFlipGame* as_unoflip(const Game* game) { return dynamic_cast<const unoflip::UnoFlipGame*>(game); }

std::optional<Intent> table_key(const KeyChord& c, const unoflip::UnoFlipGame& game) {
  if (c.ctrl || c.alt || c.shift || game.finished()) return std::nullopt;
  std::optional<nlohmann::json> line;
  switch (c.key) {
    case 'd': line = draw_line(game); break;
    case 'p': line = pass_line(game); break;
    case 'u': line = uno_line(game); break;
    default: return std::nullopt;
  }
  if (!line) return intent::Explain{game.expecting()};
  if (auto why = refusal(game, *line)) return intent::Explain{*why};
  return intent::Submit{*line};
}

std::vector<KeyHelp> key_help() {
  return {
      {"D", "ui.unoflip.keys.draw"},
      {"P", "ui.unoflip.keys.pass"},
      {"U", "ui.unoflip.keys.uno"},
  };
}

const GameUi& unoflip_ui() {
  static const UnoFlipUi instance;
  return instance;
}

}  // namespace flipside::ui::unoflipui
