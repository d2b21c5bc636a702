#include "shell/counter_game.hpp"

#include <string>
#include <vector>

#include "core/game_info.hpp"
#include "ui/shell/controller.hpp"
#include "ui/games/game_ui.hpp"
#include "ui/widgets/ui_context.hpp"
#include "ui/widgets/widgets.hpp"

namespace flipside::test {
namespace {

constexpr std::string_view kPaces[] = {"slow", "fast"};
constexpr OptionSpec kOptions[] = {
    {.key = "target", .label_key = "option.counter.target", .kind = OptionSpec::Kind::kInt, .min = 1, .max = 50,
     .default_int = 3},
    {.key = "pace", .label_key = "option.counter.pace", .kind = OptionSpec::Kind::kChoice, .choices = kPaces},
};

constexpr i18n::Entry kEnglish[] = {
    {"game.counter.name", "Counter"},
    {"option.counter.target", "Points to win"},
    {"option.counter.pace", "Pace"},
    {"option.counter.pace.slow", "One a round"},
    {"option.counter.pace.fast", "Two a round"},
    {"counter.unknown_line", "expected {\"point\":name}"},
    {"counter.over", "The game is over"},
    {"counter.expect", "who wins round {0}"},
    {"counter.notice.point", "{0} wins the round"},
    {"counter.banner", "POINT"},
    {"counter.keys", "the player who wins the round"},
};
constexpr i18n::Entry kSpanish[] = {
    {"game.counter.name", "Contador"},
    {"option.counter.target", "Puntos para ganar"},
    {"option.counter.pace", "Ritmo"},
    {"option.counter.pace.slow", "Uno por ronda"},
    {"option.counter.pace.fast", "Dos por ronda"},
    {"counter.unknown_line", "se esperaba {\"point\":nombre}"},
    {"counter.over", "La partida ha terminado"},
    {"counter.expect", "quién gana la ronda {0}"},
    {"counter.notice.point", "{0} gana la ronda"},
    {"counter.banner", "PUNTO"},
    {"counter.keys", "quien gana la ronda"},
};

class CounterGame final : public Game {
 public:
  explicit CounterGame(ScriptHeader header)
      : header_(std::move(header)),
        totals_(header_.players.size(), 0),
        dealer_(header_.seat_of(header_.dealer)) {
    const nlohmann::json o = options_with_defaults(kOptions, header_.options);
    target_ = o["target"].get<int>();
    step_ = o["pace"] == "fast" ? 2 : 1;
  }

  const ScriptHeader& header() const override { return header_; }

  Verdict apply(const nlohmann::json& line) override {
    if (finished()) return Verdict::reject(msg("counter.over"));
    if (!line.is_object() || line.size() != 1 || !line.contains("point")) return Verdict::reject(msg("counter.unknown_line"));
    if (!line["point"].is_string()) return Verdict::reject(msg("script.name_not_text"));
    const int seat = header_.seat_of(line["point"].get<std::string>());
    if (seat < 0) return Verdict::reject(msg("script.unknown_player", line["point"].get<std::string>()));
    Verdict v;
    v.accepted = true;
    std::vector<int> points(totals_.size(), 0);
    points[seat] = step_;
    totals_[seat] += step_;
    rounds_.push_back(points);
    dealer_ = (dealer_ + 1) % static_cast<int>(totals_.size());
    v.notices.push_back(msg("counter.notice.point", header_.players[seat]));
    v.rounds_finished.push_back(round_summary(rounds_.size() - 1));
    return v;
  }

