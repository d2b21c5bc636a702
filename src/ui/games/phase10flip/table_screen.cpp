// The Phase 10 Flip table: the side in play (large, with its symbol) and the
// Flip button, a row per player (their phase and what it needs, the groups
// they laid down this hand, their points), and the card pad for the side in
// play with the tray of picked cards: "Lay down" enters them as the chosen
// player's phase (grouped by the engine; where the cards make it in ways
// that take other hits, Lay down asks which, every time: issue 32 item 1);
// a hit is one picked card and a tap on a group, or the group first and
// then the card. While a question waits only its answers, Undo and Cancel
// are live (prompt.hpp). Every row has one height, whatever is laid down
// (issue 32 item 3). The end of a hand is a form (hand_over.hpp).
//
// Files: table_screen.cpp (this: what the parts share, the bar, the side in
// play, and where each part goes), table_rows.cpp and table_pad.cpp
// (table_parts.hpp).
#include <algorithm>
#include <any>
#include <cmath>

#include "games/phase10flip/cards.hpp"
#include "ui/games/phase10flip/card_art.hpp"
#include "ui/games/phase10flip/entries.hpp"
#include "ui/games/phase10flip/hand_over.hpp"
#include "ui/games/phase10flip/prompt.hpp"
#include "ui/games/phase10flip/table_parts.hpp"
#include "ui/games/table_bar.hpp"

