// The browser's main loop (emscripten, WebGL2): nothing runs while nothing
// happens. There is no loop to sleep in: SDL's event watch asks the browser
// for one animation frame when an event arrives, and a frame asks for the
// next only while FramePacer wants one (ImGui settling, a banner fading).
// No threads: the store opens before the first frame (storage.js has
// already brought the files in from IndexedDB before main runs).
//
// Nothing shown as done is lost (issue 33): SQLite commits into the page's
// memory file system, and a frame whose intents changed anything is
// followed by FS.syncfs, which writes every changed file into IndexedDB in
// one transaction. Until that transaction completes no frame is drawn, so
// the screen shows an entry as done only once the browser holds it; taps
// made meanwhile wait in SDL's queue. A write the browser refuses (storage
// full, storage cleared) is shown as an error and tried again at the next
// change.
#include "ui/platform/app.hpp"

#include <SDL.h>
#include <emscripten.h>
#include <emscripten/html5.h>

#include <algorithm>
#include <chrono>
#include <filesystem>
#include <cstdio>
#include <limits>
#include <memory>

#include <nlohmann/json.hpp>

#include "imgui.h"
#include "imgui_impl_opengl3.h"
#include "imgui_impl_sdl.h"
#include "store/store.hpp"
#include "ui/platform/app_frame.hpp"
#include "ui/shell/controller.hpp"
#include "ui/platform/file_hands.hpp"
#include "ui/widgets/fonts.hpp"
#include "ui/shell/settings.hpp"

namespace flipside::ui {
namespace {

using Clock = std::chrono::steady_clock;

class WebApp {
 public:
  WebApp(const AppOptions& options, SDL_Window* window, const Settings& settings, const Fonts& fonts, float scale,
         DisplayScale built_for)
      : frame_(options, window, settings, fonts, scale, built_for), started_(Clock::now()) {}

  AppFrame& frame() { return frame_; }
  Diagnostics& diagnostics() { return diag_; }
  std::string& answer() { return answer_; }
  double now() const { return std::chrono::duration<double>(Clock::now() - started_).count(); }
  // A frame at the browser's next animation frame (one asked at a time).
  void wake();
  // The browser's animation frame came.
  void frame_due();
  // The browser holds (ok) or refused what the last change wrote.
  void stored(bool ok);

 private:
  void persist();
  void publish_text_fields();

