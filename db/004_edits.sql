-- Schema version 4: changes made to past entries (a card entered wrong,
-- found out later). The events table always holds the log as it is now; a
-- row here keeps what one change replaced, so that Undo can take the change
-- back exactly: the old line at `seq`, and the later lines that no longer
-- fitted after it (they were removed from events). Changes undo in the
-- order they were made (src/core/session.hpp), so rows are kept in `id`
-- order and the last one is removed by its undo.
CREATE TABLE edits (
  game_id     INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
  id          INTEGER NOT NULL,            -- 1, 2, ... per game, in the order made
  seq         INTEGER NOT NULL,            -- the entry changed (events.seq)
  old_line    TEXT NOT NULL,               -- what it was, compact JSON
  new_line    TEXT NOT NULL,               -- what it became
  dropped     TEXT NOT NULL DEFAULT '[]',  -- JSON array of the later lines removed, in order
  lines_after INTEGER NOT NULL,            -- active events right after the change
  made_at     TEXT NOT NULL,
  PRIMARY KEY (game_id, id)
) WITHOUT ROWID;

-- Statistics read the finished games in the order they started
-- (src/store/stats_query.cpp): 10,000 games in a few milliseconds.
CREATE INDEX games_by_start ON games(status, started_at, id);
