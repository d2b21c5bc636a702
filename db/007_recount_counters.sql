-- Schema version 7: no table changes. The statistics gained per-seat
-- counters (cards dealt and risky decisions, hands played, points left in
-- hand, phases failed...) that games finished before this version never
-- wrote. The step after this migration (backfill_results,
-- src/store/sqlite_store.cpp) replays every finished game with today's
-- engines and writes its results and counters again, in this migration's
-- transaction; counter_totals (db/006) follows through its triggers.
SELECT 1;
