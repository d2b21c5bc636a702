// Spoken calls (issue 34): with *Say the calls* on, each entry that sets off
// a big moment makes the voice say exactly one utterance, with the game's
// own words for each moment; a refusal is said; an undo silences; a newer
// call cuts off an older one; off (the default), nothing is said. And every
// call of every game, synthesised by espeak-ng in both languages, is sound:
// not silent, of a length a call should have.
//
// The games are the simulated tables' (GameInfo::random_game), played
// through the controller as taps would enter them; what the voice is
// expected to say is read off each game's descriptor and text table (the
// call's words rendered from its own key), not from core/calls.cpp.
#include <catch2/catch.hpp>

#include <SDL.h>

#include <chrono>
#include <cmath>
#include <condition_variable>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <map>
#include <mutex>
#include <set>
#include <thread>

#include "core/game_info.hpp"
#include "core/i18n/lang.hpp"
#include "support/fixtures.hpp"
#include "support/flip7_table.hpp"
#include "ui/platform/desktop/espeak_synth.hpp"
#include "ui/platform/desktop/espeak_voice.hpp"

using namespace flipside;
using namespace flipside::ui;
using namespace flipside::ui::test;

namespace {

struct Said {
  std::string words;
  Lang lang;
};

// The big moment a notice is, in its game's descriptor; null: none.
const BigMoment* moment_of(const GameInfo& game, const Message& notice) {
  for (const BigMoment& m : game.big_moments)
    if (m.notice_key == notice.key) return &m;
  return nullptr;
}

// The call's words for one notice, straight from the game's text table.
std::string call_words(const BigMoment& moment, const Message& notice, Lang lang) {
  Message call = notice;
  if (!moment.call_key.empty()) call.key = std::string(moment.call_key);
  return render(call, lang);
}

ScriptHeader header_for(const GameInfo& game) {
  ScriptHeader header;
  header.game = std::string(game.id);
  header.players = {"Ana", "Ben", "Cleo", "Dani"};
  header.players.resize(static_cast<std::size_t>(std::clamp(4, game.min_players, game.max_players)));
  header.dealer = header.players.back();
  return header;
}

// A game played from its start through the controller, as taps enter it,
// with the voice listening; `each` is told of every line with what the
// controller's game said of it and what the voice was asked since.
struct Played {
  std::map<std::string, std::string> examples;  // a big moment's key: a notice of it, rendered (English)
  std::vector<Message> moments;                 // one notice of each big moment met
  int lines = 0;
};

Played play_through(const GameInfo& game, unsigned seed, Lang lang, bool say_calls) {
  const ScriptHeader header = header_for(game);
  const std::vector<nlohmann::json> lines = game.random_game(header, seed);
  auto state = std::make_shared<FakeStoreState>();
  state->games.push_back(make_record(1, header, {}));
  Settings settings;
  settings.lang = lang;
  settings.say_calls = say_calls;
  auto c = controller_over(state, settings);
  std::vector<Said> said;
  c->set_voice([&](const std::string& words, Lang l) { said.push_back({words, l}); });
  REQUIRE(c->screen() == Screen::kTable);
  Played played;
  std::set<std::string> met;
  for (std::size_t i = c->game()->session().lines().size(); i < lines.size();
       i = c->game()->session().lines().size()) {
    INFO(game.id << " seed " << seed << " line " << i << ": " << lines[i].dump());
    if (c->screen() == Screen::kRoundSummary) c->apply(intent::ContinueAfterRound{});
    if (c->game()->game().finished()) break;
    const std::size_t before = c->game()->session().lines().size();
    said.clear();
    c->apply(intent::Submit{lines[i]});
    REQUIRE(c->game()->session().lines().size() > before);  // the simulated table's line was accepted
    ++played.lines;
    // The lines this submit entered (its own, and a follow-up the game's
    // table enters by itself): their notices, in order.
    std::vector<std::string> expected;
    for (const Message& notice : c->last_notices())
      if (const BigMoment* m = moment_of(game, notice)) {
        expected.push_back(call_words(*m, notice, lang));
        if (met.insert(notice.key).second) played.moments.push_back(notice);
      }
    if (!say_calls) {
      CHECK(said.empty());
      continue;
    }
    if (expected.empty()) {
      CHECK(said.empty());  // nothing to call: the last call is left to finish
      continue;
    }
    // One utterance for the entry, saying every moment in the game's words.
    REQUIRE(said.size() == 1);
    CHECK(said[0].lang == lang);
    std::size_t at = 0;
    for (const std::string& words : expected) {
      const std::size_t found = said[0].words.find(words, at);
      CHECK(found != std::string::npos);
      if (found != std::string::npos) at = found + words.size();
    }
  }
  return played;
}

// Sound is there: loud enough somewhere, and a fair share of it not quiet.
struct Loudness {
  double rms = 0;
  double voiced = 0;  // share of 20 ms windows above a whisper
};
Loudness loudness(const Speech& speech) {
  Loudness l;
  if (speech.samples.empty()) return l;
  double sum = 0;
  for (std::int16_t s : speech.samples) sum += static_cast<double>(s) * s;
  l.rms = std::sqrt(sum / static_cast<double>(speech.samples.size()));
  const std::size_t window = static_cast<std::size_t>(speech.rate / 50);
  std::size_t windows = 0, voiced = 0;
  for (std::size_t at = 0; at + window <= speech.samples.size(); at += window, ++windows) {
    double w = 0;
    for (std::size_t k = at; k < at + window; ++k) w += static_cast<double>(speech.samples[k]) * speech.samples[k];
    if (std::sqrt(w / static_cast<double>(window)) > 300.0) ++voiced;
  }
  l.voiced = windows ? static_cast<double>(voiced) / static_cast<double>(windows) : 0.0;
  return l;
}

}  // namespace

