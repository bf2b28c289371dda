-- A player's open bets of one market summed per runner, side and line (sums of win_amount,
-- loss_amount and stake, how many bets, and the newest bet's id and price), kept by a trigger on
-- sports_bets (a bet placed adds; a bet settled, voided or deleted takes away). A runner market's
-- worst case adds up its bets, so a batch's funds read (orders/batch-reads.ts) reads a row a
-- runner and side instead of every bet the market has taken (the house's grow with every order it
-- matches); the shown book's traded volume and last price (orders/shown-refresh.ts) likewise.
CREATE TABLE sports_positions (
  user_id int NOT NULL,
  match_id text NOT NULL,
  market_type text NOT NULL,
  market_id text NOT NULL,
  selection_id text NOT NULL,
  side text NOT NULL,
  line int NULL,
  win_amount bigint NOT NULL,
  loss_amount bigint NOT NULL,
  stake bigint NOT NULL,
  bets int NOT NULL,
  -- the newest open bet's id and price (a market's bets leave 'open' together, at its end)
  last_id bigint NOT NULL,
  last_price int NOT NULL,
  UNIQUE NULLS NOT DISTINCT (match_id, market_type, market_id, user_id, selection_id, side, line)
);

CREATE FUNCTION sports_positions_keep() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' AND NEW.status = 'open' THEN
    INSERT INTO sports_positions AS p
      (user_id, match_id, market_type, market_id, selection_id, side, line, win_amount, loss_amount,
       stake, bets, last_id, last_price)
    VALUES (NEW.user_id, NEW.match_id, NEW.market_type, NEW.market_id, NEW.selection_id, NEW.side,
            NEW.line, NEW.win_amount, NEW.loss_amount, NEW.stake, 1, NEW.id, NEW.price)
    ON CONFLICT (match_id, market_type, market_id, user_id, selection_id, side, line) DO UPDATE
      SET win_amount = p.win_amount + EXCLUDED.win_amount,
          loss_amount = p.loss_amount + EXCLUDED.loss_amount,
          stake = p.stake + EXCLUDED.stake,
          bets = p.bets + 1,
          last_id = GREATEST(p.last_id, EXCLUDED.last_id),
          last_price = CASE WHEN EXCLUDED.last_id > p.last_id THEN EXCLUDED.last_price ELSE p.last_price END;
  ELSIF TG_OP <> 'INSERT' AND OLD.status = 'open' AND (TG_OP = 'DELETE' OR NEW.status <> 'open') THEN
    UPDATE sports_positions
       SET win_amount = win_amount - OLD.win_amount, loss_amount = loss_amount - OLD.loss_amount,
           stake = stake - OLD.stake, bets = bets - 1
     WHERE match_id = OLD.match_id AND market_type = OLD.market_type AND market_id = OLD.market_id
       AND user_id = OLD.user_id AND selection_id = OLD.selection_id AND side = OLD.side
       AND line IS NOT DISTINCT FROM OLD.line;
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER sports_positions_keep AFTER INSERT OR UPDATE OF status OR DELETE ON sports_bets
  FOR EACH ROW EXECUTE FUNCTION sports_positions_keep();

INSERT INTO sports_positions
  (user_id, match_id, market_type, market_id, selection_id, side, line, win_amount, loss_amount,
   stake, bets, last_id, last_price)
SELECT user_id, match_id, market_type, market_id, selection_id, side, line,
       sum(win_amount), sum(loss_amount), sum(stake), count(*), max(id),
       (array_agg(price ORDER BY id DESC))[1]
  FROM sports_bets WHERE status = 'open'
 GROUP BY user_id, match_id, market_type, market_id, selection_id, side, line;
