-- The daily challenge per game: every game that offers one has its own day, its own
-- attempts, leaderboards and streaks. Days and attempts recorded before were Trails of
-- Tucana's, and keep their seeds and options. SQLite cannot change a primary key in
-- place, so both tables are rebuilt (the attempts first, which refer to the days).

CREATE TABLE daily_days_by_game (
    game       TEXT    NOT NULL,
    date       TEXT    NOT NULL,
    version    INTEGER NOT NULL,
    seed       INTEGER NOT NULL,
    options    TEXT    NOT NULL,
    created_at INTEGER NOT NULL,
    PRIMARY KEY (game, date)
) WITHOUT ROWID;

INSERT INTO daily_days_by_game (game, date, version, seed, options, created_at)
    SELECT 'tucana', date, version, seed, options, created_at FROM daily_days;

CREATE TABLE daily_attempts_by_game (
    user_id     INTEGER NOT NULL,
    game        TEXT    NOT NULL,
    date        TEXT    NOT NULL,
    game_id     INTEGER NOT NULL UNIQUE REFERENCES games (id) ON DELETE CASCADE,
    guild_id    INTEGER,
    name        TEXT    NOT NULL,
    started_at  INTEGER NOT NULL,
    finished_at INTEGER,
    total       INTEGER,
    bonus       INTEGER,
    title       TEXT,
    PRIMARY KEY (user_id, game, date),
    FOREIGN KEY (game, date) REFERENCES daily_days_by_game (game, date)
);

INSERT INTO daily_attempts_by_game (user_id, game, date, game_id, guild_id, name,
        started_at, finished_at, total, bonus, title)
    SELECT user_id, 'tucana', date, game_id, guild_id, name, started_at, finished_at,
        total, bonus, title FROM daily_attempts;

DROP TABLE daily_attempts;
DROP TABLE daily_days;
ALTER TABLE daily_days_by_game RENAME TO daily_days;
ALTER TABLE daily_attempts_by_game RENAME TO daily_attempts;

CREATE INDEX daily_board ON daily_attempts (game, date, total DESC, bonus DESC)
    WHERE finished_at IS NOT NULL;
