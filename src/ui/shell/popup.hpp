// The popup over any screen: what it is for, and what it says.
#pragma once

#include <cstddef>
#include <cstdint>
#include <vector>

#include "core/message.hpp"

namespace flipside::ui {

enum class PopupKind : std::uint8_t {
  kRejection,      // the engine's sentence; nothing changed
  kError,          // a store failure or a form problem
  kWarning,        // e.g. the database is read-only
  kDatabase,       // the database cannot be opened: fresh / without saving / quit
  kConfirmAbandon,
  kConfirmReopen,  // undo on a finished game opened from the history
  kConfirmEdit,    // a past entry changed: what it does to the later ones, then confirm
  kConfirmDelete,  // delete a game from the history (Controller::pending_delete names it)
  kHelp,
  kRenamePlayer,  // the page's player: a new name (message: why the last try was refused)
  kRenameDevice,  // Settings: this device's name in the league (message: why the last try was refused)
  kMergePlayer,   // the other players to merge the page's player into
  kConfirmMerge,  // message: what the merge does, in words
  kConfirmEmptyBin,  // the bin's games deleted for good: how many, and that it cannot be undone
  kPhones,           // the page's code over the table (the table bar's Phones)
  kFilesReport,      // what an import or an export did, file by file (controller_files.cpp)
  kBgStats,          // the finished game's BG Stats link: its QR code, and Open (controller_bgstats.cpp)
};

struct Popup {
  Popup(PopupKind k, Message m, std::vector<std::size_t> behind = {})
      : kind(k), message(std::move(m)), entries(std::move(behind)) {}
  PopupKind kind = PopupKind::kError;
  Message message;
  // A rejection caused by earlier entries (a card whose every copy is
  // already entered): those entries, 0-based, each a way to go and fix it.
  std::vector<std::size_t> entries;
};

}  // namespace flipside::ui
