-- Schema version 12: the league folder, continued (issue 24).

-- This device's name as the other devices show it beside its games
-- ("Club tablet"); written into its device.json. Empty until the file
-- first joins a league (then the machine's host name, until renamed).
ALTER TABLE device ADD COLUMN name TEXT NOT NULL DEFAULT '';

-- The other devices' names, as their device.json last said.
CREATE TABLE league_devices (
  id   TEXT PRIMARY KEY,
  name TEXT NOT NULL
) WITHOUT ROWID;

-- Renames and merges of players made on this device, in order: written
-- to its players.json in the league folder so the other devices make them
-- too. `name` is the player's name before; `target` the new name (rename)
-- or the name of the player kept (merge).
CREATE TABLE player_changes (
  seq    INTEGER PRIMARY KEY,
  at     TEXT NOT NULL,
  kind   TEXT NOT NULL CHECK (kind IN ('rename', 'merge')),
  name   TEXT NOT NULL,
  target TEXT NOT NULL
);

-- When a player's name was last set by a rename, and on which device
-- (empty: this one): of two renames of one player, the later wins on every
-- device.
ALTER TABLE players ADD COLUMN named_at TEXT NOT NULL DEFAULT '';
ALTER TABLE players ADD COLUMN named_by TEXT NOT NULL DEFAULT '';

-- How many of each other device's player changes were made here.
CREATE TABLE league_changes_in (
  device  TEXT PRIMARY KEY,
  applied INTEGER NOT NULL
) WITHOUT ROWID;
