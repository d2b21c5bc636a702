// A past round replayed entry by entry (issue 13): a strip saying where the
// replay is ("Round 3 · entry 5 of 12 · Ana: 7", the entry in the game's own
// words, GameUi::describe_entry), the steps and Close, above the game's own
// table drawn as it was then (Controller::game() is the replay). The table
// is read-only: what it would enter is refused with a sentence, shown here.
#include <algorithm>
#include <string>
#include <vector>

#include "core/game_info.hpp"
#include "ui/screens/screens.hpp"
#include "ui/widgets/widgets.hpp"

namespace flipside::ui {
namespace {

std::string where(const Ui& ui, const Controller& c, const RoundReplay& r) {
  const GameInfo* info = find_game(r.session().header().game);
  const auto count = static_cast<long long>(r.count());
  if (!r.shown_entry() || !r.before_shown())
    return ui.tr.f(round_key(info, "ui.replay.at_start"), r.round(), count);
  const GameUi* game_ui = c.game_ui();
  const std::string entry = game_ui ? game_ui->describe_entry(ui, *r.before_shown(), *r.shown_entry())
                                    : r.shown_entry()->dump();
  return ui.tr.f(round_key(info, "ui.replay.at"), r.round(), static_cast<long long>(r.position()), count, entry);
}

struct StepButton {
  const char* id;
  std::string label;
  Intent intent;
  bool enabled;
  float width = 0;
};

// The buttons in one row when they fit, otherwise the steps (previous,
// next, close) above the jumps (start, end); each row shares its width.
float step_rows(const Ui& ui, std::vector<StepButton>& buttons, float width) {
  const float gap = ImGui::GetStyle().ItemSpacing.x;
  const float pad = ImGui::GetStyle().FramePadding.x * 2 + 8.0f * ui.m.scale;
  float natural = 0;
  for (StepButton& b : buttons) {
    b.width = std::max(ui.m.touch * 1.5f, ImGui::CalcTextSize(b.label.c_str()).x + pad);
    natural += b.width;
  }
  natural += gap * static_cast<float>(buttons.size() - 1);
  std::vector<std::vector<StepButton*>> rows;
  if (natural <= width) {
    rows.push_back({});
    for (StepButton& b : buttons) rows.back().push_back(&b);
  } else {
    rows = {{&buttons[0], &buttons[1], &buttons[4]}, {&buttons[2], &buttons[3]}};
  }
  const float h = ui.m.touch;
  for (const auto& row : rows) {
    const float each = (width - gap * static_cast<float>(row.size() - 1)) / static_cast<float>(row.size());
    for (std::size_t i = 0; i < row.size(); ++i) {
      if (i) ImGui::SameLine();
      const StepButton& b = *row[i];
      const Tone tone = std::string(b.id) == "replay.close" ? Tone::kPrimary : Tone::kNormal;
      if (button(ui, b.id, b.label, ImVec2(each, h), tone, b.enabled)) ui.emit(b.intent);
    }
  }
  return static_cast<float>(rows.size()) * (h + ImGui::GetStyle().ItemSpacing.y);
}

void replay_strip(const Ui& ui, const Controller& c, const RoundReplay& r) {
  const GameInfo* info = find_game(r.session().header().game);
  const float pad = 8.0f * ui.m.scale;
  const float width = ImGui::GetContentRegionAvail().x;
  const ImVec2 a = ImGui::GetCursorScreenPos();
  ImDrawList* draw = ImGui::GetWindowDrawList();
  // The background goes under what is drawn next: split the draw list.
  draw->ChannelsSplit(2);
  draw->ChannelsSetCurrent(1);
  const std::string text = std::string(ui.icons.next) + "  " + where(ui, c, r);
  const ImVec2 size = draw_text(ui, draw, ui.fonts.body, ui.fonts.body->FontSize, ImVec2(a.x + pad, a.y + pad),
                                ui.pal.banner_text, text, width - pad * 2);
  float y = a.y + pad + size.y + pad;
  if (c.replay_note()) {
    const std::string why = std::string(ui.icons.warning) + "  " + ui.tr(*c.replay_note());
    const ImVec2 s = draw_text(ui, draw, ui.fonts.body, ui.fonts.body->FontSize, ImVec2(a.x + pad, y),
                               ui.pal.banner_text, why, width - pad * 2);
    if (ui.diag) ui.diag->areas["replay.why"] = {ImVec2(a.x + pad, y), ImVec2(a.x + pad + s.x, y + s.y)};
    y += s.y + pad;
  }
  ImGui::SetCursorScreenPos(ImVec2(a.x + pad, y));
  std::vector<StepButton> buttons = {
      {"replay.previous", std::string(ui.icons.previous) + " " + ui.tr("ui.replay.previous"), intent::ReplayStep{-1},
       r.position() > 0},
      {"replay.next", ui.tr("ui.replay.next") + " " + ui.icons.next, intent::ReplayStep{1}, r.position() < r.count()},
      {"replay.start", ui.tr(round_key(info, "ui.replay.start")), intent::ReplayTo{false}, r.position() > 0},
      {"replay.end", ui.tr(round_key(info, "ui.replay.end")), intent::ReplayTo{true}, r.position() < r.count()},
      {"replay.close", ui.tr("ui.replay.close"), intent::CloseReplay{}, true},
  };
  y += step_rows(ui, buttons, width - pad * 2);
  const ImVec2 b(a.x + width, y);
  draw->ChannelsSetCurrent(0);
  draw->AddRectFilled(a, b, ui.pal.info, 8.0f * ui.m.scale);
  draw->ChannelsMerge();
  if (ui.diag) ui.diag->areas["replay.strip"] = {a, b};
  ImGui::SetCursorScreenPos(ImVec2(a.x, y + ImGui::GetStyle().ItemSpacing.y));
  ImGui::Dummy(ImVec2(0, 0));
}

}  // namespace

void draw_replay(const Ui& ui, const Controller& c, ViewState& view) {
  const RoundReplay* r = c.replay();
  const GameUi* game_ui = c.game_ui();
  if (!r || !game_ui) {
    if (button(ui, "replay.close", ui.tr("ui.replay.close"))) ui.emit(intent::CloseReplay{});
    return;
  }
  replay_strip(ui, c, *r);
  // At the end of a finished round the game has moved on to the next one,
  // whose table is empty: the round's own results show instead, as the
  // table saw them when it ended (issue 21).
  // (The rounds are built only there, not every frame of every step.)
  const Game& game = r->session().game();
  const std::vector<RoundSummary> rounds = r->position() == r->count() ? game.rounds() : std::vector<RoundSummary>{};
  if (r->round() >= 1 && static_cast<std::size_t>(r->round()) <= rounds.size()) {
    const RoundSummary& round = rounds[static_cast<std::size_t>(r->round()) - 1];
    const GameInfo* info = find_game(game.header().game);
    ImGui::PushFont(ui.fonts.large);
    text_centered(ui.tr.f(round_key(info, "ui.summary.title"), round.round));
    ImGui::PopFont();
    if (ui.diag) ui.diag->note_rect("replay.round_end");
    draw_round_results(ui, game, round, ImGui::GetContentRegionAvail());
    return;
  }
  game_ui->draw_table(ui, c, view);
}

}  // namespace flipside::ui
