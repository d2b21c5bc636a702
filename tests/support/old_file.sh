# Sourced by the tests and screenshots of an upgrade (issue 22): a file as an
# older FlipSide left it, big enough for its upgrade to take a while.
# old_file FLIPSIDE DB GAMES writes DB at schema 6 (before db/007's recount)
# with GAMES finished games: `flipside demo-data`'s seeded games, copied
# over and over with new ids (much quicker than playing thousands), then
# taken back to schema 6: no statistics rows (db/013), no drafts table (db/008), no game ids (db/010) or league (db/011, db/012)
# and none of the counters
# schema 7 and 9 brought (cards dealt, hits and their risk, Second Chances
# unused, the order of the cards), so the upgrade has every game to recount
# and rewrite.
# The SQL that takes a file back from schema 13 to 12: no statistics rows
# (db/013) and no distance behind or record counters in the results.
before_stats_rows_sql() {
  echo "DROP TRIGGER stats_games_result_in; DROP TRIGGER stats_games_result_out; DROP TRIGGER stats_games_result_change;"
  echo "DROP TRIGGER stats_games_seat_change; DROP TRIGGER stats_games_game_change;"
  echo "DROP TABLE stats_games; DROP VIEW stats_game_rows;"
  echo "ALTER TABLE results DROP COLUMN behind; ALTER TABLE results DROP COLUMN records;"
}

old_file() {
  local flipside=$1 db=$2 games=$3
  local base=250
  [ "$games" -lt "$base" ] && base=$games
  rm -f "$db" "$db-wal" "$db-shm"
  "$flipside" demo-data "$db" --games "$base" --seed 1 >/dev/null || return 1
  local tables="games seats events round_points results seat_counters"
  {
    echo "BEGIN;"
    before_stats_rows_sql
    echo "DROP TABLE drafts;"
    echo "DROP TABLE league_devices; DROP TABLE player_changes; DROP TABLE league_changes_in;"
    echo "ALTER TABLE players DROP COLUMN named_at; ALTER TABLE players DROP COLUMN named_by;"
    echo "DROP TABLE league_in; DROP TABLE league_out; DROP TABLE device; ALTER TABLE games DROP COLUMN origin;"
    echo "DROP INDEX games_by_uuid; ALTER TABLE games DROP COLUMN uuid;"
    echo "DELETE FROM seat_counters WHERE counter LIKE 'card\\_%' ESCAPE '\\' OR counter LIKE 'order\\_%' ESCAPE '\\'"
    echo "  OR counter IN ('hits', 'hit_risk_permille', 'risky_hits', 'risky_hit_busts', 'second_chances_unused');"
    local t
    for t in $tables; do echo "CREATE TEMP TABLE copy_$t AS SELECT * FROM $t;"; done
    local made=$base
    while [ "$made" -lt "$games" ]; do
      local step=$base
      [ $((games - made)) -lt "$step" ] && step=$((games - made))
      echo "UPDATE copy_games SET id = id + $base;"
      echo "INSERT INTO games SELECT * FROM copy_games WHERE id <= $((made + step));"
      for t in $tables; do
        [ "$t" = games ] && continue
        echo "UPDATE copy_$t SET game_id = game_id + $base;"
        echo "INSERT INTO $t SELECT * FROM copy_$t WHERE game_id <= $((made + step));"
      done
      made=$((made + step))
    done
    echo "PRAGMA user_version = 6;"
    echo "COMMIT;"
  } | sqlite3 -bail "$db" >/dev/null
}

# What an upgrade must leave alone when it is killed or stopped: the file's
# bytes, and what it holds, read by SQLite itself (a read changes no byte).
file_bytes() { sha256sum "$1" | cut -d' ' -f1; }
file_content() {
  sqlite3 "$1" "PRAGMA user_version; SELECT COUNT(*) FROM games; SELECT COUNT(*) FROM events;
                SELECT COUNT(*), SUM(value) FROM seat_counters; SELECT COUNT(*), SUM(value) FROM counter_totals;
                SELECT COUNT(*) FROM sqlite_master;"
}
