#include "ui/games/phase10flip/entries.hpp"

namespace flipside::ui::p10ui {

using Json = nlohmann::json;

const phase10flip::Phase10FlipGame* as_phase10flip(const Game* game) {
  return dynamic_cast<const phase10flip::Phase10FlipGame*>(game);
}

Json flip_line() { return {{"flip", true}}; }

Json phase_line(const phase10flip::Phase10FlipGame& game, int seat, const std::vector<std::string>& cards) {
  return {{"phase", game.engine().name(seat)}, {"cards", cards}};
}

Json hit_line(const phase10flip::Phase10FlipGame& game, int seat, const std::string& card, int owner, int group) {
  const phase10flip::Engine& e = game.engine();
  return {{"hit", e.name(seat)}, {"card", card}, {"onto", e.name(owner)}, {"group", group}};
}

Json out_line(const phase10flip::Phase10FlipGame& game, int out, const std::vector<int>& points,
              const std::vector<bool>& completed) {
  const phase10flip::Engine& e = game.engine();
  Json pts = Json::object();
  Json done = Json::array();
  for (int p = 0; p < e.player_count(); ++p) {
    if (!e.player(p).in_hand) continue;
    pts[e.name(p)] = p == out ? 0 : (p < static_cast<int>(points.size()) ? points[p] : 0);
    if (p < static_cast<int>(completed.size()) && completed[p]) done.push_back(e.name(p));
  }
  return {{"out", e.name(out)}, {"points", std::move(pts)}, {"completed", std::move(done)}};
}

Judgement judge(const phase10flip::Phase10FlipGame& game, const Json& line) {
  auto copy = game.clone();
  Verdict v = copy->apply(line);
  Judgement j;
  j.accepted = v.accepted;
  if (v.accepted) j.notices = std::move(v.notices);
  else j.why = std::move(v.rejection);
  return j;
}

Intent hit_intent(const phase10flip::Phase10FlipGame& game, int seat, const std::vector<std::string>& picked,
                  int owner, int group) {
  if (picked.size() != 1) return intent::Explain{msg("ui.phase10flip.hit_one_card", game.engine().name(seat))};
  Json line = hit_line(game, seat, picked.front(), owner, group);
  Judgement j = judge(game, line);
  if (!j.accepted) return intent::Explain{std::move(j.why)};
  return intent::Submit{std::move(line)};
}

int least_points(const phase10flip::Engine& engine, int seat) {
  return engine.player(seat).cards_held() > 0 ? 5 : 0;
}

int most_points(const phase10flip::Engine& engine, int seat) { return 20 * engine.player(seat).cards_held(); }

}  // namespace flipside::ui::p10ui
