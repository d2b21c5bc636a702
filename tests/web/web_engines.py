#!/usr/bin/env python3
"""The browser build in the other engines tablets run (issue 33): Firefox
(Gecko, through WebDriver BiDi) and WebKit (WebKitGTK's MiniBrowser through
WebKitWebDriver: the engine of every iPad browser), each on the test's own
Xvfb (web_engines_test.sh), where Mesa's software renderer gives them WebGL2.

  web_engines.py SITE FLIPSIDE ARTIFACTS firefox|webkit

The app starts and draws with WebGL2; a Flip 7 game for Ana and Ben is
started, a 5, a 7 and a stay are entered by taps (mouse events on the
canvas, as SDL reads them; the names through the page's keyboard hook, as
an on-screen keyboard gives them), each stored in the browser; the page is
loaded again and the game is there, its script replaying in the desktop's
`flipside replay`. Screenshots of the table go to ARTIFACTS. Prints one JSON
object; exit 1 with the reason on a failure, 77 when the engine offers no
WebGL2 here (the app says so on its page instead of drawing).
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
from web_browser import Site, control, fail  # noqa: E402


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

    def tap(self, name, settle=0.6):
        x0, y0, x1, y1 = wait_for("control " + name, lambda: self.rects().get(name), 15)
        # A press and, a few frames later, the release, where SDL listens.
        self.b.js("(function (x, y) { var c = Module.canvas, r = c.getBoundingClientRect();"
                  " function send(type, buttons) { c.dispatchEvent(new MouseEvent(type, {clientX: r.left + x,"
                  " clientY: r.top + y, button: 0, buttons: buttons, bubbles: true})); }"
                  " send('mousemove', 0); send('mousedown', 1);"
                  " setTimeout(function () { send('mouseup', 0); }, 120); return 1; })(%f, %f)"
                  % ((x0 + x1) / 2, (y0 + y1) / 2))
        time.sleep(settle)

    def type_name(self, text):
        """As an on-screen keyboard gives text (keyboard.js: flipside_type), then Enter."""
        self.b.js("(function (t) { var n = lengthBytesUTF8(t) + 1, at = _malloc(n); stringToUTF8(t, at, n);"
                  " Module._flipside_type(at); _free(at); return 1; })(%s)" % json.dumps(text))
        time.sleep(0.4)
        self.b.js("Module._flipside_key(2), 1")
        time.sleep(0.6)

    def script(self):
        return self.b.js("UTF8ToString(Module._flipside_export_open_game())")


def main(site_dir, flipside, artifacts, engine):
    site = Site(site_dir)
    profile = tempfile.mkdtemp(prefix="flipside-web-%s-" % engine)
    b = open_engine(engine, profile)
    try:
        page = Page(b)
        b.navigate(site.url())
        page.ready()
        time.sleep(0.5)  # a person looks at the screen before the first tap
        page.tap("home.new")
        for i, name in enumerate(("Ana", "Ben")):
            page.tap("new_game.name", settle=0.4)
            page.type_name(name)
            wait_for("%s seated" % name, lambda: "new_game.seat.%d.remove" % i in page.rects(), 10)
        page.tap("new_game.start")
        table = wait_for("the table", lambda: (lambda r: r if "pad.stay" in r else None)(page.rects()), 15)
        before = page.stored()
        for name in (control(table, "card.5"), control(table, "card.7"), control(table, "pad.stay")):
            page.tap(name)
        wait_for("3 entries stored", lambda: page.stored() >= before + 3, 20)
        script = page.script()
        with open(os.path.join(artifacts, "web_%s_table.png" % engine), "wb") as f:
            f.write(b.screenshot())

        # Loaded again: the game is kept in this engine's storage.
        b.navigate(site.url())
        page.ready()
        if "home.continue" in page.rects():
            page.tap("home.continue")
        wait_for("the table again", lambda: "table.undo" in page.rects(), 15)
        again = page.script()
    finally:
        b.close()
        site.stop()
    if again != script:
        fail("the game was not kept across a reload", before=script, after=again)
    replayed = subprocess.run([flipside, "replay", "-"], input=script, capture_output=True, text=True)
    if replayed.returncode != 0:
        fail("the page's script does not replay", script=script, err=replayed.stderr)
    print(json.dumps(dict(ok=True, engine=engine, entries=len(script.splitlines()) - 1)))


if __name__ == "__main__":
    site_dir, flipside, artifacts, engine = sys.argv[1:5]
    os.makedirs(artifacts, exist_ok=True)
    try:
        main(site_dir, flipside, artifacts, engine)
    except RuntimeError as e:
        fail(str(e))
