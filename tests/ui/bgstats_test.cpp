// A finished game logged in BG Stats from the app (issue 34): the winner's
// screen has the button in every look; its popup shows the link's QR code
// whole, big enough to scan, and the code reads back (zbarimg, as a phone's
// camera would) to the link; the link carries the stored game; Open hands
// the link to the platform. The oracle is the stored game as History lists
// it (players, totals, places), not the engine's words.
#include <catch2/catch.hpp>

#include <cstdio>
#include <filesystem>
#include <fstream>

#include "core/bgstats.hpp"
#include "support/layout_checks.hpp"
#include "support/real_store.hpp"
#include "support/taps.hpp"
#include "ui/widgets/qr_code.hpp"

using namespace flipside;
using namespace flipside::ui;
using namespace flipside::ui::test;

namespace {

// The code as a greyscale image, 4 pixels a module with its quiet zone,
// read by zbarimg; its text, or "" when nothing was read.
std::string read_qr(const QrCode& code) {
  constexpr int kPixels = 4, kQuiet = 4;
  const int side = (code.size + 2 * kQuiet) * kPixels;
  const auto path = std::filesystem::temp_directory_path() / ("flipside-bgstats-" + std::to_string(::getpid()) + ".pgm");
  {
    std::ofstream out(path, std::ios::binary);
    out << "P5\n" << side << " " << side << "\n255\n";
    for (int y = 0; y < side; ++y)
      for (int x = 0; x < side; ++x) {
        const int mx = x / kPixels - kQuiet, my = y / kPixels - kQuiet;
        const bool dark = mx >= 0 && my >= 0 && mx < code.size && my < code.size &&
                          code.dark[static_cast<std::size_t>(my * code.size + mx)];
        out.put(static_cast<char>(dark ? 0 : 255));
      }
  }
  const std::string command = "zbarimg --quiet --raw -Sbinary " + path.string() + " 2>/dev/null";
  std::string text;
  if (FILE* pipe = ::popen(command.c_str(), "r")) {
    char buffer[4096];
    for (std::size_t n; (n = std::fread(buffer, 1, sizeof buffer, pipe)) > 0;) text.append(buffer, n);
    ::pclose(pipe);
  }
  std::filesystem::remove(path);
  while (!text.empty() && (text.back() == '\n' || text.back() == '\r')) text.pop_back();
  return text;
}

}  // namespace

TEST_CASE("A finished game's BG Stats link: the button, its QR code whole and readable, the stored game in it, "
          "Open hands it over, the game's sheet offers it too",
          "[bgstats][issue34]") {
  const std::vector<std::vector<std::string>> tables = {{"Mar\xC3\xAD" "a Jos\xC3\xA9 de los \xC3\x81ngeles", "Ben", "Cleo", "Dani"}};
  for_each_look([&](const Look& look) {
    const std::string where = look.name() + " winner";
    INFO(where);
    Settings settings;
    settings.lang = look.lang;
    auto c = controller_over_finished_games(tables, 3, settings);
    std::vector<std::string> opened;
    c->set_link_opener([&](const std::string& url) { opened.push_back(url); });
    const auto games = c->store()->games();
    REQUIRE(games->size() == 1);
    const store::GameSummary& stored = games->front();
    Headless h(look.size, look.scale);
    c->apply(intent::OpenGame{stored.id});
    REQUIRE(c->screen() == Screen::kWinner);
    h.frames(*c, 3);
    check_clean(h, where);
    check_touch_targets(h, "winner.", where);
    REQUIRE(h.diag.rects.count("winner.bgstats"));
    const auto [a, b] = h.diag.rects.at("winner.bgstats");
    CHECK(a.x >= 0.0f);
    CHECK(b.x <= look.size.x);
    CHECK(b.y <= look.size.y);

    tap_and_apply(h, *c, "winner.bgstats");
    REQUIRE(c->popup());
    REQUIRE(c->popup()->kind == PopupKind::kBgStats);
    h.frames(*c, 3);
    check_clean(h, where + ", BG Stats popup");
    check_touch_targets(h, "popup.", where);
    REQUIRE(h.diag.areas.count("popup.bgstats_qr"));
    const auto [qa, qb] = h.diag.areas.at("popup.bgstats_qr");
    CHECK(qa.x >= 0.0f);
    CHECK(qa.y >= 0.0f);
    CHECK(qb.x <= look.size.x);
    CHECK(qb.y <= look.size.y);
    const auto code = make_qr(c->bgstats_link());
    REQUIRE(code);
    // At least 3 pixels a module, with the quiet zone: a phone reads it across the table.
    CHECK(qb.x - qa.x >= 3.0f * static_cast<float>(code->size + 8));
    // The popup's buttons below the code, inside the screen.
    REQUIRE(h.diag.rects.count("popup.bgstats_open"));
    CHECK(h.diag.rects.at("popup.bgstats_open").first.y >= qb.y);
    CHECK(h.diag.rects.at("popup.bgstats_open").second.y <= look.size.y);

    // What a phone's camera reads is the link, and the link is the stored game.
    const std::string link = c->bgstats_link();
    CHECK(read_qr(*code) == link);
    REQUIRE(link.rfind(std::string(bgstats::kCreatePlayUrl), 0) == 0);
    const auto json = bgstats::url_decode(link.substr(bgstats::kCreatePlayUrl.size()));
    REQUIRE(json);
    const auto play = nlohmann::json::parse(*json);
    REQUIRE(play["players"].size() == stored.players.size());
    for (std::size_t seat = 0; seat < stored.players.size(); ++seat) {
      CHECK(play["players"][seat]["name"] == stored.players[seat]);
      CHECK(play["players"][seat]["score"] == stored.totals[seat]);
      CHECK(play["players"][seat]["rank"] == stored.places[seat]);
      CHECK(play["players"][seat]["winner"] == (stored.places[seat] == 1));
    }
    CHECK(play["game"]["name"] == "Flip 7");

    tap_and_apply(h, *c, "popup.bgstats_open");
    CHECK(opened == std::vector<std::string>{link});
    CHECK_FALSE(c->popup());

    // The game's sheet offers the same link.
    c->apply(intent::OpenScoresheet{});
    REQUIRE(c->screen() == Screen::kScoresheet);
    h.frames(*c, 3);
    check_clean(h, look.name() + " scoresheet");
    check_touch_targets(h, "scoresheet.", where);
    tap_and_apply(h, *c, "scoresheet.bgstats");
    REQUIRE(c->popup());
    CHECK(c->popup()->kind == PopupKind::kBgStats);
    CHECK(c->bgstats_link() == link);
  });
}

TEST_CASE("An unfinished game offers no BG Stats link", "[bgstats][issue34]") {
  auto c = controller_over(state_with(four_players(), Moment::kMidRound));
  c->apply(intent::ContinueGame{});
  REQUIRE(c->game());
  Headless h(ImVec2(1280, 800), 1.0f);
  c->apply(intent::OpenScoresheet{});
  h.frames(*c, 3);
  CHECK_FALSE(h.diag.rects.count("scoresheet.bgstats"));
  c->apply(intent::ShowBgStats{});
  CHECK_FALSE(c->popup());
  CHECK(c->bgstats_link().empty());
}