  AppFrame frame_;
  Diagnostics diag_;    // where each named control was drawn (the tests tap them)
  std::string answer_;  // the last text handed to the page's script (kept until the next)
  Clock::time_point started_;
  bool frame_asked_ = false;
  bool saving_ = false;  // FS.syncfs under way: no frame until it completes
  bool keyboard_up_ = false;  // the hidden field focused (keyboard.js)
  bool first_frame_shown_ = false;
  std::string text_fields_ = "[]";  // the text fields keyboard.js last got
};

WebApp* the_app = nullptr;  // the page's one app, reached from the browser's callbacks

EM_BOOL on_animation_frame(double, void*) {
  the_app->frame_due();
  return EM_FALSE;  // one frame; the next is asked for when wanted
}

void on_timeout(void*) { the_app->wake(); }

// Called by SDL as each event is queued (from the browser's handlers).
// Not for SDL's poll sentinel, which SDL_PollEvent queues itself at every
// poll: waking for it asked for a frame at every animation frame, a busy
// loop that drew nothing but kept the page's CPU at 7 % while idle.
int on_sdl_event(void*, SDL_Event* event) {
  if (event->type != SDL_POLLSENTINEL) the_app->wake();
  return 1;
}

void WebApp::wake() {
  if (frame_asked_) return;
  frame_asked_ = true;
  emscripten_request_animation_frame(on_animation_frame, nullptr);
}

void WebApp::frame_due() {
  frame_asked_ = false;
  if (saving_) return;  // stored() wakes the loop once the browser holds the change
  FramePacer& pacer = frame_.pacer();
  SDL_Event event;
  bool had_event = false;
  while (SDL_PollEvent(&event)) {
    frame_.handle_event(event);
    had_event = true;
  }
  if (had_event) pacer.on_input();
  const bool animating = frame_.animating(now());
  if (!pacer.should_draw(had_event, animating)) return;
  frame_.build(now());
  publish_text_fields();
  const bool typing = ImGui::GetIO().WantTextInput;
  if (typing != keyboard_up_) {
    keyboard_up_ = typing;
    EM_ASM({ Module.flipsideKeyboard($0); }, typing);  // keyboard.js
  }
  // The frame's intents are applied. A frame whose intents changed
  // something is not drawn: it shows the tap, not its result, and the
  // browser writes the change into IndexedDB sooner without WebGL drawing
  // meanwhile; the next frame, drawn once the browser holds the change,
  // shows it.
  if (frame_.after_frame()) {
    persist();
    return;
  }
  frame_.present();
  if (!first_frame_shown_) {
    first_frame_shown_ = true;
    // `bench` reads when the first frame was drawn, from the page's start.
    EM_ASM({ Module.flipsideFirstFrameAt = performance.now(); });
  }
  if (saving_) return;
  const int wait = pacer.wait_ms(frame_.animating(now()));
  if (wait == 0) {
    wake();
  } else if (wait > 0) {
    emscripten_set_timeout(on_timeout, wait, nullptr);
  }
}

// Where text can be typed, for keyboard.js: a touch that ends on one
// focuses the hidden field at once, inside the touch (iOS brings its
// keyboard up only then, never from a later frame).
void WebApp::publish_text_fields() {
  nlohmann::json fields = nlohmann::json::array();
  for (const auto& [min, max] : diag_.text_fields) fields.push_back({min.x, min.y, max.x, max.y});
  std::string text = fields.dump();
  if (text == text_fields_) return;
  text_fields_ = std::move(text);
  EM_ASM({ Module.flipsideTextFields = JSON.parse(UTF8ToString($0)); }, text_fields_.c_str());
}

void WebApp::persist() {
  saving_ = true;
  // storage.js: FS.syncfs(false) into IndexedDB, then Module._flipside_stored(ok).
  EM_ASM({ Module.flipsideStore(); });
}

void WebApp::stored(bool ok) {
  saving_ = false;
  if (!ok) frame_.controller()->report_problem(msg("ui.web.not_stored"));
  frame_.pacer().on_input();  // the change, now held, is drawn
  wake();
}

}  // namespace

int run_app(const AppOptions& given) {
  AppOptions options = given;
  options.fit_window = true;  // a tablet's page is smaller than the screens' design
  // Touch is touch: ImGui gets SDL's mouse events made from fingers.
  SDL_SetHint(SDL_HINT_TOUCH_MOUSE_EVENTS, "1");
  if (SDL_Init(SDL_INIT_VIDEO) != 0) {  // no SDL timers: the browser's own (emscripten_set_timeout)
    std::fprintf(stderr, "flipside: cannot start the display: %s\n", SDL_GetError());
    return 1;
  }
  SDL_GL_SetAttribute(SDL_GL_CONTEXT_PROFILE_MASK, SDL_GL_CONTEXT_PROFILE_ES);
  SDL_GL_SetAttribute(SDL_GL_CONTEXT_MAJOR_VERSION, 3);
  SDL_GL_SetAttribute(SDL_GL_CONTEXT_MINOR_VERSION, 0);
  SDL_GL_SetAttribute(SDL_GL_DOUBLEBUFFER, 1);
  // ImGui draws flat triangles in order: no depth or stencil buffer (SDL
  // asks for a 16-bit depth buffer by default), which the browser would
  // otherwise allocate and clear with the canvas at every size.
  SDL_GL_SetAttribute(SDL_GL_DEPTH_SIZE, 0);
  SDL_GL_SetAttribute(SDL_GL_STENCIL_SIZE, 0);
  // The canvas fills the page (index.html's style): the window is its CSS
  // size, and SDL follows the page as it resizes or turns (resizable), with
  // the device pixel ratio in the drawable's size (high DPI: sharp text).
  double css_w = 0, css_h = 0;
  emscripten_get_element_css_size("#canvas", &css_w, &css_h);
  SDL_Window* window = SDL_CreateWindow("FlipSide", SDL_WINDOWPOS_CENTERED, SDL_WINDOWPOS_CENTERED,
                                        css_w > 0 ? static_cast<int>(css_w) : 1024,
                                        css_h > 0 ? static_cast<int>(css_h) : 768,
                                        SDL_WINDOW_OPENGL | SDL_WINDOW_RESIZABLE | SDL_WINDOW_ALLOW_HIGHDPI);
  SDL_GLContext gl = window ? SDL_GL_CreateContext(window) : nullptr;
  if (!gl) {
    std::fprintf(stderr, "flipside: cannot create a WebGL2 context: %s\n", SDL_GetError());
    EM_ASM({ Module.flipsideNoWebGL2(); });  // boot.js: the page says so
    return 1;
  }
  SDL_GL_MakeCurrent(window, gl);

  const std::string settings_path = default_settings_path();
  const Settings settings = load_settings(settings_path, default_settings());
  IMGUI_CHECKVERSION();
  ImGui::CreateContext();
  const DisplayScale display = query_display_scale(window);
  int window_w = 0, window_h = 0;
  SDL_GetWindowSize(window, &window_w, &window_h);
  const float scale = ui_scale_for(options, settings, display.dpi,
                                   ImVec2(static_cast<float>(window_w), static_cast<float>(window_h)));
  EM_ASM({ Module.flipsideMainAt = performance.now(); });  // bench: where the start-up's time goes
  const Fonts fonts = build_fonts(*ImGui::GetIO().Fonts, font_path(), scale, display.framebuffer);
  EM_ASM({ Module.flipsideFontsAt = performance.now(); });
  the_app = new WebApp(options, window, settings, fonts, scale, display);  // lives as long as the page
  AppFrame& frame = the_app->frame();
  frame.set_diagnostics(&the_app->diagnostics());
  frame.fit_display();
  ImGui_ImplSDL2_InitForOpenGL(window, gl);
  ImGui_ImplOpenGL3_Init("#version 300 es");

  StoreAccess access;
  access.open_file = [](const std::string& path) { return store::Store::open(path); };
  access.open_memory = [] { return store::Store::open_in_memory(); };
  store::StoreOptions store_options;
  // Every check before the first frame: a page has no second thread to
  // check a large file on, and a tablet's file is small.
  store_options.check_before_open_max_bytes = std::numeric_limits<std::uintmax_t>::max();
  auto controller = std::make_unique<Controller>(
      store::Store::open(store::resolve_db_path(options.db_path), store_options), access, settings);
  const auto started = Clock::now();
  controller->set_clock([started] { return std::chrono::duration<double>(Clock::now() - started).count(); });
  controller->set_settings_sink([settings_path](const Settings& s) {
    std::string error;
    if (!save_settings(settings_path, s, &error)) std::fprintf(stderr, "flipside: settings not saved: %s\n", error.c_str());
  });
  // Games as files (ui/platform/file_hands.hpp): files.js hands them over and
  // brings the picker's back (flipside_files_chosen).
  FileHands hands;
  hands.folder = "/tmp/flipside-offered";
  hands.offer = [](const std::vector<OfferedFile>& files) {
    nlohmann::json list = nlohmann::json::array();
    for (const OfferedFile& f : files) list.push_back({{"path", f.path}, {"name", f.name}, {"type", f.type}});
    const std::string text = list.dump();
    EM_ASM({ Module.flipsideOffer(UTF8ToString($0)); }, text.c_str());
  };
  hands.choose = [] { EM_ASM({ Module.flipsideChoose(); }); };
  controller->set_file_hands(std::move(hands));
  controller->start();
  EM_ASM({ Module.flipsideStoreAt = performance.now(); });
  frame.attach(std::move(controller));

  SDL_AddEventWatch(on_sdl_event, nullptr);
  the_app->wake();
  return 0;  // the runtime stays: the browser calls back (-sEXIT_RUNTIME=0)
}

}  // namespace flipside::ui

