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
#include <algorithm>
#include <cmath>

#include "games/phase10flip/cards.hpp"
#include "games/phase10flip/grouping.hpp"
#include "ui/shell/controller.hpp"
#include "ui/games/phase10flip/card_art.hpp"
#include "ui/games/phase10flip/entries.hpp"
#include "ui/games/phase10flip/hand_over.hpp"
#include "ui/games/phase10flip/phase10flip_ui.hpp"
#include "ui/games/phase10flip/prompt.hpp"
#include "ui/games/phase10flip/table_view.hpp"
#include "ui/games/table_bar.hpp"
#include "ui/widgets/widgets.hpp"

namespace flipside::ui::p10ui {
namespace {

using phase10flip::Card;
using phase10flip::GroupKind;
using phase10flip::Side;

// Only drawn for a Phase 10 Flip game (draw_table checks).
const phase10flip::Phase10FlipGame& p10_game(const Controller& c) { return *as_phase10flip(&c.game()->game()); }

// "1 · Run ♥ Red", "2 · Set of 7".
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

// The views' own state for this game and moment: the tray and the form are
// dropped when the game changes (an entry, an undo).
// The stamp is "game:hand:lines"; a new hand (or another game) gives the
// entries back to the hand's first player, to the dealer's left (issue 20
// item 3: the selected player starts each hand on the player on turn).
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

// The ways the tray makes the chosen player's phase, computed again only
// when the tray or the phase changes (the search runs on every change, not
// every frame).
const std::vector<CardGroups>& tray_groupings(int phase, const std::vector<std::string>& picked) {
  static int cached_phase = -1;
  static std::vector<std::string> cached_picked;
  static std::vector<CardGroups> cached;
  if (phase != cached_phase || picked != cached_picked) {
    cached_phase = phase;
    cached_picked = picked;
    cached = phase > 0 ? groupings(phase, picked) : std::vector<CardGroups>{};
  }
  return cached;
}

// The player a sentence of this table was about (a hit refused, a group
// tapped too early): it goes when another player is chosen (issue 20 item 6).
constexpr const char* kInfoFor = "p10.info_for";
void explain(const Ui& ui, ViewState& view, Message why) {
  view.picks[kInfoFor] = view.chosen;
  ui.emit(intent::Explain{std::move(why)});
}

// ---------------------------------------------------------------- top bar

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

// ---------------------------------------------------------------- rows

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

// Every row and every way of laying cards down has one geometry, whatever
// its groups hold (issue 32 item 3: a hit that wrapped a run onto a second
// line grew a row by 68 px, and the next tap meant for the row below landed
// on it; a fourth row was cut off at 1280x800): one band, the name, then
// the phase in words and pictures until it is laid down, its groups after,
// each in a box of fixed size whose cards narrow to fit, then the points.
struct RowGeometry {
  float pad;       // inside the row, around its lines
  float gap;       // between the lines and between the boxes
  float chip_h;    // a card's height in a group's box
  float box_h;     // a group's box: its title over its cards
  float height;    // every row's
  float right_w;   // the points
};

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

// One way to lay the tray down, as its groups would lie on the table (the
// rows' boxes, side by side), a tappable strip.
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

// ---------------------------------------------------------------- pad

void info_line(const Ui& ui, const Controller& c, const ViewState& view) {
  ImGui::PushTextWrapPos(0.0f);
  auto about = view.picks.find(kInfoFor);
  const bool other_player = about != view.picks.end() && about->second != view.chosen;
  if (c.info() && !other_player) {
    ImGui::TextUnformatted((std::string(ui.icons.warning) + " " + ui.tr(*c.info())).c_str());
  } else if (!c.last_notices().empty()) {
    std::string log;
    for (const Message& m : c.last_notices()) log += (log.empty() ? "" : "  \xC2\xB7  ") + ui.tr(m);
    ImGui::PushStyleColor(ImGuiCol_Text, ui.pal.text_dim);
    ImGui::TextUnformatted(log.c_str());
    ImGui::PopStyleColor();
  }
  ImGui::PopTextWrapPos();
}

void wrapped(ImU32 colour, const std::string& text) {
  ImGui::PushStyleColor(ImGuiCol_Text, colour);
  ImGui::PushTextWrapPos(0.0f);
  ImGui::TextUnformatted(text.c_str());
  ImGui::PopTextWrapPos();
  ImGui::PopStyleColor();
}

// The picked cards, as chips (a tap takes one back), in a place of their
// own: two rows of chips, whatever else is said.
void tray_chips(const Ui& ui, ViewState& view, float width, float height, float gap) {
  ImGui::BeginChild("p10.tray", ImVec2(width, height), false);
  const float tray_w = ImGui::GetContentRegionAvail().x;
  float x = 0;
  int take_back = -1;
  for (std::size_t i = 0; i < view.picked.size(); ++i) {
    const auto card = phase10flip::parse_card(view.picked[i]);
    if (!card) continue;
    const float w = std::max(ui.m.touch, chip_width(ui, *card, ui.m.touch));
    if (i > 0) {
      if (x + gap + w <= tray_w) ImGui::SameLine();
      else x = 0;
    }
    const std::string id = "p10.tray." + std::to_string(i);
    ImGui::PushID(id.c_str());
    if (ui.diag) ui.diag->note_id(ImGui::GetID("chip"), id);
    if (ImGui::InvisibleButton("chip", ImVec2(w, ui.m.touch))) take_back = static_cast<int>(i);
    if (ui.diag) ui.diag->note_rect(id);
    ImGui::PopID();
    draw_chip(ui, ImGui::GetWindowDrawList(), ImGui::GetItemRectMin(), *card, ImVec2(w, ui.m.touch));
    x += (x > 0 ? gap : 0) + w;
  }
  if (take_back >= 0) view.picked.erase(view.picked.begin() + take_back);
  ImGui::EndChild();
}

// One card picked by a player who laid down: a hit, not a phase.
bool is_hit(const ViewState& view, const TableView& tv) {
  return view.picked.size() == 1 && tv.players[view.chosen].laid_down;
}

// The ways the tray makes the chosen player's phase (null: the cards are a
// hit, or no phase; `verdict` then says why), judged on a copy of the game.
const std::vector<CardGroups>* tray_ways(const phase10flip::Phase10FlipGame& game, const ViewState& view,
                                         const TableView& tv, Judgement& verdict) {
  if (view.picked.empty() || tv.finished || is_hit(view, tv)) return nullptr;
  verdict = judge(game, phase_line(game, view.chosen, view.picked));
  if (!verdict.accepted) return nullptr;
  return &tray_groupings(game.engine().phase_of(view.chosen), view.picked);
}

// Under the tray, a place of fixed size for what is said about it: the
// engine's verdict on the cards as a phase (where they make it in several
// ways, that Lay down will ask which), the hints, the last refusal or
// notices. It scrolls inside itself: nothing said here moves the pad, the
// tray or the buttons (issue 20 item 2).
void messages(const Ui& ui, const Controller& c, ViewState& view, const TableView& tv, ImVec2 size,
              const std::vector<CardGroups>* ways, const Judgement& verdict) {
  const std::string who = tv.players[view.chosen].name;
  ImGui::BeginChild("p10.messages", size, false);
  if (ui.diag) ui.diag->areas["p10.messages"] = {ImGui::GetWindowPos(),
                                                 ImVec2(ImGui::GetWindowPos().x + size.x, ImGui::GetWindowPos().y + size.y)};
  if (const auto [owner, group] = hit_target(view); owner >= 0 && view.picked.empty()) {
    wrapped(ui.pal.text,
            std::string(ui.icons.next) + " " + ui.tr.f("ui.phase10flip.hit_waiting", who, tv.players[owner].name, group));
  } else if (view.picked.empty()) {
    wrapped(ui.pal.text_dim, ui.tr("ui.phase10flip.tray_empty"));
  }
  const bool hitting = is_hit(view, tv);
  if (!view.picked.empty() && !tv.finished && !hitting) {
    if (ways && ways->size() > 1)
      wrapped(ui.pal.celebrate, std::string(ui.icons.check) + " " +
                                    ui.tr.f("ui.phase10flip.ways", static_cast<int>(ways->size())));
    else if (verdict.accepted && !verdict.notices.empty())
      wrapped(ui.pal.celebrate, std::string(ui.icons.check) + " " + ui.tr(verdict.notices.front()));
    else if (!verdict.accepted)
      wrapped(ui.pal.text, std::string(ui.icons.busted) + " " + ui.tr(verdict.why));
  }
  if (hitting && !tv.finished)
    wrapped(ui.pal.text_dim, std::string(ui.icons.next) + " " + ui.tr("ui.phase10flip.hit_hint"));
  info_line(ui, c, view);
  ImGui::EndChild();
}

// Lay down's question when the tray makes the phase in ways that take
// other hits (issue 32 item 1): every such way, drawn as its groups would
// lie on the table; a tap lays that one down. None is chosen beforehand:
// only the table knows how the cards lie.
void way_chooser(const Ui& ui, const Controller& c, ViewState& view, const TableView& tv,
                 const std::vector<CardGroups>& ways, ImVec2 size) {
  const phase10flip::Phase10FlipGame& game = p10_game(c);
  ImGui::BeginChild("p10.ways", size, false);
  if (ui.diag) ui.diag->areas["p10.ways"] = {ImGui::GetWindowPos(),
                                             ImVec2(ImGui::GetWindowPos().x + size.x, ImGui::GetWindowPos().y + size.y)};
  wrapped(ui.pal.text, ui.tr.f("ui.phase10flip.which_way", tv.players[view.chosen].name, static_cast<int>(ways.size())));
  const float width = ImGui::GetContentRegionAvail().x;
  const RowGeometry geo = row_geometry(ui, width);
  const int phase = game.engine().phase_of(view.chosen);
  for (std::size_t w = 0; w < ways.size(); ++w)
    if (way_option(ui, static_cast<int>(w), ways[w], phase, width, geo)) {
      end_way(view);
      ui.emit(intent::Submit{phase_groups_line(game, view.chosen, ways[w])});
    }
  ImGui::EndChild();
}

void pad_panel(const Ui& ui, const Controller& c, ViewState& view, const TableView& tv, ImVec2 size) {
  const phase10flip::Phase10FlipGame& game = p10_game(c);
  ImGui::BeginChild("p10.pad", size, false);
  const ImGuiStyle& st = ImGui::GetStyle();
  const float gap = st.ItemSpacing.x * 0.6f;
  ImGui::PushStyleVar(ImGuiStyleVar_ItemSpacing, ImVec2(gap, gap));
  const float width = ImGui::GetContentRegionAvail().x;
  const std::string who = tv.players[view.chosen].name;

  ImGui::PushStyleColor(ImGuiCol_Text, ui.pal.text_dim);
  text_in_width(ui.tr.f("ui.phase10flip.entering_for", who), width);
  ImGui::PopStyleColor();

  Judgement verdict;
  const std::vector<CardGroups>* ways = tray_ways(game, view, tv, verdict);
  if (waiting_prompt(view) == Prompt::kWay && (!ways || ways->size() < 2)) end_way(view);
  const Prompt prompt = waiting_prompt(view);
  // The question in words, for the shell (ViewState::prompt): the game's
  // keys (F) and Redo say it instead of acting until it is answered.
  if (prompt == Prompt::kWay) {
    view.prompt = msg("ui.phase10flip.which_way", who, static_cast<int>(ways->size()));
  } else if (prompt == Prompt::kHitCard) {
    const auto [owner, group] = hit_target(view);
    view.prompt = msg("ui.phase10flip.hit_waiting", who, tv.players[owner].name, group);
  }

  // Fixed places, top to bottom: colour tabs (colour side), two rows of
  // faces, the tray (two rows of chips where the room allows, else one that
  // scrolls), the messages (two lines at least), Lay down and Clear (as tall
  // as a key), Hand over. Keys as tall as the room allows. Lay down's
  // question takes the place of the pad, the tray and the messages.
  const float messages_min = ImGui::GetTextLineHeightWithSpacing() * 2;
  const float room = ImGui::GetContentRegionAvail().y - (tv.side == Side::kColor ? ui.m.touch + gap : 0.0f) -
                     messages_min - ui.m.touch - gap * 8;
  const float tray_h = room - (ui.m.touch * 2 + gap) >= ui.m.touch * 3 ? ui.m.touch * 2 + gap : ui.m.touch;
  const float key_h = std::clamp(std::round((room - tray_h) / 3), ui.m.touch, std::round(ui.m.pad_key * 0.8f));
  const float buttons_h = key_h + ui.m.touch + gap * 2;
  if (prompt == Prompt::kWay) {
    way_chooser(ui, c, view, tv, *ways, ImVec2(width, std::max(ImGui::GetContentRegionAvail().y - buttons_h, messages_min)));
  } else {
    // The pad's cards answer a group waiting for its card, too.
    if (auto key = card_pad(ui, "p10", tv.side, view.pad_group, width, key_h, !tv.finished)) {
      if (const auto [owner, group] = hit_target(view); owner >= 0 && view.picked.empty()) {
        // The group was tapped first: this card hits it (kept waiting if the engine says no).
        Intent hit = hit_intent(game, view.chosen, {key->key}, owner, group);
        if (std::holds_alternative<intent::Submit>(hit)) set_hit_target(view, -1, 0);
        else view.picks[kInfoFor] = view.chosen;
        ui.emit(std::move(hit));
      } else if (view.picked.size() >= static_cast<std::size_t>(phase10flip::kMaxCardsInTurn))
        explain(ui, view, msg("ui.phase10flip.tray_full", phase10flip::kMaxCardsInTurn));
      else
        view.picked.push_back(key->key);
    }
    tray_chips(ui, view, width, tray_h, gap);
    messages(ui, c, view, tv, ImVec2(width, std::max(ImGui::GetContentRegionAvail().y - buttons_h, messages_min)), ways,
             verdict);
  }

  // Clear, or Cancel while a question waits, in one place of one width.
  const std::string clear = ui.tr("ui.phase10flip.clear");
  const std::string cancel = ui.tr("ui.cancel");
  const float clear_w = std::max({ImGui::CalcTextSize(clear.c_str()).x + st.FramePadding.x * 2,
                                  ImGui::CalcTextSize(cancel.c_str()).x + st.FramePadding.x * 2, ui.m.touch});
  const float lay_w = width - clear_w - gap;
  std::string lay = ui.tr.f("ui.phase10flip.lay_down", who);
  {
    ImGui::PushFont(ui.fonts.body);
    lay = ellipsize(lay, lay_w - st.FramePadding.x * 2);
    ImGui::PopFont();
  }
  const bool can_lay = !view.picked.empty() && !tv.finished && prompt == Prompt::kNone;
  if (button(ui, "p10.lay_down", lay, ImVec2(lay_w, key_h), Tone::kPrimary, can_lay)) {
    if (ways && ways->size() > 1) ask_way(view);  // the cards lie in one of several ways: the table says which
    else ui.emit(intent::Submit{phase_line(game, view.chosen, view.picked)});
  }
  ImGui::SameLine();
  if (prompt == Prompt::kNone) {
    if (button(ui, "p10.clear", clear, ImVec2(clear_w, key_h), Tone::kNormal, !view.picked.empty())) view.picked.clear();
  } else if (button(ui, "p10.cancel", cancel, ImVec2(clear_w, key_h))) {
    end_way(view);
    set_hit_target(view, -1, 0);
  }
  // Points-only tables end a hand with no phase entered card by card (the
  // contract's points and completed): the form is open to them too (issue 20 item 6).
  if (button(ui, "p10.end_hand", std::string(ui.icons.stayed) + " " + ui.tr("ui.phase10flip.end_hand"),
             ImVec2(-1, ui.m.touch), Tone::kNormal, !tv.finished && prompt == Prompt::kNone))
    open_hand_over(game.engine(), view);

  ImGui::PopStyleVar();
  ImGui::EndChild();
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
