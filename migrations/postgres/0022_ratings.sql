-- Ratings for every game (issue 46, point 7): each finished game between people (not a
-- solo or daily game, not cancelled) rates its human players per (server, kind of game),
-- Weng-Lin (OpenSkill) as the leagues do; computer players are fixed anchors, never stored.
-- A player's current rating and record of rated games, per server and kind.
CREATE TABLE game_ratings (
    guild_id   BIGINT  NOT NULL,
    kind       TEXT    NOT NULL,
    user_id    BIGINT  NOT NULL,
    -- The player's name at their last rated game (the table's).
    name       TEXT    NOT NULL,
    mu         DOUBLE PRECISION NOT NULL,
    sigma      DOUBLE PRECISION NOT NULL,
    games      BIGINT  NOT NULL,
    wins       BIGINT  NOT NULL,
    score_sum  BIGINT  NOT NULL,
    best_score BIGINT  NOT NULL,
    updated_at BIGINT  NOT NULL,
    PRIMARY KEY (guild_id, kind, user_id)
);

-- Every rated game's change of each human player's rating (its trend). One row per game and
-- player: a game is rated once, whatever is replayed or restarted.
CREATE TABLE game_rating_history (
    game_id      BIGINT  NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    user_id      BIGINT  NOT NULL,
    guild_id     BIGINT  NOT NULL,
    kind         TEXT    NOT NULL,
    at           BIGINT  NOT NULL,
    score        BIGINT  NOT NULL,
    rank         BIGINT  NOT NULL,
    mu_before    DOUBLE PRECISION NOT NULL,
    sigma_before DOUBLE PRECISION NOT NULL,
    mu_after     DOUBLE PRECISION NOT NULL,
    sigma_after  DOUBLE PRECISION NOT NULL,
    PRIMARY KEY (game_id, user_id)
);

CREATE INDEX game_rating_history_player ON game_rating_history (guild_id, kind, user_id, at);
