// The desktop's main loop (SDL2 + OpenGL 3): opens the store on a second
// thread while the window opens, then sleeps in SDL_WaitEvent and draws a
// frame only when something happened (ui/platform/app_frame.hpp: what the browser's
// loop shares). It prints the start-up and frame-time figures for `bench`
// (frame_stats.hpp measures them).
#include "ui/platform/app.hpp"

#include <SDL.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <future>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "imgui.h"
#include "imgui_impl_opengl3.h"
#include "imgui_impl_sdl.h"
#include "store/store.hpp"
#include "ui/platform/app_frame.hpp"
#include "ui/platform/desktop/frame_stats.hpp"
#include "ui/shell/controller.hpp"
#include "ui/widgets/fonts.hpp"
#include "ui/platform/display.hpp"
#include "ui/shell/settings.hpp"
#include "ui/platform/upgrade_watch.hpp"

namespace flipside::ui {
namespace {

using Clock = std::chrono::steady_clock;

// While an older file is upgraded: a frame of the upgrade screen at most
// this often (the bar moves smoothly, the upgrade keeps the other core),
// and the screen only once the upgrade has lasted this long.
constexpr auto kUpgradeFrame = std::chrono::milliseconds(50);
constexpr auto kUpgradeShowsAfter = std::chrono::milliseconds(250);

// How often an idle History, bin or statistics screen looks whether another
// process changed the file (a command-line restore shows within a second).
constexpr int kListLookMs = 1000;

struct Graphics {
  SDL_Window* window = nullptr;
  SDL_GLContext gl = nullptr;
};

bool open_window(const AppOptions& options, Graphics* g) {
  SDL_GL_SetAttribute(SDL_GL_CONTEXT_FLAGS, 0);
  SDL_GL_SetAttribute(SDL_GL_CONTEXT_PROFILE_MASK, SDL_GL_CONTEXT_PROFILE_CORE);
  SDL_GL_SetAttribute(SDL_GL_CONTEXT_MAJOR_VERSION, 3);
  SDL_GL_SetAttribute(SDL_GL_CONTEXT_MINOR_VERSION, 0);
  SDL_GL_SetAttribute(SDL_GL_DOUBLEBUFFER, 1);
  g->window = SDL_CreateWindow("FlipSide", SDL_WINDOWPOS_CENTERED, SDL_WINDOWPOS_CENTERED, options.window_width,
                               options.window_height,
                               SDL_WINDOW_OPENGL | SDL_WINDOW_RESIZABLE | SDL_WINDOW_ALLOW_HIGHDPI);
  if (!g->window) {
    std::fprintf(stderr, "flipside: cannot open a window: %s\n", SDL_GetError());
    return false;
  }
  g->gl = SDL_GL_CreateContext(g->window);
  if (!g->gl) {
    std::fprintf(stderr, "flipside: cannot create an OpenGL 3 context: %s\n", SDL_GetError());
    return false;
  }
  SDL_GL_MakeCurrent(g->window, g->gl);
  SDL_GL_SetSwapInterval(1);
  return true;
}

// When no X11 or Wayland display answers, SDL falls back to its offscreen
// (or dummy) video driver, and the app would run with a window nobody can
// see, for ever. Unless that driver was asked for (SDL_VIDEODRIVER), it
// means the display could not be reached: said so, and the app stops.
bool on_a_screen() {
  const char* asked = std::getenv("SDL_VIDEODRIVER");
  if (asked && *asked) return true;
  const std::string driver = SDL_GetCurrentVideoDriver() ? SDL_GetCurrentVideoDriver() : "";
  return driver != "offscreen" && driver != "dummy";
}

double ms_since(Clock::time_point start) {
  return std::chrono::duration<double, std::milli>(Clock::now() - start).count();
}

// What start-up makes besides the window, on a second thread while the main
// thread opens the window and OpenGL (mostly loading the GL driver: 140 of
// the ~290 ms to the first frame under Xvfb). First the settings and the
// font atlas (with the RGBA copy OpenGL is given): the upgrade screen needs
// them while the store still opens. Then the store with its latest game,
// which for a file an older FlipSide wrote means its upgrade (seconds for
// thousands of games), reported to the main thread through an UpgradeWatch.
// Nothing here touches SDL, GL or the ImGui context.
struct Looks {
  Settings settings;  // as loaded at launch: the upgrade screen's language and theme
  std::unique_ptr<ImFontAtlas> atlas;
  Fonts fonts;
  DisplayScale built_for;  // the display the atlas was rasterized for
  float scale = 1.0f;
};

// Milliseconds since launch at each start-up step, for --print-startup-time.
struct StartupTimes {
  double fonts = 0;     // font atlas built (second thread)
  double stored = 0;    // store open, latest game loaded (second thread)
  double window = 0;    // window and OpenGL context (main thread)
  double ready = 0;     // both threads done
  double backends = 0;  // ImGui's SDL and OpenGL back-ends
  double built = 0;     // first frame built (incl. GL device objects)
};

Looks prepare_looks(const AppOptions& options, DisplayScale display, Clock::time_point started, StartupTimes* times) {
  Looks l;
  l.settings = load_settings(default_settings_path(), default_settings());
  l.atlas = std::make_unique<ImFontAtlas>();
  l.built_for = display;
  l.scale = ui_scale_for(options, l.settings, display.dpi, ImVec2(0, 0));  // the desktop lays out for its window
  l.fonts = build_fonts(*l.atlas, font_path(), l.scale, display.framebuffer);
  unsigned char* pixels = nullptr;
  int w = 0, h = 0;
  l.atlas->GetTexDataAsRGBA32(&pixels, &w, &h);  // kept by the atlas for the GL backend
  times->fonts = ms_since(started);
  return l;
}

std::unique_ptr<Controller> prepare_controller(const AppOptions& options, const Settings& settings,
                                               UpgradeWatch* upgrade, Clock::time_point started,
                                               StartupTimes* times) {
  const std::string settings_path = default_settings_path();
  StoreAccess access;
  access.open_file = [](const std::string& path) { return store::Store::open(path); };
  access.open_memory = [] { return store::Store::open_in_memory(); };
  store::StoreOptions store_options;
  store_options.defer_background_check = true;  // started after the first frame (App::after_frame)
  store_options.on_upgrade = upgrade->watcher();
  auto controller = std::make_unique<Controller>(
      store::Store::open(store::resolve_db_path(options.db_path), store_options), access, settings);
  controller->set_clock([started] { return std::chrono::duration<double>(Clock::now() - started).count(); });
  controller->set_settings_sink([settings_path](const Settings& s) {
    std::string error;
    if (!save_settings(settings_path, s, &error)) std::fprintf(stderr, "flipside: settings not saved: %s\n", error.c_str());
  });
  controller->start();
  times->stored = ms_since(started);
  return controller;
}

class App {
 public:
  using PendingController = std::future<std::unique_ptr<Controller>>;
  App(const AppOptions& options, Graphics g, Clock::time_point started, const Looks& looks, UpgradeWatch* upgrade,
      StartupTimes* times)
      : options_(options), g_(g), started_(started),
        frame_(options, g.window, looks.settings, looks.fonts, looks.scale, looks.built_for), upgrade_(upgrade),
        times_(*times) {}

