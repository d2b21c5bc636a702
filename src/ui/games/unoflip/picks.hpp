// The UNO Flip table's picks, typed: what taps chose that no entered line
// holds yet (a row, an open question, a duel half answered, a score-mode
// hand's winner). They are kept in ViewState::picks (ui/widgets/ui_context.hpp),
// a map of named numbers that drafts save, under the keys they always had,
// so a draft saved before reads the same. Nothing else of the table names
// those keys: it reads and writes the fields of a Picks.
//
// read() gives each missing key the meaning the table gives it; write()
// stores only the fields that changed, as the table stores them (a flag as
// 1, a choice taken back as its key erased), so a frame that changes nothing
// leaves the map, and the draft, exactly as they were. Keys that are not
// picks (PadFocus's "count_at", "score_at") are left alone.
// Without ImGui: the phones' cards left (unoflip_ui.cpp) read them too.
#pragma once

#include <cstddef>
#include <map>
#include <string>

#include "ui/widgets/ui_context.hpp"

namespace flipside::ui::unoflipui {

struct Picks {
  static constexpr int kNone = -1;  // not chosen (the table offers its default)

  // Play mode, a turn: the seat whose row was tapped; the pad, Draw and Pass
  // enter for them (issue 20 item 3). kNone: the player on turn.
  int by = kNone;
  // A hand's end and score mode's cards: the seat whose row was tapped, whose
  // cards the pad lists. kNone: the first seat still to list.
  int list_seat = kNone;
  // The wild tapped (its card kind) whose colour is asked. kNone: none asked.
  int wild = kNone;
  // Catch was tapped with three players or more: who caught them is asked.
  bool catch_asked = false;
  // "Draw several" was tapped: how many cards is asked.
  bool draw_asked = false;
  // That question's stepper. kNone: it offers the first count past the quick ones.
  int draw_count = kNone;
  // A Wild Draw Colour's answer: the cards drawn until the colour showed.
  int answer_count = 1;
  // A Transformers duel: the seat challenged (kNone: with two players the
  // other is offered), the winner's seat, the new colour, and on the light
  // side the cards discarded (kNone: 0 offered).
  int duel_challenged = kNone;
  int duel_winner = kNone;
  int duel_color = kNone;
  int duel_discards = kNone;
  // Score mode: the hand's winner.
  int hand_winner = kNone;
  // Score mode: how the others' points come: kByPoints typed, kByCards
  // tapped in (kNone: not chosen, points offered).
  static constexpr int kByPoints = 0;
  static constexpr int kByCards = 1;
  int score_how = kNone;
  // Score mode's cards: read by the dark side (else the light).
  bool dark_side = false;

  static Picks read(const ViewState& vs);
  void write(ViewState& vs) const;
};

// Partial answers belong to the moment they were made in: once the game
// holds another number of lines, every pick and list is forgotten (the
// number pad's focus with them). The one place they are reset.
inline void forget_picks_unless_at(ViewState& vs, std::size_t lines) {
  if (vs.picks_at == lines) return;
  vs.picks.clear();
  vs.lists.clear();
  vs.picks_at = lines;
}

namespace picks_detail {

// The keys in ViewState::picks, one a field (drafts keep them: never rename one).
// A choice's key is erased when it goes back to kNone.
struct Choice {
  const char* key;
  int Picks::*field;
};
inline constexpr Choice kChoices[] = {
    {"by", &Picks::by},
    {"rem_seat", &Picks::list_seat},
    {"wild", &Picks::wild},
    {"draw_n", &Picks::draw_count},
    {"duel_c", &Picks::duel_challenged},
    {"duel_w", &Picks::duel_winner},
    {"duel_color", &Picks::duel_color},
    {"duel_d", &Picks::duel_discards},
    {"score_w", &Picks::hand_winner},
    {"score_cards", &Picks::score_how},
};
// A flag is 1 while raised; lowered, its key is erased, or kept as 0 (a side).
struct Flag {
  const char* key;
  bool Picks::*field;
  bool kept_as_0;
};
inline constexpr Flag kFlags[] = {
    {"catch", &Picks::catch_asked, false},
    {"draw_more", &Picks::draw_asked, false},
    {"score_side", &Picks::dark_side, true},
};
// A count, always stored once changed.
inline constexpr const char* kAnswerCount = "count";

inline int get(const std::map<std::string, int>& picks, const char* key, int missing) {
  auto it = picks.find(key);
  return it == picks.end() ? missing : it->second;
}

}  // namespace picks_detail

inline Picks Picks::read(const ViewState& vs) {
  using namespace picks_detail;
  Picks p;
  for (const Choice& c : kChoices) p.*c.field = get(vs.picks, c.key, kNone);
  for (const Flag& f : kFlags) p.*f.field = get(vs.picks, f.key, 0) == 1;
  p.answer_count = get(vs.picks, kAnswerCount, 1);
  return p;
}

inline void Picks::write(ViewState& vs) const {
  using namespace picks_detail;
  const Picks was = read(vs);
  auto& m = vs.picks;
  for (const Choice& c : kChoices) {
    if (this->*c.field == was.*c.field) continue;
    if (this->*c.field == kNone) m.erase(c.key);
    else m[c.key] = this->*c.field;
  }
  for (const Flag& f : kFlags) {
    if (this->*f.field == was.*f.field) continue;
    if (this->*f.field || f.kept_as_0) m[f.key] = this->*f.field ? 1 : 0;
    else m.erase(f.key);
  }
  if (answer_count != was.answer_count) m[kAnswerCount] = answer_count;
}

}  // namespace flipside::ui::unoflipui
