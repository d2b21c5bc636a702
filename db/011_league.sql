-- Schema version 11: the league folder (issue 24). Several devices share a
-- folder (kept in step by Syncthing or any file sync); each writes its own
-- finished games into a subfolder named by its device id and takes in the
-- others' (src/store/league.cpp).
-- This file's device: one row, its id a UUID made the first time the file
-- joins a league.
CREATE TABLE device (
  one INTEGER PRIMARY KEY CHECK (one = 1),
  id  TEXT NOT NULL
);

-- The device that owns a game taken in from a league folder (its id); NULL
-- for the games played on this device. A game owned elsewhere is read-only
-- here: only its owner changes or deletes it, and the change comes through
-- the folder.
ALTER TABLE games ADD COLUMN origin TEXT;

-- What this device last wrote to the folder for each of its own games: the
-- revision written (games.revision: bumped by every change) and whether it
-- was written as deleted. A game whose row differs is written again.
CREATE TABLE league_out (
  game_id  INTEGER PRIMARY KEY REFERENCES games(id) ON DELETE CASCADE,
  revision INTEGER NOT NULL,
  deleted  INTEGER NOT NULL
);

-- The other devices' files as they were when taken in (size and change
-- time), so a pass over a folder already seen reads no file again.
CREATE TABLE league_in (
  path     TEXT PRIMARY KEY,
  size     INTEGER NOT NULL,
  mtime_ns INTEGER NOT NULL
) WITHOUT ROWID;
