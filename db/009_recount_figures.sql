-- Schema version 9: no table changes. Some games' figures were counted
-- wrongly or not at all (issue 21, "honest figures" and the shuffle check):
-- hits on one's own groups counted as hits on others', a tie-break hand
-- left out of the hands played, every breach of an obligation counted as a
-- playable card passed over, and the order cards came out of each shuffle
-- not counted. As after db/007, every finished game is replayed with
-- today's engines and its counters written again (backfill_results,
-- src/store/sqlite_store.cpp); counter_totals (db/006) follows through its
-- triggers.
SELECT 1;
