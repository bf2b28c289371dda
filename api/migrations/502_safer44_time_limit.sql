-- Issue 44: the daily time limit is a limit like the others (kind 'time', amount in minutes):
-- a lower one in force at once, a higher one or a removal confirmed after 24 hours.
ALTER TABLE safer_limit_changes DROP CONSTRAINT safer_limit_changes_kind_check;
ALTER TABLE safer_limit_changes ADD CONSTRAINT safer_limit_changes_kind_check
  CHECK (kind IN ('daily', 'weekly', 'monthly', 'stake', 'time'));
ALTER TABLE safer_limit_changes ADD CONSTRAINT safer_limit_changes_time_minutes
  CHECK (kind <> 'time' OR amount <= 1440);
