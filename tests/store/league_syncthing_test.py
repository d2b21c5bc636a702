#!/usr/bin/env python3
"""Two devices, one league, kept in step by two real Syncthing daemons
(issue 24, "How we will know").

Each device has its own Syncthing home and its own FlipSide file. Both
daemons listen on 127.0.0.1 only, on ports the system picks (read back from
their REST API and log); global and local discovery, relays, NAT traversal,
usage reports and upgrades are off. The devices and the shared folder are
configured through the REST API. Then:
  - games recorded on A and on B (demo-data) are written by `flipside league`
    into each device's copy of the folder; once the folders have converged,
    a second pass takes the other's in, and `flipside stats --format json`
    is the same on both (each device numbers its games its own way);
  - a delete on A reaches B through Syncthing; a restore brings it back;
    a rename of a player on A is made on B;
  - importing every export again, and further passes, change nothing.

  league_syncthing_test.py FLIPSIDE
Exit 77 (skipped) when syncthing is not installed.
"""
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time
import urllib.request
import xml.etree.ElementTree as ET

FOLDER_ID = "flipside-league"


def fail(why):
    print("FAIL: " + why)
    sys.exit(1)


class Daemon:
    def __init__(self, name, root):
        self.name = name
        self.home = os.path.join(root, "st-" + name)
        self.folder = os.path.join(root, "league-" + name)
        os.makedirs(self.folder)
        subprocess.run(["syncthing", "generate", "--home=" + self.home, "--no-default-folder"], check=True,
                       stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        config = os.path.join(self.home, "config.xml")
        tree = ET.parse(config)
        root_el = tree.getroot()
        gui = root_el.find("gui")
        gui.find("address").text = "127.0.0.1:0"  # a port the system picks
        self.apikey = gui.find("apikey").text
        options = root_el.find("options")
        settings = {"listenAddress": "tcp://127.0.0.1:0", "globalAnnounceEnabled": "false",
                    "localAnnounceEnabled": "false", "relaysEnabled": "false", "natEnabled": "false",
                    "startBrowser": "false", "urAccepted": "-1", "autoUpgradeIntervalH": "0",
                    "crashReportingEnabled": "false", "announceLANAddresses": "false"}
        for key, value in settings.items():
            el = options.find(key)
            if el is None:
                el = ET.SubElement(options, key)
            el.text = value
        tree.write(config)
        self.log = os.path.join(self.home, "log.txt")
        env = dict(os.environ, STNODEFAULTFOLDER="1", STNOUPGRADE="1", STNORESTART="1")
        self.proc = subprocess.Popen(
            ["syncthing", "serve", "--home=" + self.home, "--no-browser", "--no-restart", "--no-upgrade",
             "--logfile=" + self.log, "--log-max-old-files=0"],
            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, env=env)
        self.gui = None
        for _ in range(300):
            if os.path.exists(self.log):
                m = re.search(r"GUI and API listening on 127\.0\.0\.1:(\d+)", open(self.log).read())
                if m:
                    self.gui = "http://127.0.0.1:" + m.group(1)
                    break
            if self.proc.poll() is not None:
                fail("syncthing %s exited at start: %s" % (name, open(self.log).read()[-2000:]))
            time.sleep(0.1)
        if not self.gui:
            fail("syncthing %s never said where its API listens" % name)
        status = self.rest("GET", "/rest/system/status")
        self.id = status["myID"]
        self.address = None
        for _ in range(100):
            for listener in self.rest("GET", "/rest/system/status").get("connectionServiceStatus", {}).values():
                for addr in listener.get("lanAddresses") or []:
                    if addr.startswith("tcp://127.0.0.1:") and not addr.endswith(":0"):
                        self.address = addr
            if self.address:
                break
            time.sleep(0.1)
        if not self.address:
            fail("syncthing %s does not say where it listens: %s" % (name, json.dumps(status)[:500]))

    def rest(self, method, path, body=None):
        data = None if body is None else json.dumps(body).encode()
        req = urllib.request.Request(self.gui + path, data=data, method=method,
                                     headers={"X-API-Key": self.apikey, "Content-Type": "application/json"})
        with urllib.request.urlopen(req, timeout=30) as res:
            text = res.read()
            return json.loads(text) if text.strip() else None

    def share_with(self, other):
        self.rest("PUT", "/rest/config/devices/" + other.id,
                  {"deviceID": other.id, "name": other.name, "addresses": [other.address], "autoAcceptFolders": False})
        self.rest("PUT", "/rest/config/folders/" + FOLDER_ID,
                  {"id": FOLDER_ID, "label": "FlipSide league", "path": self.folder, "type": "sendreceive",
                   "devices": [{"deviceID": self.id}, {"deviceID": other.id}], "rescanIntervalS": 3600,
                   "fsWatcherEnabled": False, "ignorePerms": True})

    def scan(self):
        self.rest("POST", "/rest/db/scan?folder=" + FOLDER_ID)

    def in_sync_with(self, other):
        completion = self.rest("GET", "/rest/db/completion?folder=%s&device=%s" % (FOLDER_ID, other.id))
        status = self.rest("GET", "/rest/db/status?folder=" + FOLDER_ID)
        return (completion.get("completion") == 100 and completion.get("needItems", 0) == 0 and
                status.get("needTotalItems", 1) == 0 and status.get("state") == "idle")

    def stop(self):
        try:
            self.rest("POST", "/rest/system/shutdown")
            self.proc.wait(timeout=15)
        except Exception:
            self.proc.kill()
            self.proc.wait()


def files_of(folder):
    """Every file FlipSide wrote or took in (Syncthing's own marker aside)."""
    out = {}
    for base, dirs, files in os.walk(folder):
        dirs[:] = [d for d in dirs if not d.startswith(".st")]
        for f in files:
            if f.startswith(".") or "sync-conflict" in f:
                continue
            path = os.path.join(base, f)
            out[os.path.relpath(path, folder)] = open(path, "rb").read()
    return out


def converge(a, b, what, seconds=120):
    """Both scanned, then until each holds the other's files, byte for byte."""
    a.scan()
    b.scan()
    deadline = time.time() + seconds
    while time.time() < deadline:
        if files_of(a.folder) == files_of(b.folder) and a.in_sync_with(b) and b.in_sync_with(a):
            return
        time.sleep(0.3)
    only_a = set(files_of(a.folder)) - set(files_of(b.folder))
    only_b = set(files_of(b.folder)) - set(files_of(a.folder))
    fail("the folders did not converge (%s): only on A %s, only on B %s" % (what, sorted(only_a)[:5], sorted(only_b)[:5]))


def main():
    flipside = os.path.abspath(sys.argv[1])
    if not shutil.which("syncthing"):
        print("SKIP: syncthing is not installed (scripts/setup.sh installs it)")
        sys.exit(77)
    root = tempfile.mkdtemp(prefix="league-syncthing-")
    daemons = []
    try:
        def run(*args, check=True):
            res = subprocess.run([flipside] + list(args), capture_output=True, text=True, timeout=300)
            if check and res.returncode != 0:
                fail("flipside %s: %s%s" % (" ".join(args), res.stdout, res.stderr))
            return res.stdout

        db = {"A": os.path.join(root, "a.db"), "B": os.path.join(root, "b.db")}
        run("demo-data", db["A"], "--games", "20", "--seed", "1")
        run("demo-data", db["B"], "--games", "12", "--seed", "2")
        a, b = Daemon("A", root), Daemon("B", root)
        daemons = [a, b]
        a.share_with(b)
        b.share_with(a)

        def league(device, daemon, expected=None, what=""):
            """A pass on one device; `expected`: what its summary must say."""
            out = run("--db", db[device], "league", daemon.folder)
            if expected and expected not in out:
                fail("%s (%s): %s" % (what, device, out))
            return out

        def stats(device):
            data = json.loads(run("--db", db[device], "stats", "--format", "json"))

            def drop_ids(v):
                if isinstance(v, dict):
                    return {k: drop_ids(x) for k, x in v.items() if k != "game_id"}
                if isinstance(v, list):
                    return [drop_ids(x) for x in v]
                return v
            return drop_ids(data)

        def games(device, *extra):
            return [l for l in run("--db", db[device], "games", *extra).splitlines()[1:] if l.strip()]

        # Each device writes its finished games into its copy of the folder.
        league("A", a, "20 written, 0 taken in", "its games not written")
        league("B", b, "12 written, 0 taken in", "its games not written")
        converge(a, b, "first games")
        # Each takes in the other's, which Syncthing brought.
        league("A", a, "0 written, 12 taken in", "the other's games not taken in")
        league("B", b, "0 written, 20 taken in", "the other's games not taken in")
        if len(games("A")) != 32 or len(games("B")) != 32:
            fail("the devices hold %d and %d games, not 32" % (len(games("A")), len(games("B"))))
        if stats("A") != stats("B"):
            fail("the statistics differ once the folder converged")
        converge(a, b, "after taking in")

        # A delete on A reaches B.
        first = games("A")[-1].split()[0]
        run("--db", db["A"], "delete", first)
        league("A", a, "1 written", "the delete not written")
        converge(a, b, "a delete")
        league("B", b, "1 removed", "the game A deleted not removed")
        if len(games("B")) != 31 or stats("A") != stats("B"):
            fail("after the delete: B holds %d games, statistics equal: %s" % (len(games("B")), stats("A") == stats("B")))
        # A restore brings it back everywhere.
        run("--db", db["A"], "restore", first)
        league("A", a)
        converge(a, b, "a restore")
        league("B", b, "1 taken in", "the restored game not taken back")
        if len(games("B")) != 32 or stats("A") != stats("B"):
            fail("after the restore the devices differ")
        # A rename on A reaches B (its players.json, through Syncthing).
        player_id, name = run("--db", db["A"], "players").splitlines()[1].split()[:2]
        run("--db", db["A"], "players", "--rename", player_id, name + " Junior")
        league("A", a)
        converge(a, b, "a rename")
        league("B", b, "1 renames and merges of players made here", "the rename on A not made on B")
        if (" %s Junior " % name) not in run("--db", db["B"], "players") or stats("A") != stats("B"):
            fail("after the rename the devices differ")

        # Everything again changes nothing: further passes, and importing
        # every game B holds (each script carries its game's id).
        for device, daemon in (("A", a), ("B", b)):
            league(device, daemon, "0 written, 0 taken in, 0 replaced, 0 removed", "a further pass changed something")
        exports = os.path.join(root, "exports")
        os.makedirs(exports)
        for line in games("B"):
            game_id = line.split()[0]
            with open(os.path.join(exports, game_id + ".jsonl"), "w") as f:
                f.write(run("--db", db["B"], "export", game_id))
        for device in ("A", "B"):
            for name in sorted(os.listdir(exports)):
                out = run("--db", db[device], "import", os.path.join(exports, name))
                if "already there" not in out:
                    fail("importing %s again into %s stored it: %s" % (name, device, out))
        if len(games("A")) != 32 or len(games("B")) != 32 or stats("A") != stats("B"):
            fail("importing everything twice changed something")
        print("ok: two Syncthing daemons on 127.0.0.1: 20 + 12 games in both devices' statistics, identical; "
              "a delete, a restore and a rename on A reached B; further passes and imports changed nothing")
    finally:
        for d in daemons:
            d.stop()
        shutil.rmtree(root, ignore_errors=True)


if __name__ == "__main__":
    main()
