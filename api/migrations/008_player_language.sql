-- Issue 28: the player's language (a code from the client's languages list, "en", "hi"), stored
-- so the choice follows them to another device. Null until they first choose one.
ALTER TABLE users ADD COLUMN language text CHECK (language ~ '^[a-z]{2,3}$');
