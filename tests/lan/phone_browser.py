#!/usr/bin/env python3
"""A phone at the table, played by a real browser engine (issue 23).

Chromium (DevTools protocol), Firefox (WebDriver BiDi) or WebKit, the
engine of Safari (WebKitGTK's WebDriver, MiniBrowser headless), each from
Debian, opens the page at a phone's size. Taps are clicks on the page's own
buttons, run inside the page, so its script does the rest as on a phone.

  phone_browser.py ENGINE URL SCREENSHOT SIZE watch
      the page as a watcher sees it: prints the totals shown and whether it fits
  phone_browser.py ENGINE URL SCREENSHOT SIZE hand NAME CARDS_JSON
      taps NAME, each card of CARDS_JSON on the hand's pad, then Send;
      prints the page's answer, its count line and what is still awaited
  phone_browser.py ENGINE URL SCREENSHOT SIZE reconnect READY_FILE back|gone
      once the page shows the game, creates READY_FILE, then waits (never
      reloading) for the page to lose its server and either come back by
      itself (back) or say its code no longer works (gone)

ENGINE: chromium | firefox | webkit. Prints one JSON object.
Needs python3-websocket (Chromium, Firefox).
"""
import base64
import json
import os
import shutil
import socket
import subprocess
import sys
import tempfile
import time
import urllib.request


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def wait_for(what, probe, seconds=30):
    for _ in range(int(seconds * 10)):
        value = probe()
        if value:
            return value
        time.sleep(0.1)
    raise RuntimeError("timed out waiting for " + what)


class JsonOverWebSocket:
    """A browser's protocol of numbered JSON commands over a WebSocket (the
    DevTools protocol, WebDriver BiDi): each answer is matched by its id."""

    ws = None
    next_id = 0
    events = None  # the browser's events met while waiting for answers, oldest first

    def call(self, method, **params):
        self.next_id += 1
        self.ws.send(json.dumps({"id": self.next_id, "method": method, "params": params}))
        while True:
            msg = json.loads(self.ws.recv())
            if msg.get("id") == self.next_id:
                if "error" in msg:
                    raise RuntimeError("%s: %s %s" % (method, msg.get("error"), msg.get("message", "")))
                return msg.get("result", {})
            if "method" in msg:
                if self.events is None:
                    self.events = []
                self.events.append(msg)


