// Internal: the per-language tables, sorted by key at first use.
#pragma once

#include <span>
#include <string_view>

namespace flipside::i18n {

struct Entry {
  std::string_view key;
  std::string_view text;
};

std::span<const Entry> english_table();
std::span<const Entry> spanish_table();

}  // namespace flipside::i18n
