-- Schema version 3: what statistics read without replaying every game,
-- written in the same transaction as the line that ends a game and removed
-- again by its undo. Games finished before this version get theirs when the
-- file is migrated (src/store: backfill_results, in the same transaction).
CREATE TABLE results (
  game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
  seat    INTEGER NOT NULL,
  total   INTEGER NOT NULL,                -- the game's final total
  place   INTEGER NOT NULL,                -- 1 = best; seats that tie share a place
  PRIMARY KEY (game_id, seat)
) WITHOUT ROWID;

CREATE TABLE seat_counters (
  game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
  seat    INTEGER NOT NULL,
  counter TEXT NOT NULL,                   -- the game's own (Game::seat_counters)
  value   INTEGER NOT NULL,
  PRIMARY KEY (game_id, seat, counter)
) WITHOUT ROWID;
