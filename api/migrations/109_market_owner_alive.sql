-- Issue 43: an owner that died is replaced at once, not when its leases expire
-- (cluster/owner-alive.ts): each process holds a session-level advisory lock numbered
-- live_key on a connection of its own, which the server drops when that connection ends.
CREATE SEQUENCE market_owner_live_keys AS integer CYCLE;
ALTER TABLE market_owners ADD COLUMN live_key integer;
