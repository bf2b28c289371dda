-- Issue 26: the house (the simulated market) is a participant with real money. Its levels are
-- orders of this account in sports_orders, its matched bets sports_bets rows that settle like
-- anyone's. It cannot log in ('!' is no password hash), pays no commission, and starts with a
-- float (an opening ledger row, as every balance has) so its balance never goes below 0.
-- Rows given an id by hand leave the id sequence behind: move it past them first.
SELECT setval(pg_get_serial_sequence('users', 'id'), max(id)) FROM users HAVING max(id) IS NOT NULL;
INSERT INTO users (username, password_hash, name, user_type, balance, match_comm_bp, session_comm_bp, casino_comm_bp)
VALUES ('__house', '!', 'The house', 'House', 1000000000000000, 0, 0, 0)
ON CONFLICT (username) DO NOTHING;
INSERT INTO ledger (user_id, kind, amount, balance_after, description, ref_type, ref_id)
SELECT id, 'deposit', balance, balance, 'Opening balance', 'seed', NULL FROM users
 WHERE username = '__house' AND NOT EXISTS (SELECT 1 FROM ledger l WHERE l.user_id = users.id);

-- The engine's quote each market's house orders were placed from: the house re-quotes (cancels
-- its orders and places the engine's levels again, in full) only when the engine's quote changed.
CREATE TABLE sports_house_quotes (
  market_key text PRIMARY KEY,
  quote text NOT NULL
);
