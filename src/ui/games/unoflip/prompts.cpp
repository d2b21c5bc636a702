// The UNO Flip table's entry panel: the card pad or, when the game waits for
// an answer, its prompt (a wild's colour, accept or challenge, a duel). The
// cards left at a hand's end and score mode's hand are in hand_end.cpp.
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

void color_chooser(Table& t, int kind) {
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
      t.picks().wild = Picks::kNone;
    }
  }
  if (button(ui, "color.cancel", ui.tr("ui.unoflip.cancel"), ImVec2(-1, 0))) t.picks().wild = Picks::kNone;
}

void catch_chooser(Table& t) {
  const Ui& ui = t.ui;
  const TableView& v = t.view;
  if (v.catchable < 0) {
    t.picks().catch_asked = false;
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
    t.picks().catch_asked = false;
  }
  if (button(ui, "catch.cancel", ui.tr("ui.unoflip.cancel"), ImVec2(-1, 0))) t.picks().catch_asked = false;
}

// Several cards drawn in one entry ({"draw":name,"count":n}, the contract's
// count): a house rule's draw-until-playable, or a table that settles a slip
// by drawing. The usual counts are one tap; more go through a stepper.
constexpr int kQuickDrawFirst = 2;
constexpr int kQuickDrawLast = 10;

void draw_count_chooser(Table& t) {
  const Ui& ui = t.ui;
  const TableView& v = t.view;
  if (!draw_count_open(v)) {  // undone, or the moment passed
    t.picks().draw_asked = false;
    return;
  }
  // The rules draw one card: several at once is asked as a question first
  // (a house rule, or a slip the table settles), never taken for granted.
  sentence(ui, ui.tr(draw_question(t)));
  auto draw = [&](int count) {
    const Json line = *draw_line(t.game, count, t.mover());
    if (auto why = refusal(t.game, line)) return t.explain(*why);  // more than the piles hold
    t.submit(line);
    t.picks().draw_asked = false;
    t.picks().draw_count = Picks::kNone;
  };
  std::vector<std::string> labels;
  for (int n = kQuickDrawFirst; n <= kQuickDrawLast; ++n) labels.push_back(std::to_string(n));
  if (const int i = choice_grid(ui, "draw.count", labels, -1, ui.m.touch * 1.5f); i >= 0) draw(kQuickDrawFirst + i);
  ImGui::Spacing();
  caption(ui, ui.tr("ui.unoflip.draw_more_caption"));
  int n = t.picks().draw_count != Picks::kNone ? t.picks().draw_count : kQuickDrawLast + 1;
  const int most = std::max(kQuickDrawLast + 1, t.game.engine().drawable());  // what the piles hold
  if (auto m = stepper(ui, "draw.n", n, 1, kQuickDrawLast + 1, most, std::to_string(n))) {
    t.picks().draw_count = *m;
    n = *m;
  }
  ImGui::SameLine();
  if (button(ui, "draw.enter", ui.tr.f("ui.unoflip.draw_n", n), ImVec2(-1, 0), Tone::kPrimary)) draw(n);
  ImGui::Spacing();
  if (button(ui, "draw.cancel", ui.tr("ui.unoflip.cancel"), ImVec2(-1, 0))) t.picks().draw_asked = false;
}

void action_bar(Table& t) {
  const Ui& ui = t.ui;
  const TableView& v = t.view;
  const float width = ImGui::GetContentRegionAvail().x;
  const float gap = ImGui::GetStyle().ItemSpacing.x;
  const float w = std::floor((width - gap * 4) / 5);
  const ImVec2 size(w, ui.m.touch * 1.15f);
  // While the table asks a question, none of these answers it: each is
  // greyed and says the question (issue 32 item 2; the wild tapped is not
  // thrown away by a Draw).
  const std::optional<Message> asked = t.vs().prompt ? std::optional<Message>(answer_first(*t.vs().prompt)) : std::nullopt;
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
      t.picks().wild = Picks::kNone;
      t.picks().catch_asked = false;
      t.picks().draw_asked = true;
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
      t.picks().draw_asked = false;
      t.picks().catch_asked = true;
    }
  }
}

