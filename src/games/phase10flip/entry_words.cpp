#include "games/phase10flip/entry_words.hpp"

#include <vector>

#include "games/phase10flip/cards.hpp"
#include "games/phase10flip/game.hpp"
#include "games/phase10flip/grouping.hpp"

namespace flipside::phase10flip {
namespace {

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
std::string and_list(const Wording& w, const std::vector<std::string>& parts, bool commas_only = false) {
  if (parts.empty()) return {};
  std::string out = parts.front();
  for (std::size_t i = 1; i < parts.size(); ++i)
    out = w.f(i + 1 == parts.size() && !commas_only ? "ui.phase10flip.entry.and" : "ui.phase10flip.entry.comma",
              out, parts[i]);
  return out;
}

std::string run_colour_word(const Wording& w, int colour) {
  return w(std::string("phase10flip.run_colour.") + std::string(colour_key(colour)));
}

// A group as laid down: "a red run of 4", "a set of 3 (7s)".
std::string laid_group(const Wording& w, const LaidGroup& g) {
  const int size = static_cast<int>(g.cards.size());
  if (g.kind == GroupKind::kRun) {
    const int colour = run_colour(g.cards);
    return colour == kNoColour ? w.f("ui.phase10flip.entry.run", size)
                               : w.f("ui.phase10flip.entry.run_colour", run_colour_word(w, colour), size);
  }
  const int number = set_number(g.cards);
  return number > 0 ? w.f("ui.phase10flip.entry.set_number", size, number)
                    : w.f("ui.phase10flip.entry.set", size);
}

// The group a card joins, with its article: "red run" / "a la escala roja",
// and its number when the owner has two of that kind ("run (group 2)").
std::string target_group(const Wording& w, const std::vector<LaidGroup>& groups, int k) {
  const LaidGroup& g = groups[k - 1];
  std::string out;
  if (g.kind == GroupKind::kRun) {
    const int colour = run_colour(g.cards);
    out = colour == kNoColour ? w("ui.phase10flip.entry.to_run")
                              : w.f("ui.phase10flip.entry.to_run_colour", run_colour_word(w, colour));
  } else {
    const int number = set_number(g.cards);
    out = number > 0 ? w.f("ui.phase10flip.entry.to_set_number", number) : w("ui.phase10flip.entry.to_set");
  }
  int same_kind = 0;
  for (const LaidGroup& other : groups) same_kind += other.kind == g.kind ? 1 : 0;
  if (same_kind > 1) out = w.f("ui.phase10flip.entry.group_k", out, k);
  return out;
}

// "a blue 7", "an 8", "a star" / "el 7 azul", "la estrella".
std::string card_with_article(const Wording& w, const Card& c) {
  const std::string name = w.card(card_arg(c).text);
  const bool vowel_sound = !c.has_colour() && (c.number == 8 || c.number == 11);
  const char* key = c.is_star() ? "ui.phase10flip.entry.card_star"
                    : vowel_sound ? "ui.phase10flip.entry.card_an"
                                  : "ui.phase10flip.entry.card";
  return w.f(key, name);
}

std::string describe_phase(const Wording& w, const Phase10FlipGame& game, const nlohmann::json& line) {
  const Engine& engine = game.engine();
  const std::string who = text_field(line, "phase");
  const int seat = seat_of(engine, who);
  if (seat < 0) return line.dump();
  const int phase = engine.phase_of(seat);
  auto after = game.clone();
  auto* laid = dynamic_cast<Phase10FlipGame*>(after.get());
  if (laid && laid->apply(line).accepted) {
    std::vector<std::string> groups;
    for (const LaidGroup& g : laid->engine().player(seat).groups) groups.push_back(laid_group(w, g));
    return w.f("ui.phase10flip.entry.phase", who, phase, and_list(w, groups));
  }
  return line.dump();
}

std::string describe_hit(const Wording& w, const Engine& engine, const nlohmann::json& line) {
  const std::string who = text_field(line, "hit");
  const std::string onto = text_field(line, "onto");
  const int owner = seat_of(engine, onto);
  const auto card = parse_card(text_field(line, "card"));
  const auto group = line.find("group");
  if (owner < 0 || !card || group == line.end() || !group->is_number_integer()) return line.dump();
  const auto& groups = engine.player(owner).groups;
  const int k = group->get<int>();
  if (k < 1 || k > static_cast<int>(groups.size())) return line.dump();
  return w.f("ui.phase10flip.entry.hit", who, card_with_article(w, *card), onto, target_group(w, groups, k));
}

// Each other player's points, by the cards left (rule 5) or as typed.
std::string describe_out(const Wording& w, const Engine& engine, const nlohmann::json& line) {
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
    scores.push_back(w.f("ui.phase10flip.entry.score", name, value));
  }
  std::string text = w.f("ui.phase10flip.entry.out", who, and_list(w, scores, true));
  if (!by_cards) {
    std::vector<std::string> completed;
    if (auto it = line.find("completed"); it != line.end() && it->is_array())
      for (const auto& name : *it)
        if (name.is_string()) completed.push_back(name.get<std::string>());
    text = w.f(completed.empty() ? "ui.phase10flip.entry.completed_none" : "ui.phase10flip.entry.completed",
               text, and_list(w, completed));
  }
  return text;
}

}  // namespace

std::string describe_line(const Game& before, const nlohmann::json& line, Lang lang, const CardLabel& label) {
  const auto* game = dynamic_cast<const Phase10FlipGame*>(&before);
  if (!game || !line.is_object()) return line.dump();
  const Wording w{lang, label};
  const Engine& engine = game->engine();
  if (line.contains("flip")) {
    const Side next = engine.side() == Side::kColor ? Side::kWild : Side::kColor;
    return w.f("ui.phase10flip.entry.flip", w(std::string("phase10flip.side.") + std::string(side_key(next))));
  }
  if (line.contains("phase")) return describe_phase(w, *game, line);
  if (line.contains("hit")) return describe_hit(w, engine, line);
  if (line.contains("out")) return describe_out(w, engine, line);
  return line.dump();
}

}  // namespace flipside::phase10flip
