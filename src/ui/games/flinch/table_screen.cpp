// The Flinch table: the centre piles with the numbers they take, a row per
// player (Flinch cards left, Flinch top, five reserve slots, hand), the
// player on turn highlighted, the 1–15 pad (a hand card, or a Flinch top to
// reveal), and the Flinch! panel while a call is valid. A move is two taps:
// a source, then a destination (table_view.hpp).
//
// Nothing moves under a finger (issue 20 item 2): every part has a place of
// its own, sized from the screen and never from what it says now. The
// strip of what the table waits for has the height of two lines; the piles
// keep room for two rows; the pad's prompt one line; refusals, notices and
// the pick in words go in a box below the pad's buttons; scrolled lists keep
// their scrollbar's room. The Flinch! panel floats over the players' rows,
// never over the row a tap is wanted on, and pushes nothing; banners show
// over the strip of what the table waits for, where nothing is tapped.
//
// Files: table_screen.cpp (this: the bar, the strip of what the table waits
// for, the Flinch! panel, and where each part goes), table_tiles.cpp,
// table_piles.cpp, table_seats.cpp, table_pad.cpp (table_parts.hpp).
#include <algorithm>
#include <cmath>
#include <optional>
#include <vector>

#include "ui/games/flinch/table_parts.hpp"
#include "ui/games/table_bar.hpp"

