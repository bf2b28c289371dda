-- Issue 12: a login attempt's row is written before its password is checked; while the check runs
-- it is in progress, which is no failure (a right password deletes it, a wrong one settles it).
-- An in-progress row still takes a place under the limit, so a burst checks at most `limit`
-- passwords; one left in progress for a minute (a crashed check) counts as a failure.
ALTER TABLE login_failures ADD COLUMN in_progress boolean NOT NULL DEFAULT false;
