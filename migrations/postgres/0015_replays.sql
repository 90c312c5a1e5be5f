-- A finished game's replay as an animated GIF (`app::replay`), drawn once (a picture per
-- step: heavy) and kept, so that the end post, `/game replay` and a restart draw nothing
-- again. One per game, at most 10 MiB (Discord's upload limit); a replay drawn more than
-- `store::replays::REPLAY_KEPT` ago is deleted when another is kept, and drawn again if
-- asked for.
CREATE TABLE replays (
    game_id  BIGINT PRIMARY KEY REFERENCES games (id) ON DELETE CASCADE,
    gif      BYTEA NOT NULL,
    drawn_at BIGINT NOT NULL
);
CREATE INDEX replays_drawn_at ON replays (drawn_at);
