-- Schema version 10: every game gets its own identity (issue 24): a UUID
-- in lower-case text form, the script header's "id" (contract). Export
-- writes it and import keeps it, so a game imported twice (from a backup,
-- a friend's file or another device) is found and never stored twice.
-- New games get theirs from the store (src/store/game_uuid.cpp); the games
-- already in the file get a random version-4 UUID here, one per row
-- (randomblob is evaluated for each row).
ALTER TABLE games ADD COLUMN uuid TEXT;

UPDATE games SET uuid =
  lower(hex(randomblob(4))) || '-' ||
  lower(hex(randomblob(2))) || '-4' ||
  substr(lower(hex(randomblob(2))), 2) || '-' ||
  substr('89ab', 1 + (abs(random()) % 4), 1) || substr(lower(hex(randomblob(2))), 2) || '-' ||
  lower(hex(randomblob(6)))
WHERE uuid IS NULL;

CREATE UNIQUE INDEX games_by_uuid ON games(uuid);
