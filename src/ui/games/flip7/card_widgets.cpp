// Flip 7's card faces: the pad keys (label, key, copies left) and the small
// chips in a player's row. Numbers, modifiers and actions differ in colour and
// also in their label (a number, "+4"/"×2", an icon and a name).
#include "ui/games/flip7/card_widgets.hpp"

#include <algorithm>

#include "ui/widgets/widgets.hpp"

namespace flipside::ui::flip7ui {

std::string card_name(const Ui& ui, flip7::Card card) {
  return flipside::card_name(flip7::card_arg(card).text, ui.tr.lang());
}

std::string card_label(const Ui& ui, flip7::Card card) {
  using flip7::Card;
  if (flip7::is_number(card)) return std::to_string(flip7::number_value(card));
  if (card == Card::kTimes2) return "\xC3\x97" "2";  // ×2
  if (flip7::is_modifier(card)) return std::string(flip7::card_key(card));
  const char* icon = card == Card::kFreeze      ? ui.icons.freeze
                     : card == Card::kFlipThree ? ui.icons.flip_three
                                                : ui.icons.second_chance;
  return std::string(icon) + " " + card_name(ui, card);
}

CardLabel card_labeller(const Ui& ui) {
  return [&ui](std::string_view card, Lang) {
    const auto parsed = flip7::parse_card(card.substr(card.find('.') + 1));
    return parsed ? card_label(ui, *parsed) : std::string(card);
  };
}

bool card_key(const Ui& ui, const PadKey& key, const std::string& label, const std::string& hint, ImVec2 size) {
  using flip7::Card;
  ImGui::PushID(flip7::index(key.card));
  const std::string id = std::string("card.") + std::string(flip7::card_key(key.card));
  if (ui.diag) ui.diag->note_id(ImGui::GetID("key"), id);
  const bool pressed = ImGui::InvisibleButton("key", size);
  if (ui.diag) ui.diag->note_rect(id);
  const bool hovered = ImGui::IsItemHovered();
  const bool held = ImGui::IsItemActive();
  ImGui::PopID();

  const ImVec2 a = ImGui::GetItemRectMin();
  const ImVec2 b = ImGui::GetItemRectMax();
  ImDrawList* draw = ImGui::GetWindowDrawList();
  ImU32 fill = ui.pal.card_number;
  ImU32 ink = ui.pal.card_number_text;
  if (flip7::is_modifier(key.card)) {
    fill = ui.pal.card_modifier;
    ink = ui.pal.card_modifier_text;
  } else if (flip7::is_action(key.card)) {
    fill = ui.pal.card_action;
    ink = ui.pal.card_action_text;
  }
  const float alpha = key.possible ? (held ? 0.75f : hovered ? 0.9f : 1.0f) : 0.28f;
  auto faded = [&](ImU32 c) {
    ImVec4 v = ImGui::ColorConvertU32ToFloat4(c);
    v.w *= alpha;
    return ImGui::ColorConvertFloat4ToU32(v);
  };
  const float rounding = 10.0f * ui.m.scale;
  draw->AddRectFilled(a, b, faded(fill), rounding);
  draw->AddRect(a, b, ui.pal.card_outline, rounding, 0, 1.5f * ui.m.scale);

  // The label, as large as fits: on one line, else wrapped at its spaces
  // between the key hint and the count.
  const float inner_w = size.x - 12.0f * ui.m.scale;
  bool fits = true;
  ImFont* font = fitting_font(ui, ui.fonts.large, label, inner_w, &fits);
  float wrap = 0.0f;
  if (!fits) {
    for (ImFont* f : {ui.fonts.body, ui.fonts.small}) {
      const ImVec2 wrapped = f->CalcTextSizeA(f->FontSize, FLT_MAX, inner_w, label.c_str());
      if (wrapped.x <= inner_w && wrapped.y <= size.y - 6.0f * ui.m.scale) {
        font = f;
        wrap = inner_w;
        fits = true;
        break;
      }
    }
  }
  if (!fits && ui.diag) ui.diag->overflows.push_back(id + ": " + label);

  // Key (top-left) and copies left (bottom-right), small; the label centred
  // clear of both: a smaller font, then a spot between them, then (on a key
  // too small for all three) without the key hint, which the help lists too.
  ImFont* small = ui.fonts.small;
  const float inset = 5.0f * ui.m.scale;
  const ImVec2 hint_at(a.x + inset, a.y + inset / 2);
  const ImVec2 hint_size = small->CalcTextSizeA(small->FontSize, FLT_MAX, 0.0f, hint.c_str());
  const std::string left = key.remaining > 0 ? "\xC3\x97" + std::to_string(key.remaining) : std::string("0");
  const ImVec2 rs = small->CalcTextSizeA(small->FontSize, FLT_MAX, 0.0f, left.c_str());
  const ImVec2 count_at(b.x - rs.x - inset, b.y - rs.y - inset / 2);
  auto clear_of = [](ImVec2 p, ImVec2 s, ImVec2 q, ImVec2 t) {
    return p.x + s.x <= q.x || q.x + t.x <= p.x || p.y + s.y <= q.y || q.y + t.y <= p.y;
  };
  bool show_hint = true;
  ImVec2 ls = font->CalcTextSizeA(font->FontSize, FLT_MAX, wrap, label.c_str());
  ImVec2 label_at(a.x + (size.x - ls.x) / 2, a.y + (size.y - ls.y) / 2);
  auto placed = [&] {
    return clear_of(label_at, ls, count_at, rs) && (!show_hint || clear_of(label_at, ls, hint_at, hint_size));
  };
  for (ImFont* f : {ui.fonts.body, ui.fonts.small}) {
    if (placed() || f->FontSize >= font->FontSize) continue;
    font = f;
    ls = font->CalcTextSizeA(font->FontSize, FLT_MAX, wrap, label.c_str());
    label_at = ImVec2(a.x + (size.x - ls.x) / 2, a.y + (size.y - ls.y) / 2);
  }
  if (!placed()) {  // between the hint's row and the count's row
    label_at.y = std::max(a.y + inset / 2 + hint_size.y, count_at.y - ls.y);
    if (!placed()) show_hint = false;
    label_at.y = show_hint ? label_at.y : a.y + (size.y - ls.y) / 2;
    if (!placed()) label_at.y = std::min(label_at.y, count_at.y - ls.y);
  }
  draw_text(ui, draw, font, font->FontSize, label_at, faded(ink), label, wrap);
  if (show_hint) draw_text(ui, draw, small, small->FontSize, hint_at, faded(ink), hint);
  draw_text(ui, draw, small, small->FontSize, count_at, faded(ink), left);
  if (key.remaining == 0) {
    // Struck through: "none left" is not told by fading alone.
    draw->AddLine(ImVec2(a.x + inset, b.y - inset), ImVec2(b.x - inset, a.y + inset), faded(ink), 2.0f * ui.m.scale);
  }
  return pressed;
}

float card_chip_width(const Ui& ui, flip7::Card card, float height) {
  const std::string label = flip7::card_key(card) == "second_chance" ? std::string(ui.icons.second_chance)
                                                                      : card_label(ui, card);
  ImFont* f = ui.fonts.body;
  const float w = f->CalcTextSizeA(f->FontSize, FLT_MAX, 0.0f, label.c_str()).x;
  return std::max(height * 0.72f, w + 12.0f * ui.m.scale);
}

float card_chip(const Ui& ui, ImDrawList* draw, ImVec2 pos, flip7::Card card, float height) {
  const bool chance = card == flip7::Card::kSecondChance;
  const std::string label = chance ? std::string(ui.icons.second_chance) : card_label(ui, card);
  const float width = card_chip_width(ui, card, height);
  ImU32 fill = ui.pal.card_number;
  ImU32 ink = ui.pal.card_number_text;
  if (flip7::is_modifier(card)) {
    fill = ui.pal.card_modifier;
    ink = ui.pal.card_modifier_text;
  } else if (chance) {
    fill = ui.pal.second_chance;
    ink = ui.pal.banner_text;
  }
  const float rounding = 5.0f * ui.m.scale;
  draw->AddRectFilled(pos, ImVec2(pos.x + width, pos.y + height), fill, rounding);
  draw->AddRect(pos, ImVec2(pos.x + width, pos.y + height), ui.pal.card_outline, rounding);
  ImFont* f = ui.fonts.body;
  const ImVec2 ts = f->CalcTextSizeA(f->FontSize, FLT_MAX, 0.0f, label.c_str());
  draw_text(ui, draw, f, f->FontSize, ImVec2(pos.x + (width - ts.x) / 2, pos.y + (height - ts.y) / 2), ink, label);
  return width;
}

}  // namespace flipside::ui::flip7ui
