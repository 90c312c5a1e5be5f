-- Computer players, hints and the daily par.

-- A computer player sits in `players` like a person, under a user id no person can have
-- (below 2^22: see store::ids::UserId::bot), with its level ('easy', 'normal', 'strong')
-- here; NULL for people.
ALTER TABLE players ADD COLUMN bot TEXT CHECK (bot IN ('easy', 'normal', 'strong'));

-- The hints a player asked for, and the step (turn) of their last one: a player's hints
-- are counted once per step.
ALTER TABLE players ADD COLUMN hints INTEGER NOT NULL DEFAULT 0 CHECK (hints >= 0);
ALTER TABLE players ADD COLUMN hinted_at INTEGER;

-- Whether the host allows hints (solo practice games always do; daily challenges and
-- league games never do, whatever this says).
ALTER TABLE games ADD COLUMN hints INTEGER NOT NULL DEFAULT 0 CHECK (hints IN (0, 1));

-- The strongest computer player's score on the day's challenge, once it has played it.
ALTER TABLE daily_days ADD COLUMN par INTEGER;
