// The page's start (index.html): emscripten's Module, the service worker,
// and a plain sentence where the browser cannot run the app. A file of its
// own, not inline: the page's policy runs no inline script (lan/server.cpp).
var kNoWebGL2 =
  'FlipSide needs WebGL2, which this browser does not offer. / FlipSide necesita WebGL2, que este navegador no ofrece.';
function flipsideSay(text) {
  var status = document.getElementById('status');
  status.textContent = text;
  status.style.display = text ? '' : 'none';
}
var Module = {
  canvas: document.getElementById('canvas'),
  onRuntimeInitialized: function () {
    Module.flipsideRuntimeAt = performance.now();  // bench: the .wasm compiled, the WebGL2 context made
    flipsideSay('');
  },
  // The app could make no WebGL2 context (ui/platform/web/app.cpp): it says
  // so instead of leaving a blank page.
  flipsideNoWebGL2: function () { flipsideSay(kNoWebGL2); },
};
// The canvas's WebGL2 context is made while the .wasm downloads and
// compiles (preRun runs once flipside.js has started the download, and the
// compile runs off this thread): making a context is the slow part of a
// start where the GPU is emulated, and the app's own (SDL's, through EGL)
// is then this one. Its attributes are those EGL asks for
// (library_egl.js, with what ui/platform/web/app.cpp asks SDL for: no
// depth, alpha, stencil or multisampling).
Module.preRun = [function () {
  if (window.WebGL2RenderingContext)
    Module.canvas.getContext('webgl2', {alpha: false, depth: false, stencil: false, antialias: false});
}];
// The app's files kept for offline starts (sw.js). Browsers run service
// workers only in a secure context (HTTPS, or localhost).
if ('serviceWorker' in navigator && window.isSecureContext) navigator.serviceWorker.register('sw.js');
// A browser without the WebGL2 API is told at once. Only the API is looked
// for: a context made here to try (and thrown away) cost the start a second
// where the GPU is emulated, before the app could even be fetched; the app's
// own context says the rest.
if (!window.WebGL2RenderingContext) flipsideSay(kNoWebGL2);
