// The league folder chosen by touch (issue 24): one folder at a time, its
// subfolders as rows to tap into, Up and Home, a new league folder made
// where it is, and "Use this folder". The disk is read when the picker
// moves, never per frame.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "core/message.hpp"

namespace flipside::ui {

// The name a new league folder gets ("FlipSide-league", then
// "FlipSide-league 2"… where that one exists).
inline constexpr const char* kLeagueFolderName = "FlipSide-league";

struct FolderPicker {
  std::string path;                  // absolute, as shown
  std::vector<std::string> folders;  // its subfolders, hidden ones left out, sorted as a person reads them
  std::optional<Message> problem;    // it cannot be read (or a folder cannot be made): why

  // The picker at `path`; a path that is not a folder any more opens its
  // nearest parent that is.
  static FolderPicker at(const std::string& path);
  // The user's home folder ($HOME), else "/".
  static std::string home();
  // `path`'s parent ("/" stays "/").
  std::string up() const;
  // Makes a new league folder inside `path`: its path, or nullopt with
  // `problem` set.
  std::optional<std::string> make_league_folder();
};

}  // namespace flipside::ui
