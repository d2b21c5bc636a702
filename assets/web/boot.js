// The page's start (index.html): emscripten's Module, the service worker,
// and a plain sentence where the browser cannot run the app. A file of its
// own, not inline: the page's policy runs no inline script (lan/server.cpp).
var Module = {
  canvas: document.getElementById('canvas'),
  onRuntimeInitialized: function () {
    Module.flipsideRuntimeAt = performance.now();  // bench: the .wasm fetched and compiled
    document.getElementById('status').remove();
  },
};
// The app's files kept for offline starts (sw.js). Browsers run service
// workers only in a secure context (HTTPS, or localhost).
if ('serviceWorker' in navigator && window.isSecureContext) navigator.serviceWorker.register('sw.js');
// Without WebGL2 the app cannot draw: say so instead of a blank page.
if (!document.createElement('canvas').getContext('webgl2')) {
  document.getElementById('status').textContent =
    'FlipSide needs WebGL2, which this browser does not offer. / FlipSide necesita WebGL2, que este navegador no ofrece.';
}
