// Games as files in the browser (issue 33; ui/platform/file_hands.hpp, set up in
// ui/platform/web/app.cpp). What the app offers (a backup, scripts) is read
// from its memory file system and handed over through the tablet's share
// sheet where it takes such files, else as downloads. The file picker
// (index.html: #files-in) copies what is chosen into a folder of its own,
// then tells the app, which takes each file in (flipside_files_chosen).
// Both are called while the tap that asked is still the page's user
// activation (the app answers within its next frame), as browsers require.
Module.flipsideOffered = 0;  // files handed over so far: tests read it

Module.flipsideOffer = function (json) {
  var files = JSON.parse(json).map(function (f) {
    return new File([FS.readFile(f.path)], f.name, {type: f.type});
  });
  Module.flipsideOffered += files.length;
  var download = function () {
    files.forEach(function (file, i) {
      // One at a time: a browser takes a burst of downloads as one.
      setTimeout(function () {
        var a = document.createElement('a');
        a.href = URL.createObjectURL(file);
        a.download = file.name;
        document.body.appendChild(a);
        a.click();
        a.remove();
        setTimeout(function () { URL.revokeObjectURL(a.href); }, 60000);
      }, i * 300);
    });
  };
  if (navigator.share && navigator.canShare && navigator.canShare({files: files})) {
    navigator.share({files: files}).catch(function (e) {
      if (e.name !== 'AbortError') download();  // the sheet failed (not cancelled): download instead
    });
  } else {
    download();
  }
};

Module.flipsideChosen = 0;  // pickings so far: each gets a folder of its own
Module.flipsideChoose = function () {
  var input = document.getElementById('files-in');
  if (!input) return;
  input.value = '';
  input.onchange = function () {
    var folder = '/tmp/flipside-chosen/' + (++Module.flipsideChosen);
    var chosen = Array.prototype.slice.call(input.files);
    Promise.all(chosen.map(function (file, i) {
      return file.arrayBuffer().then(function (bytes) {
        // A folder per file: two files of one name are both taken.
        FS.mkdirTree(folder + '/' + i);
        FS.writeFile(folder + '/' + i + '/' + file.name, new Uint8Array(bytes));
      });
    })).then(function () {
      if (chosen.length > 0) Module.ccall('flipside_files_chosen', null, ['string'], [folder]);
    }, function (e) {
      console.error('FlipSide: the chosen files could not be read: ' + e);
    });
  };
  input.click();
};
