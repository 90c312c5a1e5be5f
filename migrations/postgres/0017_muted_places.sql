-- A direct message place the bot cannot post in (Discord's 50007, 50001 or 10003: the
-- user closed their DMs or blocked the bot): its pending events were given up when it was
-- refused, and the outbox hands out none of its events until its user interacts with the
-- bot again (a command, a button, autocomplete), which deletes the row. Stored, so that a
-- restart or another process of the bot does not try again.
CREATE TABLE muted_places (
    channel_id BIGINT PRIMARY KEY,
    user_id    BIGINT NOT NULL,
    muted_at   BIGINT NOT NULL,
    reason     TEXT   NOT NULL
);
CREATE INDEX muted_places_user ON muted_places (user_id);
