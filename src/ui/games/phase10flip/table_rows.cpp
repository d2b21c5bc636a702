// The Phase 10 Flip table's players' rows (table_parts.hpp): each player's
// name, their phase in words and pictures until it is laid down, the groups
// they laid down this hand, and their points, every row one height.
#include <algorithm>
#include <cmath>

#include "ui/games/phase10flip/card_art.hpp"
#include "ui/games/phase10flip/table_parts.hpp"

namespace flipside::ui::p10ui {

using phase10flip::Card;
using phase10flip::GroupKind;
using phase10flip::Side;

namespace {

// A phase's requirement in pictures: per group, outlined sample cards — a
// run as rising numbers (3 4 5), a set as one number repeated (7 7 7).
constexpr float kSampleW = 20.0f;  // a sample card's width at scale 1
constexpr float kGroupGap = 9.0f;

float requirement_width(const Ui& ui, int phase) {
  const phase10flip::PhaseSpec& spec = phase10flip::phase_spec(phase);
  float w = 0;
  for (int g = 0; g < spec.group_count; ++g)
    w += (spec.groups[g].size * (kSampleW + 2.0f) + (g > 0 ? kGroupGap : 0.0f)) * ui.m.scale;
  return w;
}

void draw_requirement(const Ui& ui, ImDrawList* draw, ImVec2 pos, int phase, float height) {
  const phase10flip::PhaseSpec& spec = phase10flip::phase_spec(phase);
  ImFont* small = ui.fonts.small;
  float x = pos.x;
  for (int g = 0; g < spec.group_count; ++g) {
    if (g > 0) x += kGroupGap * ui.m.scale;
    const bool run = spec.groups[g].kind == GroupKind::kRun;
    for (int k = 0; k < spec.groups[g].size; ++k) {
      const std::string face = std::to_string(run ? 3 + k : 7);
      const ImVec2 b(x + kSampleW * ui.m.scale, pos.y + height);
      draw->AddRect(ImVec2(x, pos.y), b, ui.pal.text_dim, 3.0f * ui.m.scale);
      const ImVec2 ts = small->CalcTextSizeA(small->FontSize, FLT_MAX, 0, face.c_str());
      draw->AddText(small, small->FontSize, ImVec2(x + (kSampleW * ui.m.scale - ts.x) / 2, pos.y + (height - ts.y) / 2),
                    ui.pal.text_dim, face.c_str());
      x += (kSampleW + 2.0f) * ui.m.scale;
    }
  }
}

// A group as it lies on the table, in a box of the size given: its title
// ("1 · Run ♥ Red") over its cards, each as wide as it needs or narrower so
// that all fit in the box.
void draw_group(const Ui& ui, ImDrawList* draw, ImVec2 at, ImVec2 size, const GroupView& g, float chip_h, ImU32 fill,
                ImU32 outline, float thickness) {
  const float ip = 4.0f * ui.m.scale;
  const float rounding = 6.0f * ui.m.scale;
  draw->AddRectFilled(at, ImVec2(at.x + size.x, at.y + size.y), fill, rounding);
  draw->AddRect(at, ImVec2(at.x + size.x, at.y + size.y), outline, rounding, 0, thickness);
  ImFont* small = ui.fonts.small;
  draw_text(draw, small, ImVec2(at.x + ip, at.y + ip), ui.pal.text, group_title(ui, g), size.x - ip * 2);
  const int n = static_cast<int>(g.cards.size());
  if (n == 0) return;
  const float inner = size.x - ip * 2;
  float gap = 3.0f * ui.m.scale;
  float chip_w = 0;
  for (const Card& c : g.cards) chip_w = std::max(chip_w, chip_width(ui, c, chip_h));
  if (n * chip_w + (n - 1) * gap > inner) {
    gap = std::min(gap, inner / (4.0f * n));
    chip_w = (inner - (n - 1) * gap) / n;
  }
  float x = at.x + ip;
  const float y = at.y + size.y - ip - chip_h;
  for (const Card& card : g.cards) {
    draw_chip(ui, draw, ImVec2(x, y), card, ImVec2(chip_w, chip_h));
    x += chip_w + gap;
  }
}

// A phase's groups side by side in `width`: each in a slot of one width.
float slot_width(float width, int groups, float gap) {
  return groups > 0 ? std::floor((width - gap * static_cast<float>(groups - 1)) / static_cast<float>(groups)) : width;
}

GroupView group_view(int number, GroupKind kind, const std::vector<Card>& cards) {
  GroupView g;
  g.number = number;
  g.kind = kind;
  g.cards = cards;
  if (kind == GroupKind::kRun) g.colour = phase10flip::run_colour(cards);
  else g.set_number = phase10flip::set_number(cards);
  return g;
}

void player_row(const Ui& ui, const Controller& c, ViewState& view, const TableView& tv, const PlayerView& p,
                const RowGeometry& geo) {
  ImGui::PushID(p.seat);
  const Prompt prompt = waiting_prompt(view);
  const float pad = geo.pad, gap = geo.gap;
  const ImVec2 a = ImGui::GetCursorScreenPos();
  const float width = ImGui::GetContentRegionAvail().x;
  const float left_w = width - geo.right_w - pad * 3;
  ImFont* small = ui.fonts.small;
  const ImVec2 b(a.x + width, a.y + geo.height);
  if (ui.diag) ui.diag->areas["p10.row." + std::to_string(p.seat)] = {a, b};  // tests: rows keep their height
  const bool chosen = view.chosen == p.seat;

  ImDrawList* draw = ImGui::GetWindowDrawList();
  const float rounding = 10.0f * ui.m.scale;
  draw->AddRectFilled(a, b, chosen ? ui.pal.row_next : (p.in_hand ? ui.pal.row : ui.pal.row_out), rounding);
  if (chosen) draw->AddRect(a, b, ui.pal.outline_next, rounding, 0, 3.0f * ui.m.scale);

  // The name (a tap makes the entries theirs), the dealer's mark before it.
  const float band_y = a.y + pad;
  const ImGuiStyle& st = ImGui::GetStyle();
  const float name_w = std::max(std::floor(left_w * 0.28f), ui.m.touch);
  ImGui::SetCursorScreenPos(ImVec2(a.x + pad, band_y + (geo.box_h - ui.m.touch) / 2));
  std::string name = (chosen ? std::string(ui.icons.next) + " " : std::string()) +
                     (p.dealer ? std::string(ui.icons.dealer) + " " : std::string()) + p.name;
  ImGui::PushFont(ui.fonts.body);
  name = ellipsize(name, name_w - st.FramePadding.x * 2);
  ImGui::PopFont();
  const std::string name_id = "p10.player." + std::to_string(p.seat);
  if (button(ui, name_id.c_str(), name, ImVec2(name_w, ui.m.touch), chosen ? Tone::kSelected : Tone::kNormal,
             p.in_hand && prompt == Prompt::kNone))
    view.chosen = p.seat;

  const float groups_x = a.x + pad + name_w + gap * 2;
  const float groups_w = a.x + pad + left_w - groups_x;
  if (p.groups.empty()) {
    // Before the phase is down, where its groups will lie: the phase and
    // what it needs in words, and in pictures under them.
    std::string phase;
    if (!p.in_hand && !tv.finished) phase = ui.tr("ui.phase10flip.sits_out");
    else phase = ui.tr(p.needs);
    const float h = small->FontSize;
    const float words_y = band_y + (geo.box_h - small->FontSize - gap - h) / 2;
    draw_text(draw, small, ImVec2(groups_x, words_y), ui.pal.text, phase, groups_w);
    if (p.in_hand && !tv.finished && p.phase > 0 && requirement_width(ui, p.phase) <= groups_w)
      draw_requirement(ui, draw, ImVec2(groups_x, words_y + small->FontSize + gap), p.phase, h);
  }
  const float group_gap = gap * 1.5f;
  const float slot = slot_width(groups_w, static_cast<int>(p.groups.size()), group_gap);
  float x = groups_x;
  for (const GroupView& g : p.groups) {
    ImGui::SetCursorScreenPos(ImVec2(x, band_y));
    ImGui::PushID(g.number);
    const std::string id = "p10.group." + std::to_string(p.seat) + "." + std::to_string(g.number);
    if (ui.diag) ui.diag->note_id(ImGui::GetID("group"), id);
    const bool pressed = ImGui::InvisibleButton("group", ImVec2(slot, geo.box_h));
    if (ui.diag) ui.diag->note_rect(id);
    const bool waiting = hit_target(view) == std::pair(p.seat, g.number);  // tapped first, its card comes next
    // While a question waits only the group waiting for its card answers (a second tap lets it go).
    const bool live = prompt == Prompt::kNone || waiting;
    const bool hovered = live && ImGui::IsItemHovered();
    ImGui::PopID();
    // Outlined when the picked card would fit it (the engine judges a copy).
    const bool armed = view.picked.size() == 1 && !tv.finished && prompt == Prompt::kNone &&
                       judge(p10_game(c), hit_line(p10_game(c), view.chosen, view.picked.front(), p.seat, g.number))
                           .accepted;
    draw_group(ui, draw, ImVec2(x, band_y), ImVec2(slot, geo.box_h), g, geo.chip_h,
               hovered || waiting ? ui.pal.row_next : ui.pal.row_out,
               waiting ? ui.pal.outline_next : (armed ? ui.pal.target : ui.pal.card_outline),
               (waiting ? 4.0f : armed ? 2.5f : 1.0f) * ui.m.scale);
    const PlayerView& hitter = tv.players[view.chosen];
    if (!pressed || !live || tv.finished) {
    } else if (waiting) {
      set_hit_target(view, -1, 0);  // a second tap on the group lets go
    } else if (view.picked.empty() && !hitter.laid_down) {
      // Only a player who laid down hits (RULINGS Phase 10 Flip 3): say so, and how to
      // choose who hits, rather than wait for a card that cannot come (issue 20 item 3).
      explain(ui, view, msg("ui.phase10flip.hit_not_yet", hitter.name, hitter.phase));
    } else if (view.picked.empty()) {
      // The group first: the next card tapped on the pad hits it; the
      // message place says so while it waits.
      set_hit_target(view, p.seat, g.number);
    } else {
      Intent hit = hit_intent(p10_game(c), view.chosen, view.picked, p.seat, g.number);
      if (std::holds_alternative<intent::Explain>(hit)) view.picks[kInfoFor] = view.chosen;
      ui.emit(std::move(hit));
    }
    x += slot + group_gap;
  }

  // Right: the points so far (fewer is better).
  const float rx = a.x + width - geo.right_w - pad;
  const std::string total = std::to_string(p.total);
  ImFont* large = ui.fonts.large;
  const float tw = large->CalcTextSizeA(large->FontSize, FLT_MAX, 0, total.c_str()).x;
  const float ty = a.y + (geo.height - large->FontSize - small->FontSize) / 2;
  draw->AddText(large, large->FontSize, ImVec2(rx + geo.right_w - tw, ty), ui.pal.text, total.c_str());
  const std::string pts = ui.tr("ui.phase10flip.points");
  ImGui::PushFont(small);
  const std::string pts_shown = ellipsize(pts, geo.right_w);
  ImGui::PopFont();
  const float pw = small->CalcTextSizeA(small->FontSize, FLT_MAX, 0, pts_shown.c_str()).x;
  draw->AddText(small, small->FontSize, ImVec2(rx + geo.right_w - pw, ty + large->FontSize), ui.pal.text_dim,
                pts_shown.c_str());

  ImGui::SetCursorScreenPos(a);
  ImGui::Dummy(ImVec2(width, geo.height));
  ImGui::PopID();
}

}  // namespace

RowGeometry row_geometry(const Ui& ui, float width) {
  RowGeometry g;
  g.pad = std::round(6.0f * ui.m.scale);
  g.gap = std::round(5.0f * ui.m.scale);
  g.chip_h = std::round(24.0f * ui.m.scale);
  g.box_h = std::max(std::round(8.0f * ui.m.scale) + ui.fonts.small->FontSize + 2.0f * ui.m.scale + g.chip_h, ui.m.touch);
  g.height = g.pad * 2 + g.box_h;
  g.right_w = std::round(std::clamp(width * 0.16f, 80.0f * ui.m.scale, 130.0f * ui.m.scale));
  return g;
}

void players_panel(const Ui& ui, const Controller& c, ViewState& view, const TableView& tv, ImVec2 size) {
  if (ui.diag) {  // the rows' place (they scroll where they cannot all show), for the tests of what covers them
    const ImVec2 at = ImGui::GetCursorScreenPos();
    ui.diag->areas["p10.players"] = {at, ImVec2(at.x + size.x, at.y + size.y)};
  }
  ImGui::BeginChild("p10.players", size, false);
  const RowGeometry geo = row_geometry(ui, ImGui::GetContentRegionAvail().x);
  for (const PlayerView& p : tv.players) player_row(ui, c, view, tv, p, geo);
  ImGui::EndChild();
}

bool way_option(const Ui& ui, int index, const CardGroups& way, int phase, float width, const RowGeometry& geo) {
  const std::string id = "p10.way." + std::to_string(index);
  const float h = geo.box_h + geo.pad * 2;
  ImGui::PushID(id.c_str());
  if (ui.diag) ui.diag->note_id(ImGui::GetID("way"), id);
  const bool pressed = ImGui::InvisibleButton("way", ImVec2(width, h));
  if (ui.diag) ui.diag->note_rect(id);
  const bool hovered = ImGui::IsItemHovered();
  ImGui::PopID();
  const ImVec2 a = ImGui::GetItemRectMin();
  ImDrawList* draw = ImGui::GetWindowDrawList();
  const float r = 8.0f * ui.m.scale;
  draw->AddRectFilled(a, ImVec2(a.x + width, a.y + h), hovered ? ui.pal.row_next : ui.pal.row, r);
  draw->AddRect(a, ImVec2(a.x + width, a.y + h), ui.pal.card_outline, r, 0, 1.5f * ui.m.scale);
  const phase10flip::PhaseSpec& spec = phase10flip::phase_spec(phase);
  const float gap = geo.gap * 1.5f;
  const float slot = slot_width(width - geo.pad * 2, static_cast<int>(way.size()), gap);
  float x = a.x + geo.pad;
  for (std::size_t g = 0; g < way.size() && static_cast<int>(g) < spec.group_count; ++g) {
    std::vector<Card> cards;
    for (const std::string& k : way[g])
      if (auto c = phase10flip::parse_card(k)) cards.push_back(*c);
    draw_group(ui, draw, ImVec2(x, a.y + geo.pad), ImVec2(slot, geo.box_h),
               group_view(static_cast<int>(g) + 1, spec.groups[g].kind, cards), geo.chip_h, ui.pal.row_out,
               ui.pal.card_outline, 1.0f * ui.m.scale);
    x += slot + gap;
  }
  return pressed;
}

}  // namespace flipside::ui::p10ui
