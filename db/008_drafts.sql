-- Schema version 8: work in progress on a game's table (issue 20, item 5).
-- A form half filled in (the cards left in each hand at a hand's end,
-- points being typed) is kept here as the table changes it, so a crash and
-- a relaunch bring it back exactly as it was. One row per game, for the
-- game as it stood at `seq` entries: any change of the game deletes it in
-- that change's transaction (src/store/open_game.cpp), and a row whose
-- `seq` is not the game's count of entries is never read.
CREATE TABLE drafts (
  game_id  INTEGER PRIMARY KEY REFERENCES games(id) ON DELETE CASCADE,
  seq      INTEGER NOT NULL,  -- the game's active entries when it was written
  body     TEXT NOT NULL,     -- the table's own JSON, opaque to the store
  saved_at TEXT NOT NULL
);