// storage.js calls this once FS.syncfs has finished: 1 when IndexedDB holds
// every changed file.
extern "C" EMSCRIPTEN_KEEPALIVE void flipside_stored(int ok) {
  if (flipside::ui::the_app) flipside::ui::the_app->stored(ok != 0);
}

// For tests and `bench` that drive the real app in a real browser
// (tests/web/): the last frame's named controls, in CSS pixels, as JSON
// {"name": [x0, y0, x1, y1], ...}; and the text of the next frame drawn
// (asked for, then read once a frame has come).
extern "C" EMSCRIPTEN_KEEPALIVE const char* flipside_rects() {
  nlohmann::json rects = nlohmann::json::object();
  for (const auto& [name, rect] : flipside::ui::the_app->diagnostics().rects)
    rects[name] = {rect.first.x, rect.first.y, rect.second.x, rect.second.y};
  return (flipside::ui::the_app->answer() = rects.dump()).c_str();
}

extern "C" EMSCRIPTEN_KEEPALIVE void flipside_capture_text() {
  flipside::ui::the_app->frame().capture_text();
  flipside::ui::the_app->frame().pacer().on_input();
  flipside::ui::the_app->wake();
}

extern "C" EMSCRIPTEN_KEEPALIVE const char* flipside_text() {
  return (flipside::ui::the_app->answer() = flipside::ui::the_app->frame().captured_text()).c_str();
}

