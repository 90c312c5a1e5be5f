-- A direct message when a turn of the user's starts (`/game settings dm:on`): off by
-- default, and switched off again when the user accepts no direct message from the bot.
ALTER TABLE users ADD COLUMN turn_dms INTEGER NOT NULL DEFAULT 0 CHECK (turn_dms IN (0, 1));
-- The turn notices to send: one per user, game and turn (`idem_key`, the turn's event key
-- and the user), however often the turn's post is delivered; the pending ones of a user
-- go in one direct message, then are marked sent (or given up, with the failure). The
-- game's server says which process sends them (a range of shards).
CREATE TABLE turn_notices (
    id         INTEGER PRIMARY KEY AUTOINCREMENT,
    user_id    INTEGER NOT NULL,
    guild_id   INTEGER NOT NULL,
    channel_id INTEGER NOT NULL,
    idem_key   TEXT    NOT NULL UNIQUE,
    line       TEXT    NOT NULL,
    created_at INTEGER NOT NULL,
    sent_at    INTEGER,
    attempts   INTEGER NOT NULL DEFAULT 0,
    failure    TEXT
);
CREATE INDEX turn_notices_pending ON turn_notices (id) WHERE sent_at IS NULL;
