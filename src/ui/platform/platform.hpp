// What the shell asks of the platform it runs on (issue 33): the few things
// a browser page cannot do that the desktop app does. Screens read these as
// data, never through #ifdefs; only ui/platform/desktop/ and
// ui/platform/web/ know how each is done (one platform.cpp each).
#pragma once

namespace flipside::ui {

struct Platform {
  bool serves_phones = true;    // the page on phones and the TV: a server of our own (src/lan)
  bool follows_folders = true;  // a league folder a sync program keeps in step
  bool quits = true;            // a Quit button (a browser's tab is closed by the browser)
};

const Platform& platform();

// Where the games are kept, as Settings says it.
enum class Storage {
  kFile,     // a file of the user's own (the desktop): Settings names it
  kKept,     // the browser promised to keep the page's storage
  kNotKept,  // the browser may clear it (weeks unused, space short, Safari's 7 days)
};
Storage storage();

}  // namespace flipside::ui
