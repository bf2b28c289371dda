-- Issue 44, safer gambling second round: a raise or removal of a limit applies only when the player
-- confirms it, from 24 hours after asking (effective_at is then the earliest confirmation).
ALTER TABLE safer_limit_changes ADD COLUMN needs_confirm boolean NOT NULL DEFAULT false;
ALTER TABLE safer_limit_changes ADD COLUMN confirmed_at timestamptz NULL;
-- Raises still waiting when this runs wait for the player's confirmation too.
UPDATE safer_limit_changes SET needs_confirm = true
 WHERE cancelled_at IS NULL AND effective_at > now() AND effective_at > asked_at;
