// The Flinch table's players' rows (table_parts.hpp): each player's Flinch
// cards left and top, five reserve slots and hand, the player on turn lit.
#include <algorithm>
#include <cmath>

#include "ui/games/flinch/table_parts.hpp"

namespace flipside::ui::flinchui {

namespace {

// Returns the row's rectangle on the screen.
std::pair<ImVec2, ImVec2> seat_row(const Ui& ui, const Controller& c, ViewState& vs, const TableView& view,
                                   const SeatView& s) {
  ImGui::PushID(s.seat);
  const flinch::FlinchGame& game = flinch_game(c);
  const float pad = 8.0f * ui.m.scale;  // compact: four rows fit beside a Flinch! panel (1280x800)
  const float gap = 4.0f * ui.m.scale;
  const ImVec2 a = ImGui::GetCursorScreenPos();
  const float width = ImGui::GetContentRegionAvail().x;
  const float line1 = ui.fonts.large->FontSize;
  const float th = tile_height(ui);
  const float height = pad * 2 + line1 + gap + th;
  const ImVec2 b(a.x + width, a.y + height);
  ImDrawList* draw = ImGui::GetWindowDrawList();
  const float rounding = 10.0f * ui.m.scale;
  const bool lit = s.on_turn || s.needs_reveal || (s.mover && view.reveal < 0 && !view.finished);
  draw->AddRectFilled(a, b, lit ? ui.pal.row_next : ui.pal.row, rounding);
  if (s.on_turn) draw->AddRect(a, b, ui.pal.outline_next, rounding, 0, 3.0f * ui.m.scale);
  if (s.offender) draw->AddRect(a, b, ui.pal.bust, rounding, 0, 4.0f * ui.m.scale);

  // Line 1: seat, name, tags; right: Flinch cards left.
  ImFont* body = ui.fonts.body;
  float x = a.x + pad;
  const float y = a.y + pad;
  const float tag_y = y + (line1 - body->FontSize) / 2;
  const std::string number = std::to_string(s.seat + 1);
  draw->AddText(body, body->FontSize, ImVec2(x, tag_y), ui.pal.text_dim, number.c_str());
  x += text_width(body, "00");
  const std::string left = ui.tr.f("ui.flinch.flinch_left", s.flinch_left);
  const float left_w = text_width(body, left);
  const float right_x = a.x + width - pad - left_w;
  draw->AddText(body, body->FontSize, ImVec2(right_x, tag_y), s.flinch_left <= 2 ? ui.pal.celebrate : ui.pal.text,
                left.c_str());
  if (ui.diag) ui.diag->texts.push_back({left, ImVec2(right_x, tag_y), ImVec2(right_x + left_w, tag_y + body->FontSize)});
  ImGui::PushFont(ui.fonts.large);
  const std::string name = ellipsize(s.name, std::max((right_x - x) * 0.55f, 10.0f));
  ImGui::PopFont();
  draw->AddText(ui.fonts.large, line1, ImVec2(x, y), ui.pal.text, name.c_str());
  x += text_width(ui.fonts.large, name) + 12.0f * ui.m.scale;
  std::string tags;
  auto add = [&](const char* icon, const std::string& word) { tags += (tags.empty() ? "" : "   ") + std::string(icon) + " " + word; };
  if (s.winner) add(ui.icons.star, ui.tr("ui.flinch.tag_winner"));
  if (s.on_turn) add(ui.icons.next, ui.tr("ui.flinch.tag_turn"));
  if (s.mover && view.turn < 0 && view.reveal < 0 && !view.finished) add(ui.icons.next, ui.tr("ui.flinch.tag_pad"));
  if (s.needs_reveal) add(ui.icons.target, ui.tr("ui.flinch.tag_reveal"));
  if (s.offender) add(ui.icons.warning, ui.tr("ui.flinch.tag_offender"));
  if (s.partner_of_mover) add(ui.icons.next, ui.tr.f("ui.flinch.tag_partner", view.seats[s.partner].name));
  if (s.dealer) add(ui.icons.dealer, ui.tr("ui.flinch.dealer"));
  if (!tags.empty()) {
    ImGui::PushFont(body);
    const std::string shown = ellipsize(tags, std::max(right_x - x - 12.0f * ui.m.scale, 0.0f));
    ImGui::PopFont();
    draw->AddText(body, body->FontSize, ImVec2(x, tag_y), s.offender ? ui.pal.bust : ui.pal.outline_next,
                  shown.c_str());
  }

  // Line 2: Flinch top, five reserve slots, hand.
  const float inner = width - pad * 2;
  const int n = flinch::kReserveSlots + 2;
  const float tw = std::floor(std::min((inner - gap * (n - 1)) / n, 130.0f * ui.m.scale));
  ImGui::SetCursorScreenPos(ImVec2(a.x + pad, y + line1 + gap));
  ImGui::PushStyleVar(ImGuiStyleVar_ItemSpacing, ImVec2(gap, gap));
  const std::string prefix = "flinch.seat" + std::to_string(s.seat);
  const bool live = (s.mover || s.partner_of_mover || view.turn < 0) && view.reveal < 0 && !view.finished;
  const Pick& pick = view.pick;
  const int pick_owner = pick.owner >= 0 ? pick.owner : pick.player;  // whose pile the picked card is on
  {
    const bool picked = pick.kind == Pick::Kind::kFlinch && pick_owner == s.seat;
    const Look look = picked ? Look::kSelected : (live && s.flinch_top > 0 ? Look::kNormal : Look::kDim);
    const std::string value = s.flinch_top > 0 ? std::to_string(s.flinch_top) : (s.flinch_left > 0 ? "?" : "\xE2\x80\x94");
    if (tile(ui, prefix + ".flinch", ui.tr("ui.flinch.flinch_top"), value, ImVec2(tw, th), look))
      apply_tap(ui, vs, tap_flinch_top(game, view, s.seat));
  }
  for (int k = 0; k < flinch::kReserveSlots; ++k) {
    ImGui::SameLine();
    const int slot = k + 1;
    const bool picked = pick.kind == Pick::Kind::kReserve && pick_owner == s.seat && pick.slot == slot;
    Look look = Look::kDim;
    if (picked) look = Look::kSelected;
    else if (s.slot_target[k]) look = Look::kTarget;
    else if (live && s.reserve[k] > 0 && !pick.picked()) look = Look::kNormal;
    std::string caption = ui.tr.f("ui.flinch.slot", slot);
    if (s.reserve_depth[k] > 1) caption += " \xC3\x97" + std::to_string(s.reserve_depth[k]);
    const std::string value = s.reserve[k] > 0 ? std::to_string(s.reserve[k]) : "\xE2\x80\x94";
    if (tile(ui, prefix + ".slot" + std::to_string(slot), caption, value, ImVec2(tw, th), look))
      apply_tap(ui, vs, tap_reserve(game, view, s.seat, slot));
  }
  ImGui::SameLine();
  {
    const bool choosable = view.turn < 0 && !view.finished && !s.mover;
    const Look look = choosable || (s.mover && !view.finished) ? Look::kNormal : Look::kDim;
    if (tile(ui, prefix + ".hand", ui.tr("ui.flinch.hand"), std::to_string(s.hand), ImVec2(tw, th), look))
      apply_tap(ui, vs, tap_hand(game, view, s.seat));
  }
  ImGui::PopStyleVar();

  ImGui::SetCursorScreenPos(a);
  ImGui::Dummy(ImVec2(width, height));
  ImGui::PopID();
  return {a, b};
}

}  // namespace

LiveRows seats_panel(const Ui& ui, const Controller& c, ViewState& vs, const TableView& view, ImVec2 size,
                     float below) {
  const ImVec2 at = ImGui::GetCursorScreenPos();
  if (ui.diag) ui.diag->areas["flinch.seats"] = {at, ImVec2(at.x + size.x, at.y + size.y)};  // the rows' place
  ImGui::BeginChild("seats", size, false, ImGuiWindowFlags_AlwaysVerticalScrollbar);
  const int focus = view.reveal >= 0 ? view.reveal : (view.mover >= 0 ? view.mover : view.offender);
  LiveRows live;
  float row_h = 0;
  for (const SeatView& s : view.seats) {
    const auto [a, b] = seat_row(ui, c, vs, view, s);
    row_h = b.y - a.y;
    if ((s.mover || s.partner_of_mover || s.needs_reveal) && !view.finished) {
      const float top = std::max(a.y, at.y), bottom = std::min(b.y, at.y + size.y);
      if (bottom > top) {
        const std::pair<ImVec2, ImVec2> shown{ImVec2(a.x, top), ImVec2(b.x, bottom)};
        if (s.seat == focus) live.focus = shown;
        else live.others.push_back(shown);
      }
    }
    if (s.seat == focus && focus != vs.scrolled_to) {
      ImGui::SetScrollHereY(0.0f);
      vs.scrolled_to = focus;
    }
  }
  // A list longer than its place: room for the last row to come to the top.
  const float content = ImGui::GetCursorPosY();
  float tail = content > size.y ? size.y - row_h - ImGui::GetStyle().ItemSpacing.y * 2 : 0.0f;
  tail = std::max(tail, below);
  if (tail > 0) ImGui::Dummy(ImVec2(1.0f, tail));
  ImGui::EndChild();
  return live;
}


}  // namespace flipside::ui::flinchui
