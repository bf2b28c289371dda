-- Core schema: users, sessions, exposures, ledger, bets, login throttling, idempotency.
-- Money is BIGINT cents (hundredths of a Coin). Never float.

CREATE TABLE users (
  id serial PRIMARY KEY,
  username text UNIQUE NOT NULL,
  password_hash text NOT NULL,
  name text NOT NULL,
  user_type text NOT NULL DEFAULT 'Client',
  balance bigint NOT NULL DEFAULT 0 CHECK (balance >= 0),
  match_comm_bp int NOT NULL DEFAULT 200,
  session_comm_bp int NOT NULL DEFAULT 300,
  casino_comm_bp int NOT NULL DEFAULT 200,
  min_stake bigint NOT NULL DEFAULT 10000,
  max_stake bigint NOT NULL DEFAULT 20000000,
  quick_stakes jsonb NOT NULL DEFAULT '[10000,50000,100000,500000,1000000,2500000]',
  created_at timestamptz DEFAULT now()
);

CREATE TABLE sessions (
  token_hash text PRIMARY KEY,
  session_id text UNIQUE NOT NULL,
  user_id int NOT NULL REFERENCES users(id),
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz NULL
);
CREATE INDEX sessions_user_idx ON sessions (user_id);

CREATE TABLE exposures (
  user_id int NOT NULL REFERENCES users(id),
  market_key text NOT NULL,
  amount bigint NOT NULL CHECK (amount >= 0),
  PRIMARY KEY (user_id, market_key)
);

CREATE TABLE ledger (
  id bigserial PRIMARY KEY,
  user_id int NOT NULL REFERENCES users(id),
  created_at timestamptz NOT NULL DEFAULT now(),
  kind text NOT NULL,
  amount bigint NOT NULL,
  balance_after bigint NOT NULL,
  description text NOT NULL,
  ref_type text,
  ref_id text
);
CREATE INDEX ledger_user_idx ON ledger (user_id, created_at);

CREATE TABLE sports_bets (
  id bigserial PRIMARY KEY,
  user_id int NOT NULL REFERENCES users(id),
  match_id text NOT NULL,
  event_id text NOT NULL,
  market_id text NOT NULL,
  market_type text NOT NULL CHECK (market_type IN ('odds', 'book', 'toss', 'session')),
  selection_id text NOT NULL,
  selection_name text NOT NULL,
  side text NOT NULL CHECK (side IN ('back', 'lay', 'yes', 'no')),
  -- decimal odds x100 for odds/toss (145 = 1.45); bookmaker rate r as given (45 means 1.45);
  -- fancy rate R (100 = even)
  price int NOT NULL,
  line int NULL, -- fancy run line
  stake bigint NOT NULL,
  win_amount bigint NOT NULL,
  loss_amount bigint NOT NULL,
  status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'settled', 'void')),
  result text NULL,
  pl bigint NULL,
  commission bigint NOT NULL DEFAULT 0,
  idempotency_key text NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  settled_at timestamptz NULL,
  UNIQUE (user_id, idempotency_key)
);
CREATE INDEX sports_bets_user_match_idx ON sports_bets (user_id, match_id);

CREATE TABLE casino_bets (
  id bigserial PRIMARY KEY,
  user_id int NOT NULL REFERENCES users(id),
  table_code text NOT NULL,
  round_id text NOT NULL,
  market text NOT NULL,
  selection text NOT NULL,
  rate int NOT NULL, -- decimal odds x100
  stake bigint NOT NULL,
  win_amount bigint NOT NULL,
  loss_amount bigint NOT NULL,
  status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'settled', 'void')),
  result text,
  pl bigint,
  commission bigint NOT NULL DEFAULT 0,
  idempotency_key text,
  created_at timestamptz NOT NULL DEFAULT now(),
  settled_at timestamptz,
  UNIQUE (user_id, idempotency_key)
);
CREATE INDEX casino_bets_user_round_idx ON casino_bets (user_id, round_id);
CREATE INDEX casino_bets_user_table_idx ON casino_bets (user_id, table_code);

CREATE TABLE login_failures (
  key text NOT NULL,
  at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX login_failures_key_at_idx ON login_failures (key, at);

CREATE TABLE idempotency (
  user_id int NOT NULL REFERENCES users(id),
  key text NOT NULL,
  response jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, key)
);
