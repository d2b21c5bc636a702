#include <algorithm>
#include <vector>

#include "core/game_info.hpp"
#include "core/i18n/lang.hpp"
#include "core/i18n/text_table.hpp"

namespace flipside {
namespace {

struct SortedTable {
  std::vector<i18n::Entry> entries;
  // The shared parts plus each game's own table (core/game_info.hpp).
  SortedTable(std::initializer_list<std::span<const i18n::Entry>> parts,
              std::span<const i18n::Entry> (*GameInfo::*game_part)()) {
    for (auto part : parts) entries.insert(entries.end(), part.begin(), part.end());
    for (const GameInfo& game : all_games())
      if (auto table = game.*game_part) {
        auto part = table();
        entries.insert(entries.end(), part.begin(), part.end());
      }
    std::sort(entries.begin(), entries.end(),
              [](const i18n::Entry& a, const i18n::Entry& b) { return a.key < b.key; });
  }
  const i18n::Entry* find(std::string_view key) const {
    auto it = std::lower_bound(entries.begin(), entries.end(), key,
                               [](const i18n::Entry& e, std::string_view k) { return e.key < k; });
    return (it != entries.end() && it->key == key) ? &*it : nullptr;
  }
};

// Built once, read-only afterwards: safe to share between threads.
const SortedTable& table_for(Lang lang) {
  static const SortedTable english(
      {i18n::english_core_table(), i18n::english_store_table(), i18n::english_ui_table(), i18n::english_stats_table(),
       i18n::english_page_table(), i18n::english_league_table(), i18n::english_web_table()},
      &GameInfo::english_text);
  static const SortedTable spanish(
      {i18n::spanish_core_table(), i18n::spanish_store_table(), i18n::spanish_ui_table(), i18n::spanish_stats_table(),
       i18n::spanish_page_table(), i18n::spanish_league_table(), i18n::spanish_web_table()},
      &GameInfo::spanish_text);
  return lang == Lang::kSpanish ? spanish : english;
}

std::string render_arg(const Arg& arg, Lang lang) {
  switch (arg.kind) {
    case Arg::Kind::kText: return arg.text;
    case Arg::Kind::kNumber: return std::to_string(arg.number);
    case Arg::Kind::kDecimal: return decimal_text(arg.text, lang);
    case Arg::Kind::kCard: return card_name(arg.text, lang);
    case Arg::Kind::kList: {
      std::string out;
      for (size_t i = 0; i < arg.list.size(); ++i) {
        if (i > 0) out += (i + 1 == arg.list.size()) ? std::string(text("list.and", lang)) : ", ";
        out += render(arg.list[i], lang);
      }
      return out;
    }
  }
  return {};
}

}  // namespace

Lang lang_from_code(std::string_view code) {
  return (code.size() >= 2 && (code[0] == 'e' || code[0] == 'E') && (code[1] == 's' || code[1] == 'S'))
             ? Lang::kSpanish
             : Lang::kEnglish;
}

std::string decimal_text(std::string figure, Lang lang) {
  if (lang == Lang::kSpanish) std::replace(figure.begin(), figure.end(), '.', ',');  // RAE: 19,4
  return figure;
}

std::string count_text(long long count, Lang lang) {
  const std::string digits = std::to_string(count < 0 ? -count : count);
  const bool spanish = lang == Lang::kSpanish;
  const std::string separator = spanish ? "\xC2\xA0" : ",";  // U+00A0 NO-BREAK SPACE
  std::string out = count < 0 ? "-" : "";
  const bool grouped = digits.size() > (spanish ? 4u : 3u);
  for (std::size_t i = 0; i < digits.size(); ++i) {
    if (grouped && i > 0 && (digits.size() - i) % 3 == 0) out += separator;
    out += digits[i];
  }
  return out;
}

std::string_view lang_code(Lang lang) { return lang == Lang::kSpanish ? "es" : "en"; }

std::string_view text(std::string_view key, Lang lang) {
  if (const auto* e = table_for(lang).find(key)) return e->text;
  if (const auto* e = table_for(Lang::kEnglish).find(key)) return e->text;
  return key;
}

std::string card_name(std::string_view card_key, Lang lang) {
  // "<game>.<key>": the game's id, then its card key.
  const std::string key = "card." + std::string(card_key);
  if (std::string_view found = text(key, lang); found != key) return std::string(found);
  const std::size_t dot = card_key.find('.');
  if (dot == std::string_view::npos) return std::string(card_key);
  const std::string_view bare = card_key.substr(dot + 1);
  if (const GameInfo* game = find_game(card_key.substr(0, dot)); game && game->card_name)
    return game->card_name(bare, lang);
  return std::string(bare);
}

PluralForm plural_form(long long count, Lang lang) {
  // English and Spanish (CLDR): one form for exactly 1 ("1 card", "1 carta",
  // "-1 point"), the other for everything else ("0 cards", "21 cartas": the
  // noun stays plural after "veintiún").
  (void)lang;
  return (count == 1 || count == -1) ? PluralForm::kOne : PluralForm::kOther;
}

namespace {
// One form of "one|other" with '#' replaced by the figure.
std::string fill_form(std::string_view form, const std::string& figure) {
  std::string out;
  for (char c : form) {
    if (c == '#') out += figure;
    else out += c;
  }
  return out;
}
// A figure that is no whole count ("1.5 points"): the other form.
std::string other_form(std::string_view forms, const std::string& figure) {
  const std::size_t bar = forms.find('|');
  return fill_form(bar == std::string_view::npos ? forms : forms.substr(bar + 1), figure);
}
}  // namespace

std::string plural(long long count, std::string_view forms, Lang lang) {
  const std::size_t bar = forms.find('|');
  if (bar != std::string_view::npos && plural_form(count, lang) == PluralForm::kOne)
    return fill_form(forms.substr(0, bar), std::to_string(count));
  return other_form(forms, std::to_string(count));
}

std::string render(const Message& message, Lang lang) {
  std::string_view tmpl = text(message.key, lang);
  std::string out;
  out.reserve(tmpl.size() + 16);
  for (size_t i = 0; i < tmpl.size(); ++i) {
    if (tmpl[i] == '{') {
      size_t close = tmpl.find('}', i);
      size_t index = 0;
      size_t j = i + 1;
      // {0}..{99}, or {0|one|other} (plural below).
      while (j < close && j < tmpl.size() && j - i <= 2 && tmpl[j] >= '0' && tmpl[j] <= '9')
        index = index * 10 + static_cast<size_t>(tmpl[j++] - '0');
      if (close != std::string_view::npos && j > i + 1 && (j == close || tmpl[j] == '|')) {
        if (index < message.args.size()) {
          const Arg& arg = message.args[index];
          if (j == close) out += render_arg(arg, lang);
          // "{0|# card|# cards}": the count's form, '#' standing for it.
          else if (arg.kind == Arg::Kind::kNumber) out += plural(arg.number, tmpl.substr(j + 1, close - j - 1), lang);
          else out += other_form(tmpl.substr(j + 1, close - j - 1), render_arg(arg, lang));
        }
        i = close;
        continue;
      }
    }
    out += tmpl[i];
  }
  return out;
}

}  // namespace flipside
