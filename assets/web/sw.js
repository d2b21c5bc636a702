// The service worker (issue 33): the app's files are kept in the browser's
// cache at the first visit, so FlipSide starts with no network afterwards.
// Each build has its own cache (kVersion: a digest of flipside.js,
// flipside.wasm and the page's own files, written by stamp_sw.cmake). A new build installs beside
// the running one and waits: it takes over only when no FlipSide tab is
// open, so a game in progress is never reloaded under the table. The games
// themselves are in IndexedDB (storage.js), which no update touches.
const kVersion = '@FLIPSIDE_WEB_VERSION@';
const kCache = 'flipside-' + kVersion;
const kFiles = ['./', 'index.html', 'boot.js', 'flipside.js', 'flipside.wasm', 'manifest.webmanifest', 'icon-192.png',
                'icon-512.png'];

self.addEventListener('install', (event) => {
  event.waitUntil(caches.open(kCache).then((cache) => cache.addAll(kFiles)));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches.keys()
      .then((keys) => Promise.all(keys.filter((k) => k.startsWith('flipside-') && k !== kCache)
                                      .map((k) => caches.delete(k))))
      // The first visit's page is served from the cache from now on, so it
      // reloads offline at once.
      .then(() => self.clients.claim()));
});

self.addEventListener('fetch', (event) => {
  if (event.request.method !== 'GET') return;
  event.respondWith(caches.open(kCache)
                      .then((cache) => cache.match(event.request, {ignoreSearch: true}))
                      .then((hit) => hit || fetch(event.request)));
});
