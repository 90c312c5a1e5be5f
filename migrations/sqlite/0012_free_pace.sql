-- Free pace (Trails of Tucana's `pace=free`): every player of such a game is at their own
-- turn, with their own deadline and reminder. These hold that player's turn schedule, as
-- `games.turn_started_at`, `deadline_at` and `reminder_at` hold a game's shared one; NULL
-- in games played together, and once the player has finished.
ALTER TABLE players ADD COLUMN turn_started_at INTEGER;
ALTER TABLE players ADD COLUMN deadline_at INTEGER;
ALTER TABLE players ADD COLUMN reminder_at INTEGER;
