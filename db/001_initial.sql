-- FlipSide game store, schema version 1.
-- The event log is the truth: a game's state is rebuilt by replaying its
-- active events (undone = 0) in seq order. Everything else (status, winner,
-- counters, round points) is derived data, written in the same transaction
-- as the event that changes it.

CREATE TABLE players (
  id         INTEGER PRIMARY KEY,
  -- A person: one row however many games they play. Renaming changes this
  -- row only; each game keeps the name it was played under (seats.name).
  name       TEXT NOT NULL COLLATE NOCASE UNIQUE,
  created_at TEXT NOT NULL
);

CREATE TABLE games (
  id          INTEGER PRIMARY KEY,
  kind        TEXT NOT NULL,                -- the header's "game" (src/games/registry.cpp)
  options     TEXT NOT NULL DEFAULT '{}',   -- the header's options, compact JSON
  dealer_seat INTEGER NOT NULL,             -- the first dealer
  started_at  TEXT NOT NULL,                -- ISO 8601 UTC
  ended_at    TEXT,
  status      TEXT NOT NULL DEFAULT 'in_progress'
              CHECK (status IN ('in_progress', 'finished', 'abandoned')),
  winner_seat INTEGER,
  -- Bumped by every change: a writer whose copy of the game is stale (another
  -- process changed it) sees its update match no row and gives up.
  revision    INTEGER NOT NULL DEFAULT 0,
  event_count INTEGER NOT NULL DEFAULT 0,   -- active events
  round_count INTEGER NOT NULL DEFAULT 0    -- finished rounds
);

CREATE TABLE seats (
  game_id   INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
  seat      INTEGER NOT NULL,               -- 0-based, clockwise
  player_id INTEGER NOT NULL REFERENCES players(id),
  name      TEXT NOT NULL,                  -- as written in this game's script
  PRIMARY KEY (game_id, seat)
) WITHOUT ROWID;
CREATE INDEX seats_by_player ON seats(player_id);

CREATE TABLE events (
  game_id    INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
  seq        INTEGER NOT NULL,              -- 1-based position in the game's log
  line       TEXT NOT NULL,                 -- the script line, compact JSON
  -- 1: taken back by undo, kept for redo. Undone events always follow the
  -- active ones; a new entry deletes them (redo history dropped).
  undone     INTEGER NOT NULL DEFAULT 0 CHECK (undone IN (0, 1)),
  entered_at TEXT NOT NULL,
  PRIMARY KEY (game_id, seq)
) WITHOUT ROWID;

CREATE TABLE round_points (
  game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
  round   INTEGER NOT NULL,
  seat    INTEGER NOT NULL,
  points  INTEGER NOT NULL,
  seq     INTEGER NOT NULL,                 -- the event that closed the round
  PRIMARY KEY (game_id, round, seat)
) WITHOUT ROWID;
