-- Sports: the ball-by-ball record of each simulated match. The live engine appends every delivery;
-- a restart rebuilds the score from it (sim_state keeps the rest), and fancy sessions settle on it.
CREATE TABLE sports_balls (
  match_id text NOT NULL REFERENCES sports_matches(match_id),
  seq integer NOT NULL CHECK (seq >= 0),
  innings smallint NOT NULL CHECK (innings BETWEEN 0 AND 3),
  over_no smallint NOT NULL CHECK (over_no >= 0),
  ball_no smallint NOT NULL CHECK (ball_no BETWEEN 0 AND 5),
  kind text NOT NULL CHECK (kind IN ('ok', 'wd', 'nb')),
  bat_runs smallint NOT NULL CHECK (bat_runs >= 0),
  extras smallint NOT NULL CHECK (extras >= 0),
  wicket boolean NOT NULL,
  bowled_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (match_id, seq)
);
