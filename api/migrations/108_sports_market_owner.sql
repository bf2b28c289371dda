-- Issue 43: one owner process a match-odds / toss market (cluster/market-leases.ts) and a
-- version of each market's book, so the owner's book in memory is used only while it is the
-- stored one (orders/book-memory.ts).

-- The processes that may own markets: each renews its row with its leases.
CREATE TABLE market_owners (
  owner_id text PRIMARY KEY,
  address text, -- where the owner answers (host:port), or NULL
  expires_at timestamptz NOT NULL
);

-- A market's owner until expires_at (renewed by the owner's timer; taken over once expired).
CREATE TABLE market_leases (
  market_key text PRIMARY KEY,
  owner_id text NOT NULL,
  expires_at timestamptz NOT NULL
);
CREATE INDEX market_leases_owner_idx ON market_leases (owner_id);

-- Bumped by every statement that inserts or updates a market's orders, whatever wrote them.
CREATE TABLE sports_book_versions (
  market_key text PRIMARY KEY,
  version bigint NOT NULL
);

CREATE FUNCTION sports_book_bump() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO sports_book_versions (market_key, version)
  SELECT DISTINCT 'sports:' || match_id || ':' || market_type || ':' || market_id, 1 FROM changed
  ON CONFLICT (market_key) DO UPDATE SET version = sports_book_versions.version + 1;
  RETURN NULL;
END $$;

CREATE TRIGGER sports_orders_bump_insert AFTER INSERT ON sports_orders
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION sports_book_bump();
CREATE TRIGGER sports_orders_bump_update AFTER UPDATE ON sports_orders
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION sports_book_bump();
CREATE TRIGGER sports_orders_bump_delete AFTER DELETE ON sports_orders
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION sports_book_bump();
