-- The deployment's daily secret: mixed into the seed of every day not yet recorded
-- (crate::game::daily, version 2), so that nobody can compute a day before the bot reveals
-- it. One row: generated from the OS at first start, or DAILY_SECRET from the environment
-- (which then replaces it). Days already in daily_days keep their seed whatever happens
-- here.
CREATE TABLE daily_secret (
    id         INTEGER PRIMARY KEY CHECK (id = 1),
    secret     TEXT    NOT NULL,
    created_at INTEGER NOT NULL
);
