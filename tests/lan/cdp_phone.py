#!/usr/bin/env python3
"""A phone at the table, played by a real headless Chromium (issue 23).

The page is opened at a phone's size, the player's name is tapped, each
card of their hand is tapped on the page's pad, then "Send to the table";
the page's own answer is read back and the screen saved. Taps are clicks
dispatched through Chromium's DevTools protocol (python3-websocket), on the
page's own buttons, so the page's script does the rest as on a phone.

  cdp_phone.py CHROMIUM URL NAME CARDS_JSON SCREENSHOT [WIDTHxHEIGHT]

Prints one JSON object: the reply line, the hand's count line, what the
waiting line says and whether the pad was shown.
"""
import base64
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time
import urllib.request

import websocket  # python3-websocket


def main():
    browser, url, name, cards, shot = sys.argv[1:6]
    size = sys.argv[6] if len(sys.argv) > 6 else "412x915"
    cards = json.loads(cards)
    width, height = (int(v) for v in size.split("x"))
    profile = tempfile.mkdtemp(prefix="cdp-phone-")
    proc = subprocess.Popen(
        [browser, "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-background-networking",
         "--disable-component-update", "--disable-sync", "--hide-scrollbars", "--remote-debugging-port=0",
         "--user-data-dir=" + profile, "--window-size=%d,%d" % (width, height), "about:blank"],
        stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        port_file = os.path.join(profile, "DevToolsActivePort")
        for _ in range(300):
            if os.path.exists(port_file) and open(port_file).read().strip():
                break
            time.sleep(0.1)
        port = int(open(port_file).read().split()[0])
        targets = json.load(urllib.request.urlopen("http://127.0.0.1:%d/json" % port))
        page = next(t for t in targets if t.get("type") == "page")
        ws = websocket.create_connection(page["webSocketDebuggerUrl"], timeout=30)
        ids = iter(range(1, 1 << 30))

        def call(method, **params):
            n = next(ids)
            ws.send(json.dumps({"id": n, "method": method, "params": params}))
            while True:
                msg = json.loads(ws.recv())
                if msg.get("id") == n:
                    if "error" in msg:
                        raise RuntimeError("%s: %s" % (method, msg["error"]))
                    return msg.get("result", {})

        def js(expression):
            result = call("Runtime.evaluate", expression=expression, returnByValue=True, awaitPromise=True)
            return result.get("result", {}).get("value")

        def until(expression, what, seconds=15):
            for _ in range(int(seconds * 10)):
                if js(expression):
                    return
                time.sleep(0.1)
            raise RuntimeError("timed out waiting for " + what)

        call("Emulation.setDeviceMetricsOverride", width=width, height=height, deviceScaleFactor=1, mobile=True)
        call("Page.enable")
        call("Page.navigate", url=url)
        until("document.readyState === 'complete' && !!document.querySelector('#names, #who')", "the page")
        # The player's name, as a phone's first tap.
        pick = json.dumps(name)
        until("[...document.querySelectorAll('#names button')].some(b => b.textContent === %s)" % pick, "the names")
        js("[...document.querySelectorAll('#names button')].find(b => b.textContent === %s).click()" % pick)
        until("!document.getElementById('hand').hidden", "the hand's pad")
        for card in cards:
            key = json.dumps(card)
            found = js("(() => { const b = [...document.querySelectorAll('#hand-pad button')]"
                       ".find(b => b.dataset.key === %s); if (!b) return false; b.click(); return true; })()" % key)
            if not found:
                raise RuntimeError("no pad button for " + card)
        count_line = js("document.getElementById('hand-count').textContent")
        js("document.getElementById('hand-send').click()")
        until("document.getElementById('reply').textContent !== ''", "the table's answer")
        time.sleep(0.5)  # the next view (who has sent) arrives by the live stream
        png = call("Page.captureScreenshot", format="png", captureBeyondViewport=False)
        with open(shot, "wb") as f:
            f.write(base64.b64decode(png["data"]))
        print(json.dumps({
            "reply": js("document.getElementById('reply').textContent"),
            "refused": js("document.getElementById('reply').className === 'refused'"),
            "count": count_line,
            "waiting": js("document.getElementById('hand-waiting').textContent"),
            "pad": js("document.querySelectorAll('#hand-pad button').length"),
            "fits": js("document.documentElement.scrollWidth <= window.innerWidth"),
        }))
        ws.close()
    finally:
        proc.kill()
        proc.wait()
        shutil.rmtree(profile, ignore_errors=True)


if __name__ == "__main__":
    main()
