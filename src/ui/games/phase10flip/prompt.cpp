#include "ui/games/phase10flip/prompt.hpp"

namespace flipside::ui::p10ui {
namespace {

constexpr const char* kChoosing = "p10.choosing";  // Lay down asked which way
constexpr const char* kHitOwner = "p10.hit.owner";
constexpr const char* kHitGroup = "p10.hit.group";

}  // namespace

Prompt waiting_prompt(const ViewState& view) {
  if (view.picks.count(kChoosing)) return Prompt::kWay;
  if (hit_target(view).first >= 0 && view.picked.empty()) return Prompt::kHitCard;
  return Prompt::kNone;
}

void ask_way(ViewState& view) { view.picks[kChoosing] = 1; }
void end_way(ViewState& view) { view.picks.erase(kChoosing); }

std::pair<int, int> hit_target(const ViewState& view) {
  auto owner = view.picks.find(kHitOwner);
  auto group = view.picks.find(kHitGroup);
  if (owner == view.picks.end() || group == view.picks.end()) return {-1, 0};
  return {owner->second, group->second};
}

void set_hit_target(ViewState& view, int owner, int group) {
  if (owner < 0) {
    view.picks.erase(kHitOwner);
    view.picks.erase(kHitGroup);
    return;
  }
  view.picks[kHitOwner] = owner;
  view.picks[kHitGroup] = group;
}

}  // namespace flipside::ui::p10ui
