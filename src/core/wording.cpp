#include "core/wording.hpp"

namespace flipside {

const CardLabel& card_words() {
  static const CardLabel kWords = &card_name;
  return kWords;
}

}  // namespace flipside
