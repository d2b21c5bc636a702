// The page's persistent storage (issue 33), run by emscripten before main:
// $HOME (/home/web_user: the database file and settings.json live under
// it, as under a desktop user's home) is an IDBFS mount, filled from
// IndexedDB before the app starts. Module.flipsideStore writes every file
// changed since into IndexedDB in one transaction (library_idbfs.js:
// reconcile), then tells the app (ui/platform/web/app.cpp: stored), which
// draws the change only then.
Module.preRun = Module.preRun || [];
Module.preRun.push(function () {
  var home = '/home/web_user';
  FS.mkdirTree(home);
  FS.mount(IDBFS, {}, home);
  addRunDependency('flipside-storage');
  FS.syncfs(true, function (err) {
    if (err) console.error('FlipSide: the games stored in this browser could not be read: ' + err);
    removeRunDependency('flipside-storage');
  });
});

// Whether the browser promised to keep the games (navigator.storage.persist:
// Chromium grants it to an installed app, Firefox asks, Safari keeps a
// site's data 7 days unused unless it is on the home screen): 1 kept,
// 0 not promised, -1 not known yet. Settings says what it means (platform.cpp).
Module.flipsideKept = -1;
if (navigator.storage && navigator.storage.persist) {
  navigator.storage.persisted()
    .then(function (kept) { return kept || navigator.storage.persist(); })
    .then(function (kept) { Module.flipsideKept = kept ? 1 : 0; }, function () { Module.flipsideKept = 0; });
} else {
  Module.flipsideKept = 0;
}

// How many changes the browser has confirmed holding: tests and `bench`
// read it (a change is shown only once it is counted).
Module.flipsideStored = 0;
Module.flipsideStore = function () {
  FS.syncfs(false, function (err) {
    if (err) {
      console.error('FlipSide: this browser did not store the last change: ' + err);
    } else {
      Module.flipsideStored++;
      Module.flipsideStoredAt = performance.now();  // bench: a tap to the browser holding it
    }
    Module._flipside_stored(err ? 0 : 1);
  });
};
