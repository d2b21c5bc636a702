// UNO Flip's text tables (text.cpp), for its registry line. Card names are
// built from colour and face by cards.cpp (GameInfo::card_name).
#pragma once

#include <span>

#include "core/i18n/text_table.hpp"

namespace flipside::unoflip {

std::span<const i18n::Entry> english_text();
std::span<const i18n::Entry> spanish_text();

}  // namespace flipside::unoflip
