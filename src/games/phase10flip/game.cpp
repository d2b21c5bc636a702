#include "games/phase10flip/game.hpp"

#include <algorithm>

#include "core/i18n/lang.hpp"
#include "core/stats.hpp"
#include "games/phase10flip/grouping.hpp"
#include "games/phase10flip/notices.hpp"
#include "games/phase10flip/script_codec.hpp"

namespace flipside::phase10flip {
namespace {

using Json = nlohmann::json;

Json group_json(const LaidGroup& g) {
  Json cards = Json::array();
  for (const Card& c : g.cards) cards.push_back(card_key(c));
  Json j = {{"kind", kind_key(g.kind)}};
  if (g.kind == GroupKind::kRun) {
    const int colour = run_colour(g.cards);
    j["color"] = colour == kNoColour ? Json(nullptr) : Json(std::string(colour_key(colour)));
  } else {
    const int number = set_number(g.cards);
    j["number"] = number == kStar ? Json(nullptr) : Json(number);
  }
  j["cards"] = std::move(cards);
  return j;
}

Json player_json(const Engine& engine, int p) {
  const PlayerState& s = engine.player(p);
  Json groups = Json::array();
  for (const LaidGroup& g : s.groups) groups.push_back(group_json(g));
  const int phase = engine.phase_of(p);
  return {{"name", engine.name(p)},
          {"total", s.total},
          {"phase", phase > 0 ? Json(phase) : Json(nullptr)},
          {"completed", s.completed},
          {"in_hand", s.in_hand},
          {"laid_down", s.laid_down},
          {"groups", std::move(groups)},
          {"cards", s.in_hand ? Json(engine.cards_in_hand(p)) : Json(nullptr)}};
}

Message names_message(const Engine& engine, bool (*pick)(const PlayerState&)) {
  std::vector<Message> names;
  for (int p = 0; p < engine.player_count(); ++p)
    if (pick(engine.player(p))) names.push_back(msg("phase10flip.name", engine.name(p)));
  Message m = msg("phase10flip.name");
  m.args.push_back(Arg::list_arg(std::move(names)));
  return m;
}

}  // namespace

Phase10FlipGame::Phase10FlipGame(ScriptHeader header, Options options)
    : EngineGame(std::move(header), options) {}

std::unique_ptr<Game> make_phase10flip(const ScriptHeader& header, Message* error) {
  auto options = parse_options(header.options, error);
  if (!options) return nullptr;
  const int n = static_cast<int>(header.players.size());
  if (n < kMinPlayers || n > kMaxPlayers) {
    *error = msg("phase10flip.player_count", kMinPlayers, kMaxPlayers);
    return nullptr;
  }
  return std::make_unique<Phase10FlipGame>(header, *options);
}

Verdict Phase10FlipGame::apply(const Json& line) {
  Message error;
  auto event = parse_event(line, header_, &error);
  if (!event) return Verdict::reject(std::move(error));
  return apply_event(*event);
}

// Nothing but the engine's state is wanted from a line replayed in place:
// no notices, no hand summary.
bool Phase10FlipGame::apply_in_place(const LineView& line) {
  Message error;
  auto event = parse_event(line, header_, &error);
  return event && engine_.apply(*event).accepted;
}

Verdict Phase10FlipGame::apply_event(const Event& event) {
  Outcome out = engine_.apply(event);
  if (!out.accepted) return Verdict::reject(std::move(*out.rejection));
  Verdict v;
  v.accepted = true;
  if (notices_wanted()) {
    v.notices.reserve(static_cast<std::size_t>(out.notice_count));
    for (int i = 0; i < out.notice_count; ++i) v.notices.push_back(notice_message(engine_, out.notice(i)));
  }
  if (out.hand_finished) v.rounds_finished.push_back(round_summary(engine_.hands_scored() - 1));
  return v;
}

RoundSummary Phase10FlipGame::round_summary(std::size_t index) const {
  RoundSummary summary;
  summary.round = static_cast<int>(index) + 1;
  summary.points.reserve(static_cast<std::size_t>(engine_.player_count()));
  // Beside the points, the phase each attempted and whether they made it
  // (a paper Phase 10 sheet's column); nothing for a seat out of a tie-break.
  for (int p = 0; p < engine_.player_count(); ++p) {
    const Engine::HandSeat& line = engine_.hand_seat(index, p);
    summary.points.emplace_back(engine_.name(p), line.points);
    if (line.phase == 0) summary.why.emplace_back();
    else if (!line.made) summary.why.push_back(msg("phase10flip.sheet.missed", line.phase));
    else summary.why.push_back(msg(line.went_out ? "phase10flip.sheet.out" : "phase10flip.sheet.made", line.phase));
  }
  return summary;
}

std::vector<RoundSummary> Phase10FlipGame::rounds() const {
  std::vector<RoundSummary> out;
  for (std::size_t r = 0; r < engine_.hands_scored(); ++r) out.push_back(round_summary(r));
  return out;
}

std::vector<Standing> Phase10FlipGame::standings() const {
  const int n = engine_.player_count();
  const bool by_phase = !engine_.options().ten_hands;
  // Sort key: the winner, then phases completed (standard), then points.
  auto key = [&](int p) {
    const PlayerState& s = engine_.player(p);
    return std::tuple(p == engine_.winner() ? 0 : 1, by_phase ? -s.completed : 0, s.total);
  };
  std::vector<int> seats(n);
  for (int p = 0; p < n; ++p) seats[p] = p;
  std::stable_sort(seats.begin(), seats.end(), [&](int a, int b) { return key(a) < key(b); });
  std::vector<Standing> out;
  for (int i = 0; i < n; ++i) {
    const int p = seats[i];
    const int place = i > 0 && key(p) == key(seats[i - 1]) ? out.back().place : i + 1;
    out.push_back({p, engine_.player(p).total, place, by_phase ? phases_completed(engine_, p) : Message{}});
  }
  return out;
}

Message phases_completed(const Engine& engine, int p) {
  const int done = engine.player(p).completed, phases = engine.options().phases;
  if (done >= phases) return msg("phase10flip.standing.all_phases", phases);
  return msg("phase10flip.standing.phases", done, phases);
}

std::vector<SeatCounter> Phase10FlipGame::seat_counters() const {
  SeatCounter completed{"phases_completed", {}}, missed{"hands_without_phase", {}}, hits{"hits_on_others", {}};
  for (int p = 0; p < engine_.player_count(); ++p) {
    completed.per_seat.push_back(engine_.player(p).phases_made);
    missed.per_seat.push_back(engine_.player(p).hands_without_phase);
    hits.per_seat.push_back(engine_.player(p).hits_on_others);
  }
  std::vector<SeatCounter> out{completed, missed, hits};
  // "failed_phase_N": hands that ended without phase N laid down, for the
  // phases someone failed (statistics: which phase is the table's wall).
  for (int phase = 1; phase <= kPhaseCount; ++phase) {
    SeatCounter failed{"failed_phase_" + std::to_string(phase), {}};
    bool any = false;
    for (int p = 0; p < engine_.player_count(); ++p) {
      failed.per_seat.push_back(engine_.player(p).failed[phase - 1]);
      any = any || failed.per_seat.back() > 0;
    }
    if (any) out.push_back(std::move(failed));
  }
  return out;
}

std::optional<std::string> Phase10FlipGame::winner() const {
  if (engine_.winner() < 0) return std::nullopt;
  return engine_.name(engine_.winner());
}

Message Phase10FlipGame::expecting() const {
  if (engine_.finished()) return msg("phase10flip.expect_nothing", engine_.name(engine_.winner()));
  const bool started = engine_.anyone_laid_down();
  Message m = msg(std::string("phase10flip.expect_") + (engine_.tie_break() ? "tie_" : "") +
                  (started ? "laid" : "start"));
  m.args.push_back(Arg::number_arg(engine_.round()));
  m.args.push_back(nested_arg(msg(std::string("phase10flip.side.") + std::string(side_key(engine_.side())))));
  m.args.push_back(nested_arg(names_message(engine_, [](const PlayerState& s) { return s.laid_down; })));
  m.args.push_back(nested_arg(names_message(engine_, [](const PlayerState& s) { return s.in_hand; })));
  m.args.push_back(Arg::number_arg(engine_.options().phases));
  return m;
}

Json Phase10FlipGame::state() const {
  Json players = Json::array();
  for (int p = 0; p < engine_.player_count(); ++p) players.push_back(player_json(engine_, p));
  Json rounds = Json::array();
  for (std::size_t hand = 0; hand < engine_.hands_scored(); ++hand) {
    Json points = Json::object();
    for (int p = 0; p < engine_.player_count(); ++p) points[engine_.name(p)] = engine_.hand_seat(hand, p).points;
    rounds.push_back({{"points", std::move(points)}, {"side", side_key(engine_.hand_side(hand))}});
  }
  Json tied = nullptr;
  if (engine_.tie_break() && !engine_.finished()) {
    tied = Json::array();
    for (int p = 0; p < engine_.player_count(); ++p)
      if (engine_.player(p).in_hand) tied.push_back(engine_.name(p));
  }
  const Options& o = engine_.options();
  return {{"game", "phase10flip"},
          {"options", {{"variant", o.ten_hands ? "ten_hands" : "standard"}, {"phases", o.phases}}},
          {"finished", engine_.finished()},
          {"winner", winner() ? Json(*winner()) : Json(nullptr)},
          {"round", engine_.round()},
          {"dealer", engine_.name(engine_.dealer())},
          {"side", side_key(engine_.side())},
          {"tie_break", std::move(tied)},
          {"players", std::move(players)},
          {"rounds", std::move(rounds)},
          {"expecting", render(expecting())}};
}

std::vector<Message> counter_lines(const std::map<std::string, long long>& counters) {
  auto get = [&](const std::string& name) { return stats::value_of(counters, name); };
  std::vector<Message> out;
  const long long done = get("phases_completed"), hands = done + get("hands_without_phase");
  if (hands > 0) out.push_back(msg("phase10flip.stats.phases", done, hands, stats::percent(done, hands)));
  int hardest = 0;
  long long most = 0;
  for (int phase = 1; phase <= kPhaseCount; ++phase)
    if (const long long n = get("failed_phase_" + std::to_string(phase)); n > most) most = n, hardest = phase;
  if (hardest > 0) out.push_back(msg("phase10flip.stats.hardest", hardest, most));
  out.push_back(msg("phase10flip.stats.hits", get("hits_on_others")));
  return out;
}

}  // namespace flipside::phase10flip
