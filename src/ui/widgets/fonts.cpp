#include "ui/widgets/fonts.hpp"

#include <cstdio>

namespace flipside::ui {
namespace {

// Latin-1 (á é í ó ú ñ ¿ ¡ ×) plus the symbols in rich_icons(), as ImGui
// glyph ranges (pairs, zero-terminated). Namespace scope: the atlas keeps a
// pointer to it until it is built.
constexpr ImWchar kGlyphRanges[] = {
    0x0020, 0x00FF,  // Basic Latin + Latin-1 Supplement
    0x2013, 0x2014,  // – —
    0x2022, 0x2022,  // •
    0x2026, 0x2026,  // …
    0x2190, 0x2193,  // ← ↑ → ↓
    0x21B6, 0x21BB,  // ↶ ↷ ↺ ↻
    0x21E7, 0x21E7,  // ⇧
    0x2212, 0x2212,  // −
    0x2248, 0x2248,  // ≈
    0x2302, 0x2302,  // ⌂
    0x232B, 0x232B,  // ⌫ (the number pad, ui/widgets/number_pad.cpp)
    0x23CE, 0x23CE,  // ⏎
    0x2460, 0x2462,  // ① ② ③
    0x25B2, 0x25B2,  // ▲
    0x25B6, 0x25B6,  // ▶
    0x25BC, 0x25BC,  // ▼
    0x25C0, 0x25C0,  // ◀
    0x25C6, 0x25C6,  // ◆ (the shuffle check's gauges)
    0x25CB, 0x25CB,  // ○
    0x25CF, 0x25CF,  // ●
    0x2605, 0x2605,  // ★
    0x2665, 0x2665,  // ♥
    0x2699, 0x2699,  // ⚙
    0x26A0, 0x26A0,  // ⚠
    0x270E, 0x270E,  // ✎
    0x2713, 0x2713,  // ✓
    0x2715, 0x2715,  // ✕
    0x2717, 0x2717,  // ✗
    0x2744, 0x2744,  // ❄
    0,
};

constexpr Icons kRich = {
    "\xE2\x9D\x84",  // ❄ freeze
    "\xE2\x91\xA2",  // ③ flip three
    "\xE2\x99\xA5",  // ♥ second chance
    "\xE2\x97\x8F",  // ● active
    "\xE2\x9C\x93",  // ✓ stayed
    "\xE2\x9C\x97",  // ✗ busted
    "\xE2\x98\x85",  // ★ a win, a perfect round
    "\xE2\x9D\x84",  // ❄ frozen
    "\xE2\x80\xA2",  // • dealer
    "\xE2\x96\xB6",  // ▶ next
    "\xE2\x86\x90",  // ← target
    "\xE2\x86\xB6",  // ↶ undo
    "\xE2\x86\xB7",  // ↷ redo
    "\xE2\x8C\x82",  // ⌂ home
    "\xE2\x9A\x99",  // ⚙ settings
    "?",
    "\xE2\x96\xB2",  // ▲
    "\xE2\x96\xBC",  // ▼
    "\xE2\x9C\x95",  // ✕
    "\xE2\x9A\xA0",  // ⚠
    "\xE2\x98\x85",  // ★
    "\xE2\x86\xBB",  // ↻ reshuffle
    "\xE2\x9C\x93",  // ✓
    "\xE2\x88\x92",  // − minus
    "\xE2\x97\x8B",  // ○ off
    "\xE2\x9C\x8E",  // ✎ edit
    "\xE2\x97\x80",  // ◀ previous
};

constexpr Icons kAscii = {
    "*", "3x", "<3", "o", "=", "X", "7!", "*", "D", ">", "<-", "<", ">", "H", "=", "?", "^", "v", "x", "!", "*", "~", "v", "-", "o", "*", "<",
};

}  // namespace

const Icons& rich_icons() { return kRich; }
const Icons& ascii_icons() { return kAscii; }

Fonts build_fonts(ImFontAtlas& atlas, const char* ttf_path, float scale, float framebuffer_scale) {
  atlas.Clear();
  Fonts fonts;
  const float raster = scale * framebuffer_scale;
  bool have_file = false;
  if (ttf_path && *ttf_path) {
    if (std::FILE* f = std::fopen(ttf_path, "rb")) {
      std::fclose(f);
      have_file = true;
    }
  }
  auto add = [&](float px) -> ImFont* {
    if (have_file) {
      ImFontConfig config;
      config.OversampleH = 2;  // 2×1 is sharp enough at these sizes and keeps the atlas small
      config.OversampleV = 1;
      return atlas.AddFontFromFileTTF(ttf_path, px * raster, &config, kGlyphRanges);
    }
    ImFontConfig config;
    config.SizePixels = px * raster;
    return atlas.AddFontDefault(&config);
  };
  fonts.body = add(kBodyPx);  // first = ImGui's default font
  fonts.small = add(kSmallPx);
  fonts.large = add(kLargePx);
  fonts.huge = add(kHugePx);
  fonts.dejavu = have_file && fonts.body && fonts.huge;
  if (!fonts.dejavu) {
    atlas.Clear();
    have_file = false;
    fonts.body = add(kBodyPx);
    fonts.small = add(kSmallPx);
    fonts.large = add(kLargePx);
    fonts.huge = add(kHugePx);
  }
  fonts.icons = fonts.dejavu ? &kRich : &kAscii;
  // On a display with more pixels than window units (a tablet's browser at
  // 2× or 3×) the glyphs are rasterized at that density but measured in
  // window units: every FontSize, metric and quad divided by the ratio, the
  // atlas left sharp. So code that sizes text by a font's FontSize lays out
  // the same as at 1×, and no global font scale is needed (AppFrame).
  if (framebuffer_scale > 1.0f) {
    atlas.Build();
    for (ImFont* font : atlas.Fonts) {
      font->FontSize /= framebuffer_scale;
      font->Ascent /= framebuffer_scale;
      font->Descent /= framebuffer_scale;
      for (ImFontGlyph& g : font->Glyphs) {
        g.X0 /= framebuffer_scale;
        g.Y0 /= framebuffer_scale;
        g.X1 /= framebuffer_scale;
        g.Y1 /= framebuffer_scale;
        g.AdvanceX /= framebuffer_scale;
      }
      font->BuildLookupTable();
    }
  }
  return fonts;
}

}  // namespace flipside::ui
