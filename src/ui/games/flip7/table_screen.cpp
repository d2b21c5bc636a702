// The Flip 7 table: who gets the next card and why, a row per player, the
// card pad with the draw pile's counts, stay / undo / redo always in reach.
#include <algorithm>
#include <cmath>
#include <cstdio>

#include "core/stats.hpp"
#include "ui/shell/controller.hpp"
#include "ui/games/flip7/card_widgets.hpp"
#include "ui/games/flip7/entries.hpp"
#include "ui/games/flip7/flip7_ui.hpp"
#include "ui/games/flip7/keys.hpp"
#include "ui/games/flip7/table_view.hpp"
#include "ui/games/table_bar.hpp"
#include "ui/screens/screens.hpp"
#include "ui/widgets/widgets.hpp"

namespace flipside::ui::flip7ui {
namespace {

using flip7::Card;
using flip7::Status;

// Only drawn for a Flip 7 game (draw_table checks).
const flip7::Flip7Game& flip7_game(const Controller& c) { return *as_flip7(&c.game()->game()); }

void emit(const Ui& ui, std::optional<Intent> intent) {
  if (intent) ui.emit(std::move(*intent));
}

std::string percent(double p) {
  char buf[16];
  std::snprintf(buf, sizeof buf, "%.0f%%", p * 100.0);
  return buf;
}

ImU32 status_colour(const Ui& ui, Status s) {
  switch (s) {
    case Status::kActive: return ui.pal.text;
    case Status::kStayed: return ui.pal.celebrate;
    case Status::kFrozen: return ui.pal.frozen;
    case Status::kBusted: return ui.pal.bust;
    case Status::kFlip7: return ui.pal.celebrate;
  }
  return ui.pal.text;
}

std::string reason_tag(const Ui& ui, const TableView& view) {
  const flip7::Guidance& g = view.guidance;
  switch (g.reason) {
    case flip7::Reason::kDeal: return ui.tr("ui.table.tag_deal");
    case flip7::Reason::kTurn: return ui.tr("ui.table.tag_turn");
    case flip7::Reason::kFlipThree: return ui.tr.f("ui.table.tag_flip_three", g.flip_three_card);
  }
  return {};
}

void top_bar(const Ui& ui, const Controller& c, const TableView& view) {
  std::string title = ui.tr.f("ui.table.round", view.round) + "  \xC2\xB7  " + ui.tr.f("ui.table.to_target", view.target);
  if (view.round_limit > 0) title += "  \xC2\xB7  " + ui.tr.f("ui.table.round_limit", view.round_limit);
  table_top_bar(ui, c, title,
                {{"table.coach", ui.tr("ui.table.coach"), intent::ToggleCoach{}, true, c.settings().coach},
                 {"table.scoresheet", ui.tr("ui.scoresheet.open"), intent::OpenScoresheet{}}});
}

// The strip that says, large, what the table is waiting for. Words only:
// the banners (BUST!, FLIP 7!) show over it, off the pad and the rows
// (issue 20 item 2: a banner never hides what someone must tap).
void guidance_strip(const Ui& ui, const TableView& view, ViewState& view_state) {
  const std::string line = std::string(view.awaiting_target() ? ui.icons.target : ui.icons.next) + "  " +
                           ui.tr(guidance_message(view));
  // Large on one line when it fits, else the body font, wrapped onto a
  // second line rather than cut (a 32-character name in Spanish), else the
  // small font. Its height is always room for two body lines, so nothing
  // under it moves when the words change (issue 20 item 2: a wrapped strip
  // pushed the pad down 10 px).
  const ImVec2 a = ImGui::GetCursorScreenPos();
  const float width = ImGui::GetContentRegionAvail().x;
  const float max_w = width - 24.0f * ui.m.scale;
  const float room = std::max(ui.fonts.large->FontSize, ui.fonts.body->FontSize * 2.0f);
  ImFont* font = ui.fonts.large;
  float wrap = 0.0f;
  if (font->CalcTextSizeA(font->FontSize, FLT_MAX, 0, line.c_str()).x > max_w) {
    font = ui.fonts.body;
    wrap = max_w;
    if (font->CalcTextSizeA(font->FontSize, FLT_MAX, wrap, line.c_str()).y > room + 0.5f) font = ui.fonts.small;
  }
  const ImVec2 ts = font->CalcTextSizeA(font->FontSize, FLT_MAX, wrap, line.c_str());
  const float height = std::max(room, ts.y) + 16.0f * ui.m.scale;
  ImDrawList* draw = ImGui::GetWindowDrawList();
  draw->AddRectFilled(a, ImVec2(a.x + width, a.y + height), view.awaiting_target() ? ui.pal.target : ui.pal.row_next,
                      8.0f * ui.m.scale);
  draw_text(ui, draw, font, font->FontSize, ImVec2(a.x + 12.0f * ui.m.scale, a.y + (height - ts.y) / 2),
            view.awaiting_target() ? IM_COL32(20, 20, 20, 255) : ui.pal.text, line, wrap);
  ImGui::Dummy(ImVec2(width, height));
  view_state.banner_place = {a, ImVec2(a.x + width, a.y + height)};
}

struct RowGeometry {
  float chip_h;
  float right_w;   // round score + progress
  float action_w;  // Stay / Target
  // The status words ("in", "dealer") and why a row is highlighted ("on
  // turn") on a line of their own under the name, for every row alike, when
  // the widest of them would not fit beside the longest name (125 % text,
  // portrait): words stay words, and no row grows when the turn moves.
  bool tags_below = false;
};

// A row's status words: its status, then "dealer" for the dealer.
std::string tags_text(const Ui& ui, Status status, bool dealer) {
  std::string tags = status_text(ui, status);
  if (dealer) tags += "   " + std::string(ui.icons.dealer) + " " + ui.tr("ui.table.dealer");
  return tags;
}

// The widest any row's tags and "why" can be, whoever is on turn.
float widest_tags(const Ui& ui, float tag_gap) {
  ImFont* body = ui.fonts.body;
  auto body_w = [&](const std::string& t) { return body->CalcTextSizeA(body->FontSize, FLT_MAX, 0, t.c_str()).x; };
  float tags = 0.0f;
  for (Status s : {Status::kActive, Status::kStayed, Status::kFrozen, Status::kBusted, Status::kFlip7})
    tags = std::max(tags, body_w(tags_text(ui, s, true)));
  float flag = 0.0f;
  for (const std::string& why : {ui.tr("ui.table.tag_deal"), ui.tr("ui.table.tag_turn"),
                                 ui.tr.f("ui.table.tag_flip_three", 3), ui.tr("ui.table.tag_chooses")})
    flag = std::max(flag, body_w(std::string(ui.icons.next) + " " + why));
  return tags + tag_gap + flag;
}

int chip_lines(const Ui& ui, const SeatView& s, float width, float chip_h) {
  if (s.cards.empty()) return 1;
  float x = 0;
  int lines = 1;
  const float gap = 4.0f * ui.m.scale;
  for (Card card : s.cards) {
    const float w = card_chip_width(ui, card, chip_h);
    if (x > 0 && x + w > width) {
      ++lines;
      x = 0;
    }
    x += w + gap;
  }
  return lines;
}

void seat_row(const Ui& ui, const Controller& c, const TableView& view, const SeatView& s, const RowGeometry& geo) {
  ImGui::PushID(s.seat);
  const bool coach = c.settings().coach;
  const float pad = 10.0f * ui.m.scale;
  const float gap = 4.0f * ui.m.scale;
  const ImVec2 a = ImGui::GetCursorScreenPos();
  const float width = ImGui::GetContentRegionAvail().x;
  const float left_w = width - geo.right_w - geo.action_w - pad * 3;
  const int lines = chip_lines(ui, s, left_w, geo.chip_h);
  const float line1 = ui.fonts.large->FontSize;
  // The coach speaks to whoever decides now (hit or stay), and only then:
  // during the deal or a Flip Three nobody chooses, so no odds are shown.
  const bool advise = coach && s.may_stay && !view.finished;
  const float coach_h = advise ? ui.fonts.small->FontSize + gap : 0.0f;
  const float tags_h = geo.tags_below ? ui.fonts.body->FontSize + gap : 0.0f;
  const float height = std::max(pad * 2 + line1 + gap + tags_h + lines * (geo.chip_h + gap) + coach_h, ui.m.touch * 2);
  const ImVec2 b(a.x + width, a.y + height);

  ImDrawList* draw = ImGui::GetWindowDrawList();
  const bool highlighted = s.recipient || s.chooser;
  ImU32 fill = highlighted ? ui.pal.row_next : (s.status == Status::kActive ? ui.pal.row : ui.pal.row_out);
  const float rounding = 10.0f * ui.m.scale;
  draw->AddRectFilled(a, b, fill, rounding);
  if (s.recipient) draw->AddRect(a, b, ui.pal.outline_next, rounding, 0, 3.0f * ui.m.scale);
  if (s.legal_target) draw->AddRect(a, b, ui.pal.target, rounding, 0, 4.0f * ui.m.scale);

  // Tapping a legal target's row chooses it: the whole row is the button.
  if (s.legal_target) {
    if (ui.diag) ui.diag->note_id(ImGui::GetID("row"), "seat.row");
    if (ImGui::InvisibleButton("row", ImVec2(width - geo.action_w - pad, height))) emit(ui, choose_target(flip7_game(c), s.seat));
    if (ui.diag) ui.diag->note_rect("seat.row." + std::to_string(s.seat));
    ImGui::SetCursorScreenPos(a);
  }

  // Line 1: seat number, name, status, dealer, why they are highlighted,
  // all within the left part (the right part holds the round's points). The
  // name comes first: when the tags in words do not fit beside it, they
  // shrink to their symbols (✓ stayed, ✗ bust, ◆ dealer); only then is the
  // name cut, never below 40 % of the room, and the "why" takes what is left.
  float x = a.x + pad;
  const float y = a.y + pad;
  const float limit = a.x + pad + left_w;
  ImFont* body = ui.fonts.body;
  const float tag_gap = 12.0f * ui.m.scale;
  auto body_w = [&](const std::string& t) { return body->CalcTextSizeA(body->FontSize, FLT_MAX, 0, t.c_str()).x; };
  const std::string number = std::to_string(s.seat + 1);
  draw_text(ui, draw, body, body->FontSize, ImVec2(x, y + (line1 - body->FontSize) / 2), ui.pal.text_dim, number);
  x += body_w("00");

  std::string tags = tags_text(ui, s.status, s.dealer);
  std::string flag;
  if (s.recipient) flag = std::string(ui.icons.next) + " " + reason_tag(ui, view);
  if (s.chooser) flag = std::string(ui.icons.next) + " " + ui.tr("ui.table.tag_chooses");
  const float flag_w = flag.empty() ? 0.0f : tag_gap + body_w(flag);
  const float name_w = ui.fonts.large->CalcTextSizeA(line1, FLT_MAX, 0, s.name.c_str()).x;
  if (geo.tags_below) {
    // The name has line 1 to itself; the words go on the line under it.
    ImGui::PushFont(ui.fonts.large);
    const std::string name = ellipsize(s.name, limit - x);
    ImGui::PopFont();
    draw_text(ui, draw, ui.fonts.large, line1, ImVec2(x, y), ui.pal.text, name);
    x = a.x + pad;
  } else if (name_w + tag_gap + body_w(tags) + flag_w > limit - x) {
    tags = status_icon(ui, s.status);
    // Appended: GCC 12 warns falsely (-Wrestrict) on `" " + std::string(...)` here once inlined.
    if (s.dealer) tags.append(" ").append(ui.icons.dealer);
  }
  if (!geo.tags_below) {
    const float tags_w = body_w(tags) + flag_w;
    const float name_room = std::max((limit - x) * 0.4f, limit - x - tag_gap - tags_w);
    ImGui::PushFont(ui.fonts.large);
    const std::string name = ellipsize(s.name, name_room);
    ImGui::PopFont();
    x += draw_text(ui, draw, ui.fonts.large, line1, ImVec2(x, y), ui.pal.text, name).x + tag_gap;
  }

  const float tag_y = geo.tags_below ? y + line1 + gap : y + (line1 - body->FontSize) / 2;
  const float room = std::max(limit - x, 0.0f);
  float flag_room = 0.0f;
  if (!flag.empty()) flag_room = body_w(tags) + tag_gap + body_w(flag) <= room ? body_w(flag) : room * 0.5f;
  ImGui::PushFont(body);
  const std::string shown_tags = ellipsize(tags, std::max(room - flag_room - (flag.empty() ? 0.0f : tag_gap), 0.0f));
  ImGui::PopFont();
  if (!shown_tags.empty()) x += draw_text(ui, draw, body, body->FontSize, ImVec2(x, tag_y), status_colour(ui, s.status), shown_tags).x + tag_gap;
  if (!flag.empty()) {
    ImGui::PushFont(body);
    const std::string shown = ellipsize(flag, std::max(limit - x, 0.0f));
    ImGui::PopFont();
    draw_text(ui, draw, body, body->FontSize, ImVec2(x, tag_y), ui.pal.outline_next, shown);
  }

  // Line 2: the cards held this round.
  float cx = a.x + pad;
  float cy = y + line1 + gap + tags_h;
  if (s.cards.empty()) {
    draw_text(ui, draw, ui.fonts.small, ui.fonts.small->FontSize,
              ImVec2(cx, cy + (geo.chip_h - ui.fonts.small->FontSize) / 2), ui.pal.text_dim,
              ui.tr("ui.table.no_cards"));
  }
  for (Card card : s.cards) {
    const float w = card_chip_width(ui, card, geo.chip_h);
    if (cx > a.x + pad && cx + w > a.x + pad + left_w) {
      cx = a.x + pad;
      cy += geo.chip_h + gap;
    }
    card_chip(ui, draw, ImVec2(cx, cy), card, geo.chip_h);
    cx += w + gap;
  }
  cy += geo.chip_h + gap;

  // Line 3 (coach): bust chance and whether one more card pays.
  if (advise) {
    const float coach_w = width - geo.action_w - pad * 2;
    std::string advice = ui.tr.f("ui.coach.bust", percent(s.bust_chance)) + "  \xC2\xB7  " +
                         ui.tr.f("ui.coach.expected", Arg::decimal_arg(stats::one_decimal(s.expected_if_hit))) + "  " + ui.icons.next + " " +
                         ui.tr(s.hit_worth_it ? "ui.coach.hit" : "ui.coach.stay");
    ImGui::PushFont(ui.fonts.small);
    advice = ellipsize(advice, coach_w);
    ImGui::PopFont();
    draw_text(ui, draw, ui.fonts.small, ui.fonts.small->FontSize, ImVec2(a.x + pad, cy), ui.pal.text_dim, advice);
  }

  // Right: this round's points, the total against the target.
  const float rx = a.x + width - geo.action_w - geo.right_w - pad;
  // Built by insert, not "+" + to_string(): GCC 12 warns falsely (-Wrestrict) on the latter in Release.
  std::string points = s.status == Status::kBusted ? std::string("0") : std::to_string(s.round_score);
  if (s.status != Status::kBusted) points.insert(0, 1, '+');
  const float pw = ui.fonts.large->CalcTextSizeA(line1, FLT_MAX, 0, points.c_str()).x;
  ImGui::PushFont(ui.fonts.small);
  const std::string round_label = ellipsize(ui.tr("ui.table.this_round"), geo.right_w - pw - gap * 2);
  ImGui::PopFont();
  draw_text(ui, draw, ui.fonts.small, ui.fonts.small->FontSize, ImVec2(rx, y), ui.pal.text_dim, round_label);
  draw_text(ui, draw, ui.fonts.large, line1, ImVec2(rx + geo.right_w - pw, y), ui.pal.text, points);
  ImGui::SetCursorScreenPos(ImVec2(rx, y + line1 + gap));
  progress(ui, s.progress, std::to_string(s.total) + " / " + std::to_string(view.target),
           ImVec2(geo.right_w, geo.chip_h));

  // Far right: Stay for the player on turn, or the target button.
  if (geo.action_w > 0) {
    const float bh = std::max(ui.m.touch, height - pad * 2);
    ImGui::SetCursorScreenPos(ImVec2(a.x + width - geo.action_w - pad / 2, a.y + (height - bh) / 2));
    if (s.may_stay) {
      if (button(ui, "seat.stay", std::string(ui.icons.stayed) + " " + ui.tr("ui.table.stay"),
                 ImVec2(geo.action_w, bh), Tone::kPrimary))
        emit(ui, stay(flip7_game(c)));
    } else if (s.legal_target) {
      const Card pending = view.guidance.pending_card;
      const char* icon = pending == Card::kFreeze      ? ui.icons.freeze
                         : pending == Card::kFlipThree ? ui.icons.flip_three
                                                       : ui.icons.second_chance;
      if (button(ui, "seat.target", std::string(icon) + "  " + std::to_string(s.seat + 1),
                 ImVec2(geo.action_w, bh), Tone::kSelected))
        emit(ui, choose_target(flip7_game(c), s.seat));
    }
  }

  ImGui::SetCursorScreenPos(a);
  ImGui::Dummy(ImVec2(width, height));
  ImGui::PopID();
}

void seats_panel(const Ui& ui, const Controller& c, ViewState& view_state, const TableView& view, ImVec2 size) {
  ImGui::BeginChild("seats", size, false);
  RowGeometry geo;
  geo.chip_h = std::round(34.0f * ui.m.scale);
  geo.right_w = std::round(std::clamp(size.x * 0.26f, 150.0f * ui.m.scale, 230.0f * ui.m.scale));
  geo.action_w = std::round(std::max(120.0f * ui.m.scale,
                                     ImGui::CalcTextSize((std::string(ui.icons.stayed) + " " + ui.tr("ui.table.stay")).c_str()).x +
                                         ImGui::GetStyle().FramePadding.x * 2));
  {
    const float pad = 10.0f * ui.m.scale;
    const float left_w = ImGui::GetContentRegionAvail().x - geo.right_w - geo.action_w - pad * 3;
    const float tag_gap = 12.0f * ui.m.scale;
    const float number_w = ui.fonts.body->CalcTextSizeA(ui.fonts.body->FontSize, FLT_MAX, 0, "00").x;
    float longest_name = 0.0f;
    for (const SeatView& s : view.seats)
      longest_name = std::max(longest_name, ui.fonts.large->CalcTextSizeA(ui.fonts.large->FontSize, FLT_MAX, 0, s.name.c_str()).x);
    geo.tags_below = number_w + longest_name + tag_gap + widest_tags(ui, tag_gap) > left_w;
  }
  int focus = -1;
  for (const SeatView& s : view.seats)
    if (s.recipient || s.chooser) focus = s.seat;
  for (const SeatView& s : view.seats) {
    seat_row(ui, c, view, s, geo);
    // Follow the next recipient when it changes, and only then, so a
    // player scrolling the list is not pulled back every frame.
    if (s.seat == focus && focus != view_state.scrolled_to) {
      ImGui::SetScrollHereY(0.5f);
      view_state.scrolled_to = focus;
    }
  }
  ImGui::EndChild();
}

void pad_panel(const Ui& ui, const Controller& c, const TableView& view, ImVec2 size) {
  ImGui::BeginChild("pad", size, false);
  const ImGuiStyle& st = ImGui::GetStyle();
  const float gap = st.ItemSpacing.x * 0.6f;
  ImGui::PushStyleVar(ImGuiStyleVar_ItemSpacing, ImVec2(gap, gap));

  // Draw pile: how many cards remain (each key shows its own count).
  std::string pile = ui.tr.f("ui.table.draw_pile", view.draw_pile) + "  \xC2\xB7  " +
                     ui.tr.f("ui.table.discard_pile", view.discard_pile);
  if (view.reshuffle_next) pile += "  \xC2\xB7  " + std::string(ui.icons.reshuffle) + " " + ui.tr("ui.table.reshuffle_next");
  ImGui::PushStyleColor(ImGuiCol_Text, ui.pal.text_dim);
  text_in_width(pile, ImGui::GetContentRegionAvail().x);
  ImGui::PopStyleColor();

  const float width = ImGui::GetContentRegionAvail().x;
  const int number_cols = width > 620.0f * ui.m.scale ? 7 : 5;
  const int number_rows = (flip7::kNumberKinds + number_cols - 1) / number_cols;
  const float info_h = ui.fonts.body->FontSize * 3.2f;
  const int key_rows = number_rows + 2;  // numbers, modifiers, actions
  const float avail_h = ImGui::GetContentRegionAvail().y - info_h - gap * (key_rows + 2);
  const float key_h = std::clamp(avail_h / (key_rows + 1), ui.m.touch, ui.m.pad_key * 1.25f);

  auto key_row = [&](int first, int count, int cols) {
    const float w = std::floor((width - gap * (cols - 1)) / cols);
    for (int k = 0; k < count; ++k) {
      const PadKey& key = view.pad[first + k];
      if (k % cols != 0) ImGui::SameLine();
      if (card_key(ui, key, card_label(ui, key.card), key_label(key.card), ImVec2(w, key_h))) {
        if (key.possible) {
          ui.emit(enter_card(flip7_game(c), key.card));
        } else {
          if (auto why = why_not(flip7_game(c), key.card)) ui.emit(intent::Explain{std::move(*why)});
        }
      }
    }
  };
  key_row(0, flip7::kNumberKinds, number_cols);
  key_row(flip7::index(Card::kPlus2), 6, 6);
  key_row(flip7::index(Card::kFreeze), 3, 3);

  // Stay, one tap, for whoever is on turn.
  const int stayer = view.guidance.may_stay;
  std::string stay_label = std::string(ui.icons.stayed) + " " + ui.tr("ui.table.stay") + " (S)";
  if (stayer >= 0)
    stay_label = std::string(ui.icons.stayed) + " " +
                 ui.tr.f("ui.table.stay_who", view.seats[stayer].name, view.seats[stayer].round_score) + "  (S)";
  if (button(ui, "pad.stay", stay_label, ImVec2(-1, key_h), Tone::kPrimary, stayer >= 0, ui.fonts.large))
    emit(ui, stay(flip7_game(c)));

  // Why a card is impossible, what Undo/Redo just took back, or what the
  // last entry did.
  ImGui::PushFont(ui.fonts.body);
  const std::string stepped = stepped_words(ui, c);
  if (c.info()) {
    ImGui::PushStyleColor(ImGuiCol_Text, ui.pal.text);
    ImGui::TextWrapped("%s %s", ui.icons.warning, ui.tr(*c.info()).c_str());
    ImGui::PopStyleColor();
  } else if (!stepped.empty()) {
    ImGui::TextWrapped("%s", stepped.c_str());
    if (ui.diag) ui.diag->note_rect("table.stepped");
  } else if (!c.last_notices().empty()) {
    std::string log;
    for (const Message& m : c.last_notices()) log += (log.empty() ? "" : "  \xC2\xB7  ") + ui.tr(m);
    ImGui::PushStyleColor(ImGuiCol_Text, ui.pal.text_dim);
    ImGui::TextWrapped("%s", log.c_str());
    ImGui::PopStyleColor();
  }
  ImGui::PopFont();
  ImGui::PopStyleVar();
  ImGui::EndChild();
}

}  // namespace

std::string status_icon(const Ui& ui, Status status) {
  switch (status) {
    case Status::kActive: return ui.icons.active;
    case Status::kStayed: return ui.icons.stayed;
    case Status::kFrozen: return ui.icons.frozen;
    case Status::kBusted: return ui.icons.busted;
    case Status::kFlip7: return ui.icons.celebrate;
  }
  return {};
}

std::string status_text(const Ui& ui, Status status) {
  switch (status) {
    case Status::kActive: return std::string(ui.icons.active) + " " + ui.tr("ui.status.active");
    case Status::kStayed: return std::string(ui.icons.stayed) + " " + ui.tr("ui.status.stayed");
    case Status::kFrozen: return std::string(ui.icons.frozen) + " " + ui.tr("ui.status.frozen");
    case Status::kBusted: return std::string(ui.icons.busted) + " " + ui.tr("ui.status.busted");
    case Status::kFlip7: return std::string(ui.icons.celebrate) + " " + ui.tr("ui.status.flip7");
  }
  return {};
}

void draw_table(const Ui& ui, const Controller& c, ViewState& view_state) {
  const flip7::Flip7Game* game = c.game() ? as_flip7(&c.game()->game()) : nullptr;
  if (!game) return;
  TableView view = build_table_view(game->engine());
  for (SeatView& s : view.seats) s.name = ui.tr.name(s.name);  // the device's spelling (issue 32 item 14)
  top_bar(ui, c, view);
  // Score mode has the strip too: the round it waits for, and the place
  // where a change of a past entry is said (issue 32 item 4: above the
  // rows it pushed them down).
  guidance_strip(ui, view, view_state);
  if (game->engine().options().score_mode) {
    draw_score_table(ui, c, view_state);
    return;
  }

  const ImVec2 avail = ImGui::GetContentRegionAvail();
  const float gap = ImGui::GetStyle().ItemSpacing.x;
  if (ui.m.portrait) {
    const float seats_h = std::floor(avail.y * 0.48f);
    seats_panel(ui, c, view_state, view, ImVec2(avail.x, seats_h));
    pad_panel(ui, c, view, ImVec2(avail.x, avail.y - seats_h - gap));
  } else {
    const float seats_w = std::floor(avail.x * 0.57f);
    seats_panel(ui, c, view_state, view, ImVec2(seats_w, avail.y));
    ImGui::SameLine();
    pad_panel(ui, c, view, ImVec2(avail.x - seats_w - gap, avail.y));
  }
}

}  // namespace flipside::ui::flip7ui
