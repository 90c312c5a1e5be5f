-- Bounds and faults: idle games expire, lobby messages are remembered, and a game that
-- cannot be loaded is set aside instead of stopping the bot.

-- When a game was last touched: created, joined, left, or a move appended. A lobby
-- untouched for a week expires, a self-paced (solo, daily) game untouched for 30 days is
-- closed (crate::app::service, `Bounds`).
ALTER TABLE games ADD COLUMN touched_at INTEGER NOT NULL DEFAULT 0;
UPDATE games SET touched_at = MAX(
    created_at,
    COALESCE(started_at, 0),
    COALESCE((SELECT MAX(m.at) FROM moves m WHERE m.game_id = games.id), 0),
    COALESCE((SELECT MAX(p.joined_at) FROM players p WHERE p.game_id = games.id), 0));

-- Where the adapter posted the game's lobby message, in its own words (on Discord: the
-- channel and message), so that the message is still edited after a restart. Opaque to
-- the service.
ALTER TABLE games ADD COLUMN lobby_post TEXT;

-- Why a live game could not be loaded (its log does not replay, a row cannot be read):
-- such a game is skipped at start, and its pending events were given up. NULL for every
-- healthy game. An operator who repaired the game clears it to bring the game back.
ALTER TABLE games ADD COLUMN broken TEXT;

-- The per-user limits count a host's live games.
CREATE INDEX games_host ON games (host_id) WHERE status IN ('lobby', 'active');
