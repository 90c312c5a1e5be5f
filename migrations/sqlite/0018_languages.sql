-- The languages people read (issue 44), as the catalogs' tags (`words::LANGUAGES`).
-- A game's public posts are in its language: English for the games stored before.
ALTER TABLE games ADD COLUMN language TEXT NOT NULL DEFAULT 'en';
-- A user's direct messages: the language they chose (`/game settings language:`), else the
-- one their last interaction showed; none yet: English.
ALTER TABLE users ADD COLUMN language TEXT;
ALTER TABLE users ADD COLUMN seen_language TEXT;
-- A server's language, as its interactions show it: its leagues' and daily posts, and its
-- new games' by default.
CREATE TABLE guild_languages (
    guild_id   INTEGER PRIMARY KEY,
    language   TEXT    NOT NULL,
    updated_at INTEGER NOT NULL
);
