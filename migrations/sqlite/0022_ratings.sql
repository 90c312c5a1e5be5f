-- Ratings for every game (issue 46, point 7): each finished game between people (not a
-- solo or daily game, not cancelled) rates its human players per (server, kind of game),
-- Weng-Lin (OpenSkill) as the leagues do; computer players are fixed anchors, never stored.
-- A player's current rating and record of rated games, per server and kind.
CREATE TABLE game_ratings (
    guild_id   INTEGER NOT NULL,
    kind       TEXT    NOT NULL,
    user_id    INTEGER NOT NULL,
    -- The player's name at their last rated game (the table's).
    name       TEXT    NOT NULL,
    mu         REAL    NOT NULL,
    sigma      REAL    NOT NULL,
    games      INTEGER NOT NULL,
    wins       INTEGER NOT NULL,
    score_sum  INTEGER NOT NULL,
    best_score INTEGER NOT NULL,
    updated_at INTEGER NOT NULL,
    PRIMARY KEY (guild_id, kind, user_id)
) WITHOUT ROWID;

-- Every rated game's change of each human player's rating (its trend). One row per game and
-- player: a game is rated once, whatever is replayed or restarted.
CREATE TABLE game_rating_history (
    game_id      INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    user_id      INTEGER NOT NULL,
    guild_id     INTEGER NOT NULL,
    kind         TEXT    NOT NULL,
    at           INTEGER NOT NULL,
    score        INTEGER NOT NULL,
    rank         INTEGER NOT NULL,
    mu_before    REAL    NOT NULL,
    sigma_before REAL    NOT NULL,
    mu_after     REAL    NOT NULL,
    sigma_after  REAL    NOT NULL,
    PRIMARY KEY (game_id, user_id)
) WITHOUT ROWID;

CREATE INDEX game_rating_history_player ON game_rating_history (guild_id, kind, user_id, at);
