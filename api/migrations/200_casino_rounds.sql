-- Casino rounds (issue 4): one row per round of each live table. casino_bets.round_id = id::text.
CREATE TABLE casino_rounds (
  id bigserial PRIMARY KEY,
  table_code text NOT NULL,
  status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'closed', 'result')),
  opens_at timestamptz NOT NULL,
  closes_at timestamptz NOT NULL, -- betting ends
  result_at timestamptz NOT NULL, -- cards shown, round settled
  ends_at timestamptz NOT NULL,   -- next round opens
  hands jsonb NULL,               -- [{label, cards: ["KH", ...]}], set when betting closes
  winner text NULL,
  outcomes jsonb NULL,            -- {"Market|Selection": "win" | "lose" | "void" | "half"}
  settled_at timestamptz NULL
);
CREATE INDEX casino_rounds_table_idx ON casino_rounds (table_code, id DESC);
-- At most one round per table that is not finished: concurrent API processes cannot open two.
CREATE UNIQUE INDEX casino_rounds_one_live_idx ON casino_rounds (table_code) WHERE status <> 'result';
CREATE INDEX casino_bets_round_idx ON casino_bets (round_id, status);
