#include "ui/games/phase10flip/entry_words.hpp"

#include <vector>

#include "games/phase10flip/cards.hpp"
#include "games/phase10flip/game.hpp"
#include "games/phase10flip/grouping.hpp"
#include "ui/games/phase10flip/entries.hpp"

namespace flipside::ui::p10ui {
namespace {

using phase10flip::Card;
using phase10flip::Engine;
using phase10flip::GroupKind;
using phase10flip::LaidGroup;

std::string text_field(const nlohmann::json& line, const char* key) {
  auto it = line.find(key);
  return it != line.end() && it->is_string() ? it->get<std::string>() : std::string();
}

int seat_of(const Engine& engine, const std::string& name) {
  for (int p = 0; p < engine.player_count(); ++p)
    if (engine.name(p) == name) return p;
  return -1;
}

// "A and B", "A, B and C" / "A y B", "A, B y C"; with `commas_only`, "A, B, C".
std::string and_list(const Ui& ui, const std::vector<std::string>& parts, bool commas_only = false) {
  if (parts.empty()) return {};
  std::string out = parts.front();
  for (std::size_t i = 1; i < parts.size(); ++i)
    out = ui.tr.f(i + 1 == parts.size() && !commas_only ? "ui.phase10flip.entry.and" : "ui.phase10flip.entry.comma",
                  out, parts[i]);
  return out;
}

std::string run_colour_word(const Ui& ui, int colour) {
  return ui.tr(std::string("phase10flip.run_colour.") + std::string(phase10flip::colour_key(colour)));
}

// A group as laid down: "a red run of 4", "a set of 3 (7s)".
std::string laid_group(const Ui& ui, const LaidGroup& g) {
  const int size = static_cast<int>(g.cards.size());
  if (g.kind == GroupKind::kRun) {
    const int colour = phase10flip::run_colour(g.cards);
    return colour == phase10flip::kNoColour ? ui.tr.f("ui.phase10flip.entry.run", size)
                                            : ui.tr.f("ui.phase10flip.entry.run_colour", run_colour_word(ui, colour), size);
  }
  const int number = phase10flip::set_number(g.cards);
  return number > 0 ? ui.tr.f("ui.phase10flip.entry.set_number", size, number)
                    : ui.tr.f("ui.phase10flip.entry.set", size);
}

// The group a card joins, with its article: "red run" / "a la escala roja",
// and its number when the owner has two of that kind ("run (group 2)").
std::string target_group(const Ui& ui, const std::vector<LaidGroup>& groups, int k) {
  const LaidGroup& g = groups[k - 1];
  std::string out;
  if (g.kind == GroupKind::kRun) {
    const int colour = phase10flip::run_colour(g.cards);
    out = colour == phase10flip::kNoColour ? ui.tr("ui.phase10flip.entry.to_run")
                                           : ui.tr.f("ui.phase10flip.entry.to_run_colour", run_colour_word(ui, colour));
  } else {
    const int number = phase10flip::set_number(g.cards);
    out = number > 0 ? ui.tr.f("ui.phase10flip.entry.to_set_number", number) : ui.tr("ui.phase10flip.entry.to_set");
  }
  int same_kind = 0;
  for (const LaidGroup& other : groups) same_kind += other.kind == g.kind ? 1 : 0;
  if (same_kind > 1) out = ui.tr.f("ui.phase10flip.entry.group_k", out, k);
  return out;
}

// "a blue 7", "an 8", "a star" / "el 7 azul", "la estrella".
std::string card_with_article(const Ui& ui, const Card& c) {
  const std::string name = phase10flip::card_name(phase10flip::card_key(c), ui.tr.lang());
  const bool vowel_sound = !c.has_colour() && (c.number == 8 || c.number == 11);
  const char* key = c.is_star() ? "ui.phase10flip.entry.card_star"
                    : vowel_sound ? "ui.phase10flip.entry.card_an"
                                  : "ui.phase10flip.entry.card";
  return ui.tr.f(key, name);
}

std::string describe_phase(const Ui& ui, const phase10flip::Phase10FlipGame& game, const nlohmann::json& line) {
  const Engine& engine = game.engine();
  const std::string who = text_field(line, "phase");
  const int seat = seat_of(engine, who);
  if (seat < 0) return line.dump();
  const int phase = engine.phase_of(seat);
  auto after = game.clone();
  auto* laid = dynamic_cast<phase10flip::Phase10FlipGame*>(after.get());
  if (laid && laid->apply(line).accepted) {
    std::vector<std::string> groups;
    for (const LaidGroup& g : laid->engine().player(seat).groups) groups.push_back(laid_group(ui, g));
    return ui.tr.f("ui.phase10flip.entry.phase", who, phase, and_list(ui, groups));
  }
  return line.dump();
}

std::string describe_hit(const Ui& ui, const Engine& engine, const nlohmann::json& line) {
  const std::string who = text_field(line, "hit");
  const std::string onto = text_field(line, "onto");
  const int owner = seat_of(engine, onto);
  const auto card = phase10flip::parse_card(text_field(line, "card"));
  const auto group = line.find("group");
  if (owner < 0 || !card || group == line.end() || !group->is_number_integer()) return line.dump();
  const auto& groups = engine.player(owner).groups;
  const int k = group->get<int>();
  if (k < 1 || k > static_cast<int>(groups.size())) return line.dump();
  return ui.tr.f("ui.phase10flip.entry.hit", who, card_with_article(ui, *card), onto, target_group(ui, groups, k));
}

// Each other player's points, by the cards left (rule 5) or as typed.
std::string describe_out(const Ui& ui, const Engine& engine, const nlohmann::json& line) {
  const std::string who = text_field(line, "out");
  const int out = seat_of(engine, who);
  const auto remaining = line.find("remaining");
  const auto points = line.find("points");
  const bool by_cards = remaining != line.end() && remaining->is_object();
  if (out < 0 || (!by_cards && (points == line.end() || !points->is_object()))) return line.dump();
  std::vector<std::string> scores;
  for (int p = 0; p < engine.player_count(); ++p) {
    if (p == out || !engine.player(p).in_hand) continue;
    const std::string& name = engine.name(p);
    int value = 0;
    if (by_cards) {
      auto it = remaining->find(name);
      if (it == remaining->end() || !it->is_array()) return line.dump();
      std::vector<std::string> cards;
      for (const auto& c : *it)
        if (c.is_string()) cards.push_back(c.get<std::string>());
      value = remaining_points(cards);
    } else {
      auto it = points->find(name);
      if (it == points->end() || !it->is_number_integer()) return line.dump();
      value = it->get<int>();
    }
    scores.push_back(ui.tr.f("ui.phase10flip.entry.score", name, value));
  }
  std::string text = ui.tr.f("ui.phase10flip.entry.out", who, and_list(ui, scores, true));
  if (!by_cards) {
    std::vector<std::string> completed;
    if (auto it = line.find("completed"); it != line.end() && it->is_array())
      for (const auto& name : *it)
        if (name.is_string()) completed.push_back(name.get<std::string>());
    text = ui.tr.f(completed.empty() ? "ui.phase10flip.entry.completed_none" : "ui.phase10flip.entry.completed",
                   text, and_list(ui, completed));
  }
  return text;
}

}  // namespace

std::string describe_entry(const Ui& ui, const Game& before, const nlohmann::json& line) {
  const phase10flip::Phase10FlipGame* game = as_phase10flip(&before);
  if (!game || !line.is_object()) return line.dump();
  const Engine& engine = game->engine();
  if (line.contains("flip")) {
    const phase10flip::Side next =
        engine.side() == phase10flip::Side::kColor ? phase10flip::Side::kWild : phase10flip::Side::kColor;
    return ui.tr.f("ui.phase10flip.entry.flip", ui.tr(std::string("phase10flip.side.") +
                                                      std::string(phase10flip::side_key(next))));
  }
  if (line.contains("phase")) return describe_phase(ui, *game, line);
  if (line.contains("hit")) return describe_hit(ui, engine, line);
  if (line.contains("out")) return describe_out(ui, engine, line);
  return line.dump();
}

}  // namespace flipside::ui::p10ui
