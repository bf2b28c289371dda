-- Issue 12: a bet is recorded at the price (and fancy line) it was matched at, in price / line;
-- what the player asked for is kept beside it. NULL for bets placed before this.
ALTER TABLE sports_bets ADD COLUMN asked_price int NULL, ADD COLUMN asked_line int NULL;
