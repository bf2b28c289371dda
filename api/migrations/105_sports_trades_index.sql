-- Issue 31: a match's trades (its matched match-odds bets, any player) for GetMatchHistory.
CREATE INDEX sports_bets_match_type_idx ON sports_bets (match_id, market_type);