void answer_prompt(Table& t) {
  const Ui& ui = t.ui;
  const TableView& v = t.view;
  const bool dark = v.pending_card.side == Side::kDark;
  const std::string who = v.seats[std::max(v.answerer, 0)].name;
  const std::string by = v.seats[std::max(v.pending_player, 0)].name;
  sentence(ui, ui.tr.f("ui.unoflip.answer_title", who, by, card_name(ui, v.pending_card, v.transformers)));
  ImGui::Spacing();
  int count = t.picks().answer_count;
  if (dark) {
    // Wild Draw Colour: the cards drawn until the colour showed, typed on
    // the number pad (issue 32 item 2: fourteen took thirteen taps on +);
    // − and + stay beside it. The first digit replaces the 1 offered.
    caption(ui, ui.tr.f("ui.unoflip.count", color_name(ui, std::max(v.color, 0))));
    PadFocus focus(t.vs(), "count_at");
    bool tapped = false;
    if (auto n = stepper_field(ui, "answer.count", count, 1, 1, unoflip::kDeckSize, std::to_string(count), true, &tapped,
                               std::to_string(unoflip::kDeckSize)))
      count = *n;
    if (tapped) focus.choose(0);
    std::vector<int> typed{count};
    for (const PadPress& press : number_pad(ui, "answer.pad", ImGui::GetContentRegionAvail().x, !t.c.popup()))
      focus.apply(press, typed, {0}, unoflip::kDeckSize);
    count = typed[0];
    t.picks().answer_count = count;
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

void duel_prompt(Table& t) {
  const Ui& ui = t.ui;
  const TableView& v = t.view;
  const int owner = v.pending_player;
  sentence(ui, ui.tr.f("ui.unoflip.duel_title", v.seats[std::max(owner, 0)].name,
                       card_name(ui, v.pending_card, v.transformers)));
  // Who is challenged (with two players, the other one).
  std::vector<int> others;
  for (const SeatView& s : v.seats)
    if (s.seat != owner) others.push_back(s.seat);
  int challenged = t.picks().duel_challenged;
  if (challenged == Picks::kNone && others.size() == 1) challenged = others[0];
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
      t.picks().duel_challenged = challenged;
    }
  }
  // The winner's row is there from the start (the challenged player as "?"
  // until chosen), so the colours and Enter never move down under a finger.
  int winner = t.picks().duel_winner;
  {
    caption(ui, ui.tr("ui.unoflip.winner"));
    const std::vector<std::string> names = {v.seats[owner].name, challenged >= 0 ? v.seats[challenged].name : "?"};
    const int sel = winner == owner ? 0 : winner == challenged && challenged >= 0 ? 1 : -1;
    const int i = choice_grid(ui, "duel.winner", names, sel, 180.0f * ui.m.scale);
    if (i >= 0 && challenged < 0) {
      t.explain(msg("ui.unoflip.duel_incomplete"));
    } else if (i >= 0) {
      winner = i == 0 ? owner : challenged;
      t.picks().duel_winner = winner;
    }
  }
  int color = t.picks().duel_color;
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
        t.picks().duel_color = col;
      }
    }
  }
  int discards = t.picks().duel_discards != Picks::kNone ? t.picks().duel_discards : 0;
  if (v.side == Side::kLight) {
    caption(ui, ui.tr("ui.unoflip.discards"));
    const int i = choice_grid(ui, "duel.discards", {"0", "1", "2"}, discards, ui.m.touch * 1.5f);
    if (i >= 0) {
      discards = i;
      t.picks().duel_discards = i;
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

// One line above the pad saying what it enters now, always drawn at the
// same height so the pad never moves between moments (issue 20 item 2).
void pad_heading(Table& t) {
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

}  // namespace

std::optional<Message> open_question(const Table& t) {
  const TableView& v = t.view;
  if (!v.play_mode || v.finished() || v.phase == Phase::kRemaining) return std::nullopt;
  // In entry_panel's order: the prompt it draws is the one asked.
  if (t.picks().catch_asked) return v.catchable >= 0 ? std::optional<Message>(catch_question(v)) : std::nullopt;
  if (t.picks().draw_asked) return draw_count_open(v) ? std::optional<Message>(draw_question(t)) : std::nullopt;
  if (v.phase == Phase::kAnswer || v.phase == Phase::kDuel) return std::nullopt;
  const int wild = t.picks().wild;
  if (wild < 0) return std::nullopt;
  return color_question(v, Face{v.side, static_cast<std::uint8_t>(wild)});
}

void entry_panel(Table& t, ImVec2 size) {
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
    const int wild = t.picks().wild;
    if (v.phase == Phase::kRemaining) {
      remaining_pad(t);
    } else if (t.picks().catch_asked) {
      catch_chooser(t);
    } else if (t.picks().draw_asked) {
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
              t.picks().wild = key.face.kind;
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
