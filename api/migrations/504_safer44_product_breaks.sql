-- Issue 44: a break from one product, sports or casino (24 hours to 6 weeks), recorded with the
-- other breaks. Unlike a time-out it leaves the sessions and the other product open; bets of its
-- product are refused until it ends, and it cannot be shortened or lifted.
ALTER TABLE safer_breaks DROP CONSTRAINT safer_breaks_kind_check;
ALTER TABLE safer_breaks ADD CONSTRAINT safer_breaks_kind_check
  CHECK (kind IN ('TimeOut', 'SelfExclusion', 'SportsBreak', 'CasinoBreak'));
