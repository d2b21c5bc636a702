#include "games/flinch/page.hpp"

namespace flipside::flinch {
namespace {

using Tone = BigMoment::Tone;

constexpr BigMoment kBigMoments[] = {
    {"flinch.notice.flinched", Tone::kBad, "flinch.call.flinched"},
    {"flinch.notice.flinched_no_card", Tone::kBad, "flinch.call.flinched_no_card"},
    {"flinch.notice.pile_complete", Tone::kInfo},
    {"flinch.notice.reshuffle", Tone::kInfo, "flinch.call.reshuffle"},
    {"flinch.notice.winner", Tone::kGood},
    {"flinch.notice.winner_pair", Tone::kGood},
};

// A call ({"call":name,"on":name}) is on whoever just broke an obligation:
// the state's "flinchable" names them (contract). With no breach the call
// goes on the player on turn (else the next seat), so the engine refuses it
// with its own sentence ("No Flinch call is valid now..."), shown on the
// caller's phone: every phone has the button, and a wrong call is told why.
nlohmann::json call_line(const Game& game, const std::string& player) {
  const nlohmann::json state = game.state();
  std::string on;
  if (const auto it = state.find("flinchable"); it != state.end() && it->is_array())
    for (const auto& breach : *it)
      if (breach.value("on", "") != player) {
        on = breach.value("on", "");
        break;
      }
  if (on.empty() && state.contains("turn") && state["turn"].is_string() && state["turn"] != player) on = state["turn"];
  if (on.empty())
    for (const std::string& name : game.header().players)
      if (name != player) {
        on = name;
        break;
      }
  return {{"call", player}, {"on", on}};
}

constexpr PhoneAction kPhoneActions[] = {
    {.id = "flinch", .label_key = "flinch.phone.call", .always_offered = true, .line = &call_line},
};

}  // namespace

std::span<const BigMoment> big_moments() { return kBigMoments; }
std::span<const PhoneAction> phone_actions() { return kPhoneActions; }

}  // namespace flipside::flinch
