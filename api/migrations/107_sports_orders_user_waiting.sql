-- A player's waiting orders (the account's count of them after every money change, GetUnmatchedBets):
-- without it a planner that thinks the waiting orders few (a fresh table, no statistics yet) reads
-- every waiting order of every market once for each player of a batch.
CREATE INDEX sports_orders_user_waiting_idx ON sports_orders (user_id) WHERE state = 'waiting';
