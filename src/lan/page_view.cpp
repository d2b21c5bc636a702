#include "lan/page_view.hpp"

#include <algorithm>
#include <string>
#include <vector>

#include "core/bgstats.hpp"
#include "core/game_info.hpp"

namespace flipside::lan {
namespace {

const char* tone_name(BigMoment::Tone tone) {
  switch (tone) {
    case BigMoment::Tone::kBad: return "bad";
    case BigMoment::Tone::kGood: return "good";
    case BigMoment::Tone::kInfo: break;
  }
  return "info";
}

const BigMoment* big_moment(const GameInfo* info, const Message& notice) {
  if (!info) return nullptr;
  for (const BigMoment& m : info->big_moments)
    if (m.notice_key == notice.key) return &m;
  return nullptr;
}

// An entry in the game's own words ("Ana: 7"), from the game as it was just
// before it; the line itself for a game that has no words for it.
std::string entry_words(const GameInfo* info, const Game& before, const nlohmann::json& line, Lang lang) {
  if (info && info->describe_line) return info->describe_line(before, line, lang);
  return line.dump();
}

nlohmann::json labels(const GameInfo* info, Lang lang) {
  auto t = [lang](std::string_view key) { return std::string(text(key, lang)); };
  return {{"title", t("page.title")},
          {"last_entries", t("page.last_entries")},
          {"standings", t("page.standings")},
          {"who", t("page.who")},
          {"watching", t("page.watching")},
          {"offline", t("page.offline")},
          {"code_gone", t("page.code_gone")},
          {"game_over", t("page.game_over")},
          {"bgstats", t("page.bgstats")},
          {"on_turn", t("page.on_turn")},
          {"you_are", t("page.you_are")},  // "{0}": the player's name, filled in by the page
          {"taken", t("page.taken")},      // "{0}": a name another phone holds
          {"sheet", t("ui.scoresheet.title")},
          {"sheet_round", t(round_key(info, "ui.scoresheet.round"))},
          {"sheet_total", t("ui.scoresheet.total")},
          {"sheet_empty", t(round_key(info, "ui.scoresheet.empty"))},
          {"hand_title", t("page.hand.title")},
          {"hand_send", t("page.hand.send")},
          {"hand_sent", t("page.hand.sent")},
          {"hand_remove", t("page.hand.remove")},
          {"hand_clear", t("page.hand.clear")},
          {"hand_points", t("page.hand.points")},    // "{0}": the points, "{1}": the cards
          {"hand_waiting", t("page.hand.waiting")}};  // "{0}": the names
}

// The last kEntriesShown entries in words, each with what it set off, and
// the last entry's big moments: the lines before them are replayed without
// sentences, then each shown one with them.
void add_entries(const Session& session, const GameInfo* info, Lang lang, nlohmann::json& page) {
  const auto& lines = session.lines();
  const std::size_t first = lines.size() > kEntriesShown ? lines.size() - kEntriesShown : 0;
  Message ignored;
  auto replay = Session::start(session.header(), &ignored);
  nlohmann::json entries = nlohmann::json::array(), banners = nlohmann::json::array();
  if (!replay) {
    page["entries"] = entries;
    page["banners"] = banners;
    return;
  }
  std::unique_ptr<Game> game = replay->game().clone();
  game->set_notices_wanted(false);
  for (std::size_t i = 0; i < first; ++i) game->apply(lines[i]);
  game->set_notices_wanted(true);
  for (std::size_t i = first; i < lines.size(); ++i) {
    nlohmann::json entry = {{"n", i + 1}, {"text", entry_words(info, *game, lines[i], lang)}};
    const Verdict verdict = game->apply(lines[i]);
    nlohmann::json notes = nlohmann::json::array();
    for (const Message& notice : verdict.notices) {
      notes.push_back(render(notice, lang));
      if (i + 1 != lines.size()) continue;
      if (const BigMoment* m = big_moment(info, notice))
        banners.push_back({{"n", i + 1}, {"text", render(notice, lang)}, {"tone", tone_name(m->tone)}});
    }
    entry["notes"] = std::move(notes);
    entries.push_back(std::move(entry));
  }
  std::reverse(entries.begin(), entries.end());  // the latest first
  page["entries"] = std::move(entries);
  page["banners"] = std::move(banners);
}

nlohmann::json scoresheet(const Game& game) {
  nlohmann::json rounds = nlohmann::json::array();
  for (const RoundSummary& r : game.rounds()) {
    nlohmann::json points = nlohmann::json::array();
    for (const auto& [name, value] : r.points) points.push_back(value);
    rounds.push_back({{"round", r.round}, {"points", std::move(points)}});
  }
  return rounds;
}

// The game's table in its words (GameInfo::page_table): facts, a line per
// player (by name) and a word per finished round.
nlohmann::json table_view(const PageTable& table, const std::vector<std::string>& players) {
  nlohmann::json facts = nlohmann::json::array();
  for (const auto& [label, value] : table.facts) facts.push_back({{"label", label}, {"value", value}});
  nlohmann::json seats = nlohmann::json::object();
  for (std::size_t i = 0; i < players.size() && i < table.seats.size(); ++i)
    if (!table.seats[i].empty()) seats[players[i]] = table.seats[i];
  return {{"facts", std::move(facts)}, {"seats", std::move(seats)}, {"rounds", table.rounds}};
}

// What each player's own phone may enter now: an action always offered, or
// one whose line the engine would accept (judged on a copy of the game).
nlohmann::json phone_actions(const Game& game, const GameInfo* info, Lang lang) {
  nlohmann::json out = nlohmann::json::object();
  if (!info) return out;
  for (const std::string& player : game.header().players) {
    nlohmann::json mine = nlohmann::json::array();
    for (const PhoneAction& action : info->phone_actions) {
      bool offered = action.always_offered;
      if (!offered && !game.finished()) {
        std::unique_ptr<Game> trial = game.clone();
        trial->set_notices_wanted(false);
        offered = trial->apply(action.line(game, player)).accepted;
      }
      if (offered && !game.finished())
        mine.push_back({{"id", std::string(action.id)}, {"label", std::string(text(action.label_key, lang))}});
    }
    out[player] = std::move(mine);
  }
  return out;
}

// The pad and who the form waits for, when the game has cards for phones.
nlohmann::json hand_view(const Session& session, const GameInfo* info, const HandCall& hand, Lang lang) {
  if (!info || !info->hand_card_pad) return nullptr;
  nlohmann::json pad = nlohmann::json::array();
  for (const PadCard& card : info->hand_card_pad(session.header().options, hand.side, lang))
    pad.push_back({{"key", card.key}, {"words", card.words}, {"colour", card.colour}, {"points", card.points}});
  return {{"awaited", hand.awaited}, {"sent", hand.sent}, {"pad", std::move(pad)}, {"room", hand.room}};
}

}  // namespace

nlohmann::json page_view(const Session& session, Lang lang, const HandCall* hand) {
  const Game& game = session.game();
  const GameInfo* info = find_game(session.header().game);
  nlohmann::json view = game.state();
  nlohmann::json page = {{"lang", std::string(lang_code(lang))}, {"labels", labels(info, lang)}};
  page["game_name"] = info ? std::string(text(info->name_key, lang)) : session.header().game;
  if (const auto target = game.score_target()) page["target"] = render(msg("page.target", *target), lang);
  page["round"] = render(msg(round_key(info, "ui.log.round"), game.round()), lang);
  page["expecting"] = game.finished() ? std::string() : render(game.expecting(), lang);
  page["finished"] = game.finished();
  if (const auto winner = game.winner()) page["winner"] = render(msg("page.winner", *winner), lang);

  const std::string total_key = info ? std::string(info->total_key) : std::string("ui.total.points");
  nlohmann::json standings = nlohmann::json::array();
  for (const Standing& s : game.standings()) {
    const std::string& name = game.header().players[static_cast<std::size_t>(s.seat)];
    nlohmann::json row = {{"name", name}, {"seat", s.seat}, {"total", s.total}, {"place", s.place},
                          {"total_text", render(msg(total_key, s.total), lang)}};
    if (!s.note.key.empty()) row["note"] = render(s.note, lang);
    standings.push_back(std::move(row));
  }
  page["standings"] = std::move(standings);  // best first
  // A finished game, for each player to log in BG Stats on their own phone
  // (issue 34, core/bgstats.hpp). The page knows no end (its game is the
  // table's session): the play goes without its length.
  page["bgstats"] = game.finished() ? nlohmann::json(bgstats::link(bgstats::to_json(bgstats::play_of(game))))
                                    : nlohmann::json();
  page["players"] = game.header().players;
  page["sheet"] = scoresheet(game);
  if (info && info->page_table) page["table"] = table_view(info->page_table(game, lang), game.header().players);
  page["actions"] = phone_actions(game, info, lang);
  page["hand"] = hand && !game.finished() ? hand_view(session, info, *hand, lang) : nullptr;
  add_entries(session, info, lang, page);
  view["page"] = std::move(page);
  return view;
}

nlohmann::json empty_page_view(Lang lang) {
  return {{"players", nlohmann::json::array()},
          {"page",
           {{"lang", std::string(lang_code(lang))},
            {"labels", labels(nullptr, lang)},
            {"no_game", std::string(text("page.no_game", lang))}}}};
}

}  // namespace flipside::lan
