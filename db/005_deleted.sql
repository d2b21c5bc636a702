-- Schema version 5: deleting a game from the history is a soft delete, so it
-- can be undone. A deleted game keeps every row (events, rounds, results);
-- `deleted_at` set hides it from every list and statistic (src/store: the
-- games list, latest unfinished, stats_query.cpp's selection) until it is
-- restored. Hiding and unhiding happen in one place: set_deleted
-- (src/store/delete_game.cpp).
ALTER TABLE games ADD COLUMN deleted_at TEXT;  -- NULL: shown; else when it was deleted (ISO 8601)
