// The Flinch table's pad (table_parts.hpp): the 1–15 keys for a hand card or
// a Flinch top revealed, Pass, its prompt, and what the table said below.
#include <algorithm>
#include <cmath>

#include "ui/games/flinch/table_parts.hpp"

namespace flipside::ui::flinchui {

namespace {

std::string pick_text(const Ui& ui, const TableView& view) {
  const Pick& p = view.pick;
  const std::string& who = view.seats[p.player].name;
  if (p.owner >= 0 && p.owner != p.player) {  // partnerships: the partner's card
    const std::string& mate = view.seats[p.owner].name;
    if (p.kind == Pick::Kind::kFlinch) return ui.tr.f("ui.flinch.picked_partner_flinch", mate, p.card, who);
    if (p.kind == Pick::Kind::kReserve) return ui.tr.f("ui.flinch.picked_partner_reserve", mate, p.card, p.slot, who);
  }
  switch (p.kind) {
    case Pick::Kind::kFlinch: return ui.tr.f("ui.flinch.picked_flinch", who, p.card);
    case Pick::Kind::kHand: return ui.tr.f("ui.flinch.picked_hand", who, p.card);
    case Pick::Kind::kReserve: return ui.tr.f("ui.flinch.picked_reserve", who, p.card, p.slot);
    case Pick::Kind::kNone: break;
  }
  return {};
}

// One tap for the most common move: the mover's Flinch top onto the pile
// it goes on (partnerships: the partner's, when one's own cannot go), on
// the rest of the line after Clear.
void one_tap_flinch_top(const Ui& ui, const flinch::FlinchGame& game, ViewState& vs, const TableView& view) {
  const ImGuiStyle& st = ImGui::GetStyle();
  ImGui::SameLine();
  const auto move = flinch_top_move(game.engine(), view.mover);
  const int pile = move ? move->pile : -1;
  std::string label = std::string(ui.icons.next) + " " + ui.tr("ui.flinch.play_top");
  const float rest = ImGui::GetContentRegionAvail().x;
  if (pile > 0) {
    label = std::string(ui.icons.next) + " " + ui.tr.f("ui.flinch.play_top_on", move->card, pile);
  } else if (pile == flinch::kNew) {
    label = std::string(ui.icons.next) + " " + ui.tr.f("ui.flinch.play_top_new", move->card);
  }
  if (move && move->from == flinch::Source::kPartnerFlinch) {
    // The partner's top: say whose, when the name fits.
    const std::string& mate = view.seats[view.seats[view.mover].partner].name;
    const std::string whose = std::string(ui.icons.next) + " " +
                              (pile > 0 ? ui.tr.f("ui.flinch.play_partner_top_on", move->card, pile, mate)
                                        : ui.tr.f("ui.flinch.play_partner_top_new", move->card, mate));
    if (text_width(ui.fonts.body, whose) <= rest - st.FramePadding.x * 2) label = whose;
  }
  label = fit(ui, ui.fonts.body, label, rest - st.FramePadding.x * 2, "flinch.play_top");
  if (button(ui, "flinch.play_top", label, ImVec2(rest, 0), Tone::kPrimary, pile >= 0)) {
    if (auto i = play_flinch_top(game, view.mover)) {
      if (std::holds_alternative<intent::Submit>(*i)) {
        Pick p = view.pick;
        p.kind = Pick::Kind::kNone;
        vs.table_pick = encode_pick(p);
      }
      ui.emit(std::move(*i));
    }
  }
}

}  // namespace

void pad_panel(const Ui& ui, const Controller& c, ViewState& vs, const TableView& view, ImVec2 size) {
  // No scrollbar: one appearing would narrow the keys; what may run long
  // (the words below the buttons) scrolls in a box of its own.
  ImGui::BeginChild("pad", size, false, ImGuiWindowFlags_NoScrollbar | ImGuiWindowFlags_NoScrollWithMouse);
  const flinch::FlinchGame& game = flinch_game(c);
  const ImGuiStyle& st = ImGui::GetStyle();
  const float gap = st.ItemSpacing.x * 0.6f;
  ImGui::PushStyleVar(ImGuiStyleVar_ItemSpacing, ImVec2(gap, gap));
  const float width = ImGui::GetContentRegionAvail().x;

  // What the pad enters now.
  std::string prompt;
  if (view.finished) {
    const SeatView& w = view.seats[view.winner];
    prompt = std::string(ui.icons.star) + " " +
             (w.partner >= 0 ? ui.tr.f("ui.flinch.won_pair", w.name, view.seats[w.partner].name)
                             : ui.tr.f("ui.flinch.won", w.name));
  } else if (view.reveal >= 0) {
    prompt = std::string(ui.icons.target) + " " + ui.tr.f("ui.flinch.reveal_prompt", view.seats[view.reveal].name);
  } else {
    const SeatView& m = view.seats[view.mover];
    prompt = ui.tr.f("ui.flinch.hand_prompt", m.name, m.hand);
  }
  // One large line's height whatever font the prompt takes, so the keys stay put.
  bool fits = true;
  ImFont* pf = fitting_font(ui, ui.fonts.large, prompt, width, &fits);
  const ImVec2 prompt_at = ImGui::GetCursorScreenPos();
  ImGui::SetCursorScreenPos(ImVec2(prompt_at.x, prompt_at.y + (ui.fonts.large->FontSize - pf->FontSize) / 2));
  ImGui::PushFont(pf);
  text_in_width(prompt, width);
  ImGui::PopFont();
  ImGui::SetCursorScreenPos(ImVec2(prompt_at.x, prompt_at.y + ui.fonts.large->FontSize + gap));

  // The 1–15 pad.
  const int cols = 5;
  const float info_h = ui.fonts.body->FontSize * 3.0f;
  const float avail_h = ImGui::GetContentRegionAvail().y - info_h - ui.m.touch - gap * 5;
  const float key_h = std::clamp(avail_h / 3, ui.m.touch, ui.m.pad_key * 1.2f);
  const float kw = std::floor((width - gap * (cols - 1)) / cols);
  const bool hand_pad = view.reveal < 0 && !view.finished;
  for (int v = flinch::kLowest; v <= flinch::kHighest; ++v) {
    if ((v - 1) % cols != 0) ImGui::SameLine();
    const bool selected = hand_pad && view.pick.kind == Pick::Kind::kHand && view.pick.card == v;
    const bool dim = view.finished || !view.pad_possible[v] ||
                     (hand_pad && view.mover >= 0 && view.seats[view.mover].hand == 0);
    const std::string id = "flinch.pad." + std::to_string(v);
    const std::string label = selected ? std::string(ui.icons.check) + " " + std::to_string(v) : std::to_string(v);
    if (dim) ImGui::PushStyleVar(ImGuiStyleVar_Alpha, 0.45f);
    const bool pressed = button(ui, id.c_str(), label, ImVec2(kw, key_h), selected ? Tone::kSelected : Tone::kNormal,
                                true, ui.fonts.large);
    if (dim) ImGui::PopStyleVar();
    if (pressed) apply_tap(ui, vs, tap_pad(game, view, v));
  }

  // RULINGS Flinch 7: only when the player on turn can do nothing, Pass
  // (full width, touch size) with the reason, instead of Clear and the Flinch top.
  if (hand_pad && view.must_pass) {
    const SeatView& m = view.seats[view.mover];
    const std::string label = std::string(ui.icons.next) + " " + ui.tr("ui.flinch.pass") + kDot + m.name;
    const float bh = std::max(ui.m.touch, ui.fonts.body->FontSize + 20.0f * ui.m.scale);
    if (button(ui, "flinch.pass", fit(ui, ui.fonts.body, label, width - st.FramePadding.x * 2, "flinch.pass"),
               ImVec2(width, bh), Tone::kPrimary))
      ui.emit(pass(game, view.mover));
    ImGui::PushStyleColor(ImGuiCol_Text, ui.pal.text);
    ImGui::PushFont(ui.fonts.body);
    ImGui::PushTextWrapPos(0.0f);
    ImGui::TextWrapped("%s", ui.tr("ui.flinch.pass_why").c_str());
    ImGui::PopTextWrapPos();
    ImGui::PopFont();
    ImGui::PopStyleColor();
  }
  // Clear drops the pick; the one-tap Flinch top; then the pick in words.
  if (hand_pad && !view.must_pass) {
    const std::string clear = std::string(ui.icons.remove) + " " + ui.tr("ui.flinch.clear");
    if (button(ui, "flinch.clear", clear, ImVec2(0, 0), Tone::kNormal, view.pick.picked())) {
      Pick p = view.pick;
      p.kind = Pick::Kind::kNone;
      vs.table_pick = encode_pick(p);
    }
    // One tap for the most common move: the Flinch top onto its pile.
    // (Partnerships: the partner's top when one's own cannot go.) A hint
    // the rulebook forbids at the table: gone with the option "hints".
    if (view.hints) one_tap_flinch_top(ui, game, vs, view);
  }

  // The words under the buttons, in a box of the height left: why something
  // could not be entered (or what the last entry did), then the pick (or how
  // a move is tapped). However long, they scroll inside it.
  ImGui::BeginChild("pad.words", ImVec2(width, std::max(ImGui::GetContentRegionAvail().y, 1.0f)), false);
  ImGui::PushFont(ui.fonts.body);
  ImGui::PushTextWrapPos(0.0f);
  if (c.info()) {
    ImGui::PushStyleColor(ImGuiCol_Text, ui.pal.text);
    ImGui::TextWrapped("%s %s", ui.icons.warning, ui.tr(*c.info()).c_str());
    ImGui::PopStyleColor();
  } else if (!c.last_notices().empty()) {
    std::string log;
    for (const Message& m : c.last_notices()) log += (log.empty() ? "" : kDot) + ui.tr(m);
    ImGui::PushStyleColor(ImGuiCol_Text, ui.pal.text_dim);
    ImGui::TextWrapped("%s", log.c_str());
    ImGui::PopStyleColor();
  }
  // While a call is valid, the rule behind the panel's buttons (kept out of
  // the panel: the shorter it is, the fewer rows it covers).
  if (view.offender >= 0 && !view.finished) {
    ImGui::PushStyleColor(ImGuiCol_Text, ui.pal.text);
    ImGui::TextWrapped("%s %s", ui.icons.warning, ui.tr("ui.flinch.who_called").c_str());
    ImGui::PopStyleColor();
  }
  if (hand_pad && !view.must_pass) {
    const std::string hint = view.pick.picked() ? pick_text(ui, view) : ui.tr("ui.flinch.pick_hint");
    ImGui::PushStyleColor(ImGuiCol_Text, view.pick.picked() ? ui.pal.text : ui.pal.text_dim);
    ImGui::TextWrapped("%s", hint.c_str());
    ImGui::PopStyleColor();
  }
  ImGui::PopTextWrapPos();
  ImGui::PopFont();
  ImGui::EndChild();
  ImGui::PopStyleVar();
  ImGui::EndChild();
}


}  // namespace flipside::ui::flinchui
