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

Module.preRun.push(function () {
  var input = document.getElementById('keyboard');
  if (!input) return;
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
