#!/usr/bin/env python3
"""The browser build in the other engines tablets run (issue 33): Firefox
(Gecko, through WebDriver BiDi) and WebKit (WebKitGTK's MiniBrowser through
WebKitWebDriver: the engine of every iPad browser), each on the test's own
Xvfb (web_engines_test.sh), where Mesa's software renderer gives them WebGL2.

  web_engines.py SITE FLIPSIDE ARTIFACTS firefox|webkit

The app starts and draws with WebGL2; every control is tapped by a finger
through the engine's automation protocol (WebDriver's touch pointer:
Firefox makes touch events of it, checked; WebKitGTK, on a machine with no
touch screen, makes a mouse's pointer events of it, so Safari's own touch
is not what WebKit is tested with here). A Flip 7
game for Ana and Ben is started, a 5, a 7 and a stay entered, each stored
in the browser; the page is loaded again and the game is there, its script
replaying in the desktop's `flipside replay`. Then UNO Flip, Phase 10 Flip
and Flinch, each a fresh page for Ana, Ben and Cleo, with the same taps as
in Chromium (web_browser.py's OTHER_GAMES): each game's script replays and
shows what the table did. The names come through the page's keyboard hook,
as an on-screen keyboard gives them. Screenshots of each table go to
ARTIFACTS. Prints one JSON object; exit 1 with the reason on a failure, 77
when the engine offers no WebGL2 here (the app says so on its page instead
of drawing).
"""
import json
import os
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "lan"))
from phone_browser import Firefox, WebKit, wait_for  # noqa: E402
from web_browser import OTHER_GAMES, Site, check_played, control, fail, start_game  # noqa: E402


def open_engine(name, profile):
    if name == "firefox":
        # Headless Firefox offers no WebGL here: it runs on the test's own
        # Xvfb (web_engines_test.sh), where Mesa's software renderer draws.
        return Firefox(1024, 768, profile, extra_prefs=('webgl.force-enabled", true',), headless=False)
    return WebKit(1024, 768, profile)


class Page:
    """The app in one engine, driven through JavaScript alone (the one
    thing every automation protocol here shares)."""

    def __init__(self, browser):
        self.b = browser

    def ready(self):
        if self.b.js("!document.createElement('canvas').getContext('webgl2')"):
            print(json.dumps(dict(ok=False, skipped="no WebGL2 in this engine here")))
            sys.exit(77)
        wait_for("the app's first frame", lambda: self.b.js(
            "typeof Module !== 'undefined' && Module.calledRun === true && "
            "Object.keys(JSON.parse(UTF8ToString(Module._flipside_rects()))).length > 0"), 90)

    def rects(self):
        return json.loads(self.b.js("UTF8ToString(Module._flipside_rects())"))

    def stored(self):
        return self.b.js("Module.flipsideStored")

    def watch_fingers(self):
        """Counts what reaches the canvas, to tell a finger from a mouse."""
        self.b.js("(window.fingers = {touch: 0, touch_pointer: 0, mouse_pointer: 0},"
                  " Module.canvas.addEventListener('touchstart', function () { fingers.touch++; }, true),"
                  " Module.canvas.addEventListener('pointerdown', function (e) {"
                  " if (e.pointerType === 'touch') fingers.touch_pointer++; else fingers.mouse_pointer++; }, true), 1)")

    def fingers(self):
        return self.b.js("JSON.stringify(window.fingers)")

    def tap(self, name, settle=0.6):
        """A finger's tap on the control, through the engine's automation
        protocol (WebDriver's touch pointer): the browser makes the events,
        as a tablet's screen does."""
        x0, y0, x1, y1 = wait_for("control " + name, lambda: self.rects().get(name), 15)
        left, top = self.b.js("[Module.canvas.getBoundingClientRect().left, Module.canvas.getBoundingClientRect().top]")
        x, y = int(left + (x0 + x1) / 2), int(top + (y0 + y1) / 2)
        finger = [{"type": "pointer", "id": "finger", "parameters": {"pointerType": "touch"}, "actions": [
            {"type": "pointerMove", "x": x, "y": y, "origin": "viewport"},
            {"type": "pointerDown", "button": 0}, {"type": "pause", "duration": 120},
            {"type": "pointerUp", "button": 0}]}]
        self.b.touch_actions(finger)
        time.sleep(settle)

    def seat(self, *names):
        for i, name in enumerate(names):
            self.tap("new_game.name", settle=0.4)
            self.type_name(name)
            wait_for("%s seated" % name, lambda: "new_game.seat.%d.remove" % i in self.rects(), 10)

    def type_name(self, text):
        """As an on-screen keyboard gives text (keyboard.js: flipside_type), then Enter."""
        self.b.js("(function (t) { var n = lengthBytesUTF8(t) + 1, at = _malloc(n); stringToUTF8(t, at, n);"
                  " Module._flipside_type(at); _free(at); return 1; })(%s)" % json.dumps(text))
        time.sleep(0.4)
        self.b.js("Module._flipside_key(2), 1")
        time.sleep(0.6)

    def script(self):
        return self.b.js("UTF8ToString(Module._flipside_export_open_game())")