  nlohmann::json state() const override {
    nlohmann::json players = nlohmann::json::array();
    for (std::size_t p = 0; p < totals_.size(); ++p) players.push_back({{"name", header_.players[p]}, {"total", totals_[p]}});
    return {{"game", kCounterId}, {"finished", finished()}, {"winner", winner() ? nlohmann::json(*winner()) : nlohmann::json()},
            {"round", round()}, {"players", players}, {"expecting", render(expecting())}};
  }
  Message expecting() const override { return finished() ? msg("counter.over") : msg("counter.expect", round()); }
  bool finished() const override {
    for (int t : totals_)
      if (t >= target_) return true;
    return false;
  }
  std::optional<std::string> winner() const override {
    if (!finished()) return std::nullopt;
    return header_.players[standings().front().seat];
  }
  int round() const override { return static_cast<int>(rounds_.size()) + (finished() ? 0 : 1); }
  std::unique_ptr<Game> clone() const override { return std::make_unique<CounterGame>(*this); }
  std::vector<Standing> standings() const override { return rank_by_total(totals_, true); }
  std::vector<RoundSummary> rounds() const override {
    std::vector<RoundSummary> out;
    for (std::size_t r = 0; r < rounds_.size(); ++r) out.push_back(round_summary(r));
    return out;
  }
  int dealer_seat() const override { return dealer_; }
  std::optional<int> score_target() const override { return target_; }
  std::vector<SeatCounter> seat_counters() const override {
    std::vector<int> won(totals_.size(), 0);
    for (const auto& r : rounds_)
      for (std::size_t p = 0; p < r.size(); ++p) won[p] += r[p] > 0;
    return {{"rounds_won", won}};
  }

 private:
  RoundSummary round_summary(std::size_t r) const {
    RoundSummary s;
    s.round = static_cast<int>(r) + 1;
    for (std::size_t p = 0; p < totals_.size(); ++p) s.points.emplace_back(header_.players[p], rounds_[r][p]);
    return s;
  }

  ScriptHeader header_;
  std::vector<int> totals_;
  std::vector<std::vector<int>> rounds_;
  int dealer_ = 0;
  int target_ = 3;
  int step_ = 1;
};

std::unique_ptr<Game> make_counter(const ScriptHeader& header, Message*) { return std::make_unique<CounterGame>(header); }

// Its table: one big button per player ("Ana  2"), tap = that player wins
// the round; keys 1–9 do the same.
class CounterUi final : public ui::GameUi {
 public:
  std::string_view game_id() const override { return kCounterId; }
  void draw_table(const ui::Ui& ui, const ui::Controller& c, ui::ViewState&) const override {
    const Game& game = c.game()->game();
    const auto& names = game.header().players;
    const std::vector<Standing> standings = game.standings();
    for (std::size_t p = 0; p < names.size(); ++p) {
      int total = 0;
      for (const Standing& s : standings)
        if (s.seat == static_cast<int>(p)) total = s.total;
      const std::string id = "counter.point." + std::to_string(p);
      if (ui::button(ui, id.c_str(), names[p] + "  " + std::to_string(total), ImVec2(-1, ui.m.touch * 1.5f)))
        ui.emit(ui::intent::Submit{{{"point", names[p]}}});
    }
    if (ui::button(ui, "counter.undo", ui.tr("ui.table.undo"), ImVec2(0, 0), ui::Tone::kNormal, c.game()->can_undo()))
      ui.emit(ui::intent::Undo{});
  }
  std::optional<ui::Intent> on_key(const ui::KeyChord& chord, const Game& game) const override {
    const int seat = chord.key - '1';
    if (chord.ctrl || seat < 0 || seat >= static_cast<int>(game.header().players.size())) return std::nullopt;
    return ui::intent::Submit{{{"point", game.header().players[seat]}}};
  }
  std::vector<ui::KeyHelp> key_help() const override { return {{"1 \xE2\x80\xA6 9", "counter.keys"}}; }
  std::optional<ui::BannerLook> banner(const Message& notice) const override {
    if (notice.key != "counter.notice.point") return std::nullopt;
    return ui::BannerLook{&ui::Palette::celebrate, "counter.banner", &ui::Icons::star};
  }
};

bool register_counter() {
  static const CounterUi table;
  register_game({.id = kCounterId,
                 .name_key = "game.counter.name",
                 .min_players = 2,
                 .max_players = 4,
                 .order = ScoreOrder::kHighestWins,
                 .options = kOptions,
                 .english_text = [] { return std::span<const i18n::Entry>(kEnglish); },
                 .spanish_text = [] { return std::span<const i18n::Entry>(kSpanish); },
                 .make = &make_counter});
  ui::register_game_ui(&table);
  return true;
}

const bool kRegistered = register_counter();

}  // namespace

bool counter_registered() { return kRegistered; }

}  // namespace flipside::test