namespace flipside::ui::flinchui {
namespace {

// The game's name only: a portrait screen at 125 % has room for little more
// beside the bar's buttons, and Partnerships, the variant and the stock are
// said whole over the piles. Scores opens the scoresheet, and from there
// the entry list, as on every table.
void top_bar(const Ui& ui, const Controller& c) {
  table_top_bar(ui, c, ui.tr("game.flinch.name"),
                {{"table.scoresheet", ui.tr("ui.scoresheet.open"), intent::OpenScoresheet{}}});
}

// What the table waits for: the engine's expecting() sentence, large on
// one line when it fits, else wrapped in the body font (never cut). Its
// height is always that of two body lines (or one large one), so a longer
// sentence (a call now valid, a long name) moves nothing below it.
void expecting_strip(const Ui& ui, const flinch::FlinchGame& game, const TableView& view, ViewState& vs) {
  const bool reveal = view.reveal >= 0;
  const std::string line = std::string(reveal ? ui.icons.target : ui.icons.next) + "  " + ui.tr(game.expecting());
  const ImVec2 a = ImGui::GetCursorScreenPos();
  const float width = ImGui::GetContentRegionAvail().x;
  const float pad = 8.0f * ui.m.scale;
  const float max_w = width - pad * 3;
  const float room = std::max(ui.fonts.large->FontSize, ui.fonts.body->FontSize * 2);
  ImFont* font = ui.fonts.large;
  if (text_width(font, line) > max_w) font = ui.fonts.body;
  ImVec2 ts = font->CalcTextSizeA(font->FontSize, FLT_MAX, max_w, line.c_str());
  if (ts.y > room + 0.5f) {  // three lines of body text: the small font
    font = ui.fonts.small;
    ts = font->CalcTextSizeA(font->FontSize, FLT_MAX, max_w, line.c_str());
  }
  const float height = std::max(room, ts.y) + pad * 2;
  ImDrawList* draw = ImGui::GetWindowDrawList();
  draw->AddRectFilled(a, ImVec2(a.x + width, a.y + height), reveal ? ui.pal.target : ui.pal.row_next, 8.0f * ui.m.scale);
  draw->AddText(font, font->FontSize, ImVec2(a.x + pad * 1.5f, a.y + (height - ts.y) / 2),
                reveal ? IM_COL32(20, 20, 20, 255) : ui.pal.text, line.c_str(), nullptr, max_w);
  ImGui::Dummy(ImVec2(width, height));
  // Words only: the banners show here, off every control (issue 20 item 2).
  vs.banner_place = {a, ImVec2(a.x + width, a.y + height)};
}

// While a call is valid: who broke which obligation, and one button per
// player who may call (the first to shout): that button enters the call.
// Laid out for `width`; *height says how tall it is (measured by a first
// pass that draws nothing).
struct CallPanel {
  std::string title, reason;
  std::vector<int> callers;     // seats that may call
  std::vector<std::string> labels;  // each caller's button, whole (two lines when one is too narrow)
  ImFont* title_font = nullptr;
  float title_h = 0;
  int cols = 1;
  float pad = 0, bw = 0, bh = 0, height = 0;
};

CallPanel call_panel_layout(const Ui& ui, const Controller& c, const TableView& view, float width) {
  CallPanel p;
  p.pad = 8.0f * ui.m.scale;
  const ImGuiStyle& st = ImGui::GetStyle();
  const float gap = st.ItemSpacing.x;
  const float inner = width - p.pad * 2;
  p.title = std::string(ui.icons.warning) + "  " + ui.tr.f("ui.flinch.call_title", view.seats[view.offender].name);
  p.reason = ui.tr(view.breach_reason);
  // Partnerships: the offender's partner is no adversary and cannot call.
  const int mate = view.seats[view.offender].partner;
  for (const SeatView& s : view.seats)
    if (s.seat != view.offender && s.seat != mate) p.callers.push_back(s.seat);
  const int n = static_cast<int>(p.callers.size());
  ImFont* body = ui.fonts.body;
  // Each caller's name whole on their button (never cut, issue 20 item 2),
  // every caller on one row where the panel is wide enough for buttons of
  // a touch's width: the call and the name on one line, else on two (a
  // short panel covers fewer rows); else fewer buttons a row.
  std::vector<std::string> one_line;
  for (int seat : p.callers) one_line.push_back(ui.tr.f("ui.flinch.call_by", c.game()->game().header().players[seat]));
  auto button_w = [&](int cols) {
    return std::floor((inner - gap * static_cast<float>(cols - 1)) / static_cast<float>(cols));
  };
  // wrap_words breaks a name longer than the button inside it: every line fits.
  auto lines_in = [&](const std::string& label, float w) {
    const std::string wrapped = wrap_words(body, label, w - st.FramePadding.x * 2);
    return 1 + static_cast<int>(std::count(wrapped.begin(), wrapped.end(), '\n'));
  };
  auto height_of = [&](int lines) {
    return std::max(ui.m.touch, body->FontSize * static_cast<float>(lines) + 20.0f * ui.m.scale);
  };
  // The layout whose buttons take the least height: more buttons a row, or
  // fewer and wider with fewer lines each (a tie goes to more a row).
  const int most = std::clamp(static_cast<int>((inner + gap) / (ui.m.touch * 2 + gap)), 1, std::max(n, 1));
  auto lines_at = [&](int cols) {
    int l = 1;
    for (const std::string& label : one_line) l = std::max(l, lines_in(label, button_w(cols)));
    return l;
  };
  auto block_h = [&](int cols) {
    const float rows = static_cast<float>((n + cols - 1) / cols);
    return rows * height_of(lines_at(cols));
  };
  p.cols = most;
  for (int cols = most - 1; cols >= 1; --cols)
    if (block_h(cols) < block_h(p.cols) - 0.5f) p.cols = cols;
  int lines = lines_at(p.cols);
  p.bw = button_w(p.cols);
  for (const std::string& label : one_line)
    p.labels.push_back(text_width(body, label) + st.FramePadding.x * 2 <= p.bw
                           ? label
                           : wrap_words(body, label, p.bw - st.FramePadding.x * 2));
  p.bh = height_of(lines);
  const float line_gap = st.ItemSpacing.y;
  // The title in the largest font that holds it on one line, else wrapped.
  bool fits = true;
  p.title_font = fitting_font(ui, ui.fonts.large, p.title, inner, &fits);
  p.title_h = p.title_font->CalcTextSizeA(p.title_font->FontSize, FLT_MAX, inner, p.title.c_str()).y;
  const float rows = static_cast<float>((n + p.cols - 1) / p.cols);
  p.height = p.pad * 2 + p.title_h + line_gap +
             body->CalcTextSizeA(body->FontSize, FLT_MAX, inner, p.reason.c_str()).y + line_gap +
             rows * p.bh + (rows - 1) * line_gap;
  return p;
}

// Drawn in a window of its own over the rect (a, width x p.height), so it
// is on top of the rows it covers and takes its taps (the screen's window
// never comes to the front).
void flinch_panel(const Ui& ui, const Controller& c, const CallPanel& p, ImVec2 a, float width) {
  ImGui::SetNextWindowPos(a);
  ImGui::SetNextWindowSize(ImVec2(width, p.height));
  ImGui::PushStyleVar(ImGuiStyleVar_WindowPadding, ImVec2(p.pad, p.pad));
  ImGui::PushStyleVar(ImGuiStyleVar_WindowRounding, 10.0f * ui.m.scale);
  ImGui::PushStyleVar(ImGuiStyleVar_WindowBorderSize, 0.0f);
  ImGui::PushStyleColor(ImGuiCol_WindowBg, ImGui::ColorConvertU32ToFloat4(ui.pal.bust));
  ImGui::Begin("###flinch.call_panel", nullptr,
               ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoSavedSettings |
                   ImGuiWindowFlags_NoFocusOnAppearing | ImGuiWindowFlags_NoNav | ImGuiWindowFlags_NoScrollWithMouse);
  if (ui.diag) ui.diag->areas["flinch.call_panel"] = {a, ImVec2(a.x + width, a.y + p.height)};
  const float inner = width - p.pad * 2;
  const float line_gap = ImGui::GetStyle().ItemSpacing.y;
  ImGui::PushStyleColor(ImGuiCol_Text, ui.pal.banner_text);
  ImGui::PushFont(p.title_font);
  ImGui::PushTextWrapPos(p.pad + inner);
  ImGui::TextUnformatted(p.title.c_str());
  ImGui::PopTextWrapPos();
  ImGui::PopFont();
  ImGui::PushFont(ui.fonts.body);
  ImGui::PushTextWrapPos(p.pad + inner);
  ImGui::TextWrapped("%s", p.reason.c_str());
  ImGui::PopTextWrapPos();
  ImGui::PopStyleColor();
  ImGui::PushStyleVar(ImGuiStyleVar_ItemSpacing, ImVec2(ImGui::GetStyle().ItemSpacing.x, line_gap));
  for (std::size_t k = 0; k < p.callers.size(); ++k) {
    if (k % p.cols != 0) ImGui::SameLine();
    const int seat = p.callers[k];
    const std::string id = "flinch.call." + std::to_string(seat);
    if (button(ui, id.c_str(), p.labels[k], ImVec2(p.bw, p.bh), Tone::kDanger)) ui.emit(call(flinch_game(c), seat));
    // Noted for the layout tests: each name whole on its button.
    if (ui.diag) ui.diag->texts.push_back({p.labels[k], ImGui::GetItemRectMin(), ImGui::GetItemRectMax()});
  }
  ImGui::PopStyleVar();
  ImGui::PopFont();
  ImGui::End();
  ImGui::PopStyleColor();
  ImGui::PopStyleVar(3);
}


}  // namespace

void draw_table(const Ui& ui, const Controller& c, ViewState& vs) {
  const flinch::FlinchGame* game = c.game() ? as_flinch(&c.game()->game()) : nullptr;
  if (!game) return;
  const Pick stored = decode_pick(vs.table_pick);
  const Pick pick = current_pick(stored, game->engine(), c.game()->id(),
                                 static_cast<int>(c.game()->session().lines().size()));
  if (!(pick == stored)) vs.table_pick = encode_pick(pick);
  TableView view = build_table_view(*game, pick);
  for (SeatView& s : view.seats) s.name = ui.tr.name(s.name);  // the device's spelling (issue 32 item 14)

  top_bar(ui, c);
  expecting_strip(ui, *game, view, vs);

  // Every size below comes from the screen, never from what a message says
  // now. The Flinch! panel covers part of the players' rows (they scroll
  // past it), never the row a tap is wanted on: at their bottom, or at
  // their top when that row is down there (issue 20 item 2).
  const ImVec2 avail = ImGui::GetContentRegionAvail();
  const float gap = ImGui::GetStyle().ItemSpacing.y;
  const bool calling = view.offender >= 0 && !view.finished;
  ImVec2 seats_at, seats_size;
  std::optional<CallPanel> panel;
  LiveRows live;
  auto seats = [&](ImVec2 size) {
    seats_at = ImGui::GetCursorScreenPos();
    seats_size = size;
    if (calling) panel = call_panel_layout(ui, c, view, size.x);
    live = seats_panel(ui, c, vs, view, size, panel ? std::min(panel->height, size.y) : 0.0f);
  };
  const flinch::Options& options = game->engine().options();
  const int piles = static_cast<int>(view.piles.size());
  if (ui.m.portrait) {
    const float pad_h = std::floor(std::max(avail.y * 0.36f, 360.0f * ui.m.scale));
    const float top_h = avail.y - pad_h - gap;
    const float piles_h = std::min(piles_height(ui, options, avail.x, piles), top_h * 0.5f);
    piles_panel(ui, c, vs, view, ImVec2(avail.x, piles_h));
    seats(ImVec2(avail.x, std::max(top_h - piles_h - gap, ui.m.touch)));
    pad_panel(ui, c, vs, view, ImVec2(avail.x, ImGui::GetContentRegionAvail().y));
  } else {
    // Landscape: the players down the left, the centre piles above the pad
    // on the right, where a move's destination is tapped. The pad's keys
    // and buttons keep their touch size: when the screen leaves no room
    // there for the piles' rows, they go above the players instead (where a
    // row holds more piles: a tenth pile at 125 % text moves them there).
    const float left_w = std::floor(avail.x * 0.6f);
    const float right_w = avail.x - left_w - ImGui::GetStyle().ItemSpacing.x;
    const float pad_gap = ImGui::GetStyle().ItemSpacing.x * 0.6f;
    const float pad_min = ui.fonts.large->FontSize + ui.m.touch * 4 + pad_gap * 6 + gap;
    if (avail.y - pad_min >= piles_height(ui, options, right_w, piles)) {
      const float piles_h = std::min(piles_height(ui, options, right_w, piles), avail.y - pad_min);
      seats(ImVec2(left_w, avail.y));
      ImGui::SameLine();
      ImGui::BeginGroup();
      piles_panel(ui, c, vs, view, ImVec2(right_w, piles_h));
      pad_panel(ui, c, vs, view, ImVec2(right_w, avail.y - piles_h - gap));
      ImGui::EndGroup();
    } else {
      ImGui::BeginGroup();
      const float top_piles = std::min(piles_height(ui, options, left_w, piles), avail.y * 0.5f);
      piles_panel(ui, c, vs, view, ImVec2(left_w, top_piles));
      seats(ImVec2(left_w, std::max(avail.y - top_piles - gap, ui.m.touch)));
      ImGui::EndGroup();
      ImGui::SameLine();
      pad_panel(ui, c, vs, view, ImVec2(right_w, avail.y));
    }
  }
  if (panel) {
    const float h = std::min(panel->height, seats_size.y);
    // At the bottom or the top, whichever covers less: the row the table
    // waits on above all (partnerships: with the partner's row two rows
    // away, a tall panel may have to cover one of them; the rows scroll).
    const float bottom_y = seats_at.y + seats_size.y - h;
    auto covered = [&](float y) {
      auto under = [&](const std::pair<ImVec2, ImVec2>& r) { return r.second.y > y && r.first.y < y + h; };
      int cost = live.focus && under(*live.focus) ? 100 : 0;  // more than all the others together
      for (const auto& r : live.others) cost += under(r) ? 1 : 0;
      return cost;
    };
    const float y = covered(bottom_y) <= covered(seats_at.y) ? bottom_y : seats_at.y;
    flinch_panel(ui, c, *panel, ImVec2(seats_at.x, y), seats_size.x);
  }
}

}  // namespace flipside::ui::flinchui
