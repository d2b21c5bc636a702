-- Schema version 2: players can later be merged (two rows found to be the
-- same person: the merged one points at the one kept), and the lists the app
-- opens with (latest unfinished game, newest first) use an index instead of
-- scanning every game.
ALTER TABLE players ADD COLUMN merged_into INTEGER REFERENCES players(id);
CREATE INDEX games_by_status ON games(status, id);
