-- The outbox delivers each channel on its own and gives up on what Discord refuses
-- (docs/service.md, "The outbox").
--
-- `seq`: the game's log length when the event was written, so that its pictures show the
-- game as it was then (NULL for events written before this migration).
-- `attempts`: how many times the event was refused (by Discord, or by the adapter's own
-- checks); `failure`: the last refusal's reason; `failed_at`: when the adapter gave up on
-- the event (it is then no longer pending, and never delivered).
ALTER TABLE events ADD COLUMN seq INTEGER;
ALTER TABLE events ADD COLUMN attempts INTEGER NOT NULL DEFAULT 0;
ALTER TABLE events ADD COLUMN failure TEXT;
ALTER TABLE events ADD COLUMN failed_at INTEGER;

ALTER TABLE league_events ADD COLUMN attempts INTEGER NOT NULL DEFAULT 0;
ALTER TABLE league_events ADD COLUMN failure TEXT;
ALTER TABLE league_events ADD COLUMN failed_at INTEGER;
