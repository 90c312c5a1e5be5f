-- The bot's web pages (issue 45). A server's pages exist once its admins turned them on
-- (`/settings web:on`); `web_id` is the bot's own id for it in addresses, never the
-- platform's, and is kept when the pages are turned off and on again.
CREATE TABLE web_servers (
    guild_id   INTEGER PRIMARY KEY,
    web_id     TEXT    NOT NULL UNIQUE,
    -- The server's name when its pages were last turned on or off (its pages' title).
    name       TEXT    NOT NULL,
    web_on     INTEGER NOT NULL CHECK (web_on IN (0, 1)),
    changed_at INTEGER NOT NULL
);
-- A player's page exists while they chose it to be public (`/game settings profile:`);
-- `web_id` as above.
CREATE TABLE web_players (
    user_id    INTEGER PRIMARY KEY,
    web_id     TEXT    NOT NULL UNIQUE,
    public     INTEGER NOT NULL CHECK (public IN (0, 1)),
    changed_at INTEGER NOT NULL
);
-- A server's finished games, newest first (its page), and a player's.
CREATE INDEX games_guild_ended ON games (guild_id, ended_at) WHERE status = 'finished';
