// Games handed to the person as files, and taken from them (issue 33). A
// browser has no command line for `flipside backup`, `export` and
// `import`: Settings offers the same files there (a backup of every game,
// every game's script) as a download or the tablet's share sheet, and
// takes scripts and backups from its file picker. The platform's loop gives
// the controller its hands (Controller::set_file_hands); without them (the
// desktop, whose command line does this) Settings offers none of it.
#pragma once

#include <functional>
#include <string>
#include <vector>

namespace flipside::ui {

struct OfferedFile {
  std::string path;  // in the app's file system, under FileHands::folder
  std::string name;  // as the person will see it ("flipside-backup-2026-11-29.db")
  std::string type;  // its media type
};

struct FileHands {
  // An empty folder of the platform's, for the files being offered (the
  // controller empties it before each offer).
  std::string folder;
  // The files handed over: the share sheet where the device has one for
  // files, else a download each.
  std::function<void(const std::vector<OfferedFile>&)> offer;
  // The device's file picker; what is chosen comes back as
  // intent::ImportFiles (the platform's loop queues it), nothing if cancelled.
  std::function<void()> choose;
};

}  // namespace flipside::ui