class Chromium(JsonOverWebSocket):
    """Headless Chromium through the DevTools protocol."""

    def __init__(self, width, height, profile):
        import websocket
        self.proc = subprocess.Popen(
            ["chromium", "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run",
             "--disable-background-networking", "--disable-component-update", "--disable-sync", "--hide-scrollbars",
             "--remote-debugging-port=0", "--user-data-dir=" + profile, "--window-size=%d,%d" % (width, height),
             "about:blank"], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        port_file = os.path.join(profile, "DevToolsActivePort")
        wait_for("Chromium", lambda: os.path.exists(port_file) and open(port_file).read().strip())
        port = int(open(port_file).read().split()[0])
        targets = json.load(urllib.request.urlopen("http://127.0.0.1:%d/json" % port))
        page = next(t for t in targets if t.get("type") == "page")
        self.ws = websocket.create_connection(page["webSocketDebuggerUrl"], timeout=30)
        self.call("Emulation.setDeviceMetricsOverride", width=width, height=height, deviceScaleFactor=1, mobile=True)

    def navigate(self, url):
        self.call("Page.navigate", url=url)

    def js(self, expression):
        result = self.call("Runtime.evaluate", expression=expression, returnByValue=True, awaitPromise=True)
        return result.get("result", {}).get("value")

    def screenshot(self):
        return base64.b64decode(self.call("Page.captureScreenshot", format="png")["data"])

    def close(self):
        self.ws.close()
        self.proc.kill()
        self.proc.wait()


class Firefox(JsonOverWebSocket):
    """Headless Firefox (ESR) through WebDriver BiDi."""

    def __init__(self, width, height, profile, extra_prefs=(), headless=True):
        import websocket
        port = free_port()
        with open(os.path.join(profile, "user.js"), "w") as prefs:
            for pref in extra_prefs:
                prefs.write("user_pref(\"%s);\n" % pref)
            # No first-run pages, no updates, no network of its own.
            for pref in ("browser.shell.checkDefaultBrowser\", false", "app.update.enabled\", false",
                         "datareporting.policy.dataSubmissionEnabled\", false",
                         "browser.startup.homepage_override.mstone\", \"ignore\"",
                         "toolkit.telemetry.reportingpolicy.firstRun\", false"):
                prefs.write("user_pref(\"%s);\n" % pref)
        self.proc = subprocess.Popen(
            ["firefox-esr"] + (["--headless"] if headless else []) + ["--no-remote", "--profile", profile, "--remote-debugging-port=%d" % port,
             "--width=%d" % width, "--height=%d" % height, "about:blank"],
            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)

        def connect():
            try:
                return websocket.create_connection("ws://127.0.0.1:%d/session" % port, timeout=30, suppress_origin=True)
            except OSError:
                return None
        self.ws = wait_for("Firefox", connect, 60)
        self.call("session.new", capabilities={})
        contexts = self.call("browsingContext.getTree")["contexts"]
        self.context = contexts[0]["context"]
        self.call("browsingContext.setViewport", context=self.context, viewport={"width": width, "height": height})

    def navigate(self, url):
        self.call("browsingContext.navigate", context=self.context, url=url, wait="complete")

    def js(self, expression):
        result = self.call("script.evaluate", expression=expression, target={"context": self.context},
                           awaitPromise=True, resultOwnership="none")
        value = result.get("result", {})
        return bidi_value(value)

    def screenshot(self):
        return base64.b64decode(self.call("browsingContext.captureScreenshot", context=self.context)["data"])

    def touch_actions(self, actions):
        """WebDriver BiDi's input actions (a touch pointer: a finger)."""
        self.call("input.performActions", context=self.context, actions=actions)

    def close(self):
        try:
            self.call("session.end")
        except Exception:
            pass
        self.ws.close()
        self.proc.kill()
        self.proc.wait()


def bidi_value(v):
    kind = v.get("type")
    if kind in ("string", "number", "boolean"):
        return v.get("value")
    if kind == "array":
        return [bidi_value(x) for x in v.get("value", [])]
    return None


class WebKit:
    """WebKitGTK's MiniBrowser, headless, through WebKitWebDriver (W3C WebDriver)."""

    MINIBROWSER = "/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser"

    def __init__(self, width, height, profile):
        self.port = free_port()
        self.proc = subprocess.Popen(["WebKitWebDriver", "--port=%d" % self.port],
                                     stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)

        def ready():
            try:
                return self.request("GET", "/status")
            except OSError:
                return None
        wait_for("WebKitWebDriver", ready)
        caps = {"capabilities": {"alwaysMatch": {"webkitgtk:browserOptions": {
            "binary": self.MINIBROWSER, "args": ["--automation"]}}}}
        self.session = self.request("POST", "/session", caps)["value"]["sessionId"]
        self.request("POST", self.at("/window/rect"), {"width": width, "height": height})

    def request(self, method, path, body=None):
        data = None if body is None else json.dumps(body).encode()
        req = urllib.request.Request("http://127.0.0.1:%d%s" % (self.port, path), data=data, method=method,
                                     headers={"Content-Type": "application/json"})
        with urllib.request.urlopen(req, timeout=60) as res:
            return json.load(res)

    def at(self, path):
        return "/session/%s%s" % (self.session, path)

    def navigate(self, url):
        self.request("POST", self.at("/url"), {"url": url})

    def js(self, expression):
        return self.request("POST", self.at("/execute/sync"), {"script": "return (%s);" % expression, "args": []})["value"]

    def screenshot(self):
        return base64.b64decode(self.request("GET", self.at("/screenshot"))["value"])

    def touch_actions(self, actions):
        """W3C WebDriver's actions (a touch pointer: a finger)."""
        self.request("POST", self.at("/actions"), {"actions": actions})

    def close(self):
        try:
            self.request("DELETE", self.at(""))
        except Exception:
            pass
        self.proc.kill()
        self.proc.wait()


ENGINES = {"chromium": Chromium, "firefox": Firefox, "webkit": WebKit}


def until(page, expression, what, seconds=20):
    wait_for(what, lambda: page.js(expression), seconds)


def watch(page):
    """What a watcher's phone shows: each standing's name and total."""
    until(page, "document.querySelectorAll('#standings li').length > 0", "the standings")
    time.sleep(0.3)
    rows = page.js("JSON.stringify([...document.querySelectorAll('#standings li')]"
                   ".map(li => [li.dataset.name, li.querySelector('.total').textContent]))")
    # What a screen reader needs: the banner an assertive alert, the phone's
    # answers a polite status, every button named, every section labelled.
    a11y = page.js("JSON.stringify({"
                   "banner: document.getElementById('banner').getAttribute('role') + '/' +"
                   " document.getElementById('banner').getAttribute('aria-live'),"
                   "reply: document.getElementById('reply').getAttribute('role') + '/' +"
                   " document.getElementById('reply').getAttribute('aria-live'),"
                   "unnamed_buttons: [...document.querySelectorAll('button')]"
                   ".filter(b => !b.hidden && b.offsetParent && !b.textContent.trim() && !b.getAttribute('aria-label')).length,"
                   "unlabelled_sections: [...document.querySelectorAll('section')]"
                   ".filter(s => !s.getAttribute('aria-label') && !(s.getAttribute('aria-labelledby') &&"
                   " document.getElementById(s.getAttribute('aria-labelledby')).textContent.trim())).length})")
    # What the table shows during play (issue 32, item 13), and whether the
    # page is a scoreboard: no "Who are you?" buttons on screen, the
    # scoresheet's figures as large as the standings' names.
    board = page.js("JSON.stringify({"
                    "facts: [...document.querySelectorAll('#facts .fact')].map(f => f.textContent),"
                    "seat_lines: document.querySelectorAll('#standings .seat-line').length,"
                    "who_buttons: [...document.querySelectorAll('#names button')].filter(b => b.offsetParent).length,"
                    "sheet_px: parseFloat(getComputedStyle(document.querySelector('#sheet td') ||"
                    " document.body).fontSize),"
                    "name_px: parseFloat(getComputedStyle(document.querySelector('#standings .name')).fontSize)})")
    return {"totals": json.loads(rows), "lang": page.js("document.documentElement.lang"), "a11y": json.loads(a11y),
            "fits": page.js("document.documentElement.scrollWidth <= window.innerWidth"), "board": json.loads(board)}


def send_hand(page, name, cards):
    """A player's phone at a hand's end: their name, their cards, Send."""
    pick = json.dumps(name)
    until(page, "[...document.querySelectorAll('#names button')].some(b => b.textContent === %s)" % pick, "the names")
    page.js("(() => { [...document.querySelectorAll('#names button')].find(b => b.textContent === %s).click();"
            " return true; })()" % pick)
    until(page, "!document.getElementById('hand').hidden", "the hand's pad")
    for card in cards:
        key = json.dumps(card)
        found = page.js("(() => { const b = [...document.querySelectorAll('#hand-pad button')]"
                        ".find(b => b.dataset.key === %s); if (!b) return false; b.click(); return true; })()" % key)
        if not found:
            raise RuntimeError("no pad button for " + card)
    count_line = page.js("document.getElementById('hand-count').textContent")
    page.js("(() => { document.getElementById('hand-send').click(); return true; })()")
    until(page, "document.getElementById('reply').textContent !== ''", "the table's answer")
    time.sleep(0.5)  # the next view (who has sent) arrives by the live stream
    page.js("(() => { document.getElementById('hand-pad').scrollIntoView(); return true; })()")  # the shot: the pad
    return {"reply": page.js("document.getElementById('reply').textContent"),
            "refused": page.js("document.getElementById('reply').className === 'refused'"),
            "count": count_line,
            "waiting": page.js("document.getElementById('hand-waiting').textContent"),
            "pad": page.js("document.querySelectorAll('#hand-pad button').length"),
            # The side's wilds within one screen once the pad is in view.
            "wilds_reach": page.js("(() => { const top = document.getElementById('hand-pad').getBoundingClientRect().top;"
                                   " const w = [...document.querySelectorAll('#hand-pad button.wild')];"
                                   " return w.length ? Math.max(...w.map(b => b.getBoundingClientRect().bottom - top)) : -1;"
                                   " })()"),
            "screen": page.js("window.innerHeight"),
            "dimmed": page.js("[...document.querySelectorAll('#hand-pad button:disabled')].map(b => b.dataset.key)"),
            "fits": page.js("document.documentElement.scrollWidth <= window.innerWidth")}


def reconnect(page, ready_file, expect):
    """A phone left open while the table restarts (issue 32, item 11): the
    page must notice, then come back without a reload (or say plainly that
    its address is dead)."""
    until(page, "document.querySelectorAll('#standings li').length > 0", "the standings")
    page.js("window.__loaded = performance.timeOrigin; true")
    open(ready_file, "w").close()
    until(page, "!document.getElementById('offline').hidden", "the page to notice the table is gone", 60)
    lost = time.time()
    came = True
    try:
        if expect == "gone":
            until(page, "document.body.dataset.code === 'gone'", "the page to say its code is gone", 90)
        else:
            until(page, "document.getElementById('offline').hidden && "
                        "document.querySelectorAll('#standings li').length > 0", "the page to come back", 90)
    except RuntimeError:
        came = False
    return {"came": came, "seconds": round(time.time() - lost, 1),
            "reloaded": page.js("window.__loaded === undefined"),
            "offline": page.js("document.getElementById('offline').hidden ? '' : "
                               "document.getElementById('offline').textContent"),
            "standings": page.js("document.querySelectorAll('#standings li').length")}


def main():
    engine, url, shot, size, mode = sys.argv[1:6]
    width, height = (int(v) for v in size.split("x"))
    profile = tempfile.mkdtemp(prefix="phone-%s-" % engine)
    page = None
    try:
        page = ENGINES[engine](width, height, profile)
        page.navigate(url)
        until(page, "document.readyState === 'complete'", "the page")
        if mode == "hand":
            result = send_hand(page, sys.argv[6], json.loads(sys.argv[7]))
        elif mode == "reconnect":
            result = reconnect(page, sys.argv[6], sys.argv[7])
        else:
            result = watch(page)
        with open(shot, "wb") as f:
            f.write(page.screenshot())
        print(json.dumps(result))
    finally:
        if page:
            page.close()
        shutil.rmtree(profile, ignore_errors=True)


if __name__ == "__main__":
    main()