namespace flipside::ui::p10ui {

using phase10flip::Card;
using phase10flip::GroupKind;
using phase10flip::Side;

namespace {

// Change an entry on a phase laid down (issue 32 item 1: a grouping changed
// later): its player chosen and its cards back in the tray, once, so that
// Lay down asks again how they lie.
void refill_for_edit(const Controller& c, const phase10flip::Engine& engine, ViewState& view) {
  constexpr const char* kFilled = "p10.edit_filled";
  const auto index = c.editing();
  if (!index || view.picks.count(kFilled) || !c.stored_game()) return;
  view.picks[kFilled] = 1;
  const auto& lines = c.stored_game()->session().lines();
  if (*index >= lines.size() || !lines[*index].contains("phase")) return;
  const nlohmann::json& line = lines[*index];
  for (int p = 0; p < engine.player_count(); ++p)
    if (line["phase"] == engine.name(p)) view.chosen = p;
  view.picked.clear();
  if (line.contains("cards"))
    for (const auto& k : line["cards"]) view.picked.push_back(k.get<std::string>());
  if (line.contains("groups"))
    for (const auto& g : line["groups"])
      for (const auto& k : g) view.picked.push_back(k.get<std::string>());
}

}  // namespace

std::string group_title(const Ui& ui, const GroupView& g) {
  std::string t = std::to_string(g.number);
  t += " \xC2\xB7 ";
  if (g.kind == GroupKind::kRun) {
    t += ui.tr("ui.phase10flip.run");
    if (g.colour != phase10flip::kNoColour) {
      // Appended piece by piece: GCC 12 warns falsely (-Wrestrict) on " " + string in Release.
      t += ' ';
      t += symbol(ui, g.colour);
      t += ' ';
      t += colour_name(ui, g.colour);
    }
  } else {
    t += g.set_number > 0 ? ui.tr.f("ui.phase10flip.set_of", g.set_number) : ui.tr("ui.phase10flip.set");
  }
  return t;
}

void sync_view_state(const Controller& c, const phase10flip::Engine& engine, ViewState& view) {
  const std::string game_id = std::to_string(c.game()->id());
  const std::string game_hand = game_id + ":" + std::to_string(engine.round()) + (engine.tie_break() ? "t" : "");
  const std::string stamp = game_hand + ":" + std::to_string(c.game()->session().lines().size());
  if (stamp != view.stamp) {
    if (view.stamp.substr(0, view.stamp.find(':')) != game_id) view.pad_group = 0;
    if (view.stamp.substr(0, view.stamp.rfind(':')) != game_hand) view.chosen = -1;
    view.stamp = stamp;
    view.picked.clear();
    view.form_open = false;
    // This table's own picks (a grouping chosen, a group to hit, the hand-end
    // form) were for the game as it was.
    std::erase_if(view.picks, [](const auto& kv) { return kv.first.rfind("p10.", 0) == 0; });
    std::erase_if(view.lists, [](const auto& kv) { return kv.first.rfind("p10.", 0) == 0; });
  }
  refill_for_edit(c, engine, view);
  if (view.chosen < 0 || view.chosen >= engine.player_count() || !engine.player(view.chosen).in_hand)
    view.chosen = default_player(engine);
  if (view.pad_group < 0 || view.pad_group >= phase10flip::kColours) view.pad_group = 0;
}

namespace {

// The tray's groupings as last worked out (ViewState::table_memo).
struct TrayMemo {
  int phase = -1;
  std::vector<std::string> picked;
  std::vector<CardGroups> ways;
};

}  // namespace

const std::vector<CardGroups>& tray_groupings(ViewState& view, int phase) {
  auto* memo = std::any_cast<TrayMemo>(&view.table_memo);
  if (!memo) memo = &view.table_memo.emplace<TrayMemo>();
  if (phase != memo->phase || view.picked != memo->picked) {
    memo->phase = phase;
    memo->picked = view.picked;
    memo->ways = phase > 0 ? groupings(phase, view.picked) : std::vector<CardGroups>{};
  }
  return memo->ways;
}

void explain(const Ui& ui, ViewState& view, Message why) {
  view.picks[kInfoFor] = view.chosen;
  ui.emit(intent::Explain{std::move(why)});
}

namespace {


void top_bar(const Ui& ui, const Controller& c, const ViewState& view, const TableView& tv) {
  std::string title = ui.tr.f(tv.tie_break ? "ui.phase10flip.title_tie" : "ui.phase10flip.title", tv.hand);
  if (tv.ten_hands) title += "  \xC2\xB7  " + ui.tr.f("ui.phase10flip.ten_hands", tv.phases);
  // The sheet (each hand's points and phases) one tap away, as on every table.
  // While a question waits, Redo waits with it (issue 32 item 2).
  table_top_bar(ui, c, title, {{"table.scoresheet", ui.tr("ui.scoresheet.open"), intent::OpenScoresheet{}}},
                waiting_prompt(view) != Prompt::kNone);
}

// The side in play, large, with the Flip button; the engine's sentence below.
// Both are words only: they are where the banners show (FLIP!, PHASE!), off
// the card pad, the rows and the Flip button (issue 20 item 2).
void side_strip(const Ui& ui, const Controller& c, ViewState& view, const TableView& tv) {
  const std::string flip = std::string(ui.icons.reshuffle) + " " + ui.tr("ui.phase10flip.flip") + " (F)";
  const ImGuiStyle& st = ImGui::GetStyle();
  ImFont* large = ui.fonts.large;
  const float flip_w = std::max(large->CalcTextSizeA(large->FontSize, FLT_MAX, 0, flip.c_str()).x + st.FramePadding.x * 2,
                                140.0f * ui.m.scale);
  const float height = std::max(ui.fonts.huge->FontSize + 12.0f * ui.m.scale, ui.m.touch);
  const ImVec2 a = ImGui::GetCursorScreenPos();
  const float width = ImGui::GetContentRegionAvail().x;
  const float strip_w = width - flip_w - st.ItemSpacing.x;
  ImDrawList* draw = ImGui::GetWindowDrawList();
  draw->AddRectFilled(a, ImVec2(a.x + strip_w, a.y + height), ui.pal.row_next, 8.0f * ui.m.scale);
  // The colour side shows its four colours; the wild side its numbers.
  float x = a.x + 12.0f * ui.m.scale;
  ImFont* huge = ui.fonts.huge;
  if (tv.side == Side::kColor) {
    for (int col = 0; col < phase10flip::kColours; ++col) {
      const std::string s = symbol(ui, col);
      const float w = huge->CalcTextSizeA(huge->FontSize, FLT_MAX, 0, s.c_str()).x;
      draw->AddText(huge, huge->FontSize, ImVec2(x, a.y + (height - huge->FontSize) / 2), kFill[col], s.c_str());
      x += w + 2.0f * ui.m.scale;
    }
  } else {
    const std::string s = side_symbol(ui, Side::kWild);
    draw->AddText(huge, huge->FontSize, ImVec2(x, a.y + (height - huge->FontSize) / 2), ui.pal.text, s.c_str());
    x += huge->CalcTextSizeA(huge->FontSize, FLT_MAX, 0, s.c_str()).x;
  }
  x += 14.0f * ui.m.scale;
  const std::string side = ui.tr(tv.side == Side::kColor ? "ui.phase10flip.side_color" : "ui.phase10flip.side_wild");
  const float left = a.x + strip_w - x - 8.0f * ui.m.scale;
  ImFont* font = huge->CalcTextSizeA(huge->FontSize, FLT_MAX, 0, side.c_str()).x <= left ? huge : large;
  draw_text(draw, font, ImVec2(x, a.y + (height - font->FontSize) / 2), ui.pal.text, side, left);
  ImGui::Dummy(ImVec2(strip_w, height));
  ImGui::SameLine();
  // A question waiting (prompt.hpp) holds the Flip until it is answered or cancelled.
  if (button(ui, "p10.flip", flip, ImVec2(flip_w, height), Tone::kPrimary,
             !tv.finished && waiting_prompt(view) == Prompt::kNone, large))
    ui.emit(intent::Submit{flip_line()});

  // What may come now, in the engine's words, in a place as tall as the
  // longest line this hand can bring (everyone in it named as laid down):
  // the line growing as phases come never pushes the rows or the pad
  // (issue 20 item 2).
  const Message expecting = p10_game(c).expecting();
  Message longest = expecting;
  if (!tv.finished && longest.args.size() > 3) {
    longest.key = tv.tie_break ? "phase10flip.expect_tie_laid" : "phase10flip.expect_laid";
    longest.args[2] = longest.args[3];
  }
  const std::string prefix = std::string(ui.icons.next) + " ";
  const std::string text = prefix + ui.tr(expecting);
  const float text_w = ImGui::GetContentRegionAvail().x;
  const float reserved = std::max(ImGui::CalcTextSize(text.c_str(), nullptr, false, text_w).y,
                                  ImGui::CalcTextSize((prefix + ui.tr(longest)).c_str(), nullptr, false, text_w).y);
  const ImVec2 at = ImGui::GetCursorScreenPos();
  ImGui::PushStyleColor(ImGuiCol_Text, ui.pal.text_dim);
  ImGui::PushTextWrapPos(0.0f);
  ImGui::TextUnformatted(text.c_str());
  ImGui::PopTextWrapPos();
  ImGui::PopStyleColor();
  ImGui::SetCursorScreenPos(at);
  ImGui::Dummy(ImVec2(text_w, reserved));
  view.banner_place = {a, ImVec2(a.x + strip_w, at.y + reserved)};
}


}  // namespace

void draw_table(const Ui& ui, const Controller& c, ViewState& view) {
  const phase10flip::Phase10FlipGame* game = c.game() ? as_phase10flip(&c.game()->game()) : nullptr;
  if (!game) return;
  sync_view_state(c, game->engine(), view);
  TableView tv = build_table_view(game->engine());
  for (PlayerView& p : tv.players) p.name = ui.tr.name(p.name);  // the device's spelling (issue 32 item 14)
  if (tv.finished) view.form_open = false;
  if (view.form_open && view.form_numbers.size() != tv.players.size()) open_hand_over(game->engine(), view);
  top_bar(ui, c, view, tv);
  side_strip(ui, c, view, tv);

  const ImVec2 avail = ImGui::GetContentRegionAvail();
  const float gap = ImGui::GetStyle().ItemSpacing.x;
  auto right = [&](ImVec2 size) {
    if (view.form_open) hand_over_form(ui, c, view, tv, size);
    else pad_panel(ui, c, view, tv, size);
  };
  if (ui.m.portrait) {
    // The hand-end form needs its pad and buttons whole: the rows give way;
    // so they do when a long status line leaves the pad too little room.
    // The table's rows take what they all need (one height each, issue 32
    // item 3), the pad keeping what it needs.
    const float pad_min = ImGui::GetTextLineHeightWithSpacing() * 3 + ui.m.touch * 6 + gap * 9;
    const RowGeometry geo = row_geometry(ui, avail.x);
    const float rows_need = (geo.height + ImGui::GetStyle().ItemSpacing.y) * static_cast<float>(tv.players.size()) +
                            ImGui::GetStyle().WindowPadding.y * 2;
    const float rows_h = std::max(std::min(view.form_open ? std::floor(avail.y * 0.3f) : std::max(std::floor(avail.y * 0.52f), rows_need),
                                           avail.y - gap - pad_min),
                                  ui.m.touch * 2);
    players_panel(ui, c, view, tv, ImVec2(avail.x, rows_h));
    right(ImVec2(avail.x, avail.y - rows_h - gap));
  } else {
    const float rows_w = std::floor(avail.x * 0.56f);
    if (view.form_open) {
      // The hand's end takes both columns: its rows where the table's were.
      hand_over_form_wide(ui, c, view, tv, ImVec2(rows_w, avail.y), ImVec2(avail.x - rows_w - gap, avail.y));
      return;
    }
    players_panel(ui, c, view, tv, ImVec2(rows_w, avail.y));
    ImGui::SameLine();
    right(ImVec2(avail.x - rows_w - gap, avail.y));
  }
}

}  // namespace flipside::ui::p10ui
