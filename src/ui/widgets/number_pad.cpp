#include "ui/widgets/number_pad.hpp"

#include <algorithm>
#include <cmath>

#include "ui/widgets/widgets.hpp"

namespace flipside::ui {
namespace {

constexpr int kKeysPerRow = 6;
constexpr int kRows = 2;
// A number that long is no score of a hand: more digits are refused.
constexpr int kMostDigits = 5;

void keyboard_presses(std::vector<PadPress>& out) {
  const ImGuiIO& io = ImGui::GetIO();
  if (io.WantTextInput) return;  // a text field has the keyboard
  for (ImWchar ch : io.InputQueueCharacters)
    if (ch >= '0' && ch <= '9') out.push_back(PadPress{static_cast<int>(ch - '0')});
  auto pressed = [&](ImGuiKey key) {
    const int index = io.KeyMap[key];
    return index >= 0 && ImGui::IsKeyPressed(index, true);
  };
  if (pressed(ImGuiKey_Backspace)) out.push_back(PadPress{-1, true});
  if (pressed(ImGuiKey_Enter) || pressed(ImGuiKey_KeyPadEnter)) out.push_back(PadPress{-1, false, true});
}

}  // namespace

float number_pad_height(const Ui& ui) { return kRows * ui.m.touch + (kRows - 1) * ImGui::GetStyle().ItemSpacing.y; }

std::vector<PadPress> number_pad(const Ui& ui, const std::string& id, float width, bool keyboard) {
  std::vector<PadPress> out;
  const float gap = ImGui::GetStyle().ItemSpacing.x;
  const float w = std::max(std::floor((width - gap * (kKeysPerRow - 1)) / kKeysPerRow), ui.m.touch);
  // ⌫ and ⏎ are in DejaVu; the built-in font has only ASCII.
  const char* back = ui.fonts.dejavu ? "\xE2\x8C\xAB" : "<-";
  const char* enter = ui.fonts.dejavu ? "\xE2\x8F\x8E" : "OK";
  const int order[kKeysPerRow * kRows] = {1, 2, 3, 4, 5, 6, 7, 8, 9, 0, -1, -2};
  for (int i = 0; i < kKeysPerRow * kRows; ++i) {
    if (i % kKeysPerRow) ImGui::SameLine();
    const int key = order[i];
    if (key >= 0) {
      const std::string key_id = id + "." + std::to_string(key);
      if (button(ui, key_id.c_str(), std::to_string(key), ImVec2(w, 0), Tone::kNormal, true, ui.fonts.large))
        out.push_back(PadPress{key});
    } else if (key == -1) {
      if (button(ui, (id + ".back").c_str(), back, ImVec2(w, 0), Tone::kNormal, true, ui.fonts.large))
        out.push_back(PadPress{-1, true});
    } else if (button(ui, (id + ".enter").c_str(), enter, ImVec2(w, 0), Tone::kPrimary, true, ui.fonts.large)) {
      out.push_back(PadPress{-1, false, true});
    }
  }
  if (keyboard) keyboard_presses(out);
  return out;
}

int PadFocus::field(const std::vector<int>& fields) const {
  if (fields.empty()) return -1;
  auto it = vs_.picks.find(key_);
  if (it != vs_.picks.end() && std::find(fields.begin(), fields.end(), it->second) != fields.end()) return it->second;
  return fields.front();
}

void PadFocus::choose(int field) {
  vs_.picks[key_] = field;
  vs_.picks[key_ + ".fresh"] = 1;
}

bool PadFocus::apply(const PadPress& press, std::vector<int>& values, const std::vector<int>& fields, int most) {
  const int f = field(fields);
  if (f < 0 || f >= static_cast<int>(values.size())) return press.enter;
  // The field shown is the field typed into, also before any tap chose it.
  if (vs_.picks.find(key_) == vs_.picks.end()) choose(f);
  int& fresh = vs_.picks[key_ + ".fresh"];
  int& value = values[f];
  if (press.digit >= 0) {
    const long long next = fresh ? press.digit : static_cast<long long>(value) * 10 + press.digit;
    if (next <= most && std::to_string(next).size() <= static_cast<std::size_t>(kMostDigits)) value = static_cast<int>(next);
    fresh = 0;
  } else if (press.back) {
    value /= 10;
    fresh = 0;
  } else if (press.enter) {
    auto it = std::find(fields.begin(), fields.end(), f);
    if (it == fields.end() || std::next(it) == fields.end()) return true;
    choose(*std::next(it));
  }
  return false;
}

void total_after(const Ui& ui, const std::string& name, int total, int points, float width) {
  bool fits = false;
  std::string line = ui.tr.f("ui.pad.total_after", name, total, points, total + points);
  ImFont* font = fitting_font(ui, ui.fonts.body, line, width, &fits);
  if (!fits) {
    // The figures whole: the name gives way.
    const std::string figures = ui.tr.f("ui.pad.total_after", "", total, points, total + points);
    const float figures_w = font->CalcTextSizeA(font->FontSize, FLT_MAX, 0.0f, figures.c_str()).x;
    ImGui::PushFont(font);
    line = ui.tr.f("ui.pad.total_after", ellipsize(name, width - figures_w), total, points, total + points);
    ImGui::PopFont();
  }
  const ImVec2 pos = ImGui::GetCursorScreenPos();
  draw_text(ui, ImGui::GetWindowDrawList(), font, font->FontSize, pos, ui.pal.text, line);
  ImGui::Dummy(ImVec2(width, ui.fonts.body->FontSize));
}

bool pad_field(const Ui& ui, const std::string& id, const std::string& shown, bool focused, ImVec2 size) {
  return button(ui, id.c_str(), shown, size, focused ? Tone::kSelected : Tone::kNormal, true, ui.fonts.large);
}

}  // namespace flipside::ui
