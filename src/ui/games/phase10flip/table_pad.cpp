// The Phase 10 Flip table's pad (table_parts.hpp): the cards of the side in
// play, the tray of picked cards with Lay down, the ways a tray can be laid
// down when there are several, and what the table said.
#include <algorithm>
#include <cmath>

#include "games/phase10flip/cards.hpp"
#include "ui/games/phase10flip/card_art.hpp"
#include "ui/games/phase10flip/entries.hpp"
#include "ui/games/phase10flip/hand_over.hpp"
#include "ui/games/phase10flip/prompt.hpp"
#include "ui/games/phase10flip/table_parts.hpp"

namespace flipside::ui::p10ui {

using phase10flip::Card;
using phase10flip::GroupKind;
using phase10flip::Side;

namespace {

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
const std::vector<CardGroups>* tray_ways(const phase10flip::Phase10FlipGame& game, ViewState& view,
                                         const TableView& tv, Judgement& verdict) {
  if (view.picked.empty() || tv.finished || is_hit(view, tv)) return nullptr;
  verdict = judge(game, phase_line(game, view.chosen, view.picked));
  if (!verdict.accepted) return nullptr;
  return &tray_groupings(view, game.engine().phase_of(view.chosen));
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

}  // namespace

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

}  // namespace flipside::ui::p10ui
