#include "ui/games/unoflip/table_view.hpp"

#include <algorithm>

namespace flipside::ui::unoflipui {

using unoflip::Engine;
using unoflip::Face;
using unoflip::Phase;
using unoflip::Side;
using unoflip::UnoFlipGame;
using Json = nlohmann::json;

std::optional<Message> refusal(const UnoFlipGame& game, const Json& line) {
  UnoFlipGame copy = game;
  Verdict v = copy.apply(line);
  if (v.accepted) return std::nullopt;
  return v.rejection;
}

bool wants_color(const UnoFlipGame& game, Face face) {
  if (!face.is_wild()) return false;
  const Engine& e = game.engine();
  switch (e.phase()) {
    case Phase::kStart:
    case Phase::kFlipTop: return true;
    case Phase::kTurn:
      // Not a Transformers wild (its duel names the colour), nor a wild that
      // is the player's last card, unless it is a Wild Draw Colour (the
      // engine's on_play: the hand ends, no colour is followed).
      if (e.transformers() && face.kind == unoflip::kWild) return false;
      return !(e.turn() >= 0 && e.hand_size(e.turn()) == 1 && !(face.is_wild_draw() && face.side == Side::kDark));
    default: return false;
  }
}

namespace {

// The player a line is entered for: the one selected, else the one on turn.
int mover(const Engine& e, int by) { return by >= 0 && by < e.player_count() ? by : e.turn(); }

}  // namespace

std::optional<Json> key_line(const UnoFlipGame& game, Face face, int color, int by) {
  const Engine& e = game.engine();
  Json line;
  switch (e.phase()) {
    case Phase::kStart: line = {{"start", unoflip::card_key(face)}}; break;
    case Phase::kFlipTop: line = {{"flip_top", unoflip::card_key(face)}}; break;
    case Phase::kTurn:
      line = {{"play", unoflip::card_key(face)}, {"by", e.name(mover(e, by))}};
      break;
    default: return std::nullopt;
  }
  if (color >= 0) line["color"] = std::string(unoflip::color_key(color));
  return line;
}

std::optional<Json> draw_line(const UnoFlipGame& game, int count, int by) {
  const Engine& e = game.engine();
  if (e.phase() != Phase::kTurn) return std::nullopt;
  Json line{{"draw", e.name(mover(e, by))}};
  if (count != 1) line["count"] = count;  // the contract's default is 1
  return line;
}

std::optional<Json> pass_line(const UnoFlipGame& game, int by) {
  const Engine& e = game.engine();
  if (e.phase() != Phase::kTurn) return std::nullopt;
  return Json{{"pass", e.name(mover(e, by))}};
}

namespace {

// Who the UNO button speaks for: the player who just went down to one card
// without calling, else the player on turn.
int uno_candidate(const Engine& e) {
  if (e.catchable() >= 0) return e.catchable();
  if (e.phase() == Phase::kTurn) return e.turn();
  return -1;
}

}  // namespace

std::optional<Json> uno_line(const UnoFlipGame& game) {
  const int p = uno_candidate(game.engine());
  if (p < 0) return std::nullopt;
  return Json{{"uno", game.engine().name(p)}};
}

std::optional<Json> catch_line(const UnoFlipGame& game, int by) {
  const Engine& e = game.engine();
  if (e.catchable() < 0 || by < 0 || by >= e.player_count()) return std::nullopt;
  return Json{{"catch", e.name(e.catchable())}, {"by", e.name(by)}};
}

Json accept_line(const UnoFlipGame& game, int count) {
  const Engine& e = game.engine();
  Json line = {{"accept", e.name(std::max(e.answerer(), 0))}};
  if (e.pending_card().side == Side::kDark) line["count"] = count;
  return line;
}

Json challenge_line(const UnoFlipGame& game, bool guilty, int count) {
  const Engine& e = game.engine();
  Json line = {{"challenge", e.name(std::max(e.answerer(), 0))}, {"guilty", guilty}};
  if (e.pending_card().side == Side::kDark) line["count"] = count;
  return line;
}

Json duel_line(const UnoFlipGame& game, int challenged, int winner, int color, int discards) {
  const Engine& e = game.engine();
  Json line = {{"duel", e.name(challenged)}, {"winner", e.name(winner)}, {"color", std::string(unoflip::color_key(color))}};
  if (e.side() == Side::kLight && discards > 0) line["discards"] = discards;
  return line;
}

Json remaining_line(const UnoFlipGame& game, const std::vector<std::vector<int>>& lists) {
  const Engine& e = game.engine();
  Json map = Json::object();
  for (int p = 0; p < e.player_count(); ++p) {
    if (p == e.turn()) continue;
    Json cards = Json::array();
    if (p < static_cast<int>(lists.size()))
      for (int kind : lists[p]) cards.push_back(unoflip::card_key(Face{e.side(), static_cast<std::uint8_t>(kind)}));
    map[e.name(p)] = std::move(cards);
  }
  return Json{{"remaining", std::move(map)}};
}

Json score_line(const UnoFlipGame& game, int winner, const std::vector<int>& points) {
  const Engine& e = game.engine();
  Json map = Json::object();
  for (int p = 0; p < e.player_count(); ++p)
    if (p != winner) map[e.name(p)] = p < static_cast<int>(points.size()) ? points[p] : 0;
  return Json{{"hand", {{"winner", e.name(std::max(winner, 0))}, {"points", std::move(map)}}}};
}

Json score_cards_line(const UnoFlipGame& game, int winner, Side side, const std::vector<std::vector<int>>& lists) {
  const Engine& e = game.engine();
  Json map = Json::object();
  for (int p = 0; p < e.player_count(); ++p) {
    if (p == winner) continue;
    Json cards = Json::array();
    if (p < static_cast<int>(lists.size()))
      for (int kind : lists[p]) cards.push_back(unoflip::card_key(Face{side, static_cast<std::uint8_t>(kind)}));
    map[e.name(p)] = std::move(cards);
  }
  return Json{{"hand",
               {{"winner", e.name(std::max(winner, 0))}, {"side", std::string(unoflip::side_key(side))}, {"remaining", std::move(map)}}}};
}

int copies_left(const Engine& engine, Face face, const std::vector<std::vector<int>>& lists) {
  int listed = 0;
  for (const auto& list : lists) listed += static_cast<int>(std::count(list.begin(), list.end(), face.kind));
  return std::max(0, unoflip::copies(face.kind) - engine.known_on_pile(face) - listed);
}

std::map<std::string, int> seat_room(const Engine& engine, Side side, std::vector<std::vector<int>> lists, int seat) {
  if (seat >= 0 && seat < static_cast<int>(lists.size())) lists[static_cast<std::size_t>(seat)].clear();  // what a phone replaces
  std::map<std::string, int> room;
  for (int kind = 0; kind < unoflip::kKinds; ++kind) {
    const Face face{side, static_cast<std::uint8_t>(kind)};
    room[unoflip::card_key(face)] = copies_left(engine, face, lists);
  }
  return room;
}

int listed_points(Side side, const std::vector<int>& kinds) {
  int total = 0;
  for (int k : kinds) total += unoflip::points(Face{side, static_cast<std::uint8_t>(k)});
  return total;
}

TableView build_table_view(const UnoFlipGame& game) {
  const Engine& e = game.engine();
  TableView v;
  v.phase = e.phase();
  v.play_mode = e.options().mode == unoflip::Mode::kPlay;
  v.transformers = e.transformers();
  v.side = e.side();
  v.color = e.color();
  v.direction = e.direction();
  v.turn = e.turn();
  v.drew = e.drew();
  v.top = e.top();
  v.pending_player = e.pending_player();
  v.answerer = e.phase() == Phase::kAnswer ? e.answerer() : -1;
  v.pending_card = e.pending_card();
  v.catchable = e.catchable();
  v.round = e.round();
  v.target = e.options().target;
  v.draw_pile = e.draw_pile_size();
  v.discard_pile = e.discard_pile_size();
  v.winner = e.winner();
  v.expecting = game.expecting();

  const int caller = uno_candidate(e);
  for (int p = 0; p < e.player_count(); ++p) {
    SeatView s;
    s.seat = p;
    s.name = e.name(p);
    s.cards = v.play_mode ? e.hand_size(p) : -1;
    s.uno = v.play_mode && e.uno_called(p) && e.hand_size(p) <= 2;
    s.on_turn = v.turn == p;
    s.answers = v.answerer == p;
    s.dealer = e.dealer() == p;
    s.catchable = v.catchable == p;
    s.total = e.total(p);
    v.seats.push_back(std::move(s));
  }

  const bool pad_moment = v.phase == Phase::kStart || v.phase == Phase::kTurn || v.phase == Phase::kFlipTop;
  for (int k = 0; k < kPadKeys; ++k) {
    PadKey& key = v.pad[k];
    key.face = Face{v.side, static_cast<std::uint8_t>(k)};
    if (!pad_moment) {
      key.why = game.expecting();
      continue;
    }
    const int color = wants_color(game, key.face) ? v.first_color() : -1;
    auto why = refusal(game, *key_line(game, key.face, color));
    key.possible = !why;
    if (why) key.why = std::move(*why);
  }

  auto why_of = [&](const std::optional<Json>& line) -> std::optional<Message> {
    if (!line) return v.finished() ? msg("unoflip.game_over") : game.expecting();
    return refusal(game, *line);
  };
  if (v.play_mode && !v.finished()) {
    v.why_no_draw = why_of(draw_line(game));
    v.why_no_pass = why_of(pass_line(game));
    v.why_no_uno = why_of(uno_line(game));
    // A second call is accepted but changes nothing (RULINGS UNO Flip 10):
    // the button stays off and says why rather than add an empty line.
    if (!v.why_no_uno && e.uno_called(caller) && e.hand_size(caller) <= 2)
      v.why_no_uno = msg("unoflip.uno_already", e.name(caller));
    if (!v.why_no_uno) v.uno_caller = caller;
    for (int p = 0; p < e.player_count(); ++p)
      v.seats[p].may_call_uno = !v.why_no_uno && p == caller;
    if (v.catchable < 0) {
      v.why_no_catch = msg("ui.unoflip.nobody_to_catch");
    } else {
      const int by = (v.catchable + 1) % e.player_count();
      v.why_no_catch = refusal(game, *catch_line(game, by));
    }
  } else {
    const Message over = v.finished() ? game.expecting() : msg("unoflip.score_mode_only");
    v.why_no_draw = v.why_no_pass = v.why_no_uno = v.why_no_catch = over;
  }
  return v;
}

}  // namespace flipside::ui::unoflipui
