-- Issue 27, safer gambling (range 500-599): the player's own limits, session reminders and breaks.
-- Nothing here is ever deleted: a change is a new row, a cancelled one keeps its cancelled_at.

-- Per player: the time zone their calendar periods and times follow (the operator's setting, so a
-- player cannot move a period's boundary) and the session-reminder interval.
CREATE TABLE safer_settings (
  user_id int PRIMARY KEY REFERENCES users(id),
  time_zone text NOT NULL DEFAULT 'Asia/Kolkata',
  reality_check_minutes int NOT NULL DEFAULT 0 CHECK (reality_check_minutes IN (0, 15, 30, 60))
);

-- Every limit change asked for. amount NULL removes the limit. A lower (or new) limit is
-- effective when asked; a higher one (or a removal) 24 hours later and cancellable until then.
CREATE TABLE safer_limit_changes (
  id bigserial PRIMARY KEY,
  user_id int NOT NULL REFERENCES users(id),
  kind text NOT NULL CHECK (kind IN ('daily', 'weekly', 'monthly', 'stake')),
  amount bigint NULL CHECK (amount > 0),
  asked_at timestamptz NOT NULL,
  effective_at timestamptz NOT NULL,
  cancelled_at timestamptz NULL,
  -- 'player' (CancelPending) or 'replaced' (a later change of the same limit)
  cancelled_by text NULL
);
CREATE INDEX safer_limit_changes_user_idx ON safer_limit_changes (user_id, kind, effective_at);

-- Time-outs and self-exclusions taken; one whose ends_at is ahead is in force.
CREATE TABLE safer_breaks (
  id bigserial PRIMARY KEY,
  user_id int NOT NULL REFERENCES users(id),
  kind text NOT NULL CHECK (kind IN ('TimeOut', 'SelfExclusion')),
  period text NOT NULL,
  asked_at timestamptz NOT NULL,
  ends_at timestamptz NOT NULL
);
CREATE INDEX safer_breaks_user_idx ON safer_breaks (user_id, ends_at);

-- The last answer to a session's reminder (the next is due an interval after it, or after login).
CREATE TABLE safer_reality_checks (
  session_id text PRIMARY KEY REFERENCES sessions(session_id),
  user_id int NOT NULL REFERENCES users(id),
  answered_at timestamptz NOT NULL
);
