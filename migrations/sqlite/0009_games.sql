-- Every league plays one game, chosen when it is created; leagues before there was more
-- than one game play Trails of Tucana.
ALTER TABLE leagues ADD COLUMN game TEXT NOT NULL DEFAULT 'tucana';