  int run(PendingController pending);

 private:
  double now() const { return std::chrono::duration<double>(Clock::now() - started_).count(); }
  // Until the store is open, answering the window and drawing an older
  // file's upgrade: false when the window was closed meanwhile.
  bool wait_for_store(PendingController pending);
  void draw();

  AppOptions options_;
  Graphics g_;
  Clock::time_point started_;
  AppFrame frame_;
  UpgradeWatch* upgrade_;
  StartupTimes& times_;
  FrameStats frame_stats_;
};

void App::draw() {
  const bool measured = options_.frame_stats && frame_.frames() >= kSettleFrames;  // this frame is one after them
  if (measured) frame_stats_.start();
  frame_.build(now());
  if (measured) frame_stats_.built();
  if (frame_.frames() == 1) times_.built = ms_since(started_);
  frame_.present();

  if (frame_.frames() == 1 && options_.print_startup_time) {
    const double since_run = ms_since(started_);
    int atlas_w = 0, atlas_h = 0;
    unsigned char* pixels = nullptr;
    ImGui::GetIO().Fonts->GetTexDataAsRGBA32(&pixels, &atlas_w, &atlas_h);
    const StartupTimes& t = times_;
    std::printf(
        "first_frame_ms=%.1f (since process start: %.0f; window+GL %.1f | alongside: fonts %.1f, store+game %.1f | "
        "back-ends %.1f, both ready %.1f, frame built %.1f, drawn %.1f; atlas %dx%d)\n",
        since_run, ms_since_process_start(), t.window, t.fonts, t.stored - t.fonts, t.backends, t.ready,
        t.built - std::max(t.backends, t.ready), since_run - t.built, atlas_w, atlas_h);
    std::fflush(stdout);
  }
  if (measured) frame_stats_.end();
}

bool App::wait_for_store(PendingController pending) {
  // The loop never sleeps longer than a frame of the upgrade screen, so
  // the window manager is answered and the bar moves while the opening
  // thread works; an upgrade shows only once it has lasted a moment (a
  // small file's takes a few milliseconds: no flash of a screen).
  // It waits on the store, not on events: a file that opens at once is
  // drawn at once.
  std::optional<Clock::time_point> heard;
  while (pending.wait_for(kUpgradeFrame) != std::future_status::ready) {
    SDL_Event event;
    while (SDL_PollEvent(&event)) frame_.handle_event(event);
    if (!frame_.running()) upgrade_->stop();  // rolled back at the next game: the file stays as it was
    const auto progress = upgrade_->progress();
    if (!progress) continue;
    if (!heard) heard = Clock::now();
    if (frame_.running() && Clock::now() - *heard >= kUpgradeShowsAfter) frame_.draw_upgrade(now(), *progress);
  }
  frame_.attach(pending.get());
  Controller* controller = frame_.controller();
  times_.ready = ms_since(started_);
  // A phone's entry wakes the loop as a tap does: an event of our own, so
  // the loop still sleeps while nothing happens (SDL_PushEvent is safe from
  // the server's threads).
  const Uint32 phone_event = SDL_RegisterEvents(1);
  controller->page_share().set_wake([phone_event] {
    SDL_Event wake{};
    wake.type = phone_event;
    SDL_PushEvent(&wake);
  });
  controller->page_share().set_bind(options_.page_bind);
  // A league pass that took something in wakes the loop the same way
  // (ui/platform/league_watch.hpp: its thread sleeps in poll() between passes).
  const Uint32 league_event = SDL_RegisterEvents(1);
  controller->set_league_wake([league_event] {
    SDL_Event wake{};
    wake.type = league_event;
    SDL_PushEvent(&wake);
  });
  if (options_.show_on_phones) {
    controller->apply(intent::ContinueGame{});  // the latest unfinished game, if any, is the one shown
    controller->apply(intent::SetSharing{true});
    controller->apply(intent::OpenSettings{});
  }
  return frame_.running();
}

int App::run(PendingController pending) {
  frame_.fit_display();
  ImGui_ImplSDL2_InitForOpenGL(g_.window, g_.gl);
  ImGui_ImplOpenGL3_Init("#version 130");
  // SDL turns the screen saver off by default; the app decides (keep_awake).
  SDL_EnableScreenSaver();
  times_.backends = ms_since(started_);
  if (!wait_for_store(std::move(pending))) frame_.stop();

  FramePacer& pacer = frame_.pacer();
  while (frame_.running()) {
    const bool animating = frame_.animating(now());
    int wait = pacer.wait_ms(animating);
    // A list on screen follows the file: with nothing else to do, the loop
    // looks at it now and then (a PRAGMA, no frame unless it changed).
    if (wait < 0 && frame_.controller()->list_on_screen()) wait = kListLookMs;
    SDL_Event event;
    bool had_event = false;
    if (wait < 0) {
      had_event = SDL_WaitEvent(&event) != 0;
    } else if (wait == 0) {
      had_event = SDL_PollEvent(&event) != 0;
    } else {
      had_event = SDL_WaitEventTimeout(&event, wait) != 0;
    }
    if (had_event) {
      frame_.handle_event(event);
      while (SDL_PollEvent(&event)) frame_.handle_event(event);
      pacer.on_input();
    }
    if (!frame_.running()) break;
    if (frame_.controller()->follow_store()) pacer.on_input();
    if (!pacer.should_draw(had_event, animating)) continue;
    draw();
    frame_.after_frame();
  }

  if (options_.frame_stats) {
    std::printf("%s\n", frame_stats_.summary(frame_.frames()).c_str());
    std::fflush(stdout);
  }
  ImGui_ImplOpenGL3_Shutdown();
  ImGui_ImplSDL2_Shutdown();
  return 0;
}

}  // namespace

int run_app(const AppOptions& options) {
  const auto started = Clock::now();
  // The app chooses when to keep the screen on (Settings: keep awake).
  SDL_SetHint(SDL_HINT_VIDEO_ALLOW_SCREENSAVER, "1");
  if (SDL_Init(SDL_INIT_VIDEO | SDL_INIT_TIMER) != 0) {
    std::fprintf(stderr, "flipside: cannot start the display: %s\n", SDL_GetError());
    return 1;
  }
  if (!on_a_screen()) {
    const char* display = std::getenv("DISPLAY");
    std::fprintf(stderr, "flipside: cannot start the display: no X11 or Wayland display answered (DISPLAY=%s)\n",
                 display ? display : "");
    SDL_Quit();
    return 1;
  }
  StartupTimes times;
  UpgradeWatch upgrade;
  std::promise<Looks> looks_made;
  std::future<Looks> looks = looks_made.get_future();
  auto pending = std::async(
      std::launch::async, [&options, &times, &upgrade, started, display = guess_display_scale(),
                           made = std::move(looks_made)]() mutable -> std::unique_ptr<Controller> {
        Settings settings;
        try {
          Looks l = prepare_looks(options, display, started, &times);
          settings = l.settings;
          made.set_value(std::move(l));
        } catch (...) {
          made.set_exception(std::current_exception());
          throw;
        }
        return prepare_controller(options, settings, &upgrade, started, &times);
      });
  Graphics g;
  const bool opened = open_window(options, &g);
  times.window = ms_since(started);
  const Looks l = looks.get();
  if (!opened) {
    upgrade.stop();  // nothing to show it on: an upgrade under way is left for the next launch
    pending.wait();
    if (g.window) SDL_DestroyWindow(g.window);
    SDL_Quit();
    return 1;
  }
  IMGUI_CHECKVERSION();
  // The atlas outlives the context, which does not own it.
  ImGui::CreateContext(l.atlas.get());
  int code = 0;
  {
    App app(options, g, started, l, &upgrade, &times);
    code = app.run(std::move(pending));
  }
  ImGui::DestroyContext();
  SDL_GL_DeleteContext(g.gl);
  SDL_DestroyWindow(g.window);
  SDL_Quit();
  return code;
}

}  // namespace flipside::ui
