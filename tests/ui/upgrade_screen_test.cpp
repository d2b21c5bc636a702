// The screen shown while a file an older FlipSide wrote is upgraded (issue
// 22, "Upgrades never show a blank window"), rendered headlessly in every
// look: what is being done in the table's language, the games counted so
// far, all of it inside the screen, nothing on anything else, and nothing
// moving as the stages change but the bar and the numbers.
#include <catch2/catch.hpp>

#include <string>

#include "support/headless.hpp"
#include "support/layout_checks.hpp"
#include "ui/shell/frame.hpp"
#include "ui/platform/upgrade_watch.hpp"

using namespace flipside;
using namespace flipside::ui;
using namespace flipside::ui::test;
using Stage = store::UpgradeProgress::Stage;

namespace {

// Everything the frame drew straight on the screen, in order, one space between.
std::string drawn(const Headless& h) {
  std::string all;
  for (const auto& t : h.diag.texts) all += (all.empty() ? "" : " ") + t.what;
  return all;
}

bool overlap(ImVec2 a_min, ImVec2 a_max, ImVec2 b_min, ImVec2 b_max) {
  return a_min.x < b_max.x && b_min.x < a_max.x && a_min.y < b_max.y && b_min.y < a_max.y;
}

}  // namespace

TEST_CASE("The upgrade screen says what is happening and how far, in both languages, whole in every look",
          "[ui][render][upgrade]") {
  const store::UpgradeProgress stages[] = {{Stage::kChecking, 0, 0},
                                           {Stage::kUpdating, 0, 10000},
                                           {Stage::kUpdating, 3412, 10000},
                                           {Stage::kSaving, 10000, 10000}};
  for_each_look([&](const Look& look) {
    Headless h(look.size, look.scale);
    const Tr tr(look.lang);
    std::optional<std::pair<ImVec2, ImVec2>> bar_before;
    for (const auto& progress : stages) {
      const std::string where = look.name() + " stage " + std::to_string(static_cast<int>(progress.stage)) + " " +
                                std::to_string(progress.done);
      INFO(where);
      h.frames_of(look.lang, Theme::kDark, [&](const Ui& ui) { draw_upgrade_frame(ui, progress); });
      check_clean(h, where);

      const std::string all = drawn(h);
      const char* heading = progress.stage == Stage::kChecking   ? "ui.upgrade.checking"
                            : progress.stage == Stage::kUpdating ? "ui.upgrade.updating"
                                                                 : "ui.upgrade.saving";
      CHECK(all.find(tr(heading)) != std::string::npos);  // whole, on one line or broken at its spaces
      CHECK(all.find(tr("ui.upgrade.note")) != std::string::npos);
      if (progress.stage == Stage::kUpdating && progress.done == 3412)
        CHECK(drew(h, look.lang == Lang::kSpanish ? "3412 de 10\xC2\xA0" "000 partidas" : "3,412 of 10,000 games"));

      // Inside the screen from top to bottom, and nothing written on the bar.
      REQUIRE(h.diag.rects.count("upgrade.bar"));
      const auto bar = h.diag.rects.at("upgrade.bar");
      for (const auto& t : h.diag.texts) {
        CHECK(t.min.y >= 0.0f);
        CHECK(t.max.y <= look.size.y);
        if (overlap(t.min, t.max, bar.first, bar.second)) FAIL_CHECK("\"" << t.what << "\" is on the bar");
      }
      // The bar stays where it is whatever the stage says.
      if (bar_before) {
        CHECK(bar.first.x == bar_before->first.x);
        CHECK(bar.first.y == bar_before->first.y);
        CHECK(bar.second.x == bar_before->second.x);
      }
      bar_before = bar;
    }
  });
}

TEST_CASE("The upgrade screen's watch passes on the last report and the window's wish to stop",
          "[ui][upgrade]") {
  UpgradeWatch watch;
  CHECK_FALSE(watch.progress());
  auto told = watch.watcher();
  CHECK(told({Stage::kUpdating, 1, 10}));
  CHECK(told({Stage::kUpdating, 2, 10}));
  REQUIRE(watch.progress());
  CHECK(watch.progress()->done == 2);
  CHECK(watch.progress()->total == 10);
  watch.stop();
  CHECK_FALSE(told({Stage::kUpdating, 3, 10}));  // the store rolls the upgrade back
}
