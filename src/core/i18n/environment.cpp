// The language the environment asks for, for the app's first launch and for
// commands with no settings of their own (`flipside serve`'s page).
#include <cstdlib>

#include "core/i18n/lang.hpp"

namespace flipside {

Lang lang_from_environment() {
  for (const char* var : {"LC_ALL", "LC_MESSAGES", "LANG"}) {
    const char* v = std::getenv(var);
    if (v && *v) return lang_from_code(v);
  }
  return Lang::kEnglish;
}

}  // namespace flipside
