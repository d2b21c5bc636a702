-- Schema version 13: what Statistics read, one row per counted game (issue
-- 33, "Speed on a tablet": every view on 10,000 games within 20 ms). Before
-- this, a view joined games, results and seats row by row, and the records
-- read every round of every game again.

-- Kept per seat when the game ends (src/store: write_results), so that
-- records never read a game's rounds: the most points the seat was behind
-- the leader after a round before the last (core/stats_records.hpp:
-- most_behind), and its record counters (GameInfo::record_counters) as
-- "name=value" separated by spaces. Games finished before this version get
-- theirs from their stored rounds and counters when the file is migrated
-- (backfill_results, in the same transaction).
ALTER TABLE results ADD COLUMN behind INTEGER NOT NULL DEFAULT 0;
ALTER TABLE results ADD COLUMN records TEXT NOT NULL DEFAULT '';

-- A finished, not deleted game with its results, as Statistics read it:
-- `here` is 1 for a game played on this device (not taken in from the
-- league folder), `seats` each seat's "seat,player,total,place,behind,
-- records" separated by ';'. Never written by hand: the triggers below
-- keep it equal to this view of games, results and seats, whichever way
-- those change (an entry, an undo, an edit, a delete or restore, a merge
-- of players, a game's end arriving from the league).
CREATE VIEW stats_game_rows AS
SELECT g.id AS game_id, g.kind AS kind, g.started_at AS started_at, COALESCE(g.ended_at, '') AS ended_at,
       g.round_count AS rounds, g.origin IS NULL AS here,
       (SELECT group_concat(r.seat || ',' || s.player_id || ',' || r.total || ',' || r.place || ',' || r.behind || ',' ||
                            r.records, ';')
        FROM results r JOIN seats s ON s.game_id = r.game_id AND s.seat = r.seat WHERE r.game_id = g.id) AS seats
FROM games g
WHERE g.status = 'finished' AND g.deleted_at IS NULL AND EXISTS (SELECT 1 FROM results WHERE game_id = g.id);

-- Kept in start order (the order Statistics walk the games in): a view
-- reads it front to back instead of looking each game up from an index.
CREATE TABLE stats_games (
  game_id    INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
  kind       TEXT NOT NULL,
  started_at TEXT NOT NULL,
  ended_at   TEXT NOT NULL,
  rounds     INTEGER NOT NULL,
  here       INTEGER NOT NULL,
  seats      TEXT NOT NULL,
  PRIMARY KEY (started_at, game_id)
) WITHOUT ROWID;
CREATE UNIQUE INDEX stats_games_by_id ON stats_games(game_id);

INSERT INTO stats_games SELECT * FROM stats_game_rows;

CREATE TRIGGER stats_games_result_in AFTER INSERT ON results
BEGIN
  DELETE FROM stats_games WHERE game_id = NEW.game_id;
  INSERT INTO stats_games SELECT * FROM stats_game_rows WHERE game_id = NEW.game_id;
END;
CREATE TRIGGER stats_games_result_out AFTER DELETE ON results
BEGIN
  DELETE FROM stats_games WHERE game_id = OLD.game_id;
  INSERT INTO stats_games SELECT * FROM stats_game_rows WHERE game_id = OLD.game_id;
END;
CREATE TRIGGER stats_games_result_change AFTER UPDATE ON results
BEGIN
  DELETE FROM stats_games WHERE game_id = NEW.game_id;
  INSERT INTO stats_games SELECT * FROM stats_game_rows WHERE game_id = NEW.game_id;
END;
CREATE TRIGGER stats_games_seat_change AFTER UPDATE OF player_id ON seats
BEGIN
  DELETE FROM stats_games WHERE game_id = NEW.game_id;
  INSERT INTO stats_games SELECT * FROM stats_game_rows WHERE game_id = NEW.game_id;
END;
-- Every entry updates its game's row; only a finished game's (or one that
-- was) can change what is counted.
CREATE TRIGGER stats_games_game_change
AFTER UPDATE OF kind, started_at, ended_at, status, deleted_at, round_count, origin ON games
WHEN OLD.status = 'finished' OR NEW.status = 'finished'
BEGIN
  DELETE FROM stats_games WHERE game_id = NEW.id;
  INSERT INTO stats_games SELECT * FROM stats_game_rows WHERE game_id = NEW.id;
END;
