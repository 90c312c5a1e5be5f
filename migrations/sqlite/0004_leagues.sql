-- Community leagues (src/app/league/ is the pure core, src/store/league.rs the SQL).
--
-- A league belongs to a server (guild). Its standings are per season and computed from the
-- stored results; its ratings are stored as they are (league_ratings) together with every
-- change (league_rating_events), so that `tucana league recompute` can rebuild them from
-- the results and compare. Ratings are REALs: SQLite stores an f64 exactly.

CREATE TABLE leagues (
    id          INTEGER PRIMARY KEY,
    guild_id    INTEGER NOT NULL,
    -- As the organiser wrote it; `name_key` (trimmed, lowercase) is unique per server.
    name        TEXT    NOT NULL,
    name_key    TEXT    NOT NULL,
    -- Where the league was created: season ends are posted there.
    channel_id  INTEGER NOT NULL,
    created_by  INTEGER NOT NULL,
    -- crate::app::league::LeagueSettings as JSON (table size, points, rating constants).
    settings    TEXT    NOT NULL,
    -- The options of its games (crate::game::Options as JSON) and their turn length.
    options     TEXT    NOT NULL,
    turn_ms     INTEGER NOT NULL CHECK (turn_ms > 0),
    -- A season's length; NULL: seasons end only when an organiser ends them.
    season_ms   INTEGER CHECK (season_ms IS NULL OR season_ms > 0),
    created_at  INTEGER NOT NULL,
    -- The last thing applied to the ratings, as JSON [at, cause]: the ratings' timeline.
    rating_last TEXT,
    UNIQUE (guild_id, name_key)
);

CREATE TABLE league_members (
    league_id INTEGER NOT NULL REFERENCES leagues (id) ON DELETE CASCADE,
    user_id   INTEGER NOT NULL,
    name      TEXT    NOT NULL,
    joined_at INTEGER NOT NULL,
    PRIMARY KEY (league_id, user_id)
) WITHOUT ROWID;

CREATE TABLE league_organisers (
    league_id INTEGER NOT NULL REFERENCES leagues (id) ON DELETE CASCADE,
    user_id   INTEGER NOT NULL,
    name      TEXT    NOT NULL,
    added_by  INTEGER NOT NULL,
    added_at  INTEGER NOT NULL,
    PRIMARY KEY (league_id, user_id)
) WITHOUT ROWID;

-- Seasons, numbered from 1. The current season is the one with no `ended_at`.
CREATE TABLE league_seasons (
    league_id INTEGER NOT NULL REFERENCES leagues (id) ON DELETE CASCADE,
    number    INTEGER NOT NULL CHECK (number >= 1),
    starts_at INTEGER NOT NULL,
    -- The planned end (NULL: none); `ended_at` is when it really ended.
    ends_at   INTEGER,
    ended_at  INTEGER,
    PRIMARY KEY (league_id, number)
) WITHOUT ROWID;

CREATE UNIQUE INDEX league_seasons_current ON league_seasons (league_id) WHERE ended_at IS NULL;

-- A round: the recorded draw (crate::app::league::Round as JSON: algorithm, seed, members,
-- tables), so that anyone can check it.
CREATE TABLE league_rounds (
    id         INTEGER PRIMARY KEY,
    league_id  INTEGER NOT NULL REFERENCES leagues (id) ON DELETE CASCADE,
    season     INTEGER NOT NULL,
    number     INTEGER NOT NULL,
    seed       INTEGER NOT NULL,
    draw       TEXT    NOT NULL,
    created_by INTEGER NOT NULL,
    created_at INTEGER NOT NULL,
    UNIQUE (league_id, number)
);

-- The league's games. `status` is NULL while the game is played, then 'finished',
-- 'abandoned' or 'cancelled' (only finished games count); `season` is the season current
-- when it ended (before that, when it was created).
CREATE TABLE league_games (
    game_id     INTEGER PRIMARY KEY REFERENCES games (id) ON DELETE CASCADE,
    league_id   INTEGER NOT NULL REFERENCES leagues (id) ON DELETE CASCADE,
    season      INTEGER NOT NULL,
    round_id    INTEGER REFERENCES league_rounds (id),
    table_no    INTEGER,
    status      TEXT CHECK (status IS NULL OR status IN ('finished', 'abandoned', 'cancelled')),
    finished_at INTEGER,
    UNIQUE (round_id, table_no)
);

CREATE INDEX league_games_league ON league_games (league_id, season);

-- Each player's result in an ended league game, written in the transaction of the move
-- that ended it. A player who left mid-way is here with what they scored (`left_game`).
CREATE TABLE league_results (
    game_id   INTEGER NOT NULL REFERENCES league_games (game_id) ON DELETE CASCADE,
    user_id   INTEGER NOT NULL,
    name      TEXT    NOT NULL,
    score     INTEGER NOT NULL,
    bonus     INTEGER NOT NULL,
    rank      INTEGER NOT NULL CHECK (rank >= 1),
    points    INTEGER NOT NULL,
    left_game INTEGER NOT NULL CHECK (left_game IN (0, 1)),
    PRIMARY KEY (game_id, user_id)
) WITHOUT ROWID;

-- Every player's current rating (Weng-Lin μ and σ) and counting games played.
CREATE TABLE league_ratings (
    league_id INTEGER NOT NULL REFERENCES leagues (id) ON DELETE CASCADE,
    user_id   INTEGER NOT NULL,
    mu        REAL    NOT NULL,
    sigma     REAL    NOT NULL,
    games     INTEGER NOT NULL,
    PRIMARY KEY (league_id, user_id)
) WITHOUT ROWID;

-- Every change of a rating, in timeline order (`id`): from a game (`game`, its public id)
-- or a season start (`season`, its number).
CREATE TABLE league_rating_events (
    id           INTEGER PRIMARY KEY,
    league_id    INTEGER NOT NULL REFERENCES leagues (id) ON DELETE CASCADE,
    game         TEXT,
    season       INTEGER,
    at           INTEGER NOT NULL,
    user_id      INTEGER NOT NULL,
    mu_before    REAL    NOT NULL,
    sigma_before REAL    NOT NULL,
    mu_after     REAL    NOT NULL,
    sigma_after  REAL    NOT NULL,
    CHECK ((game IS NULL) <> (season IS NULL))
);

CREATE INDEX league_rating_events_league ON league_rating_events (league_id, id);

-- The leagues' outbox (like `events`, which belong to games): results counted and
-- seasons ended, for the chat adapter to post at (guild, channel).
CREATE TABLE league_events (
    id           INTEGER PRIMARY KEY AUTOINCREMENT,
    league_id    INTEGER NOT NULL REFERENCES leagues (id) ON DELETE CASCADE,
    guild_id     INTEGER NOT NULL,
    channel_id   INTEGER NOT NULL,
    kind         TEXT    NOT NULL,
    idem_key     TEXT    NOT NULL UNIQUE,
    payload      TEXT    NOT NULL,
    created_at   INTEGER NOT NULL,
    delivered_at INTEGER
);

CREATE INDEX league_events_pending ON league_events (id) WHERE delivered_at IS NULL;
