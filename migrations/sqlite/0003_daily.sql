-- Solo games and the daily challenge.

-- A self-paced game (solo, daily) has no turn deadline and no reminder: each turn closes
-- as soon as its player has finished.
ALTER TABLE games ADD COLUMN self_paced INTEGER NOT NULL DEFAULT 0 CHECK (self_paced IN (0, 1));

-- Each day's challenge as it was first used: its seed and options are read from here ever
-- after, so that a later change of the derivation (crate::game::daily) never changes a past
-- day. `date` is the UTC date, 'YYYY-MM-DD'.
CREATE TABLE daily_days (
    date       TEXT    PRIMARY KEY,
    version    INTEGER NOT NULL,
    seed       INTEGER NOT NULL,
    options    TEXT    NOT NULL,
    created_at INTEGER NOT NULL
) WITHOUT ROWID;

-- One attempt per user per day, linked to its game. The result is written in the
-- transaction of the move that ends the game.
CREATE TABLE daily_attempts (
    user_id     INTEGER NOT NULL,
    date        TEXT    NOT NULL REFERENCES daily_days (date),
    game_id     INTEGER NOT NULL UNIQUE REFERENCES games (id) ON DELETE CASCADE,
    -- The server it was played from (NULL from direct messages): for server leaderboards.
    guild_id    INTEGER,
    name        TEXT    NOT NULL,
    started_at  INTEGER NOT NULL,
    finished_at INTEGER,
    total       INTEGER,
    bonus       INTEGER,
    title       TEXT,
    PRIMARY KEY (user_id, date)
);

CREATE INDEX daily_board ON daily_attempts (date, total DESC, bonus DESC)
    WHERE finished_at IS NOT NULL;
