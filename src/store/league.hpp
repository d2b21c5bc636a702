// The league folder (issue 24): several devices keep one folder in step
// with a file sync engine (Syncthing, Nextcloud, Dropbox, git); FlipSide
// makes what it finds there safe, exact and idempotent to take in.
//
// Layout, one subfolder per device, written by that device only (nothing
// for the sync engine to conflict over):
//   FOLDER/<device id>/device.json       {"flipside_league":1,"device":"<id>","name":"Club tablet"}
//   FOLDER/<device id>/players.json      this device's renames and merges of players, in order:
//     {"flipside_league":1,"changes":[{"at":"<UTC>","rename":"Ana","to":"Ana María"},
//                                     {"at":"<UTC>","merge":"Annie","into":"Ana María"}]}
//   FOLDER/<device id>/ends.json         when each of its finished games ended (a script
//     holds when a game started, never when it ended), so every device counts
//     the same time played and the same fastest wins:
//     {"flipside_league":1,"ends":{"<game id>":"2026-11-22T10:40:00Z"}}
//   FOLDER/<device id>/<game id>.jsonl   a finished game's script (contract)
//   FOLDER/<device id>/<game id>.deleted the game was deleted on its owner
// Each file is written under a hidden temporary name, synced to disk, then
// renamed into place, so another device sees it whole or not at all.
//
// One pass (sync_league): this device's finished games that are new or
// changed since they were last written (a fixed entry, a delete, a restore)
// are written; then every other device's files not seen yet, or changed,
// are taken in, each in one transaction: a game new here is stored as that
// device's (read-only here), a changed one replaces the copy, a deleted one
// is removed. Players are matched by name as everywhere (core/name_fold.hpp);
// a device's renames and merges are made here too, after its games
// (store/player_names.cpp says how every device ends with the same players).
// Files that are not whole or not right are skipped with a sentence naming
// them and never change the database: a half-copied or malformed script
// (taken once it is complete), a sync engine's conflict copy, a file that
// claims a game another device owns, a subfolder a newer FlipSide wrote.
#pragma once

#include <functional>
#include <string>
#include <vector>

#include "core/message.hpp"
#include "store/store.hpp"

namespace flipside::store {

// The layout's version, in each device.json: a newer one is left alone.
inline constexpr int kLeagueFormat = 1;

struct LeagueReport {
  int written = 0;    // this device's games written (new or changed)
  int withdrawn = 0;  // this device's games written as deleted
  int taken = 0;      // other devices' games taken in
  int replaced = 0;   // changed on their owner, replaced here
  int removed = 0;    // deleted on their owner, removed here
  int players = 0;    // other devices' renames and merges of players made here
  std::vector<Message> skipped;  // each file left alone, named, with why

  int changes() const { return written + withdrawn + taken + replaced + removed + players; }
};

// This database's device id: empty until the file first joins a league.
Result<std::string> league_device(Store& store);
// The name the other devices show beside this device's games (the
// machine's name until renamed; empty before the file joins a league).
Result<std::string> league_device_name(Store& store);
// Renames this device (one line, at most 40 bytes kept; the file joins a
// league now if it had not); the next pass writes it for the others.
// Refused for an empty name.
Result<> rename_league_device(Store& store, const std::string& name);

// One pass over `folder` (created if missing). Done: what was done and
// skipped is in *report; failed: why the pass could not run (the database or
// the folder cannot be used), and nothing was half done. *report is the
// pass's account, filled as it goes, not a second way to fail.
// `go_on`, when given, is asked before each file: false ends the pass
// there (each file is its own transaction: the next pass goes on from it).
Result<> sync_league(Store& store, const std::string& folder, LeagueReport* report,
                     const std::function<bool()>& go_on = {});

}  // namespace flipside::store