def replayed(flipside, script, what):
    run = subprocess.run([flipside, "replay", "-"], input=script, capture_output=True, text=True)
    if run.returncode != 0:
        fail("%s: the page's script does not replay" % what, script=script, err=run.stderr)
    return json.loads(run.stdout)


def open_page(b, site):
    page = Page(b)
    b.navigate(site.url())
    page.ready()
    page.watch_fingers()
    time.sleep(0.5)  # a person looks at the screen before the first tap
    return page


def check_fingers(page, engine, what):
    """Firefox: every tap was a finger's (touch events, never a mouse's).
    WebKitGTK turns WebDriver's touch pointer into a mouse's pointer events
    (on a machine with no touch screen it makes no touch events at all):
    there, only that the taps arrived."""
    fingers = json.loads(page.fingers())
    if engine == "firefox" and (fingers["touch"] == 0 or fingers["mouse_pointer"]):
        fail("%s: the taps did not arrive as a finger's" % what, engine=engine, fingers=fingers)
    if fingers["touch_pointer"] + fingers["mouse_pointer"] == 0:
        fail("%s: no tap arrived" % what, engine=engine, fingers=fingers)
    return fingers


def flip7(b, site, flipside, artifacts, engine):
    page = open_page(b, site)
    table = start_game(page, "flip7", "Ana", "Ben", table_control="pad.stay", seconds=15)
    before = page.stored()
    for name in (control(table, "card.5"), control(table, "card.7"), control(table, "pad.stay")):
        page.tap(name)
    wait_for("3 entries stored", lambda: page.stored() >= before + 3, 20)
    fingers = check_fingers(page, engine, "flip7")
    script = page.script()
    with open(os.path.join(artifacts, "web_%s_table.png" % engine), "wb") as f:
        f.write(b.screenshot())

    # Loaded again: the game is kept in this engine's storage.
    page = open_page(b, site)
    if "home.continue" in page.rects():
        page.tap("home.continue")
    wait_for("the table again", lambda: "table.undo" in page.rects(), 15)
    again = page.script()
    if again != script:
        fail("the game was not kept across a reload", before=script, after=again)
    replayed(flipside, script, "flip7")
    return dict(entries=len(script.splitlines()) - 1, fingers=fingers)


def other_game(b, site, flipside, artifacts, engine, game, plan):
    """One of the other three games by touch, as web_browser.py's games()
    plays it in Chromium."""
    page = open_page(b, site)
    if "home.new" not in page.rects():
        page.tap("table.home")  # the last game's table: Home first
    start_game(page, game, "Ana", "Ben", "Cleo", seconds=15)
    before = page.stored()
    for name in plan["taps"]:
        page.tap(name, settle=0.5)
    wait_for("%d entries stored" % plan["entries"], lambda: page.stored() >= before + plan["entries"], 30)
    fingers = check_fingers(page, engine, game)
    with open(os.path.join(artifacts, "web_%s_%s_table.png" % (engine, game)), "wb") as f:
        f.write(b.screenshot())
    entries = check_played(flipside, game, plan, page.script(), engine=engine)
    return dict(entries=entries, fingers=fingers)


def main(site_dir, flipside, artifacts, engine):
    site = Site(site_dir)
    profile = tempfile.mkdtemp(prefix="flipside-web-%s-" % engine)
    b = open_engine(engine, profile)
    done = {}
    try:
        done["flip7"] = flip7(b, site, flipside, artifacts, engine)
        for game, plan in OTHER_GAMES.items():
            done[game] = other_game(b, site, flipside, artifacts, engine, game, plan)
    finally:
        b.close()
        site.stop()
    print(json.dumps(dict(ok=True, engine=engine, games=done)))


if __name__ == "__main__":
    site_dir, flipside, artifacts, engine = sys.argv[1:5]
    os.makedirs(artifacts, exist_ok=True)
    try:
        main(site_dir, flipside, artifacts, engine)
    except RuntimeError as e:
        fail(str(e))
