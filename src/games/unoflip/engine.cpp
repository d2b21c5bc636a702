#include "games/unoflip/engine.hpp"

#include <algorithm>
#include <numeric>

namespace flipside::unoflip {
namespace {

Arg side_arg(Side s) { return Arg::list_arg({msg(std::string("unoflip.side.") + std::string(side_key(s)))}); }

Arg colors_of(Side s) {
  std::vector<Message> items;
  for (int c = 0; c < kColorsPerSide; ++c) {
    Message m = msg("unoflip.plain");
    m.args.push_back(color_arg(static_cast<int>(s) * kColorsPerSide + c));
    items.push_back(std::move(m));
  }
  return Arg::list_arg(std::move(items));
}

}  // namespace

std::string_view phase_key(Phase p) {
  switch (p) {
    case Phase::kStart: return "start";
    case Phase::kTurn: return "turn";
    case Phase::kFlipTop: return "flip_top";
    case Phase::kAnswer: return "answer";
    case Phase::kDuel: return "duel";
    case Phase::kRemaining: return "remaining";
    case Phase::kScoreHand: return "hand";
    case Phase::kFinished: return "finished";
  }
  return "finished";
}

Engine::Engine(std::vector<std::string> names, int dealer, Options options)
    : names_(std::move(names)), options_(options), dealer_(dealer) {
  const std::size_t n = names_.size();
  totals_.assign(n, 0);
  hands_won_.assign(n, 0);
  uno_caught_.assign(n, 0);
  challenges_won_.assign(n, 0);
  duels_won_.assign(n, 0);
  points_left_.assign(n, 0);
  start_hand();
}

void Engine::start_hand() {
  const int n = player_count();
  hands_.assign(n, options_.mode == Mode::kPlay ? kHandSize : 0);
  uno_called_.assign(n, false);
  side_ = Side::kLight;
  color_ = -1;
  direction_ = 1;
  turn_ = -1;
  drew_ = false;
  pending_player_ = -1;
  answerer_ = -1;
  pending_color_ = -1;
  out_player_ = -1;
  window_ = -1;
  pile_.clear();
  known_ = {};
  phase_ = options_.mode == Mode::kPlay ? Phase::kStart : Phase::kScoreHand;
}

int Engine::turn() const {
  switch (phase_) {
    case Phase::kStart: return (dealer_ + 1) % player_count();
    case Phase::kTurn: return turn_;
    case Phase::kFlipTop:
    case Phase::kAnswer:
    case Phase::kDuel: return pending_player_;
    case Phase::kRemaining: return out_player_;
    case Phase::kScoreHand:
    case Phase::kFinished: return -1;
  }
  return -1;
}

std::optional<Face> Engine::top() const {
  if (pile_.empty() || pile_.back().face[static_cast<int>(side_)] < 0) return std::nullopt;
  return Face{side_, static_cast<std::uint8_t>(pile_.back().face[static_cast<int>(side_)])};
}

int Engine::draw_pile_size() const {
  if (options_.mode == Mode::kScore) return 0;
  return kDeckSize - std::accumulate(hands_.begin(), hands_.end(), 0) - static_cast<int>(pile_.size());
}

int Engine::drawable() const { return draw_pile_size() + std::max(0, static_cast<int>(pile_.size()) - 1); }

int Engine::known_on_pile(Face f) const { return known_[static_cast<int>(f.side)][f.kind]; }

void Engine::count_faces(const PileCard& c) {
  for (int s = 0; s < 2; ++s)
    if (c.face[s] >= 0) ++known_[s][c.face[s]];
}

void Engine::discard(Face f) {
  PileCard c;
  c.face[static_cast<int>(f.side)] = static_cast<std::int8_t>(f.kind);
  pile_.push_back(c);
  count_faces(c);
}

int Engine::catchable() const {
  if (window_ < 0 || hands_[window_] != 1 || uno_called_[window_]) return -1;
  return window_;
}

Outcome Engine::reject(Message m) const {
  Outcome out;
  out.rejection = std::move(m);
  return out;
}

// --- checks shared by several lines ---

std::optional<Face> Engine::resolve_card(const ParsedCard& c, Side side, Message* why) const {
  if (c.side && *c.side != side) {
    *why = msg("unoflip.wrong_side", card_arg(c.on(side), transformers()), side_arg(*c.side), side_arg(side));
    return std::nullopt;
  }
  return c.on(side);
}

std::optional<Message> Engine::impossible(Face f, int extra_known) const {
  const int on_pile = known_on_pile(f);
  if (on_pile + extra_known < copies(f.kind)) return std::nullopt;
  return msg("unoflip.card_impossible", card_arg(f, transformers()), copies(f.kind));
}

// `wanted`: the card takes a colour on this line.
std::optional<Message> Engine::check_color(int color, Side side, bool wanted, const Face& card) const {
  if (!wanted) {
    if (color < 0) return std::nullopt;
    if (card.is_wild()) return msg("unoflip.color_with_duel", card_arg(card, transformers()));
    return msg("unoflip.color_not_wanted", card_arg(card, transformers()));
  }
  if (color < 0) return msg("unoflip.color_needed", card_arg(card, transformers()), colors_of(side));
  if (color_side(color) != side) return msg("unoflip.color_wrong_side", color_arg(color), side_arg(side), colors_of(side));
  return std::nullopt;
}

std::optional<Message> Engine::check_play(int p, Face f) const {
  auto t = top();
  if (!t || f.is_wild()) return std::nullopt;
  // The sentence is built only for a refusal: this runs on every play.
  auto refuse = [&](const char* key) {
    return msg(key, names_[p], card_arg(f, transformers()), card_arg(*t, transformers()));
  };
  const bool same_color = f.color() == color_;
  if (f.is_symbol(kSymFlip)) {
    if (same_color || t->is_symbol(kSymFlip)) return std::nullopt;
    return refuse("unoflip.flip_no_match");
  }
  if (same_color) return std::nullopt;
  if (t->is_wild()) {
    Message m = refuse("unoflip.no_match_wild");
    m.args.push_back(color_arg(color_));
    return m;
  }
  if (t->is_number()) {
    if (f.is_number() && f.number() == t->number()) return std::nullopt;
    return refuse("unoflip.no_match_number");
  }
  if (!f.is_number() && f.symbol() == t->symbol()) return std::nullopt;
  return refuse("unoflip.no_match_symbol");
}

// Which lines may come now; the message says what is awaited instead.
std::optional<Message> Engine::not_now(const Event& e) const {
  using K = Event::Kind;
  if (phase_ == Phase::kFinished)
    return winner_ >= 0 ? msg("unoflip.game_over_winner", names_[winner_]) : msg("unoflip.game_over");
  if (options_.mode == Mode::kScore)
    return e.kind == K::kHand ? std::nullopt : std::optional<Message>(msg("unoflip.score_mode_only"));
  if (e.kind == K::kHand) return msg("unoflip.play_mode_no_hand");
  const bool interjection = e.kind == K::kUno || e.kind == K::kCatch;
  auto pending_a = [this] { return card_arg(pending_card_, transformers()); };  // for a refusal only
  switch (phase_) {
    case Phase::kStart:
      if (e.kind == K::kStart) return std::nullopt;
      return msg("unoflip.need_start", round_);
    case Phase::kTurn:
      switch (e.kind) {
        case K::kPlay: case K::kDraw: case K::kPass: case K::kUno: case K::kCatch: return std::nullopt;
        case K::kStart: return msg("unoflip.already_started", round_);
        case K::kFlipTop: return msg("unoflip.no_flip");
        case K::kAccept: case K::kChallenge: return msg("unoflip.no_wild_draw");
        case K::kDuel: return msg("unoflip.no_duel");
        case K::kRemaining: case K::kHand: return msg("unoflip.hand_not_over");
      }
      break;  // not reached: every kind returned above (no default: -Wswitch flags a new one)
    case Phase::kFlipTop:
      if (e.kind == K::kFlipTop || interjection) return std::nullopt;
      return msg("unoflip.need_flip_top", names_[pending_player_]);
    case Phase::kAnswer:
      if (e.kind == K::kAccept || e.kind == K::kChallenge || interjection) return std::nullopt;
      return msg("unoflip.need_answer", names_[answerer_], names_[pending_player_], pending_a());
    case Phase::kDuel:
      if (e.kind == K::kDuel || interjection) return std::nullopt;
      return msg("unoflip.need_duel", names_[pending_player_], pending_a());
    case Phase::kRemaining:
      if (e.kind == K::kRemaining) return std::nullopt;
      return msg("unoflip.need_remaining", names_[out_player_]);
    case Phase::kScoreHand:
    case Phase::kFinished: break;
  }
  return msg("unoflip.game_over");
}

Outcome Engine::apply(const Event& e) {
  if (auto why = not_now(e)) return reject(std::move(*why));
  if (e.player >= player_count() || e.other >= player_count()) return reject(msg("unoflip.no_such_player"));
  switch (e.kind) {
    case Event::Kind::kStart: return on_start(e);
    case Event::Kind::kPlay: return on_play(e);
    case Event::Kind::kDraw: return on_draw(e);
    case Event::Kind::kPass: return on_pass(e);
    case Event::Kind::kFlipTop: return on_flip_top(e);
    case Event::Kind::kAccept:
    case Event::Kind::kChallenge: return on_answer(e);
    case Event::Kind::kDuel: return on_duel(e);
    case Event::Kind::kUno: return on_uno(e);
    case Event::Kind::kCatch: return on_catch(e);
    case Event::Kind::kRemaining: return on_remaining(e);
    case Event::Kind::kHand: return on_hand(e);
  }
  return reject(msg("unoflip.game_over"));
}

// --- changes ---

void Engine::draw_cards(int p, int n, Outcome& out) {
  if (n > draw_pile_size() && pile_.size() > 1) {
    const PileCard keep = pile_.back();
    pile_.assign(1, keep);
    known_ = {};
    count_faces(keep);
    out.notices.push_back(msg("unoflip.notice.reshuffle", draw_pile_size()));
  }
  const int got = std::min(n, draw_pile_size());
  hands_[p] += got;
  if (got > 0) uno_called_[p] = false;
  if (window_ == p) window_ = -1;
  out.notices.push_back(msg("unoflip.notice.draws", names_[p], got));
  if (got < n) out.notices.push_back(msg("unoflip.notice.draw_short", names_[p], n, got));
}

void Engine::finish_play(int p, int next, Outcome& out) {
  drew_ = false;
  pending_player_ = -1;
  answerer_ = -1;
  if (hands_[p] == 0) {
    out_player_ = p;
    turn_ = -1;
    window_ = -1;
    phase_ = Phase::kRemaining;
    out.notices.push_back(msg("unoflip.notice.went_out", names_[p]));
    return;
  }
  turn_ = next;
  phase_ = Phase::kTurn;
}

void Engine::end_hand(int winner, std::optional<Side> side, std::vector<int> card_points, Outcome& out) {
  HandResult r;
  r.winner = winner;
  r.side = side;
  r.points.assign(player_count(), 0);
  r.points[winner] = std::accumulate(card_points.begin(), card_points.end(), 0);
  r.held = card_points;
  r.held[winner] = 0;
  for (int p = 0; p < player_count(); ++p)
    if (p != winner) points_left_[p] += card_points[p];
  totals_[winner] += r.points[winner];
  ++hands_won_[winner];
  out.notices.push_back(msg("unoflip.notice.hand_won", names_[winner], round_, r.points[winner]));
  results_.push_back(std::move(r));

  // Rule 8: once someone has reached the target, the highest total wins
  // unless it is shared.
  const int best = *std::max_element(totals_.begin(), totals_.end());
  if (best >= options_.target) {
    const int at_top = static_cast<int>(std::count(totals_.begin(), totals_.end(), best));
    if (at_top == 1) {
      winner_ = static_cast<int>(std::find(totals_.begin(), totals_.end(), best) - totals_.begin());
      phase_ = Phase::kFinished;
      turn_ = -1;
      out.notices.push_back(msg("unoflip.notice.game_won", names_[winner_], best));
      return;
    }
    out.notices.push_back(msg("unoflip.notice.shared_top", best));
  }
  ++round_;
  dealer_ = (dealer_ + 1) % player_count();
  start_hand();
}

// --- lines ---

Outcome Engine::on_start(const Event& e) {
  Message why;
  auto f = resolve_card(e.card, side_, &why);
  if (!f) return reject(why);
  if (auto m = check_color(e.color, side_, f->is_wild(), *f)) return reject(*m);
  Outcome out;
  out.accepted = true;
  discard(*f);
  color_ = f->is_wild() ? e.color : f->color();
  turn_ = (dealer_ + 1) % player_count();
  drew_ = false;
  phase_ = Phase::kTurn;
  if (!f->is_number()) out.notices.push_back(msg("unoflip.notice.start_not_performed", card_arg(*f, transformers())));
  return out;
}

Outcome Engine::on_play(const Event& e) {
  const int p = e.player;
  if (p != turn_) return reject(msg("unoflip.not_on_turn", names_[p], names_[turn_]));
  Message why;
  auto f = resolve_card(e.card, side_, &why);
  if (!f) return reject(why);
  if (auto m = impossible(*f)) return reject(*m);
  if (auto m = check_play(p, *f)) return reject(*m);
  const bool duel = transformers() && f->kind == kWild;
  // A wild that is the player's last card ends the hand (RULINGS UNO Flip 8;
  // a guilty challenge is impossible then): no colour is followed, so none is
  // asked (issue 32 item 2), and one given is still checked. A Wild Draw
  // Colour keeps its colour: the next player draws until it shows.
  const bool colour_free =
      hands_[p] == 1 && f->is_wild() && !duel && !(f->is_wild_draw() && side_ == Side::kDark) && e.color < 0;
  if (auto m = check_color(e.color, side_, f->is_wild() && !duel && !colour_free, *f)) return reject(*m);

  Outcome out;
  out.accepted = true;
  window_ = -1;  // a play is the next player's action: too late to catch anyone before it
  --hands_[p];
  discard(*f);
  if (hands_[p] == 1 && !uno_called_[p]) window_ = p;
  color_ = f->is_wild() ? (duel ? -1 : e.color) : f->color();
  const int n = player_count();

  if (f->is_wild()) {
    pending_player_ = p;
    pending_card_ = *f;
    if (duel) {
      phase_ = Phase::kDuel;
      drew_ = false;
      return out;
    }
    if (f->is_wild_draw()) {
      pending_color_ = e.color;
      answerer_ = next_after(p);
      phase_ = Phase::kAnswer;
      drew_ = false;
      return out;
    }
    finish_play(p, next_after(p), out);
    return out;
  }
  if (f->is_number()) {
    finish_play(p, next_after(p), out);
    return out;
  }
  switch (f->symbol()) {
    case kSymDraw: {
      const int victim = next_after(p);
      draw_cards(victim, side_ == Side::kLight ? 1 : 5, out);
      out.notices.push_back(msg("unoflip.notice.loses_turn", names_[victim]));
      finish_play(p, next_after(victim), out);
      break;
    }
    case kSymReverse:
      direction_ = -direction_;
      out.notices.push_back(msg(direction_ > 0 ? "unoflip.notice.now_clockwise" : "unoflip.notice.now_counterclockwise"));
      if (n == 2) out.notices.push_back(msg("unoflip.notice.plays_again", names_[p]));
      finish_play(p, n == 2 ? p : next_after(p), out);
      break;
    case kSymSkip:
      if (side_ == Side::kLight) {
        const int skipped = next_after(p);
        out.notices.push_back(msg("unoflip.notice.loses_turn", names_[skipped]));
        finish_play(p, next_after(skipped), out);
      } else {
        out.notices.push_back(msg("unoflip.notice.plays_again", names_[p]));
        finish_play(p, p, out);
      }
      break;
    case kSymFlip:
      side_ = other(side_);
      std::reverse(pile_.begin(), pile_.end());
      color_ = -1;
      out.notices.push_back(msg("unoflip.notice.flipped", side_arg(side_)));
      if (hands_[p] == 0) {
        finish_play(p, p, out);  // the hand ends on the new side: no new top is needed
      } else {
        pending_player_ = p;
        pending_card_ = *f;
        drew_ = false;
        phase_ = Phase::kFlipTop;
      }
      break;
  }
  return out;
}

Outcome Engine::on_draw(const Event& e) {
  const int p = e.player;
  if (p != turn_) return reject(msg("unoflip.not_on_turn", names_[p], names_[turn_]));
  if (drew_) return reject(msg("unoflip.already_drew", names_[p]));
  const int count = e.count < 0 ? 1 : e.count;
  if (count < 1 || count > drawable()) return reject(msg("unoflip.cannot_draw", names_[p], count, drawable()));
  Outcome out;
  out.accepted = true;
  window_ = -1;
  draw_cards(p, count, out);
  drew_ = true;
  return out;
}

Outcome Engine::on_pass(const Event& e) {
  const int p = e.player;
  if (p != turn_) return reject(msg("unoflip.not_on_turn", names_[p], names_[turn_]));
  // With nothing left to draw (every other card in hands) a player who
  // cannot play may only pass; otherwise a pass follows a draw.
  if (!drew_ && drawable() > 0) return reject(msg("unoflip.pass_without_draw", names_[p]));
  Outcome out;
  out.accepted = true;
  window_ = -1;
  finish_play(p, next_after(p), out);
  return out;
}

Outcome Engine::on_flip_top(const Event& e) {
  Message why;
  auto f = resolve_card(e.card, side_, &why);
  if (!f) return reject(why);
  const int s = static_cast<int>(side_);
  if (const std::int8_t known = pile_.back().face[s]; known >= 0 && known != f->kind)
    return reject(msg("unoflip.flip_top_known", card_arg(Face{side_, static_cast<std::uint8_t>(known)}, transformers()),
                      card_arg(*f, transformers())));
  if (pile_.back().face[s] < 0)
    if (auto m = impossible(*f)) return reject(*m);
  if (auto m = check_color(e.color, side_, f->is_wild(), *f)) return reject(*m);
  Outcome out;
  out.accepted = true;
  if (pile_.back().face[s] < 0) ++known_[s][f->kind];
  pile_.back().face[s] = static_cast<std::int8_t>(f->kind);
  color_ = f->is_wild() ? e.color : f->color();
  if (!f->is_number()) out.notices.push_back(msg("unoflip.notice.start_not_performed", card_arg(*f, transformers())));
  const int p = pending_player_;
  finish_play(p, next_after(p), out);
  return out;
}

Outcome Engine::on_answer(const Event& e) {
  const int v = e.player;
  const int w = pending_player_;
  auto card_a = [this] { return card_arg(pending_card_, transformers()); };  // for a refusal only
  if (v != answerer_) return reject(msg("unoflip.wrong_answerer", names_[v], names_[w], card_a(), names_[answerer_]));
  const bool light = pending_card_.side == Side::kLight;
  const bool challenge = e.kind == Event::Kind::kChallenge;
  if (light && e.count >= 0) return reject(msg("unoflip.count_not_wanted", card_a()));
  if (!light && e.count < 0) return reject(msg("unoflip.count_needed", names_[challenge && e.guilty ? w : v], color_arg(pending_color_)));
  if (!light && (e.count < 1 || e.count > drawable()))
    return reject(msg("unoflip.count_range", e.count, drawable()));
  if (challenge && e.guilty && hands_[w] == 0) return reject(msg("unoflip.guilty_impossible", names_[w], card_a()));

  Outcome out;
  out.accepted = true;
  window_ = -1;  // the answer is the next player's action
  const int base = light ? 2 : e.count;
  if (!challenge) {
    draw_cards(v, base, out);
    out.notices.push_back(msg("unoflip.notice.loses_turn", names_[v]));
    finish_play(w, next_after(v), out);
  } else if (!e.guilty) {
    ++challenges_won_[w];
    out.notices.push_back(msg("unoflip.notice.innocent", names_[w]));
    draw_cards(v, light ? 4 : base + 2, out);
    out.notices.push_back(msg("unoflip.notice.loses_turn", names_[v]));
    finish_play(w, next_after(v), out);
  } else {
    ++challenges_won_[v];
    out.notices.push_back(msg("unoflip.notice.guilty", names_[w]));
    draw_cards(w, base, out);
    finish_play(w, v, out);
  }
  return out;
}

Outcome Engine::on_duel(const Event& e) {
  const int w = pending_player_;
  const int c = e.player;
  if (c == w) return reject(msg("unoflip.duel_self", names_[w], card_arg(pending_card_, true)));
  if (e.other != w && e.other != c) return reject(msg("unoflip.duel_winner", names_[w], names_[c], names_[e.other]));
  if (auto m = check_color(e.color, side_, true, pending_card_)) return reject(*m);
  const bool light = side_ == Side::kLight;
  if (!light && e.discards >= 0) return reject(msg("unoflip.discards_dark"));
  const int discards = std::max(0, e.discards);
  const int most = std::min(2, std::max(0, hands_[e.other] - 1));
  if (discards > most) return reject(msg("unoflip.discards_too_many", names_[e.other], most, hands_[e.other]));

  Outcome out;
  out.accepted = true;
  ++duels_won_[e.other];
  out.notices.push_back(msg("unoflip.notice.duel_won", names_[e.other]));
  if (light) {
    if (discards > 0) {
      // Under the wild, faces unknown.
      pile_.insert(pile_.end() - 1, static_cast<std::size_t>(discards), PileCard{});
      hands_[e.other] -= discards;
      out.notices.push_back(msg("unoflip.notice.discards", names_[e.other], discards));
    }
  } else {
    draw_cards(e.other == w ? c : w, 2, out);
  }
  color_ = e.color;
  finish_play(w, next_after(w), out);
  return out;
}

Outcome Engine::on_uno(const Event& e) {
  const int p = e.player;
  if (window_ == p && catchable() == p) {
    Outcome out;
    out.accepted = true;
    uno_called_[p] = true;
    window_ = -1;
    out.notices.push_back(msg("unoflip.notice.uno", names_[p]));
    return out;
  }
  if (uno_called_[p] && hands_[p] <= 2) {
    // RULINGS UNO Flip 10: said again, the call still stands for these cards
    // (a draw would have cancelled it): accepted, and nothing changes, not
    // even who may be caught.
    Outcome out;
    out.accepted = true;
    out.notices.push_back(msg("unoflip.notice.uno_again", names_[p]));
    return out;
  }
  if (hands_[p] == 1) return reject(msg("unoflip.uno_late", names_[p]));
  if (hands_[p] != 2) return reject(msg("unoflip.uno_cards", names_[p], hands_[p]));
  if (phase_ != Phase::kTurn || turn_ != p) return reject(msg("unoflip.uno_not_on_turn", names_[p]));
  Outcome out;
  out.accepted = true;
  uno_called_[p] = true;
  out.notices.push_back(msg("unoflip.notice.uno", names_[p]));
  return out;
}

Outcome Engine::on_catch(const Event& e) {
  const int q = e.player;
  if (e.other == q) return reject(msg("unoflip.catch_self", names_[q]));
  if (hands_[q] != 1) return reject(msg("unoflip.catch_cards", names_[q], hands_[q]));
  if (uno_called_[q]) return reject(msg("unoflip.catch_called", names_[q]));
  if (catchable() != q) return reject(msg("unoflip.catch_late", names_[q]));
  Outcome out;
  out.accepted = true;
  ++uno_caught_[q];
  out.notices.push_back(msg("unoflip.notice.caught", names_[q], names_[e.other]));
  draw_cards(q, 2, out);
  window_ = -1;
  return out;
}

// A card refused in the cards left in a player's hand says whose row it is
// in: the cards come from that player's phone or the tablet's pad, and the
// table must know which row to fix (issue 32 item 9).
Message Engine::in_row(int p, const Message& why) const {
  return msg("unoflip.in_row", names_[p], Arg::list_arg({why}));
}

Outcome Engine::on_remaining(const Event& e) {
  const int winner = out_player_;
  std::vector<bool> seen(player_count(), false);
  std::array<int, kKinds> counts{};
  std::vector<int> card_points(player_count(), 0);
  for (const auto& [p, cards] : e.remaining) {
    if (p == winner) return reject(msg("unoflip.remaining_winner", names_[p]));
    if (seen[p]) return reject(msg("unoflip.remaining_twice", names_[p]));
    seen[p] = true;
    if (static_cast<int>(cards.size()) != hands_[p])
      return reject(msg("unoflip.remaining_count", names_[p], hands_[p], static_cast<int>(cards.size())));
    for (const ParsedCard& pc : cards) {
      Message why;
      auto f = resolve_card(pc, side_, &why);
      if (!f) return reject(in_row(p, why));
      if (++counts[f->kind] + known_on_pile(*f) > copies(f->kind))
        return reject(in_row(p, msg("unoflip.remaining_impossible", card_arg(*f, transformers()), copies(f->kind),
                                    known_on_pile(*f))));
      card_points[p] += points(*f);
    }
  }
  for (int p = 0; p < player_count(); ++p)
    if (p != winner && !seen[p]) return reject(msg("unoflip.remaining_missing", names_[p]));
  Outcome out;
  out.accepted = true;
  end_hand(winner, side_, std::move(card_points), out);
  return out;
}

Outcome Engine::on_hand(const Event& e) {
  const int winner = e.other;
  std::vector<bool> seen(player_count(), false);
  std::vector<int> card_points(player_count(), 0);
  std::optional<Side> side;
  if (e.has_points) {
    const int most = std::max(deck_points(Side::kLight), deck_points(Side::kDark));
    int sum = 0;
    for (const auto& [p, pts] : e.points) {
      if (p == winner) return reject(msg("unoflip.points_winner", names_[p]));
      if (seen[p]) return reject(msg("unoflip.remaining_twice", names_[p]));
      seen[p] = true;
      if (pts < 0 || pts > most) return reject(msg("unoflip.points_range", names_[p], most));
      card_points[p] = pts;
      sum += pts;
    }
    if (sum > most) return reject(msg("unoflip.points_sum", sum, most));
  } else {
    side = e.side.value_or(Side::kLight);
    std::array<int, kKinds> counts{};
    for (const auto& [p, cards] : e.remaining) {
      if (p == winner) return reject(msg("unoflip.remaining_winner", names_[p]));
      if (seen[p]) return reject(msg("unoflip.remaining_twice", names_[p]));
      seen[p] = true;
      if (cards.empty()) return reject(msg("unoflip.remaining_empty", names_[p]));
      for (const ParsedCard& pc : cards) {
        Message why;
        auto f = resolve_card(pc, *side, &why);
        if (!f) return reject(in_row(p, why));
        if (++counts[f->kind] > copies(f->kind))
          return reject(in_row(p, msg("unoflip.remaining_impossible", card_arg(*f, transformers()), copies(f->kind), 0)));
        card_points[p] += points(*f);
      }
    }
  }
  for (int p = 0; p < player_count(); ++p)
    if (p != winner && !seen[p]) return reject(msg("unoflip.remaining_missing", names_[p]));
  Outcome out;
  out.accepted = true;
  end_hand(winner, side, std::move(card_points), out);
  return out;
}

}  // namespace flipside::unoflip
