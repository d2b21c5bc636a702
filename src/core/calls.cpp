// Spoken calls from a game's big moments (core/calls.hpp).
#include "core/calls.hpp"

#include <algorithm>

namespace flipside {

std::vector<Message> calls_of(const GameInfo& game, const std::vector<Message>& notices) {
  std::vector<Message> calls;
  for (const Message& notice : notices) {
    const auto moment = std::find_if(game.big_moments.begin(), game.big_moments.end(),
                                     [&](const BigMoment& m) { return m.notice_key == notice.key; });
    if (moment == game.big_moments.end()) continue;
    Message call = notice;
    if (!moment->call_key.empty()) call.key = std::string(moment->call_key);
    calls.push_back(std::move(call));
  }
  return calls;
}

std::string spoken(const std::vector<Message>& calls, Lang lang) {
  std::string said;
  for (const Message& call : calls) {
    std::string sentence = render(call, lang);
    while (!sentence.empty() && sentence.back() == ' ') sentence.pop_back();
    if (sentence.empty()) continue;
    // A sentence that ends without a mark gets a full stop, so the voice
    // pauses between two calls instead of running them together.
    const char last = sentence.back();
    if (last != '.' && last != '!' && last != '?') sentence += '.';
    if (!said.empty()) said += ' ';
    said += sentence;
  }
  return said;
}

}  // namespace flipside
