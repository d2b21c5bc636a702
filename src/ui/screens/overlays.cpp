// Over every screen: the big feedback banners (GameUi::banner) and the
// popups (a rejected entry, an error, the database problem, the keys).
#include <algorithm>
#include <cmath>
#include <string>
#include <vector>

#include "core/game_info.hpp"
#include "ui/shell/keymap.hpp"
#include "ui/widgets/page_code.hpp"
#include "ui/screens/screens.hpp"
#include "ui/widgets/qr_code.hpp"
#include "ui/widgets/widgets.hpp"

namespace flipside::ui {
namespace {

ImU32 with_alpha(ImU32 c, float alpha) {
  ImVec4 v = ImGui::ColorConvertU32ToFloat4(c);
  v.w *= alpha;
  return ImGui::ColorConvertFloat4ToU32(v);
}

constexpr ImGuiWindowFlags kOverlayFlags = ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoSavedSettings |
                                           ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoNav;

void popup_buttons_ok(const Ui& ui) {
  if (button(ui, "popup.ok", ui.tr("ui.ok") + "  (Enter)", ImVec2(-1, ui.m.touch * 1.2f), Tone::kPrimary))
    ui.emit(intent::DismissPopup{});
}

// The entries behind a rejection (a card whose every copy is already
// entered): each one in words, with its round, and a tap to go and change it.
void entries_behind(const Ui& ui, const Controller& c, const std::vector<std::size_t>& entries) {
  if (entries.empty() || !c.stored_game()) return;
  ImGui::Spacing();
  ImGui::TextWrapped("%s", ui.tr("ui.edit.behind").c_str());
  const std::vector<LogRow> rows = log_rows(ui, c);
  for (std::size_t index : entries) {
    if (index >= rows.size()) continue;
    std::string id = "popup.entry.";
    id.append(std::to_string(index));
    const std::string label = std::string(ui.icons.edit) + "  " +
                              ui.tr.f(round_key(find_game(c.stored_game()->session().header().game), "ui.edit.behind_entry"),
                                      static_cast<long long>(index) + 1, rows[index].round, rows[index].text);
    if (button(ui, id.c_str(), label, ImVec2(-1, 0))) ui.emit(intent::EditEntry{index});
  }
}

// At a hand's end whose cards left the phones send (issue 23): each awaited
// player, with a check once their phone has sent them (the form then holds
// their cards and points; the table still confirms).
void phone_hand_lines(const Ui& ui, const Controller& c) {
  const auto& hand = c.phone_hand();
  if (!hand || !c.game()) return;
  const auto& players = c.game()->session().header().players;
  ImGui::TextWrapped("%s", ui.tr("ui.phones.hand_title").c_str());
  std::string line;
  for (int seat : hand->awaited) {
    const bool sent = std::find(hand->sent.begin(), hand->sent.end(), seat) != hand->sent.end();
    if (!line.empty()) line.append("   ");
    const std::string name = ui.tr.name(players[static_cast<std::size_t>(seat)]);
    line.append(sent ? std::string(ui.icons.check) + " " + ui.tr.f("ui.phones.hand_sent", name)
                     : ui.tr.f("ui.phones.hand_waiting", name));
  }
  ImGui::TextWrapped("%s", line.c_str());
  ImGui::Spacing();
}
}  // namespace

namespace {

// One banner, `width` wide at `a`: its title large, its sentence under it.
// With `max_h` > 0 it keeps to that height: the title shrinks first (down to
// the large font); where even that does not fit, the banner is a strip, its
// title and sentence one paragraph in the body font (the small one if need
// be), as on the winner screen. Returns its height.
float banner_box(const Ui& ui, ImDrawList* draw, const Banner& b, ImVec2 a, float width, float max_h, float alpha) {
  const BannerLook& l = b.look;
  const std::string title = std::string(ui.icons.*l.icon) + "  " + ui.tr(l.title_key);
  const std::string sentence = ui.tr(b.message);
  const float pad = (max_h > 0 ? 8.0f : 16.0f) * ui.m.scale;
  const float line_gap = (max_h > 0 ? 2.0f : 6.0f) * ui.m.scale;
  const float rounding = (max_h > 0 ? 8.0f : 14.0f) * ui.m.scale;
  // The text wraps inside the box's own padding (ImGui's wrap may run a
  // pixel or two long).
  const float inner = width - pad * 2 - 4.0f * ui.m.scale;
  ImFont* big = ui.fonts.huge;
  ImFont* words = ui.fonts.body;
  float big_size = big->FontSize;
  const float tw = big->CalcTextSizeA(big_size, FLT_MAX, 0, title.c_str()).x;
  if (tw > inner) big_size *= inner / tw;  // a long Spanish title shrinks rather than spills
  const ImVec2 ss = words->CalcTextSizeA(words->FontSize, FLT_MAX, inner, sentence.c_str());
  float height = pad * 2 + big_size + line_gap + ss.y;
  if (max_h > 0 && height > max_h) big_size = std::min(big_size, max_h - pad * 2 - line_gap - ss.y);
  const bool strip = max_h > 0 && big_size < ui.fonts.large->FontSize;
  // Opaque in a place of its own: what it covers there (words) must not
  // show through and mix with its own.
  const ImU32 fill = with_alpha(ui.pal.*l.colour, (max_h > 0 ? 1.0f : 0.96f) * alpha);
  const ImU32 ink = with_alpha(ui.pal.banner_text, alpha);
  if (strip) {
    const std::string text = title + "  \xC2\xB7  " + sentence;
    ImFont* font = ui.fonts.body;
    ImVec2 ts = font->CalcTextSizeA(font->FontSize, FLT_MAX, inner, text.c_str());
    if (pad * 2 + ts.y > max_h) {
      font = ui.fonts.small;
      ts = font->CalcTextSizeA(font->FontSize, FLT_MAX, inner, text.c_str());
    }
    height = std::max(pad * 2 + ts.y, max_h);  // the whole place: nothing under it peeks out
    const ImVec2 bmax(a.x + width, a.y + height);
    draw->AddRectFilled(a, bmax, fill, rounding);
    draw->AddRect(a, bmax, with_alpha(IM_COL32(255, 255, 255, 200), alpha), rounding, 0, 2.0f * ui.m.scale);
    draw->AddText(font, font->FontSize, ImVec2(a.x + pad, a.y + (height - ts.y) / 2), ink, text.c_str(), nullptr, inner);
    return height;
  }
  const float content = pad * 2 + big_size + line_gap + ss.y;
  height = std::max(content, max_h);  // in a place: the whole of it, the words centred
  const float top = a.y + (height - content) / 2;
  const ImVec2 bmax(a.x + width, a.y + height);
  draw->AddRectFilled(a, bmax, fill, rounding);
  draw->AddRect(a, bmax, with_alpha(IM_COL32(255, 255, 255, 200), alpha), rounding, 0, 3.0f * ui.m.scale);
  const float real_tw = big->CalcTextSizeA(big_size, FLT_MAX, 0, title.c_str()).x;
  draw->AddText(big, big_size, ImVec2(a.x + (width - real_tw) / 2, top + pad), ink, title.c_str());
  draw->AddText(words, words->FontSize, ImVec2(a.x + std::max(pad, (width - ss.x) / 2), top + pad + big_size + line_gap),
                ink, sentence.c_str(), nullptr, inner);
  return height;
}

float banner_alpha(const Ui& ui, const Banner& b) {
  const double age = ui.now - b.shown_at;
  return static_cast<float>(std::clamp((kBannerSeconds - age) / kBannerFadeSeconds, 0.0, 1.0));
}

}  // namespace

// Banners float over the table only: they never take a tap (a card tapped
// under one is entered, RULINGS-independent issue "banners must never eat an
// entry") and fade by themselves. The round summary and the winner screen
// show the same banners in their own layout (draw_banner_strip), never over
// the results. A table that gives a banner place (nothing to tap there) has
// them there, side by side, each kept to the place's height.
void draw_banners(const Ui& ui, const Controller& c, const ViewState& view) {
  // While a past entry is changed the table shows the past, and its
  // banner place says which entry (common.cpp).
  if (c.screen() != Screen::kTable || c.editing()) return;
  std::vector<const Banner*> shown;
  for (const Banner& b : c.banners())
    if (ui.now - b.shown_at < kBannerSeconds && shown.size() < 2) shown.push_back(&b);
  if (shown.empty()) return;
  const ImGuiWindowFlags flags = kOverlayFlags | ImGuiWindowFlags_NoBackground | ImGuiWindowFlags_NoFocusOnAppearing |
                                 ImGuiWindowFlags_NoScrollbar | ImGuiWindowFlags_NoInputs;

  if (view.banner_place) {
    const auto [from, to] = *view.banner_place;
    ImGui::SetNextWindowPos(from);
    ImGui::SetNextWindowSize(ImVec2(to.x - from.x, to.y - from.y));
    ImGui::PushStyleVar(ImGuiStyleVar_WindowPadding, ImVec2(0, 0));
    ImGui::Begin("###banners", nullptr, flags);
    const float gap = ImGui::GetStyle().ItemSpacing.x;
    const float n = static_cast<float>(shown.size());
    const float w = std::floor((to.x - from.x - gap * (n - 1)) / n);
    for (std::size_t i = 0; i < shown.size(); ++i) {
      const ImVec2 a(from.x + (w + gap) * static_cast<float>(i), from.y);
      const float h = banner_box(ui, ImGui::GetWindowDrawList(), *shown[i], a, w, to.y - from.y, banner_alpha(ui, *shown[i]));
      if (ui.diag) ui.diag->areas["banner." + std::to_string(i)] = {a, ImVec2(a.x + w, a.y + h)};
    }
    ImGui::End();
    ImGui::PopStyleVar();
    return;
  }

  const float width = std::min(900.0f * ui.m.scale, ui.m.display.x * 0.94f);
  ImGui::SetNextWindowPos(ImVec2(ui.m.display.x / 2, ui.m.display.y * (ui.m.portrait ? 0.18f : 0.22f)), ImGuiCond_Always,
                          ImVec2(0.5f, 0.0f));
  ImGui::SetNextWindowSize(ImVec2(width, 0));
  ImGui::Begin("###banners", nullptr, flags | ImGuiWindowFlags_AlwaysAutoResize);
  const float box_w = width - ImGui::GetStyle().WindowPadding.x * 2;
  int i = 0;
  for (const Banner* b : shown) {
    const ImVec2 a = ImGui::GetCursorScreenPos();
    const float h = banner_box(ui, ImGui::GetWindowDrawList(), *b, a, box_w, 0.0f, banner_alpha(ui, *b));
    ImGui::PushID(i++);
    ImGui::Dummy(ImVec2(box_w, h));  // takes no input
    if (ui.diag) ui.diag->areas["banner." + std::to_string(i - 1)] = {ImGui::GetItemRectMin(), ImGui::GetItemRectMax()};
    ImGui::PopID();
  }
  ImGui::End();
}

void draw_banner_strip(const Ui& ui, const Controller& c) {
  int i = 0;
  for (const Banner& b : c.banners()) {
    if (i == 2) break;
    const std::string text = std::string(ui.icons.*b.look.icon) + "  " + ui.tr(b.look.title_key) + "  \xC2\xB7  " +
                             ui.tr(b.message);
    const float width = ImGui::GetContentRegionAvail().x;
    const float pad = 8.0f * ui.m.scale;
    ImGui::PushFont(ui.fonts.body);
    const ImVec2 ts = ImGui::CalcTextSize(text.c_str(), nullptr, false, width - pad * 2);
    const ImVec2 a = ImGui::GetCursorScreenPos();
    ImGui::GetWindowDrawList()->AddRectFilled(a, ImVec2(a.x + width, a.y + ts.y + pad * 2), ui.pal.*b.look.colour,
                                              8.0f * ui.m.scale);
    ImGui::GetWindowDrawList()->AddText(ui.fonts.body, ui.fonts.body->FontSize, ImVec2(a.x + pad, a.y + pad),
                                        ui.pal.banner_text, text.c_str(), nullptr, width - pad * 2);
    ImGui::Dummy(ImVec2(width, ts.y + pad * 2));
    ImGui::PopFont();
    ++i;
  }
}

void draw_popup(const Ui& ui, const Controller& c, ViewState& view) {
  if (!c.popup()) return;
  const Popup& popup = *c.popup();

  // Dim what is behind (the screen under it is drawn disabled).
  ImGui::SetNextWindowPos(ImVec2(0, 0));
  ImGui::SetNextWindowSize(ui.m.display);
  ImGui::PushStyleColor(ImGuiCol_WindowBg, ui.pal.dim_overlay);
  ImGui::Begin("###popup_dim", nullptr, kOverlayFlags | ImGuiWindowFlags_NoInputs);
  ImGui::End();
  ImGui::PopStyleColor();

  const float width = std::min(680.0f * ui.m.scale, ui.m.display.x * 0.92f);
  ImGui::SetNextWindowPos(ImVec2(ui.m.display.x / 2, ui.m.display.y / 2), ImGuiCond_Always, ImVec2(0.5f, 0.5f));
  ImGui::SetNextWindowSizeConstraints(ImVec2(width, 0), ImVec2(width, ui.m.display.y * 0.92f));
  ImGui::SetNextWindowFocus();
  ImGui::PushStyleVar(ImGuiStyleVar_WindowPadding, ImVec2(24.0f * ui.m.scale, 20.0f * ui.m.scale));
  ImGui::PushStyleVar(ImGuiStyleVar_WindowBorderSize, 2.0f * ui.m.scale);
  ImGui::Begin("###popup", nullptr, kOverlayFlags | ImGuiWindowFlags_AlwaysAutoResize);
  ImGui::PopStyleVar(2);

  auto title = [&](const std::string& text) {
    ImGui::PushFont(ui.fonts.large);
    ImGui::TextWrapped("%s", text.c_str());
    ImGui::PopFont();
    ImGui::Separator();
  };
  switch (popup.kind) {
    case PopupKind::kRejection:
      title(std::string(ui.icons.warning) + "  " + ui.tr("ui.popup.rejected"));
      ImGui::TextWrapped("%s", ui.tr(popup.message).c_str());
      ImGui::PushStyleColor(ImGuiCol_Text, ui.pal.text_dim);
      ImGui::TextWrapped("%s", ui.tr("ui.popup.nothing_changed").c_str());
      ImGui::PopStyleColor();
      entries_behind(ui, c, popup.entries);
      popup_buttons_ok(ui);
      break;
    case PopupKind::kConfirmEdit: {
      title(std::string(ui.icons.edit) + "  " + ui.tr("ui.edit.title"));
      if (auto index = c.editing()) {
        ImGui::PushFont(ui.fonts.large);
        ImGui::TextWrapped("%s", ui.tr.f("ui.edit.from_to", static_cast<long long>(*index) + 1,
                                         entry_being_changed(ui, c), replacement_entry(ui, c)).c_str());
        ImGui::PopFont();
      }
      ImGui::TextWrapped("%s", ui.tr(popup.message).c_str());
      const float half = (ImGui::GetContentRegionAvail().x - ImGui::GetStyle().ItemSpacing.x) / 2;
      if (button(ui, "popup.cancel", ui.tr("ui.cancel"), ImVec2(half, ui.m.touch * 1.2f))) ui.emit(intent::DismissPopup{});
      ImGui::SameLine();
      if (button(ui, "popup.confirm_edit", ui.tr("ui.edit.confirm"), ImVec2(half, ui.m.touch * 1.2f), Tone::kPrimary))
        ui.emit(intent::ConfirmEdit{});
      break;
    }
    case PopupKind::kError:
      title(std::string(ui.icons.warning) + "  " + ui.tr("ui.popup.error"));
      ImGui::TextWrapped("%s", ui.tr(popup.message).c_str());
      popup_buttons_ok(ui);
      break;
    case PopupKind::kFilesReport: {  // what an import or export did, file by file (controller_files.cpp)
      title(ui.tr("ui.files.title"));
      ImGui::TextWrapped("%s", ui.tr(popup.message).c_str());
      const std::vector<Message>& lines = c.files_report();
      if (!lines.empty()) {
        // However many files: the lines scroll, the OK button stays in view.
        const float line_h = ImGui::GetTextLineHeightWithSpacing();
        const float most = ui.m.display.y * 0.45f;
        const float wanted = line_h * (static_cast<float>(lines.size()) + 1.0f);  // a line each, and room for a wrap
        ImGui::BeginChild("popup.files", ImVec2(0, std::min(most, wanted)), true);
        ImGui::PushFont(ui.fonts.small);
        for (const Message& line : lines) ImGui::TextWrapped("%s", ui.tr(line).c_str());
        ImGui::PopFont();
        ImGui::EndChild();
      }
      popup_buttons_ok(ui);
      break;
    }
    case PopupKind::kWarning:
      title(std::string(ui.icons.warning) + "  " + ui.tr("ui.popup.warning"));
      ImGui::TextWrapped("%s", ui.tr(popup.message).c_str());
      popup_buttons_ok(ui);
      break;
    case PopupKind::kDatabase:
      title(std::string(ui.icons.warning) + "  " + ui.tr("ui.db.title"));
      ImGui::TextWrapped("%s", ui.tr(popup.message).c_str());
      if (!c.fresh_db_path().empty()) {
        // The store's sentence already names the fresh file.
        if (button(ui, "popup.fresh", ui.tr("ui.db.use_fresh"), ImVec2(-1, 0), Tone::kPrimary))
          ui.emit(intent::UseFreshDatabase{});
      }
      if (button(ui, "popup.memory", ui.tr("ui.db.without_saving"), ImVec2(-1, 0))) ui.emit(intent::PlayWithoutSaving{});
      if (button(ui, "popup.quit", ui.tr("ui.home.quit"), ImVec2(-1, 0), Tone::kDanger)) ui.emit(intent::Quit{});
      break;
    case PopupKind::kConfirmAbandon: {
      title(std::string(ui.icons.warning) + "  " + ui.tr("ui.abandon.title"));
      ImGui::TextWrapped("%s", ui.tr(popup.message).c_str());
      const float half = (ImGui::GetContentRegionAvail().x - ImGui::GetStyle().ItemSpacing.x) / 2;
      if (button(ui, "popup.cancel", ui.tr("ui.cancel"), ImVec2(half, ui.m.touch * 1.2f))) ui.emit(intent::DismissPopup{});
      ImGui::SameLine();
      if (button(ui, "popup.abandon", ui.tr("ui.abandon.confirm"), ImVec2(half, ui.m.touch * 1.2f), Tone::kDanger))
        ui.emit(intent::ConfirmAbandon{});
      break;
    }
    case PopupKind::kConfirmReopen: {
      title(std::string(ui.icons.warning) + "  " + ui.tr("ui.reopen.title"));
      ImGui::TextWrapped("%s", ui.tr(popup.message).c_str());
      const float half = (ImGui::GetContentRegionAvail().x - ImGui::GetStyle().ItemSpacing.x) / 2;
      if (button(ui, "popup.cancel", ui.tr("ui.cancel"), ImVec2(half, ui.m.touch * 1.2f))) ui.emit(intent::DismissPopup{});
      ImGui::SameLine();
      if (button(ui, "popup.reopen", ui.tr("ui.reopen.confirm"), ImVec2(half, ui.m.touch * 1.2f), Tone::kDanger))
        ui.emit(intent::ConfirmReopen{});
      break;
    }
    case PopupKind::kConfirmDelete: {  // History: the game named, then Cancel or Delete
      title(std::string(ui.icons.warning) + "  " + ui.tr("ui.history.delete.title"));
      ImGui::TextWrapped("%s", ui.tr(popup.message).c_str());
      ImGui::PushStyleColor(ImGuiCol_Text, ui.pal.text_dim);
      ImGui::TextWrapped("%s", ui.tr("ui.history.delete.undo_hint").c_str());
      ImGui::PopStyleColor();
      const float half = (ImGui::GetContentRegionAvail().x - ImGui::GetStyle().ItemSpacing.x) / 2;
      if (button(ui, "popup.cancel", ui.tr("ui.cancel"), ImVec2(half, ui.m.touch * 1.2f))) ui.emit(intent::DismissPopup{});
      ImGui::SameLine();
      if (button(ui, "popup.delete", std::string(ui.icons.remove) + "  " + ui.tr("ui.history.delete.confirm"),
                 ImVec2(half, ui.m.touch * 1.2f), Tone::kDanger))
        ui.emit(intent::ConfirmDelete{});
      break;
    }
    case PopupKind::kPhones: {  // the table bar's Phones: the page's code over the table
      title(ui.tr("ui.settings.phones"));
      phone_hand_lines(ui, c);
      // The popup's height is at most 92 % of the screen: the code takes
      // what the title, words and buttons leave.
      draw_page_code(ui, c.page_share(), "popup.qr", ui.m.display.y * (c.phone_hand() ? 0.38f : 0.45f));
      const float half = (ImGui::GetContentRegionAvail().x - ImGui::GetStyle().ItemSpacing.x) / 2;
      if (button(ui, "popup.phones_stop", ui.tr("ui.phones.stop"), ImVec2(half, ui.m.touch * 1.2f)))
        ui.emit(intent::SetSharing{false});
      ImGui::SameLine();
      if (button(ui, "popup.ok", ui.tr("ui.ok") + "  (Enter)", ImVec2(half, ui.m.touch * 1.2f), Tone::kPrimary))
        ui.emit(intent::DismissPopup{});
      break;
    }
    case PopupKind::kBgStats: {  // the finished game's BG Stats link (controller_bgstats.cpp)
      title(ui.tr("ui.bgstats.title"));
      // What the title, the words and the buttons leave of the popup's 92 %
      // of the screen goes to the code: the link is long (every player's
      // name and score), so its modules need the room to be read.
      const float words_h = ImGui::GetTextLineHeightWithSpacing() * 3.0f + ui.m.touch * 1.2f;
      const float side = std::min(ImGui::GetContentRegionAvail().x, ui.m.display.y * 0.92f - words_h -
                                                                        ui.fonts.large->FontSize * 2.0f - 60.0f * ui.m.scale);
      const auto code = make_qr(c.bgstats_link());
      if (code && side > 0.0f) {
        const float left = std::floor((ImGui::GetContentRegionAvail().x - side) / 2);
        ImGui::SetCursorPosX(ImGui::GetCursorPosX() + left);
        const ImVec2 at = ImGui::GetCursorScreenPos();
        draw_qr(ImGui::GetWindowDrawList(), at, side, *code);
        ImGui::Dummy(ImVec2(side, side));
        if (ui.diag) ui.diag->areas["popup.bgstats_qr"] = {at, ImVec2(at.x + side, at.y + side)};
      }
      ImGui::TextWrapped("%s", ui.tr(code ? popup.message : msg("ui.bgstats.here")).c_str());
      const float half = (ImGui::GetContentRegionAvail().x - ImGui::GetStyle().ItemSpacing.x) / 2;
      if (button(ui, "popup.cancel", ui.tr("ui.cancel"), ImVec2(half, ui.m.touch * 1.2f))) ui.emit(intent::DismissPopup{});
      ImGui::SameLine();
      if (button(ui, "popup.bgstats_open", ui.tr("ui.bgstats.open"), ImVec2(half, ui.m.touch * 1.2f), Tone::kPrimary))
        ui.emit(intent::OpenBgStats{});
      break;
    }
    case PopupKind::kConfirmEmptyBin: {  // the bin: how many go for good, then Cancel or Empty
      title(std::string(ui.icons.warning) + "  " + ui.tr("ui.bin.empty_title"));
      ImGui::TextWrapped("%s", ui.tr(popup.message).c_str());
      const float half = (ImGui::GetContentRegionAvail().x - ImGui::GetStyle().ItemSpacing.x) / 2;
      if (button(ui, "popup.cancel", ui.tr("ui.cancel"), ImVec2(half, ui.m.touch * 1.2f))) ui.emit(intent::DismissPopup{});
      ImGui::SameLine();
      if (button(ui, "popup.empty_bin", std::string(ui.icons.remove) + "  " + ui.tr("ui.bin.empty_confirm"),
                 ImVec2(half, ui.m.touch * 1.2f), Tone::kDanger))
        ui.emit(intent::ConfirmEmptyBin{});
      break;
    }
    case PopupKind::kRenamePlayer: draw_rename_popup(ui, c, view); break;
    case PopupKind::kRenameDevice: draw_device_rename_popup(ui, c, view); break;
    case PopupKind::kMergePlayer: draw_merge_popup(ui, c); break;
    case PopupKind::kConfirmMerge: draw_confirm_merge_popup(ui, c); break;
    case PopupKind::kHelp:
      title(ui.tr("ui.keys.title"));
      keys_table(ui, "popup.keys", c);
      popup_buttons_ok(ui);
      break;
  }
  ImGui::End();
}

}  // namespace flipside::ui
