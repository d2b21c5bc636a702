// The UNO Flip table at a hand's end (table_parts.hpp): the cards left in
// each loser's hand listed on the pad, and score mode's hand (who won it,
// and the others' points as cards or as a number).
#include <algorithm>
#include <cmath>

#include "ui/shell/controller.hpp"
#include "ui/games/unoflip/table_parts.hpp"
#include "ui/widgets/number_pad.hpp"
#include "ui/widgets/widgets.hpp"

namespace flipside::ui::unoflipui {
namespace {

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

// The most points one hand's losers can hold, as the steppers allow.
constexpr int kMostHandPoints = 1480;

// Score mode, first: who won the hand, and how the others' points come.
void score_choose_winner(Table& t) {
  const Ui& ui = t.ui;
  const TableView& v = t.view;
  caption(ui, ui.tr("ui.unoflip.hand_winner"));
  std::vector<std::string> names;
  for (const SeatView& s : v.seats) names.push_back(s.name);
  const int i = choice_grid(ui, "score.winner", names, -1, 200.0f * ui.m.scale);
  if (i >= 0) t.picks().hand_winner = i;
  ImGui::Spacing();
  caption(ui, ui.tr("ui.unoflip.score_how"));
  const int how = choice_grid(ui, "score.how", {ui.tr("ui.unoflip.score_points"), ui.tr("ui.unoflip.score_cards")},
                              t.picks().score_how != Picks::kNone ? t.picks().score_how : Picks::kByPoints,
                              200.0f * ui.m.scale);
  if (how >= 0) t.picks().score_how = how;
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
void score_cards_panel(Table& t, int winner) {
  const Ui& ui = t.ui;
  const TableView& v = t.view;
  const auto lists = t.remaining();
  const Side side = t.list_side();
  const float width = ImGui::GetContentRegionAvail().x;
  const float gap = ImGui::GetStyle().ItemSpacing.x;
  const float w = std::floor((width - gap * 3) / 4);
  if (winner_button(t, winner, w)) t.picks().hand_winner = Picks::kNone;
  for (int sd = 0; sd < 2; ++sd) {
    ImGui::SameLine();
    const Side this_side = static_cast<Side>(sd);
    const std::string id = "score.side." + std::to_string(sd);
    const bool on = this_side == side;
    std::string label = side_text(ui, this_side);
    if (on) label = std::string(ui.icons.check) + " " + label;
    if (button(ui, id.c_str(), label, ImVec2(w, 0), on ? Tone::kSelected : Tone::kNormal) && !on) {
      t.picks().dark_side = this_side == Side::kDark;
      for (const SeatView& s : v.seats) t.vs().lists.erase(remaining_list_key(s.seat));  // read by the other side now
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
        t.vs().lists[remaining_list_key(seat)].push_back(key.face.kind);
      },
      [&](const PadKey& key) { return copies_left(t.game.engine(), key.face, lists) > 0; });
  if (enter) {
    const Json line = score_cards_line(t.game, winner, side, lists);
    if (auto why = refusal(t.game, line)) t.explain(*why);
    else t.submit(line);
  }
}

}  // namespace

void remaining_pad(Table& t) {
  const TableView& v = t.view;
  const auto lists = t.remaining();
  const int seat = t.listing_seat();
  const SeatView& s = v.seats[seat];
  pad(t, ImGui::GetContentRegionAvail(), v.side,
      [&](const PadKey& key, bool ok) {
        if (!ok) return t.explain(why_not_listed(t, seat, key.face, lists));
        auto& list = t.vs().lists[remaining_list_key(seat)];
        list.push_back(key.face.kind);
        if (static_cast<int>(list.size()) >= s.cards) t.picks().list_seat = Picks::kNone;  // on to the next player
      },
      [&](const PadKey& key) {
        return static_cast<int>(lists[seat].size()) < s.cards && copies_left(t.game.engine(), key.face, lists) > 0;
      });
}

void remaining_bar(Table& t, float bar_h) {
  const Ui& ui = t.ui;
  const TableView& v = t.view;
  const auto lists = t.remaining();
  const int seat = t.listing_seat();
  const float width = ImGui::GetContentRegionAvail().x;
  const float w = std::floor((width - ImGui::GetStyle().ItemSpacing.x * 2) / 3);
  if (button(ui, "rem.undo", std::string(ui.icons.undo) + " " + ui.tr("ui.unoflip.remove_last"), ImVec2(w, bar_h),
             Tone::kNormal, !lists[seat].empty())) {
    auto& list = t.vs().lists[remaining_list_key(seat)];
    if (!list.empty()) list.pop_back();
  }
  ImGui::SameLine();
  if (button(ui, "rem.clear", ui.tr("ui.unoflip.clear"), ImVec2(w, bar_h), Tone::kNormal, !lists[seat].empty()))
    t.vs().lists.erase(remaining_list_key(seat));
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

void score_panel(Table& t) {
  const Ui& ui = t.ui;
  const TableView& v = t.view;
  const int n = static_cast<int>(v.seats.size());
  const int winner = t.picks().hand_winner;
  if (winner < 0) return score_choose_winner(t);
  if (t.score_cards()) return score_cards_panel(t, winner);
  if (winner_button(t, winner, ImGui::GetContentRegionAvail().x)) t.picks().hand_winner = Picks::kNone;
  auto& points = t.vs().lists["score"];
  points.resize(n, 0);
  // The number pad types into the chosen player's points (issue 20, item 4).
  PadFocus focus(t.vs(), "score_at");
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

}  // namespace flipside::ui::unoflipui