TEST_CASE("Say the calls: every big moment of every game is said once, in the game's words, in the table's language",
          "[calls][issue34]") {
  for (const Lang lang : {Lang::kEnglish, Lang::kSpanish}) {
    for (const GameInfo& game : all_games()) {
      if (!game.random_game || !game.make) continue;
      INFO(game.id << " " << lang_code(lang));
      std::set<std::string> met;
      for (unsigned seed = 1; seed <= 3; ++seed)
        for (const Message& m : play_through(game, seed, lang, true).moments) met.insert(m.key);
      // The simulated tables meet the moments a game is about.
      CHECK(met.size() >= 3);
    }
  }
}

TEST_CASE("Say the calls is off by default: nothing is said", "[calls][issue34]") {
  CHECK_FALSE(Settings{}.say_calls);
  for (const GameInfo& game : all_games())
    if (game.random_game && game.make) play_through(game, 1, Lang::kEnglish, false);
}

TEST_CASE("Say the calls: a Flip 7 bust is said, a refusal is said, an undo silences, the setting turns it off",
          "[calls][issue34]") {
  for (const Lang lang : {Lang::kEnglish, Lang::kSpanish}) {
    Settings settings;
    settings.lang = lang;
    auto c = controller_over(state_with(four_players(), Moment::kStart), settings);
    std::vector<Said> said;
    c->set_voice([&](const std::string& words, Lang l) { said.push_back({words, l}); });
    c->apply(intent::SetSayCalls{true});
    CHECK(c->settings().say_calls);
    // Each card goes where the engine's guidance sends it: the deal gives
    // Ben (after the dealer, Ana) a 7 and the others 1, 2, 3; then Ben's
    // own turn draws a second 7.
    const auto draw = [&](int value) { c->apply(card(*c, flip7::number_card(value))); };
    draw(7);
    REQUIRE(said.empty());  // a first card is no call
    for (int v : {1, 2, 3}) draw(v);
    said.clear();
    draw(7);
    REQUIRE(said.size() == 1);
    CHECK(said[0].lang == lang);
    CHECK(said[0].words == (lang == Lang::kEnglish ? "BUST! Ben drew a second 7." : "\xC2\xA1" "Ben ha fallado! Ha sacado otro 7."));
    // Undo: the call about an entry taken back is silenced.
    said.clear();
    c->apply(intent::Undo{});
    REQUIRE(said.size() == 1);
    CHECK(said[0].words.empty());
    // A refusal on the table is said in the engine's own sentence.
    said.clear();
    c->apply(intent::Submit{nlohmann::json{{"stay", "Nobody"}}});
    REQUIRE(c->popup());
    REQUIRE(said.size() == 1);
    CHECK(said[0].words.rfind(render(c->popup()->message, lang), 0) == 0);
    c->apply(intent::DismissPopup{});
    // Off: silence now, and nothing more is said.
    said.clear();
    c->apply(intent::SetSayCalls{false});
    CHECK(said.size() == 1);
    said.clear();
    draw(7);
    CHECK(said.empty());
  }
}

