-- Issue 15: one-click betting, stored with the stake settings. Off by default; the stake is the
-- player's choice (cents), null until first chosen (the first quick stake is offered then).
ALTER TABLE users ADD COLUMN one_click_on boolean NOT NULL DEFAULT false;
ALTER TABLE users ADD COLUMN one_click_stake bigint;
