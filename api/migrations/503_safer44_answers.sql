-- Issue 44: the player's answers that change nothing else in the database are recorded here, once,
-- in the transaction of the answer: each session reminder answered, each reminder interval chosen
-- (and the first-login loss limit question). Limit changes (safer_limit_changes) and breaks
-- (safer_breaks) are their own never-deleted record. Nothing here is ever deleted.
CREATE TABLE safer_answers (
  id bigserial PRIMARY KEY,
  user_id int NOT NULL REFERENCES users(id),
  at timestamptz NOT NULL,
  -- 'reminder' (answer Continue or LogOut), 'interval' (answer the minutes), 'limit_prompt'
  topic text NOT NULL,
  answer text NOT NULL,
  session_id text NULL
);
CREATE INDEX safer_answers_user_idx ON safer_answers (user_id, at);
