// The tablet's own keyboard for names (issue 33). SDL never opens a
// browser's on-screen keyboard, so while the app wants text (a name being
// typed) a hidden <input> of the page (index.html: #keyboard) is focused,
// which brings the keyboard up; blurred, it goes away. Keys a real key
// event carries reach the app through SDL as on the desktop. An on-screen
// keyboard that sends no real key (Android's: keyCode 229, "Unidentified")
// gives its text through the input instead: that text, Backspace and Enter
// are handed to the app here (ui/platform/web/app.cpp: flipside_type,
// flipside_key).
Module.flipsideKeyboard = function (show) {
  var input = document.getElementById('keyboard');
  if (!input) return;
  if (show) {
    input.value = '';
    input.focus({preventScroll: true});
  } else {
    input.blur();
  }
};

// Where text can be typed, as the app last drew it (CSS pixels, [x0, y0,
// x1, y1] each; app.cpp publish_text_fields), and how many touches brought
// the keyboard up by themselves (tests read it).
Module.flipsideTextFields = [];
Module.flipsideKeyboardByTouch = 0;

Module.preRun.push(function () {
  var input = document.getElementById('keyboard');
  if (!input) return;
  // A finger lifted on a text field focuses the hidden field inside the
  // touch itself: iOS opens its keyboard only for a focus made there, and
  // the app's own frame comes later (the app then finds it focused).
  Module.canvas.addEventListener('touchend', function (e) {
    var touch = e.changedTouches[0];
    if (!touch) return;
    var box = Module.canvas.getBoundingClientRect();
    var x = touch.clientX - box.left, y = touch.clientY - box.top;
    var on = Module.flipsideTextFields.some(function (f) { return x >= f[0] && x <= f[2] && y >= f[1] && y <= f[3]; });
    if (!on) return;
    input.value = '';
    input.focus({preventScroll: true});
    Module.flipsideKeyboardByTouch++;
  }, true);
  var unidentified = false;  // the last key came with no key of its own
  input.addEventListener('keydown', function (e) {
    unidentified = e.keyCode === 229 || e.key === 'Unidentified';
  });
  input.addEventListener('beforeinput', function (e) {
    if (!unidentified) return;  // SDL has the real key already
    if (e.inputType === 'deleteContentBackward') {
      Module._flipside_key(1);
      e.preventDefault();
    } else if (e.inputType === 'insertLineBreak') {
      Module._flipside_key(2);
      e.preventDefault();
    }
  });
  input.addEventListener('input', function (e) {
    if (unidentified && input.value) {
      var text = input.value;
      var bytes = lengthBytesUTF8(text) + 1;
      var at = _malloc(bytes);
      stringToUTF8(text, at, bytes);
      Module._flipside_type(at);
      _free(at);
    }
    input.value = '';
  });
});
