// The top bar every game's table shares: Home, the game's title (dim, cut
// to what is left), Undo and Redo, the game's own buttons, Settings and
// Help. On a narrow screen (portrait, 125 % text) Undo and Redo keep their
// arrows only, and if the buttons still leave the title no room they take a
// line of their own.
#pragma once

#include <string>
#include <vector>

#include "ui/shell/intents.hpp"

namespace flipside::ui {

class Controller;
struct Ui;

// One of the game's own buttons between Redo and Settings (a coach or a
// scoresheet button). A toggle shows its state with a tick.
struct BarButton {
  const char* id;
  std::string label;
  Intent intent;
  bool toggle = false;
  bool on = false;
};

// `asking`: the table waits on a question (ViewState::prompt): Redo, which
// would enter a line, is greyed until it is answered or cancelled (issue 32
// item 2); Undo stays.
void table_top_bar(const Ui& ui, const Controller& c, const std::string& title,
                   const std::vector<BarButton>& extras = {}, bool asking = false);

}  // namespace flipside::ui
