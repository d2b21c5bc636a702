// The store's strings, English and Spanish, keyed like the rest of the table.
#include "core/i18n/text_table.hpp"

namespace flipside::i18n {
namespace {

constexpr Entry kEnglish[] = {
    {"store.placeholder", ""},
};

constexpr Entry kSpanish[] = {
    {"store.placeholder", ""},
};

}  // namespace

std::span<const Entry> english_store_table() { return kEnglish; }
std::span<const Entry> spanish_store_table() { return kSpanish; }

}  // namespace flipside::i18n