// files.js: the files the picker gave, each in `folder` (in a folder of
// its own): taken in after the next frame, as a tap's intent would be.
extern "C" EMSCRIPTEN_KEEPALIVE void flipside_files_chosen(const char* folder) {
  std::vector<std::string> paths;
  std::error_code ec;
  for (auto it = std::filesystem::recursive_directory_iterator(folder, ec);
       !ec && it != std::filesystem::recursive_directory_iterator(); it.increment(ec))
    if (it->is_regular_file()) paths.push_back(it->path().string());
  std::sort(paths.begin(), paths.end());
  flipside::ui::the_app->frame().queue(flipside::ui::intent::ImportFiles{std::move(paths)});
  flipside::ui::the_app->frame().pacer().on_input();
  flipside::ui::the_app->wake();
}

// keyboard.js: text from an on-screen keyboard that sends no real keys.
extern "C" EMSCRIPTEN_KEEPALIVE void flipside_type(const char* utf8) {
  ImGui::GetIO().AddInputCharactersUTF8(utf8);
  flipside::ui::the_app->frame().pacer().on_input();
  flipside::ui::the_app->wake();
}

// keyboard.js: 1 Backspace, 2 Enter, as a key pressed and let go through
// SDL's queue (ImGui's back-end and the app's keys read them from there;
// AppFrame lets the release wait for the frame that shows the press).
extern "C" EMSCRIPTEN_KEEPALIVE void flipside_key(int which) {
  const SDL_Keycode key = which == 1 ? SDLK_BACKSPACE : SDLK_RETURN;
  for (const Uint32 type : {SDL_KEYDOWN, SDL_KEYUP}) {
    SDL_Event event{};
    event.type = type;
    event.key.state = type == SDL_KEYDOWN ? SDL_PRESSED : SDL_RELEASED;
    event.key.keysym.sym = key;
    event.key.keysym.scancode = SDL_GetScancodeFromKey(key);
    SDL_PushEvent(&event);
  }
}

// The open game's script (game-script.md), as `flipside export` writes it;
// empty with no game open. The tests replay it with the desktop's
// `flipside replay` and compare the totals with the screen's.
extern "C" EMSCRIPTEN_KEEPALIVE const char* flipside_export_open_game() {
  flipside::ui::Controller* c = flipside::ui::the_app->frame().controller();
  std::string& answer = flipside::ui::the_app->answer();
  answer.clear();
  if (c && c->store() && c->stored_game()) {
    answer = c->store()->export_script(c->stored_game()->id()).value_or("");
  }
  return answer.c_str();
}
