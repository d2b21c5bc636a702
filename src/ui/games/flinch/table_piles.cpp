// The Flinch table's centre piles (table_parts.hpp): the numbers each takes,
// New pile, and a caption saying the variant and the stock.
#include <algorithm>
#include <cmath>

#include "ui/games/flinch/table_parts.hpp"

namespace flipside::ui::flinchui {

namespace {

// The piles' tile size, and the height that holds their caption and every
// pile in view (issue 32 item 7: a ninth pile started a third row, cut in
// half in a box that had to be scrolled). The panel keeps room for two rows
// from the first, so a pile that starts the second moves nothing; a third
// row gets its room when it is needed (what is below gives it up: keeping
// room for ten piles from the start left too little for the players' rows
// and the pad at 125 % text).

ImVec2 pile_tile(const Ui& ui) {
  const std::string sample = std::string(ui.icons.next) + " " + ui.tr("ui.flinch.new_pile");
  const std::string sample2 = std::string(ui.icons.next) + " " + ui.tr.f("ui.flinch.pile", 888);
  const float tw = std::round(std::max({96.0f * ui.m.scale, ui.m.touch, text_width(ui.fonts.small, sample) + 14.0f * ui.m.scale,
                                        text_width(ui.fonts.small, sample2) + 14.0f * ui.m.scale}));
  return ImVec2(tw, tile_height(ui));
}

// Over the piles: the variant, partnerships and the stock, then what the
// numbers mean when `with_caption`.
std::string piles_about(const Ui& ui, const flinch::Options& o, int stock, bool with_caption) {
  std::string about = ui.tr("option.flinch.variant." + std::string(flinch::variant_key(o.variant)));
  if (o.partners) about += kDot + ui.tr("option.flinch.partners");
  about += kDot + ui.tr.f("ui.flinch.stock", stock);
  if (with_caption) about += kDot + ui.tr("ui.flinch.piles_caption");
  return about;
}

// The caption when it fits on one line, measured with a three-digit stock
// so the line stays the same while the stock runs down; else the rest,
// wrapped onto as many lines as it takes (never cut).
bool caption_fits(const Ui& ui, const flinch::Options& o, float width) {
  return text_width(ui.fonts.small, piles_about(ui, o, 888, true)) <= width;
}

float about_height(const Ui& ui, const flinch::Options& o, float width) {
  if (caption_fits(ui, o, width)) return ui.fonts.small->FontSize;
  const std::string about = piles_about(ui, o, 888, false);
  return ui.fonts.small->CalcTextSizeA(ui.fonts.small->FontSize, FLT_MAX, width, about.c_str()).y;
}

float pile_gap() { return ImGui::GetStyle().ItemSpacing.x * 0.8f; }

// Tiles a row of the panel `width` wide holds (room kept for a scrollbar,
// should a table ever hold more piles than the screen has room for).
int piles_per_line(const Ui& ui, float width) {
  const ImGuiStyle& st = ImGui::GetStyle();
  const float gap = pile_gap();
  return std::max(1, static_cast<int>((width - st.WindowPadding.x * 2 - st.ScrollbarSize + gap) / (pile_tile(ui).x + gap)));
}

}  // namespace

float piles_height(const Ui& ui, const flinch::Options& o, float width, int piles) {
  const float gap = pile_gap();
  const int tiles = piles + 1;
  const int per_line = piles_per_line(ui, width);
  const float rows = static_cast<float>(std::max(2, (tiles + per_line - 1) / per_line));
  return about_height(ui, o, width) + gap + rows * (pile_tile(ui).y + gap) + ImGui::GetStyle().WindowPadding.y;
}

void piles_panel(const Ui& ui, const Controller& c, ViewState& vs, const TableView& view, ImVec2 size) {
  const float gap = pile_gap();
  const ImVec2 tile_size = pile_tile(ui);
  const float tw = tile_size.x, th = tile_size.y;
  const int per_line = piles_per_line(ui, size.x);
  if (ui.diag) {  // the piles' place (a third row scrolls), for the tests of what covers them
    const ImVec2 at = ImGui::GetCursorScreenPos();
    ui.diag->areas["flinch.piles"] = {at, ImVec2(at.x + size.x, at.y + size.y)};
  }
  ImGui::BeginChild("piles", size, false);
  ImGui::PushStyleVar(ImGuiStyleVar_ItemSpacing, ImVec2(gap, gap));
  ImGui::PushFont(ui.fonts.small);
  ImGui::PushStyleColor(ImGuiCol_Text, ui.pal.text_dim);
  const flinch::FlinchGame& game = flinch_game(c);
  const flinch::Options& o = game.engine().options();
  const float room = size.x;
  ImGui::PushTextWrapPos(room);
  ImGui::TextWrapped("%s", piles_about(ui, o, view.stock, caption_fits(ui, o, room)).c_str());
  ImGui::PopTextWrapPos();
  ImGui::SetCursorPosY(about_height(ui, o, room) + gap);
  ImGui::PopStyleColor();
  ImGui::PopFont();
  int k = 0;
  auto place = [&] {
    if (k++ % per_line != 0) ImGui::SameLine();
  };
  // "New pile" first: a pile started goes at the end and moves no tile.
  place();
  const Look look = view.new_pile_target ? Look::kTarget : (view.pick.picked() ? Look::kDim : Look::kNormal);
  if (tile(ui, "flinch.pile.new", ui.tr("ui.flinch.new_pile"),
           numbers(view.start_cards.data(), static_cast<int>(view.start_cards.size())), ImVec2(tw, th), look))
    apply_tap(ui, vs, tap_pile(game, view, flinch::kNew));
  for (const PileView& p : view.piles) {
    place();
    const std::string id = "flinch.pile." + std::to_string(p.id);
    const Look pile_look = p.target ? Look::kTarget : (view.pick.picked() ? Look::kDim : Look::kNormal);
    if (tile(ui, id, ui.tr.f("ui.flinch.pile", p.id), numbers(p.next.data(), p.next_count), ImVec2(tw, th), pile_look))
      apply_tap(ui, vs, tap_pile(game, view, p.id));
  }
  ImGui::PopStyleVar();
  ImGui::EndChild();
}


}  // namespace flipside::ui::flinchui
