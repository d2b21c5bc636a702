// Internal: the per-language tables, sorted by key at first use.
#pragma once

#include <span>
#include <string_view>

namespace flipside::i18n {

struct Entry {
  std::string_view key;
  std::string_view text;
};

// Each area keeps its own part of a language's table; render.cpp merges
// them into one table per language.
std::span<const Entry> english_core_table();   // text_en.cpp: scripts, engines
std::span<const Entry> spanish_core_table();   // text_es.cpp
std::span<const Entry> english_store_table();  // text_store.cpp: storage messages
std::span<const Entry> spanish_store_table();
std::span<const Entry> english_ui_table();     // text_ui.cpp: the app's labels
std::span<const Entry> spanish_ui_table();
std::span<const Entry> english_stats_table();  // text_stats.cpp: the statistics' newer labels
std::span<const Entry> spanish_stats_table();
std::span<const Entry> english_page_table();   // text_page.cpp: the page on phones
std::span<const Entry> spanish_page_table();
std::span<const Entry> english_league_table();  // text_league.cpp: the league folder in the app
std::span<const Entry> spanish_league_table();
std::span<const Entry> english_web_table();  // text_web.cpp: the app in a browser
std::span<const Entry> spanish_web_table();

}  // namespace flipside::i18n
