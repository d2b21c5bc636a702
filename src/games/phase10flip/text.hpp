// Phase 10 Flip's text tables (text.cpp), for its registry line.
#pragma once

#include <span>

#include "core/i18n/text_table.hpp"

namespace flipside::phase10flip {

std::span<const i18n::Entry> english_text();
std::span<const i18n::Entry> spanish_text();

}  // namespace flipside::phase10flip
