#!/usr/bin/env python3
"""The slow-header attack of issue 32, item 12, against the page on
127.0.0.1 only: GUESTS connections without the token send their headers one
byte a second for SECONDS seconds while a phone with the token asks for
/state four times a second. Prints one JSON object: the phone's slowest
answer (ms), how many it got, and how many guests the server still held
open at the end. Bounded in count and time; stops by itself.

  slow_guests.py URL_WITH_TOKEN [GUESTS] [SECONDS]
"""
import json
import socket
import sys
import threading
import time
import urllib.parse
import urllib.request


def main():
    url = sys.argv[1]
    guests_wanted = min(int(sys.argv[2]) if len(sys.argv) > 2 else 100, 200)
    seconds = min(int(sys.argv[3]) if len(sys.argv) > 3 else 8, 30)
    parts = urllib.parse.urlsplit(url)
    if parts.hostname not in ("127.0.0.1", "localhost"):
        sys.exit("slow_guests.py attacks 127.0.0.1 only")
    token = urllib.parse.parse_qs(parts.query)["t"][0]
    guests = []
    for _ in range(guests_wanted):
        s = socket.create_connection((parts.hostname, parts.port), timeout=5)
        s.setblocking(False)
        guests.append(s)
    head = b"GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: " + b"a" * 64
    stop = threading.Event()

    def dribble():
        at = 0
        while not stop.is_set() and at < seconds:
            for g in guests:
                try:
                    g.send(head[at:at + 1])
                except OSError:
                    pass
            at += 1
            stop.wait(1)

    attacker = threading.Thread(target=dribble)
    attacker.start()
    time.sleep(0.3)
    slowest, answered, asked = 0.0, 0, 0
    end = time.time() + seconds - 1
    state = "%s://%s/state?t=%s" % (parts.scheme, parts.netloc, token)
    while time.time() < end:
        start = time.time()
        asked += 1
        try:
            with urllib.request.urlopen(state, timeout=10) as res:
                if res.status == 200:
                    answered += 1
        except OSError:
            pass
        slowest = max(slowest, time.time() - start)
        time.sleep(0.25)
    time.sleep(max(0.0, end + 1.5 - time.time()))
    still_open = 0
    for g in guests:
        try:
            if g.recv(1, socket.MSG_PEEK):
                still_open += 0  # an answer (a refusal) came: the server is done with it
            # b"": closed by the server
        except BlockingIOError:
            still_open += 1
        except OSError:
            pass
    stop.set()
    attacker.join()
    for g in guests:
        g.close()
    print(json.dumps({"slowest_ms": round(slowest * 1000), "answered": answered, "asked": asked,
                      "still_open": still_open}))


if __name__ == "__main__":
    main()
