#include "core/message.hpp"

namespace flipside {

Arg Arg::text_arg(std::string value) {
  Arg a;
  a.kind = Kind::kText;
  a.text = std::move(value);
  return a;
}

Arg Arg::decimal_arg(std::string figure) {
  Arg a;
  a.kind = Kind::kDecimal;
  a.text = std::move(figure);
  return a;
}

Arg Arg::number_arg(long long value) {
  Arg a;
  a.kind = Kind::kNumber;
  a.number = value;
  return a;
}

Arg Arg::card_arg(std::string_view game, std::string_view card_key) {
  Arg a;
  a.kind = Kind::kCard;
  a.text = std::string(game) + "." + std::string(card_key);
  return a;
}

Arg Arg::list_arg(std::vector<Message> items) {
  Arg a;
  a.kind = Kind::kList;
  a.list = std::move(items);
  return a;
}

}  // namespace flipside
