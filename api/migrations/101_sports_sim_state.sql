-- Sports: the simulator's state of each unfinished match (runners, prices, fancy lines, clock),
-- written when the match is created, every minute and at shutdown, so a restart resumes the
-- match and its open bets instead of voiding them.
ALTER TABLE sports_matches ADD COLUMN sim_state jsonb NULL;
