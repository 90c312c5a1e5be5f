-- Users' settings changed since a process last read them (a range of shards shares the
-- database): each change of a `users` row takes the next number of one counter, kept in
-- the single row of `user_changes`, in the same transaction. Writers take that row's lock
-- in turn, so the numbers are committed in their order: a reader that sees number n sees
-- every number below it, and reads only the rows numbered above the highest it has seen.
-- Rows written before this migration have 0 and are read at a process's start.
ALTER TABLE users ADD COLUMN change_seq INTEGER NOT NULL DEFAULT 0;
CREATE INDEX users_change_seq ON users (change_seq);
CREATE TABLE user_changes (
    id  INTEGER PRIMARY KEY CHECK (id = 1),
    seq INTEGER NOT NULL
);
INSERT INTO user_changes (id, seq) VALUES (1, 0);