TEST_CASE("Every call of every game, synthesised by espeak-ng, is sound of a call's length in both languages",
          "[calls][issue34][espeak]") {
  for (const GameInfo& game : all_games()) {
    if (!game.random_game || !game.make) continue;
    std::vector<Message> moments;
    std::set<std::string> met;
    for (unsigned seed = 1; seed <= 3; ++seed)
      for (const Message& m : play_through(game, seed, Lang::kEnglish, false).moments)
        if (met.insert(m.key).second) moments.push_back(m);
    // The moments the simulated tables rarely meet, with arguments of the
    // kinds their games give them.
    const std::vector<Message> rare = {
        msg("flip7.notice.flip7", "Ana"),
        msg("flip7.notice.tie_break", 210),
        msg("flip7.notice.game_end_no_winner"),
        msg("flinch.notice.flinched_no_card", "Ana", "Ben"),
        msg("flinch.notice.winner_pair", "Ana", "Ben"),
        msg("phase10flip.notice.tie_break", 120, Arg::list_arg({msg("phase10flip.name", "Ana"), msg("phase10flip.name", "Ben")}), 4),
    };
    for (const Message& m : rare)
      if (moment_of(game, m) && met.insert(m.key).second) moments.push_back(m);
    // Every big moment of the game is heard below.
    for (const BigMoment& m : game.big_moments) CHECK(met.count(std::string(m.notice_key)));
    for (const Message& notice : moments) {
      const BigMoment* moment = moment_of(game, notice);
      REQUIRE(moment);
      for (const Lang lang : {Lang::kEnglish, Lang::kSpanish}) {
        const std::string words = call_words(*moment, notice, lang);
        INFO(notice.key << " " << lang_code(lang) << ": " << words);
        const Speech speech = synthesize(words, lang);
        REQUIRE(speech.rate > 0);
        // A call is short: long enough to be words, short enough not to
        // run over the next entry.
        CHECK(speech.seconds() >= 0.5);
        CHECK(speech.seconds() <= 7.0);
        const Loudness l = loudness(speech);
        CHECK(l.rms > 1000.0);
        CHECK(l.voiced > 0.4);
      }
    }
  }
  // The two languages are different voices: the same words differ in sound.
  const Speech en = synthesize("Ana", Lang::kEnglish), es = synthesize("Ana", Lang::kSpanish);
  CHECK(en.samples != es.samples);
}

TEST_CASE("The desktop's voice: a newer call cuts off the one being said, and both are heard",
          "[calls][issue34][espeak]") {
  // SDL's disk driver plays into a file at the pace of a sound card.
  const auto heard = std::filesystem::temp_directory_path() / ("flipside-voice-" + std::to_string(::getpid()) + ".raw");
  ::setenv("SDL_AUDIODRIVER", "disk", 1);
  ::setenv("SDL_DISKAUDIOFILE", heard.c_str(), 1);
  REQUIRE(SDL_InitSubSystem(SDL_INIT_AUDIO) == 0);
  std::mutex mutex;
  std::condition_variable changed;
  std::vector<std::pair<std::string, bool>> done;
  {
    EspeakVoice voice([&](const std::string& words, bool whole) {
      std::lock_guard<std::mutex> lock(mutex);
      done.emplace_back(words, whole);
      changed.notify_all();
    });
    const std::string long_call = "Flinch! Ana catches Ben and gives them the 12. The stock is empty: new stock. Ana wins!";
    voice.say(long_call, Lang::kEnglish);
    std::this_thread::sleep_for(std::chrono::milliseconds(700));
    voice.say("Cleo busts!", Lang::kEnglish);
    std::unique_lock<std::mutex> lock(mutex);
    REQUIRE(changed.wait_for(lock, std::chrono::seconds(20), [&] { return done.size() == 2; }));
    CHECK(done[0] == std::make_pair(long_call, false));
    CHECK(done[1] == std::make_pair(std::string("Cleo busts!"), true));
  }
  SDL_QuitSubSystem(SDL_INIT_AUDIO);
  // What was played: part of the long call, then the short one whole. Far
  // less than both whole.
  const double played = static_cast<double>(std::filesystem::file_size(heard)) / 2.0;
  const double both = static_cast<double>(synthesize("Flinch! Ana catches Ben and gives them the 12. The stock is empty: new stock. Ana wins!", Lang::kEnglish).samples.size() +
                                          synthesize("Cleo busts!", Lang::kEnglish).samples.size());
  CHECK(played > 0.0);
  CHECK(played < both);
  std::filesystem::remove(heard);
}
