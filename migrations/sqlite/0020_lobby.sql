-- Invitations and rematches (issue 46, points 1 and 2).
--
-- A lobby opened with invitations (`/game new invite:`, or a rematch: the previous game's
-- people) is open to its invited users and to the members of its invited roles only
-- (`kind` 'user' or 'role', `target_id` the platform's id). Written with the game, never
-- changed after.
CREATE TABLE game_invites (
    game_id   INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    kind      TEXT    NOT NULL CHECK (kind IN ('user', 'role')),
    target_id INTEGER NOT NULL,
    PRIMARY KEY (game_id, kind, target_id)
);
-- A finished game's rematch, written with the rematch's creation: one per game (the
-- primary key), so that players pressing Rematch at once open one lobby, not two.
CREATE TABLE rematches (
    game_id    INTEGER PRIMARY KEY REFERENCES games (id) ON DELETE CASCADE,
    rematch_id INTEGER NOT NULL UNIQUE REFERENCES games (id) ON DELETE CASCADE
);
