-- Issue 12: an Idempotency-Key belongs to one player and one call (scope, e.g. '/Player/PlaceBet')
-- and is stored with a fingerprint (sha256 of the canonical request), so no call can read another
-- call's reply and a reused key with another request is refused (src/db/idempotency.ts).
ALTER TABLE idempotency ADD COLUMN scope text, ADD COLUMN fingerprint text;
-- Rows written before this: the casino stored 'casino:<key>'; a sports key could look the same,
-- so only a row with the casino bet of that key is the casino's.
UPDATE idempotency i SET scope = '/Casino/PlaceBet', key = substr(i.key, 8)
 WHERE i.key LIKE 'casino:%'
   AND EXISTS (SELECT 1 FROM casino_bets c
                WHERE c.user_id = i.user_id AND c.idempotency_key = substr(i.key, 8));
UPDATE idempotency SET scope = '/Player/PlaceBet' WHERE scope IS NULL;
ALTER TABLE idempotency ALTER COLUMN scope SET NOT NULL;
ALTER TABLE idempotency DROP CONSTRAINT idempotency_pkey;
ALTER TABLE idempotency ADD PRIMARY KEY (user_id, scope, key);
