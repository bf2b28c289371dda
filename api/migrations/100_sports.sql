-- Sports: the simulated matches and their markets (live prices stay in memory).
-- A market row is the settle-once guard: status goes open -> settled (or void) exactly once.

CREATE TABLE sports_matches (
  match_id text PRIMARY KEY,
  event_id text NOT NULL,
  market_id text NOT NULL,
  competition text NOT NULL,
  team1 text NOT NULL,
  team2 text NOT NULL,
  name text NOT NULL,
  start_at timestamptz NOT NULL,
  state text NOT NULL DEFAULT 'upcoming' CHECK (state IN ('upcoming', 'inplay', 'completed', 'void')),
  winner text NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE sports_markets (
  market_key text PRIMARY KEY, -- sports:<matchId>:<marketType>:<marketId>
  match_id text NOT NULL REFERENCES sports_matches(match_id),
  market_type text NOT NULL CHECK (market_type IN ('odds', 'book', 'toss', 'session')),
  market_id text NOT NULL,
  name text NOT NULL,
  status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'settled', 'void')),
  result text NULL,
  settled_at timestamptz NULL
);
CREATE INDEX sports_markets_match_idx ON sports_markets (match_id);
CREATE INDEX sports_bets_market_open_idx ON sports_bets (match_id, market_type, market_id) WHERE status = 'open';
