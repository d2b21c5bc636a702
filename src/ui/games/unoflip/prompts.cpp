// The UNO Flip table's entry panel: the card pad or, when the game waits for
// an answer, its prompt (a wild's colour, accept or challenge, a duel, the
// cards left at a hand's end), and score mode's hand entry.
#include <algorithm>
#include <cmath>
#include <functional>

#include "ui/shell/controller.hpp"
#include "ui/games/unoflip/table_parts.hpp"
#include "ui/widgets/number_pad.hpp"
#include "ui/widgets/widgets.hpp"

namespace flipside::ui::unoflipui {
namespace {

// --- prompts ---

// The table's own questions, as the prompt asks them and as ViewState::prompt
// tells a tap, key or phone that does not answer them.
Message color_question(const TableView& v, Face wild) {
  return msg("ui.unoflip.choose_color", unoflip::card_arg(wild, v.transformers));
}
Message catch_question(const TableView& v) { return msg("ui.unoflip.who_caught", v.seats[v.catchable].name); }
Message draw_question(const Table& t) { return msg("ui.unoflip.draw_how_many", t.view.seats[t.mover()].name); }
bool draw_count_open(const TableView& v) { return v.phase == Phase::kTurn && !v.why_no_draw && v.turn >= 0; }

void color_chooser(const Table& t, int kind) {
  const Ui& ui = t.ui;
  const TableView& v = t.view;
  const Face f{v.side, static_cast<std::uint8_t>(kind)};
  sentence(ui, ui.tr(color_question(v, f)));
  const float width = ImGui::GetContentRegionAvail().x;
  const float gap = ImGui::GetStyle().ItemSpacing.x;
  const float w = std::floor((width - gap) / 2);
  const float h = std::max(ui.m.touch * 1.5f, 64.0f * ui.m.scale);
  for (int i = 0; i < unoflip::kColorsPerSide; ++i) {
    const int color = v.first_color() + i;
    if (i % 2) ImGui::SameLine();
    if (color_button(ui, color, "color." + std::string(unoflip::color_key(color)), ImVec2(w, h), false)) {
      if (auto line = key_line(t.game, f, color, t.mover())) t.submit(*line);
      t.vs.picks.erase("wild");
    }
  }
  if (button(ui, "color.cancel", ui.tr("ui.unoflip.cancel"), ImVec2(-1, 0))) t.vs.picks.erase("wild");
}

void catch_chooser(const Table& t) {
  const Ui& ui = t.ui;
  const TableView& v = t.view;
  if (v.catchable < 0) {
    t.vs.picks.erase("catch");
    return;
  }
  sentence(ui, ui.tr(catch_question(v)));
  std::vector<std::string> names;
  std::vector<int> seats;
  for (const SeatView& s : v.seats)
    if (s.seat != v.catchable) {
      names.push_back(s.name);
      seats.push_back(s.seat);
    }
  const int i = choice_grid(ui, "catch.by", names, -1, 200.0f * ui.m.scale);
  if (i >= 0) {
    t.submit(*catch_line(t.game, seats[i]));
    t.vs.picks.erase("catch");
  }
  if (button(ui, "catch.cancel", ui.tr("ui.unoflip.cancel"), ImVec2(-1, 0))) t.vs.picks.erase("catch");
}

// Several cards drawn in one entry ({"draw":name,"count":n}, the contract's
// count): a house rule's draw-until-playable, or a table that settles a slip
// by drawing. The usual counts are one tap; more go through a stepper.
constexpr int kQuickDrawFirst = 2;
constexpr int kQuickDrawLast = 10;

void draw_count_chooser(const Table& t) {
  const Ui& ui = t.ui;
  const TableView& v = t.view;
  if (!draw_count_open(v)) {  // undone, or the moment passed
    t.vs.picks.erase("draw_more");
    return;
  }
  // The rules draw one card: several at once is asked as a question first
  // (a house rule, or a slip the table settles), never taken for granted.
  sentence(ui, ui.tr(draw_question(t)));
  auto draw = [&](int count) {
    const Json line = *draw_line(t.game, count, t.mover());
    if (auto why = refusal(t.game, line)) return t.explain(*why);  // more than the piles hold
    t.submit(line);
    t.vs.picks.erase("draw_more");
    t.vs.picks.erase("draw_n");
  };
  std::vector<std::string> labels;
  for (int n = kQuickDrawFirst; n <= kQuickDrawLast; ++n) labels.push_back(std::to_string(n));
  if (const int i = choice_grid(ui, "draw.count", labels, -1, ui.m.touch * 1.5f); i >= 0) draw(kQuickDrawFirst + i);
  ImGui::Spacing();
  caption(ui, ui.tr("ui.unoflip.draw_more_caption"));
  int n = t.pick("draw_n", kQuickDrawLast + 1);
  const int most = std::max(kQuickDrawLast + 1, t.game.engine().drawable());  // what the piles hold
  if (auto m = stepper(ui, "draw.n", n, 1, kQuickDrawLast + 1, most, std::to_string(n))) {
    t.vs.picks["draw_n"] = *m;
    n = *m;
  }
  ImGui::SameLine();
  if (button(ui, "draw.enter", ui.tr.f("ui.unoflip.draw_n", n), ImVec2(-1, 0), Tone::kPrimary)) draw(n);
  ImGui::Spacing();
  if (button(ui, "draw.cancel", ui.tr("ui.unoflip.cancel"), ImVec2(-1, 0))) t.vs.picks.erase("draw_more");
}

void action_bar(const Table& t) {
  const Ui& ui = t.ui;
  const TableView& v = t.view;
  const float width = ImGui::GetContentRegionAvail().x;
  const float gap = ImGui::GetStyle().ItemSpacing.x;
  const float w = std::floor((width - gap * 4) / 5);
  const ImVec2 size(w, ui.m.touch * 1.15f);
  // While the table asks a question, none of these answers it: each is
  // greyed and says the question (issue 32 item 2; the wild tapped is not
  // thrown away by a Draw).
  const std::optional<Message> asked = t.vs.prompt ? std::optional<Message>(answer_first(*t.vs.prompt)) : std::nullopt;
  auto act = [&](const char* id, const std::string& label, const std::optional<Message>& refused,
                 const std::optional<Json>& line, bool primary) {
    const std::optional<Message>& why = asked ? asked : refused;
    const bool ok = !why.has_value();
    ImGui::PushStyleVar(ImGuiStyleVar_Alpha, ok ? 1.0f : 0.45f);
    const bool pressed = button(ui, id, label, size, ok && primary ? Tone::kPrimary : Tone::kNormal);
    ImGui::PopStyleVar();
    if (!pressed) return;
    if (!ok) t.explain(*why);
    else if (line) t.submit(*line);
  };
  // Draw and Pass go to the player chosen (issue 20 item 3): one not on
  // turn is refused with the engine's sentence.
  const bool other = v.phase == Phase::kTurn && t.mover() != v.turn;
  const std::optional<Json> draw = draw_line(t.game, 1, t.mover());
  const std::optional<Json> pass = pass_line(t.game, t.mover());
  act("act.draw", ui.tr("ui.unoflip.draw"), other && draw ? refusal(t.game, *draw) : v.why_no_draw, draw, true);
  ImGui::SameLine();
  {
    const std::optional<Message>& why = asked ? asked : v.why_no_draw;
    const bool ok = !why.has_value();
    ImGui::PushStyleVar(ImGuiStyleVar_Alpha, ok ? 1.0f : 0.45f);
    const bool pressed = button(ui, "act.draw_more", ui.tr("ui.unoflip.draw_more"), size);
    ImGui::PopStyleVar();
    if (pressed && !ok) t.explain(*why);
    if (pressed && ok) {
      t.vs.picks.erase("wild");
      t.vs.picks.erase("catch");
      t.vs.picks["draw_more"] = 1;
    }
  }
  ImGui::SameLine();
  act("act.pass", ui.tr("ui.unoflip.pass"), other && pass ? refusal(t.game, *pass) : v.why_no_pass, pass, true);
  ImGui::SameLine();
  act("act.uno", "UNO!", v.why_no_uno, uno_line(t.game), true);
  ImGui::SameLine();
  const std::optional<Message>& why_no_catch = asked ? asked : v.why_no_catch;
  const bool can_catch = !why_no_catch.has_value();
  ImGui::PushStyleVar(ImGuiStyleVar_Alpha, can_catch ? 1.0f : 0.45f);
  const bool pressed = button(ui, "act.catch", ui.tr("ui.unoflip.catch"), size, can_catch ? Tone::kDanger : Tone::kNormal);
  ImGui::PopStyleVar();
  if (pressed) {
    if (!can_catch) {
      t.explain(*why_no_catch);
    } else if (v.seats.size() == 2) {
      t.submit(*catch_line(t.game, 1 - v.catchable));
    } else {
      t.vs.picks.erase("draw_more");
      t.vs.picks["catch"] = 1;
    }
  }
}

void answer_prompt(const Table& t) {
  const Ui& ui = t.ui;
  const TableView& v = t.view;
  const bool dark = v.pending_card.side == Side::kDark;
  const std::string who = v.seats[std::max(v.answerer, 0)].name;
  const std::string by = v.seats[std::max(v.pending_player, 0)].name;
  sentence(ui, ui.tr.f("ui.unoflip.answer_title", who, by, card_name(ui, v.pending_card, v.transformers)));
  ImGui::Spacing();
  int count = t.pick("count", 1);
  if (dark) {
    // Wild Draw Colour: the cards drawn until the colour showed, typed on
    // the number pad (issue 32 item 2: fourteen took thirteen taps on +);
    // − and + stay beside it. The first digit replaces the 1 offered.
    caption(ui, ui.tr.f("ui.unoflip.count", color_name(ui, std::max(v.color, 0))));
    PadFocus focus(t.vs, "count_at");
    bool tapped = false;
    if (auto n = stepper_field(ui, "answer.count", count, 1, 1, unoflip::kDeckSize, std::to_string(count), true, &tapped,
                               std::to_string(unoflip::kDeckSize)))
      count = *n;
    if (tapped) focus.choose(0);
    std::vector<int> typed{count};
    for (const PadPress& press : number_pad(ui, "answer.pad", ImGui::GetContentRegionAvail().x, !t.c.popup()))
      focus.apply(press, typed, {0}, unoflip::kDeckSize);
    count = typed[0];
    if (count != t.pick("count", 1)) t.vs.picks["count"] = count;
    ImGui::Spacing();
  }
  // Under the count and its number pad, the answers are touch-high: all of
  // it fits above the buttons' row at 125 % in landscape.
  const float h = dark ? ui.m.touch : ui.m.touch * 1.3f;
  auto go = [&](const char* id, const std::string& label, const Json& line, Tone tone) {
    if (!button(ui, id, label, ImVec2(-1, h), tone)) return;
    if (auto why = refusal(t.game, line)) t.explain(*why);
    else t.submit(line);
  };
  go("answer.accept", ui.tr(dark ? "ui.unoflip.accept_dark" : "ui.unoflip.accept_light"), accept_line(t.game, count),
     Tone::kPrimary);
  go("answer.innocent", ui.tr.f("ui.unoflip.challenge_innocent", by), challenge_line(t.game, false, count), Tone::kNormal);
  go("answer.guilty", ui.tr.f("ui.unoflip.challenge_guilty", by), challenge_line(t.game, true, count), Tone::kNormal);
}

void duel_prompt(const Table& t) {
  const Ui& ui = t.ui;
  const TableView& v = t.view;
  const int owner = v.pending_player;
  sentence(ui, ui.tr.f("ui.unoflip.duel_title", v.seats[std::max(owner, 0)].name,
                       card_name(ui, v.pending_card, v.transformers)));
  // Who is challenged (with two players, the other one).
  std::vector<int> others;
  for (const SeatView& s : v.seats)
    if (s.seat != owner) others.push_back(s.seat);
  int challenged = t.pick("duel_c", others.size() == 1 ? others[0] : -1);
  caption(ui, ui.tr("ui.unoflip.challenged"));
  {
    std::vector<std::string> names;
    int sel = -1;
    for (std::size_t i = 0; i < others.size(); ++i) {
      names.push_back(v.seats[others[i]].name);
      if (others[i] == challenged) sel = static_cast<int>(i);
    }
    const int i = choice_grid(ui, "duel.challenged", names, sel, 180.0f * ui.m.scale);
    if (i >= 0) {
      challenged = others[i];
      t.vs.picks["duel_c"] = challenged;
    }
  }
  // The winner's row is there from the start (the challenged player as "?"
  // until chosen), so the colours and Enter never move down under a finger.
  int winner = t.pick("duel_w", -1);
  {
    caption(ui, ui.tr("ui.unoflip.winner"));
    const std::vector<std::string> names = {v.seats[owner].name, challenged >= 0 ? v.seats[challenged].name : "?"};
    const int sel = winner == owner ? 0 : winner == challenged && challenged >= 0 ? 1 : -1;
    const int i = choice_grid(ui, "duel.winner", names, sel, 180.0f * ui.m.scale);
    if (i >= 0 && challenged < 0) {
      t.explain(msg("ui.unoflip.duel_incomplete"));
    } else if (i >= 0) {
      winner = i == 0 ? owner : challenged;
      t.vs.picks["duel_w"] = winner;
    }
  }
  int color = t.pick("duel_color", -1);
  caption(ui, ui.tr("ui.unoflip.new_color"));
  {
    const float width = ImGui::GetContentRegionAvail().x;
    const float gap = ImGui::GetStyle().ItemSpacing.x;
    const bool one_row = (width - 3 * gap) / 4 >= 130.0f * ui.m.scale;
    const float w = one_row ? std::floor((width - 3 * gap) / 4) : std::floor((width - gap) / 2);
    for (int i = 0; i < unoflip::kColorsPerSide; ++i) {
      const int col = v.first_color() + i;
      if (i > 0 && (one_row || i % 2)) ImGui::SameLine();
      if (color_button(ui, col, "duel.color." + std::string(unoflip::color_key(col)), ImVec2(w, ui.m.touch), col == color)) {
        color = col;
        t.vs.picks["duel_color"] = col;
      }
    }
  }
  int discards = t.pick("duel_d", 0);
  if (v.side == Side::kLight) {
    caption(ui, ui.tr("ui.unoflip.discards"));
    const int i = choice_grid(ui, "duel.discards", {"0", "1", "2"}, discards, ui.m.touch * 1.5f);
    if (i >= 0) {
      discards = i;
      t.vs.picks["duel_d"] = i;
    }
  }
  if (button(ui, "duel.enter", ui.tr("ui.unoflip.enter"), ImVec2(-1, ui.m.touch * 1.2f), Tone::kPrimary)) {
    if (challenged < 0 || winner < 0 || color < 0) {
      t.explain(msg("ui.unoflip.duel_incomplete"));
    } else {
      const Json line = duel_line(t.game, challenged, winner, color, discards);
      if (auto why = refusal(t.game, line)) t.explain(*why);
      else t.submit(line);
    }
  }
}

// Why a card cannot be listed for `seat` (a hand's end, score mode's cards):
// the hand is complete, or every copy is accounted for, counted.
Message why_not_listed(const Table& t, int seat, Face face, const std::vector<std::vector<int>>& lists) {
  const TableView& v = t.view;
  const int want = t.wanted(seat);
  if (want >= 0 && static_cast<int>(lists[seat].size()) >= want)
    return msg("ui.unoflip.hand_full", v.seats[seat].name, want);
  int listed = 0;
  for (const auto& list : lists) listed += static_cast<int>(std::count(list.begin(), list.end(), face.kind));
  return msg("ui.unoflip.no_copies", unoflip::card_arg(face, v.transformers), unoflip::copies(face.kind),
             t.game.engine().known_on_pile(face), listed);
}

// A hand's end: the pad lists the cards of the seat chosen (else the first
// not complete), in the pad's usual place.
void remaining_pad(const Table& t) {
  const TableView& v = t.view;
  const auto lists = t.remaining();
  const int seat = t.listing_seat();
  const SeatView& s = v.seats[seat];
  pad(t, ImGui::GetContentRegionAvail(), v.side,
      [&](const PadKey& key, bool ok) {
        if (!ok) return t.explain(why_not_listed(t, seat, key.face, lists));
        auto& list = t.vs.lists[remaining_list_key(seat)];
        list.push_back(key.face.kind);
        if (static_cast<int>(list.size()) >= s.cards) t.vs.picks.erase("rem_seat");  // on to the next player
      },
      [&](const PadKey& key) {
        return static_cast<int>(lists[seat].size()) < s.cards && copies_left(t.game.engine(), key.face, lists) > 0;
      });
}

// A hand's end: Remove last, Clear, Enter, where Draw … Catch were.
void remaining_bar(const Table& t, float bar_h) {
  const Ui& ui = t.ui;
  const TableView& v = t.view;
  const auto lists = t.remaining();
  const int seat = t.listing_seat();
  const float width = ImGui::GetContentRegionAvail().x;
  const float w = std::floor((width - ImGui::GetStyle().ItemSpacing.x * 2) / 3);
  if (button(ui, "rem.undo", std::string(ui.icons.undo) + " " + ui.tr("ui.unoflip.remove_last"), ImVec2(w, bar_h),
             Tone::kNormal, !lists[seat].empty())) {
    auto& list = t.vs.lists[remaining_list_key(seat)];
    if (!list.empty()) list.pop_back();
  }
  ImGui::SameLine();
  if (button(ui, "rem.clear", ui.tr("ui.unoflip.clear"), ImVec2(w, bar_h), Tone::kNormal, !lists[seat].empty()))
    t.vs.lists.erase(remaining_list_key(seat));
  ImGui::SameLine();
  if (button(ui, "rem.enter", ui.tr("ui.unoflip.enter"), ImVec2(w, bar_h), Tone::kPrimary)) {
    for (const SeatView& o : v.seats) {
      if (o.seat == v.turn || static_cast<int>(lists[o.seat].size()) == o.cards) continue;
      t.explain(msg("ui.unoflip.remaining_incomplete", o.name, static_cast<int>(lists[o.seat].size()), o.cards));
      return;
    }
    const Json line = remaining_line(t.game, lists);
    if (auto why = refusal(t.game, line)) t.explain(*why);
    else t.submit(line);
  }
}

// One line above the pad saying what it enters now, always drawn at the
// same height so the pad never moves between moments (issue 20 item 2).
void pad_heading(const Table& t) {
  const Ui& ui = t.ui;
  const TableView& v = t.view;
  std::string text;
  ImU32 col = ui.pal.text_dim;
  switch (v.phase) {
    case Phase::kStart: text = ui.tr("ui.unoflip.pad_start"); break;
    case Phase::kFlipTop: text = ui.tr("ui.unoflip.pad_flip_top"); break;
    case Phase::kTurn:
      text = ui.tr.f("ui.unoflip.pad_for", v.seats[t.mover()].name);
      if (t.mover() != v.turn) {
        text = ui.tr.f("ui.unoflip.pad_for_not_on_turn", v.seats[t.mover()].name, v.seats[v.turn].name);
        col = ui.pal.bust;
      }
      break;
    case Phase::kRemaining: {
      const int seat = t.listing_seat();
      text = ui.tr.f("ui.unoflip.listing_for", v.seats[seat].name, static_cast<int>(t.remaining()[seat].size()),
                     v.seats[seat].cards);
      break;
    }
    default: break;
  }
  const float width = ImGui::GetContentRegionAvail().x;
  const ImVec2 a = ImGui::GetCursorScreenPos();
  if (!text.empty()) draw_fitted(ui, ImGui::GetWindowDrawList(), ui.fonts.small, text, a, width, col);
  ImGui::Dummy(ImVec2(width, ui.fonts.small->FontSize));
}

// The most points one hand's losers can hold, as the steppers allow.
constexpr int kMostHandPoints = 1480;

// Score mode, first: who won the hand, and how the others' points come.
void score_choose_winner(const Table& t) {
  const Ui& ui = t.ui;
  const TableView& v = t.view;
  caption(ui, ui.tr("ui.unoflip.hand_winner"));
  std::vector<std::string> names;
  for (const SeatView& s : v.seats) names.push_back(s.name);
  const int i = choice_grid(ui, "score.winner", names, -1, 200.0f * ui.m.scale);
  if (i >= 0) t.vs.picks["score_w"] = i;
  ImGui::Spacing();
  caption(ui, ui.tr("ui.unoflip.score_how"));
  const int how = choice_grid(ui, "score.how", {ui.tr("ui.unoflip.score_points"), ui.tr("ui.unoflip.score_cards")},
                              t.pick("score_cards", 0), 200.0f * ui.m.scale);
  if (how >= 0) t.vs.picks["score_cards"] = how;
  ImGui::Spacing();
  if (button(ui, "score.enter", ui.tr("ui.unoflip.enter"), ImVec2(-1, ui.m.touch * 1.2f), Tone::kPrimary))
    t.explain(msg("ui.unoflip.choose_winner"));
}

// The winner, tapped to choose again.
bool winner_button(const Table& t, int winner, float width) {
  const Ui& ui = t.ui;
  const std::string label = std::string(ui.icons.celebrate) + " " + t.view.seats[winner].name;
  ImGui::PushFont(ui.fonts.small);
  const std::string shown = ellipsize(label, width - ImGui::GetStyle().FramePadding.x * 2);
  ImGui::PopFont();
  return button(ui, "score.change", shown, ImVec2(width, 0), Tone::kSelected);
}

// Score mode, cards: the others' cards tapped on the pad of the side chosen.
void score_cards_panel(const Table& t, int winner) {
  const Ui& ui = t.ui;
  const TableView& v = t.view;
  const auto lists = t.remaining();
  const Side side = t.list_side();
  const float width = ImGui::GetContentRegionAvail().x;
  const float gap = ImGui::GetStyle().ItemSpacing.x;
  const float w = std::floor((width - gap * 3) / 4);
  if (winner_button(t, winner, w)) t.vs.picks.erase("score_w");
  for (int sd = 0; sd < 2; ++sd) {
    ImGui::SameLine();
    const Side this_side = static_cast<Side>(sd);
    const std::string id = "score.side." + std::to_string(sd);
    const bool on = this_side == side;
    std::string label = side_text(ui, this_side);
    if (on) label = std::string(ui.icons.check) + " " + label;
    if (button(ui, id.c_str(), label, ImVec2(w, 0), on ? Tone::kSelected : Tone::kNormal) && !on) {
      t.vs.picks["score_side"] = sd;
      for (const SeatView& s : v.seats) t.vs.lists.erase(remaining_list_key(s.seat));  // read by the other side now
    }
  }
  ImGui::SameLine();
  const bool enter = button(ui, "score.enter", ui.tr("ui.unoflip.enter"), ImVec2(w, 0), Tone::kPrimary);
  // The seat the pad fills: chosen by tapping its row.
  const int seat = t.listing_seat();
  caption(ui, ui.tr.f("ui.unoflip.listing_any", v.seats[seat].name, static_cast<int>(lists[seat].size())));
  pad(t, ImGui::GetContentRegionAvail(), side,
      [&](const PadKey& key, bool ok) {
        if (!ok) return t.explain(why_not_listed(t, seat, key.face, lists));
        t.vs.lists[remaining_list_key(seat)].push_back(key.face.kind);
      },
      [&](const PadKey& key) { return copies_left(t.game.engine(), key.face, lists) > 0; });
  if (enter) {
    const Json line = score_cards_line(t.game, winner, side, lists);
    if (auto why = refusal(t.game, line)) t.explain(*why);
    else t.submit(line);
  }
}

void score_panel(const Table& t) {
  const Ui& ui = t.ui;
  const TableView& v = t.view;
  const int n = static_cast<int>(v.seats.size());
  const int winner = t.pick("score_w", -1);
  if (winner < 0) return score_choose_winner(t);
  if (t.score_cards()) return score_cards_panel(t, winner);
  if (winner_button(t, winner, ImGui::GetContentRegionAvail().x)) t.vs.picks.erase("score_w");
  auto& points = t.vs.lists["score"];
  points.resize(n, 0);
  // The number pad types into the chosen player's points (issue 20, item 4).
  PadFocus focus(t.vs, "score_at");
  std::vector<int> fields;
  for (const SeatView& s : v.seats)
    if (s.seat != winner) fields.push_back(s.seat);
  const int typing = focus.field(fields);
  {
    ImGui::Spacing();
    caption(ui, ui.tr("ui.unoflip.their_points"));
    const float width = ImGui::GetContentRegionAvail().x;
    const float gap = ImGui::GetStyle().ItemSpacing.x;
    const float bw = ui.m.touch * 1.3f;
    const float value_w = 80.0f * ui.m.scale;
    const float name_w = std::max(width - bw * 4 - value_w - gap * 5, 40.0f * ui.m.scale);
    for (const SeatView& s : v.seats) {
      if (s.seat == winner) continue;
      ImGui::PushID(s.seat);
      const std::string sid = std::to_string(s.seat);
      ImGui::AlignTextToFramePadding();
      const ImVec2 p = ImGui::GetCursorScreenPos();
      ImGui::Dummy(ImVec2(name_w, ui.m.touch));
      draw_fitted(ui, ImGui::GetWindowDrawList(), ui.fonts.body, s.name,
                  ImVec2(p.x, p.y + (ui.m.touch - ui.fonts.body->FontSize) / 2), name_w, ui.pal.text);
      int& value = points[s.seat];
      const int steps[4] = {-10, -1, 1, 10};
      const char* labels[4] = {"\xE2\x88\x92" "10", "\xE2\x88\x92" "1", "+1", "+10"};
      for (int k = 0; k < 4; ++k) {
        ImGui::SameLine();
        if (k == 2) {
          // The value: a tap gives it the pad.
          if (pad_field(ui, "score." + sid + ".value", std::to_string(value), s.seat == typing, ImVec2(value_w, 0)))
            focus.choose(s.seat);
          ImGui::SameLine();
        }
        const std::string id = "score." + sid + "." + std::to_string(k);
        const char* shown = ui.fonts.dejavu ? labels[k] : (k == 0 ? "-10" : k == 1 ? "-1" : labels[k]);
        if (button(ui, id.c_str(), shown, ImVec2(bw, 0))) value = std::clamp(value + steps[k], 0, kMostHandPoints);
      }
      ImGui::PopID();
    }
  }
  ImGui::Spacing();
  // The winner scores the others' points (RULINGS UNO Flip 8): their total
  // once entered, before Enter.
  int sum = 0;
  for (int seat : fields) sum += points[seat];
  const float width = ImGui::GetContentRegionAvail().x;
  total_after(ui, v.seats[winner].name, v.seats[winner].total, sum, width);
  bool enter = false;
  for (const PadPress& press : number_pad(ui, "score.pad", width, !t.c.popup()))
    enter = focus.apply(press, points, fields, kMostHandPoints) || enter;
  ImGui::Spacing();
  enter = button(ui, "score.enter", ui.tr("ui.unoflip.enter"), ImVec2(-1, ui.m.touch * 1.2f), Tone::kPrimary) || enter;
  if (enter) {
    const Json line = score_line(t.game, winner, points);
    if (auto why = refusal(t.game, line)) t.explain(*why);
    else t.submit(line);
  }
}

}  // namespace

std::optional<Message> open_question(const Table& t) {
  const TableView& v = t.view;
  if (!v.play_mode || v.finished() || v.phase == Phase::kRemaining) return std::nullopt;
  // In entry_panel's order: the prompt it draws is the one asked.
  if (t.pick("catch", 0) == 1) return v.catchable >= 0 ? std::optional<Message>(catch_question(v)) : std::nullopt;
  if (t.pick("draw_more", 0) == 1) return draw_count_open(v) ? std::optional<Message>(draw_question(t)) : std::nullopt;
  if (v.phase == Phase::kAnswer || v.phase == Phase::kDuel) return std::nullopt;
  const int wild = t.pick("wild", -1);
  if (wild < 0) return std::nullopt;
  return color_question(v, Face{v.side, static_cast<std::uint8_t>(wild)});
}

void entry_panel(const Table& t, ImVec2 size) {
  const Ui& ui = t.ui;
  const TableView& v = t.view;
  ImGui::BeginChild("entry", size, false);
  if (v.finished()) {
    const std::string line = std::string(ui.icons.star) + " " +
                             (v.winner >= 0 ? ui.tr.f("ui.unoflip.won", v.seats[v.winner].name) : ui.tr("unoflip.game_over"));
    draw_fitted(ui, ImGui::GetWindowDrawList(), ui.fonts.huge, line, ImGui::GetCursorScreenPos(), size.x, ui.pal.celebrate);
    ImGui::Dummy(ImVec2(size.x, ui.fonts.huge->FontSize));
  } else if (!v.play_mode) {
    score_panel(t);
  } else {
    // The heading, the pad (or the prompt in its place) and the buttons'
    // row keep their places at every moment of a hand, its end included.
    const float bar_h = ui.m.touch * 1.15f;
    const float gap = ImGui::GetStyle().ItemSpacing.y;
    pad_heading(t);
    const ImVec2 avail = ImGui::GetContentRegionAvail();
    const float body_h = avail.y - bar_h - gap;
    ImGui::BeginChild("prompt", ImVec2(avail.x, body_h), false);
    const int wild = t.pick("wild", -1);
    if (v.phase == Phase::kRemaining) {
      remaining_pad(t);
    } else if (t.pick("catch", 0) == 1) {
      catch_chooser(t);
    } else if (t.pick("draw_more", 0) == 1) {
      draw_count_chooser(t);
    } else if (v.phase == Phase::kAnswer) {
      answer_prompt(t);
    } else if (v.phase == Phase::kDuel) {
      duel_prompt(t);
    } else if (wild >= 0) {
      color_chooser(t, wild);
    } else {
      pad(t, ImGui::GetContentRegionAvail(), v.side,
          [&](const PadKey& key, bool ok) {
            // A card tapped for a player not on turn: the engine's sentence.
            if (v.phase == Phase::kTurn && t.mover() != v.turn) {
              const int color = wants_color(t.game, key.face) ? v.first_color() : -1;
              if (auto line = key_line(t.game, key.face, color, t.mover()))
                if (auto why = refusal(t.game, *line)) return t.explain(*why);
            }
            if (!ok) return t.explain(key.why);
            if (wants_color(t.game, key.face)) {
              t.vs.picks["wild"] = key.face.kind;
              return;
            }
            if (auto line = key_line(t.game, key.face, -1, t.mover())) t.submit(*line);
          },
          [&](const PadKey& key) { return key.possible && t.mover() == v.turn; });
    }
    ImGui::EndChild();
    if (v.phase == Phase::kRemaining) remaining_bar(t, bar_h);
    else action_bar(t);
  }
  ImGui::EndChild();
}

}  // namespace flipside::ui::unoflipui
