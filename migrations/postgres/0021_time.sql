-- Time banks and quiet hours (issue 46, point 5).
-- A game's time bank: how long each seat may run past its deadlines in the whole game
-- (`/game new bank_hours:`); 0 for none.
ALTER TABLE games ADD COLUMN bank_ms BIGINT NOT NULL DEFAULT 0;
-- When the turn's own deadline passed and the banks began to absorb it (the game's turn,
-- or a free-paced seat's own step); NULL while the turn is in its own hours.
ALTER TABLE games ADD COLUMN bank_from BIGINT;
ALTER TABLE players ADD COLUMN bank_from BIGINT;
-- What is left of the seat's bank; NULL while it is whole (the game's `bank_ms`).
ALTER TABLE players ADD COLUMN bank_left BIGINT;
-- A server's quiet hours (`/settings quiet:`): a daily window, in minutes from midnight of
-- the time zone `zone` (an IANA name), during which no deadline falls and no reminder goes
-- out. `starts` > `ends` for a window across midnight.
CREATE TABLE quiet_hours (
    guild_id   BIGINT PRIMARY KEY,
    starts     BIGINT  NOT NULL CHECK (starts >= 0 AND starts < 1440),
    ends       BIGINT  NOT NULL CHECK (ends >= 0 AND ends < 1440),
    zone       TEXT    NOT NULL,
    changed_at BIGINT  NOT NULL
);
