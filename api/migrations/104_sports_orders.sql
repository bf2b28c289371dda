-- Issue 26: the waiting (unmatched) orders of match odds and toss. What matches becomes a
-- sports_bets row at the resting price; what is left waits here and reserves its worst case in
-- the market's exposure row until it matches, is cancelled or lapses.
CREATE TABLE sports_orders (
  id bigserial PRIMARY KEY,
  user_id int NOT NULL REFERENCES users(id),
  match_id text NOT NULL,
  event_id text NOT NULL,
  market_id text NOT NULL,
  market_type text NOT NULL CHECK (market_type IN ('odds', 'toss')),
  selection_id text NOT NULL,
  selection_name text NOT NULL,
  runner_ids text NOT NULL, -- the market's runners, comma-separated (its exposure needs them all)
  side text NOT NULL CHECK (side IN ('back', 'lay')),
  price int NOT NULL CHECK (price > 100),
  size bigint NOT NULL CHECK (size > 0),
  matched bigint NOT NULL DEFAULT 0 CHECK (matched >= 0),
  remaining bigint NOT NULL CHECK (remaining >= 0),
  cancelled bigint NOT NULL DEFAULT 0 CHECK (cancelled >= 0),
  persistence text NOT NULL DEFAULT 'lapse' CHECK (persistence IN ('lapse', 'keep')),
  state text NOT NULL DEFAULT 'waiting' CHECK (state IN ('waiting', 'matched', 'cancelled', 'lapsed')),
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (matched + remaining + cancelled = size)
);
CREATE INDEX sports_orders_waiting_idx ON sports_orders (match_id, market_type, market_id) WHERE state = 'waiting';
CREATE INDEX sports_orders_user_idx ON sports_orders (user_id, match_id);
