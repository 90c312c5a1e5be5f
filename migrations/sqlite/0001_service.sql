-- The game service's storage. A game is its options, seed and append-only move log:
-- never a serialized state, which could drift from the rules. Ids from the chat platform
-- (guild, channel, user) are unsigned 64-bit numbers stored bit for bit in SQLite's signed
-- INTEGER. Times are milliseconds since the Unix epoch, from the service's clock.

CREATE TABLE games (
    id              INTEGER PRIMARY KEY,
    -- Short id that players type; unique forever, so it also prefixes event keys.
    public_id       TEXT    NOT NULL UNIQUE,
    -- Which game is played: 'tucana' (room for other island games later).
    kind            TEXT    NOT NULL,
    guild_id        INTEGER NOT NULL,
    channel_id      INTEGER NOT NULL,
    host_id         INTEGER NOT NULL,
    -- The game's options as JSON (for Tucana: crate::game::Options), and the ruleset
    -- version and seed that, with the move log, determine the game.
    options         TEXT    NOT NULL,
    ruleset         INTEGER NOT NULL,
    seed            INTEGER NOT NULL,
    turn_ms         INTEGER NOT NULL CHECK (turn_ms > 0),
    reminder_ms     INTEGER NOT NULL CHECK (reminder_ms >= 0),
    max_players     INTEGER NOT NULL CHECK (max_players > 0),
    status          TEXT    NOT NULL CHECK (status IN ('lobby', 'active', 'finished', 'cancelled')),
    created_at      INTEGER NOT NULL,
    started_at      INTEGER,
    ended_at        INTEGER,
    -- The current turn's schedule (NULL when no turn is running).
    turn_started_at INTEGER,
    deadline_at     INTEGER,
    -- When the reminder is due; NULL once it is sent, or when there is none.
    reminder_at     INTEGER,
    -- Moves in the log: every append checks and bumps it, so a write that does not follow
    -- the log it was made from is refused.
    move_count      INTEGER NOT NULL DEFAULT 0
);

CREATE INDEX games_place ON games (guild_id, channel_id);
CREATE INDEX games_live ON games (status) WHERE status IN ('lobby', 'active');

CREATE TABLE players (
    game_id     INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    user_id     INTEGER NOT NULL,
    name        TEXT    NOT NULL,
    join_order  INTEGER NOT NULL,
    -- Assigned at start: the host is seat 0 (the Mayor), then join order.
    seat        INTEGER,
    joined_at   INTEGER NOT NULL,
    PRIMARY KEY (game_id, user_id),
    UNIQUE (game_id, seat)
);

CREATE INDEX players_user ON players (user_id);

-- The append-only move log, in the engine's stable text form (Move::encode).
CREATE TABLE moves (
    game_id INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    seq     INTEGER NOT NULL CHECK (seq >= 0),
    move    TEXT    NOT NULL,
    -- Who asked for it; NULL for the service's own moves (deadlines, vacations).
    user_id INTEGER,
    at      INTEGER NOT NULL,
    PRIMARY KEY (game_id, seq)
) WITHOUT ROWID;

-- The outbox: events for the chat adapter, written in the transaction of the change that
-- caused them, marked delivered only when the adapter confirms.
CREATE TABLE events (
    id           INTEGER PRIMARY KEY AUTOINCREMENT,
    game_id      INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    kind         TEXT    NOT NULL,
    idem_key     TEXT    NOT NULL UNIQUE,
    payload      TEXT    NOT NULL,
    created_at   INTEGER NOT NULL,
    delivered_at INTEGER
);

-- Only undelivered events are indexed for the adapter's poll. A game's events are found
-- through their keys, which start with the game's public id (no index of their own, so
-- that each commit writes one page fewer).
CREATE INDEX events_pending ON events (id) WHERE delivered_at IS NULL;

-- Per-user settings.
CREATE TABLE users (
    user_id    INTEGER PRIMARY KEY,
    reminders  INTEGER NOT NULL DEFAULT 1 CHECK (reminders IN (0, 1)),
    vacation   INTEGER NOT NULL DEFAULT 0 CHECK (vacation IN (0, 1)),
    updated_at INTEGER NOT NULL
);
