// The ui's strings, English and Spanish, keyed like the rest of the table.
#include "core/i18n/text_table.hpp"

namespace flipside::i18n {
namespace {

constexpr Entry kEnglish[] = {
    {"ui.placeholder", ""},
};

constexpr Entry kSpanish[] = {
    {"ui.placeholder", ""},
};

}  // namespace

std::span<const Entry> english_ui_table() { return kEnglish; }
std::span<const Entry> spanish_ui_table() { return kSpanish; }

}  // namespace flipside::i18n
