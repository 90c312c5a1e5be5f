-- What grows in the store is bounded in bytes, not only in count.
--
-- Replays (`store/replays.rs`): each row's size (`bytes`) and when it was last used
-- (`used_at`: drawn, posted or shown), so that the kept replays stay under a byte budget
-- (`REPLAY_BUDGET`, 1 GiB by default), the least recently used forgotten first, and drawn
-- again if asked for. A replay that cannot be drawn is remembered as such (`failure`, with
-- an empty `gif`), so that asking again answers at once and draws nothing.
ALTER TABLE replays ADD COLUMN bytes INTEGER NOT NULL DEFAULT 0;
ALTER TABLE replays ADD COLUMN used_at INTEGER NOT NULL DEFAULT 0;
ALTER TABLE replays ADD COLUMN failure TEXT;
UPDATE replays SET bytes = length(gif), used_at = drawn_at;
CREATE INDEX replays_used_at ON replays (used_at);
-- The replays owed to end posts: a game's end post goes at once, and its replay follows as
-- a post of its own (a `replay` event) once drawn. A row here until then, so that a
-- restart draws what was owed.
CREATE TABLE replays_owed (
    game_id  INTEGER PRIMARY KEY REFERENCES games (id) ON DELETE CASCADE,
    owed_at  INTEGER NOT NULL
);
-- Turn notices sent (or given up) are deleted a week later (`store/notices.rs`).
CREATE INDEX turn_notices_sent ON turn_notices (sent_at) WHERE sent_at IS NOT NULL;
