-- What an outbound event became once delivered, as the adapter describes it (on Discord:
-- the channel and message it posted), so that the adapter can find its own posts again
-- after a restart, e.g. to edit a turn's "still to play" line. Opaque to the service.
ALTER TABLE events ADD COLUMN receipt TEXT;
