-- Schema version 6: each player's counters (seat_counters, db/003) summed
-- per game kind and start month, so that statistics sum a few thousand rows
-- instead of every seat of every game (issue "Past games and statistics":
-- 10,000 games in <= 100 ms). The month is the start date's as the table
-- saw it (started_at's first seven characters); dates filtered by day take
-- the whole months here and the days at either end from each game's rows
-- (src/store/stats_query.cpp). Deleted games (db/005) are not in the sums.
--
-- The triggers below keep it in step in the same transaction as whatever
-- changes what it sums: the line that ends a game writes seat_counters, its
-- undo or a change to a past entry removes them, merging two players moves
-- seats, deleting a game and its undo hide and show it. No code path has to
-- remember it. `games` counts the seat_counters rows summed in a row, so a
-- row goes when its last game does (a sum of zero from games that count is
-- kept: it is a figure).
CREATE TABLE counter_totals (
  player_id INTEGER NOT NULL,
  kind      TEXT NOT NULL,                 -- games.kind
  month     TEXT NOT NULL,                 -- 'YYYY-MM'
  counter   TEXT NOT NULL,
  value     INTEGER NOT NULL,
  games     INTEGER NOT NULL,
  PRIMARY KEY (player_id, kind, counter, month)
) WITHOUT ROWID;

INSERT INTO counter_totals (player_id, kind, month, counter, value, games)
SELECT s.player_id, g.kind, substr(g.started_at, 1, 7), c.counter, SUM(c.value), COUNT(*)
FROM seat_counters c
JOIN games g ON g.id = c.game_id
JOIN seats s ON s.game_id = c.game_id AND s.seat = c.seat
WHERE g.deleted_at IS NULL
GROUP BY s.player_id, g.kind, substr(g.started_at, 1, 7), c.counter;

CREATE TRIGGER counter_totals_add AFTER INSERT ON seat_counters
WHEN (SELECT deleted_at FROM games WHERE id = NEW.game_id) IS NULL
BEGIN
  INSERT INTO counter_totals (player_id, kind, month, counter, value, games)
  SELECT s.player_id, g.kind, substr(g.started_at, 1, 7), NEW.counter, NEW.value, 1
  FROM games g JOIN seats s ON s.game_id = g.id AND s.seat = NEW.seat
  WHERE g.id = NEW.game_id
  ON CONFLICT (player_id, kind, counter, month)
  DO UPDATE SET value = value + excluded.value, games = games + 1;
END;

CREATE TRIGGER counter_totals_remove AFTER DELETE ON seat_counters
WHEN (SELECT deleted_at FROM games WHERE id = OLD.game_id) IS NULL
BEGIN
  UPDATE counter_totals SET value = value - OLD.value, games = games - 1
  WHERE (player_id, kind, counter, month) =
        (SELECT s.player_id, g.kind, OLD.counter, substr(g.started_at, 1, 7)
         FROM games g JOIN seats s ON s.game_id = g.id AND s.seat = OLD.seat
         WHERE g.id = OLD.game_id);
  DELETE FROM counter_totals WHERE games <= 0 AND (player_id, kind, counter, month) =
        (SELECT s.player_id, g.kind, OLD.counter, substr(g.started_at, 1, 7)
         FROM games g JOIN seats s ON s.game_id = g.id AND s.seat = OLD.seat
         WHERE g.id = OLD.game_id);
END;

-- Merging players moves seats from one player to another.
CREATE TRIGGER counter_totals_move AFTER UPDATE OF player_id ON seats
WHEN OLD.player_id IS NOT NEW.player_id AND (SELECT deleted_at FROM games WHERE id = NEW.game_id) IS NULL
BEGIN
  UPDATE counter_totals SET value = counter_totals.value - c.value, games = counter_totals.games - 1
  FROM (SELECT g.kind AS kind, substr(g.started_at, 1, 7) AS month, sc.counter AS counter, sc.value AS value
        FROM seat_counters sc JOIN games g ON g.id = sc.game_id
        WHERE sc.game_id = NEW.game_id AND sc.seat = NEW.seat) AS c
  WHERE counter_totals.player_id = OLD.player_id AND counter_totals.kind = c.kind
    AND counter_totals.counter = c.counter AND counter_totals.month = c.month;
  DELETE FROM counter_totals WHERE player_id = OLD.player_id AND games <= 0;
  INSERT INTO counter_totals (player_id, kind, month, counter, value, games)
  SELECT NEW.player_id, g.kind, substr(g.started_at, 1, 7), sc.counter, sc.value, 1
  FROM seat_counters sc JOIN games g ON g.id = sc.game_id
  WHERE sc.game_id = NEW.game_id AND sc.seat = NEW.seat
  ON CONFLICT (player_id, kind, counter, month)
  DO UPDATE SET value = value + excluded.value, games = games + 1;
END;

-- Deleting a game takes its counters out of the sums; its undo puts them back.
CREATE TRIGGER counter_totals_hide AFTER UPDATE OF deleted_at ON games
WHEN OLD.deleted_at IS NULL AND NEW.deleted_at IS NOT NULL
BEGIN
  UPDATE counter_totals SET value = counter_totals.value - c.value, games = counter_totals.games - 1
  FROM (SELECT s.player_id AS player_id, sc.counter AS counter, sc.value AS value
        FROM seat_counters sc JOIN seats s ON s.game_id = sc.game_id AND s.seat = sc.seat
        WHERE sc.game_id = NEW.id) AS c
  WHERE counter_totals.player_id = c.player_id AND counter_totals.kind = NEW.kind
    AND counter_totals.counter = c.counter AND counter_totals.month = substr(NEW.started_at, 1, 7);
  DELETE FROM counter_totals WHERE games <= 0 AND kind = NEW.kind AND month = substr(NEW.started_at, 1, 7);
END;

CREATE TRIGGER counter_totals_show AFTER UPDATE OF deleted_at ON games
WHEN OLD.deleted_at IS NOT NULL AND NEW.deleted_at IS NULL
BEGIN
  INSERT INTO counter_totals (player_id, kind, month, counter, value, games)
  SELECT s.player_id, NEW.kind, substr(NEW.started_at, 1, 7), sc.counter, sc.value, 1
  FROM seat_counters sc JOIN seats s ON s.game_id = sc.game_id AND s.seat = sc.seat
  WHERE sc.game_id = NEW.id
  ON CONFLICT (player_id, kind, counter, month)
  DO UPDATE SET value = value + excluded.value, games = games + 1;
END;
